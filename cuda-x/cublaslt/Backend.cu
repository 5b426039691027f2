// SPDX-License-Identifier: Apache-2.0
// cublasLtMatmul's GPU side: the multiply through our libcublas (cublasGemmStridedBatchedEx:
// rocBLAS when present, our kernels otherwise) and the epilogue as one element-wise kernel.
//
// Rounding, as measured against cuBLASLt 13 on an H200 (test/exec/cases/cublaslt_matmul.cu): the
// result of the multiply is rounded to D's type first, and the epilogue then computes in float
// (double for double D) from that value and rounds again: for half D, round(round(AB) + bias)
// reproduced all 1034 recorded bias outputs, where a single rounding differed in 4.
#include "Backend.h"
#include "Epilogue.h"

#include <cublas_v2.h>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_runtime.h>

#include <cstdint>
#include <type_traits>

namespace scale::blaslt::backend {
namespace {

/// Values in and out of the arithmetic type R (half and bfloat16 through float).
template <class R, class T> __device__ R load(const T &V) { return static_cast<R>(V); }
template <class R> __device__ R load(const __half &V) { return static_cast<R>(__half2float(V)); }
template <class R> __device__ R load(const __nv_bfloat16 &V) { return static_cast<R>(__bfloat162float(V)); }
template <class T, class R> __device__ T store(R V) { return static_cast<T>(V); }
template <> __device__ __half store<__half, float>(float V) { return __float2half_rn(V); }
template <> __device__ __nv_bfloat16 store<__nv_bfloat16, float>(float V) { return __float2bfloat16_rn(V); }

/// In place over D: X = D[i, j, b] + bias[i + b * BiasStride]; with AuxOut, Aux[i, j, b] = X (the
/// pre-activation value); D[i, j, b] = act(X, Aux[i, j, b]). R is the arithmetic type (double for
/// double D, float otherwise).
template <class T, class TBias, class R>
__global__ void epilogueKernel(T *D, int64_t Ld, int64_t Stride, const TBias *Bias, int64_t BiasStride,
                               T *Aux, int64_t AuxLd, int64_t AuxStride, bool AuxOut, int M, int N,
                               int Batch, int Activation) {
  int64_t Total = int64_t(M) * N * Batch;
  for (int64_t Idx = blockIdx.x * int64_t(blockDim.x) + threadIdx.x; Idx < Total;
       Idx += int64_t(gridDim.x) * blockDim.x) {
    int64_t I = Idx % M, J = (Idx / M) % N, B = Idx / (int64_t(M) * N);
    T &Out = D[B * Stride + J * Ld + I];
    R X = load<R>(Out);
    if (Bias)
      X += load<R>(Bias[B * BiasStride + I]);
    R G = R(0);
    if (Aux) {
      T &A = Aux[B * AuxStride + J * AuxLd + I];
      if (AuxOut)
        A = store<T>(X);
      else
        G = load<R>(A);
    }
    Out = store<T>(activate(X, G, Activation));
  }
}

unsigned blocksFor(int64_t Total) {
  int64_t B = (Total + 255) / 256;
  return static_cast<unsigned>(B < 4096 ? (B > 0 ? B : 1) : 4096);
}

cublasStatus_t launched() {
  return cudaGetLastError() == cudaSuccess ? CUBLAS_STATUS_SUCCESS : CUBLAS_STATUS_EXECUTION_FAILED;
}

/// The epilogue in place over D (T), computing in R, with a bias of D's type or float.
template <class T, class R>
cublasStatus_t epilogue(const Plan &P, T *D, const void *Bias, void *Aux, cudaStream_t S) {
  int64_t Total = int64_t(P.M) * P.N * P.Batch;
  T *A = (P.AuxOut || P.AuxIn) ? static_cast<T *>(Aux) : nullptr;
  if (P.Bias && P.BiasType == CUDA_R_32F && !std::is_same<T, float>::value)
    epilogueKernel<T, float, R><<<blocksFor(Total), 256, 0, S>>>(
        D, P.Ldd, P.StrideD, static_cast<const float *>(Bias), P.BiasStride, A, P.AuxLd, P.AuxStride,
        P.AuxOut, P.M, P.N, P.Batch, int(P.Activation));
  else
    epilogueKernel<T, T, R><<<blocksFor(Total), 256, 0, S>>>(
        D, P.Ldd, P.StrideD, static_cast<const T *>(P.Bias ? Bias : nullptr), P.BiasStride, A,
        P.AuxLd, P.AuxStride, P.AuxOut, P.M, P.N, P.Batch, int(P.Activation));
  return launched();
}

/// Copies C into D, batch by batch (C != D, same type).
cublasStatus_t copyC(const Plan &P, const void *C, void *D, cudaStream_t S) {
  size_t Elem = P.DType == CUDA_R_64F ? 8 : P.DType == CUDA_R_32F ? 4 : 2;
  for (int B = 0; B < P.Batch; ++B) {
    const char *Src = static_cast<const char *>(C) + B * P.StrideC * int64_t(Elem);
    char *Dst = static_cast<char *>(D) + B * P.StrideD * int64_t(Elem);
    if (cudaMemcpy2DAsync(Dst, P.Ldd * Elem, Src, P.Ldc * Elem, P.M * Elem, P.N,
                          cudaMemcpyDeviceToDevice, S) != cudaSuccess)
      return CUBLAS_STATUS_EXECUTION_FAILED;
  }
  return CUBLAS_STATUS_SUCCESS;
}

/// Whether beta (host pointer mode) is exactly zero, so that C is not read.
bool betaIsZero(const Plan &P, const void *Beta) {
  if (P.DevicePointers)
    return false;
  return P.Scale == CUDA_R_64F ? *static_cast<const double *>(Beta) == 0.0
                               : *static_cast<const float *>(Beta) == 0.0f;
}

cublasStatus_t gemm(cublasLtContext &H, const Plan &P, const void *Alpha, const void *A, const void *B,
                    const void *Beta, void *Out, cudaDataType OutType, int64_t LdOut, int64_t StrideOut) {
  return cublasGemmStridedBatchedEx(H.Blas, P.TransA, P.TransB, P.M, P.N, P.K, Alpha, A, P.AType,
                                    int(P.Lda), P.StrideA, B, P.BType, int(P.Ldb), P.StrideB, Beta, Out,
                                    OutType, int(LdOut), StrideOut, P.Batch, P.Compute, CUBLAS_GEMM_DEFAULT);
}

} // namespace

cublasStatus_t run(cublasLtContext &H, const Plan &P, const void *Alpha, const void *A, const void *B,
                   const void *Beta, const void *C, void *D, const void *Bias, void *Aux,
                   cudaStream_t S) {
  if (!H.Blas && cublasCreate(&H.Blas) != CUBLAS_STATUS_SUCCESS)
    return CUBLAS_STATUS_NOT_INITIALIZED;
  if (cublasSetStream(H.Blas, S) != CUBLAS_STATUS_SUCCESS ||
      cublasSetPointerMode(H.Blas, P.DevicePointers ? CUBLAS_POINTER_MODE_DEVICE : CUBLAS_POINTER_MODE_HOST) !=
          CUBLAS_STATUS_SUCCESS)
    return CUBLAS_STATUS_INTERNAL_ERROR;
  bool ReadC = !betaIsZero(P, Beta);
  cublasStatus_t St;
  if (C != D && ReadC && (St = copyC(P, C, D, S)) != CUBLAS_STATUS_SUCCESS)
    return St;
  if ((St = gemm(H, P, Alpha, A, B, Beta, D, P.DType, P.Ldd, P.StrideD)) != CUBLAS_STATUS_SUCCESS)
    return St;
  if (!P.Bias && P.Activation == Act::None && !P.AuxOut)
    return CUBLAS_STATUS_SUCCESS;
  switch (P.DType) {
  case CUDA_R_32F: return epilogue<float, float>(P, static_cast<float *>(D), Bias, Aux, S);
  case CUDA_R_64F: return epilogue<double, double>(P, static_cast<double *>(D), Bias, Aux, S);
  case CUDA_R_16F: return epilogue<__half, float>(P, static_cast<__half *>(D), Bias, Aux, S);
  case CUDA_R_16BF: return epilogue<__nv_bfloat16, float>(P, static_cast<__nv_bfloat16 *>(D), Bias, Aux, S);
  default: return CUBLAS_STATUS_NOT_SUPPORTED; // plan() admits no other epilogue output
  }
}

void release(cublasLtContext &H) {
  if (H.Blas)
    cublasDestroy(H.Blas);
  H.Blas = nullptr;
}

} // namespace scale::blaslt::backend
