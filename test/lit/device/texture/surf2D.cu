// surf2Dread / surf2Dwrite: image_load / image_store on the surface object's 2D image, x in bytes
// (element x / sizeof(T)). Zero mode is the hardware's own out-of-range behaviour, so no size
// query is made. Value form, pointer form, write.
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefixes=CHECK,RDNA
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefixes=CHECK,RDNA
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefixes=CHECK,GFX9

// CHECK-LABEL: _Z4copyyii:
// CHECK-NOT: image_get_resinfo
// RDNA: image_load v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}] dmask:0xf dim:SQ_RSRC_IMG_2D unorm
// GFX9: image_load v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}] dmask:0xf unorm
// RDNA: image_store v[{{[0-9]+:[0-9]+}}], {{.*}}, s[{{[0-9]+:[0-9]+}}] dmask:0xf dim:SQ_RSRC_IMG_2D unorm
// GFX9: image_store v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}] dmask:0xf unorm
// CHECK: s_endpgm
__global__ void copy(cudaSurfaceObject_t s, int x, int y) {
  uchar4 v = surf2Dread<uchar4>(s, x * 4, y, cudaBoundaryModeZero);
  surf2Dwrite(v, s, x * 4 + 4, y, cudaBoundaryModeZero);
}

// One float: one channel each way.
// CHECK-LABEL: _Z6scaledyii:
// RDNA: image_load v{{[0-9]+}}, v[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm
// GFX9: image_load v{{[0-9]+}}, v[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}] dmask:0x1 unorm
// CHECK: v_add_f32
// CHECK: image_store v{{[0-9]+}}, {{.*}} dmask:0x1
__global__ void scaled(cudaSurfaceObject_t s, int x, int y) {
  float v;
  surf2Dread(&v, s, x * 4, y, cudaBoundaryModeZero);
  surf2Dwrite(v * 2.0f, s, x * 4, y, cudaBoundaryModeZero);
}
