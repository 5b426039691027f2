/* SPDX-License-Identifier: Apache-2.0 */
/* The CUDA runtime API (host side), implemented by lib64/libcudart over the HIP runtime.
 * Includable by a plain host C or C++ compiler. The function declarations come from the table
 * __scale_amd/runtime_api.def; the helpers that build values are below. */
#ifndef __SCALE_AMD_CUDA_RUNTIME_API_H__
#define __SCALE_AMD_CUDA_RUNTIME_API_H__
#define __CUDA_RUNTIME_API_H__ /* NVIDIA's guard name: code tests it (e.g. CUDA samples' helper_cuda.h) */
#include "crt/host_defines.h"
#include "driver_types.h"
#include "surface_types.h"
#include "texture_types.h"
#include "library_types.h"
#include "__scale_amd/version.h"

#define CUDART_VERSION (__SCALE_AMD_CUDA_MAJOR__ * 1000 + __SCALE_AMD_CUDA_MINOR__ * 10)
#define __CUDART_API_VERSION CUDART_VERSION

/* CUDA 12 exports the current cudaGetDeviceProperties as cudaGetDeviceProperties_v2. */
#define cudaGetDeviceProperties cudaGetDeviceProperties_v2

/* The per-thread default stream (nvcc --default-stream per-thread, which defines
 * CUDA_API_PER_THREAD_DEFAULT_STREAM): as with NVIDIA's headers, the functions that have a
 * per-thread variant are renamed to it (cudaMemcpyAsync -> cudaMemcpyAsync_ptsz, whose stream 0 is
 * the calling thread's default stream; cudaMemcpy -> cudaMemcpy_ptds, ordered on it). The
 * renames are generated from the table's PTSZ/PTDS rows. */
#if defined(CUDA_API_PER_THREAD_DEFAULT_STREAM)
#define __CUDART_API_PER_THREAD_DEFAULT_STREAM
#define __CUDART_API_PTDS(api) api##_ptds
#define __CUDART_API_PTSZ(api) api##_ptsz
#else
#define __CUDART_API_PTDS(api) api
#define __CUDART_API_PTSZ(api) api
#endif
#if defined(__CUDART_API_PER_THREAD_DEFAULT_STREAM)
#include "__scale_amd/runtime_api_per_thread.h"
#endif

#if defined(__cplusplus)
#define __dv(v) = v
extern "C" {
#else
#define __dv(v)
#endif

#define CUDART_DECLARE(name, params) extern __host__ cudaError_t CUDARTAPI name params;
#define CUDART_FWD(name, params, args, hip) CUDART_DECLARE(name, params)
#define CUDART_IMPL(name, params, args, hip) CUDART_DECLARE(name, params)
#define CUDART_STUB(name, params, args, hip) CUDART_DECLARE(name, params)
#define CUDART_IMPL_RET(name, params, ret) extern __host__ ret CUDARTAPI name params;
#define CUDART_PTSZ(kind, name, params, args, hip) CUDART_DECLARE(name, params)
#define CUDART_PTDS(kind, name, params, args, hip) CUDART_DECLARE(name, params)
#include "__scale_amd/runtime_api.def"
#undef CUDART_PTSZ
#undef CUDART_PTDS
#undef CUDART_FWD
#undef CUDART_IMPL
#undef CUDART_STUB
#undef CUDART_IMPL_RET
#undef CUDART_DECLARE

extern __host__ struct cudaExtent CUDARTAPI make_cudaExtent(size_t w, size_t h, size_t d);
extern __host__ struct cudaPitchedPtr CUDARTAPI make_cudaPitchedPtr(void *d, size_t p, size_t xsz,
                                                                    size_t ysz);
extern __host__ struct cudaPos CUDARTAPI make_cudaPos(size_t x, size_t y, size_t z);

#if defined(__cplusplus)
} /* extern "C" */
#endif
#undef __dv

#include "cuda_device_runtime_api.h"

#endif /* __SCALE_AMD_CUDA_RUNTIME_API_H__ */
