// SPDX-License-Identifier: Apache-2.0
// cuSPARSE's handle and descriptors as plain host structs.
//
// Design: descriptors only record what the user passed (cuSPARSE's descriptors are host objects
// too), so they are created, queried and destroyed without a GPU; Sparse.cpp validates every
// argument as cuSPARSE documents it, and the operations run on our own kernels (Kernels.h,
// kernels/*.cu) compiled by this toolkit, or are forwarded to hipSPARSE (HipSparse.h), whose own
// handle and descriptors hang off ours (Hip* members, made lazily, released with ours).
#ifndef SCALE_AMD_CUSPARSE_CONTEXT_H
#define SCALE_AMD_CUSPARSE_CONTEXT_H

#include <cusparse.h>

struct cusparseContext {
  cudaStream_t Stream = nullptr;
  cusparsePointerMode_t PointerMode = CUSPARSE_POINTER_MODE_HOST;
  void *HipHandle = nullptr; // hipsparseHandle_t when this handle runs on hipSPARSE
};

struct cusparseMatDescr {
  cusparseMatrixType_t Type = CUSPARSE_MATRIX_TYPE_GENERAL;
  cusparseFillMode_t Fill = CUSPARSE_FILL_MODE_LOWER;
  cusparseDiagType_t Diag = CUSPARSE_DIAG_TYPE_NON_UNIT;
  cusparseIndexBase_t Base = CUSPARSE_INDEX_BASE_ZERO;
};

struct cusparseSpMatDescr {
  cusparseFormat_t Format;
  int64_t Rows, Cols, Nnz;
  void *RowIdx; // CSR: row offsets (Rows + 1); COO: row indices (Nnz)
  void *ColIdx;
  void *Values;
  cusparseIndexType_t RowType, ColType;
  cusparseIndexBase_t Base;
  cudaDataType ValueType;
  mutable void *Hip = nullptr; // hipsparseSpMatDescr_t, made on first use
};

struct cusparseDnVecDescr {
  int64_t Size;
  void *Values;
  cudaDataType ValueType;
  mutable void *Hip = nullptr; // hipsparseDnVecDescr_t
};

struct cusparseDnMatDescr {
  int64_t Rows, Cols, Ld;
  void *Values;
  cudaDataType ValueType;
  cusparseOrder_t Order;
  mutable void *Hip = nullptr; // hipsparseDnMatDescr_t
};

#endif
