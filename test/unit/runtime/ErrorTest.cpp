// SPDX-License-Identifier: Apache-2.0
// Error handling against the fake HIP backend: per-thread last error, sticky errors.
#include "FakeHipHooks.h"
#include "cuda_runtime_api.h"

#include <gtest/gtest.h>
#include <thread>

namespace {

TEST(Errors, LastErrorIsPerThread) {
  cudaGetLastError();
  EXPECT_EQ(cudaSetDevice(42), cudaErrorInvalidDevice);
  cudaError_t Other = cudaErrorUnknown;
  std::thread T([&] { Other = cudaPeekAtLastError(); });
  T.join();
  EXPECT_EQ(Other, cudaSuccess) << "another thread's error is not this thread's";
  EXPECT_EQ(cudaGetLastError(), cudaErrorInvalidDevice);
  EXPECT_EQ(cudaGetLastError(), cudaSuccess);
}

TEST(Errors, StickyErrorPersistsUntilReset) {
  fakehip::hook<void (*)(int)>("fakeHipFailNextSync")(700); // hipErrorIllegalAddress
  EXPECT_EQ(cudaDeviceSynchronize(), cudaErrorIllegalAddress);
  EXPECT_EQ(cudaGetLastError(), cudaErrorIllegalAddress);
  EXPECT_EQ(cudaGetLastError(), cudaErrorIllegalAddress) << "cudaGetLastError does not clear it";
  void *P = nullptr;
  EXPECT_EQ(cudaMalloc(&P, 16), cudaErrorIllegalAddress) << "every later call fails with it";
  EXPECT_EQ(cudaDeviceReset(), cudaSuccess);
  EXPECT_EQ(cudaGetLastError(), cudaErrorIllegalAddress) << "reported once more, then cleared";
  EXPECT_EQ(cudaGetLastError(), cudaSuccess);
  EXPECT_EQ(cudaMalloc(&P, 16), cudaSuccess);
  EXPECT_EQ(cudaFree(P), cudaSuccess);
}

TEST(Errors, NonStickyErrorIsClearedByGetLastError) {
  fakehip::hook<void (*)(int)>("fakeHipFailNextSync")(1);
  EXPECT_EQ(cudaDeviceSynchronize(), cudaErrorInvalidValue);
  EXPECT_EQ(cudaGetLastError(), cudaErrorInvalidValue);
  EXPECT_EQ(cudaDeviceSynchronize(), cudaSuccess);
  EXPECT_EQ(cudaGetLastError(), cudaSuccess);
}

} // namespace
