// SPDX-License-Identifier: Apache-2.0
// Stream attributes against the fake HIP backend: recorded per stream (HIP has no L2 persistence
// control), validated, priority read from HIP, unknown ids refused, records dropped with the
// stream.
#include "cuda_runtime_api.h"

#include <gtest/gtest.h>

namespace {

TEST(StreamAttribute, AccessPolicyWindowIsRecordedPerStream) {
  cudaStream_t A = nullptr, B = nullptr;
  ASSERT_EQ(cudaStreamCreate(&A), cudaSuccess);
  ASSERT_EQ(cudaStreamCreate(&B), cudaSuccess);
  cudaStreamAttrValue V = {};
  ASSERT_EQ(cudaStreamGetAttribute(A, cudaStreamAttributeAccessPolicyWindow, &V), cudaSuccess);
  EXPECT_EQ(V.accessPolicyWindow.num_bytes, 0u) << "CUDA's default: no window";

  static int Data[16];
  V.accessPolicyWindow.base_ptr = Data;
  V.accessPolicyWindow.num_bytes = sizeof(Data);
  V.accessPolicyWindow.hitRatio = 0.6f;
  V.accessPolicyWindow.hitProp = cudaAccessPropertyPersisting;
  V.accessPolicyWindow.missProp = cudaAccessPropertyStreaming;
  ASSERT_EQ(cudaStreamSetAttribute(A, cudaStreamAttributeAccessPolicyWindow, &V), cudaSuccess);

  cudaStreamAttrValue Got = {};
  ASSERT_EQ(cudaStreamGetAttribute(A, cudaStreamAttributeAccessPolicyWindow, &Got), cudaSuccess);
  EXPECT_EQ(Got.accessPolicyWindow.base_ptr, static_cast<void *>(Data));
  EXPECT_EQ(Got.accessPolicyWindow.num_bytes, sizeof(Data));
  EXPECT_EQ(Got.accessPolicyWindow.hitRatio, 0.6f);
  EXPECT_EQ(Got.accessPolicyWindow.hitProp, cudaAccessPropertyPersisting);
  EXPECT_EQ(Got.accessPolicyWindow.missProp, cudaAccessPropertyStreaming);

  cudaStreamAttrValue Other = {};
  ASSERT_EQ(cudaStreamGetAttribute(B, cudaStreamAttributeAccessPolicyWindow, &Other), cudaSuccess);
  EXPECT_EQ(Other.accessPolicyWindow.base_ptr, nullptr) << "another stream keeps the default";

  V.accessPolicyWindow.hitRatio = 1.5f;
  EXPECT_EQ(cudaStreamSetAttribute(A, cudaStreamAttributeAccessPolicyWindow, &V),
            cudaErrorInvalidValue);
  ASSERT_EQ(cudaStreamGetAttribute(A, cudaStreamAttributeAccessPolicyWindow, &Got), cudaSuccess);
  EXPECT_EQ(Got.accessPolicyWindow.hitRatio, 0.6f) << "a refused value changes nothing";

  EXPECT_EQ(cudaStreamDestroy(A), cudaSuccess);
  EXPECT_EQ(cudaStreamGetAttribute(A, cudaStreamAttributeAccessPolicyWindow, &Got),
            cudaErrorInvalidResourceHandle);
  EXPECT_EQ(cudaStreamDestroy(B), cudaSuccess);
}

TEST(StreamAttribute, CopyAttributes) {
  cudaStream_t A = nullptr, B = nullptr;
  ASSERT_EQ(cudaStreamCreate(&A), cudaSuccess);
  ASSERT_EQ(cudaStreamCreate(&B), cudaSuccess);
  cudaStreamAttrValue V = {};
  V.syncPolicy = cudaSyncPolicyBlockingSync;
  ASSERT_EQ(cudaStreamSetAttribute(A, cudaStreamAttributeSynchronizationPolicy, &V), cudaSuccess);
  ASSERT_EQ(cudaStreamCopyAttributes(B, A), cudaSuccess);
  V = {};
  ASSERT_EQ(cudaStreamGetAttribute(B, cudaStreamAttributeSynchronizationPolicy, &V), cudaSuccess);
  EXPECT_EQ(V.syncPolicy, cudaSyncPolicyBlockingSync);
  EXPECT_EQ(cudaStreamDestroy(A), cudaSuccess);
  EXPECT_EQ(cudaStreamCopyAttributes(B, A), cudaErrorInvalidResourceHandle);
  EXPECT_EQ(cudaCtxResetPersistingL2Cache(), cudaSuccess);
  EXPECT_EQ(cudaStreamDestroy(B), cudaSuccess);
}

TEST(StreamAttribute, OtherIds) {
  cudaStream_t S = nullptr;
  ASSERT_EQ(cudaStreamCreate(&S), cudaSuccess);
  cudaStreamAttrValue V = {};
  ASSERT_EQ(cudaStreamGetAttribute(S, cudaStreamAttributeSynchronizationPolicy, &V), cudaSuccess);
  EXPECT_EQ(V.syncPolicy, cudaSyncPolicyAuto);
  V.syncPolicy = cudaSyncPolicyYield;
  ASSERT_EQ(cudaStreamSetAttribute(S, cudaStreamAttributeSynchronizationPolicy, &V), cudaSuccess);
  V = {};
  ASSERT_EQ(cudaStreamGetAttribute(S, cudaStreamAttributeSynchronizationPolicy, &V), cudaSuccess);
  EXPECT_EQ(V.syncPolicy, cudaSyncPolicyYield);
  V.syncPolicy = static_cast<cudaSynchronizationPolicy>(9);
  EXPECT_EQ(cudaStreamSetAttribute(S, cudaStreamAttributeSynchronizationPolicy, &V),
            cudaErrorInvalidValue);

  ASSERT_EQ(cudaStreamGetAttribute(S, cudaStreamAttributePriority, &V), cudaSuccess);
  EXPECT_EQ(V.priority, -1) << "read from HIP";
  EXPECT_EQ(cudaStreamSetAttribute(S, cudaStreamAttributePriority, &V), cudaErrorNotSupported);

  EXPECT_EQ(cudaStreamSetAttribute(S, cudaLaunchAttributeCooperative, &V), cudaErrorInvalidValue);
  EXPECT_EQ(cudaStreamGetAttribute(S, cudaLaunchAttributeClusterDimension, &V),
            cudaErrorInvalidValue);
  EXPECT_EQ(cudaStreamGetAttribute(S, cudaStreamAttributeAccessPolicyWindow, nullptr),
            cudaErrorInvalidValue);
  // The null stream has attributes too.
  EXPECT_EQ(cudaStreamSetAttribute(nullptr, cudaStreamAttributeSynchronizationPolicy, &V),
            cudaErrorInvalidValue);
  V.syncPolicy = cudaSyncPolicySpin;
  EXPECT_EQ(cudaStreamSetAttribute(nullptr, cudaStreamAttributeSynchronizationPolicy, &V),
            cudaSuccess);
  EXPECT_EQ(cudaStreamDestroy(S), cudaSuccess);
}

} // namespace
