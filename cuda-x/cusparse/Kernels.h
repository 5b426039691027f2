// SPDX-License-Identifier: Apache-2.0
// The cuSPARSE operations' kernels (kernels/SparseKernels.cu). Arguments arrive validated:
// formats CSR or COO with 32-bit indices, any op (transpose and conjugate transpose are the same
// for real values), value and compute type both CUDA_R_32F or both CUDA_R_64F; Alpha/Beta follow
// the handle's pointer mode.
#ifndef SCALE_AMD_CUSPARSE_KERNELS_H
#define SCALE_AMD_CUSPARSE_KERNELS_H

#include "Context.h"

namespace scale::sparse {

cusparseStatus_t spmv(cusparseContext &H, cusparseOperation_t Op, const cusparseSpMatDescr &A,
                      const void *Alpha, const cusparseDnVecDescr &X, const void *Beta,
                      cusparseDnVecDescr &Y);
cusparseStatus_t spmm(cusparseContext &H, cusparseOperation_t OpA, cusparseOperation_t OpB,
                      const cusparseSpMatDescr &A, const void *Alpha, const cusparseDnMatDescr &B,
                      const void *Beta, cusparseDnMatDescr &C);

/// CSR (M x N) to CSC, or CSR of the transpose: validated sizes, M and N > 0, Buffer holds N + 1
/// ints, ElemSize is the value size in bytes (values are moved, never computed on), and no
/// values are moved when CopyValues is false.
cusparseStatus_t csr2csc(cusparseContext &H, int M, int N, int Nnz, const void *CsrVal,
                         const int *RowPtr, const int *ColInd, void *CscVal, int *ColPtr,
                         int *RowInd, int ElemSize, bool CopyValues, int Base, void *Buffer);

} // namespace scale::sparse

#endif
