// SPDX-License-Identifier: Apache-2.0
// Error handling: per-thread last error, the process-wide sticky error, and names and
// descriptions from cuda_errors.def. Both are the process's runtime's (Instance.h): an error
// recorded by any copy of libcudart is every copy's.
#include "Instance.h"
#include "State.h"

#include <atomic>

namespace scale {

cudaError_t *lastErrorSlot() {
  thread_local cudaError_t LastError = cudaSuccess;
  return &LastError;
}

std::atomic<int> *stickySlot() {
  static std::atomic<int> Sticky{cudaSuccess};
  return &Sticky;
}

bool isSticky(cudaError_t E) {
  switch (E) {
  case cudaErrorIllegalAddress:
  case cudaErrorLaunchTimeout:
  case cudaErrorHardwareStackError:
  case cudaErrorIllegalInstruction:
  case cudaErrorMisalignedAddress:
  case cudaErrorInvalidAddressSpace:
  case cudaErrorInvalidPc:
  case cudaErrorLaunchFailure:
  case cudaErrorAssert:
  case cudaErrorECCUncorrectable:
    return true;
  default:
    return false;
  }
}

cudaError_t record(cudaError_t E) {
  if (E == cudaSuccess)
    return E;
  const Instance &R = runtime();
  *R.LastError() = E;
  if (isSticky(E)) {
    int Expected = cudaSuccess;
    R.Sticky()->compare_exchange_strong(Expected, E);
  }
  return E;
}

cudaError_t stickyError() { return static_cast<cudaError_t>(runtime().Sticky()->load()); }
void clearStickyError() { *runtime().Sticky() = cudaSuccess; }

} // namespace scale

using namespace scale;

extern "C" {

cudaError_t cudaGetLastError(void) {
  cudaError_t *Last = runtime().LastError();
  cudaError_t E = *Last;
  *Last = stickyError();
  return E;
}

cudaError_t cudaPeekAtLastError(void) { return *runtime().LastError(); }

const char *cudaGetErrorName(cudaError_t E) {
  switch (E) {
#define CUDA_ERROR(name, value, text)                                                              \
  case name:                                                                                       \
    return #name;
#include "__scale_amd/cuda_errors.def"
#undef CUDA_ERROR
  }
  return "cudaErrorUnknown";
}

const char *cudaGetErrorString(cudaError_t E) {
  switch (E) {
#define CUDA_ERROR(name, value, text)                                                              \
  case name:                                                                                       \
    return text;
#include "__scale_amd/cuda_errors.def"
#undef CUDA_ERROR
  }
  return "unrecognized error code";
}

} // extern "C"
