// SPDX-License-Identifier: Apache-2.0
// Every cuBLAS call of ggml-cuda / llama.cpp, as they make them (handle, stream, math modes,
// GemmEx with CUBLAS_COMPUTE_16F / 32F / 32F_FAST_16F, GemmBatchedEx, GemmStridedBatchedEx,
// Sgemm, StrsmBatched, status strings), compiles for the three targets, links libcublas.so.12 and
// gets cuBLAS's answers on a machine without a GPU (validation before any device work).
// The same file compiles with NVIDIA's nvcc 13.
// REQUIRES: cuda-x
// RUN: %nvcc --offload-arch=%amd_targets %s -lcublas -o %t
// RUN: llvm-nm %t | FileCheck %s --check-prefix=SYMS
// SYMS-DAG: U cublasGemmBatchedEx
// SYMS-DAG: U cublasGemmStridedBatchedEx
// SYMS-DAG: U cublasStrsmBatched
// SYMS-DAG: U cublasSgemm_v2
// SYMS-DAG: U cublasSetMathMode
// SYMS-DAG: U cublasGetStatusString
// RUN: env SCALE_AMD_HIP_LIBRARY=/nonexistent/libamdhip64.so SCALE_AMD_CUBLAS_BACKEND=fallback %t | FileCheck %s
// CHECK: create: CUBLAS_STATUS_SUCCESS
// CHECK-NEXT: math: CUBLAS_STATUS_SUCCESS CUBLAS_STATUS_SUCCESS
// CHECK-NEXT: gemmex 16F lda: CUBLAS_STATUS_INVALID_VALUE
// CHECK-NEXT: gemmex 32F empty: CUBLAS_STATUS_SUCCESS
// CHECK-NEXT: batchedex count: CUBLAS_STATUS_INVALID_VALUE
// CHECK-NEXT: batchedex empty: CUBLAS_STATUS_SUCCESS
// CHECK-NEXT: stridedex lda: CUBLAS_STATUS_INVALID_VALUE
// CHECK-NEXT: sgemm ldc: CUBLAS_STATUS_INVALID_VALUE
// CHECK-NEXT: trsmbatched lda: CUBLAS_STATUS_INVALID_VALUE
// CHECK-NEXT: trsmbatched empty: CUBLAS_STATUS_SUCCESS
// CHECK-NEXT: string: an invalid numeric value was used as an argument
// The library exports them.
// RUN: llvm-nm -D --defined-only %toolkit/lib64/libcublas.so.12 | FileCheck %s --check-prefix=EXPORTS
// EXPORTS-DAG: T cublasGemmBatchedEx
// EXPORTS-DAG: T cublasGemmBatchedEx_64
// EXPORTS-DAG: T cublasStrsmBatched
// EXPORTS-DAG: T cublasDtrsmBatched
// EXPORTS-DAG: T cublasCtrsmBatched
// EXPORTS-DAG: T cublasZtrsmBatched_64
#include <cublas_v2.h>
#include <cuda_fp16.h>
#include <cstdio>

static void show(const char *what, cublasStatus_t s) { std::printf("%s: %s\n", what, cublasGetStatusName(s)); }

int main() {
  cublasHandle_t h;
  show("create", cublasCreate(&h));
  cublasSetStream(h, 0);
  cublasStatus_t m1 = cublasSetMathMode(h, CUBLAS_TF32_TENSOR_OP_MATH);
  cublasStatus_t m2 = cublasSetMathMode(h, CUBLAS_DEFAULT_MATH);
  std::printf("math: %s %s\n", cublasGetStatusName(m1), cublasGetStatusName(m2));

  const __half alpha_h = __float2half(1.0f), beta_h = __float2half(0.0f);
  const float alpha = 1.0f, beta = 0.0f;
  void *p = reinterpret_cast<void *>(0x1000); // never dereferenced: every call fails validation or is empty
  // ggml_cuda_op_mul_mat_cublas: fp16 x fp16 -> fp16 with fp16 compute (lda = k is required).
  show("gemmex 16F lda", cublasGemmEx(h, CUBLAS_OP_T, CUBLAS_OP_N, 8, 4, 16, &alpha_h, p, CUDA_R_16F, 8,
                                      p, CUDA_R_16F, 16, &beta_h, p, CUDA_R_16F, 8, CUBLAS_COMPUTE_16F,
                                      CUBLAS_GEMM_DEFAULT_TENSOR_OP));
  show("gemmex 32F empty", cublasGemmEx(h, CUBLAS_OP_T, CUBLAS_OP_N, 0, 4, 16, &alpha, p, CUDA_R_16BF, 16,
                                        p, CUDA_R_16BF, 16, &beta, p, CUDA_R_32F, 1, CUBLAS_COMPUTE_32F,
                                        CUBLAS_GEMM_DEFAULT_TENSOR_OP));
  // ggml_cuda_mul_mat_batched_cublas: the pointer-array form and the strided form.
  const void *const *ptrs = reinterpret_cast<const void *const *>(p);
  void *const *cptrs = reinterpret_cast<void *const *>(p);
  show("batchedex count", cublasGemmBatchedEx(h, CUBLAS_OP_T, CUBLAS_OP_N, 8, 4, 16, &alpha, ptrs, CUDA_R_16F, 16,
                                              ptrs, CUDA_R_16F, 16, &beta, cptrs, CUDA_R_32F, 8, -1,
                                              CUBLAS_COMPUTE_32F_FAST_16F, CUBLAS_GEMM_DEFAULT_TENSOR_OP));
  show("batchedex empty", cublasGemmBatchedEx(h, CUBLAS_OP_T, CUBLAS_OP_N, 8, 4, 16, &alpha_h, ptrs, CUDA_R_16F, 16,
                                              ptrs, CUDA_R_16F, 16, &beta_h, cptrs, CUDA_R_16F, 8, 0,
                                              CUBLAS_COMPUTE_16F, CUBLAS_GEMM_DEFAULT_TENSOR_OP));
  show("stridedex lda", cublasGemmStridedBatchedEx(h, CUBLAS_OP_T, CUBLAS_OP_N, 8, 4, 16, &alpha, p, CUDA_R_16F, 4,
                                                   128, p, CUDA_R_16F, 16, 64, &beta, p, CUDA_R_32F, 8, 32, 3,
                                                   CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT_TENSOR_OP));
  show("sgemm ldc", cublasSgemm(h, CUBLAS_OP_T, CUBLAS_OP_N, 8, 4, 16, &alpha, static_cast<float *>(p), 16,
                                static_cast<float *>(p), 16, &beta, static_cast<float *>(p), 4));
  // ggml's solve_tri: B := A^-1 B per matrix, A lower triangular.
  const float *const *As = reinterpret_cast<const float *const *>(p);
  float *const *Bs = reinterpret_cast<float *const *>(p);
  show("trsmbatched lda", cublasStrsmBatched(h, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_N,
                                             CUBLAS_DIAG_NON_UNIT, 8, 4, &alpha, As, 4, Bs, 8, 2));
  show("trsmbatched empty", cublasStrsmBatched(h, CUBLAS_SIDE_RIGHT, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_N,
                                               CUBLAS_DIAG_UNIT, 8, 4, &alpha, As, 4, Bs, 8, 0));
  std::printf("string: %s\n", cublasGetStatusString(CUBLAS_STATUS_INVALID_VALUE));
  cublasDestroy(h);
  return 0;
}
