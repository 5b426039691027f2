// SPDX-License-Identifier: Apache-2.0
// Compile-time checks of the CUDA 12 ABI of our headers: struct sizes and field offsets and
// enumerator values that binaries and libraries compiled against CUDA 12 depend on. The numbers
// were read (sizeof/offsetof) from CUDA's documented layouts on x86-64 Linux.
#include "cuda.h"
#include "cuda_runtime_api.h"

#include <cstddef>

#define SIZE(T, N) static_assert(sizeof(T) == (N), "CUDA 12 ABI: sizeof(" #T ")")
#define OFFSET(T, F, N) static_assert(offsetof(T, F) == (N), "CUDA 12 ABI: " #T "::" #F)
#define VALUE(E, N) static_assert(static_cast<long long>(E) == (N), "CUDA 12 ABI: " #E)

SIZE(dim3, 12);
SIZE(cudaChannelFormatDesc, 20);
SIZE(cudaPitchedPtr, 32);
SIZE(cudaExtent, 24);
SIZE(cudaMemcpy3DParms, 160);
OFFSET(cudaMemcpy3DParms, extent, 128);
OFFSET(cudaMemcpy3DParms, kind, 152);
SIZE(cudaMemcpy3DPeerParms, 168);
SIZE(cudaMemsetParams, 40);
OFFSET(cudaMemsetParams, width, 24);
SIZE(cudaTextureDesc, 72);
OFFSET(cudaTextureDesc, maxAnisotropy, 44);
OFFSET(cudaTextureDesc, seamlessCubemap, 68);
OFFSET(cudaResourceDesc, res, 8);
// Texture and surface objects, arrays and 3D copies (TextureAbi.h translates to HIP's layouts).
SIZE(cudaResourceDesc, 144);
OFFSET(cudaResourceDesc, res.pitch2D.pitchInBytes, 56);
OFFSET(cudaResourceDesc, flags, 136);
SIZE(cudaResourceViewDesc, 112);
OFFSET(cudaResourceViewDesc, reserved, 48);
OFFSET(cudaTextureDesc, disableTrilinearOptimization, 64);
SIZE(CUDA_MEMCPY3D, 200);
OFFSET(CUDA_MEMCPY3D, dstXInBytes, 88);
OFFSET(CUDA_MEMCPY3D, WidthInBytes, 176);
SIZE(CUDA_RESOURCE_DESC, 144);
OFFSET(CUDA_RESOURCE_DESC, res.pitch2D.pitchInBytes, 40);
OFFSET(CUDA_RESOURCE_DESC, flags, 136);
SIZE(CUDA_TEXTURE_DESC, 104);
OFFSET(CUDA_TEXTURE_DESC, borderColor, 40);
SIZE(CUDA_RESOURCE_VIEW_DESC, 112);
SIZE(CUDA_ARRAY_DESCRIPTOR, 24);
SIZE(CUDA_ARRAY3D_DESCRIPTOR, 40);
VALUE(cudaBoundaryModeTrap, 2);
VALUE(cudaResourceTypePitch2D, 3);
VALUE(cudaReadModeNormalizedFloat, 1);
VALUE(cudaArraySurfaceLoadStore, 2);
VALUE(CU_TRSF_SEAMLESS_CUBEMAP, 0x40);
VALUE(CUDA_ARRAY3D_TEXTURE_GATHER, 0x08);
SIZE(cudaFuncAttributes, 144);
OFFSET(cudaFuncAttributes, maxDynamicSharedSizeBytes, 44);
OFFSET(cudaPointerAttributes, devicePointer, 8);
SIZE(cudaLaunchAttributeValue, 64);
SIZE(cudaLaunchAttribute, 72);
OFFSET(cudaLaunchAttribute, val, 8);
SIZE(cudaLaunchConfig_t, 56);
OFFSET(cudaLaunchConfig_t, dynamicSmemBytes, 24);
OFFSET(cudaLaunchConfig_t, numAttrs, 48);
SIZE(cudaMemPoolProps, 88);
OFFSET(cudaMemPoolProps, win32SecurityAttributes, 16);
OFFSET(cudaMemPoolProps, maxSize, 24);
OFFSET(cudaMemPoolProps, usage, 32);
// Graph memory nodes, virtual memory management and context creation parameters.
SIZE(cudaMemAllocNodeParams, 120);
OFFSET(cudaMemAllocNodeParams, accessDescs, 88);
OFFSET(cudaMemAllocNodeParams, bytesize, 104);
OFFSET(cudaMemAllocNodeParams, dptr, 112);
SIZE(CUmemAllocationProp, 32);
OFFSET(CUmemAllocationProp, location, 8);
OFFSET(CUmemAllocationProp, win32HandleMetaData, 16);
OFFSET(CUmemAllocationProp, allocFlags, 24);
OFFSET(CUmemAllocationProp, allocFlags.usage, 26);
SIZE(cudaGraphInstantiateParams, 32);
OFFSET(cudaGraphInstantiateParams, errNode_out, 16);
OFFSET(cudaGraphInstantiateParams, result_out, 24);
SIZE(CUDA_MEM_ALLOC_NODE_PARAMS, 120);
OFFSET(CUDA_MEM_ALLOC_NODE_PARAMS, accessDescs, 88);
OFFSET(CUDA_MEM_ALLOC_NODE_PARAMS, dptr, 112);
SIZE(CUexecAffinityParam, 8);
SIZE(CUctxCigParam, 16);
SIZE(CUctxCreateParams, 24);
OFFSET(CUctxCreateParams, cigParams, 16);
VALUE(cudaStreamAttributeAccessPolicyWindow, 1);
VALUE(cudaStreamAttributeSynchronizationPolicy, 3);
VALUE(cudaStreamAttributePriority, 8);
VALUE(cudaStreamAttributeMemSyncDomainMap, 9);
VALUE(cudaStreamAttributeMemSyncDomain, 10);
SIZE(cudaKernelNodeParams, 56);
OFFSET(cudaKernelNodeParams, kernelParams, 40);
SIZE(cudaAccessPolicyWindow, 32);
SIZE(cudaHostNodeParams, 16);
SIZE(cudaGraphExecUpdateResultInfo, 24);
SIZE(cudaIpcMemHandle_t, 64);
SIZE(cudaIpcEventHandle_t, 64);
SIZE(cudaDeviceProp, 1008);
OFFSET(cudaDeviceProp, uuid, 256);
OFFSET(cudaDeviceProp, totalGlobalMem, 288);
OFFSET(cudaDeviceProp, warpSize, 308);
OFFSET(cudaDeviceProp, maxGridSize, 336);

VALUE(cudaDevAttrMaxThreadsPerBlock, 1);
VALUE(cudaDevAttrWarpSize, 10);
VALUE(cudaDevAttrMultiProcessorCount, 16);
VALUE(cudaDevAttrComputeCapabilityMajor, 75);
VALUE(cudaDevAttrComputeCapabilityMinor, 76);
VALUE(cudaDevAttrMaxSharedMemoryPerBlockOptin, 97);
VALUE(cudaDevAttrMemoryPoolsSupported, 115);
VALUE(cudaMemoryTypeManaged, 3);
VALUE(cudaFuncAttributeMaxDynamicSharedMemorySize, 8);
VALUE(cudaLimitMallocHeapSize, 2);
VALUE(cudaStreamCaptureModeRelaxed, 2);
VALUE(cudaGraphNodeTypeMemFree, 11);
VALUE(cudaLaunchAttributeCooperative, 2);
VALUE(cudaLaunchAttributePriority, 8);
VALUE(cudaMemPoolAttrReleaseThreshold, 4);
VALUE(cudaChannelFormatKindFloat, 2);
VALUE(cudaResViewFormatFloat4, 0x18);
OFFSET(cudaDeviceProp, reservedSharedMemPerBlock, 720);
VALUE(cudaAddressModeBorder, 3);
VALUE(CUDA_ERROR_NOT_FOUND, 500);
VALUE(CUDA_ERROR_INVALID_PTX, 218);
VALUE(CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, 75);
VALUE(CU_DEVICE_ATTRIBUTE_WARP_SIZE, 10);
VALUE(CU_POINTER_ATTRIBUTE_MEMORY_TYPE, 2);
VALUE(CU_MEMORYTYPE_DEVICE, 2);
VALUE(CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, 8);
VALUE(CU_JIT_INPUT_PTX, 1);
