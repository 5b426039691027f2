// SPDX-License-Identifier: Apache-2.0
// BLAS-like extensions: geam (C = alpha op(A) + beta op(B)) and GemmEx / GemmStridedBatchedEx
// (mixed precision: fp16/bf16 inputs with fp32 compute, see docs/cublas.md for the combinations).
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

bool validAlgo(cublasGemmAlgo_t Algo) {
  return (Algo >= CUBLAS_GEMM_DEFAULT && Algo <= CUBLAS_GEMM_ALGO23) ||
         (Algo >= CUBLAS_GEMM_DEFAULT_TENSOR_OP && Algo <= CUBLAS_GEMM_ALGO15_TENSOR_OP);
}

cublasStatus_t gemmEx(cublasHandle_t H, cublasOperation_t TA, cublasOperation_t TB, int M, int N,
                      int K, const void *Alpha, const void *A, cudaDataType AT, int Lda,
                      long long SA, const void *B, cudaDataType BT, int Ldb, long long SB,
                      const void *Beta, void *C, cudaDataType CT, int Ldc, long long SC, int Count,
                      cublasComputeType_t Compute, cublasGemmAlgo_t Algo, bool Strided) {
  SCALE_BLAS_CHECK_HANDLE(H);
  SCALE_BLAS_REQUIRE(validOp(TA) && validOp(TB) && M >= 0 && N >= 0 && K >= 0 && Count >= 0 &&
                     Lda >= atLeastOne(TA == CUBLAS_OP_N ? M : K) &&
                     Ldb >= atLeastOne(TB == CUBLAS_OP_N ? K : N) && Ldc >= atLeastOne(M) &&
                     validAlgo(Algo));
  if (M == 0 || N == 0 || Count == 0)
    return CUBLAS_STATUS_SUCCESS;
  SCALE_BLAS_REQUIRE(Alpha && Beta && C && (K == 0 || (A && B)));
  if (H->RocHandle) {
    // rocblas_gemm_ex writes D; D = C gives cuBLAS's in-place semantics. Algorithm: standard (0),
    // solution index 0, flags 0.
    if (Strided)
      return roc::call("rocblas_gemm_strided_batched_ex", *H, TA, TB, M, N, K, Alpha, A, AT, Lda,
                       SA, B, BT, Ldb, SB, Beta, C, CT, Ldc, SC, C, CT, Ldc, SC, Count, Compute, 0,
                       0, 0u);
    return roc::call("rocblas_gemm_ex", *H, TA, TB, M, N, K, Alpha, A, AT, Lda, B, BT, Ldb, Beta,
                     C, CT, Ldc, C, CT, Ldc, Compute, 0, 0, 0u);
  }
  return fallback::gemmEx(*H, TA, TB, M, N, K, Alpha, A, AT, Lda, SA, B, BT, Ldb, SB, Beta, C, CT,
                          Ldc, SC, Count, Compute);
}

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

cublasStatus_t cublasGemmEx(cublasHandle_t h, Op ta, Op tb, int m, int n, int k, const void *al, const void *A, cudaDataType at, int lda, const void *B, cudaDataType bt, int ldb, const void *be, void *Cm, cudaDataType ct, int ldc, cublasComputeType_t comp, cublasGemmAlgo_t algo) {
  return gemmEx(h, ta, tb, m, n, k, al, A, at, lda, 0, B, bt, ldb, 0, be, Cm, ct, ldc, 0, 1, comp, algo, false);
}
cublasStatus_t cublasGemmStridedBatchedEx(cublasHandle_t h, Op ta, Op tb, int m, int n, int k, const void *al, const void *A, cudaDataType at, int lda, LL sa, const void *B, cudaDataType bt, int ldb, LL sb, const void *be, void *Cm, cudaDataType ct, int ldc, LL sc, int bc, cublasComputeType_t comp, cublasGemmAlgo_t algo) {
  return gemmEx(h, ta, tb, m, n, k, al, A, at, lda, sa, B, bt, ldb, sb, be, Cm, ct, ldc, sc, bc, comp, algo, true);
}

} // extern "C"
