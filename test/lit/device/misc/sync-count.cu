// __syncthreads_count/_and/_or: per-wave ballot popcount added to an LDS counter once per wave,
// between block barriers.
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefixes=CHECK,GFX9
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefixes=CHECK,W32
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefixes=CHECK,W32
// CHECK: s_barrier
// GFX9: s_bcnt1_i32_b64
// W32: s_bcnt1_i32_b32
// CHECK: ds_add_u32
// CHECK: s_barrier
// CHECK: s_barrier
__global__ void count(int *p) {
  p[0] = __syncthreads_count(p[threadIdx.x] > 0);
  p[1] = __syncthreads_and(p[threadIdx.x + 1]);
  p[2] = __syncthreads_or(p[threadIdx.x + 2]);
}
