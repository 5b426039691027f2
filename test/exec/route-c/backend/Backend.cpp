// SPDX-License-Identifier: Apache-2.0
// Initialisation, devices, contexts, versions and diagnostics of the route-C backend (Backend.h).
#include "Backend.h"

#include <mutex>
#include <vector>

namespace routec {
namespace {

struct Devices {
  hipError Err = NotInitialized;
  std::vector<CUdevice> Handles;
  std::vector<CUcontext> Primary; // retained on first use
  std::mutex Lock;
};

Devices &devices() {
  static Devices *D = [] {
    auto *R = new Devices; // never destroyed: atexit handlers of the program still call in
    CUresult E = cuInit(0);
    int N = 0;
    if (E == CUDA_SUCCESS)
      E = cuDeviceGetCount(&N);
    if (E != CUDA_SUCCESS) {
      R->Err = E == CUDA_ERROR_NO_DEVICE ? NoDevice : fromCu(E);
      return R;
    }
    for (int I = 0; I < N; ++I) {
      CUdevice Dev;
      cuDeviceGet(&Dev, I);
      R->Handles.push_back(Dev);
    }
    R->Primary.assign(N, nullptr);
    R->Err = N ? Success : NoDevice;
    return R;
  }();
  return *D;
}

thread_local int CurrentDevice = 0;

} // namespace

hipError init() { return devices().Err; }

int deviceCount() { return init() == Success ? static_cast<int>(devices().Handles.size()) : 0; }

CUcontext primaryContext(int Device) {
  Devices &D = devices();
  if (D.Err || Device < 0 || Device >= static_cast<int>(D.Handles.size()))
    return nullptr;
  std::lock_guard<std::mutex> G(D.Lock);
  if (!D.Primary[Device])
    cuDevicePrimaryCtxRetain(&D.Primary[Device], D.Handles[Device]);
  return D.Primary[Device];
}

int currentDevice() { return CurrentDevice; }

hipError setDevice(int Device) {
  if (hipError E = init())
    return E;
  if (Device < 0 || Device >= deviceCount())
    return InvalidDevice;
  CurrentDevice = Device;
  return fromCu(cuCtxSetCurrent(primaryContext(Device)));
}

hipError ensureContext() {
  if (hipError E = init())
    return E;
  CUcontext C = nullptr;
  cuCtxGetCurrent(&C);
  if (C)
    return Success;
  return fromCu(cuCtxSetCurrent(primaryContext(CurrentDevice)));
}

} // namespace routec

using namespace routec;

#define ENSURE()                                                                                   \
  do {                                                                                             \
    if (hipError E_ = ensureContext())                                                             \
      return E_;                                                                                   \
  } while (0)

extern "C" {

// --- Versions and devices.
int hipRuntimeGetVersion(int *V) {
  if (!V)
    return InvalidValue;
  *V = HipVersion;
  return Success;
}
int hipDriverGetVersion(int *V) {
  if (!V)
    return InvalidValue;
  *V = HipVersion;
  return Success;
}
int hipGetDeviceCount(int *N) {
  if (!N)
    return InvalidValue;
  *N = 0;
  if (hipError E = init())
    return E;
  *N = deviceCount();
  return Success;
}
int hipGetDevice(int *D) {
  if (!D)
    return InvalidValue;
  if (hipError E = init())
    return E;
  *D = currentDevice();
  return Success;
}
int hipSetDevice(int D) { return setDevice(D); }
int hipDeviceSynchronize() {
  ENSURE();
  return fromCu(cuCtxSynchronize());
}
int hipDeviceReset() {
  ENSURE();
  CUdevice Dev;
  cuDeviceGet(&Dev, currentDevice());
  forgetModules();
  hipError E = fromCu(cuDevicePrimaryCtxReset(Dev));
  cuCtxSetCurrent(primaryContext(currentDevice())); // active again at the next call, as in CUDA
  return E;
}
int hipSetDeviceFlags(unsigned Flags) {
  if (hipError E = init())
    return E;
  CUdevice Dev;
  cuDeviceGet(&Dev, currentDevice());
  // cudaDeviceMapHost (8) is always on in the driver and not a primary-context flag.
  return fromCu(cuDevicePrimaryCtxSetFlags(Dev, Flags & ~8u));
}
int hipGetDeviceFlags(unsigned *Flags) {
  ENSURE();
  return fromCu(cuCtxGetFlags(Flags));
}
int hipDeviceGetName(char *Name, int Len, int Device) {
  if (hipError E = init())
    return E;
  if (Device < 0 || Device >= deviceCount())
    return InvalidDevice;
  return fromCu(cuDeviceGetName(Name, Len, Device));
}
int hipDeviceTotalMem(size_t *Bytes, int Device) {
  if (hipError E = init())
    return E;
  if (Device < 0 || Device >= deviceCount())
    return InvalidDevice;
  return fromCu(cuDeviceTotalMem(Bytes, Device));
}
int hipDeviceGetUuid(CUuuid *Uuid, int Device) {
  if (hipError E = init())
    return E;
  return fromCu(cuDeviceGetUuid(Uuid, Device));
}
int hipDeviceGetPCIBusId(char *Id, int Len, int Device) {
  if (hipError E = init())
    return E;
  return fromCu(cuDeviceGetPCIBusId(Id, Len, Device));
}
int hipDeviceGetByPCIBusId(int *Device, const char *Id) {
  if (hipError E = init())
    return E;
  CUdevice D;
  CUresult R = cuDeviceGetByPCIBusId(&D, Id);
  *Device = D;
  return fromCu(R);
}
int hipMemGetInfo(size_t *Free, size_t *Total) {
  ENSURE();
  return fromCu(cuMemGetInfo(Free, Total));
}
int hipDeviceGetLimit(size_t *V, int Limit) {
  ENSURE();
  return fromCu(cuCtxGetLimit(V, static_cast<CUlimit>(Limit)));
}
int hipDeviceSetLimit(int Limit, size_t V) {
  ENSURE();
  return fromCu(cuCtxSetLimit(static_cast<CUlimit>(Limit), V));
}
int hipDeviceGetStreamPriorityRange(int *Least, int *Greatest) {
  ENSURE();
  return fromCu(cuCtxGetStreamPriorityRange(Least, Greatest));
}
int hipDeviceGetCacheConfig(int *C) {
  ENSURE();
  CUfunc_cache V;
  CUresult R = cuCtxGetCacheConfig(&V);
  *C = V;
  return fromCu(R);
}
int hipDeviceSetCacheConfig(int C) {
  ENSURE();
  return fromCu(cuCtxSetCacheConfig(static_cast<CUfunc_cache>(C)));
}
int hipDeviceGetSharedMemConfig(int *C) {
  ENSURE();
  *C = 1; // four-byte banks, the only configuration of current NVIDIA GPUs
  return Success;
}
int hipDeviceSetSharedMemConfig(int) { return ensureContext(); }
int hipDeviceCanAccessPeer(int *Can, int Device, int Peer) {
  if (hipError E = init())
    return E;
  return fromCu(cuDeviceCanAccessPeer(Can, Device, Peer));
}
int hipDeviceEnablePeerAccess(int Peer, unsigned Flags) {
  ENSURE();
  return fromCu(cuCtxEnablePeerAccess(primaryContext(Peer), Flags));
}
int hipDeviceDisablePeerAccess(int Peer) {
  ENSURE();
  return fromCu(cuCtxDisablePeerAccess(primaryContext(Peer)));
}

// --- Contexts (libcuda's cuCtx* and cuDevicePrimaryCtx* forward here).
int hipCtxGetCurrent(CUcontext *C) {
  if (hipError E = init())
    return E;
  return fromCu(cuCtxGetCurrent(C));
}
int hipCtxSetCurrent(CUcontext C) {
  if (hipError E = init())
    return E;
  return fromCu(cuCtxSetCurrent(C));
}
int hipCtxPushCurrent(CUcontext C) {
  if (hipError E = init())
    return E;
  return fromCu(cuCtxPushCurrent(C));
}
int hipCtxPopCurrent(CUcontext *C) {
  if (hipError E = init())
    return E;
  return fromCu(cuCtxPopCurrent(C));
}
int hipCtxGetDevice(int *D) {
  ENSURE();
  CUdevice Dev;
  CUresult R = cuCtxGetDevice(&Dev);
  *D = Dev;
  return fromCu(R);
}
int hipCtxSynchronize() {
  ENSURE();
  return fromCu(cuCtxSynchronize());
}
int hipCtxGetApiVersion(CUcontext C, unsigned *V) {
  if (hipError E = init())
    return E;
  return fromCu(cuCtxGetApiVersion(C, V));
}
int hipCtxGetFlags(unsigned *F) {
  ENSURE();
  return fromCu(cuCtxGetFlags(F));
}
int hipCtxCreate(CUcontext *C, unsigned Flags, int Device) {
  if (hipError E = init())
    return E;
  return fromCu(cuCtxCreate(C, nullptr, Flags, Device));
}
int hipCtxDestroy(CUcontext C) {
  if (hipError E = init())
    return E;
  return fromCu(cuCtxDestroy(C));
}
int hipCtxGetCacheConfig(int *C) { return hipDeviceGetCacheConfig(C); }
int hipCtxSetCacheConfig(int C) { return hipDeviceSetCacheConfig(C); }
int hipCtxGetSharedMemConfig(int *C) { return hipDeviceGetSharedMemConfig(C); }
int hipCtxSetSharedMemConfig(int C) { return hipDeviceSetSharedMemConfig(C); }
int hipCtxEnablePeerAccess(CUcontext Peer, unsigned Flags) {
  ENSURE();
  return fromCu(cuCtxEnablePeerAccess(Peer, Flags));
}
int hipCtxDisablePeerAccess(CUcontext Peer) {
  ENSURE();
  return fromCu(cuCtxDisablePeerAccess(Peer));
}
int hipDevicePrimaryCtxRetain(CUcontext *C, int Device) {
  if (hipError E = init())
    return E;
  return fromCu(cuDevicePrimaryCtxRetain(C, Device));
}
int hipDevicePrimaryCtxRelease(int Device) {
  if (hipError E = init())
    return E;
  return fromCu(cuDevicePrimaryCtxRelease(Device));
}
int hipDevicePrimaryCtxReset(int Device) {
  if (hipError E = init())
    return E;
  forgetModules();
  return fromCu(cuDevicePrimaryCtxReset(Device));
}
int hipDevicePrimaryCtxGetState(int Device, unsigned *Flags, int *Active) {
  if (hipError E = init())
    return E;
  return fromCu(cuDevicePrimaryCtxGetState(Device, Flags, Active));
}
int hipDevicePrimaryCtxSetFlags(int Device, unsigned Flags) {
  if (hipError E = init())
    return E;
  return fromCu(cuDevicePrimaryCtxSetFlags(Device, Flags));
}

int hipProfilerStart() { return Success; }
int hipProfilerStop() { return Success; }

} // extern "C"
