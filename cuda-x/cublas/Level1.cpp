// SPDX-License-Identifier: Apache-2.0
// BLAS level 1: axpy, copy, swap, dot, nrm2, scal, asum, iamax (s/d/c/z). Reference BLAS semantics: n <= 0 is
// a quick return; the reductions give 0 for n <= 0 or incx <= 0, and iamax's index is 1-based.
#include "Fallback.h"
#include "RocBlas.h"

using namespace scale::blas;

namespace {

template <class T>
cublasStatus_t axpy(const char *Roc, cublasHandle_t H, int N, const T *Alpha, const T *X, int IncX,
                    T *Y, int IncY) {
  SCALE_BLAS_CHECK_HANDLE(H);
  if (N <= 0)
    return CUBLAS_STATUS_SUCCESS;
  SCALE_BLAS_REQUIRE(Alpha && X && Y);
  if (H->RocHandle)
    return roc::call(Roc, *H, N, Alpha, X, IncX, Y, IncY);
  return fallback::axpy<T>(*H, N, scalar(*H, Alpha), X, IncX, Y, IncY);
}

/// copy (Swap = false: y = x) and swap (x <-> y).
template <class T>
cublasStatus_t copyOrSwap(const char *Roc, cublasHandle_t H, int N, T *X, int IncX, T *Y, int IncY,
                          bool Swap) {
  SCALE_BLAS_CHECK_HANDLE(H);
  if (N <= 0)
    return CUBLAS_STATUS_SUCCESS;
  SCALE_BLAS_REQUIRE(X && Y);
  if (H->RocHandle)
    return roc::call(Roc, *H, N, X, IncX, Y, IncY);
  return fallback::copyOrSwap<T>(*H, N, X, IncX, Y, IncY, Swap);
}

template <class T, class S>
cublasStatus_t scal(const char *Roc, cublasHandle_t H, int N, const S *Alpha, T *X, int IncX) {
  SCALE_BLAS_CHECK_HANDLE(H);
  if (N <= 0 || IncX <= 0)
    return CUBLAS_STATUS_SUCCESS;
  SCALE_BLAS_REQUIRE(Alpha && X);
  if (H->RocHandle)
    return roc::call(Roc, *H, N, Alpha, X, IncX);
  return fallback::scal<T, S>(*H, N, scalar(*H, Alpha), X, IncX);
}

/// Host pointer mode with nothing to reduce: the result is zero without touching the device.
template <class R> bool zeroResult(cublasHandle_t H, int N, int IncX, R *Result, bool IncMatters) {
  if (H->PointerMode != CUBLAS_POINTER_MODE_HOST || (N > 0 && (!IncMatters || IncX > 0)))
    return false;
  *Result = R{};
  return true;
}

template <class T>
cublasStatus_t dot(const char *Roc, bool Conj, cublasHandle_t H, int N, const T *X, int IncX,
                   const T *Y, int IncY, T *Result) {
  SCALE_BLAS_CHECK_HANDLE(H);
  SCALE_BLAS_REQUIRE(Result);
  if (zeroResult(H, N, IncX, Result, false))
    return CUBLAS_STATUS_SUCCESS;
  SCALE_BLAS_REQUIRE(N <= 0 || (X && Y));
  if (H->RocHandle)
    return roc::call(Roc, *H, N, X, IncX, Y, IncY, Result);
  return fallback::dot<T>(*H, N, X, IncX, Y, IncY, Conj, Result);
}

template <class T, class R>
cublasStatus_t nrm2(const char *Roc, cublasHandle_t H, int N, const T *X, int IncX, R *Result) {
  SCALE_BLAS_CHECK_HANDLE(H);
  SCALE_BLAS_REQUIRE(Result);
  if (zeroResult(H, N, IncX, Result, true))
    return CUBLAS_STATUS_SUCCESS;
  SCALE_BLAS_REQUIRE(N <= 0 || X);
  if (H->RocHandle)
    return roc::call(Roc, *H, N, X, IncX, Result);
  return fallback::nrm2<T, R>(*H, N, X, IncX, Result);
}

template <class T, class R>
cublasStatus_t asum(const char *Roc, cublasHandle_t H, int N, const T *X, int IncX, R *Result) {
  SCALE_BLAS_CHECK_HANDLE(H);
  SCALE_BLAS_REQUIRE(Result);
  if (zeroResult(H, N, IncX, Result, true))
    return CUBLAS_STATUS_SUCCESS;
  SCALE_BLAS_REQUIRE(N <= 0 || X);
  if (H->RocHandle)
    return roc::call(Roc, *H, N, X, IncX, Result);
  return fallback::asum<T, R>(*H, N, X, IncX, Result);
}

template <class T>
cublasStatus_t iamax(const char *Roc, cublasHandle_t H, int N, const T *X, int IncX, int *Result) {
  SCALE_BLAS_CHECK_HANDLE(H);
  SCALE_BLAS_REQUIRE(Result);
  if (zeroResult(H, N, IncX, Result, true))
    return CUBLAS_STATUS_SUCCESS;
  SCALE_BLAS_REQUIRE(N <= 0 || X);
  if (H->RocHandle)
    return roc::call(Roc, *H, N, X, IncX, Result);
  return fallback::iamax<T>(*H, N, X, IncX, Result);
}

using C = cuComplex;
using Z = cuDoubleComplex;

} // namespace

extern "C" {

cublasStatus_t cublasScopy_v2(cublasHandle_t h, int n, const float *x, int ix, float *y, int iy) { return copyOrSwap("rocblas_scopy", h, n, const_cast<float *>(x), ix, y, iy, false); }
cublasStatus_t cublasDcopy_v2(cublasHandle_t h, int n, const double *x, int ix, double *y, int iy) { return copyOrSwap("rocblas_dcopy", h, n, const_cast<double *>(x), ix, y, iy, false); }
cublasStatus_t cublasCcopy_v2(cublasHandle_t h, int n, const C *x, int ix, C *y, int iy) { return copyOrSwap("rocblas_ccopy", h, n, const_cast<C *>(x), ix, y, iy, false); }
cublasStatus_t cublasZcopy_v2(cublasHandle_t h, int n, const Z *x, int ix, Z *y, int iy) { return copyOrSwap("rocblas_zcopy", h, n, const_cast<Z *>(x), ix, y, iy, false); }
cublasStatus_t cublasSswap_v2(cublasHandle_t h, int n, float *x, int ix, float *y, int iy) { return copyOrSwap("rocblas_sswap", h, n, x, ix, y, iy, true); }
cublasStatus_t cublasDswap_v2(cublasHandle_t h, int n, double *x, int ix, double *y, int iy) { return copyOrSwap("rocblas_dswap", h, n, x, ix, y, iy, true); }
cublasStatus_t cublasCswap_v2(cublasHandle_t h, int n, C *x, int ix, C *y, int iy) { return copyOrSwap("rocblas_cswap", h, n, x, ix, y, iy, true); }
cublasStatus_t cublasZswap_v2(cublasHandle_t h, int n, Z *x, int ix, Z *y, int iy) { return copyOrSwap("rocblas_zswap", h, n, x, ix, y, iy, true); }
cublasStatus_t cublasSaxpy_v2(cublasHandle_t h, int n, const float *a, const float *x, int ix, float *y, int iy) { return axpy("rocblas_saxpy", h, n, a, x, ix, y, iy); }
cublasStatus_t cublasDaxpy_v2(cublasHandle_t h, int n, const double *a, const double *x, int ix, double *y, int iy) { return axpy("rocblas_daxpy", h, n, a, x, ix, y, iy); }
cublasStatus_t cublasCaxpy_v2(cublasHandle_t h, int n, const C *a, const C *x, int ix, C *y, int iy) { return axpy("rocblas_caxpy", h, n, a, x, ix, y, iy); }
cublasStatus_t cublasZaxpy_v2(cublasHandle_t h, int n, const Z *a, const Z *x, int ix, Z *y, int iy) { return axpy("rocblas_zaxpy", h, n, a, x, ix, y, iy); }

cublasStatus_t cublasSdot_v2(cublasHandle_t h, int n, const float *x, int ix, const float *y, int iy, float *r) { return dot("rocblas_sdot", false, h, n, x, ix, y, iy, r); }
cublasStatus_t cublasDdot_v2(cublasHandle_t h, int n, const double *x, int ix, const double *y, int iy, double *r) { return dot("rocblas_ddot", false, h, n, x, ix, y, iy, r); }
cublasStatus_t cublasCdotu_v2(cublasHandle_t h, int n, const C *x, int ix, const C *y, int iy, C *r) { return dot("rocblas_cdotu", false, h, n, x, ix, y, iy, r); }
cublasStatus_t cublasCdotc_v2(cublasHandle_t h, int n, const C *x, int ix, const C *y, int iy, C *r) { return dot("rocblas_cdotc", true, h, n, x, ix, y, iy, r); }
cublasStatus_t cublasZdotu_v2(cublasHandle_t h, int n, const Z *x, int ix, const Z *y, int iy, Z *r) { return dot("rocblas_zdotu", false, h, n, x, ix, y, iy, r); }
cublasStatus_t cublasZdotc_v2(cublasHandle_t h, int n, const Z *x, int ix, const Z *y, int iy, Z *r) { return dot("rocblas_zdotc", true, h, n, x, ix, y, iy, r); }

cublasStatus_t cublasSnrm2_v2(cublasHandle_t h, int n, const float *x, int ix, float *r) { return nrm2("rocblas_snrm2", h, n, x, ix, r); }
cublasStatus_t cublasDnrm2_v2(cublasHandle_t h, int n, const double *x, int ix, double *r) { return nrm2("rocblas_dnrm2", h, n, x, ix, r); }
cublasStatus_t cublasScnrm2_v2(cublasHandle_t h, int n, const C *x, int ix, float *r) { return nrm2("rocblas_scnrm2", h, n, x, ix, r); }
cublasStatus_t cublasDznrm2_v2(cublasHandle_t h, int n, const Z *x, int ix, double *r) { return nrm2("rocblas_dznrm2", h, n, x, ix, r); }

cublasStatus_t cublasSscal_v2(cublasHandle_t h, int n, const float *a, float *x, int ix) { return scal("rocblas_sscal", h, n, a, x, ix); }
cublasStatus_t cublasDscal_v2(cublasHandle_t h, int n, const double *a, double *x, int ix) { return scal("rocblas_dscal", h, n, a, x, ix); }
cublasStatus_t cublasCscal_v2(cublasHandle_t h, int n, const C *a, C *x, int ix) { return scal("rocblas_cscal", h, n, a, x, ix); }
cublasStatus_t cublasCsscal_v2(cublasHandle_t h, int n, const float *a, C *x, int ix) { return scal("rocblas_csscal", h, n, a, x, ix); }
cublasStatus_t cublasZscal_v2(cublasHandle_t h, int n, const Z *a, Z *x, int ix) { return scal("rocblas_zscal", h, n, a, x, ix); }
cublasStatus_t cublasZdscal_v2(cublasHandle_t h, int n, const double *a, Z *x, int ix) { return scal("rocblas_zdscal", h, n, a, x, ix); }

cublasStatus_t cublasSasum_v2(cublasHandle_t h, int n, const float *x, int ix, float *r) { return asum("rocblas_sasum", h, n, x, ix, r); }
cublasStatus_t cublasDasum_v2(cublasHandle_t h, int n, const double *x, int ix, double *r) { return asum("rocblas_dasum", h, n, x, ix, r); }
cublasStatus_t cublasScasum_v2(cublasHandle_t h, int n, const C *x, int ix, float *r) { return asum("rocblas_scasum", h, n, x, ix, r); }
cublasStatus_t cublasDzasum_v2(cublasHandle_t h, int n, const Z *x, int ix, double *r) { return asum("rocblas_dzasum", h, n, x, ix, r); }

cublasStatus_t cublasIsamax_v2(cublasHandle_t h, int n, const float *x, int ix, int *r) { return iamax("rocblas_isamax", h, n, x, ix, r); }
cublasStatus_t cublasIdamax_v2(cublasHandle_t h, int n, const double *x, int ix, int *r) { return iamax("rocblas_idamax", h, n, x, ix, r); }
cublasStatus_t cublasIcamax_v2(cublasHandle_t h, int n, const C *x, int ix, int *r) { return iamax("rocblas_icamax", h, n, x, ix, r); }
cublasStatus_t cublasIzamax_v2(cublasHandle_t h, int n, const Z *x, int ix, int *r) { return iamax("rocblas_izamax", h, n, x, ix, r); }

} // extern "C"
