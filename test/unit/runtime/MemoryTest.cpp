// SPDX-License-Identifier: Apache-2.0
// Memory management against the fake HIP backend.
#include "cuda_runtime_api.h"

#include <gtest/gtest.h>

namespace {

TEST(Memory, RoundTripThroughDeviceMemory) {
  void *D = nullptr;
  ASSERT_EQ(cudaMalloc(&D, 64), cudaSuccess);
  ASSERT_NE(D, nullptr);
  int In[16], Out[16] = {};
  for (int I = 0; I < 16; ++I)
    In[I] = I * 3;
  EXPECT_EQ(cudaMemcpy(D, In, sizeof(In), cudaMemcpyHostToDevice), cudaSuccess);
  EXPECT_EQ(cudaMemcpy(Out, D, sizeof(Out), cudaMemcpyDeviceToHost), cudaSuccess);
  EXPECT_EQ(Out[15], 45);
  EXPECT_EQ(cudaFree(D), cudaSuccess);
}

TEST(Memory, ZeroSizeAndNullFree) {
  void *D = reinterpret_cast<void *>(0x10);
  EXPECT_EQ(cudaMalloc(&D, 0), cudaSuccess);
  EXPECT_EQ(D, nullptr);
  EXPECT_EQ(cudaFree(nullptr), cudaSuccess);
}

TEST(Memory, ErrorsAreCudaErrors) {
  int Local = 0;
  EXPECT_EQ(cudaFree(&Local), cudaErrorInvalidValue);
  void *D = nullptr;
  EXPECT_EQ(cudaMalloc(&D, size_t(1) << 50), cudaErrorMemoryAllocation);
  EXPECT_EQ(cudaGetLastError(), cudaErrorMemoryAllocation);
  EXPECT_EQ(cudaMemcpy(&Local, &Local, 4, static_cast<cudaMemcpyKind>(9)),
            cudaErrorInvalidMemcpyDirection);
  cudaGetLastError();
}

TEST(Memory, PointerAttributes) {
  void *D = nullptr, *H = nullptr;
  ASSERT_EQ(cudaMalloc(&D, 16), cudaSuccess);
  ASSERT_EQ(cudaMallocHost(&H, 16), cudaSuccess);
  cudaPointerAttributes A;
  ASSERT_EQ(cudaPointerGetAttributes(&A, D), cudaSuccess);
  EXPECT_EQ(A.type, cudaMemoryTypeDevice);
  EXPECT_EQ(A.devicePointer, D);
  ASSERT_EQ(cudaPointerGetAttributes(&A, H), cudaSuccess);
  EXPECT_EQ(A.type, cudaMemoryTypeHost) << "ROCm 5 numbers host memory 0";
  int Stack = 0;
  ASSERT_EQ(cudaPointerGetAttributes(&A, &Stack), cudaSuccess)
      << "CUDA 11+ reports unregistered memory without an error";
  EXPECT_EQ(A.type, cudaMemoryTypeUnregistered);
  EXPECT_EQ(A.hostPointer, &Stack);
  EXPECT_EQ(cudaPointerGetAttributes(nullptr, D), cudaErrorInvalidValue);
  cudaGetLastError();
  EXPECT_EQ(cudaFreeHost(H), cudaSuccess);
  EXPECT_EQ(cudaFree(D), cudaSuccess);
}

TEST(Memory, MemGetInfoIsForwarded) {
  size_t Free = 0, Total = 0;
  ASSERT_EQ(cudaMemGetInfo(&Free, &Total), cudaSuccess);
  EXPECT_EQ(Total, size_t(16) << 30);
  EXPECT_LE(Free, Total);
}

TEST(Memory, ValueHelpers) {
  cudaExtent E = make_cudaExtent(1, 2, 3);
  EXPECT_EQ(E.depth, 3u);
  cudaChannelFormatDesc C = cudaCreateChannelDesc(32, 0, 0, 0, cudaChannelFormatKindFloat);
  EXPECT_EQ(C.x, 32);
  EXPECT_EQ(C.f, cudaChannelFormatKindFloat);
}

} // namespace
