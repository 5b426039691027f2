// SPDX-License-Identifier: Apache-2.0
// Access from the tests to the fake HIP runtime (FakeHip.cpp) the shim loaded.
#ifndef SCALE_AMD_TEST_FAKEHIPHOOKS_H
#define SCALE_AMD_TEST_FAKEHIPHOOKS_H

#include "cuda_runtime_api.h"

#include <cstdlib>
#include <dlfcn.h>

namespace fakehip {

/// A function of the fake backend, looked up in the already loaded library.
/// Each test runs in its own process: loading HIP first makes the fake library available.
template <class Fn> Fn hook(const char *Name) {
  int N;
  cudaGetDeviceCount(&N);
  void *H = dlopen(std::getenv("SCALE_AMD_HIP_LIBRARY"), RTLD_NOW | RTLD_NOLOAD);
  return H ? reinterpret_cast<Fn>(dlsym(H, Name)) : nullptr;
}

inline void *lastLaunchStream() { return hook<void *(*)()>("fakeHipLastLaunchStream")(); }
inline const void *lastLaunchFunc() { return hook<const void *(*)()>("fakeHipLastLaunchFunc")(); }
inline int fatBinaries() { return hook<int (*)()>("fakeHipFatBinaries")(); }

} // namespace fakehip

#endif
