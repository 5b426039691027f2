// SPDX-License-Identifier: Apache-2.0
// curand_kernel.h compiles for device code on each AMD target family: all three generators,
// skip-ahead and every distribution in one kernel. MRG32k3a's jump matrices (constexpr) live in
// constant memory (addrspace 4), not recomputed per thread; XORWOW needs no table at all.
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1030 %s -o - | FileCheck %s
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1100 %s -o - | FileCheck %s
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx90a %s -o - | FileCheck %s
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=ISA
#include <curand_kernel.h>

// CHECK: @{{.*}}kMrgJump{{.*}} = addrspace(4) {{.*}}constant
// CHECK-NOT: precalc
// CHECK: define {{.*}}amdgpu_kernel void @_Z3allyPfPdPj(
// ISA: .amdhsa_kernel _Z3allyPfPdPj
__global__ void all(unsigned long long seed, float *f, double *d, unsigned *u) {
  int t = threadIdx.x;
  curandState xs;
  curand_init(seed, t, 7, &xs);
  curandStatePhilox4_32_10_t ps;
  curand_init(seed, t, 7, &ps);
  curandStateMRG32k3a_t ms;
  curand_init(seed, t, 7, &ms);
  skipahead(100, &xs);
  skipahead_sequence(2, &ps);
  skipahead_subsequence(3, &ms);
  f[t] = curand_normal(&xs) + curand_uniform(&ps) + curand_log_normal(&ms, 0.f, 1.f) +
         curand_normal4(&ps).w + curand_uniform4(&ps).x + curand_normal2(&ms).y;
  d[t] = curand_normal_double(&xs) + curand_uniform2_double(&ps).x + curand_log_normal_double(&ms, 0, 1) +
         curand_uniform_double(&xs);
  u[t] = curand(&xs) + curand4(&ps).w + curand_poisson(&ms, 100.0) + curand_poisson(&xs, 5000.0) +
         curand_poisson(&ps, 2.0);
}
