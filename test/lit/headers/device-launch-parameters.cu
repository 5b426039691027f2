// SPDX-License-Identifier: Apache-2.0
// device_launch_parameters.h (included by many projects, often first, for IDEs) declares the
// built-in variables; included before or after cuda_runtime.h they are the same objects, and a
// plain host compiler can include it too.
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s
// RUN: %nvcc -c --offload-arch=%amd_targets %s -o %t.o
// RUN: %clang_amd -fsyntax-only -x c++ -std=c++17 -isystem %toolkit/include -DHOST_ONLY %s
// CHECK-LABEL: ids:
// CHECK: {{v_mad_u32_u24|v_mad_u64_u32|v_add_u32}}
// CHECK: global_store_{{dword|b32}}
// CHECK: s_endpgm
#include <device_launch_parameters.h>
#include <device_launch_parameters.h>
#if !defined(HOST_ONLY)
#include <cuda_runtime.h>
extern "C" __global__ void ids(unsigned *o) {
  const unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  o[i] = gridDim.x + (unsigned)warpSize;
}
#else
static_assert(warpSize == 32, "warpSize under a host compiler");
#endif
