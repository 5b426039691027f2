// SPDX-License-Identifier: Apache-2.0
// A library linked with the shared libcudart.so.12, as libcublas.so is, for SharedStateTest.cpp:
// the program holding it is linked with libcudart_static.a. It registers a kernel of its own
// from a static constructor, as clang's generated code does.
#include "cuda_runtime_api.h"

#include <dlfcn.h>

extern "C" {
void **__hipRegisterFatBinary(const void *);
void __hipRegisterFunction(void **, const void *, char *, const char *, unsigned, void *, void *,
                           void *, void *, int *);
unsigned __hipPushCallConfiguration(dim3, dim3, size_t, cudaStream_t);
cudaError_t __hipPopCallConfiguration(dim3 *, dim3 *, size_t *, cudaStream_t *);
}

namespace {
void peerKernelStub() {}
char PeerKernelName[] = "peerKernelStub";
struct RegisterAtLoad {
  RegisterAtLoad() {
    static const char Image[] = "peer fatbin";
    void **H = __hipRegisterFatBinary(Image);
    __hipRegisterFunction(H, reinterpret_cast<const void *>(&peerKernelStub), PeerKernelName,
                          PeerKernelName, 0, nullptr, nullptr, nullptr, nullptr, nullptr);
  }
} Registration;
} // namespace

extern "C" {

/// The file defining the cudaGetLastError this library calls.
const char *peerRuntimeLibrary() {
  Dl_info I = {};
  return dladdr(reinterpret_cast<void *>(&cudaGetLastError), &I) ? I.dli_fname : "";
}
const void *peerKernel() { return reinterpret_cast<const void *>(&peerKernelStub); }
int peerSetDevice(int D) { return cudaSetDevice(D); }
int peerGetDevice() {
  int D = -1;
  cudaGetDevice(&D);
  return D;
}
int peerGetLastError() { return cudaGetLastError(); }
int peerPeekAtLastError() { return cudaPeekAtLastError(); }
int peerStreamQuery(cudaStream_t S) { return cudaStreamQuery(S); }
int peerMalloc(void **P, size_t N) { return cudaMalloc(P, N); }
int peerFree(void *P) { return cudaFree(P); }
int peerLaunch(const void *K) { return cudaLaunchKernel(K, dim3(1), dim3(32), nullptr, 0, nullptr); }
int peerSyncPolicy(cudaStream_t S) {
  cudaStreamAttrValue V = {};
  cudaError_t E = cudaStreamGetAttribute(S, cudaStreamAttributeSynchronizationPolicy, &V);
  return E == cudaSuccess ? V.syncPolicy : -E;
}
unsigned peerPopGridX() {
  dim3 G, B;
  size_t Smem;
  cudaStream_t S;
  return __hipPopCallConfiguration(&G, &B, &Smem, &S) == cudaSuccess ? G.x : 0;
}

} // extern "C"
