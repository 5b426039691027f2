// SPDX-License-Identifier: Apache-2.0
// Calls the runtime where no AMD GPU is present and prints CUDA's names for what it gets back.
#include <cstdio>

__global__ void touch(int *p) { *p = 1; }

int main() {
  int n = -1;
  cudaError_t e = cudaGetDeviceCount(&n);
  std::printf("cudaGetDeviceCount: %s (%d devices)\n", cudaGetErrorName(e), n);
  void *p = reinterpret_cast<void *>(0x1);
  e = cudaMalloc(&p, 256);
  std::printf("cudaMalloc: %s, pointer %s\n", cudaGetErrorName(e), p ? "set" : "null");
  std::printf("cudaGetLastError: %s\n", cudaGetErrorName(cudaGetLastError()));
  std::printf("cudaGetLastError again: %s\n", cudaGetErrorName(cudaGetLastError()));
  std::printf("string: %s\n", cudaGetErrorString(cudaErrorNoDevice));
  touch<<<1, 1>>>(static_cast<int *>(p));
  std::printf("after launch: %s\n", cudaGetErrorName(cudaGetLastError()));
  return 0;
}
