// Surfaces of 16-bit elements move through the d16 image instructions, so a half-float image's
// 16 bits arrive unconverted (a 32-bit load would convert them to float) and unsigned short /
// short images give their 16 bits.
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s

// CHECK-LABEL: _Z3u16yii:
// CHECK: image_load v{{[0-9]+}}, {{.*}} dmask:0x1 {{.*}}unorm{{.*}} d16
// CHECK: image_store v{{[0-9]+}}, {{.*}} dmask:0x1 {{.*}}unorm{{.*}} d16
__global__ void u16(cudaSurfaceObject_t s, int x, int y) {
  unsigned short h = surf2Dread<unsigned short>(s, x * 2, y, cudaBoundaryModeZero);
  surf2Dwrite<unsigned short>(h ^ 0x8000, s, x * 2 + 2, y, cudaBoundaryModeZero);
}

// CHECK-LABEL: _Z5s16x4yii:
// CHECK: image_load v[{{[0-9]+:[0-9]+}}], {{.*}} dmask:0xf {{.*}}unorm{{.*}} d16
// CHECK: image_store v[{{[0-9]+:[0-9]+}}], {{.*}} dmask:0xf {{.*}}unorm{{.*}} d16
__global__ void s16x4(cudaSurfaceObject_t s, int x, int y) {
  short4 v = surf2Dread<short4>(s, x * 8, y, cudaBoundaryModeZero);
  surf2Dwrite(v, s, x * 8 + 8, y, cudaBoundaryModeZero);
}
