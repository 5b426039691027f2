// SPDX-License-Identifier: Apache-2.0
// The quasi-random states of curand_kernel.h (sobol.h) compile for device code on each AMD target
// family: the four Sobol states, curand_init with and without scramble constant, skip-ahead and
// every distribution in one kernel, down to IR and to gfx1100 machine code. (What the values
// are is checked on the H200 by test/exec/cases/curand_sobol.cu and on the host by
// host-api-sobol.test.)
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1030 %s -o - | FileCheck %s
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1100 %s -o - | FileCheck %s
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx90a %s -o - | FileCheck %s
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=ISA
#include <curand_kernel.h>

// CHECK: define {{.*}}amdgpu_kernel void @_Z5quasiPjPyS_S0_PfPd(
// CHECK: ret void
// ISA: .amdhsa_kernel _Z5quasiPjPyS_S0_PfPd
__global__ void quasi(unsigned *v32, unsigned long long *v64, unsigned *u, unsigned long long *l, float *f,
                      double *d) {
  int t = threadIdx.x;
  curandStateSobol32_t a;
  curand_init(v32 + 32 * t, t, &a);
  curandStateScrambledSobol32_t b;
  curand_init(v32 + 32 * t, 0x1234u, t, &b);
  curandStateSobol64_t c;
  curand_init(v64 + 64 * t, (unsigned long long)t, &c);
  curandStateScrambledSobol64_t e;
  curand_init(v64 + 64 * t, 0x1234ull, (unsigned long long)t, &e);
  skipahead(100u, &a);
  skipahead(100u, &b);
  skipahead(100ull, &c);
  skipahead(100ull, &e);
  u[t] = curand(&a) ^ curand(&b);
  l[t] = curand(&c) ^ curand(&e);
  f[t] = curand_uniform(&a) + curand_normal(&b) + curand_log_normal(&c, 0.f, 1.f) + curand_normal(&e);
  d[t] = curand_uniform_double(&a) + curand_normal_double(&b) + curand_log_normal_double(&c, 0, 1) +
         curand_normal_double(&e) + curand_uniform_double(&e);
}
