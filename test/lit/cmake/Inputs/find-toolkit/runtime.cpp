// SPDX-License-Identifier: Apache-2.0
// Host C++ (compiled by the C++ compiler) calling the runtime API through cuda_runtime_api.h.
#include <cuda_runtime_api.h>
#include <cstdio>

int main() {
  int version = 0, count = -1;
  cudaRuntimeGetVersion(&version);
  cudaError_t e = cudaGetDeviceCount(&count);
  std::printf("runtime %d; cudaGetDeviceCount: %s, %d device(s)\n", version, cudaGetErrorName(e),
              e == cudaSuccess ? count : 0);
  return 0;
}
