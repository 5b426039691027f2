/* SPDX-License-Identifier: Apache-2.0 */
/* libnvToolsExt.so.1: every function of __scale_amd/nvtx/nvtx_api.def as an exported symbol
 * (the headers define them static inline; __SCALE_AMD_NVTX_EXPORT makes them extern here). The
 * CUDA naming functions only need the handle types, declared here as the CUDA headers do. */
#define __SCALE_AMD_NVTX_EXPORT 1
#include <nvtx3/nvToolsExt.h>

typedef struct CUstream_st *cudaStream_t;
typedef struct CUevent_st *cudaEvent_t;
typedef int CUdevice;
typedef struct CUctx_st *CUcontext;
typedef struct CUstream_st *CUstream;
typedef struct CUevent_st *CUevent;

#define __SA_NVTX_WANT_core 0
#define __SA_NVTX_WANT_cudart 1
#define __SA_NVTX_WANT_cuda 1
#include <__scale_amd/nvtx/functions.h>
