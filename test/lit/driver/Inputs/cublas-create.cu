// SPDX-License-Identifier: Apache-2.0
// A cuBLAS program: starts (every shared library found), creates a handle, reports the device.
#include <cstdio>
#include <cublas_v2.h>

int main() {
  cublasHandle_t H = nullptr;
  cublasStatus_t S = cublasCreate(&H);
  std::printf("cublasCreate %s\n", cublasGetStatusName(S));
  int N = -1;
  cudaError_t E = cudaGetDeviceCount(&N);
  std::printf("cudaGetDeviceCount %s\n", cudaGetErrorName(E));
  if (S == CUBLAS_STATUS_SUCCESS)
    cublasDestroy(H);
  return 0;
}
