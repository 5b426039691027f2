// SPDX-License-Identifier: Apache-2.0
// __half / __half2 in host code of a CUDA file compiled for AMD targets (assignment from float,
// conversions, host-side arithmetic): the host pass must take the software path even though clang
// also defines __AMDGCN__ there. Found by NVIDIA's fp16ScalarProduct sample.
// RUN: %nvcc --offload-arch=%amd_targets %s -o %t
// RUN: %t | FileCheck %s
// CHECK: 3 2.5 -0.25 1 65504 inf
#include <cuda_fp16.h>
#include <cstdio>

__global__ void touch(half2 *p) { p[0] = __hadd2(p[0], p[0]); }

int main() {
  half a = __float2half(3.0f);
  half b;
  b = 2.5f;
  half2 v;
  v.x = -0.25f;
  v.y = static_cast<float>(1);
  half big = __float2half(65504.0f), inf = __float2half(1.0e6f);
  std::printf("%g %g %g %g %g %g\n", __half2float(a), __half2float(b), __half2float(v.x),
              __half2float(v.y), __half2float(big), __half2float(inf));
  return 0;
}
