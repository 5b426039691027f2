// surf1DLayeredread/write and surf2DLayeredread/write: the layer is the array coordinate of a 1D/2D
// array image (gfx90a: `da`).
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefixes=CHECK,RDNA
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefixes=CHECK,RDNA
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefixes=CHECK,GFX9

// CHECK-LABEL: _Z3l1Dyii:
// RDNA: image_load v{{[0-9]+}}, v[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}] dmask:0x1 dim:SQ_RSRC_IMG_1D_ARRAY unorm
// GFX9: image_load v{{[0-9]+}}, v[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}] dmask:0x1 unorm da
// RDNA: image_store v{{[0-9]+}}, {{.*}}, s[{{[0-9]+:[0-9]+}}] dmask:0x1 dim:SQ_RSRC_IMG_1D_ARRAY unorm
// GFX9: image_store v{{[0-9]+}}, v[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}] dmask:0x1 unorm da
__global__ void l1D(cudaSurfaceObject_t s, int x, int layer) {
  float v = surf1DLayeredread<float>(s, x * 4, layer, cudaBoundaryModeZero);
  surf1DLayeredwrite(v, s, x * 4, layer + 1, cudaBoundaryModeZero);
}

// CHECK-LABEL: _Z3l2Dyiii:
// RDNA: image_load v[{{[0-9]+:[0-9]+}}], {{.*}}, s[{{[0-9]+:[0-9]+}}] dmask:0x3 dim:SQ_RSRC_IMG_2D_ARRAY unorm
// GFX9: image_load v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}] dmask:0x3 unorm da
// RDNA: image_store v[{{[0-9]+:[0-9]+}}], {{.*}}, s[{{[0-9]+:[0-9]+}}] dmask:0x3 dim:SQ_RSRC_IMG_2D_ARRAY unorm
// GFX9: image_store v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}] dmask:0x3 unorm da
__global__ void l2D(cudaSurfaceObject_t s, int x, int y, int layer) {
  uint2 v = surf2DLayeredread<uint2>(s, x * 8, y, layer, cudaBoundaryModeZero);
  surf2DLayeredwrite(v, s, x * 8, y, layer + 1, cudaBoundaryModeZero);
}
