// SPDX-License-Identifier: Apache-2.0
// libcuda.so.1: the CUDA driver API, first functions (initialization, version, device count).
#include "Hip.h"
#include "cuda.h"
#include "__scale_amd/version.h"

using namespace scale;

static CUresult fromRuntime(cudaError_t E) {
  switch (E) {
  case cudaSuccess:
    return CUDA_SUCCESS;
  case cudaErrorNoDevice:
    return CUDA_ERROR_NO_DEVICE;
  case cudaErrorInsufficientDriver:
    return CUDA_ERROR_NOT_INITIALIZED;
  case cudaErrorInvalidValue:
    return CUDA_ERROR_INVALID_VALUE;
  default:
    return CUDA_ERROR_UNKNOWN;
  }
}

extern "C" {

CUresult cuInit(unsigned int Flags) {
  if (Flags != 0)
    return CUDA_ERROR_INVALID_VALUE;
  cudaError_t Err;
  hip(&Err);
  return fromRuntime(Err);
}

CUresult cuDriverGetVersion(int *Version) {
  if (!Version)
    return CUDA_ERROR_INVALID_VALUE;
  *Version = __SCALE_AMD_CUDA_MAJOR__ * 1000 + __SCALE_AMD_CUDA_MINOR__ * 10;
  return CUDA_SUCCESS;
}

CUresult cuDeviceGetCount(int *Count) {
  if (!Count)
    return CUDA_ERROR_INVALID_VALUE;
  *Count = 0;
  cudaError_t Err;
  const HipApi *H = hip(&Err);
  if (!H)
    return Err == cudaErrorNoDevice ? CUDA_SUCCESS : fromRuntime(Err);
  return H->hipGetDeviceCount(Count) == 0 ? CUDA_SUCCESS : CUDA_ERROR_UNKNOWN;
}

} // extern "C"
