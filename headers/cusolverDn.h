/* SPDX-License-Identifier: Apache-2.0 */
/* Dense cuSOLVER (CUDA 12's libcusolver.so.11) on AMD GPUs: the handle and the factorizations,
 * solves and decompositions of __scale_amd/cusolver/cusolver_api.def for the four types S/D/C/Z
 * (the legacy typed API, the Jacobi eigen/SVD routines with their syevjInfo_t/gesvdjInfo_t, and
 * the generic 64-bit API with cusolverDnParams_t and cudaDataType dispatch), implemented by
 * cuda-x/cusolver on this toolkit's own kernels (docs/cusolver.md). Enumerations shared with
 * cuBLAS (fill mode, operation, side) are cuBLAS's. Includable by host compilers. */
#ifndef __SCALE_AMD_CUSOLVERDN_H__
#define __SCALE_AMD_CUSOLVERDN_H__
#define CUSOLVERDN_H_ /* NVIDIA's guard name: code tests it (e.g. CUDA samples' helper_cuda.h) */

#include <stddef.h>
#include <stdint.h>

#include "cuComplex.h"
#include "library_types.h"
#include "cublas_v2.h" /* as NVIDIA's: programs use cuBLAS's classic names through it */
#include "cuda_runtime_api.h"
#include "cusolver_common.h"

#if defined(__cplusplus)
extern "C" {
#endif

struct cusolverDnContext;
typedef struct cusolverDnContext *cusolverDnHandle_t;

/* Parameters of the Jacobi routines (tolerance, sweeps, sorting) and their results. */
struct syevjInfo;
typedef struct syevjInfo *syevjInfo_t;
struct gesvdjInfo;
typedef struct gesvdjInfo *gesvdjInfo_t;

/* Options of the generic 64-bit API (cusolverDnX*). */
struct cusolverDnParams;
typedef struct cusolverDnParams *cusolverDnParams_t;
typedef enum {
  CUSOLVERDN_GETRF = 0,
  CUSOLVERDN_POTRF = 1,
  CUSOLVERDN_SYEVBATCHED = 2
} cusolverDnFunction_t;

#define CUSOLVER_FN(Name, Suffix, Family, Params) cusolverStatus_t CUSOLVERAPI cusolverDn##Name##Suffix Params;
#include "__scale_amd/cusolver/cusolver_api.def"
#undef CUSOLVER_FN

#if defined(__cplusplus)
}
#endif

#endif /* __SCALE_AMD_CUSOLVERDN_H__ */
