// SPDX-License-Identifier: Apache-2.0
// Loading a ROCm library at run time, the way every CUDA-X library here finds its ROCm backend
// (rocBLAS for cuBLAS, hipSPARSE for cuSPARSE): nothing when the backend variable says "fallback";
// else the file the library variable names; else the first of the given sonames found in
// $ROCM_PATH/lib, /opt/rocm/lib, then the dynamic loader's own search path.
#pragma once

#include <dlfcn.h>

#include <cstdlib>
#include <cstring>
#include <initializer_list>
#include <string>

namespace scale::rocm {

inline void *openLibrary(const char *BackendVariable, const char *LibraryVariable,
                         std::initializer_list<const char *> Sonames) {
  const char *Backend = std::getenv(BackendVariable);
  if (Backend && std::strcmp(Backend, "fallback") == 0)
    return nullptr;
  if (const char *Explicit = std::getenv(LibraryVariable))
    return dlopen(Explicit, RTLD_NOW | RTLD_LOCAL);
  std::string Dirs[3]; // the last one empty: the system loader path
  if (const char *Rocm = std::getenv("ROCM_PATH"))
    Dirs[0] = std::string(Rocm) + "/lib/";
  Dirs[1] = "/opt/rocm/lib/";
  for (const std::string &Dir : Dirs)
    for (const char *Name : Sonames)
      if (void *L = dlopen((Dir + Name).c_str(), RTLD_NOW | RTLD_LOCAL))
        return L;
  return nullptr;
}

} // namespace scale::rocm
