// SPDX-License-Identifier: Apache-2.0
// The cuFFT engine (kernels/FftKernels.cu) compiled for the host (HostEmulation.h), with the few
// runtime calls it makes answered from host memory.
#include "HostEmulation.h"

#include <cstdlib>
#include <cstring>

extern "C" {
cudaError_t cudaGetDeviceCount(int *Count) {
  *Count = 1;
  return cudaSuccess;
}
cudaError_t cudaGetLastError(void) { return cudaSuccess; }
cudaError_t cudaMalloc(void **Ptr, size_t Bytes) {
  *Ptr = std::malloc(Bytes);
  return *Ptr ? cudaSuccess : cudaErrorMemoryAllocation;
}
cudaError_t cudaFree(void *Ptr) {
  std::free(Ptr);
  return cudaSuccess;
}
cudaError_t cudaMemcpy(void *Dst, const void *Src, size_t Bytes, cudaMemcpyKind) {
  std::memcpy(Dst, Src, Bytes);
  return cudaSuccess;
}
}

#include "kernels/FftKernels.cu"
