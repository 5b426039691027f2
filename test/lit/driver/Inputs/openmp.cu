// SPDX-License-Identifier: Apache-2.0
// Host OpenMP in a CUDA source, as nvcc + gcc users write it (-Xcompiler -fopenmp).
#include <cstdio>
#include <omp.h>

__global__ void fill(int *p) { p[threadIdx.x] = threadIdx.x; }

int main() {
#ifndef _OPENMP
  std::printf("host pass without OpenMP\n");
  return 1;
#else
  long sum = 0;
  int threads = 0;
#pragma omp parallel for reduction(+ : sum)
  for (int i = 1; i <= 1000; ++i)
    sum += i;
#pragma omp parallel
  {
#pragma omp single
    threads = omp_get_num_threads();
  }
  std::printf("_OPENMP %d sum %ld threads %d\n", _OPENMP, sum, threads);
  return 0;
#endif
}
