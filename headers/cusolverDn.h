/* SPDX-License-Identifier: Apache-2.0 */
/* Dense cuSOLVER (CUDA 12's libcusolver.so.11) on AMD GPUs: the handle and the factorizations,
 * solves and decompositions of __scale_amd/cusolver/cusolver_api.def for the four types S/D/C/Z,
 * implemented by cuda-x/cusolver on this toolkit's own kernels (docs/cusolver.md). Enumerations
 * shared with cuBLAS (fill mode, operation, side) are cuBLAS's. Includable by host compilers. */
#ifndef __SCALE_AMD_CUSOLVERDN_H__
#define __SCALE_AMD_CUSOLVERDN_H__
#define CUSOLVERDN_H_ /* NVIDIA's guard name: code tests it (e.g. CUDA samples' helper_cuda.h) */

#include "cuComplex.h"
#include "cublas_api.h"
#include "cuda_runtime_api.h"
#include "cusolver_common.h"

#if defined(__cplusplus)
extern "C" {
#endif

struct cusolverDnContext;
typedef struct cusolverDnContext *cusolverDnHandle_t;

#define CUSOLVER_FN(Name, Suffix, Family, Params) cusolverStatus_t CUSOLVERAPI cusolverDn##Name##Suffix Params;
#include "__scale_amd/cusolver/cusolver_api.def"
#undef CUSOLVER_FN

#if defined(__cplusplus)
}
#endif

#endif /* __SCALE_AMD_CUSOLVERDN_H__ */
