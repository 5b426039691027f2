// SPDX-License-Identifier: Apache-2.0
// cuFFT's API layer (cuda-x/cufft/Plan.cpp) over a fake engine: handles, validation and result
// codes, plan geometry (radices, Bluestein lengths, basic and advanced layouts), work sizes and
// the work-area API, cufftXt's subset, and every row of the API table defined.
#include "FakeEngine.h"

#include <cufftXt.h>
#include <gtest/gtest.h>

#include <vector>

using namespace scale::fft;

namespace {

TEST(Cufft, Radices) {
  EXPECT_EQ(radices(1000), (std::vector<int>{4, 2, 5, 5, 5}));
  EXPECT_EQ(radices(210), (std::vector<int>{2, 3, 5, 7}));
  EXPECT_EQ(radices(64), (std::vector<int>{4, 4, 4}));
  EXPECT_TRUE(radices(11).empty());
  EXPECT_TRUE(radices(2 * 13).empty());
  EXPECT_EQ(bluesteinLength(11), 32);
  EXPECT_EQ(bluesteinLength(17), 64);
  EXPECT_EQ(bluesteinLength(2), 4);
}

TEST(Cufft, HandlesAndValidation) {
  cufftHandle H = -1;
  EXPECT_EQ(cufftCreate(nullptr), CUFFT_INVALID_VALUE);
  ASSERT_EQ(cufftCreate(&H), CUFFT_SUCCESS);
  EXPECT_GT(H, 0);
  EXPECT_EQ(cufftExecC2C(H, (cufftComplex *)8, (cufftComplex *)8, CUFFT_FORWARD),
            CUFFT_INVALID_PLAN); // not made yet
  EXPECT_EQ(cufftGetSize(H, nullptr), CUFFT_INVALID_PLAN);
  EXPECT_EQ(cufftMakePlan1d(H, 0, CUFFT_C2C, 1, nullptr), CUFFT_INVALID_SIZE);
  EXPECT_EQ(cufftMakePlan1d(H, 8, CUFFT_C2C, 0, nullptr), CUFFT_INVALID_SIZE);
  EXPECT_EQ(cufftMakePlan1d(H, 8, cufftType(0x77), 1, nullptr), CUFFT_INVALID_TYPE);
  int N[4] = {2, 2, 2, 2};
  EXPECT_EQ(cufftMakePlanMany(H, 4, N, nullptr, 1, 0, nullptr, 1, 0, CUFFT_C2C, 1, nullptr),
            CUFFT_INVALID_VALUE); // NVIDIA's answer for rank 4 (H200)
  EXPECT_EQ(cufftDestroy(H), CUFFT_SUCCESS);
  EXPECT_EQ(cufftDestroy(H), CUFFT_INVALID_PLAN);
  EXPECT_EQ(cufftSetStream(H, nullptr), CUFFT_INVALID_PLAN);
  EXPECT_EQ(cufftMakePlan1d(12345, 8, CUFFT_C2C, 1, nullptr), CUFFT_INVALID_PLAN);
  EXPECT_EQ(cufftPlan1d(nullptr, 8, CUFFT_C2C, 1), CUFFT_INVALID_VALUE);
}

TEST(Cufft, WorkSizes) {
  size_t W = 0;
  ASSERT_EQ(cufftEstimate1d(256, CUFFT_C2C, 1, &W), CUFFT_SUCCESS);
  EXPECT_EQ(W, 2u * 256 * 8);
  ASSERT_EQ(cufftEstimate1d(256, CUFFT_Z2Z, 3, &W), CUFFT_SUCCESS);
  EXPECT_EQ(W, 2u * 3 * 256 * 16);
  // Bluestein: 17 -> M = 64, two M-length buffers per line besides A and B.
  ASSERT_EQ(cufftEstimate1d(17, CUFFT_R2C, 2, &W), CUFFT_SUCCESS);
  EXPECT_EQ(W, 2u * 2 * 17 * 8 + 2u * 2 * 64 * 8);
  ASSERT_EQ(cufftEstimate2d(6, 11, CUFFT_Z2Z, &W), CUFFT_SUCCESS);
  EXPECT_EQ(W, 2u * 66 * 16 + 2u * 6 * 32 * 16);
  EXPECT_EQ(cufftEstimate3d(4, 4, 4, CUFFT_C2C, nullptr), CUFFT_INVALID_VALUE);

  cufftHandle H;
  ASSERT_EQ(cufftCreate(&H), CUFFT_SUCCESS);
  size_t G = 0;
  ASSERT_EQ(cufftGetSize1d(H, 256, CUFFT_C2C, 1, &G), CUFFT_SUCCESS);
  EXPECT_EQ(G, 2u * 256 * 8);
  ASSERT_EQ(cufftMakePlan3d(H, 4, 5, 6, CUFFT_C2C, &W), CUFFT_SUCCESS);
  EXPECT_EQ(W, 2u * 120 * 8);
  ASSERT_EQ(cufftGetSize(H, &G), CUFFT_SUCCESS);
  EXPECT_EQ(G, W);
  long long N64[1] = {1000};
  ASSERT_EQ(cufftGetSizeMany64(H, 1, N64, nullptr, 1, 0, nullptr, 1, 0, CUFFT_D2Z, 5, &G),
            CUFFT_SUCCESS);
  EXPECT_EQ(G, 2u * 5 * 1000 * 16);
  EXPECT_EQ(cufftDestroy(H), CUFFT_SUCCESS);
}

TEST(Cufft, BasicLayouts) {
  Plan P;
  P.Rank = 2;
  P.N[0] = 4, P.N[1] = 6;
  P.K = Kind::R2C;
  Layout In, Out;
  layouts(P, false, In, Out);
  EXPECT_EQ(In.Dist, 24);
  EXPECT_EQ(In.Embed[1], 6);
  EXPECT_EQ(Out.Dist, 16);
  EXPECT_EQ(Out.Embed[1], 4);
  layouts(P, true, In, Out); // in place: the real side padded to 2 * (6/2 + 1)
  EXPECT_EQ(In.Dist, 32);
  EXPECT_EQ(In.Embed[1], 8);
  P.K = Kind::C2R;
  P.Rank = 1;
  P.N[0] = 7;
  layouts(P, true, In, Out);
  EXPECT_EQ(In.Dist, 4);
  EXPECT_EQ(Out.Dist, 8);
  layouts(P, false, In, Out);
  EXPECT_EQ(Out.Dist, 7);
}

TEST(Cufft, AdvancedLayoutValidation) {
  cufftHandle H;
  int N[2] = {8, 8}, Small[2] = {8, 4}, Big[2] = {16, 16}, Half[2] = {8, 5};
  EXPECT_EQ(cufftPlanMany(&H, 2, N, Small, 1, 64, Big, 1, 256, CUFFT_C2C, 2), CUFFT_INVALID_VALUE);
  EXPECT_EQ(cufftPlanMany(&H, 2, N, Big, 0, 64, Big, 1, 256, CUFFT_C2C, 2), CUFFT_INVALID_VALUE);
  // A rank outside 1..3 is an invalid value, as NVIDIA's cuFFT answers (test/exec cufft_layouts).
  int N4[4] = {2, 2, 2, 2};
  EXPECT_EQ(cufftPlanMany(&H, 4, N4, nullptr, 1, 0, nullptr, 1, 0, CUFFT_C2C, 1), CUFFT_INVALID_VALUE);
  EXPECT_EQ(cufftPlanMany(&H, 0, N4, nullptr, 1, 0, nullptr, 1, 0, CUFFT_C2C, 1), CUFFT_INVALID_VALUE);
  // R2C: the complex side needs N/2+1 = 5 in the last dimension.
  EXPECT_EQ(cufftPlanMany(&H, 2, N, Big, 1, 256, Small, 1, 32, CUFFT_R2C, 1), CUFFT_INVALID_VALUE);
  ASSERT_EQ(cufftPlanMany(&H, 2, N, Big, 2, 512, Half, 3, 120, CUFFT_R2C, 1), CUFFT_SUCCESS);
  EXPECT_EQ(cufftDestroy(H), CUFFT_SUCCESS);
  // A null embed: the basic layout, strides ignored.
  ASSERT_EQ(cufftPlanMany(&H, 2, N, nullptr, 0, 0, Big, 0, 0, CUFFT_C2C, 1), CUFFT_SUCCESS);
  EXPECT_EQ(cufftDestroy(H), CUFFT_SUCCESS);
}

TEST(Cufft, ExecutionChecks) {
  cufftHandle H;
  ASSERT_EQ(cufftPlan1d(&H, 64, CUFFT_C2C, 4), CUFFT_SUCCESS);
  cufftComplex *X = reinterpret_cast<cufftComplex *>(64);
  int Before = FakeExecuted;
  EXPECT_EQ(cufftExecZ2Z(H, (cufftDoubleComplex *)X, (cufftDoubleComplex *)X, CUFFT_FORWARD),
            CUFFT_INVALID_VALUE);
  EXPECT_EQ(cufftExecR2C(H, (cufftReal *)X, X), CUFFT_INVALID_VALUE);
  EXPECT_EQ(cufftExecC2C(H, X, X, 0), CUFFT_INVALID_VALUE);
  EXPECT_EQ(cufftExecC2C(H, nullptr, X, CUFFT_FORWARD), CUFFT_INVALID_VALUE);
  EXPECT_EQ(FakeExecuted, Before);
  cudaStream_t S = reinterpret_cast<cudaStream_t>(0x1234);
  ASSERT_EQ(cufftSetStream(H, S), CUFFT_SUCCESS);
  ASSERT_EQ(cufftExecC2C(H, X, X + 1, CUFFT_INVERSE), CUFFT_SUCCESS);
  EXPECT_EQ(FakeLast.Direction, CUFFT_INVERSE);
  EXPECT_EQ(FakeLast.Stream, S);
  EXPECT_EQ(FakeLast.Out, X + 1);
  EXPECT_NE(FakeLast.Work, nullptr); // auto-allocated
  EXPECT_EQ(cufftDestroy(H), CUFFT_SUCCESS);

  // C2R runs inverse, R2C forward, whatever the caller's intent.
  ASSERT_EQ(cufftPlan2d(&H, 8, 8, CUFFT_Z2D), CUFFT_SUCCESS);
  ASSERT_EQ(cufftExecZ2D(H, (cufftDoubleComplex *)X, (cufftDoubleReal *)X), CUFFT_SUCCESS);
  EXPECT_EQ(FakeLast.Direction, CUFFT_INVERSE);
  EXPECT_EQ(FakeLast.P->K, Kind::C2R);
  EXPECT_TRUE(FakeLast.P->Double);
  EXPECT_EQ(cufftDestroy(H), CUFFT_SUCCESS);
}

TEST(Cufft, UserWorkArea) {
  cufftHandle H;
  ASSERT_EQ(cufftCreate(&H), CUFFT_SUCCESS);
  ASSERT_EQ(cufftSetAutoAllocation(H, 0), CUFFT_SUCCESS);
  size_t W = 0;
  ASSERT_EQ(cufftMakePlan1d(H, 30, CUFFT_R2C, 2, &W), CUFFT_SUCCESS);
  EXPECT_EQ(W, 2u * 60 * 8);
  float *X = reinterpret_cast<float *>(64);
  EXPECT_EQ(cufftExecR2C(H, X, (cufftComplex *)X), CUFFT_NO_WORKSPACE);
  std::vector<char> Area(W);
  ASSERT_EQ(cufftSetWorkArea(H, Area.data()), CUFFT_SUCCESS);
  ASSERT_EQ(cufftExecR2C(H, X, (cufftComplex *)X), CUFFT_SUCCESS);
  EXPECT_EQ(FakeLast.Work, Area.data());
  EXPECT_EQ(FakeLast.Direction, CUFFT_FORWARD);
  EXPECT_EQ(cufftDestroy(H), CUFFT_SUCCESS);
}

TEST(Cufft, SetupFailureGivesNoHandle) {
  FakePrepareResult = CUFFT_SETUP_FAILED; // what the engine answers without a GPU
  cufftHandle H = 777;
  EXPECT_EQ(cufftPlan1d(&H, 64, CUFFT_C2C, 1), CUFFT_SETUP_FAILED);
  EXPECT_EQ(H, 777);
  cufftHandle E;
  ASSERT_EQ(cufftCreate(&E), CUFFT_SUCCESS);
  EXPECT_EQ(cufftMakePlan1d(E, 64, CUFFT_C2C, 1, nullptr), CUFFT_SETUP_FAILED);
  EXPECT_EQ(cufftExecC2C(E, (cufftComplex *)8, (cufftComplex *)8, CUFFT_FORWARD),
            CUFFT_INVALID_PLAN);
  FakePrepareResult = CUFFT_SUCCESS;
  EXPECT_EQ(cufftMakePlan1d(E, 64, CUFFT_C2C, 1, nullptr), CUFFT_SUCCESS);
  EXPECT_EQ(cufftDestroy(E), CUFFT_SUCCESS);
}

TEST(Cufft, Versions) {
  int V;
  ASSERT_EQ(cufftGetVersion(&V), CUFFT_SUCCESS);
  EXPECT_EQ(V, 11300);
  ASSERT_EQ(cufftGetProperty(MAJOR_VERSION, &V), CUFFT_SUCCESS);
  EXPECT_EQ(V, 11);
  ASSERT_EQ(cufftGetProperty(MINOR_VERSION, &V), CUFFT_SUCCESS);
  EXPECT_EQ(V, 3);
  EXPECT_EQ(cufftGetProperty(MAJOR_VERSION, nullptr), CUFFT_INVALID_VALUE);
}

TEST(CufftXt, SubsetAndRefusals) {
  cufftHandle H;
  ASSERT_EQ(cufftCreate(&H), CUFFT_SUCCESS);
  long long N[1] = {100};
  size_t W;
  EXPECT_EQ(cufftXtMakePlanMany(H, 1, N, nullptr, 1, 0, CUDA_C_16F, nullptr, 1, 0, CUDA_C_16F, 1,
                                &W, CUDA_C_16F),
            CUFFT_NOT_SUPPORTED);
  EXPECT_EQ(cufftXtMakePlanMany(H, 1, N, nullptr, 1, 0, CUDA_R_32F, nullptr, 1, 0, CUDA_R_32F, 1,
                                &W, CUDA_C_32F),
            CUFFT_INVALID_TYPE);
  ASSERT_EQ(cufftXtMakePlanMany(H, 1, N, nullptr, 1, 0, CUDA_R_64F, nullptr, 1, 0, CUDA_C_64F, 1,
                                &W, CUDA_C_64F),
            CUFFT_SUCCESS);
  EXPECT_EQ(W, 2u * 100 * 16);
  double *X = reinterpret_cast<double *>(64);
  ASSERT_EQ(cufftXtExec(H, X, X, CUFFT_INVERSE), CUFFT_SUCCESS);
  EXPECT_EQ(FakeLast.P->Type, CUFFT_D2Z);
  EXPECT_EQ(FakeLast.Direction, CUFFT_FORWARD);
  void *Cb = nullptr;
  EXPECT_EQ(cufftXtSetCallback(H, &Cb, CUFFT_CB_LD_COMPLEX, nullptr), CUFFT_NOT_SUPPORTED);
  EXPECT_EQ(cufftXtClearCallback(H, CUFFT_CB_LD_COMPLEX), CUFFT_NOT_SUPPORTED);
  EXPECT_EQ(cufftXtSetCallbackSharedSize(H, CUFFT_CB_LD_COMPLEX, 16), CUFFT_NOT_SUPPORTED);
  int Gpus[2] = {0, 1};
  EXPECT_EQ(cufftXtSetGPUs(H, 2, Gpus), CUFFT_NOT_SUPPORTED);
  cudaLibXtDesc *D = nullptr;
  EXPECT_EQ(cufftXtMalloc(H, &D, CUFFT_XT_FORMAT_INPLACE), CUFFT_NOT_SUPPORTED);
  EXPECT_EQ(cufftXtSetWorkAreaPolicy(H, CUFFT_WORKAREA_MINIMAL, nullptr), CUFFT_SUCCESS);
  size_t Tiny = 1;
  EXPECT_EQ(cufftXtSetWorkAreaPolicy(H, CUFFT_WORKAREA_USER, &Tiny), CUFFT_INVALID_SIZE);
  EXPECT_EQ(cufftDestroy(H), CUFFT_SUCCESS);
  EXPECT_EQ(cufftXtSetCallback(H, &Cb, CUFFT_CB_LD_COMPLEX, nullptr), CUFFT_INVALID_PLAN);
}

TEST(Cufft, ApiTableDefined) {
  const void *Fns[] = {
#define CUFFT_FN(Name, Suffix, Family, Params) reinterpret_cast<const void *>(&cufft##Name##Suffix),
#include "__scale_amd/cufft/cufft_api.def"
#undef CUFFT_FN
  };
  for (const void *F : Fns)
    EXPECT_NE(F, nullptr);
  EXPECT_EQ(sizeof Fns / sizeof *Fns, 48u);
}

} // namespace
