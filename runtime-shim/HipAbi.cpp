// SPDX-License-Identifier: Apache-2.0
// Conversions between CUDA's structures and HIP's where they differ (see HipAbi.h).
#include "HipAbi.h"
#include "State.h"

namespace scale {
namespace {

/// hipPointerAttribute_t: the same fields in ROCm 5.x, 6.x and 7.x; the memory type numbering is
/// what changed (ROCm 6 adopted CUDA's).
struct HipPointerAttributes {
  int memoryType;
  int device;
  void *devicePointer;
  void *hostPointer;
  int isManaged;
  unsigned allocationFlags;
};

cudaMemoryType memoryTypeFromHip(int T, bool IsManaged) {
  if (IsManaged)
    return cudaMemoryTypeManaged;
  if (hipRuntimeVersion() >= 60000000) {
    switch (T) {
    case 1:
      return cudaMemoryTypeHost;
    case 2:
    case 10: // array
      return cudaMemoryTypeDevice;
    case 3:
    case 11: // unified
      return cudaMemoryTypeManaged;
    default:
      return cudaMemoryTypeUnregistered;
    }
  }
  switch (T) { // ROCm 5.x: hipMemoryTypeHost 0, Device 1, Array 2, Unified 3, Managed 4
  case 0:
    return cudaMemoryTypeHost;
  case 1:
  case 2:
    return cudaMemoryTypeDevice;
  default:
    return cudaMemoryTypeManaged;
  }
}

struct HipFuncAttributes {
  int binaryVersion;
  int cacheModeCA;
  size_t constSizeBytes;
  size_t localSizeBytes;
  int maxDynamicSharedSizeBytes;
  int maxThreadsPerBlock;
  int numRegs;
  int preferredShmemCarveout;
  int ptxVersion;
  size_t sharedSizeBytes;
};

} // namespace

cudaError_t pointerAttributes(cudaPointerAttributes *Out, const void *Ptr) {
  using Fn = hipError (*)(HipPointerAttributes *, const void *);
  static const Fn F = hipFn<Fn>("hipPointerGetAttributes");
  if (!F)
    return cudaErrorNotSupported;
  HipPointerAttributes A = {};
  hipError E = F(&A, Ptr);
  if (E == 1 /* hipErrorInvalidValue: memory HIP does not know */ ||
      (E == 0 && hipRuntimeVersion() >= 60000000 && A.memoryType == 0)) {
    *Out = {cudaMemoryTypeUnregistered, -2, nullptr, const_cast<void *>(Ptr)};
    return cudaSuccess;
  }
  if (E != 0)
    return fromHip(E);
  Out->type = memoryTypeFromHip(A.memoryType, A.isManaged);
  Out->device = A.device;
  Out->devicePointer = A.devicePointer;
  Out->hostPointer = A.hostPointer;
  return cudaSuccess;
}

cudaError_t funcAttributes(cudaFuncAttributes *Out, const void *Func) {
  using Fn = hipError (*)(HipFuncAttributes *, const void *);
  static const Fn F = hipFn<Fn>("hipFuncGetAttributes");
  if (!F)
    return cudaErrorNotSupported;
  HipFuncAttributes A = {};
  if (hipError E = F(&A, Func))
    return fromHip(E);
  *Out = {};
  Out->sharedSizeBytes = A.sharedSizeBytes;
  Out->constSizeBytes = A.constSizeBytes;
  Out->localSizeBytes = A.localSizeBytes;
  Out->maxThreadsPerBlock = A.maxThreadsPerBlock;
  Out->numRegs = A.numRegs;
  Out->ptxVersion = presentedMajor() * 10 + presentedMinor();
  Out->binaryVersion = presentedMajor() * 10 + presentedMinor();
  Out->cacheModeCA = A.cacheModeCA;
  Out->maxDynamicSharedSizeBytes = A.maxDynamicSharedSizeBytes;
  Out->preferredShmemCarveout = A.preferredShmemCarveout;
  return cudaSuccess;
}

HipKernelNodeParams toHip(const cudaKernelNodeParams &P) {
  return {P.blockDim, P.extra, P.func, P.gridDim, P.kernelParams, P.sharedMemBytes};
}
cudaKernelNodeParams fromHip(const HipKernelNodeParams &P) {
  return {P.func, P.gridDim, P.blockDim, P.sharedMemBytes, P.kernelParams, P.extra};
}
HipMemsetParams toHip(const cudaMemsetParams &P) {
  return {P.dst, P.elementSize, P.height, P.pitch, P.value, P.width};
}
cudaMemsetParams fromHip(const HipMemsetParams &P) {
  return {P.dst, P.pitch, P.value, P.elementSize, P.width, P.height};
}

} // namespace scale

namespace scale {
int hipMemoryTypeFromCu(int CuType) {
  bool Rocm6 = hipRuntimeVersion() >= 60000000;
  switch (CuType) {
  case 1:
    return Rocm6 ? 1 : 0; // host
  case 2:
    return Rocm6 ? 2 : 1; // device
  case 3:
    return Rocm6 ? 10 : 2; // array
  default:
    return Rocm6 ? 11 : 3; // unified
  }
}
} // namespace scale
