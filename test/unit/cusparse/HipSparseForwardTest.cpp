// SPDX-License-Identifier: Apache-2.0
// cuSPARSE -> hipSPARSE forwarding against FakeHipSparse.cpp ($SCALE_AMD_HIPSPARSE_LIBRARY): the
// handle owns a hipSPARSE handle with our stream and pointer mode; descriptors reach hipSPARSE
// with translated enums (hipSPARSE 2.x and 3.x values differ: both ABIs are checked); argument
// errors are answered by us before any call; hipSPARSE statuses come back as cuSPARSE statuses;
// a hipSPARSE that cannot make a handle leaves the handle on our kernels (or fails it when
// $SCALE_AMD_CUSPARSE_BACKEND=hipsparse).
#include "FakeHipSparse.h"

#include <cusparse.h>
#include <gtest/gtest.h>

#include <dlfcn.h>

#include <cstdlib>

namespace scale::sparse {
extern int FakeCalls; // FakeKernels.cpp: operations that reached our (fake) kernels
}
using scale::sparse::FakeCalls;

namespace {

FakeHipSparse &fake() {
  static FakeHipSparse *F = [] {
    void *L = dlopen(std::getenv("SCALE_AMD_HIPSPARSE_LIBRARY"), RTLD_NOW);
    EXPECT_NE(L, nullptr);
    return static_cast<FakeHipSparse *>(dlsym(L, "fake_hipsparse"));
  }();
  return *F;
}

/// A 3x4 CSR matrix (base one, fp64), x (4), y (3), B (4x2 row-major), C (3x2 row-major).
struct Problem {
  int Off[4] = {1, 2, 3, 4}, Col[3] = {1, 2, 3};
  double Val[3] = {1, 2, 3}, X[4] = {}, Y[3] = {}, B[8] = {}, C[6] = {};
  cusparseSpMatDescr_t A = nullptr;
  cusparseDnVecDescr_t Vx = nullptr, Vy = nullptr;
  cusparseDnMatDescr_t Mb = nullptr, Mc = nullptr;
  Problem() {
    EXPECT_EQ(cusparseCreateCsr(&A, 3, 4, 3, Off, Col, Val, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I,
                                CUSPARSE_INDEX_BASE_ONE, CUDA_R_64F),
              CUSPARSE_STATUS_SUCCESS);
    EXPECT_EQ(cusparseCreateDnVec(&Vx, 4, X, CUDA_R_64F), CUSPARSE_STATUS_SUCCESS);
    EXPECT_EQ(cusparseCreateDnVec(&Vy, 3, Y, CUDA_R_64F), CUSPARSE_STATUS_SUCCESS);
    EXPECT_EQ(cusparseCreateDnMat(&Mb, 4, 2, 2, B, CUDA_R_64F, CUSPARSE_ORDER_ROW),
              CUSPARSE_STATUS_SUCCESS);
    EXPECT_EQ(cusparseCreateDnMat(&Mc, 3, 2, 2, C, CUDA_R_64F, CUSPARSE_ORDER_ROW),
              CUSPARSE_STATUS_SUCCESS);
  }
  ~Problem() {
    cusparseDestroySpMat(A);
    cusparseDestroyDnVec(Vx);
    cusparseDestroyDnVec(Vy);
    cusparseDestroyDnMat(Mb);
    cusparseDestroyDnMat(Mc);
  }
};

TEST(HipSparseForward, HandleStreamAndPointerMode) {
  FakeHipSparse &F = fake();
  F.Version = 200302;
  int Creates = F.Creates, Destroys = F.Destroys;
  cusparseHandle_t H;
  ASSERT_EQ(cusparseCreate(&H), CUSPARSE_STATUS_SUCCESS);
  EXPECT_EQ(F.Creates, Creates + 1);
  EXPECT_EQ(F.Stream, nullptr);
  auto *S = reinterpret_cast<cudaStream_t>(0x1234);
  ASSERT_EQ(cusparseSetStream(H, S), CUSPARSE_STATUS_SUCCESS);
  EXPECT_EQ(F.Stream, static_cast<void *>(S));
  ASSERT_EQ(cusparseSetStream(H, cudaStreamLegacy), CUSPARSE_STATUS_SUCCESS);
  EXPECT_EQ(F.Stream, nullptr); // the legacy default stream is HIP's null stream
  ASSERT_EQ(cusparseSetPointerMode(H, CUSPARSE_POINTER_MODE_DEVICE), CUSPARSE_STATUS_SUCCESS);
  EXPECT_EQ(F.PointerMode, 1);
  EXPECT_EQ(cusparseSetPointerMode(H, static_cast<cusparsePointerMode_t>(7)),
            CUSPARSE_STATUS_INVALID_VALUE);
  EXPECT_EQ(F.PointerMode, 1);
  ASSERT_EQ(cusparseDestroy(H), CUSPARSE_STATUS_SUCCESS);
  EXPECT_EQ(F.Destroys, Destroys + 1);
}

TEST(HipSparseForward, SpMVAbi2) {
  FakeHipSparse &F = fake();
  F.Version = 200302; // hipSPARSE 2.3.2 (ROCm 5.3, Debian)
  cusparseHandle_t H;
  ASSERT_EQ(cusparseCreate(&H), CUSPARSE_STATUS_SUCCESS);
  int Live = F.LiveDescriptors;
  {
    Problem P;
    double Alpha = 2, Beta = 0;
    size_t Size = 0;
    int Calls = F.Calls, Kernels = FakeCalls;
    // Transposed.
    ASSERT_EQ(cusparseSpMV_bufferSize(H, CUSPARSE_OPERATION_TRANSPOSE, &Alpha, P.A, P.Vy, &Beta,
                                      P.Vx, CUDA_R_64F, CUSPARSE_SPMV_CSR_ALG2, &Size),
              CUSPARSE_STATUS_SUCCESS);
    EXPECT_EQ(Size, 123u);
    char Buffer[8];
    ASSERT_EQ(cusparseSpMV(H, CUSPARSE_OPERATION_TRANSPOSE, &Alpha, P.A, P.Vy, &Beta, P.Vx,
                           CUDA_R_64F, CUSPARSE_SPMV_CSR_ALG2, Buffer),
              CUSPARSE_STATUS_SUCCESS);
    EXPECT_EQ(F.Calls, Calls + 1);
    EXPECT_EQ(FakeCalls, Kernels);
    ASSERT_EQ(cusparseSpMV_preprocess(H, CUSPARSE_OPERATION_TRANSPOSE, &Alpha, P.A, P.Vy, &Beta,
                                      P.Vx, CUDA_R_64F, CUSPARSE_SPMV_CSR_ALG2, Buffer),
              CUSPARSE_STATUS_SUCCESS);
    EXPECT_EQ(F.PreprocessCalls, 1);
    EXPECT_EQ(F.OpA, 1);
    EXPECT_EQ(F.Alg, 8);     // HIPSPARSE_SPMV_CSR_ALG2 in 2.x
    EXPECT_EQ(F.Compute, 1); // HIP_R_64F
    EXPECT_EQ(F.Alpha, &Alpha);
    EXPECT_EQ(F.Beta, &Beta);
    EXPECT_EQ(F.Buffer, Buffer);
    EXPECT_EQ(F.Format, 1);
    EXPECT_EQ(F.Rows, 3);
    EXPECT_EQ(F.Cols, 4);
    EXPECT_EQ(F.Nnz, 3);
    EXPECT_EQ(F.RowIdx, P.Off);
    EXPECT_EQ(F.ColIdx, P.Col);
    EXPECT_EQ(F.Values, P.Val);
    EXPECT_EQ(F.RowType, 2); // HIPSPARSE_INDEX_32I
    EXPECT_EQ(F.Base, 1);
    EXPECT_EQ(F.ValueType, 1);
    EXPECT_EQ(F.VecType, 1);
    EXPECT_EQ(F.LiveDescriptors, Live + 3); // A, x, y made once, reused by the second call

    struct { cusparseSpMVAlg_t Ours; int Hip; } Algs[] = {
        {CUSPARSE_SPMV_ALG_DEFAULT, 4}, {CUSPARSE_SPMV_COO_ALG1, 5}, {CUSPARSE_SPMV_COO_ALG2, 6},
        {CUSPARSE_SPMV_CSR_ALG1, 7}};
    for (auto A : Algs) {
      ASSERT_EQ(cusparseSpMV(H, CUSPARSE_OPERATION_NON_TRANSPOSE, &Alpha, P.A, P.Vx, &Beta, P.Vy,
                             CUDA_R_64F, A.Ours, nullptr),
                CUSPARSE_STATUS_SUCCESS);
      EXPECT_EQ(F.Alg, A.Hip) << A.Ours;
    }
    // No hipSPARSE counterpart: not supported, nothing called.
    Calls = F.Calls;
    EXPECT_EQ(cusparseSpMV(H, CUSPARSE_OPERATION_NON_TRANSPOSE, &Alpha, P.A, P.Vx, &Beta, P.Vy,
                           CUDA_R_64F, CUSPARSE_SPMV_SELL_ALG1, nullptr),
              CUSPARSE_STATUS_NOT_SUPPORTED);
    EXPECT_EQ(cusparseSpMV(H, CUSPARSE_OPERATION_NON_TRANSPOSE, &Alpha, P.A, P.Vx, &Beta, P.Vy,
                           CUDA_R_8I, CUSPARSE_SPMV_ALG_DEFAULT, nullptr),
              CUSPARSE_STATUS_NOT_SUPPORTED);
    // Argument errors are ours, before hipSPARSE: x and y swapped.
    EXPECT_EQ(cusparseSpMV(H, CUSPARSE_OPERATION_NON_TRANSPOSE, &Alpha, P.A, P.Vy, &Beta, P.Vx,
                           CUDA_R_64F, CUSPARSE_SPMV_ALG_DEFAULT, nullptr),
              CUSPARSE_STATUS_INVALID_VALUE);
    EXPECT_EQ(cusparseSpMV(H, CUSPARSE_OPERATION_NON_TRANSPOSE, nullptr, P.A, P.Vx, &Beta, P.Vy,
                           CUDA_R_64F, CUSPARSE_SPMV_ALG_DEFAULT, nullptr),
              CUSPARSE_STATUS_INVALID_VALUE);
    EXPECT_EQ(F.Calls, Calls);
    // hipSPARSE's statuses come back as cuSPARSE's.
    F.OpStatus = 11;
    EXPECT_EQ(cusparseSpMV(H, CUSPARSE_OPERATION_NON_TRANSPOSE, &Alpha, P.A, P.Vx, &Beta, P.Vy,
                           CUDA_R_64F, CUSPARSE_SPMV_ALG_DEFAULT, nullptr),
              CUSPARSE_STATUS_INSUFFICIENT_RESOURCES);
    F.OpStatus = 6;
    EXPECT_EQ(cusparseSpMV(H, CUSPARSE_OPERATION_NON_TRANSPOSE, &Alpha, P.A, P.Vx, &Beta, P.Vy,
                           CUDA_R_64F, CUSPARSE_SPMV_ALG_DEFAULT, nullptr),
              CUSPARSE_STATUS_EXECUTION_FAILED);
    F.OpStatus = 0;
  }
  EXPECT_EQ(F.LiveDescriptors, Live); // destroyed with ours
  cusparseDestroy(H);
}

TEST(HipSparseForward, SpMMAndCooAbi2) {
  FakeHipSparse &F = fake();
  F.Version = 200302;
  cusparseHandle_t H;
  ASSERT_EQ(cusparseCreate(&H), CUSPARSE_STATUS_SUCCESS);
  Problem P;
  double Alpha = 1, Beta = 1;
  size_t Size = 0;
  ASSERT_EQ(cusparseSpMM_bufferSize(H, CUSPARSE_OPERATION_NON_TRANSPOSE,
                                    CUSPARSE_OPERATION_NON_TRANSPOSE, &Alpha, P.A, P.Mb, &Beta,
                                    P.Mc, CUDA_R_64F, CUSPARSE_SPMM_CSR_ALG3, &Size),
            CUSPARSE_STATUS_SUCCESS);
  EXPECT_EQ(Size, 456u);
  EXPECT_EQ(F.Alg, 13);     // HIPSPARSE_SPMM_CSR_ALG3 in 2.x
  EXPECT_EQ(F.MatOrder, 0); // HIPSPARSE_ORDER_ROW in 2.x
  EXPECT_EQ(F.MatRows, 3);
  EXPECT_EQ(F.MatCols, 2);
  EXPECT_EQ(F.MatLd, 2);
  struct { cusparseSpMMAlg_t Ours; int Hip; } Algs[] = {
      {CUSPARSE_SPMM_ALG_DEFAULT, 5}, {CUSPARSE_SPMM_COO_ALG4, 9}, {CUSPARSE_SPMM_CSR_ALG1, 10},
      {CUSPARSE_SPMM_CSR_ALG2, 11}};
  for (auto A : Algs) {
    ASSERT_EQ(cusparseSpMM(H, CUSPARSE_OPERATION_NON_TRANSPOSE, CUSPARSE_OPERATION_NON_TRANSPOSE,
                           &Alpha, P.A, P.Mb, &Beta, P.Mc, CUDA_R_64F, A.Ours, nullptr),
              CUSPARSE_STATUS_SUCCESS);
    EXPECT_EQ(F.Alg, A.Hip) << A.Ours;
  }
  EXPECT_EQ(cusparseSpMM(H, CUSPARSE_OPERATION_NON_TRANSPOSE, CUSPARSE_OPERATION_NON_TRANSPOSE,
                         &Alpha, P.A, P.Mb, &Beta, P.Mc, CUDA_R_64F, CUSPARSE_SPMM_BSR_ALG1,
                         nullptr),
            CUSPARSE_STATUS_NOT_SUPPORTED);
  // This fake has no hipsparseSpMM_preprocess: the optional step succeeds without it.
  int Calls = F.Calls;
  EXPECT_EQ(cusparseSpMM_preprocess(H, CUSPARSE_OPERATION_NON_TRANSPOSE,
                                    CUSPARSE_OPERATION_NON_TRANSPOSE, &Alpha, P.A, P.Mb, &Beta,
                                    P.Mc, CUDA_R_64F, CUSPARSE_SPMM_ALG_DEFAULT, nullptr),
            CUSPARSE_STATUS_SUCCESS);
  EXPECT_EQ(F.Calls, Calls);
  EXPECT_EQ(cusparseSpMM_preprocess(H, CUSPARSE_OPERATION_NON_TRANSPOSE,
                                    CUSPARSE_OPERATION_NON_TRANSPOSE, nullptr, P.A, P.Mb, &Beta,
                                    P.Mc, CUDA_R_64F, CUSPARSE_SPMM_ALG_DEFAULT, nullptr),
            CUSPARSE_STATUS_INVALID_VALUE);

  int Row[2] = {0, 2}, Col[2] = {1, 3};
  float V[2] = {1, 2}, X[4], Y[3];
  cusparseSpMatDescr_t A;
  cusparseDnVecDescr_t Vx, Vy;
  ASSERT_EQ(cusparseCreateCoo(&A, 3, 4, 2, Row, Col, V, CUSPARSE_INDEX_64I,
                              CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F),
            CUSPARSE_STATUS_SUCCESS);
  cusparseCreateDnVec(&Vx, 4, X, CUDA_R_32F);
  cusparseCreateDnVec(&Vy, 3, Y, CUDA_R_32F);
  float Af = 1, Bf = 0;
  ASSERT_EQ(cusparseSpMV(H, CUSPARSE_OPERATION_NON_TRANSPOSE, &Af, A, Vx, &Bf, Vy, CUDA_R_32F,
                         CUSPARSE_SPMV_ALG_DEFAULT, nullptr),
            CUSPARSE_STATUS_SUCCESS);
  EXPECT_EQ(F.Format, 3);
  EXPECT_EQ(F.RowType, 3); // HIPSPARSE_INDEX_64I: our kernels would not take it
  EXPECT_EQ(F.Base, 0);
  EXPECT_EQ(F.ValueType, 0); // HIP_R_32F
  EXPECT_EQ(F.Compute, 0);
  cusparseDestroySpMat(A);
  cusparseDestroyDnVec(Vx);
  cusparseDestroyDnVec(Vy);
  cusparseDestroy(H);
}

TEST(HipSparseForward, SettersRemakeTheHipSparseDescriptor) {
  FakeHipSparse &F = fake();
  F.Version = 200302;
  cusparseHandle_t H;
  ASSERT_EQ(cusparseCreate(&H), CUSPARSE_STATUS_SUCCESS);
  int Live = F.LiveDescriptors;
  {
    Problem P;
    double Alpha = 1, Beta = 0, Val2[3] = {4, 5, 6}, X2[4] = {};
    auto N = CUSPARSE_OPERATION_NON_TRANSPOSE;
    ASSERT_EQ(cusparseSpMV(H, N, &Alpha, P.A, P.Vx, &Beta, P.Vy, CUDA_R_64F,
                           CUSPARSE_SPMV_ALG_DEFAULT, nullptr),
              CUSPARSE_STATUS_SUCCESS);
    EXPECT_EQ(F.Values, P.Val);
    ASSERT_EQ(cusparseSpMatSetValues(P.A, Val2), CUSPARSE_STATUS_SUCCESS);
    ASSERT_EQ(cusparseDnVecSetValues(P.Vx, X2), CUSPARSE_STATUS_SUCCESS);
    EXPECT_EQ(F.LiveDescriptors, Live + 1); // only y's twin is left
    ASSERT_EQ(cusparseSpMV(H, N, &Alpha, P.A, P.Vx, &Beta, P.Vy, CUDA_R_64F,
                           CUSPARSE_SPMV_ALG_DEFAULT, nullptr),
              CUSPARSE_STATUS_SUCCESS);
    EXPECT_EQ(F.Values, Val2); // the new values reached hipSPARSE
    EXPECT_EQ(F.LiveDescriptors, Live + 3);
  }
  EXPECT_EQ(F.LiveDescriptors, Live);
  cusparseDestroy(H);
}

TEST(HipSparseForward, EnumsAbi3) {
  FakeHipSparse &F = fake();
  F.Version = 300102; // hipSPARSE 3.1.2 (ROCm 6.3): cuSPARSE's values
  cusparseHandle_t H;
  ASSERT_EQ(cusparseCreate(&H), CUSPARSE_STATUS_SUCCESS);
  {
    Problem P;
    double Alpha = 1, Beta = 0;
    ASSERT_EQ(cusparseSpMV(H, CUSPARSE_OPERATION_NON_TRANSPOSE, &Alpha, P.A, P.Vx, &Beta, P.Vy,
                           CUDA_R_64F, CUSPARSE_SPMV_COO_ALG2, nullptr),
              CUSPARSE_STATUS_SUCCESS);
    EXPECT_EQ(F.Alg, 4);
    ASSERT_EQ(cusparseSpMM(H, CUSPARSE_OPERATION_NON_TRANSPOSE, CUSPARSE_OPERATION_NON_TRANSPOSE,
                           &Alpha, P.A, P.Mb, &Beta, P.Mc, CUDA_R_64F, CUSPARSE_SPMM_CSR_ALG3,
                           nullptr),
              CUSPARSE_STATUS_SUCCESS);
    EXPECT_EQ(F.Alg, 12);
    EXPECT_EQ(F.MatOrder, 2); // HIPSPARSE_ORDER_ROW in 3.x
  }
  cusparseDestroy(H);
  F.Version = 42; // not a hipSPARSE version: its enum values would be guesses
  EXPECT_EQ(cusparseCreate(&H), CUSPARSE_STATUS_SUCCESS);
  int Calls = F.Calls, Kernels = FakeCalls;
  {
    Problem P;
    double Alpha = 1, Beta = 0;
    ASSERT_EQ(cusparseSpMV(H, CUSPARSE_OPERATION_NON_TRANSPOSE, &Alpha, P.A, P.Vx, &Beta, P.Vy,
                           CUDA_R_64F, CUSPARSE_SPMV_ALG_DEFAULT, nullptr),
              CUSPARSE_STATUS_SUCCESS);
  }
  EXPECT_EQ(F.Calls, Calls);         // so the handle runs on our kernels
  EXPECT_EQ(FakeCalls, Kernels + 1);
  cusparseDestroy(H);
  F.Version = 200302;
}

TEST(HipSparseForward, NoDeviceFallsBack) {
  FakeHipSparse &F = fake();
  F.FailCreate = 1;
  cusparseHandle_t H;
  ASSERT_EQ(cusparseCreate(&H), CUSPARSE_STATUS_SUCCESS);
  int Calls = F.Calls, Kernels = FakeCalls;
  {
    Problem P;
    double Alpha = 1, Beta = 0;
    ASSERT_EQ(cusparseSpMV(H, CUSPARSE_OPERATION_NON_TRANSPOSE, &Alpha, P.A, P.Vx, &Beta, P.Vy,
                           CUDA_R_64F, CUSPARSE_SPMV_ALG_DEFAULT, nullptr),
              CUSPARSE_STATUS_SUCCESS);
    // Our kernels' limits apply again (compute type other than the value type).
    EXPECT_EQ(cusparseSpMV(H, CUSPARSE_OPERATION_NON_TRANSPOSE, &Alpha, P.A, P.Vx, &Beta, P.Vy,
                           CUDA_R_32F, CUSPARSE_SPMV_ALG_DEFAULT, nullptr),
              CUSPARSE_STATUS_NOT_SUPPORTED);
  }
  EXPECT_EQ(F.Calls, Calls);
  EXPECT_EQ(FakeCalls, Kernels + 1);
  cusparseDestroy(H);
  setenv("SCALE_AMD_CUSPARSE_BACKEND", "hipsparse", 1);
  EXPECT_EQ(cusparseCreate(&H), CUSPARSE_STATUS_NOT_INITIALIZED);
  unsetenv("SCALE_AMD_CUSPARSE_BACKEND");
  F.FailCreate = 0;
}

} // namespace
