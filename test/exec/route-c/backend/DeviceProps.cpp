// SPDX-License-Identifier: Apache-2.0
// hipDeviceGetAttribute and hipGetDeviceProperties from the NVIDIA device, in the ABI of the HIP
// version the backend presents (5.2): compiled against Debian's ROCm 5.2 headers, so every
// attribute number and every hipDeviceProp_t offset is HIP's own. What describes the hardware
// (memory, SM count, clocks, limits) is the device's; what describes the code it runs is the AMD
// target the device code was compiled for: gcnArchName "gfx1030", compute capability 10.3 (what
// HIP reports for gfx1030), warpSize 32 (a wave32 target, and the NVIDIA warp).
#define __HIP_PLATFORM_AMD__ 1
#include <hip/hip_runtime_api.h>

#include "Backend.h"

#include <cstring>

using namespace routec;

namespace {

constexpr int ArchMajor = 10, ArchMinor = 3;
constexpr char ArchName[] = "gfx1030";

/// hipDeviceAttribute_t -> CUdevice_attribute, or -1 for the special cases in attribute().
int cuAttribute(hipDeviceAttribute_t A) {
  switch (A) {
#define MAP(hip, cu)                                                                               \
  case hipDeviceAttribute##hip:                                                                    \
    return CU_DEVICE_ATTRIBUTE_##cu;
    MAP(EccEnabled, ECC_ENABLED)
    MAP(AccessPolicyMaxWindowSize, MAX_ACCESS_POLICY_WINDOW_SIZE)
    MAP(AsyncEngineCount, ASYNC_ENGINE_COUNT)
    MAP(CanMapHostMemory, CAN_MAP_HOST_MEMORY)
    MAP(CanUseHostPointerForRegisteredMem, CAN_USE_HOST_POINTER_FOR_REGISTERED_MEM)
    MAP(ClockRate, CLOCK_RATE)
    MAP(ComputeMode, COMPUTE_MODE)
    MAP(ComputePreemptionSupported, COMPUTE_PREEMPTION_SUPPORTED)
    MAP(ConcurrentKernels, CONCURRENT_KERNELS)
    MAP(ConcurrentManagedAccess, CONCURRENT_MANAGED_ACCESS)
    MAP(CooperativeLaunch, COOPERATIVE_LAUNCH)
    MAP(CooperativeMultiDeviceLaunch, COOPERATIVE_LAUNCH) // CUDA 13 dropped the multi-device one
    MAP(DeviceOverlap, GPU_OVERLAP)
    MAP(DirectManagedMemAccessFromHost, DIRECT_MANAGED_MEM_ACCESS_FROM_HOST)
    MAP(GlobalL1CacheSupported, GLOBAL_L1_CACHE_SUPPORTED)
    MAP(HostNativeAtomicSupported, HOST_NATIVE_ATOMIC_SUPPORTED)
    MAP(Integrated, INTEGRATED)
    MAP(IsMultiGpuBoard, MULTI_GPU_BOARD)
    MAP(KernelExecTimeout, KERNEL_EXEC_TIMEOUT)
    MAP(L2CacheSize, L2_CACHE_SIZE)
    MAP(LocalL1CacheSupported, LOCAL_L1_CACHE_SUPPORTED)
    MAP(ManagedMemory, MANAGED_MEMORY)
    MAP(MaxBlocksPerMultiProcessor, MAX_BLOCKS_PER_MULTIPROCESSOR)
    MAP(MaxBlockDimX, MAX_BLOCK_DIM_X)
    MAP(MaxBlockDimY, MAX_BLOCK_DIM_Y)
    MAP(MaxBlockDimZ, MAX_BLOCK_DIM_Z)
    MAP(MaxGridDimX, MAX_GRID_DIM_X)
    MAP(MaxGridDimY, MAX_GRID_DIM_Y)
    MAP(MaxGridDimZ, MAX_GRID_DIM_Z)
    MAP(MaxSurface1D, MAXIMUM_SURFACE1D_WIDTH)
    MAP(MaxSurfaceCubemap, MAXIMUM_SURFACECUBEMAP_WIDTH)
    MAP(MaxTexture1DWidth, MAXIMUM_TEXTURE1D_WIDTH)
    MAP(MaxTexture1DLinear, MAXIMUM_TEXTURE1D_LINEAR_WIDTH)
    MAP(MaxTexture1DMipmap, MAXIMUM_TEXTURE1D_MIPMAPPED_WIDTH)
    MAP(MaxTexture2DWidth, MAXIMUM_TEXTURE2D_WIDTH)
    MAP(MaxTexture2DHeight, MAXIMUM_TEXTURE2D_HEIGHT)
    MAP(MaxTexture3DWidth, MAXIMUM_TEXTURE3D_WIDTH)
    MAP(MaxTexture3DHeight, MAXIMUM_TEXTURE3D_HEIGHT)
    MAP(MaxTexture3DDepth, MAXIMUM_TEXTURE3D_DEPTH)
    MAP(MaxTextureCubemap, MAXIMUM_TEXTURECUBEMAP_WIDTH)
    MAP(MaxThreadsPerBlock, MAX_THREADS_PER_BLOCK)
    MAP(MaxThreadsPerMultiProcessor, MAX_THREADS_PER_MULTIPROCESSOR)
    MAP(MaxPitch, MAX_PITCH)
    MAP(MemoryBusWidth, GLOBAL_MEMORY_BUS_WIDTH)
    MAP(MemoryClockRate, MEMORY_CLOCK_RATE)
    MAP(MultiGpuBoardGroupID, MULTI_GPU_BOARD_GROUP_ID)
    MAP(MultiprocessorCount, MULTIPROCESSOR_COUNT)
    MAP(PageableMemoryAccess, PAGEABLE_MEMORY_ACCESS)
    MAP(PageableMemoryAccessUsesHostPageTables, PAGEABLE_MEMORY_ACCESS_USES_HOST_PAGE_TABLES)
    MAP(PciBusId, PCI_BUS_ID)
    MAP(PciDeviceId, PCI_DEVICE_ID)
    MAP(PciDomainID, PCI_DOMAIN_ID)
    MAP(PersistingL2CacheMaxSize, MAX_PERSISTING_L2_CACHE_SIZE)
    MAP(MaxRegistersPerBlock, MAX_REGISTERS_PER_BLOCK)
    MAP(MaxRegistersPerMultiprocessor, MAX_REGISTERS_PER_MULTIPROCESSOR)
    MAP(ReservedSharedMemPerBlock, RESERVED_SHARED_MEMORY_PER_BLOCK)
    MAP(MaxSharedMemoryPerBlock, MAX_SHARED_MEMORY_PER_BLOCK)
    MAP(SharedMemPerBlockOptin, MAX_SHARED_MEMORY_PER_BLOCK_OPTIN)
    MAP(SharedMemPerMultiprocessor, MAX_SHARED_MEMORY_PER_MULTIPROCESSOR)
    MAP(MaxSharedMemoryPerMultiprocessor, MAX_SHARED_MEMORY_PER_MULTIPROCESSOR)
    MAP(SingleToDoublePrecisionPerfRatio, SINGLE_TO_DOUBLE_PRECISION_PERF_RATIO)
    MAP(StreamPrioritiesSupported, STREAM_PRIORITIES_SUPPORTED)
    MAP(SurfaceAlignment, SURFACE_ALIGNMENT)
    MAP(TccDriver, TCC_DRIVER)
    MAP(TextureAlignment, TEXTURE_ALIGNMENT)
    MAP(TexturePitchAlignment, TEXTURE_PITCH_ALIGNMENT)
    MAP(TotalConstantMemory, TOTAL_CONSTANT_MEMORY)
    MAP(UnifiedAddressing, UNIFIED_ADDRESSING)
    MAP(WarpSize, WARP_SIZE)
    MAP(MemoryPoolsSupported, MEMORY_POOLS_SUPPORTED)
    MAP(ClockInstructionRate, CLOCK_RATE)
#undef MAP
  default:
    return -1;
  }
}

hipError attribute(int *V, hipDeviceAttribute_t A, int Device) {
  if (hipError E = init())
    return E;
  if (Device < 0 || Device >= deviceCount())
    return InvalidDevice;
  switch (A) {
  case hipDeviceAttributeComputeCapabilityMajor:
    *V = ArchMajor;
    return Success;
  case hipDeviceAttributeComputeCapabilityMinor:
    *V = ArchMinor;
    return Success;
  case hipDeviceAttributeGcnArch:
    *V = ArchMajor * 100 + ArchMinor * 10; // 1030
    return Success;
  case hipDeviceAttributeTotalGlobalMem: {
    size_t B = 0;
    CUresult R = cuDeviceTotalMem(&B, Device);
    *V = B > 0x7fffffff ? 0x7fffffff : static_cast<int>(B); // HIP saturates the int too
    return fromCu(R);
  }
  case hipDeviceAttributeIsLargeBar:
  case hipDeviceAttributeAsicRevision:
  case hipDeviceAttributeCanUseStreamWaitValue:
    *V = 0;
    return Success;
  case hipDeviceAttributeImageSupport:
    *V = 1;
    return Success;
  case hipDeviceAttributePhysicalMultiProcessorCount:
    A = hipDeviceAttributeMultiprocessorCount;
    break;
  case hipDeviceAttributeFineGrainSupport:
    *V = 1;
    return Success;
  default:
    break;
  }
  int Cu = cuAttribute(A);
  if (Cu < 0)
    return InvalidValue;
  return fromCu(cuDeviceGetAttribute(V, static_cast<CUdevice_attribute>(Cu), Device));
}

int attr(hipDeviceAttribute_t A, int Device) {
  int V = 0;
  attribute(&V, A, Device);
  return V;
}

} // namespace

extern "C" {

hipError_t hipDeviceGetAttribute(int *V, hipDeviceAttribute_t A, int Device) {
  if (!V)
    return hipErrorInvalidValue;
  return static_cast<hipError_t>(attribute(V, A, Device));
}

hipError_t hipGetDeviceProperties(hipDeviceProp_t *P, int Device) {
  if (!P)
    return hipErrorInvalidValue;
  if (hipError E = init())
    return static_cast<hipError_t>(E);
  if (Device < 0 || Device >= deviceCount())
    return hipErrorInvalidDevice;
  std::memset(P, 0, sizeof *P);
  cuDeviceGetName(P->name, sizeof P->name, Device);
  cuDeviceTotalMem(&P->totalGlobalMem, Device);
  P->sharedMemPerBlock = attr(hipDeviceAttributeMaxSharedMemoryPerBlock, Device);
  P->regsPerBlock = attr(hipDeviceAttributeMaxRegistersPerBlock, Device);
  P->warpSize = attr(hipDeviceAttributeWarpSize, Device);
  P->maxThreadsPerBlock = attr(hipDeviceAttributeMaxThreadsPerBlock, Device);
  P->maxThreadsDim[0] = attr(hipDeviceAttributeMaxBlockDimX, Device);
  P->maxThreadsDim[1] = attr(hipDeviceAttributeMaxBlockDimY, Device);
  P->maxThreadsDim[2] = attr(hipDeviceAttributeMaxBlockDimZ, Device);
  P->maxGridSize[0] = attr(hipDeviceAttributeMaxGridDimX, Device);
  P->maxGridSize[1] = attr(hipDeviceAttributeMaxGridDimY, Device);
  P->maxGridSize[2] = attr(hipDeviceAttributeMaxGridDimZ, Device);
  P->clockRate = attr(hipDeviceAttributeClockRate, Device);
  P->memoryClockRate = attr(hipDeviceAttributeMemoryClockRate, Device);
  P->memoryBusWidth = attr(hipDeviceAttributeMemoryBusWidth, Device);
  P->totalConstMem = attr(hipDeviceAttributeTotalConstantMemory, Device);
  P->major = ArchMajor;
  P->minor = ArchMinor;
  P->multiProcessorCount = attr(hipDeviceAttributeMultiprocessorCount, Device);
  P->l2CacheSize = attr(hipDeviceAttributeL2CacheSize, Device);
  P->maxThreadsPerMultiProcessor = attr(hipDeviceAttributeMaxThreadsPerMultiProcessor, Device);
  P->computeMode = attr(hipDeviceAttributeComputeMode, Device);
  P->clockInstructionRate = P->clockRate;
  P->arch.hasGlobalInt32Atomics = P->arch.hasGlobalFloatAtomicExch = 1;
  P->arch.hasSharedInt32Atomics = P->arch.hasSharedFloatAtomicExch = 1;
  P->arch.hasFloatAtomicAdd = P->arch.hasGlobalInt64Atomics = P->arch.hasSharedInt64Atomics = 1;
  P->arch.hasDoubles = P->arch.hasWarpVote = P->arch.hasWarpBallot = P->arch.hasWarpShuffle = 1;
  P->arch.hasFunnelShift = P->arch.hasThreadFenceSystem = P->arch.hasSyncThreadsExt = 1;
  P->arch.hasSurfaceFuncs = P->arch.has3dGrid = P->arch.hasDynamicParallelism = 1;
  P->concurrentKernels = attr(hipDeviceAttributeConcurrentKernels, Device);
  P->pciDomainID = attr(hipDeviceAttributePciDomainID, Device);
  P->pciBusID = attr(hipDeviceAttributePciBusId, Device);
  P->pciDeviceID = attr(hipDeviceAttributePciDeviceId, Device);
  P->maxSharedMemoryPerMultiProcessor = attr(hipDeviceAttributeSharedMemPerMultiprocessor, Device);
  P->isMultiGpuBoard = attr(hipDeviceAttributeIsMultiGpuBoard, Device);
  P->canMapHostMemory = attr(hipDeviceAttributeCanMapHostMemory, Device);
  P->gcnArch = ArchMajor * 100 + ArchMinor * 10;
  std::strncpy(P->gcnArchName, ArchName, sizeof P->gcnArchName - 1);
  P->integrated = attr(hipDeviceAttributeIntegrated, Device);
  P->cooperativeLaunch = attr(hipDeviceAttributeCooperativeLaunch, Device);
  P->maxTexture1DLinear = attr(hipDeviceAttributeMaxTexture1DLinear, Device);
  P->maxTexture1D = attr(hipDeviceAttributeMaxTexture1DWidth, Device);
  P->maxTexture2D[0] = attr(hipDeviceAttributeMaxTexture2DWidth, Device);
  P->maxTexture2D[1] = attr(hipDeviceAttributeMaxTexture2DHeight, Device);
  P->maxTexture3D[0] = attr(hipDeviceAttributeMaxTexture3DWidth, Device);
  P->maxTexture3D[1] = attr(hipDeviceAttributeMaxTexture3DHeight, Device);
  P->maxTexture3D[2] = attr(hipDeviceAttributeMaxTexture3DDepth, Device);
  P->memPitch = attr(hipDeviceAttributeMaxPitch, Device);
  P->textureAlignment = attr(hipDeviceAttributeTextureAlignment, Device);
  P->texturePitchAlignment = attr(hipDeviceAttributeTexturePitchAlignment, Device);
  P->kernelExecTimeoutEnabled = attr(hipDeviceAttributeKernelExecTimeout, Device);
  P->ECCEnabled = attr(hipDeviceAttributeEccEnabled, Device);
  P->tccDriver = attr(hipDeviceAttributeTccDriver, Device);
  P->managedMemory = attr(hipDeviceAttributeManagedMemory, Device);
  P->directManagedMemAccessFromHost = attr(hipDeviceAttributeDirectManagedMemAccessFromHost, Device);
  P->concurrentManagedAccess = attr(hipDeviceAttributeConcurrentManagedAccess, Device);
  P->pageableMemoryAccess = attr(hipDeviceAttributePageableMemoryAccess, Device);
  P->pageableMemoryAccessUsesHostPageTables =
      attr(hipDeviceAttributePageableMemoryAccessUsesHostPageTables, Device);
  return hipSuccess;
}

} // extern "C"
