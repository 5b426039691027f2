// SPDX-License-Identifier: Apache-2.0
// A fake of cuda-x/cublas/Fallback.h: records each call instead of launching kernels, so the unit
// tests see whether (and with what) a routine reached the backend after validation.
#include "FakeFallback.h"

#include "Fallback.h"

#include <type_traits>

namespace fake {
Record Last;
template <class T> void note(const char *R, int M, int N, int K, int B, const scale::blas::Scalar<T> *A) {
  Last.Calls++;
  Last.Routine = R;
  Last.M = M, Last.N = N, Last.K = K, Last.Batch = B;
  Last.AlphaOnDevice = A && A->Ptr;
  if constexpr (std::is_same_v<T, float>)
    Last.AlphaValue = A ? A->Value : 0;
}
} // namespace fake

namespace scale::blas::fallback {
using fake::note;

void release(cublasContext &) {}
cublasStatus_t copy2D(void *, size_t, const void *, size_t, size_t W, size_t H, cudaStream_t, bool) {
  note<float>("copy2D", int(W), int(H), -1, -1, nullptr);
  return CUBLAS_STATUS_SUCCESS;
}
template <class T> cublasStatus_t axpy(cublasContext &, int N, Scalar<T> A, const T *, int, T *, int) {
  note("axpy", -1, N, -1, -1, &A);
  return CUBLAS_STATUS_SUCCESS;
}
template <class T>
cublasStatus_t copyOrSwap(cublasContext &, int N, T *, int, T *, int, bool Swap) {
  note<T>(Swap ? "swap" : "copy", -1, N, -1, -1, nullptr);
  return CUBLAS_STATUS_SUCCESS;
}
template <class T, class S> cublasStatus_t scal(cublasContext &, int N, Scalar<S> A, T *, int) {
  note("scal", -1, N, -1, -1, &A);
  return CUBLAS_STATUS_SUCCESS;
}
template <class T> cublasStatus_t dot(cublasContext &, int N, const T *, int, const T *, int, bool C, T *) {
  note<T>(C ? "dotc" : "dot", -1, N, -1, -1, nullptr);
  return CUBLAS_STATUS_SUCCESS;
}
template <class T, class R> cublasStatus_t nrm2(cublasContext &, int N, const T *, int, R *) {
  note<T>("nrm2", -1, N, -1, -1, nullptr);
  return CUBLAS_STATUS_SUCCESS;
}
template <class T, class R> cublasStatus_t asum(cublasContext &, int N, const T *, int, R *) {
  note<T>("asum", -1, N, -1, -1, nullptr);
  return CUBLAS_STATUS_SUCCESS;
}
template <class T> cublasStatus_t iamax(cublasContext &, int N, const T *, int, int *Result) {
  note<T>("iamax", -1, N, -1, -1, nullptr);
  *Result = N + 1000; // recognisable: the unit tests' memory is host memory in both pointer modes
  return CUBLAS_STATUS_SUCCESS;
}
template <class T>
cublasStatus_t gemv(cublasContext &, cublasOperation_t, int M, int N, Scalar<T> A, const T *, int,
                    const T *, int, Scalar<T>, T *, int) {
  note("gemv", M, N, -1, -1, &A);
  return CUBLAS_STATUS_SUCCESS;
}
template <class T>
cublasStatus_t gemm(cublasContext &, cublasOperation_t, cublasOperation_t, int M, int N, int K,
                    Scalar<T> A, Batch<const T>, int, Batch<const T>, int, Scalar<T>, Batch<T>, int,
                    int Count) {
  note("gemm", M, N, K, Count, &A);
  return CUBLAS_STATUS_SUCCESS;
}
template <class T>
cublasStatus_t trsm(cublasContext &, cublasSideMode_t, cublasFillMode_t, cublasOperation_t,
                    cublasDiagType_t, int M, int N, Scalar<T> A, Batch<const T> As, int, Batch<T>,
                    int, int Count) {
  note(As.Array ? "trsmBatched" : "trsm", M, N, -1, Count, &A);
  return CUBLAS_STATUS_SUCCESS;
}
template <class T>
cublasStatus_t syrk(cublasContext &, cublasFillMode_t, cublasOperation_t, int N, int K, Scalar<T> A,
                    const T *, int, Scalar<T>, T *, int) {
  note("syrk", -1, N, K, -1, &A);
  return CUBLAS_STATUS_SUCCESS;
}
template <class T>
cublasStatus_t geam(cublasContext &, cublasOperation_t, cublasOperation_t, int M, int N, Scalar<T> A,
                    const T *, int, Scalar<T>, const T *, int, T *, int) {
  note("geam", M, N, -1, -1, &A);
  return CUBLAS_STATUS_SUCCESS;
}
template <class T>
cublasStatus_t dgmm(cublasContext &, cublasSideMode_t, int M, int N, const T *, int, const T *, int,
                    T *, int) {
  note<T>("dgmm", M, N, -1, -1, nullptr);
  return CUBLAS_STATUS_SUCCESS;
}
cublasStatus_t gemmEx(cublasContext &, cublasOperation_t, cublasOperation_t, int M, int N, int K,
                      const void *, Batch<const void> A, cudaDataType, int, Batch<const void>,
                      cudaDataType, int, const void *, Batch<void>, cudaDataType, int, int Count,
                      cublasComputeType_t) {
  note<float>(A.Array ? "gemmBatchedEx" : "gemmEx", M, N, K, Count, nullptr);
  return CUBLAS_STATUS_SUCCESS;
}

#define INST(T, R)                                                                                 \
  template cublasStatus_t axpy<T>(cublasContext &, int, Scalar<T>, const T *, int, T *, int);      \
  template cublasStatus_t copyOrSwap<T>(cublasContext &, int, T *, int, T *, int, bool);           \
  template cublasStatus_t scal<T, T>(cublasContext &, int, Scalar<T>, T *, int);                   \
  template cublasStatus_t dot<T>(cublasContext &, int, const T *, int, const T *, int, bool, T *); \
  template cublasStatus_t nrm2<T, R>(cublasContext &, int, const T *, int, R *);                   \
  template cublasStatus_t asum<T, R>(cublasContext &, int, const T *, int, R *);                   \
  template cublasStatus_t iamax<T>(cublasContext &, int, const T *, int, int *);                   \
  template cublasStatus_t gemv<T>(cublasContext &, cublasOperation_t, int, int, Scalar<T>,         \
                                  const T *, int, const T *, int, Scalar<T>, T *, int);            \
  template cublasStatus_t gemm<T>(cublasContext &, cublasOperation_t, cublasOperation_t, int, int, \
                                  int, Scalar<T>, Batch<const T>, int, Batch<const T>, int,        \
                                  Scalar<T>, Batch<T>, int, int);                                  \
  template cublasStatus_t trsm<T>(cublasContext &, cublasSideMode_t, cublasFillMode_t,             \
                                  cublasOperation_t, cublasDiagType_t, int, int, Scalar<T>,        \
                                  Batch<const T>, int, Batch<T>, int, int);                        \
  template cublasStatus_t syrk<T>(cublasContext &, cublasFillMode_t, cublasOperation_t, int, int,  \
                                  Scalar<T>, const T *, int, Scalar<T>, T *, int);                 \
  template cublasStatus_t dgmm<T>(cublasContext &, cublasSideMode_t, int, int, const T *, int,      \
                                  const T *, int, T *, int);                                       \
  template cublasStatus_t geam<T>(cublasContext &, cublasOperation_t, cublasOperation_t, int, int, \
                                  Scalar<T>, const T *, int, Scalar<T>, const T *, int, T *, int);
INST(float, float)
INST(double, double)
INST(cuComplex, float)
INST(cuDoubleComplex, double)
template cublasStatus_t scal<cuComplex, float>(cublasContext &, int, Scalar<float>, cuComplex *, int);
template cublasStatus_t scal<cuDoubleComplex, double>(cublasContext &, int, Scalar<double>,
                                                      cuDoubleComplex *, int);
} // namespace scale::blas::fallback
