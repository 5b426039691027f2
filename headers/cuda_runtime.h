/* SPDX-License-Identifier: Apache-2.0 */
/* The CUDA runtime header. bin/nvcc force-includes it into every .cu file, as nvcc does. */
#ifndef __SCALE_AMD_CUDA_RUNTIME_H__
#define __SCALE_AMD_CUDA_RUNTIME_H__
#include "crt/host_defines.h"
#include "vector_types.h"
#include "driver_types.h"
#include "cuda_runtime_api.h"
#include "vector_functions.h"

#if defined(__CUDACC__) && defined(__clang__)
#include "__scale_amd/launch.h"
#include "__scale_amd/builtin_vars.h"
#include "__scale_amd/device_sync.h"
#endif
#include "__scale_amd/device_api.h"

#if defined(__cplusplus)
/* C++ conveniences of the runtime API: typed pointers instead of void **. */
template <class T> static inline __host__ cudaError_t cudaMalloc(T **devPtr, size_t size) {
  return ::cudaMalloc((void **)(void *)devPtr, size);
}

/* Typed launch helper: cudaLaunchKernel(kernel, grid, block, args) with a kernel of any type. */
template <class T>
static inline __host__ cudaError_t cudaLaunchKernel(T *func, dim3 gridDim, dim3 blockDim,
                                                   void **args, size_t sharedMem = 0,
                                                   cudaStream_t stream = 0) {
  return ::cudaLaunchKernel((const void *)func, gridDim, blockDim, args, sharedMem, stream);
}
#endif

#endif /* __SCALE_AMD_CUDA_RUNTIME_H__ */
