// SPDX-License-Identifier: Apache-2.0
// Driver API graph memory nodes against the fake HIP backend (which accepts only pinned device
// memory in HIP's numbering): the parameters reach HIP and come back, dptr is written back, and
// what HIP cannot express is refused before HIP is called.
#include "cuda.h"

#include <gtest/gtest.h>

namespace {

CUDA_MEM_ALLOC_NODE_PARAMS deviceAllocation(const CUmemAccessDesc *Access, size_t Count) {
  CUDA_MEM_ALLOC_NODE_PARAMS P = {};
  P.poolProps.allocType = CU_MEM_ALLOCATION_TYPE_PINNED;
  P.poolProps.location.type = CU_MEM_LOCATION_TYPE_DEVICE;
  P.accessDescs = Access;
  P.accessDescCount = Count;
  P.bytesize = 4096;
  return P;
}

TEST(DriverGraphMemory, AllocAndFreeNodes) {
  ASSERT_EQ(cuInit(0), CUDA_SUCCESS);
  CUgraph G = nullptr;
  ASSERT_EQ(cuGraphCreate(&G, 0), CUDA_SUCCESS);
  CUmemAccessDesc Access = {};
  Access.location.type = CU_MEM_LOCATION_TYPE_DEVICE;
  Access.flags = CU_MEM_ACCESS_FLAGS_PROT_READWRITE;
  CUDA_MEM_ALLOC_NODE_PARAMS P = deviceAllocation(&Access, 1);
  CUgraphNode Alloc = nullptr;
  ASSERT_EQ(cuGraphAddMemAllocNode(&Alloc, G, nullptr, 0, &P), CUDA_SUCCESS);
  ASSERT_NE(P.dptr, 0u);

  CUDA_MEM_ALLOC_NODE_PARAMS Q = {};
  ASSERT_EQ(cuGraphMemAllocNodeGetParams(Alloc, &Q), CUDA_SUCCESS);
  EXPECT_EQ(Q.poolProps.allocType, CU_MEM_ALLOCATION_TYPE_PINNED);
  EXPECT_EQ(Q.poolProps.location.type, CU_MEM_LOCATION_TYPE_DEVICE);
  EXPECT_EQ(Q.bytesize, 4096u);
  EXPECT_EQ(Q.dptr, P.dptr);
  ASSERT_EQ(Q.accessDescCount, 1u);
  EXPECT_EQ(Q.accessDescs[0].flags, CU_MEM_ACCESS_FLAGS_PROT_READWRITE);

  CUgraphNode Free = nullptr;
  ASSERT_EQ(cuGraphAddMemFreeNode(&Free, G, &Alloc, 1, P.dptr), CUDA_SUCCESS);
  CUdeviceptr Freed = 0;
  ASSERT_EQ(cuGraphMemFreeNodeGetParams(Free, &Freed), CUDA_SUCCESS);
  EXPECT_EQ(Freed, P.dptr);

  P = deviceAllocation(nullptr, 0);
  P.poolProps.location.type = CU_MEM_LOCATION_TYPE_HOST_NUMA;
  EXPECT_EQ(cuGraphAddMemAllocNode(&Alloc, G, nullptr, 0, &P), CUDA_ERROR_NOT_SUPPORTED);
  P = deviceAllocation(nullptr, 0);
  P.poolProps.handleTypes = CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR;
  EXPECT_EQ(cuGraphAddMemAllocNode(&Alloc, G, nullptr, 0, &P), CUDA_ERROR_INVALID_VALUE);
  EXPECT_EQ(cuGraphAddMemAllocNode(&Alloc, G, nullptr, 0, nullptr), CUDA_ERROR_INVALID_VALUE);
  EXPECT_EQ(cuGraphDestroy(G), CUDA_SUCCESS);
}

} // namespace
