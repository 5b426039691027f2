// SPDX-License-Identifier: Apache-2.0
// Driver API graph memory nodes: CUDA_MEM_ALLOC_NODE_PARAMS translated field by field to
// hipMemAllocNodeParams (HIP's enumerators, see HipMemAbi.h), as the runtime's GraphMemory.cpp
// does for cudaMemAllocNodeParams. Free nodes, trim and attributes are forwarded.
#include "DriverState.h"
#include "HipMemAbi.h"

#include <vector>

using namespace scale;

extern "C" {

CUresult cuGraphAddMemAllocNode(CUgraphNode *Node, CUgraph Graph, const CUgraphNode *Deps,
                                size_t NumDeps, CUDA_MEM_ALLOC_NODE_PARAMS *P) {
  if (!Node || !Graph || !P || (NumDeps && !Deps) || (P->accessDescCount && !P->accessDescs) ||
      P->poolProps.handleTypes != CU_MEM_HANDLE_TYPE_NONE)
    return CUDA_ERROR_INVALID_VALUE;
  MemProps M;
  M.allocType = P->poolProps.allocType;
  M.handleTypes = P->poolProps.handleTypes;
  M.locationType = P->poolProps.location.type;
  M.locationId = P->poolProps.location.id;
  M.win32 = P->poolProps.win32SecurityAttributes;
  M.maxSize = P->poolProps.maxSize;
  HipMemAllocNodeParams H = {};
  if (!toHipPoolProps(M, H.poolProps))
    return CUDA_ERROR_NOT_SUPPORTED;
  std::vector<HipMemAccessDesc> Access;
  if (CUresult R = toHipAccessDescs(P->accessDescs, P->accessDescCount, Access, CUDA_SUCCESS,
                                    CUDA_ERROR_INVALID_VALUE, CUDA_ERROR_NOT_SUPPORTED))
    return R;
  H.accessDescs = Access.data();
  H.accessDescCount = Access.size();
  H.bytesize = P->bytesize;
  using Fn = hipError (*)(CUgraphNode *, CUgraph, const CUgraphNode *, size_t,
                          HipMemAllocNodeParams *);
  CUresult Err;
  Fn F = need<Fn>("hipGraphAddMemAllocNode", Err);
  if (!F)
    return Err;
  hipError E = F(Node, Graph, Deps, NumDeps, &H);
  if (E == 0)
    P->dptr = reinterpret_cast<CUdeviceptr>(H.dptr);
  return cuFromHip(E);
}

CUresult cuGraphMemAllocNodeGetParams(CUgraphNode Node, CUDA_MEM_ALLOC_NODE_PARAMS *Out) {
  if (!Node || !Out)
    return CUDA_ERROR_INVALID_VALUE;
  using Fn = hipError (*)(CUgraphNode, HipMemAllocNodeParams *);
  CUresult Err;
  Fn F = need<Fn>("hipGraphMemAllocNodeGetParams", Err);
  if (!F)
    return Err;
  HipMemAllocNodeParams H = {};
  hipError E = F(Node, &H);
  if (E != 0)
    return cuFromHip(E);
  MemProps M = fromHipPoolProps(H.poolProps);
  *Out = CUDA_MEM_ALLOC_NODE_PARAMS{};
  Out->poolProps.allocType = static_cast<CUmemAllocationType>(M.allocType);
  Out->poolProps.handleTypes = static_cast<CUmemAllocationHandleType>(M.handleTypes);
  Out->poolProps.location.type = static_cast<CUmemLocationType>(M.locationType);
  Out->poolProps.location.id = M.locationId;
  Out->poolProps.win32SecurityAttributes = M.win32;
  Out->poolProps.maxSize = M.maxSize;
  // The node's own descriptors: one layout, and CUDA's numbering for the values HIP accepts.
  static_assert(sizeof(CUmemAccessDesc) == sizeof(HipMemAccessDesc), "CUmemAccessDesc");
  Out->accessDescs = reinterpret_cast<const CUmemAccessDesc *>(H.accessDescs);
  Out->accessDescCount = H.accessDescCount;
  Out->bytesize = H.bytesize;
  Out->dptr = reinterpret_cast<CUdeviceptr>(H.dptr);
  return CUDA_SUCCESS;
}

} // extern "C"
