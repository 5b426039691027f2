// SPDX-License-Identifier: Apache-2.0
// A typical cuBLAS program: device memory, a handle on a stream, gemm/axpy/dot/GemmEx, statuses.
#include <cublas_v2.h>
#include <cuda_fp16.h>
#include <cuda_runtime.h>

#include <cstdio>

__global__ void fill(float *P, int N, float V) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I < N)
    P[I] = V;
}

int main() {
  cublasHandle_t H;
  cublasStatus_t S = cublasCreate(&H);
  std::printf("create %s\n", cublasGetStatusName(S));
  if (S != CUBLAS_STATUS_SUCCESS)
    return 0;
  // Invalid arguments are reported without touching the device.
  float One = 1, Zero = 0;
  std::printf("bad lda %s\n", cublasGetStatusName(cublasSgemm(H, CUBLAS_OP_N, CUBLAS_OP_N, 4, 4, 4, &One, nullptr, 1, nullptr, 4, &Zero, nullptr, 4)));
  // The 64-bit-integer API: the same checks; sizes beyond int are not supported by our kernels.
  std::printf("bad lda 64 %s\n", cublasGetStatusName(cublasSgemm_64(H, CUBLAS_OP_N, CUBLAS_OP_N, 4, 4, 4, &One, nullptr, 1, nullptr, 4, &Zero, nullptr, 4)));
  std::printf("huge 64 %s\n", cublasGetStatusName(cublasSgemm_64(H, CUBLAS_OP_N, CUBLAS_OP_N, int64_t(1) << 40, 4, 4, &One, nullptr, int64_t(1) << 40, nullptr, 4, &Zero, nullptr, int64_t(1) << 40)));
  std::printf("legacy algo %s\n", cublasGetStatusName(cublasGemmEx(H, CUBLAS_OP_N, CUBLAS_OP_N, 2, 2, 2, &One, nullptr, CUDA_R_16F, 2, nullptr, CUDA_R_16F, 2, &Zero, nullptr, CUDA_R_32F, 2, CUBLAS_COMPUTE_32F, (cublasGemmAlgo_t)42)));
  float *A;
  if (cudaMalloc(&A, 64 * sizeof(float)) == cudaSuccess) {
    fill<<<1, 64>>>(A, 64, 1.0f);
    cublasSgemm(H, CUBLAS_OP_N, CUBLAS_OP_T, 4, 4, 4, &One, A, 4, A + 16, 4, &Zero, A + 32, 4);
    float R = 0;
    cublasSdot(H, 16, A, 1, A + 32, 1, &R);
    std::printf("dot %g\n", R);
    cudaFree(A);
  }
  cublasDestroy(H);
  return 0;
}
