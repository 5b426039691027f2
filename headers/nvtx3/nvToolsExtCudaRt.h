/* SPDX-License-Identifier: Apache-2.0 */
/* NVTX naming of CUDA runtime objects (devices, streams, events). Accepted and dropped on AMD:
 * ROCTX has no object naming (see nvToolsExt.h). Rows: __scale_amd/nvtx/nvtx_api.def (cudart). */
#ifndef NVTOOLSEXT_CUDART_H_
#define NVTOOLSEXT_CUDART_H_
#include "nvToolsExt.h"
#include <cuda_runtime_api.h>

#define NVTX_RESOURCE_CLASS_CUDART 5
typedef enum nvtxResourceCUDARTType_t {
  NVTX_RESOURCE_TYPE_CUDART_DEVICE = NVTX_RESOURCE_MAKE_TYPE(CUDART, 0),
  NVTX_RESOURCE_TYPE_CUDART_STREAM = NVTX_RESOURCE_MAKE_TYPE(CUDART, 1),
  NVTX_RESOURCE_TYPE_CUDART_EVENT = NVTX_RESOURCE_MAKE_TYPE(CUDART, 2)
} nvtxResourceCUDARTType_t;

#ifdef __cplusplus
extern "C" {
#endif
#define __SA_NVTX_WANT_core 0
#define __SA_NVTX_WANT_cudart 1
#define __SA_NVTX_WANT_cuda 0
#include "../__scale_amd/nvtx/functions.h"
#ifdef __cplusplus
}
#endif

/* The unsuffixed names pick the ASCII or, with UNICODE defined, the wide form. */
#ifdef UNICODE
#define nvtxNameCudaDevice nvtxNameCudaDeviceW
#define nvtxNameCudaStream nvtxNameCudaStreamW
#define nvtxNameCudaEvent nvtxNameCudaEventW
#else
#define nvtxNameCudaDevice nvtxNameCudaDeviceA
#define nvtxNameCudaStream nvtxNameCudaStreamA
#define nvtxNameCudaEvent nvtxNameCudaEventA
#endif
#endif
