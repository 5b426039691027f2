// SPDX-License-Identifier: Apache-2.0
// Device management against the fake HIP backend: what the shim presents (CUDA compute
// capability, 32-wide warps), attribute mapping, validation of device ordinals.
#include "cuda_runtime_api.h"

#include <cstring>
#include <gtest/gtest.h>

namespace {

TEST(Device, CountAndSelection) {
  int N = 0;
  ASSERT_EQ(cudaGetDeviceCount(&N), cudaSuccess);
  EXPECT_EQ(N, 1);
  EXPECT_EQ(cudaSetDevice(0), cudaSuccess);
  EXPECT_EQ(cudaSetDevice(1), cudaErrorInvalidDevice);
  EXPECT_EQ(cudaGetLastError(), cudaErrorInvalidDevice);
  int D = -1;
  EXPECT_EQ(cudaGetDevice(&D), cudaSuccess);
  EXPECT_EQ(D, 0);
  EXPECT_EQ(cudaGetDevice(nullptr), cudaErrorInvalidValue);
  cudaGetLastError();
}

TEST(Device, PropertiesPresentCudaView) {
  cudaDeviceProp P;
  std::memset(&P, 0xab, sizeof(P));
  ASSERT_EQ(cudaGetDeviceProperties(&P, 0), cudaSuccess);
  EXPECT_STREQ(P.name, "Fake AMD GPU");
  EXPECT_EQ(P.warpSize, 32) << "the fake reports AMD's 64; CUDA code expects 32";
  EXPECT_EQ(P.major, 8);
  EXPECT_EQ(P.minor, 6);
  EXPECT_EQ(P.maxThreadsPerBlock, 1024);
  EXPECT_EQ(P.multiProcessorCount, 48);
  EXPECT_EQ(P.sharedMemPerBlock, 65536u);
  EXPECT_EQ(P.totalGlobalMem, size_t(16) << 30);
  EXPECT_EQ(P.reserved[0], 0) << "the whole struct is initialized";
  EXPECT_EQ(cudaGetDeviceProperties(&P, 3), cudaErrorInvalidDevice);
  EXPECT_EQ(cudaGetDeviceProperties(nullptr, 0), cudaErrorInvalidValue);
  cudaGetLastError();
}

TEST(Device, AttributesAreMappedToHip) {
  int V = 0;
  EXPECT_EQ(cudaDeviceGetAttribute(&V, cudaDevAttrMultiProcessorCount, 0), cudaSuccess);
  EXPECT_EQ(V, 48);
  EXPECT_EQ(cudaDeviceGetAttribute(&V, cudaDevAttrWarpSize, 0), cudaSuccess);
  EXPECT_EQ(V, 32);
  EXPECT_EQ(cudaDeviceGetAttribute(&V, cudaDevAttrComputeCapabilityMajor, 0), cudaSuccess);
  EXPECT_EQ(V, 8);
  EXPECT_EQ(cudaDeviceGetAttribute(&V, static_cast<cudaDeviceAttr>(9999), 0),
            cudaErrorInvalidValue);
  EXPECT_EQ(cudaDeviceGetAttribute(&V, cudaDevAttrWarpSize, 5), cudaErrorInvalidDevice);
  EXPECT_EQ(cudaDeviceGetAttribute(nullptr, cudaDevAttrWarpSize, 0), cudaErrorInvalidValue);
  cudaGetLastError();
}

TEST(Device, VersionsWithARuntime) {
  int V = 0;
  EXPECT_EQ(cudaDriverGetVersion(&V), cudaSuccess);
  EXPECT_EQ(V, CUDART_VERSION);
}

TEST(Device, UnavailableHipFunctionIsNotSupported) {
  // The fake has no hipDeviceGetLimit: the forwarder reports cudaErrorNotSupported.
  size_t L = 0;
  EXPECT_EQ(cudaDeviceGetLimit(&L, cudaLimitStackSize), cudaErrorNotSupported);
  EXPECT_EQ(cudaGetLastError(), cudaErrorNotSupported);
}

} // namespace
