/* SPDX-License-Identifier: Apache-2.0 */
/* cuBLAS and cuSPARSE headers are C headers too. */
#include <cublas_v2.h>
#include <cusparse.h>
int use(cublasHandle_t h, cusparseHandle_t s) {
  return (int)cublasSetPointerMode(h, CUBLAS_POINTER_MODE_DEVICE) + (int)cusparseDestroy(s);
}
