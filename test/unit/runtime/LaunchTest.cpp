// SPDX-License-Identifier: Apache-2.0
// Kernel registration replay and launch against the fake HIP backend. The registration below runs
// from a static constructor, before HIP is loaded, as clang's generated code does: the shim must
// record it and forward it when the first API call loads HIP.
#include "FakeHipHooks.h"
#include "cuda_runtime_api.h"

#include <gtest/gtest.h>

extern "C" {
void **__hipRegisterFatBinary(const void *);
void __hipRegisterFunction(void **, const void *, char *, const char *, unsigned, void *, void *,
                           void *, void *, int *);
unsigned __hipPushCallConfiguration(dim3, dim3, size_t, cudaStream_t);
cudaError_t __hipPopCallConfiguration(dim3 *, dim3 *, size_t *, cudaStream_t *);
}

namespace {

void kernelStub() {}
void unregisteredStub() {}
char KernelName[] = "kernelStub";

struct RegisterAtStartup {
  RegisterAtStartup() {
    static const char Image[] = "fatbin";
    void **H = __hipRegisterFatBinary(Image);
    __hipRegisterFunction(H, reinterpret_cast<const void *>(&kernelStub), KernelName, KernelName,
                          0, nullptr, nullptr, nullptr, nullptr, nullptr);
  }
} Registration;

TEST(Launch, RegistrationsAreReplayedWhenHipLoads) {
  int N = 0;
  ASSERT_EQ(cudaGetDeviceCount(&N), cudaSuccess);
  EXPECT_EQ(fakehip::fatBinaries(), 1);
  ASSERT_EQ(cudaLaunchKernel(reinterpret_cast<const void *>(&kernelStub), dim3(2), dim3(64),
                             nullptr, 0, nullptr),
            cudaSuccess);
  EXPECT_EQ(fakehip::lastLaunchFunc(), reinterpret_cast<const void *>(&kernelStub));
}

TEST(Launch, LegacyStreamIsHipsNullStream) {
  ASSERT_EQ(cudaLaunchKernel(reinterpret_cast<const void *>(&kernelStub), dim3(1), dim3(1),
                             nullptr, 0, cudaStreamLegacy),
            cudaSuccess);
  EXPECT_EQ(fakehip::lastLaunchStream(), nullptr);
  ASSERT_EQ(cudaLaunchKernel(reinterpret_cast<const void *>(&kernelStub), dim3(1), dim3(1),
                             nullptr, 0, cudaStreamPerThread),
            cudaSuccess);
  EXPECT_EQ(fakehip::lastLaunchStream(), reinterpret_cast<void *>(2));
}

TEST(Launch, UnknownKernelAndBadConfiguration) {
  EXPECT_EQ(cudaLaunchKernel(reinterpret_cast<const void *>(&unregisteredStub), dim3(1), dim3(1),
                             nullptr, 0, nullptr),
            cudaErrorInvalidDeviceFunction);
  EXPECT_EQ(cudaLaunchKernel(reinterpret_cast<const void *>(&kernelStub), dim3(0), dim3(1),
                             nullptr, 0, nullptr),
            cudaErrorInvalidConfiguration);
  EXPECT_EQ(cudaGetLastError(), cudaErrorInvalidConfiguration);
}

TEST(Launch, ConfigurationStack) {
  dim3 G, B;
  size_t Smem;
  cudaStream_t S;
  EXPECT_EQ(__hipPopCallConfiguration(&G, &B, &Smem, &S), cudaErrorMissingConfiguration);
  __hipPushCallConfiguration(dim3(3), dim3(4), 8, cudaStreamPerThread);
  ASSERT_EQ(__hipPopCallConfiguration(&G, &B, &Smem, &S), cudaSuccess);
  EXPECT_EQ(G.x, 3u);
  EXPECT_EQ(B.x, 4u);
  EXPECT_EQ(Smem, 8u);
  EXPECT_EQ(S, cudaStreamPerThread);
  cudaGetLastError();
}

TEST(Launch, LaunchKernelExAttributes) {
  cudaLaunchAttribute A[1] = {};
  cudaLaunchConfig_t C = {dim3(1), dim3(32), 0, nullptr, A, 1};
  A[0].id = cudaLaunchAttributePriority;
  A[0].val.priority = 1;
  EXPECT_EQ(cudaLaunchKernelExC(&C, reinterpret_cast<const void *>(&kernelStub), nullptr),
            cudaSuccess);
  A[0].id = cudaLaunchAttributeClusterDimension;
  A[0].val.clusterDim.x = 2;
  A[0].val.clusterDim.y = A[0].val.clusterDim.z = 1;
  EXPECT_EQ(cudaLaunchKernelExC(&C, reinterpret_cast<const void *>(&kernelStub), nullptr),
            cudaErrorNotSupported)
      << "thread block clusters cannot be ignored silently";
  EXPECT_EQ(cudaLaunchKernelExC(nullptr, reinterpret_cast<const void *>(&kernelStub), nullptr),
            cudaErrorInvalidValue);
  cudaGetLastError();
}

TEST(Launch, FunctionAttributesAreReordered) {
  cudaFuncAttributes A;
  ASSERT_EQ(cudaFuncGetAttributes(&A, reinterpret_cast<const void *>(&kernelStub)), cudaSuccess);
  EXPECT_EQ(A.sharedSizeBytes, 1024u);
  EXPECT_EQ(A.constSizeBytes, 16u);
  EXPECT_EQ(A.localSizeBytes, 32u);
  EXPECT_EQ(A.maxThreadsPerBlock, 256);
  EXPECT_EQ(A.numRegs, 40);
  EXPECT_EQ(A.maxDynamicSharedSizeBytes, 65536);
  EXPECT_EQ(A.binaryVersion, 86);
  EXPECT_EQ(cudaFuncGetAttributes(&A, reinterpret_cast<const void *>(&unregisteredStub)),
            cudaErrorInvalidDeviceFunction);
  cudaGetLastError();
}

} // namespace
