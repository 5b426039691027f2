// SPDX-License-Identifier: Apache-2.0
// One runtime per process: this program is linked with libcudart_static.a and uses a library
// linked with libcudart.so.12 (SharedStatePeer.cpp), loaded with dlopen (SHARED_STATE_PEER, the
// case ELF interposition cannot cover: before Instance.h, the library had a runtime of its own)
// or linked (SHARED_STATE_LINKED). Both must see one state: errors (per thread, sticky), the
// current device, device pointers and streams, kernel registrations, stream attributes and the
// <<<>>> configuration stack. Fake HIP backend, two devices.
// (ctest runs every test in a process of its own.)
#include "FakeHipHooks.h"
#include "cuda_runtime_api.h"

#include <cstdlib>
#include <dlfcn.h>
#include <gtest/gtest.h>
#include <string>
#include <thread>

extern "C" {
void **__hipRegisterFatBinary(const void *);
void __hipRegisterFunction(void **, const void *, char *, const char *, unsigned, void *, void *,
                           void *, void *, int *);
unsigned __hipPushCallConfiguration(dim3, dim3, size_t, cudaStream_t);
}

#ifdef SHARED_STATE_LINKED
extern "C" {
const char *peerRuntimeLibrary();
const void *peerKernel();
int peerSetDevice(int);
int peerGetDevice();
int peerGetLastError();
int peerPeekAtLastError();
int peerStreamQuery(cudaStream_t);
int peerMalloc(void **, size_t);
int peerFree(void *);
int peerLaunch(const void *);
int peerSyncPolicy(cudaStream_t);
unsigned peerPopGridX();
}
#define PEER(name) (&name)
#else
/// The peer library, loaded with dlopen after this program has used its runtime.
void *peerLibrary() {
  static void *H = [] {
    int N = 0;
    cudaGetDeviceCount(&N);
    return dlopen(SHARED_STATE_PEER, RTLD_NOW | RTLD_LOCAL);
  }();
  return H;
}
template <class Fn> Fn peerFn(const char *Name) {
  void *F = peerLibrary() ? dlsym(peerLibrary(), Name) : nullptr;
  if (!F) {
    ADD_FAILURE() << "peer function " << Name << ": " << dlerror();
    std::abort();
  }
  return reinterpret_cast<Fn>(F);
}
extern "C" { // for their types only
const char *peerRuntimeLibrary();
const void *peerKernel();
int peerSetDevice(int);
int peerGetDevice();
int peerGetLastError();
int peerPeekAtLastError();
int peerStreamQuery(cudaStream_t);
int peerMalloc(void **, size_t);
int peerFree(void *);
int peerLaunch(const void *);
int peerSyncPolicy(cudaStream_t);
unsigned peerPopGridX();
}
#define PEER(name) peerFn<decltype(&name)>(#name)
#endif

namespace {

/// Two fake devices, set before the runtime first loads HIP.
[[maybe_unused]] const int TwoDevices = setenv("FAKE_HIP_DEVICES", "2", 0);

void kernelStub() {}
char KernelName[] = "kernelStub";
struct RegisterAtStartup {
  RegisterAtStartup() {
    static const char Image[] = "program fatbin";
    void **H = __hipRegisterFatBinary(Image);
    __hipRegisterFunction(H, reinterpret_cast<const void *>(&kernelStub), KernelName, KernelName,
                          0, nullptr, nullptr, nullptr, nullptr, nullptr);
  }
} Registration;

std::string definingFile(void *F) {
  Dl_info I = {};
  return dladdr(F, &I) && I.dli_fname ? I.dli_fname : "";
}

TEST(SharedState, TwoCopiesOfTheRuntime) {
  std::string Peer = PEER(peerRuntimeLibrary)();
  std::string Own = definingFile(reinterpret_cast<void *>(&cudaGetLastError));
  EXPECT_EQ(Own.find("libcudart"), std::string::npos) << "this program's is libcudart_static.a's";
#ifndef SHARED_STATE_LINKED
  EXPECT_NE(Peer.find("libcudart.so"), std::string::npos)
      << "the peer calls libcudart.so.12, not this program: " << Peer;
#endif
}

TEST(SharedState, LastError) {
  auto PeerGet = PEER(peerGetLastError);
  cudaGetLastError();
  EXPECT_EQ(cudaSetDevice(99), cudaErrorInvalidDevice);
  EXPECT_EQ(PeerGet(), cudaErrorInvalidDevice) << "the program's error is the library's";
  EXPECT_EQ(cudaGetLastError(), cudaSuccess) << "and the library's cudaGetLastError cleared it";
  EXPECT_EQ(PEER(peerSetDevice)(99), cudaErrorInvalidDevice);
  EXPECT_EQ(cudaPeekAtLastError(), cudaErrorInvalidDevice);
  EXPECT_EQ(cudaGetLastError(), cudaErrorInvalidDevice);
  EXPECT_EQ(PeerGet(), cudaSuccess);
}

TEST(SharedState, LastErrorIsStillPerThread) {
  auto PeerSet = PEER(peerSetDevice);
  auto PeerPeek = PEER(peerPeekAtLastError);
  cudaGetLastError();
  int Seen = -1;
  std::thread T([&] {
    PeerSet(99);
    Seen = PeerPeek();
  });
  T.join();
  EXPECT_EQ(Seen, cudaErrorInvalidDevice);
  EXPECT_EQ(cudaPeekAtLastError(), cudaSuccess) << "another thread's error";
}

TEST(SharedState, StickyError) {
  auto PeerMalloc = PEER(peerMalloc);
  fakehip::hook<void (*)(int)>("fakeHipFailNextSync")(700); // hipErrorIllegalAddress
  EXPECT_EQ(cudaDeviceSynchronize(), cudaErrorIllegalAddress);
  void *P = nullptr;
  EXPECT_EQ(PeerMalloc(&P, 16), cudaErrorIllegalAddress) << "the context is lost for everyone";
}

TEST(SharedState, CurrentDevice) {
  ASSERT_EQ(cudaSetDevice(1), cudaSuccess);
  EXPECT_EQ(PEER(peerGetDevice)(), 1);
  ASSERT_EQ(PEER(peerSetDevice)(0), cudaSuccess);
  int D = -1;
  ASSERT_EQ(cudaGetDevice(&D), cudaSuccess);
  EXPECT_EQ(D, 0);
}

TEST(SharedState, DevicePointersAndStreams) {
  void *P = nullptr;
  ASSERT_EQ(cudaMalloc(&P, 64), cudaSuccess);
  EXPECT_EQ(PEER(peerFree)(P), cudaSuccess);
  ASSERT_EQ(PEER(peerMalloc)(&P, 64), cudaSuccess);
  EXPECT_EQ(cudaFree(P), cudaSuccess);
  cudaStream_t S = nullptr;
  ASSERT_EQ(cudaStreamCreate(&S), cudaSuccess);
  EXPECT_EQ(PEER(peerStreamQuery)(S), cudaSuccess);
  EXPECT_EQ(PEER(peerStreamQuery)(cudaStreamLegacy), cudaSuccess);
  EXPECT_EQ(PEER(peerStreamQuery)(cudaStreamPerThread), cudaSuccess);
  ASSERT_EQ(cudaStreamDestroy(S), cudaSuccess);
  EXPECT_EQ(PEER(peerStreamQuery)(S), cudaErrorInvalidResourceHandle);
  cudaGetLastError();
}

TEST(SharedState, KernelRegistrations) {
  const void *PeerK = PEER(peerKernel)();
  EXPECT_EQ(cudaLaunchKernel(PeerK, dim3(1), dim3(32), nullptr, 0, nullptr), cudaSuccess)
      << "the library's kernel, registered when it was loaded";
  EXPECT_EQ(fakehip::lastLaunchFunc(), PeerK);
  EXPECT_EQ(PEER(peerLaunch)(reinterpret_cast<const void *>(&kernelStub)), cudaSuccess);
  EXPECT_EQ(fakehip::lastLaunchFunc(), reinterpret_cast<const void *>(&kernelStub));
}

TEST(SharedState, StreamAttributes) {
  cudaStream_t S = nullptr;
  ASSERT_EQ(cudaStreamCreate(&S), cudaSuccess);
  cudaStreamAttrValue V = {};
  V.syncPolicy = cudaSyncPolicySpin;
  ASSERT_EQ(cudaStreamSetAttribute(S, cudaStreamAttributeSynchronizationPolicy, &V), cudaSuccess);
  EXPECT_EQ(PEER(peerSyncPolicy)(S), cudaSyncPolicySpin);
  EXPECT_EQ(cudaStreamDestroy(S), cudaSuccess);
}

TEST(SharedState, ConfigurationStack) {
  auto PeerPop = PEER(peerPopGridX);
  __hipPushCallConfiguration(dim3(5), dim3(1), 0, nullptr);
  EXPECT_EQ(PeerPop(), 5u) << "a launch expression here, its kernel stub there";
}

} // namespace
