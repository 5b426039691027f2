// SPDX-License-Identifier: Apache-2.0
// Graph memory nodes: cudaMemAllocNodeParams translated field by field to hipMemAllocNodeParams
// (pool properties and access descriptors with HIP's enumerators, see HipMemAbi.h). The free
// node, trim and graph memory attributes are forwarded from runtime_api.def.
#include "HipMemAbi.h"
#include "State.h"

#include <vector>

using namespace scale;

namespace {

MemProps fromCuda(const cudaMemPoolProps &P) {
  MemProps M;
  M.allocType = P.allocType;
  M.handleTypes = P.handleTypes;
  M.locationType = P.location.type;
  M.locationId = P.location.id;
  M.win32 = P.win32SecurityAttributes;
  M.maxSize = P.maxSize;
  M.usage = P.usage;
  return M;
}

cudaMemPoolProps toCuda(const MemProps &M) {
  cudaMemPoolProps P = {};
  P.allocType = static_cast<cudaMemAllocationType>(M.allocType);
  P.handleTypes = static_cast<cudaMemAllocationHandleType>(M.handleTypes);
  P.location.type = static_cast<cudaMemLocationType>(M.locationType);
  P.location.id = M.locationId;
  P.win32SecurityAttributes = M.win32;
  P.maxSize = M.maxSize;
  return P;
}

} // namespace

extern "C" {

cudaError_t cudaGraphAddMemAllocNode(cudaGraphNode_t *Node, cudaGraph_t Graph,
                                     const cudaGraphNode_t *Deps, size_t NumDeps,
                                     struct cudaMemAllocNodeParams *P) {
  if (!Node || !Graph || !P || (NumDeps && !Deps) || (P->accessDescCount && !P->accessDescs))
    return record(cudaErrorInvalidValue);
  if (P->poolProps.handleTypes != cudaMemHandleTypeNone)
    return record(cudaErrorInvalidValue); // CUDA: graph allocations cannot be exported
  HipMemAllocNodeParams H = {};
  if (!toHipPoolProps(fromCuda(P->poolProps), H.poolProps))
    return record(cudaErrorNotSupported);
  std::vector<HipMemAccessDesc> Access;
  if (cudaError_t R = toHipAccessDescs(P->accessDescs, P->accessDescCount, Access, cudaSuccess,
                                       cudaErrorNotSupported, cudaErrorNotSupported))
    return record(R);
  H.accessDescs = Access.data();
  H.accessDescCount = Access.size();
  H.bytesize = P->bytesize;
  using Fn = hipError (*)(cudaGraphNode_t *, cudaGraph_t, const cudaGraphNode_t *, size_t,
                          HipMemAllocNodeParams *);
  cudaError_t Err;
  Fn F = need<Fn>("hipGraphAddMemAllocNode", Err);
  if (!F)
    return Err;
  hipError E = F(Node, Graph, Deps, NumDeps, &H);
  if (E == 0)
    P->dptr = H.dptr;
  return forward(E);
}

cudaError_t cudaGraphMemAllocNodeGetParams(cudaGraphNode_t Node,
                                           struct cudaMemAllocNodeParams *Out) {
  if (!Node || !Out)
    return record(cudaErrorInvalidValue);
  using Fn = hipError (*)(cudaGraphNode_t, HipMemAllocNodeParams *);
  cudaError_t Err;
  Fn F = need<Fn>("hipGraphMemAllocNodeGetParams", Err);
  if (!F)
    return Err;
  HipMemAllocNodeParams H = {};
  hipError E = F(Node, &H);
  if (E != 0)
    return forward(E);
  // CUDA returns a pointer to the node's own access descriptors; CUDA's and HIP's have one layout
  // and, for the values HIP accepts, the same numbering (see HipMemAbi.cpp).
  static_assert(sizeof(cudaMemAccessDesc) == sizeof(HipMemAccessDesc), "cudaMemAccessDesc");
  Out->poolProps = toCuda(fromHipPoolProps(H.poolProps));
  Out->accessDescs = reinterpret_cast<const cudaMemAccessDesc *>(H.accessDescs);
  Out->accessDescCount = H.accessDescCount;
  Out->bytesize = H.bytesize;
  Out->dptr = H.dptr;
  return forward(E);
}

} // extern "C"
