// SPDX-License-Identifier: Apache-2.0
// A cuBLASLt program as written for NVIDIA: descriptors, a heuristic query, a matmul with a
// GELU+bias epilogue, and the status names of refused requests.
#include <cublasLt.h>
#include <cstdio>

int main() {
  cublasLtHandle_t H;
  std::printf("create %s\n", cublasLtGetStatusName(cublasLtCreate(&H)));
  cublasLtMatmulDesc_t Op;
  cublasLtMatmulDescCreate(&Op, CUBLAS_COMPUTE_32F, CUDA_R_32F);
  cublasLtEpilogue_t Epi = CUBLASLT_EPILOGUE_GELU_BIAS;
  cublasLtMatmulDescSetAttribute(Op, CUBLASLT_MATMUL_DESC_EPILOGUE, &Epi, sizeof(Epi));
  cublasLtMatrixLayout_t A, B, C;
  cublasLtMatrixLayoutCreate(&A, CUDA_R_16F, 64, 32, 64);
  cublasLtMatrixLayoutCreate(&B, CUDA_R_16F, 32, 16, 32);
  cublasLtMatrixLayoutCreate(&C, CUDA_R_16F, 64, 16, 64);
  cublasLtMatmulPreference_t Pref;
  cublasLtMatmulPreferenceCreate(&Pref);
  cublasLtMatmulHeuristicResult_t R;
  int N = 0;
  cublasStatus_t S = cublasLtMatmulAlgoGetHeuristic(H, Op, A, B, C, C, Pref, 1, &R, &N);
  std::printf("heuristic %s %d\n", cublasLtGetStatusName(S), N);
  float Alpha = 1, Beta = 0;
  S = cublasLtMatmul(H, Op, &Alpha, nullptr, A, nullptr, B, &Beta, nullptr, C, nullptr, C, &R.algo, nullptr, 0, 0);
  std::printf("no bias %s\n", cublasLtGetStatusName(S));
  Epi = CUBLASLT_EPILOGUE_DGELU_BGRAD;
  cublasLtMatmulDescSetAttribute(Op, CUBLASLT_MATMUL_DESC_EPILOGUE, &Epi, sizeof(Epi));
  S = cublasLtMatmulAlgoGetHeuristic(H, Op, A, B, C, C, Pref, 1, &R, &N);
  std::printf("gradient epilogue %s %d\n", cublasLtGetStatusName(S), N);
  cublasLtMatmulPreferenceDestroy(Pref);
  cublasLtMatrixLayoutDestroy(A);
  cublasLtMatrixLayoutDestroy(B);
  cublasLtMatrixLayoutDestroy(C);
  cublasLtMatmulDescDestroy(Op);
  std::printf("destroy %s\n", cublasLtGetStatusName(cublasLtDestroy(H)));
  return 0;
}
