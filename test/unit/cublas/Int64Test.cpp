// SPDX-License-Identifier: Apache-2.0
// cuBLAS's 64-bit-integer API (generated from cublas_api.def by cuda-x/cublas/gen_api64.py) on
// the fake fallback: arguments are narrowed to the classic routines (which then validate as
// usual), values beyond int are invalid (negative sizes) or not supported, the handle is checked
// first, and iamax's int64_t result is written whole.
#include "FakeFallback.h"

#include <cublas_v2.h>
#include <gtest/gtest.h>

#include <cstdint>

namespace {

constexpr int64_t Big = int64_t(1) << 40;

class Cublas64 : public ::testing::Test {
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

TEST_F(Cublas64, GemmNarrowsAndValidates) {
  // cublasSgemm_64 is cublas_v2.h's name for the exported cublasSgemm_v2_64.
  EXPECT_EQ(cublasSgemm_64(H, CUBLAS_OP_N, CUBLAS_OP_T, 4, 3, 2, &One, Buf, 4, Buf, 3, &Zero, Buf,
                           4),
            CUBLAS_STATUS_SUCCESS);
  EXPECT_EQ(fake::Last.Calls, 1);
  EXPECT_EQ(fake::Last.Routine, "gemm");
  EXPECT_EQ(fake::Last.M, 4);
  EXPECT_EQ(fake::Last.N, 3);
  EXPECT_EQ(fake::Last.K, 2);
  // The classic routine's checks apply (lda < m).
  EXPECT_EQ(cublasSgemm_64(H, CUBLAS_OP_N, CUBLAS_OP_N, 4, 3, 2, &One, Buf, 3, Buf, 2, &Zero, Buf,
                           4),
            CUBLAS_STATUS_INVALID_VALUE);
  // Beyond int: a negative size is invalid, a large one is beyond our kernels.
  EXPECT_EQ(cublasSgemm_64(H, CUBLAS_OP_N, CUBLAS_OP_N, -Big, 3, 2, &One, Buf, 4, Buf, 2, &Zero,
                           Buf, 4),
            CUBLAS_STATUS_INVALID_VALUE);
  EXPECT_EQ(cublasSgemm_64(H, CUBLAS_OP_N, CUBLAS_OP_N, 4, 3, 2, &One, Buf, Big, Buf, 2, &Zero,
                           Buf, 4),
            CUBLAS_STATUS_NOT_SUPPORTED);
  EXPECT_EQ(cublasSgemm_64(nullptr, CUBLAS_OP_N, CUBLAS_OP_N, Big, 3, 2, &One, Buf, 4, Buf, 2,
                           &Zero, Buf, 4),
            CUBLAS_STATUS_NOT_INITIALIZED);
  EXPECT_EQ(fake::Last.Calls, 1);
  // A value that truncates to a valid int must not be mistaken for it.
  EXPECT_EQ(cublasSgemm_64(H, CUBLAS_OP_N, CUBLAS_OP_N, Big + 4, 3, 2, &One, Buf, 4, Buf, 2, &Zero,
                           Buf, 4),
            CUBLAS_STATUS_NOT_SUPPORTED);
  EXPECT_EQ(fake::Last.Calls, 1);
}

TEST_F(Cublas64, Level1AndIncrements) {
  EXPECT_EQ(cublasSaxpy_64(H, 4, &One, Buf, -2, Buf, 1), CUBLAS_STATUS_SUCCESS);
  EXPECT_EQ(fake::Last.Routine, "axpy");
  // A negative increment beyond int is legal cuBLAS, but beyond our kernels.
  EXPECT_EQ(cublasSaxpy_64(H, 4, &One, Buf, -Big, Buf, 1), CUBLAS_STATUS_NOT_SUPPORTED);
  EXPECT_EQ(cublasDgeam_64(H, CUBLAS_OP_N, CUBLAS_OP_N, 2, 2, nullptr, nullptr, 2, nullptr,
                           nullptr, 2, nullptr, -Big),
            CUBLAS_STATUS_INVALID_VALUE);
  EXPECT_EQ(cublasSgemmStridedBatched_64(H, CUBLAS_OP_N, CUBLAS_OP_N, 2, 2, 2, &One, Buf, 2, 4,
                                         Buf, 2, 4, &Zero, Buf, 2, 4, Big),
            CUBLAS_STATUS_NOT_SUPPORTED);
  EXPECT_EQ(cublasSetVector_64(4, 4, Buf, 1, Buf, 1), CUBLAS_STATUS_SUCCESS);
  EXPECT_EQ(cublasSetVector_64(4, -Big, Buf, 1, Buf, 1), CUBLAS_STATUS_INVALID_VALUE);
}

TEST_F(Cublas64, IamaxWritesTheWholeResult) {
  int64_t R = -1;
  EXPECT_EQ(cublasIsamax_64(H, 7, Buf, 1, &R), CUBLAS_STATUS_SUCCESS);
  EXPECT_EQ(R, 1007); // the fake's answer for n = 7, with the high half cleared
  R = -1;
  EXPECT_EQ(cublasIdamax_64(H, 0, nullptr, 1, &R), CUBLAS_STATUS_SUCCESS);
  EXPECT_EQ(R, 0); // n = 0: 0 without the backend
  EXPECT_EQ(cublasIsamax_64(H, 7, Buf, 1, nullptr), CUBLAS_STATUS_INVALID_VALUE);
  EXPECT_EQ(cublasIsamax_64(nullptr, 7, Buf, 1, &R), CUBLAS_STATUS_NOT_INITIALIZED);
  // Device pointer mode: the classic routine writes the low half (after the high half is zeroed
  // by a copy, which the fake records but does not perform).
  ASSERT_EQ(cublasSetPointerMode(H, CUBLAS_POINTER_MODE_DEVICE), CUBLAS_STATUS_SUCCESS);
  R = 0;
  EXPECT_EQ(cublasIsamax_64(H, 9, Buf, 1, &R), CUBLAS_STATUS_SUCCESS);
  EXPECT_EQ(R, 1009);
}

} // namespace
