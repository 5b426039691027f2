// SPDX-License-Identifier: Apache-2.0
// cublasSet/GetVector/Matrix(Async): strided host<->device copies, checked as cuBLAS documents
// (elemSize, increments and leading dimensions must be positive and large enough).
#include "Fallback.h"

using namespace scale::blas;

namespace {

cublasStatus_t vector(int N, int Elem, const void *X, int IncX, void *Y, int IncY,
                      cudaStream_t Stream, bool Async) {
  SCALE_BLAS_REQUIRE(N >= 0 && Elem > 0 && IncX > 0 && IncY > 0);
  if (N == 0)
    return CUBLAS_STATUS_SUCCESS;
  SCALE_BLAS_REQUIRE(X && Y);
  return fallback::copy2D(Y, size_t(IncY) * Elem, X, size_t(IncX) * Elem, size_t(Elem), size_t(N),
                          Stream, Async);
}

cublasStatus_t matrix(int Rows, int Cols, int Elem, const void *A, int Lda, void *B, int Ldb,
                      cudaStream_t Stream, bool Async) {
  SCALE_BLAS_REQUIRE(Rows >= 0 && Cols >= 0 && Elem > 0 && Lda >= atLeastOne(Rows) &&
                     Ldb >= atLeastOne(Rows));
  if (Rows == 0 || Cols == 0)
    return CUBLAS_STATUS_SUCCESS;
  SCALE_BLAS_REQUIRE(A && B);
  return fallback::copy2D(B, size_t(Ldb) * Elem, A, size_t(Lda) * Elem, size_t(Rows) * Elem,
                          size_t(Cols), Stream, Async);
}

} // namespace

extern "C" {
cublasStatus_t cublasSetVector(int n, int e, const void *x, int ix, void *y, int iy) { return vector(n, e, x, ix, y, iy, nullptr, false); }
cublasStatus_t cublasGetVector(int n, int e, const void *x, int ix, void *y, int iy) { return vector(n, e, x, ix, y, iy, nullptr, false); }
cublasStatus_t cublasSetMatrix(int r, int c, int e, const void *A, int lda, void *B, int ldb) { return matrix(r, c, e, A, lda, B, ldb, nullptr, false); }
cublasStatus_t cublasGetMatrix(int r, int c, int e, const void *A, int lda, void *B, int ldb) { return matrix(r, c, e, A, lda, B, ldb, nullptr, false); }
cublasStatus_t cublasSetVectorAsync(int n, int e, const void *x, int ix, void *y, int iy, cudaStream_t s) { return vector(n, e, x, ix, y, iy, s, true); }
cublasStatus_t cublasGetVectorAsync(int n, int e, const void *x, int ix, void *y, int iy, cudaStream_t s) { return vector(n, e, x, ix, y, iy, s, true); }
cublasStatus_t cublasSetMatrixAsync(int r, int c, int e, const void *A, int lda, void *B, int ldb, cudaStream_t s) { return matrix(r, c, e, A, lda, B, ldb, s, true); }
cublasStatus_t cublasGetMatrixAsync(int r, int c, int e, const void *A, int lda, void *B, int ldb, cudaStream_t s) { return matrix(r, c, e, A, lda, B, ldb, s, true); }
} // extern "C"
