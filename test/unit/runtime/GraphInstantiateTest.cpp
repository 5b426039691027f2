// SPDX-License-Identifier: Apache-2.0
// Graph instantiation against the fake HIP backend (which, like HIP, takes only the auto-free and
// node-priority flags): cudaGraphInstantiateWithParams instantiates without the upload flag,
// uploads to the given stream, and fills in the result; the C++ five-argument form clears the
// error node and the log.
#include "FakeHipHooks.h"
#include "cuda_runtime.h"

#include <gtest/gtest.h>

namespace {

TEST(GraphInstantiate, WithParamsUploadsSeparately) {
  cudaGraph_t G = nullptr;
  ASSERT_EQ(cudaGraphCreate(&G, 0), cudaSuccess);
  cudaStream_t S = nullptr;
  ASSERT_EQ(cudaStreamCreate(&S), cudaSuccess);
  cudaGraphInstantiateParams P = {};
  P.flags = cudaGraphInstantiateFlagUpload | cudaGraphInstantiateFlagAutoFreeOnLaunch;
  P.uploadStream = S;
  P.errNode_out = reinterpret_cast<cudaGraphNode_t>(0x10);
  P.result_out = cudaGraphInstantiateInvalidStructure;
  cudaGraphExec_t Exec = nullptr;
  ASSERT_EQ(cudaGraphInstantiateWithParams(&Exec, G, &P), cudaSuccess);
  EXPECT_NE(Exec, nullptr);
  EXPECT_EQ(P.result_out, cudaGraphInstantiateSuccess);
  EXPECT_EQ(P.errNode_out, nullptr);
  EXPECT_EQ(fakehip::hook<unsigned long long (*)()>("fakeHipLastInstantiateFlags")(),
            unsigned(cudaGraphInstantiateFlagAutoFreeOnLaunch));
  EXPECT_EQ(fakehip::hook<void *(*)()>("fakeHipLastUploadStream")(), static_cast<void *>(S));
  EXPECT_EQ(cudaGraphExecDestroy(Exec), cudaSuccess);

  P.flags = cudaGraphInstantiateFlagDeviceLaunch; // HIP refuses it
  EXPECT_EQ(cudaGraphInstantiateWithParams(&Exec, G, &P), cudaErrorInvalidValue);
  EXPECT_EQ(P.result_out, cudaGraphInstantiateError);
  EXPECT_EQ(cudaGraphInstantiateWithParams(&Exec, G, nullptr), cudaErrorInvalidValue);
  EXPECT_EQ(cudaStreamDestroy(S), cudaSuccess);
  EXPECT_EQ(cudaGraphDestroy(G), cudaSuccess);
}

TEST(GraphInstantiate, LegacyFiveArgumentForm) {
  cudaGraph_t G = nullptr;
  ASSERT_EQ(cudaGraphCreate(&G, 0), cudaSuccess);
  cudaGraphExec_t Exec = nullptr;
  cudaGraphNode_t ErrorNode = reinterpret_cast<cudaGraphNode_t>(0x10);
  char Log[16] = "stale";
  ASSERT_EQ(cudaGraphInstantiate(&Exec, G, &ErrorNode, Log, sizeof(Log)), cudaSuccess);
  EXPECT_NE(Exec, nullptr);
  EXPECT_EQ(ErrorNode, nullptr);
  EXPECT_STREQ(Log, "");
  EXPECT_EQ(fakehip::hook<unsigned long long (*)()>("fakeHipLastInstantiateFlags")(), 0u);
  EXPECT_EQ(cudaGraphInstantiate(&Exec, G, nullptr, nullptr, 0), cudaSuccess);
  EXPECT_EQ(cudaGraphDestroy(G), cudaSuccess);
}

} // namespace
