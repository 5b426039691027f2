// SPDX-License-Identifier: Apache-2.0
// cuBLAS argument validation and error codes, on the fallback backend faked by FakeFallback.cpp:
// invalid arguments never reach the backend, empty problems return early, valid ones arrive with
// the handle's pointer mode applied. No GPU needed.
#include "FakeFallback.h"

#include <cublas_v2.h>
#include <gtest/gtest.h>

namespace {

class Cublas : public ::testing::Test {
protected:
  void SetUp() override {
    ASSERT_EQ(cublasCreate(&H), CUBLAS_STATUS_SUCCESS);
    fake::Last = fake::Record();
  }
  void TearDown() override { EXPECT_EQ(cublasDestroy(H), CUBLAS_STATUS_SUCCESS); }
  cublasHandle_t H = nullptr;
  float One = 1.0f, Zero = 0.0f;
  float Buf[64] = {};
};

TEST(CublasEnums, ValuesAreCudas) {
  EXPECT_EQ(CUBLAS_STATUS_INVALID_VALUE, 7);
  EXPECT_EQ(CUBLAS_STATUS_EXECUTION_FAILED, 13);
  EXPECT_EQ(CUBLAS_STATUS_NOT_SUPPORTED, 15);
  EXPECT_EQ(CUBLAS_OP_C, 2);
  EXPECT_EQ(CUBLAS_FILL_MODE_UPPER, 1);
  EXPECT_EQ(CUBLAS_COMPUTE_32F, 68);
  EXPECT_EQ(CUBLAS_COMPUTE_64F, 70);
  EXPECT_EQ(CUBLAS_GEMM_DEFAULT_TENSOR_OP, 99);
  EXPECT_EQ(CUBLAS_TF32_TENSOR_OP_MATH, 3);
}

TEST(CublasHandle, NullHandleIsNotInitialized) {
  EXPECT_EQ(cublasCreate(nullptr), CUBLAS_STATUS_INVALID_VALUE);
  EXPECT_EQ(cublasDestroy(nullptr), CUBLAS_STATUS_NOT_INITIALIZED);
  float X = 0;
  EXPECT_EQ(cublasSscal(nullptr, 1, &X, &X, 1), CUBLAS_STATUS_NOT_INITIALIZED);
  EXPECT_EQ(cublasSetStream(nullptr, nullptr), CUBLAS_STATUS_NOT_INITIALIZED);
}

TEST(CublasHandle, StatusNamesAndVersion) {
  EXPECT_STREQ(cublasGetStatusName(CUBLAS_STATUS_NOT_SUPPORTED), "CUBLAS_STATUS_NOT_SUPPORTED");
  EXPECT_STREQ(cublasGetStatusString(CUBLAS_STATUS_SUCCESS), "the operation completed successfully");
  int V = 0;
  EXPECT_EQ(cublasGetProperty(MAJOR_VERSION, &V), CUBLAS_STATUS_SUCCESS);
  EXPECT_EQ(V, 12);
  EXPECT_EQ(cublasGetProperty(static_cast<libraryPropertyType>(9), &V), CUBLAS_STATUS_INVALID_VALUE);
}

TEST_F(Cublas, StreamPointerAndMathModes) {
  cudaStream_t S = reinterpret_cast<cudaStream_t>(0x1234), Got = nullptr;
  EXPECT_EQ(cublasSetStream(H, S), CUBLAS_STATUS_SUCCESS);
  EXPECT_EQ(cublasGetStream(H, &Got), CUBLAS_STATUS_SUCCESS);
  EXPECT_EQ(Got, S);
  cublasPointerMode_t PM;
  EXPECT_EQ(cublasGetPointerMode(H, &PM), CUBLAS_STATUS_SUCCESS);
  EXPECT_EQ(PM, CUBLAS_POINTER_MODE_HOST);
  EXPECT_EQ(cublasSetPointerMode(H, static_cast<cublasPointerMode_t>(2)), CUBLAS_STATUS_INVALID_VALUE);
  EXPECT_EQ(cublasSetMathMode(H, CUBLAS_TF32_TENSOR_OP_MATH), CUBLAS_STATUS_SUCCESS);
  cublasMath_t MM;
  EXPECT_EQ(cublasGetMathMode(H, &MM), CUBLAS_STATUS_SUCCESS);
  EXPECT_EQ(MM, CUBLAS_TF32_TENSOR_OP_MATH);
  EXPECT_EQ(cublasSetMathMode(H, static_cast<cublasMath_t>(7)), CUBLAS_STATUS_INVALID_VALUE);
  int V = 0;
  EXPECT_EQ(cublasGetVersion(H, &V), CUBLAS_STATUS_SUCCESS);
  EXPECT_EQ(V, CUBLAS_VERSION);
}

TEST_F(Cublas, GemmRejectsBadArgumentsBeforeTheBackend) {
  const float *A = Buf;
  float *C = Buf;
  EXPECT_EQ(cublasSgemm(H, CUBLAS_OP_N, CUBLAS_OP_N, -1, 2, 2, &One, A, 2, A, 2, &Zero, C, 2), CUBLAS_STATUS_INVALID_VALUE);
  EXPECT_EQ(cublasSgemm(H, CUBLAS_OP_N, CUBLAS_OP_N, 4, 2, 2, &One, A, 3, A, 2, &Zero, C, 4), CUBLAS_STATUS_INVALID_VALUE); // lda < m
  EXPECT_EQ(cublasSgemm(H, CUBLAS_OP_T, CUBLAS_OP_N, 4, 2, 3, &One, A, 2, A, 3, &Zero, C, 4), CUBLAS_STATUS_INVALID_VALUE); // lda < k
  EXPECT_EQ(cublasSgemm(H, CUBLAS_OP_N, CUBLAS_OP_T, 4, 5, 3, &One, A, 4, A, 4, &Zero, C, 4), CUBLAS_STATUS_INVALID_VALUE); // ldb < n
  EXPECT_EQ(cublasSgemm(H, CUBLAS_OP_N, CUBLAS_OP_N, 4, 2, 3, &One, A, 4, A, 3, &Zero, C, 3), CUBLAS_STATUS_INVALID_VALUE); // ldc < m
  EXPECT_EQ(cublasSgemm(H, CUBLAS_OP_CONJG, CUBLAS_OP_N, 2, 2, 2, &One, A, 2, A, 2, &Zero, C, 2), CUBLAS_STATUS_INVALID_VALUE);
  EXPECT_EQ(fake::Last.Calls, 0);
  EXPECT_EQ(cublasSgemm(H, CUBLAS_OP_N, CUBLAS_OP_N, 0, 2, 2, &One, A, 1, A, 2, &Zero, C, 1), CUBLAS_STATUS_SUCCESS);
  EXPECT_EQ(fake::Last.Calls, 0) << "m == 0 is a quick return";
}

TEST_F(Cublas, GemmReachesBackendWithPointerMode) {
  float Alpha = 2.5f;
  EXPECT_EQ(cublasSgemm(H, CUBLAS_OP_T, CUBLAS_OP_N, 4, 3, 2, &Alpha, Buf, 2, Buf, 2, &Zero, Buf, 4), CUBLAS_STATUS_SUCCESS);
  EXPECT_EQ(fake::Last.Routine, "gemm");
  EXPECT_EQ(fake::Last.M, 4);
  EXPECT_EQ(fake::Last.N, 3);
  EXPECT_EQ(fake::Last.K, 2);
  EXPECT_FALSE(fake::Last.AlphaOnDevice);
  EXPECT_EQ(fake::Last.AlphaValue, 2.5f);
  // k == 0 still runs (C = beta * C).
  EXPECT_EQ(cublasSgemm(H, CUBLAS_OP_N, CUBLAS_OP_N, 4, 3, 0, &Alpha, nullptr, 4, nullptr, 1, &One, Buf, 4), CUBLAS_STATUS_SUCCESS);
  EXPECT_EQ(fake::Last.Calls, 2);
  ASSERT_EQ(cublasSetPointerMode(H, CUBLAS_POINTER_MODE_DEVICE), CUBLAS_STATUS_SUCCESS);
  EXPECT_EQ(cublasSgemm(H, CUBLAS_OP_N, CUBLAS_OP_N, 4, 3, 2, &Alpha, Buf, 4, Buf, 2, &Zero, Buf, 4), CUBLAS_STATUS_SUCCESS);
  EXPECT_TRUE(fake::Last.AlphaOnDevice);
}

TEST_F(Cublas, BatchedGemm) {
  EXPECT_EQ(cublasSgemmStridedBatched(H, CUBLAS_OP_N, CUBLAS_OP_N, 2, 2, 2, &One, Buf, 2, 4, Buf, 2, 4, &Zero, Buf, 2, 4, -1), CUBLAS_STATUS_INVALID_VALUE);
  EXPECT_EQ(cublasSgemmStridedBatched(H, CUBLAS_OP_N, CUBLAS_OP_N, 2, 2, 2, &One, Buf, 2, 4, Buf, 2, 4, &Zero, Buf, 2, 4, 0), CUBLAS_STATUS_SUCCESS);
  EXPECT_EQ(fake::Last.Calls, 0);
  EXPECT_EQ(cublasSgemmStridedBatched(H, CUBLAS_OP_N, CUBLAS_OP_N, 2, 2, 2, &One, Buf, 2, 4, Buf, 2, 4, &Zero, Buf, 2, 4, 3), CUBLAS_STATUS_SUCCESS);
  EXPECT_EQ(fake::Last.Batch, 3);
  const float *Arr[1] = {Buf};
  float *CArr[1] = {Buf};
  EXPECT_EQ(cublasSgemmBatched(H, CUBLAS_OP_N, CUBLAS_OP_N, 2, 2, 2, &One, Arr, 2, Arr, 2, &Zero, CArr, 2, 1), CUBLAS_STATUS_SUCCESS);
  EXPECT_EQ(fake::Last.Batch, 1);
}

TEST_F(Cublas, GemmEx) {
  EXPECT_EQ(cublasGemmEx(H, CUBLAS_OP_N, CUBLAS_OP_N, 2, 2, 2, &One, Buf, CUDA_R_16F, 2, Buf, CUDA_R_16F, 2, &Zero, Buf, CUDA_R_32F, 2, CUBLAS_COMPUTE_32F, static_cast<cublasGemmAlgo_t>(50)), CUBLAS_STATUS_INVALID_VALUE);
  EXPECT_EQ(cublasGemmEx(H, CUBLAS_OP_N, CUBLAS_OP_N, 2, 2, 2, &One, Buf, CUDA_R_16F, 1, Buf, CUDA_R_16F, 2, &Zero, Buf, CUDA_R_32F, 2, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT), CUBLAS_STATUS_INVALID_VALUE);
  EXPECT_EQ(cublasGemmEx(H, CUBLAS_OP_N, CUBLAS_OP_N, 2, 2, 2, &One, Buf, CUDA_R_16BF, 2, Buf, CUDA_R_16BF, 2, &Zero, Buf, CUDA_R_32F, 2, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT_TENSOR_OP), CUBLAS_STATUS_SUCCESS);
  EXPECT_EQ(fake::Last.Routine, "gemmEx");
}

// What ggml/llama.cpp call: GemmBatchedEx (pointer arrays) and the fp16 compute type, whose
// alpha/beta are half values.
TEST_F(Cublas, GemmBatchedExAndComputeTypes) {
  const void *Arr[2] = {Buf, Buf};
  void *CArr[2] = {Buf, Buf};
  EXPECT_EQ(cublasGemmBatchedEx(H, CUBLAS_OP_T, CUBLAS_OP_N, 2, 2, 2, &One, Arr, CUDA_R_16F, 2, Arr, CUDA_R_16F, 2, &Zero, CArr, CUDA_R_16F, 2, -1, CUBLAS_COMPUTE_16F, CUBLAS_GEMM_DEFAULT_TENSOR_OP), CUBLAS_STATUS_INVALID_VALUE);
  EXPECT_EQ(cublasGemmBatchedEx(H, CUBLAS_OP_T, CUBLAS_OP_N, 2, 2, 2, &One, Arr, CUDA_R_16F, 1, Arr, CUDA_R_16F, 2, &Zero, CArr, CUDA_R_16F, 2, 2, CUBLAS_COMPUTE_16F, CUBLAS_GEMM_DEFAULT_TENSOR_OP), CUBLAS_STATUS_INVALID_VALUE); // lda < k
  EXPECT_EQ(cublasGemmBatchedEx(H, CUBLAS_OP_T, CUBLAS_OP_N, 2, 2, 2, &One, Arr, CUDA_R_16F, 2, Arr, CUDA_R_16F, 2, &Zero, nullptr, CUDA_R_16F, 2, 2, CUBLAS_COMPUTE_16F, CUBLAS_GEMM_DEFAULT_TENSOR_OP), CUBLAS_STATUS_INVALID_VALUE);
  EXPECT_EQ(cublasGemmBatchedEx(H, CUBLAS_OP_T, CUBLAS_OP_N, 2, 2, 2, &One, Arr, CUDA_R_16F, 2, Arr, CUDA_R_16F, 2, &Zero, CArr, CUDA_R_16F, 2, 0, CUBLAS_COMPUTE_16F, CUBLAS_GEMM_DEFAULT_TENSOR_OP), CUBLAS_STATUS_SUCCESS);
  EXPECT_EQ(fake::Last.Calls, 0);
  EXPECT_EQ(cublasGemmBatchedEx(H, CUBLAS_OP_T, CUBLAS_OP_N, 2, 3, 4, &One, Arr, CUDA_R_16F, 4, Arr, CUDA_R_16F, 4, &Zero, CArr, CUDA_R_16F, 2, 2, CUBLAS_COMPUTE_16F, CUBLAS_GEMM_DEFAULT_TENSOR_OP), CUBLAS_STATUS_SUCCESS);
  EXPECT_EQ(fake::Last.Routine, "gemmBatchedEx");
  EXPECT_EQ(fake::Last.M, 2);
  EXPECT_EQ(fake::Last.N, 3);
  EXPECT_EQ(fake::Last.K, 4);
  EXPECT_EQ(fake::Last.Batch, 2);
  EXPECT_EQ(cublasGemmStridedBatchedEx(H, CUBLAS_OP_T, CUBLAS_OP_N, 2, 2, 2, &One, Buf, CUDA_R_16F, 2, 4, Buf, CUDA_R_16F, 2, 4, &Zero, Buf, CUDA_R_16F, 2, 4, 3, CUBLAS_COMPUTE_32F_FAST_16F, CUBLAS_GEMM_DEFAULT_TENSOR_OP), CUBLAS_STATUS_SUCCESS);
  EXPECT_EQ(fake::Last.Routine, "gemmEx");
  EXPECT_EQ(fake::Last.Batch, 3);
  EXPECT_EQ(cublasSetMathMode(H, CUBLAS_TF32_TENSOR_OP_MATH), CUBLAS_STATUS_SUCCESS);
  EXPECT_EQ(cublasSetMathMode(H, CUBLAS_DEFAULT_MATH), CUBLAS_STATUS_SUCCESS);
  EXPECT_STREQ(cublasGetStatusString(CUBLAS_STATUS_NOT_SUPPORTED), "the functionality requested is not supported");
}

TEST_F(Cublas, TrsmBatched) {
  const float *A[2] = {Buf, Buf};
  float *B[2] = {Buf, Buf};
  EXPECT_EQ(cublasStrsmBatched(H, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_N, CUBLAS_DIAG_NON_UNIT, 4, 3, &One, A, 4, B, 4, -1), CUBLAS_STATUS_INVALID_VALUE);
  EXPECT_EQ(cublasStrsmBatched(H, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_N, CUBLAS_DIAG_NON_UNIT, 4, 3, &One, A, 3, B, 4, 2), CUBLAS_STATUS_INVALID_VALUE); // lda < m
  EXPECT_EQ(cublasStrsmBatched(H, CUBLAS_SIDE_RIGHT, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_N, CUBLAS_DIAG_NON_UNIT, 4, 3, &One, A, 3, B, 3, 2), CUBLAS_STATUS_INVALID_VALUE); // ldb < m
  EXPECT_EQ(cublasStrsmBatched(H, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_FULL, CUBLAS_OP_N, CUBLAS_DIAG_UNIT, 4, 3, &One, A, 4, B, 4, 2), CUBLAS_STATUS_INVALID_VALUE);
  EXPECT_EQ(cublasStrsmBatched(H, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_N, CUBLAS_DIAG_UNIT, 4, 3, &One, nullptr, 4, B, 4, 2), CUBLAS_STATUS_INVALID_VALUE);
  EXPECT_EQ(cublasStrsmBatched(nullptr, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_N, CUBLAS_DIAG_UNIT, 4, 3, &One, A, 4, B, 4, 2), CUBLAS_STATUS_NOT_INITIALIZED);
  EXPECT_EQ(cublasStrsmBatched(H, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_N, CUBLAS_DIAG_UNIT, 4, 3, &One, A, 4, B, 4, 0), CUBLAS_STATUS_SUCCESS);
  EXPECT_EQ(cublasStrsmBatched(H, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_N, CUBLAS_DIAG_UNIT, 0, 3, &One, nullptr, 1, nullptr, 1, 2), CUBLAS_STATUS_SUCCESS);
  EXPECT_EQ(fake::Last.Calls, 0);
  EXPECT_EQ(cublasStrsmBatched(H, CUBLAS_SIDE_RIGHT, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_T, CUBLAS_DIAG_NON_UNIT, 4, 3, &One, A, 3, B, 4, 2), CUBLAS_STATUS_SUCCESS);
  EXPECT_EQ(fake::Last.Routine, "trsmBatched");
  EXPECT_EQ(fake::Last.M, 4);
  EXPECT_EQ(fake::Last.N, 3);
  EXPECT_EQ(fake::Last.Batch, 2);
  EXPECT_EQ(fake::Last.AlphaValue, 1.0f);
  double DOne = 1;
  const double *DA[1] = {nullptr};
  double *DB[1] = {nullptr};
  EXPECT_EQ(cublasDtrsmBatched(H, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_C, CUBLAS_DIAG_UNIT, 2, 2, &DOne, DA, 2, DB, 2, 1), CUBLAS_STATUS_SUCCESS);
  EXPECT_EQ(fake::Last.Routine, "trsmBatched");
  cuDoubleComplex ZOne = {1, 0};
  const cuDoubleComplex *ZA[1] = {nullptr};
  cuDoubleComplex *ZB[1] = {nullptr};
  EXPECT_EQ(cublasZtrsmBatched(H, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_C, CUBLAS_DIAG_UNIT, 2, 2, &ZOne, ZA, 2, ZB, 2, 1), CUBLAS_STATUS_SUCCESS);
  EXPECT_EQ(cublasStrsm(H, CUBLAS_SIDE_RIGHT, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_T, CUBLAS_DIAG_NON_UNIT, 4, 3, &One, Buf, 3, Buf, 4), CUBLAS_STATUS_SUCCESS);
  EXPECT_EQ(fake::Last.Routine, "trsm");
  EXPECT_EQ(fake::Last.Batch, 1);
}

TEST_F(Cublas, Level1) {
  float R = -1;
  int I = -1;
  EXPECT_EQ(cublasSaxpy(H, 0, &One, nullptr, 1, nullptr, 1), CUBLAS_STATUS_SUCCESS);
  EXPECT_EQ(cublasSaxpy(H, 4, &One, nullptr, 1, Buf, 1), CUBLAS_STATUS_INVALID_VALUE);
  EXPECT_EQ(cublasScopy(H, 0, nullptr, 1, nullptr, 1), CUBLAS_STATUS_SUCCESS);
  EXPECT_EQ(cublasDswap(H, -3, nullptr, 1, nullptr, 1), CUBLAS_STATUS_SUCCESS);
  EXPECT_EQ(cublasScopy(H, 4, Buf, 1, nullptr, 1), CUBLAS_STATUS_INVALID_VALUE);
  EXPECT_EQ(cublasSswap(H, 4, nullptr, 1, Buf, 1), CUBLAS_STATUS_INVALID_VALUE);
  EXPECT_EQ(cublasScopy(nullptr, 4, Buf, 1, Buf, 1), CUBLAS_STATUS_NOT_INITIALIZED);
  EXPECT_EQ(fake::Last.Calls, 0);
  // Negative increments are allowed (reference BLAS order).
  EXPECT_EQ(cublasScopy(H, 4, Buf, -1, Buf + 8, 2), CUBLAS_STATUS_SUCCESS);
  EXPECT_EQ(fake::Last.Routine, "copy");
  EXPECT_EQ(cublasSswap(H, 4, Buf, 1, Buf + 8, -2), CUBLAS_STATUS_SUCCESS);
  EXPECT_EQ(fake::Last.Routine, "swap");
  EXPECT_EQ(fake::Last.N, 4);
  fake::Last = fake::Record();
  // Reductions of nothing give 0 on the host without the backend.
  EXPECT_EQ(cublasSnrm2(H, 4, Buf, 0, &R), CUBLAS_STATUS_SUCCESS);
  EXPECT_EQ(R, 0.0f);
  EXPECT_EQ(cublasIsamax(H, 0, Buf, 1, &I), CUBLAS_STATUS_SUCCESS);
  EXPECT_EQ(I, 0);
  EXPECT_EQ(fake::Last.Calls, 0);
  EXPECT_EQ(cublasSdot(H, 4, Buf, 1, Buf, 1, nullptr), CUBLAS_STATUS_INVALID_VALUE);
  EXPECT_EQ(cublasSdot(H, 4, Buf, 1, Buf, -1, &R), CUBLAS_STATUS_SUCCESS);
  EXPECT_EQ(fake::Last.Routine, "dot");
  cuComplex Cx[4] = {};
  EXPECT_EQ(cublasCdotc(H, 4, Cx, 1, Cx, 1, Cx), CUBLAS_STATUS_SUCCESS);
  EXPECT_EQ(fake::Last.Routine, "dotc");
  EXPECT_EQ(cublasCsscal(H, 4, &One, Cx, 1), CUBLAS_STATUS_SUCCESS);
  EXPECT_EQ(fake::Last.Routine, "scal");
}

TEST_F(Cublas, Level2And3) {
  EXPECT_EQ(cublasSgemv(H, CUBLAS_OP_N, 4, 2, &One, Buf, 3, Buf, 1, &Zero, Buf, 1), CUBLAS_STATUS_INVALID_VALUE);
  EXPECT_EQ(cublasSgemv(H, CUBLAS_OP_N, 4, 2, &One, Buf, 4, Buf, 0, &Zero, Buf, 1), CUBLAS_STATUS_INVALID_VALUE);
  EXPECT_EQ(cublasStrsm(H, CUBLAS_SIDE_RIGHT, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_N, CUBLAS_DIAG_UNIT, 4, 3, &One, Buf, 2, Buf, 4), CUBLAS_STATUS_INVALID_VALUE); // lda < n
  EXPECT_EQ(cublasStrsm(H, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_FULL, CUBLAS_OP_N, CUBLAS_DIAG_UNIT, 4, 3, &One, Buf, 4, Buf, 4), CUBLAS_STATUS_INVALID_VALUE);
  cuComplex Cx[16] = {};
  cuComplex COne = {1, 0};
  EXPECT_EQ(cublasCsyrk(H, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_C, 2, 2, &COne, Cx, 2, &COne, Cx, 2), CUBLAS_STATUS_INVALID_VALUE);
  EXPECT_EQ(cublasSgeam(H, CUBLAS_OP_T, CUBLAS_OP_N, 2, 2, &One, Buf, 2, &One, Buf + 8, 2, Buf, 2), CUBLAS_STATUS_INVALID_VALUE); // in place with a transpose
  EXPECT_EQ(fake::Last.Calls, 0);
  EXPECT_EQ(cublasSsyrk(H, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_C, 3, 2, &One, Buf, 2, &Zero, Buf, 3), CUBLAS_STATUS_SUCCESS);
  EXPECT_EQ(fake::Last.Routine, "syrk");
  EXPECT_EQ(cublasStrsm(H, CUBLAS_SIDE_RIGHT, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_T, CUBLAS_DIAG_NON_UNIT, 4, 3, &One, Buf, 3, Buf, 4), CUBLAS_STATUS_SUCCESS);
  EXPECT_EQ(fake::Last.Routine, "trsm");
}

TEST_F(Cublas, Dgmm) {
  EXPECT_EQ(cublasSdgmm(H, cublasSideMode_t(7), 2, 2, Buf, 2, Buf, 1, Buf + 8, 2), CUBLAS_STATUS_INVALID_VALUE);
  EXPECT_EQ(cublasSdgmm(H, CUBLAS_SIDE_LEFT, -1, 2, Buf, 2, Buf, 1, Buf + 8, 2), CUBLAS_STATUS_INVALID_VALUE);
  EXPECT_EQ(cublasDdgmm(H, CUBLAS_SIDE_RIGHT, 3, 2, reinterpret_cast<double *>(Buf), 2, reinterpret_cast<double *>(Buf), 1, reinterpret_cast<double *>(Buf), 3), CUBLAS_STATUS_INVALID_VALUE); // lda < m
  EXPECT_EQ(cublasSdgmm(H, CUBLAS_SIDE_LEFT, 2, 2, Buf, 2, Buf + 4, 1, Buf, 3), CUBLAS_STATUS_INVALID_VALUE); // in place, other ld
  EXPECT_EQ(cublasSdgmm(H, CUBLAS_SIDE_LEFT, 2, 2, nullptr, 2, Buf, 1, Buf, 2), CUBLAS_STATUS_INVALID_VALUE);
  EXPECT_EQ(fake::Last.Calls, 0);
  EXPECT_EQ(cublasSdgmm(H, CUBLAS_SIDE_LEFT, 0, 2, nullptr, 1, nullptr, 1, nullptr, 1), CUBLAS_STATUS_SUCCESS);
  EXPECT_EQ(fake::Last.Calls, 0) << "m == 0 is a quick return";
  EXPECT_EQ(cublasSdgmm(H, CUBLAS_SIDE_RIGHT, 3, 2, Buf, 3, Buf + 6, -1, Buf, 3), CUBLAS_STATUS_SUCCESS); // in place
  EXPECT_EQ(fake::Last.Routine, "dgmm");
  EXPECT_EQ(fake::Last.M, 3);
  EXPECT_EQ(fake::Last.N, 2);
  cuDoubleComplex Z[8] = {};
  EXPECT_EQ(cublasZdgmm_64(H, CUBLAS_SIDE_LEFT, 2, 2, Z, 2, Z, 1, Z + 4, 2), CUBLAS_STATUS_SUCCESS);
  EXPECT_EQ(fake::Last.Routine, "dgmm");
}

TEST(CublasCopy, Validation) {
  float X[8] = {};
  EXPECT_EQ(cublasSetVector(4, 0, X, 1, X, 1), CUBLAS_STATUS_INVALID_VALUE);
  EXPECT_EQ(cublasSetVector(4, 4, X, 0, X, 1), CUBLAS_STATUS_INVALID_VALUE);
  EXPECT_EQ(cublasSetMatrix(4, 2, 4, X, 3, X, 4), CUBLAS_STATUS_INVALID_VALUE);
  fake::Last = fake::Record();
  EXPECT_EQ(cublasGetMatrix(2, 3, 4, X, 2, X, 5), CUBLAS_STATUS_SUCCESS);
  EXPECT_EQ(fake::Last.Routine, "copy2D");
  EXPECT_EQ(fake::Last.M, 8); // width in bytes = rows * elemSize
  EXPECT_EQ(fake::Last.N, 3); // one row of the copy per column
}

} // namespace
