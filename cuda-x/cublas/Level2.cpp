// SPDX-License-Identifier: Apache-2.0
// BLAS level 2: gemv (s/d/c/z), y = alpha * op(A) * x + beta * y, A column-major m x n.
#include "Fallback.h"
#include "RocBlas.h"

using namespace scale::blas;

namespace {

template <class T>
cublasStatus_t gemv(const char *Roc, cublasHandle_t H, cublasOperation_t Trans, int M, int N,
                    const T *Alpha, const T *A, int Lda, const T *X, int IncX, const T *Beta, T *Y,
                    int IncY) {
  SCALE_BLAS_CHECK_HANDLE(H);
  SCALE_BLAS_REQUIRE(validOp(Trans) && M >= 0 && N >= 0 && Lda >= atLeastOne(M) && IncX != 0 &&
                     IncY != 0);
  if (M == 0 || N == 0)
    return CUBLAS_STATUS_SUCCESS;
  SCALE_BLAS_REQUIRE(Alpha && Beta && A && X && Y);
  if (H->RocHandle)
    return roc::call(Roc, *H, Trans, M, N, Alpha, A, Lda, X, IncX, Beta, Y, IncY);
  return fallback::gemv<T>(*H, Trans, M, N, scalar(*H, Alpha), A, Lda, X, IncX, scalar(*H, Beta),
                           Y, IncY);
}

using C = cuComplex;
using Z = cuDoubleComplex;
using Op = cublasOperation_t;

} // namespace

extern "C" {
cublasStatus_t cublasSgemv_v2(cublasHandle_t h, Op t, int m, int n, const float *al, const float *A, int lda, const float *x, int ix, const float *be, float *y, int iy) { return gemv("rocblas_sgemv", h, t, m, n, al, A, lda, x, ix, be, y, iy); }
cublasStatus_t cublasDgemv_v2(cublasHandle_t h, Op t, int m, int n, const double *al, const double *A, int lda, const double *x, int ix, const double *be, double *y, int iy) { return gemv("rocblas_dgemv", h, t, m, n, al, A, lda, x, ix, be, y, iy); }
cublasStatus_t cublasCgemv_v2(cublasHandle_t h, Op t, int m, int n, const C *al, const C *A, int lda, const C *x, int ix, const C *be, C *y, int iy) { return gemv("rocblas_cgemv", h, t, m, n, al, A, lda, x, ix, be, y, iy); }
cublasStatus_t cublasZgemv_v2(cublasHandle_t h, Op t, int m, int n, const Z *al, const Z *A, int lda, const Z *x, int ix, const Z *be, Z *y, int iy) { return gemv("rocblas_zgemv", h, t, m, n, al, A, lda, x, ix, be, y, iy); }
} // extern "C"
