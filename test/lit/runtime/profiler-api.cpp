// cuda_profiler_api.h exists and its functions link (cuda-samples' matrixMul includes it); from a
// plain host compiler with -lcudart, and through nvcc.
// RUN: rm -rf %t && mkdir -p %t
// RUN: c++ -I%toolkit/include %s -L%toolkit/lib64 -lcudart -o %t/prof-host && %t/prof-host | FileCheck %s
// RUN: env SCALE_AMD_TARGETS=gfx1100 %nvcc -x cu %s -o %t/prof-nvcc && %t/prof-nvcc | FileCheck %s
#include <cuda_profiler_api.h>
#include <cstdio>

int main() {
  cudaError_t a = cudaProfilerStart(), b = cudaProfilerStop();
  // Without a GPU both report the runtime's error; either way they return a cudaError_t name.
  // CHECK: profiler: {{cudaSuccess|cudaError[A-Za-z]+}} {{cudaSuccess|cudaError[A-Za-z]+}}
  std::printf("profiler: %s %s\n", cudaGetErrorName(a), cudaGetErrorName(b));
  return 0;
}
