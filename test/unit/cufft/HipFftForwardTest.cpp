// SPDX-License-Identifier: Apache-2.0
// cuFFT over a fake hipFFT (FakeHipFft.cpp): plans made by hipfftMakePlanMany64 with the plan's
// geometry and type, hipFFT's work size, stream/auto-allocation/work area passed on, executions
// forwarded with their direction, handles destroyed, and our kernels where hipFFT cannot make
// the plan (unless SCALE_AMD_CUFFT_BACKEND=hipfft).
#include "FakeEngine.h"

#include <cufft.h>
#include <dlfcn.h>
#include <gtest/gtest.h>

#include <cstdlib>
#include <cstring>

extern "C" {
struct FakeHipFftState {
  int Plans, Destroyed, Rank, Type, AutoAllocate, Direction, Execs;
  long long N[3], Inembed[3], Onembed[3], Istride, Idist, Ostride, Odist, Batch;
  bool NullEmbeds;
  void *Stream, *Work;
  const char *Exec;
  const void *In;
  void *Out;
};
}

namespace {

FakeHipFftState &fake() {
  void *L = dlopen(std::getenv("SCALE_AMD_HIPFFT_LIBRARY"), RTLD_NOW | RTLD_NOLOAD);
  auto F = reinterpret_cast<FakeHipFftState *(*)()>(dlsym(L, "fake_hipfft_state"));
  return *F();
}

TEST(HipFft, PlansAndExecutionsForwarded) {
  cufftHandle H;
  ASSERT_EQ(cufftCreate(&H), CUFFT_SUCCESS);
  int Prepared = scale::fft::FakePrepared;
  size_t W = 0;
  ASSERT_EQ(cufftMakePlan2d(H, 12, 40, CUFFT_D2Z, &W), CUFFT_SUCCESS);
  EXPECT_EQ(W, 12345u); // hipFFT's size
  EXPECT_EQ(scale::fft::FakePrepared, Prepared); // our kernels not prepared
  FakeHipFftState &S = fake();
  EXPECT_EQ(S.Rank, 2);
  EXPECT_EQ(S.N[0], 12);
  EXPECT_EQ(S.N[1], 40);
  EXPECT_EQ(S.Type, 0x6a);
  EXPECT_EQ(S.Batch, 1);
  EXPECT_TRUE(S.NullEmbeds);
  EXPECT_EQ(S.AutoAllocate, 1);
  size_t G;
  ASSERT_EQ(cufftGetSize(H, &G), CUFFT_SUCCESS);
  EXPECT_EQ(G, 12345u);
  cudaStream_t St = reinterpret_cast<cudaStream_t>(0x77);
  ASSERT_EQ(cufftSetStream(H, St), CUFFT_SUCCESS);
  EXPECT_EQ(S.Stream, (void *)St);
  ASSERT_EQ(cufftSetStream(H, cudaStreamLegacy), CUFFT_SUCCESS);
  EXPECT_EQ(S.Stream, nullptr); // the legacy stream is HIP's null stream
  double *X = reinterpret_cast<double *>(0x1000);
  ASSERT_EQ(cufftExecD2Z(H, X, (cufftDoubleComplex *)X), CUFFT_SUCCESS);
  EXPECT_STREQ(S.Exec, "hipfftExecD2Z");
  EXPECT_EQ(S.In, X);
  // Our checks come first: a Z2Z execution of a D2Z plan never reaches hipFFT.
  int Execs = S.Execs;
  EXPECT_EQ(cufftExecZ2Z(H, (cufftDoubleComplex *)X, (cufftDoubleComplex *)X, CUFFT_FORWARD),
            CUFFT_INVALID_VALUE);
  EXPECT_EQ(S.Execs, Execs);
  int Destroyed = S.Destroyed;
  ASSERT_EQ(cufftDestroy(H), CUFFT_SUCCESS);
  EXPECT_EQ(S.Destroyed, Destroyed + 1);
}

TEST(HipFft, AdvancedLayoutUserWorkArea) {
  cufftHandle H;
  ASSERT_EQ(cufftCreate(&H), CUFFT_SUCCESS);
  ASSERT_EQ(cufftSetAutoAllocation(H, 0), CUFFT_SUCCESS);
  int N[1] = {100}, In[1] = {128}, On[1] = {64};
  ASSERT_EQ(cufftMakePlanMany(H, 1, N, In, 2, 300, On, 1, 51, CUFFT_R2C, 5, nullptr), CUFFT_SUCCESS);
  FakeHipFftState &S = fake();
  EXPECT_FALSE(S.NullEmbeds);
  EXPECT_EQ(S.Inembed[0], 128);
  EXPECT_EQ(S.Onembed[0], 64);
  EXPECT_EQ(S.Istride, 2);
  EXPECT_EQ(S.Idist, 300);
  EXPECT_EQ(S.Odist, 51);
  EXPECT_EQ(S.Batch, 5);
  EXPECT_EQ(S.AutoAllocate, 0);
  float *X = reinterpret_cast<float *>(0x2000);
  EXPECT_EQ(cufftExecR2C(H, X, (cufftComplex *)X), CUFFT_NO_WORKSPACE);
  void *Area = reinterpret_cast<void *>(0x3000);
  ASSERT_EQ(cufftSetWorkArea(H, Area), CUFFT_SUCCESS);
  EXPECT_EQ(S.Work, Area);
  ASSERT_EQ(cufftExecR2C(H, X, (cufftComplex *)X), CUFFT_SUCCESS);
  EXPECT_STREQ(S.Exec, "hipfftExecR2C");
  ASSERT_EQ(cufftDestroy(H), CUFFT_SUCCESS);

  ASSERT_EQ(cufftPlan1d(&H, 64, CUFFT_C2C, 2), CUFFT_SUCCESS);
  cufftComplex *C = reinterpret_cast<cufftComplex *>(0x4000);
  ASSERT_EQ(cufftExecC2C(H, C, C + 64, CUFFT_INVERSE), CUFFT_SUCCESS);
  EXPECT_STREQ(S.Exec, "hipfftExecC2C");
  EXPECT_EQ(S.Direction, CUFFT_INVERSE);
  EXPECT_EQ(S.Out, C + 64);
  ASSERT_EQ(cufftDestroy(H), CUFFT_SUCCESS);
}

TEST(HipFft, FallbackAndRequired) {
  int Prepared = scale::fft::FakePrepared;
  cufftHandle H;
  ASSERT_EQ(cufftPlan1d(&H, 999, CUFFT_C2C, 1), CUFFT_SUCCESS); // hipFFT refuses: our kernels
  EXPECT_EQ(scale::fft::FakePrepared, Prepared + 1);
  ASSERT_EQ(cufftDestroy(H), CUFFT_SUCCESS);
  setenv("SCALE_AMD_CUFFT_BACKEND", "hipfft", 1);
  EXPECT_EQ(cufftPlan1d(&H, 999, CUFFT_C2C, 1), CUFFT_SETUP_FAILED);
  setenv("SCALE_AMD_CUFFT_BACKEND", "fallback", 1);
  int Plans = fake().Plans;
  ASSERT_EQ(cufftPlan1d(&H, 64, CUFFT_C2C, 1), CUFFT_SUCCESS);
  EXPECT_EQ(fake().Plans, Plans); // hipFFT not asked
  ASSERT_EQ(cufftDestroy(H), CUFFT_SUCCESS);
  unsetenv("SCALE_AMD_CUFFT_BACKEND");
}

} // namespace
