/* SPDX-License-Identifier: Apache-2.0 */
/* The CUDA driver API, implemented by lib64/libcuda.so.1 over the HIP runtime. */
#ifndef __SCALE_AMD_CUDA_H__
#define __SCALE_AMD_CUDA_H__
#include "crt/host_defines.h"
#include "__scale_amd/version.h"
#include <stddef.h>

#define CUDA_VERSION (__SCALE_AMD_CUDA_MAJOR__ * 1000 + __SCALE_AMD_CUDA_MINOR__ * 10)
#define CUDAAPI

typedef enum cudaError_enum {
  CUDA_SUCCESS = 0,
  CUDA_ERROR_INVALID_VALUE = 1,
  CUDA_ERROR_OUT_OF_MEMORY = 2,
  CUDA_ERROR_NOT_INITIALIZED = 3,
  CUDA_ERROR_DEINITIALIZED = 4,
  CUDA_ERROR_NO_DEVICE = 100,
  CUDA_ERROR_INVALID_DEVICE = 101,
  CUDA_ERROR_INVALID_IMAGE = 200,
  CUDA_ERROR_INVALID_CONTEXT = 201,
  CUDA_ERROR_INVALID_HANDLE = 400,
  CUDA_ERROR_NOT_FOUND = 500,
  CUDA_ERROR_NOT_READY = 600,
  CUDA_ERROR_LAUNCH_FAILED = 719,
  CUDA_ERROR_NOT_SUPPORTED = 801,
  CUDA_ERROR_UNKNOWN = 999
} CUresult;

typedef int CUdevice;

#if defined(__cplusplus)
extern "C" {
#endif
CUresult CUDAAPI cuInit(unsigned int Flags);
CUresult CUDAAPI cuDriverGetVersion(int *driverVersion);
CUresult CUDAAPI cuDeviceGetCount(int *count);
#if defined(__cplusplus)
}
#endif

#endif /* __SCALE_AMD_CUDA_H__ */
