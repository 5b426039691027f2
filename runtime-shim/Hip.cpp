// SPDX-License-Identifier: Apache-2.0
#include "Hip.h"

#include <cstdlib>
#include <dlfcn.h>
#include <mutex>
#include <string>
#include <vector>

namespace scale {
namespace {

struct Loaded {
  HipApi Api;
  void *Handle = nullptr;
  int Version = 0;
  bool Ok = false;
  cudaError_t Err = cudaErrorInsufficientDriver;
};

void *openHip() {
  std::vector<std::string> Candidates;
  // An explicit library is the only candidate: it is how users (and tests) pick a runtime.
  if (const char *P = std::getenv("SCALE_AMD_HIP_LIBRARY"); P && *P)
    return dlopen(P, RTLD_NOW | RTLD_LOCAL);
  const char *Roots[] = {std::getenv("ROCM_PATH"), "/opt/rocm"};
  for (const char *Root : Roots)
    if (Root && *Root)
      Candidates.push_back(std::string(Root) + "/lib/libamdhip64.so");
  for (const char *Name : {"libamdhip64.so", "libamdhip64.so.7", "libamdhip64.so.6", "libamdhip64.so.5"})
    Candidates.push_back(Name);
  for (const std::string &C : Candidates)
    if (void *H = dlopen(C.c_str(), RTLD_NOW | RTLD_LOCAL))
      return H;
  return nullptr;
}

Loaded &state() {
  static Loaded L;
  static std::once_flag Once;
  std::call_once(Once, [] {
    void *H = openHip();
    if (!H)
      return; // cudaErrorInsufficientDriver
    L.Handle = H;
    bool Missing = false;
#define HIP_FN(ret, name, params)                                                                  \
  L.Api.name = reinterpret_cast<ret(*) params>(dlsym(H, #name));                                   \
  Missing |= L.Api.name == nullptr;
#include "HipFunctions.def"
#undef HIP_FN
    if (Missing) {
      L.Err = cudaErrorInsufficientDriver;
      return;
    }
    if (L.Api.hipRuntimeGetVersion(&L.Version) != 0)
      L.Version = 0;
    int N = 0;
    hipError E = L.Api.hipGetDeviceCount(&N);
    if (E != 0 || N == 0) {
      L.Err = E == 0 ? cudaErrorNoDevice : fromHip(E);
      return;
    }
    L.Ok = true;
    L.Err = cudaSuccess;
    onHipLoaded(L.Api);
  });
  return L;
}

const HipApi *load(cudaError_t *Err) {
  Loaded &L = state();
  if (Err)
    *Err = L.Err;
  return L.Ok ? &L.Api : nullptr;
}

void *symbol(const char *Name) {
  Loaded &L = state();
  return L.Ok ? dlsym(L.Handle, Name) : nullptr;
}

int version() { return state().Version; }

} // namespace

const HipLoader OwnHipLoader = {&load, &symbol, &version};

const HipApi *hip(cudaError_t *Err) { return activeHipLoader().Load(Err); }

void *hipSymbol(const char *Name) { return activeHipLoader().Symbol(Name); }

int hipRuntimeVersion() { return activeHipLoader().Version(); }

cudaError_t fromHip(hipError E) {
  switch (E) {
#define CUDA_ERROR(name, value, text)                                                              \
  case value:                                                                                      \
    return name;
#include "__scale_amd/cuda_errors.def"
#undef CUDA_ERROR
  default:
    return cudaErrorUnknown;
  }
}

hipStream toHipStream(cudaStream_t S) {
  if (S == cudaStreamLegacy)
    return nullptr; // HIP's null stream synchronizes like CUDA's legacy default stream
  return S;         // cudaStreamPerThread (0x2) is hipStreamPerThread
}

} // namespace scale
