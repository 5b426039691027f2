// SPDX-License-Identifier: Apache-2.0
// A typical cuSPARSE generic-API program: CSR descriptor, dense vectors, SpMV with a buffer.
#include <cuda_runtime.h>
#include <cusparse.h>

#include <cstdio>

int main() {
  cusparseHandle_t H;
  cusparseStatus_t S = cusparseCreate(&H);
  std::printf("create %s\n", cusparseGetErrorName(S));
  if (S != CUSPARSE_STATUS_SUCCESS)
    return 0;
  int Off[4] = {0, 1, 2, 3}, Col[3] = {0, 1, 2};
  float Val[3] = {1, 2, 3}, X[3] = {1, 1, 1}, Y[3] = {};
  cusparseSpMatDescr_t A;
  cusparseDnVecDescr_t VX, VY;
  cusparseCreateCsr(&A, 3, 3, 3, Off, Col, Val, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I,
                    CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F);
  cusparseCreateDnVec(&VX, 3, X, CUDA_R_32F);
  cusparseCreateDnVec(&VY, 4 - 1, Y, CUDA_R_32F);
  float One = 1, Zero = 0;
  size_t Size = 1;
  S = cusparseSpMV_bufferSize(H, CUSPARSE_OPERATION_NON_TRANSPOSE, &One, A, VX, &Zero, VY,
                              CUDA_R_32F, CUSPARSE_SPMV_ALG_DEFAULT, &Size);
  std::printf("bufferSize %s %zu\n", cusparseGetErrorName(S), Size);
  S = cusparseSpMV(H, CUSPARSE_OPERATION_NON_TRANSPOSE, &One, A, VX, &Zero, VY, CUDA_R_16F,
                   CUSPARSE_SPMV_ALG_DEFAULT, nullptr);
  std::printf("fp16 compute %s\n", cusparseGetErrorName(S));
  cusparseDestroyDnVec(VX);
  cusparseDestroyDnVec(VY);
  cusparseDestroySpMat(A);
  cusparseDestroy(H);
  return 0;
}
