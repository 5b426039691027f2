// SPDX-License-Identifier: Apache-2.0
// Dense cuSOLVER's API layer (cuda-x/cusolver/Dense.cpp) over fake kernels: the handle, LAPACK's
// argument rules with cuSOLVER's status codes, buffer sizes, workspace checks, and every row of
// the API table defined.
#include <cusolverDn.h>
#include <gtest/gtest.h>

namespace scale::solver {
extern bool FakeDevice;
extern int FakeCalls;
} // namespace scale::solver
using scale::solver::FakeCalls;

namespace {

struct Dn : ::testing::Test {
  void SetUp() override { ASSERT_EQ(cusolverDnCreate(&H), CUSOLVER_STATUS_SUCCESS); }
  void TearDown() override { EXPECT_EQ(cusolverDnDestroy(H), CUSOLVER_STATUS_SUCCESS); }
  cusolverDnHandle_t H = nullptr;
  float F[64];
  double D[64];
  int Info, Ipiv[8], Lwork;
};

TEST(DnHandle, CreateNeedsADevice) {
  scale::solver::FakeDevice = false;
  cusolverDnHandle_t H = nullptr;
  EXPECT_EQ(cusolverDnCreate(&H), CUSOLVER_STATUS_NOT_INITIALIZED);
  scale::solver::FakeDevice = true;
  EXPECT_EQ(cusolverDnCreate(nullptr), CUSOLVER_STATUS_INVALID_VALUE);
  EXPECT_EQ(cusolverDnDestroy(nullptr), CUSOLVER_STATUS_NOT_INITIALIZED);
  EXPECT_EQ(cusolverDnSetStream(nullptr, nullptr), CUSOLVER_STATUS_NOT_INITIALIZED);
  int V;
  ASSERT_EQ(cusolverGetVersion(&V), CUSOLVER_STATUS_SUCCESS);
  EXPECT_EQ(V / 1000, 11);
  ASSERT_EQ(cusolverGetProperty(MAJOR_VERSION, &V), CUSOLVER_STATUS_SUCCESS);
  EXPECT_EQ(V, 11);
}

TEST_F(Dn, Stream) {
  cudaStream_t S = reinterpret_cast<cudaStream_t>(0x40);
  ASSERT_EQ(cusolverDnSetStream(H, S), CUSOLVER_STATUS_SUCCESS);
  cudaStream_t G = nullptr;
  ASSERT_EQ(cusolverDnGetStream(H, &G), CUSOLVER_STATUS_SUCCESS);
  EXPECT_EQ(G, S);
  EXPECT_EQ(cusolverDnGetStream(H, nullptr), CUSOLVER_STATUS_INVALID_VALUE);
}

TEST_F(Dn, LuArguments) {
  int Before = FakeCalls;
  EXPECT_EQ(cusolverDnSgetrf(H, -1, 4, F, 4, F, Ipiv, &Info), CUSOLVER_STATUS_INVALID_VALUE);
  EXPECT_EQ(cusolverDnSgetrf(H, 4, 4, F, 3, F, Ipiv, &Info), CUSOLVER_STATUS_INVALID_VALUE);
  EXPECT_EQ(cusolverDnDgetrf(H, 4, 4, D, 4, D, Ipiv, nullptr), CUSOLVER_STATUS_INVALID_VALUE);
  EXPECT_EQ(FakeCalls, Before);
  EXPECT_EQ(cusolverDnSgetrf(H, 4, 4, F, 4, F, Ipiv, &Info), CUSOLVER_STATUS_SUCCESS);
  EXPECT_EQ(cusolverDnSgetrf(H, 4, 4, F, 4, F, nullptr, &Info), CUSOLVER_STATUS_SUCCESS);
  EXPECT_EQ(cusolverDnSgetrf(H, 0, 0, nullptr, 1, nullptr, nullptr, &Info), CUSOLVER_STATUS_SUCCESS);
  ASSERT_EQ(cusolverDnZgetrf_bufferSize(H, 5, 3, nullptr, 5, &Lwork), CUSOLVER_STATUS_SUCCESS);
  EXPECT_GE(Lwork, 1);
  EXPECT_EQ(cusolverDnSgetrs(H, cublasOperation_t(7), 4, 1, F, 4, Ipiv, F, 4, &Info),
            CUSOLVER_STATUS_INVALID_VALUE);
  EXPECT_EQ(cusolverDnSgetrs(H, CUBLAS_OP_T, 4, 1, F, 4, Ipiv, F, 3, &Info),
            CUSOLVER_STATUS_INVALID_VALUE);
  EXPECT_EQ(cusolverDnCgetrs(H, CUBLAS_OP_C, 4, 2, (cuComplex *)F, 4, Ipiv, (cuComplex *)F, 4,
                             &Info),
            CUSOLVER_STATUS_SUCCESS);
}

TEST_F(Dn, CholeskyArguments) {
  EXPECT_EQ(cusolverDnSpotrf(H, CUBLAS_FILL_MODE_FULL, 4, F, 4, F, 1, &Info),
            CUSOLVER_STATUS_INVALID_VALUE);
  EXPECT_EQ(cusolverDnSpotrf(H, CUBLAS_FILL_MODE_LOWER, 4, F, 2, F, 1, &Info),
            CUSOLVER_STATUS_INVALID_VALUE);
  EXPECT_EQ(cusolverDnDpotrf(H, CUBLAS_FILL_MODE_UPPER, 4, D, 4, D, 1, &Info),
            CUSOLVER_STATUS_SUCCESS);
  ASSERT_EQ(cusolverDnDpotri_bufferSize(H, CUBLAS_FILL_MODE_LOWER, 5, D, 5, &Lwork),
            CUSOLVER_STATUS_SUCCESS);
  EXPECT_EQ(Lwork, 25);
  EXPECT_EQ(cusolverDnDpotri(H, CUBLAS_FILL_MODE_LOWER, 5, D, 5, D, 24, &Info),
            CUSOLVER_STATUS_INVALID_WORKSPACE);
  EXPECT_EQ(cusolverDnDpotri(H, CUBLAS_FILL_MODE_LOWER, 5, D, 5, D, 25, &Info),
            CUSOLVER_STATUS_SUCCESS);
  EXPECT_EQ(cusolverDnZpotrs(H, CUBLAS_FILL_MODE_LOWER, 4, -1, nullptr, 4, nullptr, 4, &Info),
            CUSOLVER_STATUS_INVALID_VALUE);
}

TEST_F(Dn, BatchedCholeskyArguments) {
  float *Arr[2] = {F, F + 16};
  int Infos[2];
  EXPECT_EQ(cusolverDnSpotrfBatched(H, CUBLAS_FILL_MODE_LOWER, 4, Arr, 3, Infos, 2),
            CUSOLVER_STATUS_INVALID_VALUE);
  EXPECT_EQ(cusolverDnSpotrfBatched(H, CUBLAS_FILL_MODE_LOWER, 4, Arr, 4, Infos, -1),
            CUSOLVER_STATUS_INVALID_VALUE);
  EXPECT_EQ(cusolverDnSpotrfBatched(H, CUBLAS_FILL_MODE_UPPER, 4, Arr, 4, Infos, 2),
            CUSOLVER_STATUS_SUCCESS);
  EXPECT_EQ(cusolverDnSpotrsBatched(H, CUBLAS_FILL_MODE_LOWER, 4, 2, Arr, 4, Arr, 4, Infos, 2),
            CUSOLVER_STATUS_INVALID_VALUE); // one right-hand side only
  EXPECT_EQ(cusolverDnSpotrsBatched(H, CUBLAS_FILL_MODE_LOWER, 4, 1, Arr, 4, Arr, 4, Infos, 2),
            CUSOLVER_STATUS_SUCCESS);
}

TEST_F(Dn, QrArguments) {
  EXPECT_EQ(cusolverDnSgeqrf(H, 4, 3, F, 3, F, F, 3, &Info), CUSOLVER_STATUS_INVALID_VALUE);
  EXPECT_EQ(cusolverDnSgeqrf(H, 4, 3, F, 4, F, F, 3, &Info), CUSOLVER_STATUS_SUCCESS);
  // Real Q: N or T; complex: N or C.
  EXPECT_EQ(cusolverDnSormqr(H, CUBLAS_SIDE_LEFT, CUBLAS_OP_C, 4, 2, 3, F, 4, F, F, 4, F, 4, &Info),
            CUSOLVER_STATUS_INVALID_VALUE);
  EXPECT_EQ(cusolverDnSormqr(H, CUBLAS_SIDE_LEFT, CUBLAS_OP_T, 4, 2, 3, F, 4, F, F, 4, F, 4, &Info),
            CUSOLVER_STATUS_SUCCESS);
  EXPECT_EQ(cusolverDnCunmqr(H, CUBLAS_SIDE_RIGHT, CUBLAS_OP_T, 2, 4, 3, (cuComplex *)F, 4,
                             (cuComplex *)F, (cuComplex *)F, 2, (cuComplex *)F, 4, &Info),
            CUSOLVER_STATUS_INVALID_VALUE);
  EXPECT_EQ(cusolverDnCunmqr(H, CUBLAS_SIDE_RIGHT, CUBLAS_OP_C, 2, 4, 3, (cuComplex *)F, 4,
                             (cuComplex *)F, (cuComplex *)F, 2, (cuComplex *)F, 4, &Info),
            CUSOLVER_STATUS_SUCCESS);
  // k > the order of Q.
  EXPECT_EQ(cusolverDnDormqr(H, CUBLAS_SIDE_LEFT, CUBLAS_OP_N, 3, 2, 4, D, 3, D, D, 3, D, 4, &Info),
            CUSOLVER_STATUS_INVALID_VALUE);
  EXPECT_EQ(cusolverDnDorgqr(H, 3, 4, 2, D, 3, D, D, 4, &Info), CUSOLVER_STATUS_INVALID_VALUE);
  EXPECT_EQ(cusolverDnDorgqr(H, 4, 3, 4, D, 4, D, D, 4, &Info), CUSOLVER_STATUS_INVALID_VALUE);
  EXPECT_EQ(cusolverDnZungqr(H, 4, 3, 3, (cuDoubleComplex *)D, 4, (cuDoubleComplex *)D,
                             (cuDoubleComplex *)D, 4, &Info),
            CUSOLVER_STATUS_SUCCESS);
}

TEST_F(Dn, EigenAndSvdArguments) {
  ASSERT_EQ(cusolverDnSsyevd_bufferSize(H, CUSOLVER_EIG_MODE_VECTOR, CUBLAS_FILL_MODE_LOWER, 4, F,
                                        4, F, &Lwork),
            CUSOLVER_STATUS_SUCCESS);
  EXPECT_EQ(Lwork, 32);
  EXPECT_EQ(cusolverDnSsyevd(H, cusolverEigMode_t(3), CUBLAS_FILL_MODE_LOWER, 4, F, 4, F, F, 64,
                             &Info),
            CUSOLVER_STATUS_INVALID_VALUE);
  EXPECT_EQ(cusolverDnSsyevd(H, CUSOLVER_EIG_MODE_VECTOR, CUBLAS_FILL_MODE_LOWER, 4, F, 4, F, F, 31,
                             &Info),
            CUSOLVER_STATUS_INVALID_WORKSPACE);
  EXPECT_EQ(cusolverDnCheevd(H, CUSOLVER_EIG_MODE_NOVECTOR, CUBLAS_FILL_MODE_UPPER, 4,
                             (cuComplex *)F, 4, F, (cuComplex *)F, 32, &Info),
            CUSOLVER_STATUS_SUCCESS);
  EXPECT_EQ(cusolverDnSgesvd_bufferSize(H, 3, 4, &Lwork), CUSOLVER_STATUS_INVALID_VALUE); // m < n
  ASSERT_EQ(cusolverDnDgesvd_bufferSize(H, 5, 3, &Lwork), CUSOLVER_STATUS_SUCCESS);
  EXPECT_EQ(Lwork, 15 + 9 + 3);
  EXPECT_EQ(cusolverDnDgesvd(H, 'O', 'O', 5, 3, D, 5, D, D, 5, D, 3, D, Lwork, nullptr, &Info),
            CUSOLVER_STATUS_INVALID_VALUE);
  EXPECT_EQ(cusolverDnDgesvd(H, 'X', 'N', 5, 3, D, 5, D, D, 5, D, 3, D, Lwork, nullptr, &Info),
            CUSOLVER_STATUS_INVALID_VALUE);
  EXPECT_EQ(cusolverDnDgesvd(H, 'A', 'A', 5, 3, D, 5, D, D, 4, D, 3, D, Lwork, nullptr, &Info),
            CUSOLVER_STATUS_INVALID_VALUE); // ldu < m
  EXPECT_EQ(cusolverDnDgesvd(H, 'S', 'S', 5, 3, D, 5, D, D, 5, D, 3, D, Lwork, nullptr, &Info),
            CUSOLVER_STATUS_SUCCESS);
  EXPECT_EQ(cusolverDnDgesvd(H, 'N', 'N', 5, 3, D, 5, D, nullptr, 1, nullptr, 1, D, Lwork, nullptr,
                             &Info),
            CUSOLVER_STATUS_SUCCESS);
}

TEST(DnTable, EveryRowDefined) {
  const void *Fns[] = {
#define CUSOLVER_FN(Name, Suffix, Family, Params)                                                  \
  reinterpret_cast<const void *>(&cusolverDn##Name##Suffix),
#include "__scale_amd/cusolver/cusolver_api.def"
#undef CUSOLVER_FN
  };
  EXPECT_EQ(sizeof Fns / sizeof *Fns, 84u);
}

} // namespace
