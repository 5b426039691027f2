// SPDX-License-Identifier: Apache-2.0
// Stream attributes (cudaStreamSetAttribute / cudaStreamGetAttribute).
//
// HIP has no L2 persistence control and one memory synchronization domain, so the access policy
// window, the synchronization policy and the memory synchronization domain (map) are validated
// and recorded per stream: a later Get returns what was Set (CUDA's defaults before that), and
// they have no effect on execution. The priority is read from HIP; HIP fixes it when the stream
// is created, so setting it reports cudaErrorNotSupported. Other ids are cudaErrorInvalidValue.
// cudaStreamCopyAttributes copies the record. cudaStreamDestroy drops it, so that a new stream at
// the same address starts from the defaults. cudaCtxResetPersistingL2Cache has nothing to reset.
#include "Instance.h"
#include "State.h"

#include <map>
#include <mutex>

using namespace scale;

namespace {

struct StreamAttributes {
  cudaAccessPolicyWindow Window = {};
  cudaSynchronizationPolicy SyncPolicy = cudaSyncPolicyAuto;
  cudaLaunchMemSyncDomain Domain = cudaLaunchMemSyncDomainDefault;
  unsigned char DomainMapDefault = 0;
  unsigned char DomainMapRemote = 1;
};

struct Records {
  std::mutex Lock;
  std::map<hipStream, StreamAttributes> ByStream;
};

Records &records() {
  static Records *R = new Records;
  return *R;
}

/// The HIP stream of \p S in \p H if HIP knows it (hipStreamGetFlags validates created streams;
/// the null, legacy and per-thread streams always exist), else false with the error in \p Err.
bool validStream(cudaStream_t S, hipStream &H, cudaError_t &Err) {
  using Fn = hipError (*)(hipStream, unsigned *);
  Fn F = need<Fn>("hipStreamGetFlags", Err);
  if (!F)
    return false;
  H = toHipStream(S);
  if (!S || S == cudaStreamLegacy || S == cudaStreamPerThread)
    return true;
  unsigned Flags = 0;
  hipError E = F(H, &Flags);
  if (E != 0) {
    Err = forward(E);
    return false;
  }
  return true;
}

bool validWindow(const cudaAccessPolicyWindow &W) {
  auto Prop = [](cudaAccessProperty P) {
    return P == cudaAccessPropertyNormal || P == cudaAccessPropertyStreaming ||
           P == cudaAccessPropertyPersisting;
  };
  return W.hitRatio >= 0.0f && W.hitRatio <= 1.0f && Prop(W.hitProp) && Prop(W.missProp) &&
         W.missProp != cudaAccessPropertyPersisting;
}

} // namespace

namespace scale {

cudaError_t streamSetAttribute(cudaStream_t Stream, cudaStreamAttrID Attr,
                               const cudaStreamAttrValue *Value) {
  if (!Value)
    return record(cudaErrorInvalidValue);
  hipStream H;
  cudaError_t Err;
  if (!validStream(Stream, H, Err))
    return Err;
  StreamAttributes New;
  {
    std::lock_guard<std::mutex> G(records().Lock);
    auto It = records().ByStream.find(H);
    if (It != records().ByStream.end())
      New = It->second;
  }
  switch (Attr) {
  case cudaStreamAttributeAccessPolicyWindow:
    if (!validWindow(Value->accessPolicyWindow))
      return record(cudaErrorInvalidValue);
    New.Window = Value->accessPolicyWindow;
    break;
  case cudaStreamAttributeSynchronizationPolicy:
    if (Value->syncPolicy < cudaSyncPolicyAuto || Value->syncPolicy > cudaSyncPolicyBlockingSync)
      return record(cudaErrorInvalidValue);
    New.SyncPolicy = Value->syncPolicy;
    break;
  case cudaStreamAttributeMemSyncDomain:
    if (Value->memSyncDomain != cudaLaunchMemSyncDomainDefault &&
        Value->memSyncDomain != cudaLaunchMemSyncDomainRemote)
      return record(cudaErrorInvalidValue);
    New.Domain = Value->memSyncDomain;
    break;
  case cudaStreamAttributeMemSyncDomainMap:
    New.DomainMapDefault = Value->memSyncDomainMap.default_;
    New.DomainMapRemote = Value->memSyncDomainMap.remote;
    break;
  case cudaStreamAttributePriority:
    return record(cudaErrorNotSupported);
  default:
    return record(cudaErrorInvalidValue);
  }
  std::lock_guard<std::mutex> G(records().Lock);
  records().ByStream[H] = New;
  return cudaSuccess;
}

cudaError_t streamGetAttribute(cudaStream_t Stream, cudaStreamAttrID Attr,
                               cudaStreamAttrValue *Out) {
  if (!Out)
    return record(cudaErrorInvalidValue);
  hipStream H;
  cudaError_t Err;
  if (!validStream(Stream, H, Err))
    return Err;
  if (Attr == cudaStreamAttributePriority) {
    using Fn = hipError (*)(hipStream, int *);
    Fn F = need<Fn>("hipStreamGetPriority", Err);
    if (!F)
      return Err;
    int Priority = 0;
    hipError E = F(H, &Priority);
    if (E == 0)
      Out->priority = Priority;
    return forward(E);
  }
  StreamAttributes A;
  {
    std::lock_guard<std::mutex> G(records().Lock);
    auto It = records().ByStream.find(H);
    if (It != records().ByStream.end())
      A = It->second;
  }
  switch (Attr) {
  case cudaStreamAttributeAccessPolicyWindow:
    Out->accessPolicyWindow = A.Window;
    break;
  case cudaStreamAttributeSynchronizationPolicy:
    Out->syncPolicy = A.SyncPolicy;
    break;
  case cudaStreamAttributeMemSyncDomain:
    Out->memSyncDomain = A.Domain;
    break;
  case cudaStreamAttributeMemSyncDomainMap:
    Out->memSyncDomainMap.default_ = A.DomainMapDefault;
    Out->memSyncDomainMap.remote = A.DomainMapRemote;
    break;
  default:
    return record(cudaErrorInvalidValue);
  }
  return cudaSuccess;
}

cudaError_t streamCopyAttributes(cudaStream_t Dst, cudaStream_t Src) {
  hipStream HDst, HSrc;
  cudaError_t Err;
  if (!validStream(Dst, HDst, Err) || !validStream(Src, HSrc, Err))
    return Err;
  std::lock_guard<std::mutex> G(records().Lock);
  auto It = records().ByStream.find(HSrc);
  if (It == records().ByStream.end())
    records().ByStream.erase(HDst);
  else
    records().ByStream[HDst] = It->second;
  return cudaSuccess;
}

cudaError_t streamDestroy(cudaStream_t Stream) {
  using Fn = hipError (*)(hipStream);
  cudaError_t Err;
  Fn F = need<Fn>("hipStreamDestroy", Err);
  if (!F)
    return Err;
  hipStream H = toHipStream(Stream);
  hipError E = F(H);
  if (E == 0) {
    std::lock_guard<std::mutex> G(records().Lock);
    records().ByStream.erase(H);
  }
  return forward(E);
}

} // namespace scale

extern "C" {

// The records are the process's runtime's (Instance.h), whichever copy of libcudart is called.
cudaError_t cudaStreamSetAttribute(cudaStream_t Stream, cudaStreamAttrID Attr,
                                   const cudaStreamAttrValue *Value) {
  return runtime().StreamSetAttribute(Stream, Attr, Value);
}

cudaError_t cudaStreamGetAttribute(cudaStream_t Stream, cudaStreamAttrID Attr,
                                   cudaStreamAttrValue *Out) {
  return runtime().StreamGetAttribute(Stream, Attr, Out);
}

cudaError_t cudaStreamCopyAttributes(cudaStream_t Dst, cudaStream_t Src) {
  return runtime().StreamCopyAttributes(Dst, Src);
}

cudaError_t cudaStreamDestroy(cudaStream_t Stream) { return runtime().StreamDestroy(Stream); }

cudaError_t cudaCtxResetPersistingL2Cache() {
  cudaError_t Err;
  return api(Err) ? cudaSuccess : Err; // no line is ever persisting on AMD GPUs
}

} // extern "C"
