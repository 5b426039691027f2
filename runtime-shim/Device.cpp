// SPDX-License-Identifier: Apache-2.0
// Device and version management: device selection, attributes (DeviceAttributes.def),
// cudaDeviceProp filled from attribute queries (never from hipDeviceProp_t, whose layout changed
// between ROCm 5 and 6), and the CUDA version and compute capability the toolkit presents.
#include "Attributes.h"
#include "State.h"
#include "cuda_runtime_api.h"

#include <cstdio>
#include <cstring>

#undef cudaGetDeviceProperties

using namespace scale;

static constexpr int PresentedVersion =
    __SCALE_AMD_CUDA_MAJOR__ * 1000 + __SCALE_AMD_CUDA_MINOR__ * 10;

namespace {

cudaError_t checkDevice(const HipApi &H, int Device) {
  int N = 0;
  if (H.hipGetDeviceCount(&N) != 0 || Device < 0 || Device >= N)
    return cudaErrorInvalidDevice;
  return cudaSuccess;
}

int attr(const HipApi &H, cudaDeviceAttr A, int Device) {
  int V = 0;
  return deviceAttribute(H, &V, A, Device) == cudaSuccess ? V : 0;
}

} // namespace

extern "C" {

cudaError_t cudaGetDeviceCount(int *Count) {
  if (!Count)
    return record(cudaErrorInvalidValue);
  *Count = 0;
  cudaError_t Err;
  const HipApi *H = hip(&Err);
  if (!H)
    return record(Err);
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
  if (!H)
    return Err;
  if (cudaError_t E = checkDevice(*H, Device))
    return record(E);
  return forward(H->hipSetDevice(Device));
}

cudaError_t cudaInitDevice(int Device, unsigned int DeviceFlags, unsigned int Flags) {
  if (Flags & ~unsigned(cudaInitDeviceFlagsAreValid))
    return record(cudaErrorInvalidValue);
  cudaError_t Err;
  const HipApi *H = api(Err);
  if (!H)
    return Err;
  if (cudaError_t E = checkDevice(*H, Device))
    return record(E);
  int Current = 0;
  H->hipGetDevice(&Current);
  if (hipError E = H->hipSetDevice(Device))
    return forward(E);
  if (Flags & cudaInitDeviceFlagsAreValid) {
    using Fn = hipError (*)(unsigned);
    static const Fn SetFlags = hipFn<Fn>("hipSetDeviceFlags");
    if (SetFlags)
      SetFlags(DeviceFlags);
  }
  return forward(H->hipSetDevice(Current)); // cudaInitDevice does not change the current device
}

cudaError_t cudaChooseDevice(int *Device, const struct cudaDeviceProp *Prop) {
  if (!Device || !Prop)
    return record(cudaErrorInvalidValue);
  cudaError_t Err;
  const HipApi *H = api(Err);
  if (!H)
    return Err;
  // Every device presents the same compute capability: the first device is the best match.
  *Device = 0;
  return cudaSuccess;
}

cudaError_t cudaDeviceSynchronize(void) {
  cudaError_t Err;
  const HipApi *H = api(Err);
  return H ? forward(H->hipDeviceSynchronize()) : Err;
}

cudaError_t cudaDeviceReset(void) {
  cudaError_t Err;
  const HipApi *H = hip(&Err);
  if (!H)
    return record(Err);
  clearStickyError();
  return forward(H->hipDeviceReset());
}

cudaError_t cudaDeviceGetAttribute(int *Value, enum cudaDeviceAttr Attr, int Device) {
  if (!Value)
    return record(cudaErrorInvalidValue);
  cudaError_t Err;
  const HipApi *H = api(Err);
  return H ? record(deviceAttribute(*H, Value, Attr, Device)) : Err;
}

cudaError_t cudaDeviceGetP2PAttribute(int *Value, enum cudaDeviceP2PAttr Attr, int Src, int Dst) {
  if (!Value || Attr < cudaDevP2PAttrPerformanceRank || Attr > cudaDevP2PAttrCudaArrayAccessSupported)
    return record(cudaErrorInvalidValue);
  cudaError_t Err;
  const HipApi *H = api(Err);
  if (!H)
    return Err;
  if (checkDevice(*H, Src) || checkDevice(*H, Dst))
    return record(cudaErrorInvalidDevice);
  using Fn = hipError (*)(int *, int, int, int);
  static const Fn F = hipFn<Fn>("hipDeviceGetP2PAttribute");
  if (!F)
    return record(cudaErrorNotSupported);
  // HIP numbers the attributes from 0, CUDA from 1.
  return forward(F(Value, Attr - 1, Src, Dst));
}

cudaError_t cudaGetDeviceProperties_v2(struct cudaDeviceProp *P, int Device) {
  if (!P)
    return record(cudaErrorInvalidValue);
  cudaError_t Err;
  const HipApi *H = api(Err);
  if (!H)
    return Err;
  if (cudaError_t E = checkDevice(*H, Device))
    return record(E);
  std::memset(P, 0, sizeof(*P));
  using NameFn = hipError (*)(char *, int, int);
  static const NameFn GetName = hipFn<NameFn>("hipDeviceGetName");
  if (!GetName || GetName(P->name, sizeof(P->name) - 1, Device) != 0)
    std::snprintf(P->name, sizeof(P->name), "AMD GPU %d", Device);
  using UuidFn = hipError (*)(void *, int);
  static const UuidFn GetUuid = hipFn<UuidFn>("hipDeviceGetUuid");
  if (GetUuid)
    GetUuid(&P->uuid, Device);
  using MemFn = hipError (*)(size_t *, int);
  static const MemFn TotalMem = hipFn<MemFn>("hipDeviceTotalMem");
  if (TotalMem)
    TotalMem(&P->totalGlobalMem, Device);
  const HipApi &A = *H;
  auto Q = [&](cudaDeviceAttr X) { return attr(A, X, Device); };
  P->sharedMemPerBlock = Q(cudaDevAttrMaxSharedMemoryPerBlock);
  P->regsPerBlock = Q(cudaDevAttrMaxRegistersPerBlock);
  P->warpSize = Q(cudaDevAttrWarpSize);
  P->memPitch = Q(cudaDevAttrMaxPitch);
  P->maxThreadsPerBlock = Q(cudaDevAttrMaxThreadsPerBlock);
  P->maxThreadsDim[0] = Q(cudaDevAttrMaxBlockDimX);
  P->maxThreadsDim[1] = Q(cudaDevAttrMaxBlockDimY);
  P->maxThreadsDim[2] = Q(cudaDevAttrMaxBlockDimZ);
  P->maxGridSize[0] = Q(cudaDevAttrMaxGridDimX);
  P->maxGridSize[1] = Q(cudaDevAttrMaxGridDimY);
  P->maxGridSize[2] = Q(cudaDevAttrMaxGridDimZ);
  P->clockRate = Q(cudaDevAttrClockRate);
  P->totalConstMem = static_cast<unsigned>(Q(cudaDevAttrTotalConstantMemory));
  P->major = presentedMajor();
  P->minor = presentedMinor();
  P->textureAlignment = Q(cudaDevAttrTextureAlignment);
  P->texturePitchAlignment = Q(cudaDevAttrTexturePitchAlignment);
  P->deviceOverlap = Q(cudaDevAttrGpuOverlap);
  P->multiProcessorCount = Q(cudaDevAttrMultiProcessorCount);
  P->kernelExecTimeoutEnabled = Q(cudaDevAttrKernelExecTimeout);
  P->integrated = Q(cudaDevAttrIntegrated);
  P->canMapHostMemory = Q(cudaDevAttrCanMapHostMemory);
  P->computeMode = Q(cudaDevAttrComputeMode);
  P->maxTexture1D = Q(cudaDevAttrMaxTexture1DWidth);
  P->maxTexture1DLinear = Q(cudaDevAttrMaxTexture1DLinearWidth);
  P->maxTexture2D[0] = Q(cudaDevAttrMaxTexture2DWidth);
  P->maxTexture2D[1] = Q(cudaDevAttrMaxTexture2DHeight);
  P->maxTexture3D[0] = Q(cudaDevAttrMaxTexture3DWidth);
  P->maxTexture3D[1] = Q(cudaDevAttrMaxTexture3DHeight);
  P->maxTexture3D[2] = Q(cudaDevAttrMaxTexture3DDepth);
  P->surfaceAlignment = Q(cudaDevAttrSurfaceAlignment);
  P->concurrentKernels = Q(cudaDevAttrConcurrentKernels);
  P->ECCEnabled = Q(cudaDevAttrEccEnabled);
  P->pciBusID = Q(cudaDevAttrPciBusId);
  P->pciDeviceID = Q(cudaDevAttrPciDeviceId);
  P->pciDomainID = Q(cudaDevAttrPciDomainId);
  P->tccDriver = Q(cudaDevAttrTccDriver);
  P->asyncEngineCount = Q(cudaDevAttrAsyncEngineCount);
  P->unifiedAddressing = Q(cudaDevAttrUnifiedAddressing);
  P->memoryClockRate = Q(cudaDevAttrMemoryClockRate);
  P->memoryBusWidth = Q(cudaDevAttrGlobalMemoryBusWidth);
  P->l2CacheSize = Q(cudaDevAttrL2CacheSize);
  P->persistingL2CacheMaxSize = Q(cudaDevAttrMaxPersistingL2CacheSize);
  P->maxThreadsPerMultiProcessor = Q(cudaDevAttrMaxThreadsPerMultiProcessor);
  P->streamPrioritiesSupported = Q(cudaDevAttrStreamPrioritiesSupported);
  P->globalL1CacheSupported = Q(cudaDevAttrGlobalL1CacheSupported);
  P->localL1CacheSupported = Q(cudaDevAttrLocalL1CacheSupported);
  P->sharedMemPerMultiprocessor = Q(cudaDevAttrMaxSharedMemoryPerMultiprocessor);
  P->regsPerMultiprocessor = Q(cudaDevAttrMaxRegistersPerMultiprocessor);
  P->managedMemory = Q(cudaDevAttrManagedMemory);
  P->isMultiGpuBoard = Q(cudaDevAttrIsMultiGpuBoard);
  P->multiGpuBoardGroupID = Q(cudaDevAttrMultiGpuBoardGroupID);
  P->hostNativeAtomicSupported = Q(cudaDevAttrHostNativeAtomicSupported);
  P->singleToDoublePrecisionPerfRatio = Q(cudaDevAttrSingleToDoublePrecisionPerfRatio);
  P->pageableMemoryAccess = Q(cudaDevAttrPageableMemoryAccess);
  P->concurrentManagedAccess = Q(cudaDevAttrConcurrentManagedAccess);
  P->computePreemptionSupported = Q(cudaDevAttrComputePreemptionSupported);
  P->canUseHostPointerForRegisteredMem = Q(cudaDevAttrCanUseHostPointerForRegisteredMem);
  P->cooperativeLaunch = Q(cudaDevAttrCooperativeLaunch);
  P->cooperativeMultiDeviceLaunch = Q(cudaDevAttrCooperativeMultiDeviceLaunch);
  P->sharedMemPerBlockOptin = Q(cudaDevAttrMaxSharedMemoryPerBlockOptin);
  P->pageableMemoryAccessUsesHostPageTables = Q(cudaDevAttrPageableMemoryAccessUsesHostPageTables);
  P->directManagedMemAccessFromHost = Q(cudaDevAttrDirectManagedMemAccessFromHost);
  P->maxBlocksPerMultiProcessor = Q(cudaDevAttrMaxBlocksPerMultiprocessor);
  P->accessPolicyMaxWindowSize = Q(cudaDevAttrMaxAccessPolicyWindowSize);
  P->reservedSharedMemPerBlock = Q(cudaDevAttrReservedSharedMemoryPerBlock);
  P->memoryPoolsSupported = Q(cudaDevAttrMemoryPoolsSupported);
  return cudaSuccess;
}

/// The pre-CUDA-12 name, kept for binaries linked against it.
cudaError_t cudaGetDeviceProperties(struct cudaDeviceProp *P, int Device) {
  return cudaGetDeviceProperties_v2(P, Device);
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
