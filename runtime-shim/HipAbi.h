// SPDX-License-Identifier: Apache-2.0
// HIP structures whose layout or enumerator values differ from CUDA's, or between ROCm releases.
// Everything version-specific about HIP's ABI is in HipAbi.cpp; the rest of the shim converts
// through these functions and never sees a HIP struct.
#ifndef SCALE_AMD_RUNTIME_HIPABI_H
#define SCALE_AMD_RUNTIME_HIPABI_H

#include "Hip.h"
#include "cuda_runtime_api.h"

namespace scale {

/// hipPointerGetAttributes as cudaPointerGetAttributes: memory type numbering of the loaded
/// ROCm (5.x: host 0, device 1, array 2, unified 3, managed 4; 6.x+: CUDA's numbering with
/// unregistered 0 and array/unified at 10/11), unregistered host memory as CUDA 11+ reports it.
cudaError_t pointerAttributes(cudaPointerAttributes *Out, const void *Ptr);

/// hipFuncGetAttributes (fields in alphabetical order in every ROCm) as cudaFuncAttributes.
cudaError_t funcAttributes(cudaFuncAttributes *Out, const void *Func);

/// cudaKernelNodeParams / cudaMemsetParams as HIP's (fields in a different order).
struct HipKernelNodeParams {
  dim3 blockDim;
  void **extra;
  void *func;
  dim3 gridDim;
  void **kernelParams;
  unsigned int sharedMemBytes;
};
struct HipMemsetParams {
  void *dst;
  unsigned int elementSize;
  size_t height;
  size_t pitch;
  unsigned int value;
  size_t width;
};
HipKernelNodeParams toHip(const cudaKernelNodeParams &P);
cudaKernelNodeParams fromHip(const HipKernelNodeParams &P);
HipMemsetParams toHip(const cudaMemsetParams &P);
cudaMemsetParams fromHip(const HipMemsetParams &P);

} // namespace scale

#endif

namespace scale {
/// CUmemorytype (host 1, device 2, array 3, unified 4) as the loaded ROCm's hipMemoryType.
int hipMemoryTypeFromCu(int CuType);
} // namespace scale
