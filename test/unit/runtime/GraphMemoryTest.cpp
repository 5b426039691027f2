// SPDX-License-Identifier: Apache-2.0
// Graph memory nodes against the fake HIP backend: cudaMemAllocNodeParams reaches HIP field by
// field with HIP's enumerators (the fake accepts only pinned device memory in HIP's numbering)
// and comes back the same; what HIP cannot express is refused before HIP is called.
#include "cuda_runtime_api.h"

#include <gtest/gtest.h>

namespace {

cudaMemAllocNodeParams deviceAllocation(const cudaMemAccessDesc *Access, size_t Count) {
  cudaMemAllocNodeParams P = {};
  P.poolProps.allocType = cudaMemAllocationTypePinned;
  P.poolProps.handleTypes = cudaMemHandleTypeNone;
  P.poolProps.location.type = cudaMemLocationTypeDevice;
  P.poolProps.location.id = 0;
  P.accessDescs = Access;
  P.accessDescCount = Count;
  P.bytesize = 1 << 20;
  return P;
}

TEST(GraphMemory, AllocAndFreeNodesRoundTrip) {
  cudaGraph_t G = nullptr;
  ASSERT_EQ(cudaGraphCreate(&G, 0), cudaSuccess);
  cudaMemAccessDesc Access = {};
  Access.location.type = cudaMemLocationTypeDevice;
  Access.location.id = 0;
  Access.flags = cudaMemAccessFlagsProtRead;
  cudaMemAllocNodeParams P = deviceAllocation(&Access, 1);
  cudaGraphNode_t Alloc = nullptr;
  ASSERT_EQ(cudaGraphAddMemAllocNode(&Alloc, G, nullptr, 0, &P), cudaSuccess);
  ASSERT_NE(P.dptr, nullptr) << "dptr is written back";

  cudaMemAllocNodeParams Q = {};
  ASSERT_EQ(cudaGraphMemAllocNodeGetParams(Alloc, &Q), cudaSuccess);
  EXPECT_EQ(Q.poolProps.allocType, cudaMemAllocationTypePinned);
  EXPECT_EQ(Q.poolProps.handleTypes, cudaMemHandleTypeNone);
  EXPECT_EQ(Q.poolProps.location.type, cudaMemLocationTypeDevice);
  EXPECT_EQ(Q.poolProps.location.id, 0);
  EXPECT_EQ(Q.bytesize, size_t(1) << 20);
  EXPECT_EQ(Q.dptr, P.dptr);
  ASSERT_EQ(Q.accessDescCount, 1u);
  EXPECT_EQ(Q.accessDescs[0].location.type, cudaMemLocationTypeDevice);
  EXPECT_EQ(Q.accessDescs[0].flags, cudaMemAccessFlagsProtRead);

  cudaGraphNode_t Free = nullptr;
  ASSERT_EQ(cudaGraphAddMemFreeNode(&Free, G, &Alloc, 1, P.dptr), cudaSuccess);
  void *Freed = nullptr;
  ASSERT_EQ(cudaGraphMemFreeNodeGetParams(Free, &Freed), cudaSuccess);
  EXPECT_EQ(Freed, P.dptr);
  EXPECT_EQ(cudaGraphDestroy(G), cudaSuccess);
}

TEST(GraphMemory, InvalidParametersAreRefused) {
  cudaGraph_t G = nullptr;
  ASSERT_EQ(cudaGraphCreate(&G, 0), cudaSuccess);
  cudaGraphNode_t N = nullptr;
  cudaMemAllocNodeParams P = deviceAllocation(nullptr, 0);
  EXPECT_EQ(cudaGraphAddMemAllocNode(&N, G, nullptr, 0, nullptr), cudaErrorInvalidValue);
  EXPECT_EQ(cudaGraphAddMemAllocNode(nullptr, G, nullptr, 0, &P), cudaErrorInvalidValue);
  P.accessDescCount = 2; // without descriptors
  EXPECT_EQ(cudaGraphAddMemAllocNode(&N, G, nullptr, 0, &P), cudaErrorInvalidValue);
  P = deviceAllocation(nullptr, 0);
  P.poolProps.handleTypes = cudaMemHandleTypePosixFileDescriptor; // graph memory is not exportable
  EXPECT_EQ(cudaGraphAddMemAllocNode(&N, G, nullptr, 0, &P), cudaErrorInvalidValue);
  P = deviceAllocation(nullptr, 0);
  P.poolProps.location.type = cudaMemLocationTypeHost; // no HIP counterpart
  EXPECT_EQ(cudaGraphAddMemAllocNode(&N, G, nullptr, 0, &P), cudaErrorNotSupported);
  EXPECT_EQ(cudaGetLastError(), cudaErrorNotSupported);
  P = deviceAllocation(nullptr, 0);
  P.bytesize = 0; // HIP's own validation, its error mapped
  EXPECT_EQ(cudaGraphAddMemAllocNode(&N, G, nullptr, 0, &P), cudaErrorInvalidValue);
  EXPECT_EQ(cudaGraphDestroy(G), cudaSuccess);
}

} // namespace
