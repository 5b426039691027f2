// SPDX-License-Identifier: Apache-2.0
// -rdc=true: file-scope static __device__ / __constant__ variables that host code uses get the
// external name <mangled>.static.<cuid>; clang 22 decides that at the host use, after the kernels
// above it already named the variable plainly, which left an undefined @_ZL5calls beside the
// definition and failed the device link. ExternalizedStatics.cpp points those uses at the
// definition (IR and ISA on three targets; the -dc/-dlink pair links).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %nvcc -rdc=true --cuda-device-only -S -emit-llvm -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefix=IR
// RUN: %nvcc -rdc=true --cuda-device-only -S -emit-llvm -O0 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=IR
// RUN: %nvcc -rdc=true --cuda-device-only -S -emit-llvm -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefix=IR
// RUN: %nvcc -dc --offload-arch=%amd_targets %s -o %t/a.o
// RUN: %nvcc -dlink --offload-arch=%amd_targets %t/a.o -o %t/dlink.o
// RUN: llvm-objcopy --dump-section=.hip_fatbin=%t/fatbin %t/dlink.o
// RUN: clang-offload-bundler -unbundle -type=o -targets=hipv4-amdgcn-amd-amdhsa--gfx1030,hipv4-amdgcn-amd-amdhsa--gfx1100,hipv4-amdgcn-amd-amdhsa--gfx90a -input=%t/fatbin -output=%t/gfx1030.co -output=%t/gfx1100.co -output=%t/gfx90a.co
// RUN: %readelf --syms %t/gfx1030.co | FileCheck %s --check-prefix=CO
// RUN: %readelf --syms %t/gfx1100.co | FileCheck %s --check-prefix=CO
// RUN: %readelf --syms %t/gfx90a.co | FileCheck %s --check-prefix=CO
// RUN: llvm-objdump -d --mcpu=gfx1030 %t/gfx1030.co | FileCheck %s --check-prefix=ISA
// Without -rdc the variables keep their plain names and nothing changes.
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefix=WHOLE
#include <cuda_runtime.h>

struct Histogram { unsigned bins[16]; unsigned total; };

static __device__ Histogram hist;
static __constant__ float edges[17];
static __device__ int calls;

__device__ int bin_of(float x) {
  int b = 0;
  while (b < 16 && x >= edges[b + 1])
    ++b;
  return b;
}

__global__ void fill(const float *x, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    atomicAdd(&hist.bins[bin_of(x[i])], 1u);
    atomicAdd(&hist.total, 1u);
  }
  if (threadIdx.x == 0)
    atomicAdd(&calls, 1);
}

int main() {
  float e[17];
  for (int i = 0; i < 17; ++i)
    e[i] = i * 0.0625f;
  cudaMemcpyToSymbol(edges, e, sizeof e);
  float *x;
  cudaMalloc(&x, 1024 * sizeof(float));
  fill<<<4, 256>>>(x, 1024);
  Histogram h;
  int c;
  cudaMemcpyFromSymbol(&h, hist, sizeof h);
  cudaMemcpyFromSymbol(&c, calls, sizeof c);
  return h.total == 1024 && c == 4 ? 0 : 1;
}

// IR-NOT: @_ZL4hist = external
// IR-NOT: @_ZL5edges = external
// IR-NOT: @_ZL5calls = external
// IR-DAG: @_ZL4hist.static.[[CUID:[0-9a-f]+]] = addrspace(1) externally_initialized global %struct.Histogram
// IR-DAG: @_ZL5edges.static.[[CUID]] = addrspace(4) externally_initialized
// IR-DAG: @_ZL5calls.static.[[CUID]] = addrspace(1) externally_initialized global i32 0
// IR-DAG: {{(atomicrmw add|store) ptr .*}}@_ZL5calls.static.[[CUID]]
// CO-DAG: OBJECT {{.*}} _ZL5calls.static.{{[0-9a-f]+}}
// CO-DAG: OBJECT {{.*}} _ZL4hist.static.{{[0-9a-f]+}}
// CO-DAG: OBJECT {{.*}} _ZL5edges.static.{{[0-9a-f]+}}
// CO-DAG: FUNC {{.*}} _Z4fillPKfi
// ISA: <_Z4fillPKfi>:
// ISA: global_atomic_add
// WHOLE-NOT: .static.
// WHOLE: @_ZL5calls = addrspace(1) externally_initialized global i32 0
// WHOLE: atomicrmw add ptr addrspace(1) @_ZL5calls,
