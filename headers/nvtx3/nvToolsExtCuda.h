/* SPDX-License-Identifier: Apache-2.0 */
/* NVTX naming of CUDA driver objects (devices, contexts, streams, events). Accepted and dropped
 * on AMD: ROCTX has no object naming (see nvToolsExt.h). Rows: __scale_amd/nvtx/nvtx_api.def
 * (cuda). */
#ifndef NVTOOLSEXT_CUDA_H_
#define NVTOOLSEXT_CUDA_H_
#include "nvToolsExt.h"
#include <cuda.h>

#define NVTX_RESOURCE_CLASS_CUDA 4
typedef enum nvtxResourceCUDAType_t {
  NVTX_RESOURCE_TYPE_CUDA_DEVICE = NVTX_RESOURCE_MAKE_TYPE(CUDA, 1),
  NVTX_RESOURCE_TYPE_CUDA_CONTEXT = NVTX_RESOURCE_MAKE_TYPE(CUDA, 2),
  NVTX_RESOURCE_TYPE_CUDA_STREAM = NVTX_RESOURCE_MAKE_TYPE(CUDA, 3),
  NVTX_RESOURCE_TYPE_CUDA_EVENT = NVTX_RESOURCE_MAKE_TYPE(CUDA, 4)
} nvtxResourceCUDAType_t;

#ifdef __cplusplus
extern "C" {
#endif
#define __SA_NVTX_WANT_core 0
#define __SA_NVTX_WANT_cudart 0
#define __SA_NVTX_WANT_cuda 1
#include "../__scale_amd/nvtx/functions.h"
#ifdef __cplusplus
}
#endif

/* The unsuffixed names pick the ASCII or, with UNICODE defined, the wide form. */
#ifdef UNICODE
#define nvtxNameCuDevice nvtxNameCuDeviceW
#define nvtxNameCuContext nvtxNameCuContextW
#define nvtxNameCuStream nvtxNameCuStreamW
#define nvtxNameCuEvent nvtxNameCuEventW
#else
#define nvtxNameCuDevice nvtxNameCuDeviceA
#define nvtxNameCuContext nvtxNameCuContextA
#define nvtxNameCuStream nvtxNameCuStreamA
#define nvtxNameCuEvent nvtxNameCuEventA
#endif
#endif
