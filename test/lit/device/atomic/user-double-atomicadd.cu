// SPDX-License-Identifier: Apache-2.0
// Old CUDA code defines its own atomicAdd(double) below sm_60 with `#if __CUDA_ARCH__ < 600`,
// which also holds in the host pass (NVIDIA's jacobiCudaGraphs sample): there the toolkit only
// declares atomicAdd(double), so the user's definition does not clash; the device pass (sm_70)
// uses the toolkit's atomic.
// RUN: %nvcc -arch=sm_70 --offload-arch=gfx1100 -c %s -o %t.o
// RUN: %nvcc -arch=sm_70 --cuda-device-only -S -emit-llvm -O2 --offload-arch=gfx1100 %s -o - | FileCheck %s
// CHECK-LABEL: define {{.*}}@_Z3sumPdS_
// CHECK: atomicrmw fadd ptr {{.*}} double
// RUN: %nvcc -arch=sm_70 --cuda-device-only -S -O2 --offload-arch=gfx1030 %s -o - | FileCheck %s --check-prefix=GFX1030
// GFX1030: global_atomic_cmpswap_x2
// RUN: %nvcc -arch=sm_70 --cuda-device-only -S -O2 --offload-arch=gfx1100 %s -o - | FileCheck %s --check-prefix=GFX1100
// GFX1100: global_atomic_cmpswap_b64
// RUN: %nvcc -arch=sm_70 --cuda-device-only -S -O2 --offload-arch=gfx90a %s -o - | FileCheck %s --check-prefix=GFX90A
// GFX90A: global_atomic_add_f64
#if __CUDA_ARCH__ < 600
__device__ double atomicAdd(double *address, double val) {
  unsigned long long int *p = (unsigned long long int *)address;
  unsigned long long int old = *p, assumed;
  do {
    assumed = old;
    old = atomicCAS(p, assumed, __double_as_longlong(val + __longlong_as_double(assumed)));
  } while (assumed != old);
  return __longlong_as_double(old);
}
#endif

__global__ void sum(double *out, double *in) { atomicAdd(out, in[threadIdx.x]); }
