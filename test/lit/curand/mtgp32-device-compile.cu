// SPDX-License-Identifier: Apache-2.0
// The MTGP32 device API compiles on each AMD target family: one kernel calling every MTGP32
// function. A block's step has its two barriers (the offset moves between them), the parameter
// table is read through the state's pointer, and nothing is left as a call.
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1030 %s -o - | FileCheck %s
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1100 %s -o - | FileCheck %s
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx90a %s -o - | FileCheck %s
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefix=ISA
#include <curand_kernel.h>

// CHECK: define {{.*}}amdgpu_kernel void @_Z3allP17curandStateMtgp32PfPdPj(
// CHECK: call void @llvm.amdgcn.s.barrier()
// CHECK: call void @llvm.amdgcn.s.barrier()
// CHECK-NOT: call {{.*}}@{{.*}}curand
// CHECK: ret void
// ISA: .amdhsa_kernel _Z3allP17curandStateMtgp32PfPdPj
__global__ void all(curandStateMtgp32_t *states, float *f, double *d, unsigned *u) {
  curandStateMtgp32_t *st = &states[blockIdx.x];
  int t = threadIdx.x;
  u[t] = curand(st) + curand_mtgp32_specific(st, (unsigned char)t, 64) + curand_poisson(st, 3.5) +
         curand_poisson(st, 5000.0);
  f[t] = curand_uniform(st) + curand_normal(st) + curand_log_normal(st, 1.0f, 0.5f) +
         curand_mtgp32_single(st) + curand_mtgp32_single_specific(st, (unsigned char)t, 64);
  d[t] = curand_uniform_double(st) + curand_normal_double(st) + curand_log_normal_double(st, 0.0, 1.0);
}
