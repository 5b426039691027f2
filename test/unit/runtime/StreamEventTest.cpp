// SPDX-License-Identifier: Apache-2.0
// Streams and events against the fake HIP backend: handle validation, error mapping, CUDA's
// special stream handles, event timing.
#include "FakeHipHooks.h"
#include "cuda_runtime_api.h"

#include <gtest/gtest.h>

namespace {

TEST(Stream, CreateSynchronizeDestroy) {
  cudaStream_t S = nullptr;
  ASSERT_EQ(cudaStreamCreate(&S), cudaSuccess);
  EXPECT_EQ(cudaStreamSynchronize(S), cudaSuccess);
  EXPECT_EQ(cudaStreamQuery(S), cudaSuccess);
  EXPECT_EQ(cudaStreamDestroy(S), cudaSuccess);
  EXPECT_EQ(cudaStreamDestroy(S), cudaErrorInvalidResourceHandle) << "HIP's 400 is CUDA's 400";
  EXPECT_EQ(cudaGetLastError(), cudaErrorInvalidResourceHandle);
}

TEST(Stream, SpecialHandles) {
  // cudaStreamLegacy becomes HIP's null stream; cudaStreamPerThread is HIP's per-thread stream.
  EXPECT_EQ(cudaStreamSynchronize(cudaStreamLegacy), cudaSuccess);
  EXPECT_EQ(cudaStreamSynchronize(cudaStreamPerThread), cudaSuccess);
  EXPECT_EQ(cudaStreamSynchronize(nullptr), cudaSuccess);
}

TEST(Stream, FlagsAreValidated) {
  cudaStream_t S = nullptr;
  EXPECT_EQ(cudaStreamCreateWithFlags(&S, 7), cudaErrorInvalidValue);
  ASSERT_EQ(cudaStreamCreateWithFlags(&S, cudaStreamNonBlocking), cudaSuccess);
  EXPECT_EQ(cudaStreamDestroy(S), cudaSuccess);
  cudaGetLastError();
}

TEST(Event, ElapsedTime) {
  cudaEvent_t A, B;
  ASSERT_EQ(cudaEventCreate(&A), cudaSuccess);
  ASSERT_EQ(cudaEventCreateWithFlags(&B, cudaEventDefault), cudaSuccess);
  float Ms = -1;
  EXPECT_EQ(cudaEventElapsedTime(&Ms, A, B), cudaErrorNotReady) << "not recorded yet";
  EXPECT_EQ(cudaEventRecord(A), cudaSuccess);
  EXPECT_EQ(cudaEventRecordWithFlags(B, nullptr, cudaEventRecordExternal), cudaSuccess);
  EXPECT_EQ(cudaEventRecordWithFlags(B, nullptr, 0x10), cudaErrorInvalidValue);
  EXPECT_EQ(cudaEventSynchronize(B), cudaSuccess);
  EXPECT_EQ(cudaEventElapsedTime(&Ms, A, B), cudaSuccess);
  EXPECT_FLOAT_EQ(Ms, 1.5f);
  EXPECT_EQ(cudaEventDestroy(A), cudaSuccess);
  EXPECT_EQ(cudaEventDestroy(A), cudaErrorInvalidResourceHandle);
  EXPECT_EQ(cudaEventDestroy(B), cudaSuccess);
  cudaGetLastError();
}

} // namespace
