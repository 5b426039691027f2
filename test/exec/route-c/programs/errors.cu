// SPDX-License-Identifier: Apache-2.0
// Errors as a CUDA program sees them, the ones that leave the context usable: an invalid device
// number, a bad memcpy kind, an unknown symbol, an allocation too large, cudaPeekAtLastError
// against cudaGetLastError, cudaGetErrorName/String.
#include "check.h"
#include <cstring>

__device__ int known;

int main() {
  int count = 0;
  CHECK(cudaGetDeviceCount(&count));
  EXPECT(cudaSetDevice(count) == cudaErrorInvalidDevice);
  EXPECT(cudaGetLastError() == cudaErrorInvalidDevice);
  EXPECT(cudaGetLastError() == cudaSuccess);
  int *p = nullptr;
  CHECK(cudaMalloc(&p, 64));
  EXPECT(cudaMemcpy(p, p, 4, static_cast<cudaMemcpyKind>(17)) == cudaErrorInvalidMemcpyDirection);
  EXPECT(cudaPeekAtLastError() == cudaErrorInvalidMemcpyDirection);
  EXPECT(cudaGetLastError() == cudaErrorInvalidMemcpyDirection);
  int dummy = 0;
  EXPECT(cudaMemcpyToSymbol(dummy, &dummy, sizeof dummy) == cudaErrorInvalidSymbol);
  cudaGetLastError();
  CHECK(cudaMemcpyToSymbol(known, &count, sizeof count));
  EXPECT(std::strcmp(cudaGetErrorName(cudaErrorMemoryAllocation), "cudaErrorMemoryAllocation") == 0);
  EXPECT(std::strlen(cudaGetErrorString(cudaErrorInvalidValue)) > 0);
  void *huge = nullptr;
  EXPECT(cudaMalloc(&huge, size_t(1) << 50) == cudaErrorMemoryAllocation);
  cudaGetLastError();
  CHECK(cudaFree(p));
  CHECK(cudaFree(nullptr));
  return report("errors");
}
