// SPDX-License-Identifier: Apache-2.0
// Error handling: per-thread last error, the process-wide sticky error, and names and
// descriptions from cuda_errors.def.
#include "State.h"

#include <atomic>

namespace {
thread_local cudaError_t LastError = cudaSuccess;
std::atomic<int> Sticky{cudaSuccess};
} // namespace

namespace scale {

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
  if (E != cudaSuccess)
    LastError = E;
  if (isSticky(E)) {
    int Expected = cudaSuccess;
    Sticky.compare_exchange_strong(Expected, E);
  }
  return E;
}

cudaError_t stickyError() { return static_cast<cudaError_t>(Sticky.load()); }
void clearStickyError() { Sticky = cudaSuccess; }

} // namespace scale

using namespace scale;

extern "C" {

cudaError_t cudaGetLastError(void) {
  cudaError_t E = LastError;
  LastError = stickyError();
  return E;
}

cudaError_t cudaPeekAtLastError(void) { return LastError; }

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
