// SPDX-License-Identifier: Apache-2.0
// Streams, events, host callbacks, stream capture and whole-graph launch. The shim forwards these
// with CUDA's argument layout and enumerators, which are the driver's too.
#include "Backend.h"

using namespace routec;

namespace {
#define ENSURE()                                                                                   \
  do {                                                                                             \
    if (hipError E_ = ensureContext())                                                             \
      return E_;                                                                                   \
  } while (0)
} // namespace

extern "C" {

int hipStreamCreate(CUstream *S) {
  ENSURE();
  return fromCu(cuStreamCreate(S, CU_STREAM_DEFAULT));
}
int hipStreamCreateWithFlags(CUstream *S, unsigned Flags) {
  ENSURE();
  return fromCu(cuStreamCreate(S, Flags));
}
int hipStreamCreateWithPriority(CUstream *S, unsigned Flags, int Priority) {
  ENSURE();
  return fromCu(cuStreamCreateWithPriority(S, Flags, Priority));
}
int hipStreamDestroy(CUstream S) {
  ENSURE();
  return fromCu(cuStreamDestroy(S));
}
int hipStreamSynchronize(CUstream S) {
  ENSURE();
  return fromCu(cuStreamSynchronize(S));
}
int hipStreamQuery(CUstream S) {
  ENSURE();
  return fromCu(cuStreamQuery(S));
}
int hipStreamWaitEvent(CUstream S, CUevent E, unsigned Flags) {
  ENSURE();
  return fromCu(cuStreamWaitEvent(S, E, Flags));
}
int hipStreamGetFlags(CUstream S, unsigned *Flags) {
  ENSURE();
  return fromCu(cuStreamGetFlags(S, Flags));
}
int hipStreamGetPriority(CUstream S, int *P) {
  ENSURE();
  return fromCu(cuStreamGetPriority(S, P));
}
int hipStreamGetDevice(CUstream S, int *Device) {
  ENSURE();
  CUdevice D;
  CUresult R = cuStreamGetDevice(S, &D);
  *Device = D;
  return fromCu(R);
}
int hipStreamAddCallback(CUstream S, CUstreamCallback Fn, void *User, unsigned Flags) {
  ENSURE();
  // The callback's (stream, error, user) arguments have the same layout in HIP, CUDA and the
  // driver (the error is an int in all three, 0 for success).
  return fromCu(cuStreamAddCallback(S, Fn, User, Flags));
}
int hipLaunchHostFunc(CUstream S, CUhostFn Fn, void *User) {
  ENSURE();
  return fromCu(cuLaunchHostFunc(S, Fn, User));
}
int hipStreamAttachMemAsync(CUstream S, void *P, size_t N, unsigned Flags) {
  ENSURE();
  return fromCu(cuStreamAttachMemAsync(S, reinterpret_cast<CUdeviceptr>(P), N, Flags));
}

// --- Events.
int hipEventCreate(CUevent *E) {
  ENSURE();
  return fromCu(cuEventCreate(E, CU_EVENT_DEFAULT));
}
int hipEventCreateWithFlags(CUevent *E, unsigned Flags) {
  ENSURE();
  return fromCu(cuEventCreate(E, Flags));
}
int hipEventDestroy(CUevent E) {
  ENSURE();
  return fromCu(cuEventDestroy(E));
}
int hipEventRecord(CUevent E, CUstream S) {
  ENSURE();
  return fromCu(cuEventRecord(E, S));
}
int hipEventSynchronize(CUevent E) {
  ENSURE();
  return fromCu(cuEventSynchronize(E));
}
int hipEventQuery(CUevent E) {
  ENSURE();
  return fromCu(cuEventQuery(E));
}
int hipEventElapsedTime(float *Ms, CUevent Start, CUevent Stop) {
  ENSURE();
  return fromCu(cuEventElapsedTime(Ms, Start, Stop));
}

// --- Stream capture and graphs built by capture (graph nodes added by hand are not implemented:
// their parameter structures name kernels by host stub, see Unimplemented.def).
int hipStreamBeginCapture(CUstream S, int Mode) {
  ENSURE();
  return fromCu(cuStreamBeginCapture(S, static_cast<CUstreamCaptureMode>(Mode)));
}
int hipStreamEndCapture(CUstream S, CUgraph *G) {
  ENSURE();
  return fromCu(cuStreamEndCapture(S, G));
}
int hipStreamIsCapturing(CUstream S, int *Status) {
  ENSURE();
  CUstreamCaptureStatus St;
  CUresult R = cuStreamIsCapturing(S, &St);
  *Status = St;
  return fromCu(R);
}
int hipStreamGetCaptureInfo_v2(CUstream S, int *Status, unsigned long long *Id, CUgraph *G,
                               const CUgraphNode **Deps, size_t *NDeps) {
  ENSURE();
  CUstreamCaptureStatus St;
  cuuint64_t Ident = 0;
  CUresult R = cuStreamGetCaptureInfo(S, &St, &Ident, G, Deps, nullptr, NDeps);
  *Status = St;
  if (Id)
    *Id = Ident;
  return fromCu(R);
}
int hipThreadExchangeStreamCaptureMode(int *Mode) {
  ENSURE();
  return fromCu(cuThreadExchangeStreamCaptureMode(reinterpret_cast<CUstreamCaptureMode *>(Mode)));
}
int hipGraphCreate(CUgraph *G, unsigned Flags) {
  ENSURE();
  return fromCu(cuGraphCreate(G, Flags));
}
int hipGraphDestroy(CUgraph G) {
  ENSURE();
  return fromCu(cuGraphDestroy(G));
}
int hipGraphInstantiateWithFlags(CUgraphExec *X, CUgraph G, unsigned long long Flags) {
  ENSURE();
  return fromCu(cuGraphInstantiateWithFlags(X, G, Flags));
}
int hipGraphLaunch(CUgraphExec X, CUstream S) {
  ENSURE();
  return fromCu(cuGraphLaunch(X, S));
}
int hipGraphUpload(CUgraphExec X, CUstream S) {
  ENSURE();
  return fromCu(cuGraphUpload(X, S));
}
int hipGraphExecDestroy(CUgraphExec X) {
  ENSURE();
  return fromCu(cuGraphExecDestroy(X));
}
int hipGraphGetNodes(CUgraph G, CUgraphNode *Nodes, size_t *N) {
  ENSURE();
  return fromCu(cuGraphGetNodes(G, Nodes, N));
}
int hipGraphGetRootNodes(CUgraph G, CUgraphNode *Nodes, size_t *N) {
  ENSURE();
  return fromCu(cuGraphGetRootNodes(G, Nodes, N));
}
int hipGraphClone(CUgraph *Clone, CUgraph G) {
  ENSURE();
  return fromCu(cuGraphClone(Clone, G));
}
int hipGraphAddEmptyNode(CUgraphNode *N, CUgraph G, const CUgraphNode *Deps, size_t NDeps) {
  ENSURE();
  return fromCu(cuGraphAddEmptyNode(N, G, Deps, NDeps));
}
int hipGraphAddChildGraphNode(CUgraphNode *N, CUgraph G, const CUgraphNode *Deps, size_t NDeps,
                              CUgraph Child) {
  ENSURE();
  return fromCu(cuGraphAddChildGraphNode(N, G, Deps, NDeps, Child));
}
int hipGraphAddEventRecordNode(CUgraphNode *N, CUgraph G, const CUgraphNode *Deps, size_t NDeps,
                               CUevent E) {
  ENSURE();
  return fromCu(cuGraphAddEventRecordNode(N, G, Deps, NDeps, E));
}
int hipGraphAddEventWaitNode(CUgraphNode *N, CUgraph G, const CUgraphNode *Deps, size_t NDeps,
                             CUevent E) {
  ENSURE();
  return fromCu(cuGraphAddEventWaitNode(N, G, Deps, NDeps, E));
}
int hipGraphAddHostNode(CUgraphNode *N, CUgraph G, const CUgraphNode *Deps, size_t NDeps,
                        const CUDA_HOST_NODE_PARAMS *P) {
  ENSURE();
  return fromCu(cuGraphAddHostNode(N, G, Deps, NDeps, P));
}
int hipGraphDestroyNode(CUgraphNode N) {
  ENSURE();
  return fromCu(cuGraphDestroyNode(N));
}
int hipGraphNodeGetType(CUgraphNode N, int *T) {
  ENSURE();
  CUgraphNodeType V;
  CUresult R = cuGraphNodeGetType(N, &V);
  *T = V;
  return fromCu(R);
}

} // extern "C"
