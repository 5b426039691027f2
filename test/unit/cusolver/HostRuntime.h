// SPDX-License-Identifier: Apache-2.0
// Runs a cuSOLVER execution case (test/exec/{pending,cases}/cusolver_*.cu, route B's side: our
// library's sources compiled in) on the host, without a GPU: HostEmulation.h for the kernels
// (one thread per block), and the few runtime calls a case makes with host memory as device
// memory. For checking a case's flow and devInfo values before its H200 run:
//   printf '#include "HostRuntime.h"\n#include "test/exec/pending/cusolver_generic.cu"\n' > /tmp/c.cpp
//   g++ -std=c++17 -O1 -w -I. -Itest/unit/cusolver -Iheaders -Ibuild/cmake/include \
//       -Itest/exec/cases -Icuda-x/cusolver /tmp/c.cpp -o /tmp/c && /tmp/c
#pragma once
#include "HostEmulation.h"

#include <cstdlib>
#include <cstring>

extern "C" {
cudaError_t cudaGetDeviceCount(int *C) {
  *C = 1;
  return cudaSuccess;
}
cudaError_t cudaGetLastError(void) { return cudaSuccess; }
cudaError_t cudaMalloc(void **P, size_t N) {
  *P = std::malloc(N ? N : 1);
  return *P ? cudaSuccess : cudaErrorMemoryAllocation;
}
cudaError_t cudaFree(void *P) {
  std::free(P);
  return cudaSuccess;
}
cudaError_t cudaMemset(void *P, int V, size_t N) {
  std::memset(P, V, N);
  return cudaSuccess;
}
cudaError_t cudaMemcpy(void *D, const void *S, size_t N, cudaMemcpyKind) {
  std::memmove(D, S, N);
  return cudaSuccess;
}
cudaError_t cudaDeviceSynchronize(void) { return cudaSuccess; }
cudaError_t cudaStreamSynchronize(cudaStream_t) { return cudaSuccess; }
cudaError_t cudaStreamCreate(cudaStream_t *S) {
  *S = nullptr;
  return cudaSuccess;
}
cudaError_t cudaStreamDestroy(cudaStream_t) { return cudaSuccess; }
const char *cudaGetErrorName(cudaError_t) { return "cudaError"; }
}
template <class T> cudaError_t cudaMalloc(T **P, size_t N) {
  return cudaMalloc(reinterpret_cast<void **>(P), N);
}
