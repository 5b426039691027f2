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

TEST_F(Dn, SytrfArguments) {
  int Before = FakeCalls;
  EXPECT_EQ(cusolverDnSsytrf(H, CUBLAS_FILL_MODE_FULL, 4, F, 4, Ipiv, F, 4, &Info),
            CUSOLVER_STATUS_INVALID_VALUE);
  EXPECT_EQ(cusolverDnDsytrf(H, CUBLAS_FILL_MODE_LOWER, -1, D, 4, Ipiv, D, 4, &Info),
            CUSOLVER_STATUS_INVALID_VALUE);
  EXPECT_EQ(cusolverDnDsytrf(H, CUBLAS_FILL_MODE_LOWER, 4, D, 3, Ipiv, D, 4, &Info),
            CUSOLVER_STATUS_INVALID_VALUE);
  EXPECT_EQ(cusolverDnDsytrf(H, CUBLAS_FILL_MODE_LOWER, 4, D, 4, nullptr, D, 4, &Info),
            CUSOLVER_STATUS_INVALID_VALUE); // ipiv is required
  EXPECT_EQ(cusolverDnCsytrf(H, CUBLAS_FILL_MODE_UPPER, 4, (cuComplex *)F, 4, Ipiv,
                             (cuComplex *)F, 4, nullptr),
            CUSOLVER_STATUS_INVALID_VALUE);
  EXPECT_EQ(FakeCalls, Before);
  EXPECT_EQ(cusolverDnZsytrf(H, CUBLAS_FILL_MODE_UPPER, 2, (cuDoubleComplex *)D, 2, Ipiv,
                             (cuDoubleComplex *)D, 1, &Info),
            CUSOLVER_STATUS_SUCCESS);
  EXPECT_EQ(FakeCalls, Before + 1);
  EXPECT_EQ(cusolverDnSsytrf_bufferSize(H, 4, F, 3, &Lwork), CUSOLVER_STATUS_INVALID_VALUE);
  ASSERT_EQ(cusolverDnSsytrf_bufferSize(H, 6, F, 6, &Lwork), CUSOLVER_STATUS_SUCCESS);
  EXPECT_GE(Lwork, 1);
  EXPECT_EQ(cusolverDnSsytrf_bufferSize(nullptr, 6, F, 6, &Lwork), CUSOLVER_STATUS_NOT_INITIALIZED);
}

TEST_F(Dn, JacobiParameters) {
  syevjInfo_t S = nullptr;
  gesvdjInfo_t G = nullptr;
  EXPECT_EQ(cusolverDnCreateSyevjInfo(nullptr), CUSOLVER_STATUS_INVALID_VALUE);
  ASSERT_EQ(cusolverDnCreateSyevjInfo(&S), CUSOLVER_STATUS_SUCCESS);
  ASSERT_EQ(cusolverDnCreateGesvdjInfo(&G), CUSOLVER_STATUS_SUCCESS);
  EXPECT_EQ(cusolverDnXsyevjSetTolerance(S, 1e-7), CUSOLVER_STATUS_SUCCESS);
  EXPECT_EQ(cusolverDnXsyevjSetMaxSweeps(S, 0), CUSOLVER_STATUS_INVALID_VALUE);
  EXPECT_EQ(cusolverDnXsyevjSetMaxSweeps(S, 7), CUSOLVER_STATUS_SUCCESS);
  EXPECT_EQ(cusolverDnXsyevjSetSortEig(S, 0), CUSOLVER_STATUS_SUCCESS);
  EXPECT_EQ(cusolverDnXsyevjSetTolerance(nullptr, 1e-7), CUSOLVER_STATUS_INVALID_VALUE);
  EXPECT_EQ(cusolverDnXgesvdjSetMaxSweeps(G, -3), CUSOLVER_STATUS_INVALID_VALUE);
  EXPECT_EQ(cusolverDnXgesvdjSetSortEig(nullptr, 1), CUSOLVER_STATUS_INVALID_VALUE);
  // Before any call: zero residual and sweeps.
  double R = -1;
  int Sw = -1;
  EXPECT_EQ(cusolverDnXsyevjGetResidual(H, S, &R), CUSOLVER_STATUS_SUCCESS);
  EXPECT_EQ(R, 0.0);
  EXPECT_EQ(cusolverDnXgesvdjGetSweeps(H, G, &Sw), CUSOLVER_STATUS_SUCCESS);
  EXPECT_EQ(Sw, 0);
  EXPECT_EQ(cusolverDnXsyevjGetResidual(nullptr, S, &R), CUSOLVER_STATUS_NOT_INITIALIZED);
  EXPECT_EQ(cusolverDnXsyevjGetResidual(H, S, nullptr), CUSOLVER_STATUS_INVALID_VALUE);
  // syevj: argument rules, workspace, then batched (n <= 32), whose results are not reported.
  ASSERT_EQ(cusolverDnSsyevj_bufferSize(H, CUSOLVER_EIG_MODE_VECTOR, CUBLAS_FILL_MODE_LOWER, 4, F,
                                        4, F, &Lwork, S),
            CUSOLVER_STATUS_SUCCESS);
  EXPECT_EQ(Lwork, 32);
  EXPECT_EQ(cusolverDnSsyevj(H, cusolverEigMode_t(2), CUBLAS_FILL_MODE_LOWER, 4, F, 4, F, F, 32,
                             &Info, S),
            CUSOLVER_STATUS_INVALID_VALUE);
  EXPECT_EQ(cusolverDnSsyevj(H, CUSOLVER_EIG_MODE_VECTOR, CUBLAS_FILL_MODE_FULL, 4, F, 4, F, F, 32,
                             &Info, S),
            CUSOLVER_STATUS_INVALID_VALUE);
  EXPECT_EQ(cusolverDnDsyevj(H, CUSOLVER_EIG_MODE_VECTOR, CUBLAS_FILL_MODE_LOWER, 4, D, 3, D, D, 32,
                             &Info, S),
            CUSOLVER_STATUS_INVALID_VALUE);
  EXPECT_EQ(cusolverDnSsyevj(H, CUSOLVER_EIG_MODE_VECTOR, CUBLAS_FILL_MODE_LOWER, 4, F, 4, F, F, 31,
                             &Info, S),
            CUSOLVER_STATUS_INVALID_WORKSPACE);
  EXPECT_EQ(cusolverDnCheevj(H, CUSOLVER_EIG_MODE_NOVECTOR, CUBLAS_FILL_MODE_UPPER, 4,
                             (cuComplex *)F, 4, F, (cuComplex *)F, 32, &Info, S),
            CUSOLVER_STATUS_SUCCESS);
  EXPECT_EQ(cusolverDnSsyevj(H, CUSOLVER_EIG_MODE_VECTOR, CUBLAS_FILL_MODE_LOWER, 4, F, 4, F, F, 32,
                             &Info, nullptr),
            CUSOLVER_STATUS_SUCCESS); // no parameters: the defaults
  EXPECT_EQ(cusolverDnSsyevjBatched_bufferSize(H, CUSOLVER_EIG_MODE_VECTOR, CUBLAS_FILL_MODE_LOWER,
                                               33, F, 33, F, &Lwork, S, 2),
            CUSOLVER_STATUS_INVALID_VALUE);
  ASSERT_EQ(cusolverDnSsyevjBatched_bufferSize(H, CUSOLVER_EIG_MODE_VECTOR, CUBLAS_FILL_MODE_LOWER,
                                               2, F, 2, F, &Lwork, S, 3),
            CUSOLVER_STATUS_SUCCESS);
  EXPECT_EQ(Lwork, 24);
  int Infos[3];
  EXPECT_EQ(cusolverDnSsyevjBatched(H, CUSOLVER_EIG_MODE_VECTOR, CUBLAS_FILL_MODE_LOWER, 2, F, 2, F,
                                    F, 23, Infos, S, 3),
            CUSOLVER_STATUS_INVALID_WORKSPACE);
  EXPECT_EQ(cusolverDnSsyevjBatched(H, CUSOLVER_EIG_MODE_VECTOR, CUBLAS_FILL_MODE_LOWER, 2, F, 2, F,
                                    F, 24, Infos, S, -1),
            CUSOLVER_STATUS_INVALID_VALUE);
  EXPECT_EQ(cusolverDnSsyevjBatched(H, CUSOLVER_EIG_MODE_VECTOR, CUBLAS_FILL_MODE_LOWER, 2, F, 2, F,
                                    F, 24, Infos, S, 3),
            CUSOLVER_STATUS_SUCCESS);
  EXPECT_EQ(cusolverDnXsyevjGetResidual(H, S, &R), CUSOLVER_STATUS_NOT_SUPPORTED);
  EXPECT_EQ(cusolverDnXsyevjGetSweeps(H, S, &Sw), CUSOLVER_STATUS_NOT_SUPPORTED);
  EXPECT_EQ(cusolverDnSsyevj(H, CUSOLVER_EIG_MODE_VECTOR, CUBLAS_FILL_MODE_LOWER, 4, F, 4, F, F, 32,
                             &Info, S),
            CUSOLVER_STATUS_SUCCESS);
  EXPECT_EQ(cusolverDnXsyevjGetSweeps(H, S, &Sw), CUSOLVER_STATUS_SUCCESS); // after syevj again
  // gesvdj: any m, n; ldu >= m and ldv >= n with vectors only.
  ASSERT_EQ(cusolverDnDgesvdj_bufferSize(H, CUSOLVER_EIG_MODE_VECTOR, 1, 3, 5, D, 3, D, D, 3, D, 5,
                                         &Lwork, G),
            CUSOLVER_STATUS_SUCCESS);
  EXPECT_EQ(Lwork, 15 + 9 + 3);
  EXPECT_EQ(cusolverDnDgesvdj(H, CUSOLVER_EIG_MODE_VECTOR, 0, 3, 5, D, 3, D, D, 3, D, 4, D, Lwork,
                              &Info, G),
            CUSOLVER_STATUS_INVALID_VALUE); // ldv < n
  EXPECT_EQ(cusolverDnDgesvdj(H, CUSOLVER_EIG_MODE_VECTOR, 0, 3, 5, D, 2, D, D, 3, D, 5, D, Lwork,
                              &Info, G),
            CUSOLVER_STATUS_INVALID_VALUE); // lda < m
  EXPECT_EQ(cusolverDnDgesvdj(H, CUSOLVER_EIG_MODE_VECTOR, 0, 3, 5, D, 3, D, D, 3, D, 5, D,
                              Lwork - 1, &Info, G),
            CUSOLVER_STATUS_INVALID_WORKSPACE);
  EXPECT_EQ(cusolverDnDgesvdj(H, CUSOLVER_EIG_MODE_NOVECTOR, 0, 3, 5, D, 3, D, nullptr, 1, nullptr,
                              1, D, Lwork, &Info, G),
            CUSOLVER_STATUS_SUCCESS);
  EXPECT_EQ(cusolverDnZgesvdj(H, CUSOLVER_EIG_MODE_VECTOR, 1, 5, 3, (cuDoubleComplex *)D, 5, D,
                              (cuDoubleComplex *)D, 5, (cuDoubleComplex *)D, 3,
                              (cuDoubleComplex *)D, Lwork, &Info, G),
            CUSOLVER_STATUS_SUCCESS);
  EXPECT_EQ(cusolverDnSgesvdjBatched_bufferSize(H, CUSOLVER_EIG_MODE_VECTOR, 33, 4, F, 33, F, F, 33,
                                                F, 4, &Lwork, G, 2),
            CUSOLVER_STATUS_INVALID_VALUE); // m <= 32
  EXPECT_EQ(cusolverDnSgesvdjBatched(H, CUSOLVER_EIG_MODE_VECTOR, 2, 2, F, 2, F, F, 2, F, 2, F, 64,
                                     Infos, G, 2),
            CUSOLVER_STATUS_SUCCESS);
  EXPECT_EQ(cusolverDnXgesvdjGetResidual(H, G, &R), CUSOLVER_STATUS_NOT_SUPPORTED);
  EXPECT_EQ(cusolverDnDestroySyevjInfo(S), CUSOLVER_STATUS_SUCCESS);
  EXPECT_EQ(cusolverDnDestroyGesvdjInfo(G), CUSOLVER_STATUS_SUCCESS);
  EXPECT_EQ(cusolverDnDestroyGesvdjInfo(nullptr), CUSOLVER_STATUS_INVALID_VALUE);
}

TEST_F(Dn, GenericApi) {
  cusolverDnParams_t P = nullptr;
  EXPECT_EQ(cusolverDnCreateParams(nullptr), CUSOLVER_STATUS_INVALID_VALUE);
  ASSERT_EQ(cusolverDnCreateParams(&P), CUSOLVER_STATUS_SUCCESS);
  EXPECT_EQ(cusolverDnSetAdvOptions(P, CUSOLVERDN_GETRF, CUSOLVER_ALG_1), CUSOLVER_STATUS_SUCCESS);
  EXPECT_EQ(cusolverDnSetAdvOptions(P, CUSOLVERDN_POTRF, CUSOLVER_ALG_2),
            CUSOLVER_STATUS_INVALID_VALUE);
  EXPECT_EQ(cusolverDnSetAdvOptions(P, cusolverDnFunction_t(9), CUSOLVER_ALG_0),
            CUSOLVER_STATUS_INVALID_VALUE);
  EXPECT_EQ(cusolverDnSetAdvOptions(nullptr, CUSOLVERDN_GETRF, CUSOLVER_ALG_0),
            CUSOLVER_STATUS_INVALID_VALUE);
  size_t Dev = 0, Host = 7;
  int64_t Ip64[8];
  ASSERT_EQ(cusolverDnXgetrf_bufferSize(H, P, 4, 4, CUDA_R_64F, D, 4, CUDA_R_64F, &Dev, &Host),
            CUSOLVER_STATUS_SUCCESS);
  EXPECT_EQ(Dev, sizeof(double));
  EXPECT_EQ(Host, 0u);
  EXPECT_EQ(cusolverDnXgetrf_bufferSize(H, P, 4, 4, CUDA_R_64F, D, 3, CUDA_R_64F, &Dev, &Host),
            CUSOLVER_STATUS_INVALID_VALUE);
  EXPECT_EQ(cusolverDnXgetrf_bufferSize(H, P, 4, 4, CUDA_R_64F, D, 4, CUDA_R_64F, nullptr, &Host),
            CUSOLVER_STATUS_INVALID_VALUE);
  // Types: A's and the compute type equal, one of the four.
  EXPECT_EQ(cusolverDnXgetrf_bufferSize(H, P, 4, 4, CUDA_R_64F, D, 4, CUDA_R_32F, &Dev, &Host),
            CUSOLVER_STATUS_NOT_SUPPORTED);
  EXPECT_EQ(cusolverDnXgetrf_bufferSize(H, P, 4, 4, CUDA_R_16F, D, 4, CUDA_R_16F, &Dev, &Host),
            CUSOLVER_STATUS_NOT_SUPPORTED);
  // 64-bit sizes beyond the kernels' int: NOT_SUPPORTED, not a silent truncation.
  EXPECT_EQ(cusolverDnXgetrf(H, P, 4, 4, CUDA_R_64F, D, int64_t(1) << 33, Ip64, CUDA_R_64F, D, 8,
                             nullptr, 0, &Info),
            CUSOLVER_STATUS_NOT_SUPPORTED);
  int Before = FakeCalls;
  EXPECT_EQ(cusolverDnXgetrf(H, P, -1, 4, CUDA_R_64F, D, 4, Ip64, CUDA_R_64F, D, 8, nullptr, 0,
                             &Info),
            CUSOLVER_STATUS_INVALID_VALUE);
  EXPECT_EQ(cusolverDnXgetrf(H, P, 4, 4, CUDA_C_32F, F, 4, Ip64, CUDA_C_32F, F, 8, nullptr, 0,
                             nullptr),
            CUSOLVER_STATUS_INVALID_VALUE);
  EXPECT_EQ(cusolverDnXgetrs(H, P, cublasOperation_t(5), 4, 1, CUDA_R_64F, D, 4, Ip64, CUDA_R_64F,
                             D, 4, &Info),
            CUSOLVER_STATUS_INVALID_VALUE);
  EXPECT_EQ(cusolverDnXgetrs(H, P, CUBLAS_OP_N, 4, 1, CUDA_R_64F, D, 4, Ip64, CUDA_R_32F, F, 4,
                             &Info),
            CUSOLVER_STATUS_NOT_SUPPORTED); // B's type differs from A's
  EXPECT_EQ(cusolverDnXpotrf(H, P, CUBLAS_FILL_MODE_FULL, 4, CUDA_R_32F, F, 4, CUDA_R_32F, F, 4,
                             nullptr, 0, &Info),
            CUSOLVER_STATUS_INVALID_VALUE);
  EXPECT_EQ(cusolverDnXpotrs(H, P, CUBLAS_FILL_MODE_LOWER, 4, 1, CUDA_R_32F, F, 4, CUDA_R_32F, F,
                             3, &Info),
            CUSOLVER_STATUS_INVALID_VALUE);
  EXPECT_EQ(FakeCalls, Before);
  EXPECT_EQ(cusolverDnXgetrf(H, nullptr, 4, 4, CUDA_C_64F, D, 4, nullptr, CUDA_C_64F, D, 16,
                             nullptr, 0, &Info),
            CUSOLVER_STATUS_SUCCESS); // no params: the defaults; no ipiv: no pivoting
  EXPECT_EQ(cusolverDnXgetrs(H, P, CUBLAS_OP_C, 4, 2, CUDA_C_32F, F, 4, Ip64, CUDA_C_32F, F, 4,
                             &Info),
            CUSOLVER_STATUS_SUCCESS);
  EXPECT_EQ(FakeCalls, Before + 2);
  // geqrf: tau's type is A's.
  EXPECT_EQ(cusolverDnXgeqrf_bufferSize(H, P, 5, 3, CUDA_R_32F, F, 5, CUDA_R_64F, D, CUDA_R_32F,
                                        &Dev, &Host),
            CUSOLVER_STATUS_NOT_SUPPORTED);
  EXPECT_EQ(cusolverDnXgeqrf(H, P, 5, 3, CUDA_R_32F, F, 4, CUDA_R_32F, F, CUDA_R_32F, F, 12,
                             nullptr, 0, &Info),
            CUSOLVER_STATUS_INVALID_VALUE);
  // syevd: W real of A's precision; the device workspace in bytes.
  ASSERT_EQ(cusolverDnXsyevd_bufferSize(H, P, CUSOLVER_EIG_MODE_VECTOR, CUBLAS_FILL_MODE_LOWER, 4,
                                        CUDA_C_32F, F, 4, CUDA_R_32F, F, CUDA_C_32F, &Dev, &Host),
            CUSOLVER_STATUS_SUCCESS);
  EXPECT_EQ(Dev, 32 * sizeof(cuComplex));
  EXPECT_EQ(cusolverDnXsyevd_bufferSize(H, P, CUSOLVER_EIG_MODE_VECTOR, CUBLAS_FILL_MODE_LOWER, 4,
                                        CUDA_C_32F, F, 4, CUDA_C_32F, F, CUDA_C_32F, &Dev, &Host),
            CUSOLVER_STATUS_NOT_SUPPORTED);
  EXPECT_EQ(cusolverDnXsyevd(H, P, CUSOLVER_EIG_MODE_VECTOR, CUBLAS_FILL_MODE_LOWER, 4, CUDA_C_32F,
                             F, 4, CUDA_R_32F, F, CUDA_C_32F, F, Dev - 1, nullptr, 0, &Info),
            CUSOLVER_STATUS_INVALID_WORKSPACE);
  EXPECT_EQ(cusolverDnXsyevd(H, P, cusolverEigMode_t(4), CUBLAS_FILL_MODE_LOWER, 4, CUDA_C_32F, F,
                             4, CUDA_R_32F, F, CUDA_C_32F, F, Dev, nullptr, 0, &Info),
            CUSOLVER_STATUS_INVALID_VALUE);
  // gesvd: m >= n as the typed gesvd; S real, U and VT of A's type.
  ASSERT_EQ(cusolverDnXgesvd_bufferSize(H, P, 'S', 'S', 5, 3, CUDA_R_64F, D, 5, CUDA_R_64F, D,
                                        CUDA_R_64F, D, 5, CUDA_R_64F, D, 3, CUDA_R_64F, &Dev,
                                        &Host),
            CUSOLVER_STATUS_SUCCESS);
  EXPECT_EQ(Dev, (15 + 9 + 3) * sizeof(double));
  EXPECT_EQ(cusolverDnXgesvd_bufferSize(H, P, 'S', 'S', 3, 5, CUDA_R_64F, D, 3, CUDA_R_64F, D,
                                        CUDA_R_64F, D, 3, CUDA_R_64F, D, 5, CUDA_R_64F, &Dev,
                                        &Host),
            CUSOLVER_STATUS_INVALID_VALUE);
  EXPECT_EQ(cusolverDnXgesvd(H, P, 'O', 'O', 5, 3, CUDA_R_64F, D, 5, CUDA_R_64F, D, CUDA_R_64F, D,
                             5, CUDA_R_64F, D, 3, CUDA_R_64F, D, Dev, nullptr, 0, &Info),
            CUSOLVER_STATUS_INVALID_VALUE);
  EXPECT_EQ(cusolverDnXgesvd(H, P, 'S', 'S', 5, 3, CUDA_R_64F, D, 5, CUDA_R_64F, D, CUDA_R_64F, D,
                             5, CUDA_R_64F, D, 3, CUDA_R_64F, D, Dev - 8, nullptr, 0, &Info),
            CUSOLVER_STATUS_INVALID_WORKSPACE);
  EXPECT_EQ(cusolverDnXgesvd(H, P, 'S', 'S', 5, 3, CUDA_R_64F, D, 5, CUDA_R_32F, F, CUDA_R_64F, D,
                             5, CUDA_R_64F, D, 3, CUDA_R_64F, D, Dev, nullptr, 0, &Info),
            CUSOLVER_STATUS_NOT_SUPPORTED);
  EXPECT_EQ(cusolverDnXgesvd(H, P, 'S', 'S', 5, 3, CUDA_R_64F, D, 5, CUDA_R_64F, D, CUDA_R_64F, D,
                             5, CUDA_R_64F, D, 3, CUDA_R_64F, D, Dev, nullptr, 0, &Info),
            CUSOLVER_STATUS_SUCCESS);
  EXPECT_EQ(cusolverDnXpotrf_bufferSize(nullptr, P, CUBLAS_FILL_MODE_LOWER, 4, CUDA_R_32F, F, 4,
                                        CUDA_R_32F, &Dev, &Host),
            CUSOLVER_STATUS_NOT_INITIALIZED);
  EXPECT_EQ(cusolverDnDestroyParams(P), CUSOLVER_STATUS_SUCCESS);
}

TEST(DnTable, EveryRowDefined) {
  const void *Fns[] = {
#define CUSOLVER_FN(Name, Suffix, Family, Params)                                                  \
  reinterpret_cast<const void *>(&cusolverDn##Name##Suffix),
#include "__scale_amd/cusolver/cusolver_api.def"
#undef CUSOLVER_FN
  };
  EXPECT_EQ(sizeof Fns / sizeof *Fns, 153u);
}

} // namespace
