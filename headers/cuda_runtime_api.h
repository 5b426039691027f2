/* SPDX-License-Identifier: Apache-2.0 */
/* The CUDA runtime API (host side), implemented by lib64/libcudart over the HIP runtime.
 * Includable by a plain host C or C++ compiler. */
#ifndef __SCALE_AMD_CUDA_RUNTIME_API_H__
#define __SCALE_AMD_CUDA_RUNTIME_API_H__
#include "crt/host_defines.h"
#include "driver_types.h"
#include "__scale_amd/version.h"

#define CUDART_VERSION (__SCALE_AMD_CUDA_MAJOR__ * 1000 + __SCALE_AMD_CUDA_MINOR__ * 10)
#define __CUDART_API_VERSION CUDART_VERSION

#if defined(__cplusplus)
extern "C" {
#endif

/* Error handling */
extern __host__ cudaError_t CUDARTAPI cudaGetLastError(void);
extern __host__ cudaError_t CUDARTAPI cudaPeekAtLastError(void);
extern __host__ const char *CUDARTAPI cudaGetErrorName(cudaError_t error);
extern __host__ const char *CUDARTAPI cudaGetErrorString(cudaError_t error);

/* Device management */
extern __host__ cudaError_t CUDARTAPI cudaGetDeviceCount(int *count);
extern __host__ cudaError_t CUDARTAPI cudaGetDevice(int *device);
extern __host__ cudaError_t CUDARTAPI cudaSetDevice(int device);
extern __host__ cudaError_t CUDARTAPI cudaDeviceSynchronize(void);
extern __host__ cudaError_t CUDARTAPI cudaDeviceReset(void);

/* Version management */
extern __host__ cudaError_t CUDARTAPI cudaDriverGetVersion(int *driverVersion);
extern __host__ cudaError_t CUDARTAPI cudaRuntimeGetVersion(int *runtimeVersion);

/* Memory management */
extern __host__ cudaError_t CUDARTAPI cudaMalloc(void **devPtr, size_t size);
extern __host__ cudaError_t CUDARTAPI cudaFree(void *devPtr);
extern __host__ cudaError_t CUDARTAPI cudaMemcpy(void *dst, const void *src, size_t count,
                                                 enum cudaMemcpyKind kind);
extern __host__ cudaError_t CUDARTAPI cudaMemset(void *devPtr, int value, size_t count);

/* Execution control */
extern __host__ cudaError_t CUDARTAPI cudaLaunchKernel(const void *func, dim3 gridDim, dim3 blockDim,
                                                       void **args, size_t sharedMem,
                                                       cudaStream_t stream);

#if defined(__cplusplus)
} /* extern "C" */
#endif

#endif /* __SCALE_AMD_CUDA_RUNTIME_API_H__ */
