/* SPDX-License-Identifier: Apache-2.0 */
/* cuFFT (CUDA 12's libcufft.so.11) on AMD GPUs: types, values and functions of cuFFT's documented
 * API, implemented by cuda-x/cufft (over hipFFT/rocFFT when present, else this toolkit's own
 * kernels; docs/cufft.md). Functions: the non-xt rows of __scale_amd/cufft/cufft_api.def.
 * Includable by host compilers. */
#ifndef __SCALE_AMD_CUFFT_H__
#define __SCALE_AMD_CUFFT_H__
#define _CUFFT_H_ /* NVIDIA's guard name: code tests it (e.g. CUDA samples' helper_cuda.h) */

#include <stddef.h>

#include "cuComplex.h"
#include "cuda_runtime_api.h"
#include "driver_types.h"
#include "library_types.h"

#define CUFFT_VER_MAJOR 11
#define CUFFT_VER_MINOR 3
#define CUFFT_VER_PATCH 0
#define CUFFT_VER_BUILD 4
#define CUFFT_VERSION (CUFFT_VER_MAJOR * 1000 + CUFFT_VER_MINOR * 100 + CUFFT_VER_PATCH)

#ifndef CUFFTAPI
#define CUFFTAPI
#endif

#if defined(__cplusplus)
extern "C" {
#endif

typedef enum cufftResult_t {
  CUFFT_SUCCESS = 0x0,
  CUFFT_INVALID_PLAN = 0x1,
  CUFFT_ALLOC_FAILED = 0x2,
  CUFFT_INVALID_TYPE = 0x3,
  CUFFT_INVALID_VALUE = 0x4,
  CUFFT_INTERNAL_ERROR = 0x5,
  CUFFT_EXEC_FAILED = 0x6,
  CUFFT_SETUP_FAILED = 0x7,
  CUFFT_INVALID_SIZE = 0x8,
  CUFFT_UNALIGNED_DATA = 0x9,
  CUFFT_INCOMPLETE_PARAMETER_LIST = 0xA,
  CUFFT_INVALID_DEVICE = 0xB,
  CUFFT_PARSE_ERROR = 0xC,
  CUFFT_NO_WORKSPACE = 0xD,
  CUFFT_NOT_IMPLEMENTED = 0xE,
  CUFFT_LICENSE_ERROR = 0x0F,
  CUFFT_NOT_SUPPORTED = 0x10,
  /* CUDA 12's codes for the libraries cuFFT loads (helper_cuda.h-style tables name them); our
     cuFFT returns none of them. */
  CUFFT_MISSING_DEPENDENCY = 0x11,
  CUFFT_NVRTC_FAILURE = 0x12,
  CUFFT_NVJITLINK_FAILURE = 0x13,
  CUFFT_NVSHMEM_FAILURE = 0x14
} cufftResult;

#define MAX_CUFFT_ERROR 0x15

typedef float cufftReal;
typedef double cufftDoubleReal;
typedef cuComplex cufftComplex;
typedef cuDoubleComplex cufftDoubleComplex;

#define CUFFT_FORWARD -1
#define CUFFT_INVERSE 1

typedef enum cufftType_t {
  CUFFT_R2C = 0x2a,
  CUFFT_C2R = 0x2c,
  CUFFT_C2C = 0x29,
  CUFFT_D2Z = 0x6a,
  CUFFT_Z2D = 0x6c,
  CUFFT_Z2Z = 0x69
} cufftType;

typedef enum cufftCompatibility_t { CUFFT_COMPATIBILITY_FFTW_PADDING = 0x01 } cufftCompatibility;
#define CUFFT_COMPATIBILITY_DEFAULT CUFFT_COMPATIBILITY_FFTW_PADDING

/* A plan is an integer handle. */
typedef int cufftHandle;

#define __SCALE_AMD_CUFFT_DECL(N, P) cufftResult CUFFTAPI cufft##N P;
#define __SCALE_AMD_CUFFT_plan __SCALE_AMD_CUFFT_DECL
#define __SCALE_AMD_CUFFT_extensible __SCALE_AMD_CUFFT_DECL
#define __SCALE_AMD_CUFFT_exec __SCALE_AMD_CUFFT_DECL
#define __SCALE_AMD_CUFFT_helper __SCALE_AMD_CUFFT_DECL
#define __SCALE_AMD_CUFFT_xt(N, P)
#define CUFFT_FN(Name, Suffix, Family, Params) __SCALE_AMD_CUFFT_##Family(Name##Suffix, Params)
#include "__scale_amd/cufft/cufft_api.def"
#undef CUFFT_FN
#undef __SCALE_AMD_CUFFT_plan
#undef __SCALE_AMD_CUFFT_extensible
#undef __SCALE_AMD_CUFFT_exec
#undef __SCALE_AMD_CUFFT_helper
#undef __SCALE_AMD_CUFFT_xt

#if defined(__cplusplus)
}
#endif

#endif /* __SCALE_AMD_CUFFT_H__ */
