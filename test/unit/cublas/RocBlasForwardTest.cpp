// SPDX-License-Identifier: Apache-2.0
// cuBLAS -> rocBLAS forwarding against FakeRocBlas.cpp (SCALE_AMD_ROCBLAS_LIBRARY): the handle
// gets a rocBLAS handle, enums arrive with rocBLAS's values, argument order is kept, the stream and
// pointer mode are passed on, rocBLAS statuses come back as cuBLAS statuses, and routines absent
// from the loaded rocBLAS give CUBLAS_STATUS_NOT_SUPPORTED.
#include <cublas_v2.h>
#include <gtest/gtest.h>

#include <dlfcn.h>

#include <cstdlib>

namespace {

struct FakeRocRecord {
  int Calls, TransA, TransB, M, N, K, Lda, Ldb, Ldc, PointerMode;
  float Alpha;
  void *Stream;
  int Side, Fill, Diag;
  int Batch, AType, CType, Compute, Ldd;
  const void *A, *D;
};

FakeRocRecord &last() {
  void *L = dlopen(std::getenv("SCALE_AMD_ROCBLAS_LIBRARY"), RTLD_NOW | RTLD_NOLOAD);
  EXPECT_NE(L, nullptr);
  return *static_cast<FakeRocRecord *>(dlsym(L, "fake_rocblas_last"));
}

TEST(RocBlasForward, GemmTrsmStatusesAndModes) {
  cublasHandle_t H;
  ASSERT_EQ(cublasCreate(&H), CUBLAS_STATUS_SUCCESS);
  float Buf[64] = {}, Alpha = 3.0f, Beta = 0.0f;
  ASSERT_EQ(cublasSgemm(H, CUBLAS_OP_T, CUBLAS_OP_C, 4, 3, 2, &Alpha, Buf, 2, Buf, 3, &Beta, Buf, 5),
            CUBLAS_STATUS_SUCCESS);
  FakeRocRecord &R = last();
  EXPECT_EQ(R.Calls, 1);
  EXPECT_EQ(R.TransA, 112); // rocblas_operation_transpose
  EXPECT_EQ(R.TransB, 113); // rocblas_operation_conjugate_transpose
  EXPECT_EQ(R.M, 4);
  EXPECT_EQ(R.N, 3);
  EXPECT_EQ(R.K, 2);
  EXPECT_EQ(R.Lda, 2);
  EXPECT_EQ(R.Ldb, 3);
  EXPECT_EQ(R.Ldc, 5);
  EXPECT_EQ(R.Alpha, 3.0f);

  ASSERT_EQ(cublasStrsm(H, CUBLAS_SIDE_RIGHT, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_N, CUBLAS_DIAG_UNIT,
                        4, 3, &Alpha, Buf, 3, Buf, 4),
            CUBLAS_STATUS_SUCCESS);
  EXPECT_EQ(R.Side, 142);
  EXPECT_EQ(R.Fill, 121);
  EXPECT_EQ(R.TransA, 111);
  EXPECT_EQ(R.Diag, 132);

  EXPECT_EQ(cublasSetStream(H, reinterpret_cast<cudaStream_t>(0x40)), CUBLAS_STATUS_SUCCESS);
  EXPECT_EQ(R.Stream, reinterpret_cast<void *>(0x40));
  EXPECT_EQ(cublasSetStream(H, cudaStreamLegacy), CUBLAS_STATUS_SUCCESS);
  EXPECT_EQ(R.Stream, nullptr) << "the legacy default stream is HIP's null stream";
  EXPECT_EQ(cublasSetPointerMode(H, CUBLAS_POINTER_MODE_DEVICE), CUBLAS_STATUS_SUCCESS);
  EXPECT_EQ(R.PointerMode, 1);

  float Res;
  EXPECT_EQ(cublasSdot(H, 4, Buf, 1, Buf, 1, &Res), CUBLAS_STATUS_INVALID_VALUE)
      << "rocblas_status_invalid_size is CUBLAS_STATUS_INVALID_VALUE";
  EXPECT_EQ(cublasDgemm(H, CUBLAS_OP_N, CUBLAS_OP_N, 1, 1, 1, nullptr, nullptr, 1, nullptr, 1,
                        nullptr, nullptr, 1),
            CUBLAS_STATUS_INVALID_VALUE);
  double D[4] = {}, One = 1;
  EXPECT_EQ(cublasDgemm(H, CUBLAS_OP_N, CUBLAS_OP_N, 1, 1, 1, &One, D, 1, D, 1, &One, D, 1),
            CUBLAS_STATUS_NOT_SUPPORTED)
      << "rocblas_dgemm is absent from the fake";
  EXPECT_EQ(cublasDestroy(H), CUBLAS_STATUS_SUCCESS);
}

// The batched routines ggml calls: pointer arrays passed through, enums translated, D = C.
TEST(RocBlasForward, TrsmBatchedAndGemmBatchedEx) {
  cublasHandle_t H;
  ASSERT_EQ(cublasCreate(&H), CUBLAS_STATUS_SUCCESS);
  FakeRocRecord &R = last();
  float Buf[16] = {}, Alpha = 2.0f, Zero = 0.0f;
  const float *A[2] = {Buf, Buf};
  float *B[2] = {Buf, Buf};
  const int Before = R.Calls;
  ASSERT_EQ(cublasStrsmBatched(H, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_T,
                               CUBLAS_DIAG_NON_UNIT, 3, 2, &Alpha, A, 3, B, 4, 2),
            CUBLAS_STATUS_SUCCESS);
  EXPECT_EQ(R.Calls, Before + 1);
  EXPECT_EQ(R.Side, 141);
  EXPECT_EQ(R.Fill, 122);
  EXPECT_EQ(R.TransA, 112);
  EXPECT_EQ(R.Diag, 131);
  EXPECT_EQ(R.M, 3);
  EXPECT_EQ(R.N, 2);
  EXPECT_EQ(R.Lda, 3);
  EXPECT_EQ(R.Ldb, 4);
  EXPECT_EQ(R.Batch, 2);
  EXPECT_EQ(R.Alpha, 2.0f);
  EXPECT_EQ(R.A, static_cast<const void *>(A));

  const void *AV[2] = {Buf, Buf};
  void *CV[2] = {Buf, Buf};
  ASSERT_EQ(cublasGemmBatchedEx(H, CUBLAS_OP_T, CUBLAS_OP_N, 2, 3, 4, &Alpha, AV, CUDA_R_16F, 4,
                                AV, CUDA_R_16F, 4, &Zero, CV, CUDA_R_32F, 5, 2,
                                CUBLAS_COMPUTE_32F_FAST_16F, CUBLAS_GEMM_DEFAULT_TENSOR_OP),
            CUBLAS_STATUS_SUCCESS);
  EXPECT_EQ(R.TransA, 112);
  EXPECT_EQ(R.TransB, 111);
  EXPECT_EQ(R.M, 2);
  EXPECT_EQ(R.N, 3);
  EXPECT_EQ(R.K, 4);
  EXPECT_EQ(R.AType, 150); // rocblas_datatype_f16_r
  EXPECT_EQ(R.CType, 151); // rocblas_datatype_f32_r
  EXPECT_EQ(R.Compute, 151);
  EXPECT_EQ(R.Ldc, 5);
  EXPECT_EQ(R.Ldd, 5);
  EXPECT_EQ(R.Batch, 2);
  EXPECT_EQ(R.A, static_cast<const void *>(AV));
  EXPECT_EQ(R.D, static_cast<void *>(CV)) << "D is C: in place, as cuBLAS";
  EXPECT_EQ(cublasDtrsmBatched(H, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_T,
                               CUBLAS_DIAG_NON_UNIT, 1, 1, nullptr, nullptr, 1, nullptr, 1, 1),
            CUBLAS_STATUS_INVALID_VALUE);
  double DOne = 1;
  const double *DA[1] = {nullptr};
  double *DB[1] = {nullptr};
  EXPECT_EQ(cublasDtrsmBatched(H, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_T,
                               CUBLAS_DIAG_NON_UNIT, 1, 1, &DOne, DA, 1, DB, 1, 1),
            CUBLAS_STATUS_NOT_SUPPORTED)
      << "rocblas_dtrsm_batched is absent from the fake";
  EXPECT_EQ(cublasDestroy(H), CUBLAS_STATUS_SUCCESS);
}

} // namespace
