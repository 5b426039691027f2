// SPDX-License-Identifier: Apache-2.0
// Device and version management.
#include "State.h"
#include "__scale_amd/version.h"

using namespace scale;

static constexpr int PresentedVersion = __SCALE_AMD_CUDA_MAJOR__ * 1000 + __SCALE_AMD_CUDA_MINOR__ * 10;

extern "C" {

cudaError_t cudaGetDeviceCount(int *Count) {
  if (!Count)
    return record(cudaErrorInvalidValue);
  *Count = 0;
  cudaError_t Err;
  const HipApi *H = api(Err);
  if (!H)
    return Err;
  return forward(H->hipGetDeviceCount(Count));
}

cudaError_t cudaGetDevice(int *Device) {
  if (!Device)
    return record(cudaErrorInvalidValue);
  cudaError_t Err;
  const HipApi *H = api(Err);
  return H ? forward(H->hipGetDevice(Device)) : Err;
}

cudaError_t cudaSetDevice(int Device) {
  cudaError_t Err;
  const HipApi *H = api(Err);
  return H ? forward(H->hipSetDevice(Device)) : Err;
}

cudaError_t cudaDeviceSynchronize(void) {
  cudaError_t Err;
  const HipApi *H = api(Err);
  return H ? forward(H->hipDeviceSynchronize()) : Err;
}

cudaError_t cudaDeviceReset(void) {
  cudaError_t Err;
  const HipApi *H = api(Err);
  return H ? forward(H->hipDeviceReset()) : Err;
}

cudaError_t cudaDriverGetVersion(int *Version) {
  if (!Version)
    return record(cudaErrorInvalidValue);
  // CUDA reports 0 when no driver is installed; with HIP loaded we present our CUDA version.
  cudaError_t Err;
  *Version = hip(&Err) || Err == cudaErrorNoDevice ? PresentedVersion : 0;
  return cudaSuccess;
}

cudaError_t cudaRuntimeGetVersion(int *Version) {
  if (!Version)
    return record(cudaErrorInvalidValue);
  *Version = PresentedVersion;
  return cudaSuccess;
}

} // extern "C"
