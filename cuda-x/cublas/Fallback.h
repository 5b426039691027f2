// SPDX-License-Identifier: Apache-2.0
// Our own BLAS kernels, used when rocBLAS is absent (kernels/*.cu, compiled by this toolkit).
// Arguments arrive validated, sizes non-empty. Scalars follow the handle's pointer mode
// (Scalar<T>); reduction results go to host or device memory by the same rule. The templates are
// instantiated for float, double, cuComplex and cuDoubleComplex in the .cu files.
#ifndef SCALE_AMD_CUBLAS_FALLBACK_H
#define SCALE_AMD_CUBLAS_FALLBACK_H

#include "Context.h"

namespace scale::blas::fallback {

/// A matrix operand of a (batched) routine: Base + b * Stride, or Array[b] when Array is set.
template <class T> struct Batch {
  T *Base;
  T *const *Array;
  long long Stride;
};

/// Frees what the fallback attached to the handle (cublasDestroy).
void release(cublasContext &H);
/// Strided host<->device copies of cublasSet/GetVector/Matrix: Height rows of Width bytes.
cublasStatus_t copy2D(void *Dst, size_t DstPitch, const void *Src, size_t SrcPitch, size_t Width,
                      size_t Height, cudaStream_t Stream, bool Async);

template <class T>
cublasStatus_t axpy(cublasContext &H, int N, Scalar<T> Alpha, const T *X, int IncX, T *Y, int IncY);
/// y = x (Swap = false) or x <-> y (X is only read when Swap is false).
template <class T>
cublasStatus_t copyOrSwap(cublasContext &H, int N, T *X, int IncX, T *Y, int IncY, bool Swap);
template <class T, class S> cublasStatus_t scal(cublasContext &H, int N, Scalar<S> Alpha, T *X, int IncX);
template <class T>
cublasStatus_t dot(cublasContext &H, int N, const T *X, int IncX, const T *Y, int IncY, bool Conj,
                   T *Result);
template <class T, class R> cublasStatus_t nrm2(cublasContext &H, int N, const T *X, int IncX, R *Result);
template <class T, class R> cublasStatus_t asum(cublasContext &H, int N, const T *X, int IncX, R *Result);
template <class T> cublasStatus_t iamax(cublasContext &H, int N, const T *X, int IncX, int *Result);

template <class T>
cublasStatus_t gemv(cublasContext &H, cublasOperation_t Trans, int M, int N, Scalar<T> Alpha,
                    const T *A, int Lda, const T *X, int IncX, Scalar<T> Beta, T *Y, int IncY);

template <class T>
cublasStatus_t gemm(cublasContext &H, cublasOperation_t TransA, cublasOperation_t TransB, int M,
                    int N, int K, Scalar<T> Alpha, Batch<const T> A, int Lda, Batch<const T> B,
                    int Ldb, Scalar<T> Beta, Batch<T> C, int Ldc, int BatchCount);
/// op(A) X = alpha B or X op(A) = alpha B for each of BatchCount systems, in place in B.
template <class T>
cublasStatus_t trsm(cublasContext &H, cublasSideMode_t Side, cublasFillMode_t Uplo,
                    cublasOperation_t Trans, cublasDiagType_t Diag, int M, int N, Scalar<T> Alpha,
                    Batch<const T> A, int Lda, Batch<T> B, int Ldb, int BatchCount);
template <class T>
cublasStatus_t syrk(cublasContext &H, cublasFillMode_t Uplo, cublasOperation_t Trans, int N, int K,
                    Scalar<T> Alpha, const T *A, int Lda, Scalar<T> Beta, T *C, int Ldc);
template <class T>
cublasStatus_t geam(cublasContext &H, cublasOperation_t TransA, cublasOperation_t TransB, int M,
                    int N, Scalar<T> Alpha, const T *A, int Lda, Scalar<T> Beta, const T *B, int Ldb,
                    T *C, int Ldc);
/// C = A diag(x) (right side) or diag(x) A (left side); x holds n (m) elements at stride IncX.
template <class T>
cublasStatus_t dgmm(cublasContext &H, cublasSideMode_t Side, int M, int N, const T *A, int Lda,
                    const T *X, int IncX, T *C, int Ldc);

/// GemmEx (plain, batched, strided batched) over the type combinations of docs/cublas.md
/// (fp16/bf16/fp32 inputs with fp32 compute, fp16 with fp16 compute, fp64); others give
/// CUBLAS_STATUS_NOT_SUPPORTED. Alpha/beta point to compute-type values (half for
/// CUBLAS_COMPUTE_16F). The element type of the batches is AType/BType/CType.
cublasStatus_t gemmEx(cublasContext &H, cublasOperation_t TransA, cublasOperation_t TransB, int M,
                      int N, int K, const void *Alpha, Batch<const void> A, cudaDataType AType,
                      int Lda, Batch<const void> B, cudaDataType BType, int Ldb, const void *Beta,
                      Batch<void> C, cudaDataType CType, int Ldc, int BatchCount,
                      cublasComputeType_t Compute);

} // namespace scale::blas::fallback

#endif
