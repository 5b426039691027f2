// SPDX-License-Identifier: Apache-2.0
// BLAS-like extensions: geam (C = alpha op(A) + beta op(B)) and GemmEx / GemmBatchedEx /
// GemmStridedBatchedEx (mixed precision, see docs/cublas.md for the combinations).
#include "Fallback.h"
#include "RocBlas.h"

using namespace scale::blas;

namespace {

template <class T>
cublasStatus_t geam(const char *Roc, cublasHandle_t H, cublasOperation_t TA, cublasOperation_t TB,
                    int M, int N, const T *Alpha, const T *A, int Lda, const T *Beta, const T *B,
                    int Ldb, T *C, int Ldc) {
  SCALE_BLAS_CHECK_HANDLE(H);
  SCALE_BLAS_REQUIRE(validOp(TA) && validOp(TB) && M >= 0 && N >= 0 &&
                     Lda >= atLeastOne(TA == CUBLAS_OP_N ? M : N) &&
                     Ldb >= atLeastOne(TB == CUBLAS_OP_N ? M : N) && Ldc >= atLeastOne(M));
  // In place is allowed only without a transpose and with the same leading dimension.
  SCALE_BLAS_REQUIRE(C != A || (TA == CUBLAS_OP_N && Lda == Ldc));
  SCALE_BLAS_REQUIRE(C != B || (TB == CUBLAS_OP_N && Ldb == Ldc));
  if (M == 0 || N == 0)
    return CUBLAS_STATUS_SUCCESS;
  SCALE_BLAS_REQUIRE(Alpha && Beta && A && B && C);
  if (H->RocHandle)
    return roc::call(Roc, *H, TA, TB, M, N, Alpha, A, Lda, Beta, B, Ldb, C, Ldc);
  return fallback::geam<T>(*H, TA, TB, M, N, scalar(*H, Alpha), A, Lda, scalar(*H, Beta), B, Ldb,
                           C, Ldc);
}

template <class T>
cublasStatus_t dgmm(const char *Roc, cublasHandle_t H, cublasSideMode_t Side, int M, int N,
                    const T *A, int Lda, const T *X, int IncX, T *C, int Ldc) {
  SCALE_BLAS_CHECK_HANDLE(H);
  SCALE_BLAS_REQUIRE((Side == CUBLAS_SIDE_LEFT || Side == CUBLAS_SIDE_RIGHT) && M >= 0 && N >= 0 &&
                     Lda >= atLeastOne(M) && Ldc >= atLeastOne(M));
  // In place (C == A) needs the same leading dimension.
  SCALE_BLAS_REQUIRE(C != A || Lda == Ldc);
  if (M == 0 || N == 0)
    return CUBLAS_STATUS_SUCCESS;
  SCALE_BLAS_REQUIRE(A && X && C);
  if (H->RocHandle)
    return roc::call(Roc, *H, Side, M, N, A, Lda, X, IncX, C, Ldc);
  return fallback::dgmm<T>(*H, Side, M, N, A, Lda, X, IncX, C, Ldc);
}

bool validAlgo(cublasGemmAlgo_t Algo) {
  return (Algo >= CUBLAS_GEMM_DEFAULT && Algo <= CUBLAS_GEMM_ALGO23) ||
         (Algo >= CUBLAS_GEMM_DEFAULT_TENSOR_OP && Algo <= CUBLAS_GEMM_ALGO15_TENSOR_OP);
}

enum class BatchLayout { Single, Batched, Strided };

/// GemmEx, GemmBatchedEx and GemmStridedBatchedEx: one validation, one forwarding per rocBLAS
/// routine, one fallback. For Batched, the Array members of A/B/C hold the pointer arrays.
cublasStatus_t gemmEx(cublasHandle_t H, cublasOperation_t TA, cublasOperation_t TB, int M, int N,
                      int K, const void *Alpha, fallback::Batch<const void> A, cudaDataType AT,
                      int Lda, fallback::Batch<const void> B, cudaDataType BT, int Ldb,
                      const void *Beta, fallback::Batch<void> C, cudaDataType CT, int Ldc,
                      int Count, cublasComputeType_t Compute, cublasGemmAlgo_t Algo, BatchLayout L) {
  SCALE_BLAS_CHECK_HANDLE(H);
  SCALE_BLAS_REQUIRE(validOp(TA) && validOp(TB) && M >= 0 && N >= 0 && K >= 0 && Count >= 0 &&
                     Lda >= atLeastOne(TA == CUBLAS_OP_N ? M : K) &&
                     Ldb >= atLeastOne(TB == CUBLAS_OP_N ? K : N) && Ldc >= atLeastOne(M) &&
                     validAlgo(Algo));
  if (M == 0 || N == 0 || Count == 0)
    return CUBLAS_STATUS_SUCCESS;
  const bool Arrays = L == BatchLayout::Batched;
  SCALE_BLAS_REQUIRE(Alpha && Beta && (Arrays ? C.Array != nullptr : C.Base != nullptr));
  SCALE_BLAS_REQUIRE(K == 0 || (Arrays ? A.Array && B.Array : A.Base && B.Base));
  if (H->RocHandle) {
    // rocblas_gemm*_ex writes D; D = C gives cuBLAS's in-place semantics. Algorithm: standard (0),
    // solution index 0, flags 0.
    if (L == BatchLayout::Strided)
      return roc::call("rocblas_gemm_strided_batched_ex", *H, TA, TB, M, N, K, Alpha, A.Base, AT,
                       Lda, A.Stride, B.Base, BT, Ldb, B.Stride, Beta, C.Base, CT, Ldc, C.Stride,
                       C.Base, CT, Ldc, C.Stride, Count, Compute, 0, 0, 0u);
    if (L == BatchLayout::Batched)
      return roc::call("rocblas_gemm_batched_ex", *H, TA, TB, M, N, K, Alpha,
                       static_cast<const void *>(A.Array), AT, Lda,
                       static_cast<const void *>(B.Array), BT, Ldb, Beta,
                       static_cast<const void *>(C.Array), CT, Ldc,
                       static_cast<void *>(const_cast<void **>(C.Array)), CT, Ldc, Count, Compute,
                       0, 0, 0u);
    return roc::call("rocblas_gemm_ex", *H, TA, TB, M, N, K, Alpha, A.Base, AT, Lda, B.Base, BT,
                     Ldb, Beta, C.Base, CT, Ldc, C.Base, CT, Ldc, Compute, 0, 0, 0u);
  }
  return fallback::gemmEx(*H, TA, TB, M, N, K, Alpha, A, AT, Lda, B, BT, Ldb, Beta, C, CT, Ldc,
                          Count, Compute);
}

template <class T> fallback::Batch<T> single(T *P) { return {P, nullptr, 0}; }
template <class T> fallback::Batch<T> strided(T *P, long long S) { return {P, nullptr, S}; }
template <class T> fallback::Batch<T> arrays(T *const *P) { return {nullptr, P, 0}; }

using C = cuComplex;
using Z = cuDoubleComplex;
using Op = cublasOperation_t;
using LL = long long int;

} // namespace

extern "C" {

cublasStatus_t cublasSgeam(cublasHandle_t h, Op ta, Op tb, int m, int n, const float *al, const float *A, int lda, const float *be, const float *B, int ldb, float *Cm, int ldc) { return geam("rocblas_sgeam", h, ta, tb, m, n, al, A, lda, be, B, ldb, Cm, ldc); }
cublasStatus_t cublasDgeam(cublasHandle_t h, Op ta, Op tb, int m, int n, const double *al, const double *A, int lda, const double *be, const double *B, int ldb, double *Cm, int ldc) { return geam("rocblas_dgeam", h, ta, tb, m, n, al, A, lda, be, B, ldb, Cm, ldc); }
cublasStatus_t cublasCgeam(cublasHandle_t h, Op ta, Op tb, int m, int n, const C *al, const C *A, int lda, const C *be, const C *B, int ldb, C *Cm, int ldc) { return geam("rocblas_cgeam", h, ta, tb, m, n, al, A, lda, be, B, ldb, Cm, ldc); }
cublasStatus_t cublasZgeam(cublasHandle_t h, Op ta, Op tb, int m, int n, const Z *al, const Z *A, int lda, const Z *be, const Z *B, int ldb, Z *Cm, int ldc) { return geam("rocblas_zgeam", h, ta, tb, m, n, al, A, lda, be, B, ldb, Cm, ldc); }
cublasStatus_t cublasSdgmm(cublasHandle_t h, cublasSideMode_t s, int m, int n, const float *A, int lda, const float *x, int incx, float *Cm, int ldc) { return dgmm("rocblas_sdgmm", h, s, m, n, A, lda, x, incx, Cm, ldc); }
cublasStatus_t cublasDdgmm(cublasHandle_t h, cublasSideMode_t s, int m, int n, const double *A, int lda, const double *x, int incx, double *Cm, int ldc) { return dgmm("rocblas_ddgmm", h, s, m, n, A, lda, x, incx, Cm, ldc); }
cublasStatus_t cublasCdgmm(cublasHandle_t h, cublasSideMode_t s, int m, int n, const C *A, int lda, const C *x, int incx, C *Cm, int ldc) { return dgmm("rocblas_cdgmm", h, s, m, n, A, lda, x, incx, Cm, ldc); }
cublasStatus_t cublasZdgmm(cublasHandle_t h, cublasSideMode_t s, int m, int n, const Z *A, int lda, const Z *x, int incx, Z *Cm, int ldc) { return dgmm("rocblas_zdgmm", h, s, m, n, A, lda, x, incx, Cm, ldc); }

cublasStatus_t cublasGemmEx(cublasHandle_t h, Op ta, Op tb, int m, int n, int k, const void *al, const void *A, cudaDataType at, int lda, const void *B, cudaDataType bt, int ldb, const void *be, void *Cm, cudaDataType ct, int ldc, cublasComputeType_t comp, cublasGemmAlgo_t algo) {
  return gemmEx(h, ta, tb, m, n, k, al, single(A), at, lda, single(B), bt, ldb, be, single(Cm), ct, ldc, 1, comp, algo, BatchLayout::Single);
}
cublasStatus_t cublasGemmBatchedEx(cublasHandle_t h, Op ta, Op tb, int m, int n, int k, const void *al, const void *const A[], cudaDataType at, int lda, const void *const B[], cudaDataType bt, int ldb, const void *be, void *const Cm[], cudaDataType ct, int ldc, int bc, cublasComputeType_t comp, cublasGemmAlgo_t algo) {
  return gemmEx(h, ta, tb, m, n, k, al, arrays(A), at, lda, arrays(B), bt, ldb, be, arrays(Cm), ct, ldc, bc, comp, algo, BatchLayout::Batched);
}
cublasStatus_t cublasGemmStridedBatchedEx(cublasHandle_t h, Op ta, Op tb, int m, int n, int k, const void *al, const void *A, cudaDataType at, int lda, LL sa, const void *B, cudaDataType bt, int ldb, LL sb, const void *be, void *Cm, cudaDataType ct, int ldc, LL sc, int bc, cublasComputeType_t comp, cublasGemmAlgo_t algo) {
  return gemmEx(h, ta, tb, m, n, k, al, strided(A, sa), at, lda, strided(B, sb), bt, ldb, be, strided(Cm, sc), ct, ldc, bc, comp, algo, BatchLayout::Strided);
}

} // extern "C"
