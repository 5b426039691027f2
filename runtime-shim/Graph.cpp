// SPDX-License-Identifier: Apache-2.0
// Graphs, stream capture and events where CUDA 12's prototypes or structures differ from HIP's
// (the other graph functions are forwarded from runtime_api.def): instantiation with flags or
// parameters, whole-graph update with a result record, capture info, kernel and memset node
// parameters.
#include "HipAbi.h"
#include "State.h"

using namespace scale;

extern "C" {

cudaError_t cudaGraphInstantiate(cudaGraphExec_t *Exec, cudaGraph_t Graph,
                                 unsigned long long Flags) {
  if (!Exec || !Graph)
    return record(cudaErrorInvalidValue);
  using Fn = hipError (*)(cudaGraphExec_t *, cudaGraph_t, unsigned long long);
  cudaError_t Err;
  static const char *Name = "hipGraphInstantiateWithFlags";
  Fn F = need<Fn>(Name, Err);
  return F ? forward(F(Exec, Graph, Flags)) : Err;
}

cudaError_t cudaGraphInstantiateWithParams(cudaGraphExec_t *Exec, cudaGraph_t Graph,
                                           cudaGraphInstantiateParams *P) {
  if (!Exec || !Graph || !P)
    return record(cudaErrorInvalidValue);
  // HIP instantiates with the flags and uploads separately; it reports no failing node.
  P->errNode_out = nullptr;
  P->result_out = cudaGraphInstantiateError;
  unsigned long long Flags = P->flags & ~(unsigned long long)cudaGraphInstantiateFlagUpload;
  using InstantiateFn = hipError (*)(cudaGraphExec_t *, cudaGraph_t, unsigned long long);
  using UploadFn = hipError (*)(cudaGraphExec_t, hipStream);
  cudaError_t Err;
  InstantiateFn Instantiate = need<InstantiateFn>("hipGraphInstantiateWithFlags", Err);
  if (!Instantiate)
    return Err;
  hipError E = Instantiate(Exec, Graph, Flags);
  if (E == 0 && (P->flags & cudaGraphInstantiateFlagUpload)) {
    UploadFn Upload = need<UploadFn>("hipGraphUpload", Err);
    if (!Upload)
      return Err;
    E = Upload(*Exec, toHipStream(P->uploadStream));
  }
  if (E == 0)
    P->result_out = cudaGraphInstantiateSuccess;
  return forward(E);
}

cudaError_t cudaGraphExecUpdate(cudaGraphExec_t Exec, cudaGraph_t Graph,
                                cudaGraphExecUpdateResultInfo *Info) {
  if (!Exec || !Graph)
    return record(cudaErrorInvalidValue);
  using Fn = hipError (*)(cudaGraphExec_t, cudaGraph_t, cudaGraphNode_t *, int *);
  cudaError_t Err;
  Fn F = need<Fn>("hipGraphExecUpdate", Err);
  if (!F)
    return Err;
  cudaGraphNode_t ErrorNode = nullptr;
  int Result = 0; // hipGraphExecUpdateResult has CUDA's values
  hipError E = F(Exec, Graph, &ErrorNode, &Result);
  if (Info) {
    Info->result = static_cast<cudaGraphExecUpdateResult>(Result);
    Info->errorNode = ErrorNode;
    Info->errorFromNode = nullptr;
  }
  return forward(E);
}

cudaError_t cudaStreamGetCaptureInfo(cudaStream_t Stream, enum cudaStreamCaptureStatus *Status,
                                     unsigned long long *Id, cudaGraph_t *Graph,
                                     const cudaGraphNode_t **Deps, size_t *NumDeps) {
  if (!Status)
    return record(cudaErrorInvalidValue);
  using Fn = hipError (*)(hipStream, cudaStreamCaptureStatus *, unsigned long long *,
                          cudaGraph_t *, const cudaGraphNode_t **, size_t *);
  cudaError_t Err;
  Fn F = need<Fn>("hipStreamGetCaptureInfo_v2", Err);
  return F ? forward(F(toHipStream(Stream), Status, Id, Graph, Deps, NumDeps)) : Err;
}

cudaError_t cudaEventRecordWithFlags(cudaEvent_t Event, cudaStream_t Stream, unsigned int Flags) {
  if (Flags & ~unsigned(cudaEventRecordExternal))
    return record(cudaErrorInvalidValue);
  // cudaEventRecordExternal only matters inside stream capture, where HIP records the event
  // node the same way.
  using Fn = hipError (*)(cudaEvent_t, hipStream);
  cudaError_t Err;
  Fn F = need<Fn>("hipEventRecord", Err);
  return F ? forward(F(Event, toHipStream(Stream))) : Err;
}

cudaError_t cudaGraphAddKernelNode(cudaGraphNode_t *Node, cudaGraph_t Graph,
                                   const cudaGraphNode_t *Deps, size_t NumDeps,
                                   const struct cudaKernelNodeParams *P) {
  if (!Node || !Graph || !P)
    return record(cudaErrorInvalidValue);
  using Fn = hipError (*)(cudaGraphNode_t *, cudaGraph_t, const cudaGraphNode_t *, size_t,
                          const HipKernelNodeParams *);
  cudaError_t Err;
  Fn F = need<Fn>("hipGraphAddKernelNode", Err);
  if (!F)
    return Err;
  HipKernelNodeParams H = toHip(*P);
  return forward(F(Node, Graph, Deps, NumDeps, &H));
}

cudaError_t cudaGraphKernelNodeGetParams(cudaGraphNode_t Node, struct cudaKernelNodeParams *P) {
  if (!Node || !P)
    return record(cudaErrorInvalidValue);
  using Fn = hipError (*)(cudaGraphNode_t, HipKernelNodeParams *);
  cudaError_t Err;
  Fn F = need<Fn>("hipGraphKernelNodeGetParams", Err);
  if (!F)
    return Err;
  HipKernelNodeParams H = {};
  hipError E = F(Node, &H);
  if (E == 0)
    *P = fromHip(H);
  return forward(E);
}

cudaError_t cudaGraphKernelNodeSetParams(cudaGraphNode_t Node,
                                         const struct cudaKernelNodeParams *P) {
  if (!Node || !P)
    return record(cudaErrorInvalidValue);
  using Fn = hipError (*)(cudaGraphNode_t, const HipKernelNodeParams *);
  cudaError_t Err;
  Fn F = need<Fn>("hipGraphKernelNodeSetParams", Err);
  if (!F)
    return Err;
  HipKernelNodeParams H = toHip(*P);
  return forward(F(Node, &H));
}

cudaError_t cudaGraphExecKernelNodeSetParams(cudaGraphExec_t Exec, cudaGraphNode_t Node,
                                             const struct cudaKernelNodeParams *P) {
  if (!Exec || !Node || !P)
    return record(cudaErrorInvalidValue);
  using Fn = hipError (*)(cudaGraphExec_t, cudaGraphNode_t, const HipKernelNodeParams *);
  cudaError_t Err;
  Fn F = need<Fn>("hipGraphExecKernelNodeSetParams", Err);
  if (!F)
    return Err;
  HipKernelNodeParams H = toHip(*P);
  return forward(F(Exec, Node, &H));
}

cudaError_t cudaGraphAddMemsetNode(cudaGraphNode_t *Node, cudaGraph_t Graph,
                                   const cudaGraphNode_t *Deps, size_t NumDeps,
                                   const struct cudaMemsetParams *P) {
  if (!Node || !Graph || !P)
    return record(cudaErrorInvalidValue);
  using Fn = hipError (*)(cudaGraphNode_t *, cudaGraph_t, const cudaGraphNode_t *, size_t,
                          const HipMemsetParams *);
  cudaError_t Err;
  Fn F = need<Fn>("hipGraphAddMemsetNode", Err);
  if (!F)
    return Err;
  HipMemsetParams H = toHip(*P);
  return forward(F(Node, Graph, Deps, NumDeps, &H));
}

cudaError_t cudaGraphMemsetNodeGetParams(cudaGraphNode_t Node, struct cudaMemsetParams *P) {
  if (!Node || !P)
    return record(cudaErrorInvalidValue);
  using Fn = hipError (*)(cudaGraphNode_t, HipMemsetParams *);
  cudaError_t Err;
  Fn F = need<Fn>("hipGraphMemsetNodeGetParams", Err);
  if (!F)
    return Err;
  HipMemsetParams H = {};
  hipError E = F(Node, &H);
  if (E == 0)
    *P = fromHip(H);
  return forward(E);
}

cudaError_t cudaGraphMemsetNodeSetParams(cudaGraphNode_t Node, const struct cudaMemsetParams *P) {
  if (!Node || !P)
    return record(cudaErrorInvalidValue);
  using Fn = hipError (*)(cudaGraphNode_t, const HipMemsetParams *);
  cudaError_t Err;
  Fn F = need<Fn>("hipGraphMemsetNodeSetParams", Err);
  if (!F)
    return Err;
  HipMemsetParams H = toHip(*P);
  return forward(F(Node, &H));
}

cudaError_t cudaGraphExecMemsetNodeSetParams(cudaGraphExec_t Exec, cudaGraphNode_t Node,
                                             const struct cudaMemsetParams *P) {
  if (!Exec || !Node || !P)
    return record(cudaErrorInvalidValue);
  using Fn = hipError (*)(cudaGraphExec_t, cudaGraphNode_t, const HipMemsetParams *);
  cudaError_t Err;
  Fn F = need<Fn>("hipGraphExecMemsetNodeSetParams", Err);
  if (!F)
    return Err;
  HipMemsetParams H = toHip(*P);
  return forward(F(Exec, Node, &H));
}

} // extern "C"
