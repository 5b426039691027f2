// SPDX-License-Identifier: Apache-2.0
// Error handling: per-thread last error, and names and descriptions from cuda_errors.def.
#include "State.h"

namespace {
thread_local cudaError_t LastError = cudaSuccess;
}

namespace scale {
cudaError_t record(cudaError_t E) {
  if (E != cudaSuccess)
    LastError = E;
  return E;
}
} // namespace scale

extern "C" {

cudaError_t cudaGetLastError(void) {
  cudaError_t E = LastError;
  LastError = cudaSuccess;
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
