// surf1Dread/write and surf3Dread/write: image_load / image_store on 1D and 3D images.
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefixes=CHECK,RDNA
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefixes=CHECK,RDNA
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefixes=CHECK,GFX9

// CHECK-LABEL: _Z3s1Dyi:
// RDNA: image_load v{{[0-9]+}}, v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}] dmask:0x1 dim:SQ_RSRC_IMG_1D unorm
// GFX9: image_load v{{[0-9]+}}, v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}] dmask:0x1 unorm
// RDNA: image_store v{{[0-9]+}}, v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}] dmask:0x1 dim:SQ_RSRC_IMG_1D unorm
// GFX9: image_store v{{[0-9]+}}, v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}] dmask:0x1 unorm
__global__ void s1D(cudaSurfaceObject_t s, int x) {
  int v = surf1Dread<int>(s, x * 4, cudaBoundaryModeZero);
  surf1Dwrite(v + 1, s, x * 4 + 4, cudaBoundaryModeZero);
}

// CHECK-LABEL: _Z3s3Dyiii:
// RDNA: image_load v[{{[0-9]+:[0-9]+}}], {{.*}}, s[{{[0-9]+:[0-9]+}}] dmask:0xf dim:SQ_RSRC_IMG_3D unorm
// GFX9: image_load v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}] dmask:0xf unorm
// RDNA: image_store v[{{[0-9]+:[0-9]+}}], {{.*}}, s[{{[0-9]+:[0-9]+}}] dmask:0xf dim:SQ_RSRC_IMG_3D unorm
// GFX9: image_store v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}] dmask:0xf unorm
__global__ void s3D(cudaSurfaceObject_t s, int x, int y, int z) {
  float4 v = surf3Dread<float4>(s, x * 16, y, z, cudaBoundaryModeZero);
  surf3Dwrite(v, s, x * 16, y, z + 1, cudaBoundaryModeZero);
}
