/* SPDX-License-Identifier: Apache-2.0 */
/* Types of the CUDA runtime API. Enumerator values and layouts are CUDA 12's ABI. */
#ifndef __SCALE_AMD_DRIVER_TYPES_H__
#define __SCALE_AMD_DRIVER_TYPES_H__
#include "crt/host_defines.h"
#include "vector_types.h"
#include <stddef.h>

enum cudaError {
#define CUDA_ERROR(name, value, text) name = value,
#include "__scale_amd/cuda_errors.def"
#undef CUDA_ERROR
};
typedef enum cudaError cudaError_t;

enum cudaMemcpyKind {
  cudaMemcpyHostToHost = 0,
  cudaMemcpyHostToDevice = 1,
  cudaMemcpyDeviceToHost = 2,
  cudaMemcpyDeviceToDevice = 3,
  cudaMemcpyDefault = 4
};

typedef struct CUstream_st *cudaStream_t;
typedef struct CUevent_st *cudaEvent_t;
typedef struct CUfunc_st *cudaFunction_t;

#define cudaStreamLegacy ((cudaStream_t)0x1)
#define cudaStreamPerThread ((cudaStream_t)0x2)

#endif /* __SCALE_AMD_DRIVER_TYPES_H__ */
