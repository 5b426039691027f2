// SPDX-License-Identifier: Apache-2.0
// The CUDA feature level CMake asked for reaches the device pass as __CUDA_ARCH__.
#include <cstdio>

__global__ void fill(int *out) {
#ifdef __CUDA_ARCH__
  out[threadIdx.x] = __CUDA_ARCH__;
#endif
}

int main() {
  int *p = nullptr;
  cudaError_t e = cudaMalloc(&p, 32 * sizeof(int));
  if (e == cudaSuccess)
    fill<<<1, 32>>>(p);
  std::printf("%s\n", cudaGetErrorName(e));
  return 0;
}
