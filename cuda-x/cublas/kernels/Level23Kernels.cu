// SPDX-License-Identifier: Apache-2.0
// Fallback gemv, trsm, syrk and geam: one thread per output element (gemv, syrk, geam) or per
// independent right-hand side (trsm: a column of B for side left, a row for side right).
// A zero beta never reads the output; a zero scalar never reads its operand.
#include "DeviceMath.h"
#include "Launch.h"

namespace scale::blas::fallback {
using namespace dev;
namespace {

template <class T>
__device__ inline T opAt(const T *M, int Ld, cublasOperation_t Op, long long I, long long J) {
  return Op == CUBLAS_OP_N ? M[I + J * Ld] : opElem(M[J + I * Ld], Op);
}

template <class T>
__global__ void gemvKernel(cublasOperation_t Trans, int M, int N, Scalar<T> Alpha, const T *A,
                           int Lda, const T *X, int IncX, Scalar<T> Beta, T *Y, int IncY) {
  // op(A) is Rows x Cols.
  const int Rows = Trans == CUBLAS_OP_N ? M : N, Cols = Trans == CUBLAS_OP_N ? N : M;
  long long I = blockIdx.x * (long long)blockDim.x + threadIdx.x;
  if (I >= Rows)
    return;
  T Acc = zero<T>();
  for (int J = 0; J < Cols; ++J)
    Acc = add(Acc, mul(opAt(A, Lda, Trans, I, J), X[vidx(J, Cols, IncX)]));
  T &Yi = Y[vidx(I, Rows, IncY)];
  T Be = load(Beta);
  T R = mul(load(Alpha), Acc);
  Yi = isZero(Be) ? R : add(R, mul(Be, Yi));
}

/// Is op(A) upper triangular?
__device__ inline bool effectiveUpper(cublasFillMode_t Uplo, cublasOperation_t Trans) {
  return (Uplo == CUBLAS_FILL_MODE_UPPER) == (Trans == CUBLAS_OP_N);
}

/// Solves system Tid of one trsm: a column of B (side left) or a row (side right).
template <class T>
__device__ void trsmSystem(cublasSideMode_t Side, bool Upper, bool Unit, cublasOperation_t Trans,
                           int M, int N, T Al, const T *A, int Lda, T *B, int Ldb, long long Tid) {
  if (Side == CUBLAS_SIDE_LEFT) {
    // op(A) X = alpha B, one column j of B per thread, A is M x M.
    if (Tid >= N)
      return;
    T *Bj = B + Tid * Ldb;
    for (int S = 0; S < M; ++S) {
      int I = Upper ? M - 1 - S : S;
      T V = mul(Al, Bj[I]);
      for (int P = 0; P < S; ++P) {
        int K = Upper ? M - 1 - P : P;
        V = sub(V, mul(opAt(A, Lda, Trans, I, K), Bj[K]));
      }
      Bj[I] = Unit ? V : div(V, opAt(A, Lda, Trans, I, I));
    }
  } else {
    // X op(A) = alpha B, one row i of B per thread, A is N x N.
    if (Tid >= M)
      return;
    for (int S = 0; S < N; ++S) {
      int J = Upper ? S : N - 1 - S;
      T V = mul(Al, B[Tid + (long long)J * Ldb]);
      for (int P = 0; P < S; ++P) {
        int K = Upper ? P : N - 1 - P;
        V = sub(V, mul(B[Tid + (long long)K * Ldb], opAt(A, Lda, Trans, K, J)));
      }
      B[Tid + (long long)J * Ldb] = Unit ? V : div(V, opAt(A, Lda, Trans, J, J));
    }
  }
}

/// The systems of batch entry Bt run in blockIdx.y (then in steps of gridDim.y).
template <class T>
__global__ void trsmKernel(cublasSideMode_t Side, cublasFillMode_t Uplo, cublasOperation_t Trans,
                           cublasDiagType_t Diag, int M, int N, Scalar<T> Alpha,
                           Batch<const T> A, int Lda, Batch<T> B, int Ldb, int Count) {
  const bool Upper = effectiveUpper(Uplo, Trans);
  const bool Unit = Diag == CUBLAS_DIAG_UNIT;
  const T Al = load(Alpha);
  const long long Tid = blockIdx.x * (long long)blockDim.x + threadIdx.x;
  for (int Bt = blockIdx.y; Bt < Count; Bt += gridDim.y)
    trsmSystem(Side, Upper, Unit, Trans, M, N, Al, pick(A, Bt), Lda, pick(B, Bt), Ldb, Tid);
}

template <class T>
__global__ void syrkKernel(cublasFillMode_t Uplo, cublasOperation_t Trans, int N, int K,
                           Scalar<T> Alpha, const T *A, int Lda, Scalar<T> Beta, T *C, int Ldc) {
  long long Tid = blockIdx.x * (long long)blockDim.x + threadIdx.x;
  if (Tid >= (long long)N * N)
    return;
  int I = Tid % N, J = Tid / N;
  if (Uplo == CUBLAS_FILL_MODE_LOWER ? I < J : I > J)
    return;
  // Syrk transposes without conjugating (CUBLAS_OP_C means transpose for real types).
  cublasOperation_t Op = Trans == CUBLAS_OP_N ? CUBLAS_OP_N : CUBLAS_OP_T;
  T Acc = zero<T>();
  for (int L = 0; L < K; ++L)
    Acc = add(Acc, mul(opAt(A, Lda, Op, I, L), opAt(A, Lda, Op, J, L)));
  T &Cij = C[I + (long long)J * Ldc];
  T Be = load(Beta);
  T R = mul(load(Alpha), Acc);
  Cij = isZero(Be) ? R : add(R, mul(Be, Cij));
}

template <class T>
__global__ void geamKernel(cublasOperation_t TA, cublasOperation_t TB, int M, int N,
                           Scalar<T> Alpha, const T *A, int Lda, Scalar<T> Beta, const T *B,
                           int Ldb, T *C, int Ldc) {
  long long Tid = blockIdx.x * (long long)blockDim.x + threadIdx.x;
  if (Tid >= (long long)M * N)
    return;
  int I = Tid % M, J = Tid / M;
  T Al = load(Alpha), Be = load(Beta);
  T R = zero<T>();
  if (!isZero(Al))
    R = mul(Al, opAt(A, Lda, TA, I, J));
  if (!isZero(Be))
    R = add(R, mul(Be, opAt(B, Ldb, TB, I, J)));
  C[I + (long long)J * Ldc] = R;
}

template <class T>
__global__ void dgmmKernel(cublasSideMode_t Side, int M, int N, const T *A, int Lda, const T *X,
                           int IncX, T *C, int Ldc) {
  long long Tid = blockIdx.x * (long long)blockDim.x + threadIdx.x;
  if (Tid >= (long long)M * N)
    return;
  int I = Tid % M, J = Tid / M;
  long long K = Side == CUBLAS_SIDE_LEFT ? I : J;
  int Len = Side == CUBLAS_SIDE_LEFT ? M : N;
  // A negative increment walks x from its last element, as in BLAS.
  const T &Xk = X[IncX >= 0 ? K * IncX : (Len - 1 - K) * (long long)-IncX];
  C[I + (long long)J * Ldc] = mul(A[I + (long long)J * Lda], Xk);
}

} // namespace

template <class T>
cublasStatus_t dgmm(cublasContext &H, cublasSideMode_t Side, int M, int N, const T *A, int Lda,
                    const T *X, int IncX, T *C, int Ldc) {
  dgmmKernel<T><<<blocksFor((long long)M * N), Threads, 0, H.Stream>>>(Side, M, N, A, Lda, X, IncX,
                                                                        C, Ldc);
  return launched();
}

template <class T>
cublasStatus_t gemv(cublasContext &H, cublasOperation_t Trans, int M, int N, Scalar<T> Alpha,
                    const T *A, int Lda, const T *X, int IncX, Scalar<T> Beta, T *Y, int IncY) {
  int Rows = Trans == CUBLAS_OP_N ? M : N;
  gemvKernel<T><<<blocksFor(Rows), Threads, 0, H.Stream>>>(Trans, M, N, Alpha, A, Lda, X, IncX,
                                                            Beta, Y, IncY);
  return launched();
}

template <class T>
cublasStatus_t trsm(cublasContext &H, cublasSideMode_t Side, cublasFillMode_t Uplo,
                    cublasOperation_t Trans, cublasDiagType_t Diag, int M, int N, Scalar<T> Alpha,
                    Batch<const T> A, int Lda, Batch<T> B, int Ldb, int Count) {
  const int Systems = Side == CUBLAS_SIDE_LEFT ? N : M;
  const unsigned Blocks = blocksFor(Systems);
  if (Blocks * (long long)Threads < Systems)
    return CUBLAS_STATUS_NOT_SUPPORTED; // more systems than one grid row holds
  const dim3 Grid(Blocks, Count < 65535 ? Count : 65535);
  trsmKernel<T><<<Grid, Threads, 0, H.Stream>>>(Side, Uplo, Trans, Diag, M, N, Alpha, A, Lda, B,
                                                Ldb, Count);
  return launched();
}

template <class T>
cublasStatus_t syrk(cublasContext &H, cublasFillMode_t Uplo, cublasOperation_t Trans, int N, int K,
                    Scalar<T> Alpha, const T *A, int Lda, Scalar<T> Beta, T *C, int Ldc) {
  syrkKernel<T><<<blocksFor((long long)N * N), Threads, 0, H.Stream>>>(Uplo, Trans, N, K, Alpha, A,
                                                                        Lda, Beta, C, Ldc);
  return launched();
}

template <class T>
cublasStatus_t geam(cublasContext &H, cublasOperation_t TA, cublasOperation_t TB, int M, int N,
                    Scalar<T> Alpha, const T *A, int Lda, Scalar<T> Beta, const T *B, int Ldb,
                    T *C, int Ldc) {
  geamKernel<T><<<blocksFor((long long)M * N), Threads, 0, H.Stream>>>(TA, TB, M, N, Alpha, A, Lda,
                                                                        Beta, B, Ldb, C, Ldc);
  return launched();
}

#define SCALE_BLAS_L23(T)                                                                          \
  template cublasStatus_t gemv<T>(cublasContext &, cublasOperation_t, int, int, Scalar<T>,         \
                                  const T *, int, const T *, int, Scalar<T>, T *, int);            \
  template cublasStatus_t trsm<T>(cublasContext &, cublasSideMode_t, cublasFillMode_t,             \
                                  cublasOperation_t, cublasDiagType_t, int, int, Scalar<T>,        \
                                  Batch<const T>, int, Batch<T>, int, int);                        \
  template cublasStatus_t syrk<T>(cublasContext &, cublasFillMode_t, cublasOperation_t, int, int,  \
                                  Scalar<T>, const T *, int, Scalar<T>, T *, int);                 \
  template cublasStatus_t geam<T>(cublasContext &, cublasOperation_t, cublasOperation_t, int, int, \
                                  Scalar<T>, const T *, int, Scalar<T>, const T *, int, T *, int); \
  template cublasStatus_t dgmm<T>(cublasContext &, cublasSideMode_t, int, int, const T *, int,      \
                                  const T *, int, T *, int);
SCALE_BLAS_L23(float)
SCALE_BLAS_L23(double)
SCALE_BLAS_L23(cuComplex)
SCALE_BLAS_L23(cuDoubleComplex)

} // namespace scale::blas::fallback
