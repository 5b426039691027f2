/* SPDX-License-Identifier: Apache-2.0 */
/* cuSPARSE (CUDA 12 ABI): enums with CUDA's values, opaque descriptors, and the functions of
 * __scale_amd/cusparse/cusparse_api.def (docs/cusparse.md). Includable by host compilers. */
#ifndef __SCALE_AMD_CUSPARSE_H__
#define __SCALE_AMD_CUSPARSE_H__

#include <stddef.h>
#include <stdint.h>

#include "cuComplex.h"
#include "cuda_runtime_api.h"
#include "driver_types.h"
#include "library_types.h"

#define CUSPARSE_VER_MAJOR 12
#define CUSPARSE_VER_MINOR 5
#define CUSPARSE_VER_PATCH 4
#define CUSPARSE_VER_BUILD 2
#define CUSPARSE_VERSION (CUSPARSE_VER_MAJOR * 1000 + CUSPARSE_VER_MINOR * 100 + CUSPARSE_VER_PATCH)

#ifndef CUSPARSEAPI
#define CUSPARSEAPI
#endif

#if defined(__cplusplus)
extern "C" {
#endif

typedef enum {
  CUSPARSE_STATUS_SUCCESS = 0,
  CUSPARSE_STATUS_NOT_INITIALIZED = 1,
  CUSPARSE_STATUS_ALLOC_FAILED = 2,
  CUSPARSE_STATUS_INVALID_VALUE = 3,
  CUSPARSE_STATUS_ARCH_MISMATCH = 4,
  CUSPARSE_STATUS_MAPPING_ERROR = 5,
  CUSPARSE_STATUS_EXECUTION_FAILED = 6,
  CUSPARSE_STATUS_INTERNAL_ERROR = 7,
  CUSPARSE_STATUS_MATRIX_TYPE_NOT_SUPPORTED = 8,
  CUSPARSE_STATUS_ZERO_PIVOT = 9,
  CUSPARSE_STATUS_NOT_SUPPORTED = 10,
  CUSPARSE_STATUS_INSUFFICIENT_RESOURCES = 11
} cusparseStatus_t;

typedef enum { CUSPARSE_POINTER_MODE_HOST = 0, CUSPARSE_POINTER_MODE_DEVICE = 1 } cusparsePointerMode_t;
typedef enum { CUSPARSE_ACTION_SYMBOLIC = 0, CUSPARSE_ACTION_NUMERIC = 1 } cusparseAction_t;
typedef enum {
  CUSPARSE_MATRIX_TYPE_GENERAL = 0,
  CUSPARSE_MATRIX_TYPE_SYMMETRIC = 1,
  CUSPARSE_MATRIX_TYPE_HERMITIAN = 2,
  CUSPARSE_MATRIX_TYPE_TRIANGULAR = 3
} cusparseMatrixType_t;
typedef enum { CUSPARSE_FILL_MODE_LOWER = 0, CUSPARSE_FILL_MODE_UPPER = 1 } cusparseFillMode_t;
typedef enum { CUSPARSE_DIAG_TYPE_NON_UNIT = 0, CUSPARSE_DIAG_TYPE_UNIT = 1 } cusparseDiagType_t;
typedef enum { CUSPARSE_INDEX_BASE_ZERO = 0, CUSPARSE_INDEX_BASE_ONE = 1 } cusparseIndexBase_t;
typedef enum {
  CUSPARSE_OPERATION_NON_TRANSPOSE = 0,
  CUSPARSE_OPERATION_TRANSPOSE = 1,
  CUSPARSE_OPERATION_CONJUGATE_TRANSPOSE = 2
} cusparseOperation_t;
typedef enum { CUSPARSE_DIRECTION_ROW = 0, CUSPARSE_DIRECTION_COLUMN = 1 } cusparseDirection_t;
typedef enum { CUSPARSE_INDEX_16U = 1, CUSPARSE_INDEX_32I = 2, CUSPARSE_INDEX_64I = 3 } cusparseIndexType_t;
typedef enum {
  CUSPARSE_FORMAT_CSR = 1,
  CUSPARSE_FORMAT_CSC = 2,
  CUSPARSE_FORMAT_COO = 3,
  CUSPARSE_FORMAT_BLOCKED_ELL = 5,
  CUSPARSE_FORMAT_BSR = 6,
  CUSPARSE_FORMAT_SLICED_ELLPACK = 7
} cusparseFormat_t;
typedef enum { CUSPARSE_ORDER_COL = 1, CUSPARSE_ORDER_ROW = 2 } cusparseOrder_t;
typedef enum {
  CUSPARSE_SPMV_ALG_DEFAULT = 0,
  CUSPARSE_SPMV_COO_ALG1 = 1,
  CUSPARSE_SPMV_CSR_ALG1 = 2,
  CUSPARSE_SPMV_CSR_ALG2 = 3,
  CUSPARSE_SPMV_COO_ALG2 = 4,
  CUSPARSE_SPMV_SELL_ALG1 = 5
} cusparseSpMVAlg_t;
typedef enum {
  CUSPARSE_SPMM_ALG_DEFAULT = 0,
  CUSPARSE_SPMM_COO_ALG1 = 1,
  CUSPARSE_SPMM_COO_ALG2 = 2,
  CUSPARSE_SPMM_COO_ALG3 = 3,
  CUSPARSE_SPMM_COO_ALG4 = 5,
  CUSPARSE_SPMM_CSR_ALG1 = 4,
  CUSPARSE_SPMM_CSR_ALG2 = 6,
  CUSPARSE_SPMM_CSR_ALG3 = 12,
  CUSPARSE_SPMM_BLOCKED_ELL_ALG1 = 13,
  CUSPARSE_SPMM_BSR_ALG1 = 14
} cusparseSpMMAlg_t;
typedef enum { CUSPARSE_CSR2CSC_ALG_DEFAULT = 1, CUSPARSE_CSR2CSC_ALG1 = 1 } cusparseCsr2CscAlg_t;

struct cusparseContext;
typedef struct cusparseContext *cusparseHandle_t;
struct cusparseMatDescr;
typedef struct cusparseMatDescr *cusparseMatDescr_t;
struct cusparseSpMatDescr;
typedef struct cusparseSpMatDescr *cusparseSpMatDescr_t;
typedef struct cusparseSpMatDescr const *cusparseConstSpMatDescr_t;
struct cusparseDnVecDescr;
typedef struct cusparseDnVecDescr *cusparseDnVecDescr_t;
typedef struct cusparseDnVecDescr const *cusparseConstDnVecDescr_t;
struct cusparseDnMatDescr;
typedef struct cusparseDnMatDescr *cusparseDnMatDescr_t;
typedef struct cusparseDnMatDescr const *cusparseConstDnMatDescr_t;

#define CUSPARSE_FN(Name, Suffix, Family, Params) cusparseStatus_t CUSPARSEAPI cusparse##Name##Suffix Params;
#include "__scale_amd/cusparse/cusparse_api.def"
#undef CUSPARSE_FN

const char *CUSPARSEAPI cusparseGetErrorName(cusparseStatus_t status);
const char *CUSPARSEAPI cusparseGetErrorString(cusparseStatus_t status);
cusparseMatrixType_t CUSPARSEAPI cusparseGetMatType(const cusparseMatDescr_t descrA);
cusparseFillMode_t CUSPARSEAPI cusparseGetMatFillMode(const cusparseMatDescr_t descrA);
cusparseDiagType_t CUSPARSEAPI cusparseGetMatDiagType(const cusparseMatDescr_t descrA);
cusparseIndexBase_t CUSPARSEAPI cusparseGetMatIndexBase(const cusparseMatDescr_t descrA);

#if defined(__cplusplus)
}
#endif

#endif /* __SCALE_AMD_CUSPARSE_H__ */
