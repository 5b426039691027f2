// SPDX-License-Identifier: Apache-2.0
// The cudaMemLocation forms of cudaMemAdvise / cudaMemPrefetchAsync (the _v2 entry points and
// cuda_runtime.h's C++ overloads) against the fake HIP backend: a device location reaches HIP as
// its ordinal, the host as cudaCpuDeviceId, anything else is refused before HIP.
#include "FakeHipHooks.h"
#include "cuda_runtime.h"

#include <gtest/gtest.h>

namespace {

int lastAdviseDevice() { return fakehip::hook<int (*)()>("fakeHipLastAdviseDevice")(); }
int lastAdvice() { return fakehip::hook<int (*)()>("fakeHipLastAdvice")(); }
int lastPrefetchDevice() { return fakehip::hook<int (*)()>("fakeHipLastPrefetchDevice")(); }

TEST(MemLocation, AdviseTranslatesTheLocation) {
  static int Data[64];
  cudaMemLocation Dev = {cudaMemLocationTypeDevice, 0};
  ASSERT_EQ(cudaMemAdvise_v2(Data, sizeof(Data), cudaMemAdviseSetReadMostly, Dev), cudaSuccess);
  EXPECT_EQ(lastAdviseDevice(), 0);
  EXPECT_EQ(lastAdvice(), int(cudaMemAdviseSetReadMostly));
  cudaMemLocation Host = {cudaMemLocationTypeHost, 0};
  // The C++ overload, as CUDA 13-era code calls it.
  ASSERT_EQ(cudaMemAdvise(Data, sizeof(Data), cudaMemAdviseSetPreferredLocation, Host), cudaSuccess);
  EXPECT_EQ(lastAdviseDevice(), cudaCpuDeviceId);
  cudaMemLocation Bad = {cudaMemLocationTypeInvalid, 0};
  EXPECT_EQ(cudaMemAdvise_v2(Data, sizeof(Data), cudaMemAdviseSetReadMostly, Bad), cudaErrorInvalidValue);
  EXPECT_EQ(lastAdviseDevice(), cudaCpuDeviceId) << "refused before HIP";
}

TEST(MemLocation, PrefetchTranslatesTheLocationAndChecksFlags) {
  static int Data[64];
  cudaMemLocation Dev = {cudaMemLocationTypeDevice, 0};
  ASSERT_EQ(cudaMemPrefetchAsync(Data, sizeof(Data), Dev, 0), cudaSuccess);
  EXPECT_EQ(lastPrefetchDevice(), 0);
  cudaMemLocation Numa = {cudaMemLocationTypeHostNuma, 0};
  ASSERT_EQ(cudaMemPrefetchAsync_v2(Data, sizeof(Data), Numa, 0, nullptr), cudaSuccess);
  EXPECT_EQ(lastPrefetchDevice(), cudaCpuDeviceId);
  EXPECT_EQ(cudaMemPrefetchAsync_v2(Data, sizeof(Data), Dev, 1u, nullptr), cudaErrorInvalidValue);
  EXPECT_EQ(lastPrefetchDevice(), cudaCpuDeviceId) << "refused before HIP";
  // The classic device-number form is unchanged.
  ASSERT_EQ(cudaMemPrefetchAsync(Data, sizeof(Data), 0), cudaSuccess);
  EXPECT_EQ(lastPrefetchDevice(), 0);
}

} // namespace
