// SPDX-License-Identifier: Apache-2.0
// Kernel and variable registration, deferred until the HIP runtime is loaded.
//
// clang's HIP code generation registers each translation unit's fat binary, kernels and device
// variables from a static constructor (__hipRegisterFatBinary, __hipRegisterFunction, ...). Those
// run before main, on machines that may have no ROCm: we record them and forward them to HIP
// when it is first loaded (onHipLoaded), and directly afterwards (e.g. for a library loaded with
// dlopen later). Our handles are stable; HIP's are looked up at forwarding time. The entry points
// go to the process's runtime (Instance.h): every copy of libcudart registers in one registry.
#include "Hip.h"
#include "Instance.h"

#include <functional>
#include <memory>
#include <mutex>
#include <vector>

using namespace scale;

namespace {

/// One __hipRegisterFatBinary call: its data, and HIP's handle once forwarded.
struct FatBinary {
  const void *Data = nullptr;
  void **HipHandle = nullptr;
};

struct Registry {
  std::mutex Lock;
  std::vector<std::unique_ptr<FatBinary>> Binaries;
  /// Registrations of functions and variables, replayed in order against HIP's handles.
  std::vector<std::function<void(const HipApi &)>> Pending;
  const HipApi *Api = nullptr;
};

Registry &registry() {
  static Registry *R = new Registry; // never destroyed: unregistration runs from atexit handlers
  return *R;
}

FatBinary *fromHandle(void **Handle) { return reinterpret_cast<FatBinary *>(Handle); }

/// Runs \p Fn now if HIP is loaded, else when it is.
void registerOrDefer(std::function<void(const HipApi &)> Fn) {
  Registry &R = registry();
  std::lock_guard<std::mutex> G(R.Lock);
  if (R.Api)
    Fn(*R.Api);
  else
    R.Pending.push_back(std::move(Fn));
}

} // namespace

namespace scale {

void onHipLoaded(const HipApi &Api) {
  Registry &R = registry();
  std::lock_guard<std::mutex> G(R.Lock);
  for (auto &Fn : R.Pending)
    Fn(Api);
  R.Pending.clear();
  R.Api = &Api;
}

void **registerFatBinary(const void *Data) {
  auto FB = std::make_unique<FatBinary>();
  FB->Data = Data;
  FatBinary *Raw = FB.get();
  {
    Registry &R = registry();
    std::lock_guard<std::mutex> G(R.Lock);
    R.Binaries.push_back(std::move(FB));
  }
  registerOrDefer([Raw](const HipApi &H) { Raw->HipHandle = H.__hipRegisterFatBinary(Raw->Data); });
  return reinterpret_cast<void **>(Raw);
}

void registerFunction(void **Handle, const void *HostFunction, char *DeviceFunction,
                      const char *DeviceName, unsigned ThreadLimit, void *Tid, void *Bid,
                      void *BlockDim, void *GridDim, int *WarpSize) {
  FatBinary *FB = fromHandle(Handle);
  registerOrDefer([=](const HipApi &H) {
    H.__hipRegisterFunction(FB->HipHandle, HostFunction, DeviceFunction, DeviceName, ThreadLimit,
                            Tid, Bid, BlockDim, GridDim, WarpSize);
  });
}

void registerVar(void **Handle, void *Var, char *HostVar, char *DeviceVar, int Ext, size_t Size,
                 int Constant, int Global) {
  FatBinary *FB = fromHandle(Handle);
  registerOrDefer([=](const HipApi &H) {
    H.__hipRegisterVar(FB->HipHandle, Var, HostVar, DeviceVar, Ext, Size, Constant, Global);
  });
}

void registerManagedVar(void *Handle, void **Pointer, void *InitValue, const char *Name,
                        size_t Size, unsigned Align) {
  FatBinary *FB = fromHandle(static_cast<void **>(Handle));
  registerOrDefer([=](const HipApi &H) {
    H.__hipRegisterManagedVar(FB->HipHandle, Pointer, InitValue, Name, Size, Align);
  });
}

void registerSurface(void **Handle, void *Var, char *HostVar, char *DeviceVar, int Type,
                     int Ext) {
  FatBinary *FB = fromHandle(Handle);
  registerOrDefer([=](const HipApi &H) {
    H.__hipRegisterSurface(FB->HipHandle, Var, HostVar, DeviceVar, Type, Ext);
  });
}

void registerTexture(void **Handle, void *Var, char *HostVar, char *DeviceVar, int Type, int Norm,
                     int Ext) {
  FatBinary *FB = fromHandle(Handle);
  registerOrDefer([=](const HipApi &H) {
    H.__hipRegisterTexture(FB->HipHandle, Var, HostVar, DeviceVar, Type, Norm, Ext);
  });
}

} // namespace scale

using namespace scale;

extern "C" {

void **__hipRegisterFatBinary(const void *Data) { return runtime().RegisterFatBinary(Data); }

void __hipRegisterFunction(void **Handle, const void *HostFunction, char *DeviceFunction,
                           const char *DeviceName, unsigned ThreadLimit, void *Tid, void *Bid,
                           void *BlockDim, void *GridDim, int *WarpSize) {
  runtime().RegisterFunction(Handle, HostFunction, DeviceFunction, DeviceName, ThreadLimit, Tid,
                             Bid, BlockDim, GridDim, WarpSize);
}

void __hipRegisterVar(void **Handle, void *Var, char *HostVar, char *DeviceVar, int Ext,
                      size_t Size, int Constant, int Global) {
  runtime().RegisterVar(Handle, Var, HostVar, DeviceVar, Ext, Size, Constant, Global);
}

void __hipRegisterManagedVar(void *Handle, void **Pointer, void *InitValue, const char *Name,
                             size_t Size, unsigned Align) {
  runtime().RegisterManagedVar(Handle, Pointer, InitValue, Name, Size, Align);
}

void __hipRegisterSurface(void **Handle, void *Var, char *HostVar, char *DeviceVar, int Type,
                          int Ext) {
  runtime().RegisterSurface(Handle, Var, HostVar, DeviceVar, Type, Ext);
}

void __hipRegisterTexture(void **Handle, void *Var, char *HostVar, char *DeviceVar, int Type,
                          int Norm, int Ext) {
  runtime().RegisterTexture(Handle, Var, HostVar, DeviceVar, Type, Norm, Ext);
}

/// Runs from an atexit handler. HIP's own teardown may already have run by then, so the module
/// is not unloaded through HIP; the process is ending and the driver reclaims everything.
void __hipUnregisterFatBinary(void **) {}

} // extern "C"
