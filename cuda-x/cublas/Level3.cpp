// SPDX-License-Identifier: Apache-2.0
// BLAS level 3: gemm (plain, batched, strided batched), trsm (plain, batched), syrk in s/d/c/z.
// Column-major; argument checks as cuBLAS documents them; k == 0 still scales C by beta (no quick
// return).
#include "Fallback.h"
#include "RocBlas.h"

using namespace scale::blas;
using scale::blas::fallback::Batch;

namespace {

bool gemmArgsValid(cublasOperation_t TA, cublasOperation_t TB, int M, int N, int K, int Lda,
                   int Ldb, int Ldc) {
  return validOp(TA) && validOp(TB) && M >= 0 && N >= 0 && K >= 0 &&
         Lda >= atLeastOne(TA == CUBLAS_OP_N ? M : K) &&
         Ldb >= atLeastOne(TB == CUBLAS_OP_N ? K : N) && Ldc >= atLeastOne(M);
}

template <class T>
cublasStatus_t gemm(const char *Roc, cublasHandle_t H, cublasOperation_t TA, cublasOperation_t TB,
                    int M, int N, int K, const T *Alpha, const T *A, int Lda, const T *B, int Ldb,
                    const T *Beta, T *C, int Ldc) {
  SCALE_BLAS_CHECK_HANDLE(H);
  SCALE_BLAS_REQUIRE(gemmArgsValid(TA, TB, M, N, K, Lda, Ldb, Ldc));
  if (M == 0 || N == 0)
    return CUBLAS_STATUS_SUCCESS;
  SCALE_BLAS_REQUIRE(Alpha && Beta && C && (K == 0 || (A && B)));
  if (H->RocHandle)
    return roc::call(Roc, *H, TA, TB, M, N, K, Alpha, A, Lda, B, Ldb, Beta, C, Ldc);
  return fallback::gemm<T>(*H, TA, TB, M, N, K, scalar(*H, Alpha), Batch<const T>{A, nullptr, 0},
                           Lda, Batch<const T>{B, nullptr, 0}, Ldb, scalar(*H, Beta),
                           Batch<T>{C, nullptr, 0}, Ldc, 1);
}

template <class T>
cublasStatus_t gemmBatched(const char *Roc, cublasHandle_t H, cublasOperation_t TA,
                           cublasOperation_t TB, int M, int N, int K, const T *Alpha,
                           const T *const A[], int Lda, const T *const B[], int Ldb, const T *Beta,
                           T *const C[], int Ldc, int Count) {
  SCALE_BLAS_CHECK_HANDLE(H);
  SCALE_BLAS_REQUIRE(gemmArgsValid(TA, TB, M, N, K, Lda, Ldb, Ldc) && Count >= 0);
  if (M == 0 || N == 0 || Count == 0)
    return CUBLAS_STATUS_SUCCESS;
  SCALE_BLAS_REQUIRE(Alpha && Beta && A && B && C);
  if (H->RocHandle)
    return roc::call(Roc, *H, TA, TB, M, N, K, Alpha, A, Lda, B, Ldb, Beta, C, Ldc, Count);
  return fallback::gemm<T>(*H, TA, TB, M, N, K, scalar(*H, Alpha), Batch<const T>{nullptr, A, 0},
                           Lda, Batch<const T>{nullptr, B, 0}, Ldb, scalar(*H, Beta),
                           Batch<T>{nullptr, C, 0}, Ldc, Count);
}

template <class T>
cublasStatus_t gemmStrided(const char *Roc, cublasHandle_t H, cublasOperation_t TA,
                           cublasOperation_t TB, int M, int N, int K, const T *Alpha, const T *A,
                           int Lda, long long SA, const T *B, int Ldb, long long SB, const T *Beta,
                           T *C, int Ldc, long long SC, int Count) {
  SCALE_BLAS_CHECK_HANDLE(H);
  SCALE_BLAS_REQUIRE(gemmArgsValid(TA, TB, M, N, K, Lda, Ldb, Ldc) && Count >= 0);
  if (M == 0 || N == 0 || Count == 0)
    return CUBLAS_STATUS_SUCCESS;
  SCALE_BLAS_REQUIRE(Alpha && Beta && C && (K == 0 || (A && B)));
  if (H->RocHandle)
    return roc::call(Roc, *H, TA, TB, M, N, K, Alpha, A, Lda, SA, B, Ldb, SB, Beta, C, Ldc, SC,
                     Count);
  return fallback::gemm<T>(*H, TA, TB, M, N, K, scalar(*H, Alpha), Batch<const T>{A, nullptr, SA},
                           Lda, Batch<const T>{B, nullptr, SB}, Ldb, scalar(*H, Beta),
                           Batch<T>{C, nullptr, SC}, Ldc, Count);
}

bool trsmArgsValid(cublasSideMode_t Side, cublasFillMode_t Uplo, cublasOperation_t Trans,
                   cublasDiagType_t Diag, int M, int N, int Lda, int Ldb) {
  return validSide(Side) && validFill(Uplo) && validOp(Trans) && validDiag(Diag) && M >= 0 &&
         N >= 0 && Lda >= atLeastOne(Side == CUBLAS_SIDE_LEFT ? M : N) && Ldb >= atLeastOne(M);
}

template <class T>
cublasStatus_t trsm(const char *Roc, cublasHandle_t H, cublasSideMode_t Side,
                    cublasFillMode_t Uplo, cublasOperation_t Trans, cublasDiagType_t Diag, int M,
                    int N, const T *Alpha, const T *A, int Lda, T *B, int Ldb) {
  SCALE_BLAS_CHECK_HANDLE(H);
  SCALE_BLAS_REQUIRE(trsmArgsValid(Side, Uplo, Trans, Diag, M, N, Lda, Ldb));
  if (M == 0 || N == 0)
    return CUBLAS_STATUS_SUCCESS;
  SCALE_BLAS_REQUIRE(Alpha && A && B);
  if (H->RocHandle)
    return roc::call(Roc, *H, Side, Uplo, Trans, Diag, M, N, Alpha, A, Lda, B, Ldb);
  return fallback::trsm<T>(*H, Side, Uplo, Trans, Diag, M, N, scalar(*H, Alpha),
                           Batch<const T>{A, nullptr, 0}, Lda, Batch<T>{B, nullptr, 0}, Ldb, 1);
}

/// cublas?trsmBatched: A and B are device arrays of BatchCount device pointers.
template <class T>
cublasStatus_t trsmBatched(const char *Roc, cublasHandle_t H, cublasSideMode_t Side,
                           cublasFillMode_t Uplo, cublasOperation_t Trans, cublasDiagType_t Diag,
                           int M, int N, const T *Alpha, const T *const A[], int Lda,
                           T *const B[], int Ldb, int Count) {
  SCALE_BLAS_CHECK_HANDLE(H);
  SCALE_BLAS_REQUIRE(trsmArgsValid(Side, Uplo, Trans, Diag, M, N, Lda, Ldb) && Count >= 0);
  if (M == 0 || N == 0 || Count == 0)
    return CUBLAS_STATUS_SUCCESS;
  SCALE_BLAS_REQUIRE(Alpha && A && B);
  if (H->RocHandle)
    return roc::call(Roc, *H, Side, Uplo, Trans, Diag, M, N, Alpha, A, Lda, B, Ldb, Count);
  return fallback::trsm<T>(*H, Side, Uplo, Trans, Diag, M, N, scalar(*H, Alpha),
                           Batch<const T>{nullptr, A, 0}, Lda, Batch<T>{nullptr, B, 0}, Ldb,
                           Count);
}

template <class T> constexpr bool isComplex() { return sizeof(T) == 2 * sizeof(decltype(T::x)); }
template <> constexpr bool isComplex<float>() { return false; }
template <> constexpr bool isComplex<double>() { return false; }

template <class T>
cublasStatus_t syrk(const char *Roc, cublasHandle_t H, cublasFillMode_t Uplo,
                    cublasOperation_t Trans, int N, int K, const T *Alpha, const T *A, int Lda,
                    const T *Beta, T *C, int Ldc) {
  SCALE_BLAS_CHECK_HANDLE(H);
  // Complex syrk is a transpose, not a conjugate: CUBLAS_OP_C is only valid for real types.
  bool OpOk = Trans == CUBLAS_OP_N || Trans == CUBLAS_OP_T || (!isComplex<T>() && Trans == CUBLAS_OP_C);
  SCALE_BLAS_REQUIRE(validFill(Uplo) && OpOk && N >= 0 && K >= 0 &&
                     Lda >= atLeastOne(Trans == CUBLAS_OP_N ? N : K) && Ldc >= atLeastOne(N));
  if (N == 0)
    return CUBLAS_STATUS_SUCCESS;
  SCALE_BLAS_REQUIRE(Alpha && Beta && C && (K == 0 || A));
  if (H->RocHandle)
    return roc::call(Roc, *H, Uplo, Trans, N, K, Alpha, A, Lda, Beta, C, Ldc);
  return fallback::syrk<T>(*H, Uplo, Trans, N, K, scalar(*H, Alpha), A, Lda, scalar(*H, Beta), C,
                           Ldc);
}

using C = cuComplex;
using Z = cuDoubleComplex;
using Op = cublasOperation_t;
using Fill = cublasFillMode_t;
using Side = cublasSideMode_t;
using Diag = cublasDiagType_t;
using LL = long long int;

} // namespace

extern "C" {

cublasStatus_t cublasSgemm_v2(cublasHandle_t h, Op ta, Op tb, int m, int n, int k, const float *al, const float *A, int lda, const float *B, int ldb, const float *be, float *Cm, int ldc) { return gemm("rocblas_sgemm", h, ta, tb, m, n, k, al, A, lda, B, ldb, be, Cm, ldc); }
cublasStatus_t cublasDgemm_v2(cublasHandle_t h, Op ta, Op tb, int m, int n, int k, const double *al, const double *A, int lda, const double *B, int ldb, const double *be, double *Cm, int ldc) { return gemm("rocblas_dgemm", h, ta, tb, m, n, k, al, A, lda, B, ldb, be, Cm, ldc); }
cublasStatus_t cublasCgemm_v2(cublasHandle_t h, Op ta, Op tb, int m, int n, int k, const C *al, const C *A, int lda, const C *B, int ldb, const C *be, C *Cm, int ldc) { return gemm("rocblas_cgemm", h, ta, tb, m, n, k, al, A, lda, B, ldb, be, Cm, ldc); }
cublasStatus_t cublasZgemm_v2(cublasHandle_t h, Op ta, Op tb, int m, int n, int k, const Z *al, const Z *A, int lda, const Z *B, int ldb, const Z *be, Z *Cm, int ldc) { return gemm("rocblas_zgemm", h, ta, tb, m, n, k, al, A, lda, B, ldb, be, Cm, ldc); }

cublasStatus_t cublasSgemmBatched(cublasHandle_t h, Op ta, Op tb, int m, int n, int k, const float *al, const float *const A[], int lda, const float *const B[], int ldb, const float *be, float *const Cm[], int ldc, int bc) { return gemmBatched("rocblas_sgemm_batched", h, ta, tb, m, n, k, al, A, lda, B, ldb, be, Cm, ldc, bc); }
cublasStatus_t cublasDgemmBatched(cublasHandle_t h, Op ta, Op tb, int m, int n, int k, const double *al, const double *const A[], int lda, const double *const B[], int ldb, const double *be, double *const Cm[], int ldc, int bc) { return gemmBatched("rocblas_dgemm_batched", h, ta, tb, m, n, k, al, A, lda, B, ldb, be, Cm, ldc, bc); }
cublasStatus_t cublasCgemmBatched(cublasHandle_t h, Op ta, Op tb, int m, int n, int k, const C *al, const C *const A[], int lda, const C *const B[], int ldb, const C *be, C *const Cm[], int ldc, int bc) { return gemmBatched("rocblas_cgemm_batched", h, ta, tb, m, n, k, al, A, lda, B, ldb, be, Cm, ldc, bc); }
cublasStatus_t cublasZgemmBatched(cublasHandle_t h, Op ta, Op tb, int m, int n, int k, const Z *al, const Z *const A[], int lda, const Z *const B[], int ldb, const Z *be, Z *const Cm[], int ldc, int bc) { return gemmBatched("rocblas_zgemm_batched", h, ta, tb, m, n, k, al, A, lda, B, ldb, be, Cm, ldc, bc); }

cublasStatus_t cublasSgemmStridedBatched(cublasHandle_t h, Op ta, Op tb, int m, int n, int k, const float *al, const float *A, int lda, LL sa, const float *B, int ldb, LL sb, const float *be, float *Cm, int ldc, LL sc, int bc) { return gemmStrided("rocblas_sgemm_strided_batched", h, ta, tb, m, n, k, al, A, lda, sa, B, ldb, sb, be, Cm, ldc, sc, bc); }
cublasStatus_t cublasDgemmStridedBatched(cublasHandle_t h, Op ta, Op tb, int m, int n, int k, const double *al, const double *A, int lda, LL sa, const double *B, int ldb, LL sb, const double *be, double *Cm, int ldc, LL sc, int bc) { return gemmStrided("rocblas_dgemm_strided_batched", h, ta, tb, m, n, k, al, A, lda, sa, B, ldb, sb, be, Cm, ldc, sc, bc); }
cublasStatus_t cublasCgemmStridedBatched(cublasHandle_t h, Op ta, Op tb, int m, int n, int k, const C *al, const C *A, int lda, LL sa, const C *B, int ldb, LL sb, const C *be, C *Cm, int ldc, LL sc, int bc) { return gemmStrided("rocblas_cgemm_strided_batched", h, ta, tb, m, n, k, al, A, lda, sa, B, ldb, sb, be, Cm, ldc, sc, bc); }
cublasStatus_t cublasZgemmStridedBatched(cublasHandle_t h, Op ta, Op tb, int m, int n, int k, const Z *al, const Z *A, int lda, LL sa, const Z *B, int ldb, LL sb, const Z *be, Z *Cm, int ldc, LL sc, int bc) { return gemmStrided("rocblas_zgemm_strided_batched", h, ta, tb, m, n, k, al, A, lda, sa, B, ldb, sb, be, Cm, ldc, sc, bc); }

cublasStatus_t cublasStrsm_v2(cublasHandle_t h, Side s, Fill u, Op t, Diag d, int m, int n, const float *al, const float *A, int lda, float *B, int ldb) { return trsm("rocblas_strsm", h, s, u, t, d, m, n, al, A, lda, B, ldb); }
cublasStatus_t cublasDtrsm_v2(cublasHandle_t h, Side s, Fill u, Op t, Diag d, int m, int n, const double *al, const double *A, int lda, double *B, int ldb) { return trsm("rocblas_dtrsm", h, s, u, t, d, m, n, al, A, lda, B, ldb); }
cublasStatus_t cublasCtrsm_v2(cublasHandle_t h, Side s, Fill u, Op t, Diag d, int m, int n, const C *al, const C *A, int lda, C *B, int ldb) { return trsm("rocblas_ctrsm", h, s, u, t, d, m, n, al, A, lda, B, ldb); }
cublasStatus_t cublasZtrsm_v2(cublasHandle_t h, Side s, Fill u, Op t, Diag d, int m, int n, const Z *al, const Z *A, int lda, Z *B, int ldb) { return trsm("rocblas_ztrsm", h, s, u, t, d, m, n, al, A, lda, B, ldb); }

cublasStatus_t cublasStrsmBatched(cublasHandle_t h, Side s, Fill u, Op t, Diag d, int m, int n, const float *al, const float *const A[], int lda, float *const B[], int ldb, int bc) { return trsmBatched("rocblas_strsm_batched", h, s, u, t, d, m, n, al, A, lda, B, ldb, bc); }
cublasStatus_t cublasDtrsmBatched(cublasHandle_t h, Side s, Fill u, Op t, Diag d, int m, int n, const double *al, const double *const A[], int lda, double *const B[], int ldb, int bc) { return trsmBatched("rocblas_dtrsm_batched", h, s, u, t, d, m, n, al, A, lda, B, ldb, bc); }
cublasStatus_t cublasCtrsmBatched(cublasHandle_t h, Side s, Fill u, Op t, Diag d, int m, int n, const C *al, const C *const A[], int lda, C *const B[], int ldb, int bc) { return trsmBatched("rocblas_ctrsm_batched", h, s, u, t, d, m, n, al, A, lda, B, ldb, bc); }
cublasStatus_t cublasZtrsmBatched(cublasHandle_t h, Side s, Fill u, Op t, Diag d, int m, int n, const Z *al, const Z *const A[], int lda, Z *const B[], int ldb, int bc) { return trsmBatched("rocblas_ztrsm_batched", h, s, u, t, d, m, n, al, A, lda, B, ldb, bc); }

cublasStatus_t cublasSsyrk_v2(cublasHandle_t h, Fill u, Op t, int n, int k, const float *al, const float *A, int lda, const float *be, float *Cm, int ldc) { return syrk("rocblas_ssyrk", h, u, t, n, k, al, A, lda, be, Cm, ldc); }
cublasStatus_t cublasDsyrk_v2(cublasHandle_t h, Fill u, Op t, int n, int k, const double *al, const double *A, int lda, const double *be, double *Cm, int ldc) { return syrk("rocblas_dsyrk", h, u, t, n, k, al, A, lda, be, Cm, ldc); }
cublasStatus_t cublasCsyrk_v2(cublasHandle_t h, Fill u, Op t, int n, int k, const C *al, const C *A, int lda, const C *be, C *Cm, int ldc) { return syrk("rocblas_csyrk", h, u, t, n, k, al, A, lda, be, Cm, ldc); }
cublasStatus_t cublasZsyrk_v2(cublasHandle_t h, Fill u, Op t, int n, int k, const Z *al, const Z *A, int lda, const Z *be, Z *Cm, int ldc) { return syrk("rocblas_zsyrk", h, u, t, n, k, al, A, lda, be, Cm, ldc); }

} // extern "C"
