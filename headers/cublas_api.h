/* SPDX-License-Identifier: Apache-2.0 */
/* cuBLAS (CUDA 12 ABI): types, enums with CUDA's values, and the functions of
 * __scale_amd/cublas/cublas_api.def. Include cublas_v2.h (the handle API) from programs; this file
 * declares the exported names (cublasSgemm_v2, ...). Includable by host compilers. */
#ifndef __SCALE_AMD_CUBLAS_API_H__
#define __SCALE_AMD_CUBLAS_API_H__
#define CUBLAS_API_H_ /* NVIDIA's guard name: code tests it (e.g. CUDA samples' helper_cuda.h) */

#include <stddef.h>
#include <stdint.h>

#include "cuComplex.h"
#include "cuda_runtime_api.h"
#include "driver_types.h"
#include "library_types.h"

#define CUBLAS_VER_MAJOR 12
#define CUBLAS_VER_MINOR 6
#define CUBLAS_VER_PATCH 4
#define CUBLAS_VER_BUILD 1
#define CUBLAS_VERSION (CUBLAS_VER_MAJOR * 10000 + CUBLAS_VER_MINOR * 100 + CUBLAS_VER_PATCH)

#ifndef CUBLASWINAPI
#define CUBLASWINAPI
#endif
#ifndef CUBLASAPI
#define CUBLASAPI
#endif

#if defined(__cplusplus)
extern "C" {
#endif

typedef enum {
  CUBLAS_STATUS_SUCCESS = 0,
  CUBLAS_STATUS_NOT_INITIALIZED = 1,
  CUBLAS_STATUS_ALLOC_FAILED = 3,
  CUBLAS_STATUS_INVALID_VALUE = 7,
  CUBLAS_STATUS_ARCH_MISMATCH = 8,
  CUBLAS_STATUS_MAPPING_ERROR = 11,
  CUBLAS_STATUS_EXECUTION_FAILED = 13,
  CUBLAS_STATUS_INTERNAL_ERROR = 14,
  CUBLAS_STATUS_NOT_SUPPORTED = 15,
  CUBLAS_STATUS_LICENSE_ERROR = 16
} cublasStatus_t;

typedef enum { CUBLAS_FILL_MODE_LOWER = 0, CUBLAS_FILL_MODE_UPPER = 1, CUBLAS_FILL_MODE_FULL = 2 } cublasFillMode_t;
typedef enum { CUBLAS_DIAG_NON_UNIT = 0, CUBLAS_DIAG_UNIT = 1 } cublasDiagType_t;
typedef enum { CUBLAS_SIDE_LEFT = 0, CUBLAS_SIDE_RIGHT = 1 } cublasSideMode_t;
typedef enum {
  CUBLAS_OP_N = 0,
  CUBLAS_OP_T = 1,
  CUBLAS_OP_C = 2,
  CUBLAS_OP_HERMITAN = 2,
  CUBLAS_OP_CONJG = 3
} cublasOperation_t;
typedef enum { CUBLAS_POINTER_MODE_HOST = 0, CUBLAS_POINTER_MODE_DEVICE = 1 } cublasPointerMode_t;
typedef enum { CUBLAS_ATOMICS_NOT_ALLOWED = 0, CUBLAS_ATOMICS_ALLOWED = 1 } cublasAtomicsMode_t;

typedef enum {
  CUBLAS_GEMM_DFALT = -1,
  CUBLAS_GEMM_DEFAULT = -1,
  CUBLAS_GEMM_ALGO0 = 0, CUBLAS_GEMM_ALGO1 = 1, CUBLAS_GEMM_ALGO2 = 2, CUBLAS_GEMM_ALGO3 = 3,
  CUBLAS_GEMM_ALGO4 = 4, CUBLAS_GEMM_ALGO5 = 5, CUBLAS_GEMM_ALGO6 = 6, CUBLAS_GEMM_ALGO7 = 7,
  CUBLAS_GEMM_ALGO8 = 8, CUBLAS_GEMM_ALGO9 = 9, CUBLAS_GEMM_ALGO10 = 10, CUBLAS_GEMM_ALGO11 = 11,
  CUBLAS_GEMM_ALGO12 = 12, CUBLAS_GEMM_ALGO13 = 13, CUBLAS_GEMM_ALGO14 = 14, CUBLAS_GEMM_ALGO15 = 15,
  CUBLAS_GEMM_ALGO16 = 16, CUBLAS_GEMM_ALGO17 = 17, CUBLAS_GEMM_ALGO18 = 18, CUBLAS_GEMM_ALGO19 = 19,
  CUBLAS_GEMM_ALGO20 = 20, CUBLAS_GEMM_ALGO21 = 21, CUBLAS_GEMM_ALGO22 = 22, CUBLAS_GEMM_ALGO23 = 23,
  CUBLAS_GEMM_DEFAULT_TENSOR_OP = 99,
  CUBLAS_GEMM_DFALT_TENSOR_OP = 99,
  CUBLAS_GEMM_ALGO0_TENSOR_OP = 100, CUBLAS_GEMM_ALGO1_TENSOR_OP = 101,
  CUBLAS_GEMM_ALGO2_TENSOR_OP = 102, CUBLAS_GEMM_ALGO3_TENSOR_OP = 103,
  CUBLAS_GEMM_ALGO4_TENSOR_OP = 104, CUBLAS_GEMM_ALGO5_TENSOR_OP = 105,
  CUBLAS_GEMM_ALGO6_TENSOR_OP = 106, CUBLAS_GEMM_ALGO7_TENSOR_OP = 107,
  CUBLAS_GEMM_ALGO8_TENSOR_OP = 108, CUBLAS_GEMM_ALGO9_TENSOR_OP = 109,
  CUBLAS_GEMM_ALGO10_TENSOR_OP = 110, CUBLAS_GEMM_ALGO11_TENSOR_OP = 111,
  CUBLAS_GEMM_ALGO12_TENSOR_OP = 112, CUBLAS_GEMM_ALGO13_TENSOR_OP = 113,
  CUBLAS_GEMM_ALGO14_TENSOR_OP = 114, CUBLAS_GEMM_ALGO15_TENSOR_OP = 115
} cublasGemmAlgo_t;

typedef enum {
  CUBLAS_DEFAULT_MATH = 0,
  CUBLAS_TENSOR_OP_MATH = 1,
  CUBLAS_PEDANTIC_MATH = 2,
  CUBLAS_TF32_TENSOR_OP_MATH = 3,
  CUBLAS_MATH_DISALLOW_REDUCED_PRECISION_REDUCTION = 16
} cublasMath_t;

typedef enum {
  CUBLAS_COMPUTE_16F = 64,
  CUBLAS_COMPUTE_16F_PEDANTIC = 65,
  CUBLAS_COMPUTE_32F = 68,
  CUBLAS_COMPUTE_32F_PEDANTIC = 69,
  CUBLAS_COMPUTE_32F_FAST_16F = 74,
  CUBLAS_COMPUTE_32F_FAST_16BF = 75,
  CUBLAS_COMPUTE_32F_FAST_TF32 = 77,
  CUBLAS_COMPUTE_64F = 70,
  CUBLAS_COMPUTE_64F_PEDANTIC = 71,
  CUBLAS_COMPUTE_32I = 72,
  CUBLAS_COMPUTE_32I_PEDANTIC = 73
} cublasComputeType_t;

typedef cudaDataType cublasDataType_t;

struct cublasContext;
typedef struct cublasContext *cublasHandle_t;

#define __SCALE_AMD_INT int
#define CUBLAS_FN(Name, V2, Family, Params) cublasStatus_t CUBLASWINAPI cublas##Name##V2 Params;
#include "__scale_amd/cublas/cublas_api.def"
#undef CUBLAS_FN
#undef __SCALE_AMD_INT

/* CUDA 12's 64-bit-integer API: every row outside the helper family again, as
 * cublas<Name><V2>_64 with int64_t integers (cublas_v2.h renames cublasSgemm_64 -> _v2_64). A
 * family missing below is a compile error here, not a silently undeclared routine. */
#define __SCALE_AMD_INT int64_t
#define __SCALE_AMD_CUBLAS_64_helper(Decl)
#define __SCALE_AMD_CUBLAS_64_copy(Decl) Decl
#define __SCALE_AMD_CUBLAS_64_axpy(Decl) Decl
#define __SCALE_AMD_CUBLAS_64_vector_copy(Decl) Decl
#define __SCALE_AMD_CUBLAS_64_swap(Decl) Decl
#define __SCALE_AMD_CUBLAS_64_dot(Decl) Decl
#define __SCALE_AMD_CUBLAS_64_nrm2(Decl) Decl
#define __SCALE_AMD_CUBLAS_64_scal(Decl) Decl
#define __SCALE_AMD_CUBLAS_64_asum(Decl) Decl
#define __SCALE_AMD_CUBLAS_64_iamax(Decl) Decl
#define __SCALE_AMD_CUBLAS_64_gemv(Decl) Decl
#define __SCALE_AMD_CUBLAS_64_gemm(Decl) Decl
#define __SCALE_AMD_CUBLAS_64_gemm_batched(Decl) Decl
#define __SCALE_AMD_CUBLAS_64_gemm_strided_batched(Decl) Decl
#define __SCALE_AMD_CUBLAS_64_trsm(Decl) Decl
#define __SCALE_AMD_CUBLAS_64_trsm_batched(Decl) Decl
#define __SCALE_AMD_CUBLAS_64_syrk(Decl) Decl
#define __SCALE_AMD_CUBLAS_64_geam(Decl) Decl
#define __SCALE_AMD_CUBLAS_64_dgmm(Decl) Decl
#define __SCALE_AMD_CUBLAS_64_gemm_ex(Decl) Decl
#define CUBLAS_FN(Name, V2, Family, Params)                                                        \
  __SCALE_AMD_CUBLAS_64_##Family(cublasStatus_t CUBLASWINAPI cublas##Name##V2##_64 Params;)
#include "__scale_amd/cublas/cublas_api.def"
#undef CUBLAS_FN
#undef __SCALE_AMD_INT

const char *CUBLASWINAPI cublasGetStatusName(cublasStatus_t status);
const char *CUBLASWINAPI cublasGetStatusString(cublasStatus_t status);

#if defined(__cplusplus)
}
#endif

#endif /* __SCALE_AMD_CUBLAS_API_H__ */
