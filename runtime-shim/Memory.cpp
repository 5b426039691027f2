// SPDX-License-Identifier: Apache-2.0
// Memory management.
#include "State.h"

using namespace scale;

extern "C" {

cudaError_t cudaMalloc(void **Ptr, size_t Size) {
  if (!Ptr)
    return record(cudaErrorInvalidValue);
  *Ptr = nullptr;
  cudaError_t Err;
  const HipApi *H = api(Err);
  return H ? forward(H->hipMalloc(Ptr, Size)) : Err;
}

cudaError_t cudaFree(void *Ptr) {
  cudaError_t Err;
  const HipApi *H = api(Err);
  if (!H)
    return Err;
  return Ptr ? forward(H->hipFree(Ptr)) : cudaSuccess;
}

cudaError_t cudaMemcpy(void *Dst, const void *Src, size_t Count, enum cudaMemcpyKind Kind) {
  if (Kind < cudaMemcpyHostToHost || Kind > cudaMemcpyDefault)
    return record(cudaErrorInvalidMemcpyDirection);
  cudaError_t Err;
  const HipApi *H = api(Err);
  return H ? forward(H->hipMemcpy(Dst, Src, Count, Kind)) : Err; // same enumerator values
}

cudaError_t cudaMemset(void *Ptr, int Value, size_t Count) {
  cudaError_t Err;
  const HipApi *H = api(Err);
  return H ? forward(H->hipMemset(Ptr, Value, Count)) : Err;
}

} // extern "C"
