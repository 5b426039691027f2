// SPDX-License-Identifier: Apache-2.0
// Fallback gemm: C = alpha op(A) op(B) + beta C, column-major, batched through blockIdx.z, as a
// 16x16 shared-memory tiled kernel. One template serves s/d/c/z gemm and the GemmEx type
// combinations: TIn is the storage type of A and B, TOut of C, TAcc the type we accumulate in,
// TScal the type of alpha and beta (the compute type: half for CUBLAS_COMPUTE_16F, which we
// accumulate in float, as "at least 16-bit precision" allows). beta == 0 never reads C (C may
// hold NaN or be uninitialised, as cuBLAS allows).
#include "DeviceMath.h"
#include "Launch.h"

#include <cuda_bf16.h>
#include <cuda_fp16.h>

namespace scale::blas::fallback {
using namespace dev;
namespace {

constexpr int Tile = 16;

template <class TAcc, class T> __device__ inline TAcc widen(T V) { return V; }
template <> __device__ inline float widen<float, __half>(__half V) { return __half2float(V); }
template <> __device__ inline float widen<float, __nv_bfloat16>(__nv_bfloat16 V) {
  return __bfloat162float(V);
}
template <class T, class TAcc> __device__ inline T narrow(TAcc V) { return V; }
template <> __device__ inline __half narrow<__half, float>(float V) { return __float2half(V); }
template <> __device__ inline __nv_bfloat16 narrow<__nv_bfloat16, float>(float V) {
  return __float2bfloat16(V);
}

/// op(M)(I, L) for a column-major M with leading dimension Ld.
template <class TAcc, class TIn>
__device__ inline TAcc opAt(const TIn *M, int Ld, cublasOperation_t Op, int I, int L) {
  if (Op == CUBLAS_OP_N)
    return widen<TAcc>(M[I + (long long)L * Ld]);
  return opElem(widen<TAcc>(M[L + (long long)I * Ld]), Op);
}

template <class TIn, class TOut, class TAcc, class TScal>
__global__ void gemmKernel(cublasOperation_t TA, cublasOperation_t TB, int M, int N, int K,
                           Scalar<TScal> Alpha, Batch<const TIn> A, int Lda, Batch<const TIn> B,
                           int Ldb, Scalar<TScal> Beta, Batch<TOut> C, int Ldc, int Count) {
  __shared__ TAcc As[Tile][Tile + 1];
  __shared__ TAcc Bs[Tile][Tile + 1];
  const int Tx = threadIdx.x, Ty = threadIdx.y;
  const int Row = blockIdx.x * Tile + Tx, Col = blockIdx.y * Tile + Ty;
  const TAcc Al = widen<TAcc>(load(Alpha)), Be = widen<TAcc>(load(Beta));
  for (int Bt = blockIdx.z; Bt < Count; Bt += gridDim.z) {
    const TIn *Ap = pick(A, Bt);
    const TIn *Bp = pick(B, Bt);
    TAcc Acc = zero<TAcc>();
    for (int K0 = 0; K0 < K; K0 += Tile) {
      As[Tx][Ty] = (Row < M && K0 + Ty < K) ? opAt<TAcc>(Ap, Lda, TA, Row, K0 + Ty) : zero<TAcc>();
      Bs[Tx][Ty] = (K0 + Tx < K && Col < N) ? opAt<TAcc>(Bp, Ldb, TB, K0 + Tx, Col) : zero<TAcc>();
      __syncthreads();
      for (int L = 0; L < Tile; ++L)
        Acc = add(Acc, mul(As[Tx][L], Bs[L][Ty]));
      __syncthreads();
    }
    if (Row < M && Col < N) {
      TOut *Cij = pick(C, Bt) + Row + (long long)Col * Ldc;
      TAcc R = mul(Al, Acc);
      if (!isZero(Be))
        R = add(R, mul(Be, widen<TAcc>(*Cij)));
      *Cij = narrow<TOut>(R);
    }
  }
}

template <class TIn, class TOut, class TAcc, class TScal = TAcc>
cublasStatus_t launchGemm(cublasContext &H, cublasOperation_t TA, cublasOperation_t TB, int M,
                          int N, int K, Scalar<TScal> Alpha, Batch<const TIn> A, int Lda,
                          Batch<const TIn> B, int Ldb, Scalar<TScal> Beta, Batch<TOut> C, int Ldc,
                          int Count) {
  dim3 Grid((M + Tile - 1) / Tile, (N + Tile - 1) / Tile, Count < 65535 ? Count : 65535);
  if (Grid.y > 65535)
    return CUBLAS_STATUS_NOT_SUPPORTED;
  gemmKernel<TIn, TOut, TAcc, TScal><<<Grid, dim3(Tile, Tile), 0, H.Stream>>>(
      TA, TB, M, N, K, Alpha, A, Lda, B, Ldb, Beta, C, Ldc, Count);
  return launched();
}

/// The untyped GemmEx batch as element type T.
template <class T, class V> Batch<T> typed(Batch<V> M) {
  return Batch<T>{static_cast<T *>(M.Base), reinterpret_cast<T *const *>(M.Array), M.Stride};
}

template <class TIn, class TOut, class TAcc, class TScal = TAcc>
cublasStatus_t gemmExAs(cublasContext &H, cublasOperation_t TA, cublasOperation_t TB, int M,
                        int N, int K, const void *Alpha, Batch<const void> A, int Lda,
                        Batch<const void> B, int Ldb, const void *Beta, Batch<void> C, int Ldc,
                        int Count) {
  return launchGemm<TIn, TOut, TAcc, TScal>(
      H, TA, TB, M, N, K, scalar(H, static_cast<const TScal *>(Alpha)), typed<const TIn>(A), Lda,
      typed<const TIn>(B), Ldb, scalar(H, static_cast<const TScal *>(Beta)), typed<TOut>(C), Ldc,
      Count);
}

} // namespace

template <class T>
cublasStatus_t gemm(cublasContext &H, cublasOperation_t TA, cublasOperation_t TB, int M, int N,
                    int K, Scalar<T> Alpha, Batch<const T> A, int Lda, Batch<const T> B, int Ldb,
                    Scalar<T> Beta, Batch<T> C, int Ldc, int Count) {
  return launchGemm<T, T, T>(H, TA, TB, M, N, K, Alpha, A, Lda, B, Ldb, Beta, C, Ldc, Count);
}

#define SCALE_BLAS_GEMM(T)                                                                         \
  template cublasStatus_t gemm<T>(cublasContext &, cublasOperation_t, cublasOperation_t, int, int, \
                                  int, Scalar<T>, Batch<const T>, int, Batch<const T>, int,        \
                                  Scalar<T>, Batch<T>, int, int);
SCALE_BLAS_GEMM(float)
SCALE_BLAS_GEMM(double)
SCALE_BLAS_GEMM(cuComplex)
SCALE_BLAS_GEMM(cuDoubleComplex)

cublasStatus_t gemmEx(cublasContext &H, cublasOperation_t TA, cublasOperation_t TB, int M, int N,
                      int K, const void *Alpha, Batch<const void> A, cudaDataType AT, int Lda,
                      Batch<const void> B, cudaDataType BT, int Ldb, const void *Beta,
                      Batch<void> C, cudaDataType CT, int Ldc, int Count,
                      cublasComputeType_t Compute) {
  if (AT != BT)
    return CUBLAS_STATUS_NOT_SUPPORTED;
  bool F16 = Compute == CUBLAS_COMPUTE_16F || Compute == CUBLAS_COMPUTE_16F_PEDANTIC;
  bool F32 = Compute == CUBLAS_COMPUTE_32F || Compute == CUBLAS_COMPUTE_32F_PEDANTIC ||
             Compute == CUBLAS_COMPUTE_32F_FAST_16F || Compute == CUBLAS_COMPUTE_32F_FAST_16BF ||
             Compute == CUBLAS_COMPUTE_32F_FAST_TF32;
  bool F64 = Compute == CUBLAS_COMPUTE_64F || Compute == CUBLAS_COMPUTE_64F_PEDANTIC;
#define SCALE_BLAS_EX(...)                                                                         \
  return gemmExAs<__VA_ARGS__>(H, TA, TB, M, N, K, Alpha, A, Lda, B, Ldb, Beta, C, Ldc, Count)
  if (F16 && AT == CUDA_R_16F && CT == CUDA_R_16F) SCALE_BLAS_EX(__half, __half, float, __half);
  if (F32 && AT == CUDA_R_16F && CT == CUDA_R_16F) SCALE_BLAS_EX(__half, __half, float);
  if (F32 && AT == CUDA_R_16F && CT == CUDA_R_32F) SCALE_BLAS_EX(__half, float, float);
  if (F32 && AT == CUDA_R_16BF && CT == CUDA_R_16BF) SCALE_BLAS_EX(__nv_bfloat16, __nv_bfloat16, float);
  if (F32 && AT == CUDA_R_16BF && CT == CUDA_R_32F) SCALE_BLAS_EX(__nv_bfloat16, float, float);
  if (F32 && AT == CUDA_R_32F && CT == CUDA_R_32F) SCALE_BLAS_EX(float, float, float);
  if (F32 && AT == CUDA_C_32F && CT == CUDA_C_32F) SCALE_BLAS_EX(cuComplex, cuComplex, cuComplex);
  if (F64 && AT == CUDA_R_64F && CT == CUDA_R_64F) SCALE_BLAS_EX(double, double, double);
  if (F64 && AT == CUDA_C_64F && CT == CUDA_C_64F)
    SCALE_BLAS_EX(cuDoubleComplex, cuDoubleComplex, cuDoubleComplex);
#undef SCALE_BLAS_EX
  return CUBLAS_STATUS_NOT_SUPPORTED;
}

} // namespace scale::blas::fallback
