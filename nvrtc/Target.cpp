// SPDX-License-Identifier: Apache-2.0
// AMD target selection for NVRTC (Target.h).
#include "Target.h"

#include <cctype>
#include <cstdlib>
#include <cstring>
#include <dlfcn.h>
#include <mutex>
#include <vector>

namespace scale::nvrtc {
namespace {

void *openHip() {
  if (const char *P = std::getenv("SCALE_AMD_HIP_LIBRARY"); P && *P)
    return dlopen(P, RTLD_NOW | RTLD_LOCAL);
  std::vector<std::string> Candidates;
  for (const char *Root : {static_cast<const char *>(std::getenv("ROCM_PATH")), "/opt/rocm"})
    if (Root && *Root)
      Candidates.push_back(std::string(Root) + "/lib/libamdhip64.so");
  for (const char *Name :
       {"libamdhip64.so", "libamdhip64.so.7", "libamdhip64.so.6", "libamdhip64.so.5"})
    Candidates.push_back(Name);
  for (const std::string &C : Candidates)
    if (void *H = dlopen(C.c_str(), RTLD_NOW | RTLD_LOCAL))
      return H;
  return nullptr;
}

/// gcnArchName from a hipDeviceProp_t filled into \p Buf. The struct's layout changed between ROCm
/// 5 (hipGetDeviceProperties) and 6/7 (hipGetDevicePropertiesR0600), so rather than one offset per
/// release the field is found as what it is: the NUL-terminated "gfx<hex digits>[:features]"
/// string after the 256-byte marketing name, at a 4-byte aligned offset.
std::string findArchName(const unsigned char *Buf, size_t Size) {
  for (size_t Off = 256; Off + 4 < Size; Off += 4) {
    const char *S = reinterpret_cast<const char *>(Buf + Off);
    if (std::strncmp(S, "gfx", 3) != 0 || (Off && Buf[Off - 1] != 0))
      continue;
    size_t N = strnlen(S, Size - Off);
    std::string Name(S, N);
    Name = Name.substr(0, Name.find(':')); // gfx90a:sramecc+:xnack- → gfx90a
    bool Ok = Name.size() > 3;
    for (size_t I = 3; I < Name.size(); ++I)
      Ok &= std::isxdigit(static_cast<unsigned char>(Name[I])) != 0;
    if (Ok)
      return Name;
  }
  return {};
}

} // namespace

std::string currentHipDeviceArch() {
  static std::string Arch;
  static std::once_flag Once;
  std::call_once(Once, [] {
    void *H = openHip();
    if (!H)
      return;
    using CountFn = int (*)(int *);
    using PropsFn = int (*)(void *, int);
    auto Count = reinterpret_cast<CountFn>(dlsym(H, "hipGetDeviceCount"));
    auto Current = reinterpret_cast<CountFn>(dlsym(H, "hipGetDevice"));
    int N = 0, Device = 0;
    if (!Count || !Current || Count(&N) != 0 || N == 0 || Current(&Device) != 0)
      return;
    for (const char *Name : {"hipGetDevicePropertiesR0600", "hipGetDeviceProperties"}) {
      auto Props = reinterpret_cast<PropsFn>(dlsym(H, Name));
      std::vector<unsigned char> Buf(16384, 0); // larger than any release's hipDeviceProp_t
      if (Props && Props(Buf.data(), Device) == 0) {
        Arch = findArchName(Buf.data(), Buf.size());
        if (!Arch.empty())
          return;
      }
    }
  }); // the HIP library stays loaded: the program will load code objects through it anyway
  return Arch;
}

std::string chooseAmdTarget(const std::string &Requested, std::string &Error) {
  if (!Requested.empty())
    return Requested;
  std::string Arch = currentHipDeviceArch();
  if (!Arch.empty())
    return Arch;
  if (const char *T = std::getenv("SCALE_AMD_TARGETS"); T && *T) {
    std::string First(T);
    First = First.substr(0, First.find_first_of(",; "));
    if (First.rfind("gfx", 0) == 0)
      return First;
    Error = "nvrtc: error: SCALE_AMD_TARGETS='" + std::string(T) +
            "' does not start with an AMD target (gfxNNNN)";
    return {};
  }
  Error = "nvrtc: error: no AMD GPU to compile for: no HIP device is present; set "
          "SCALE_AMD_TARGETS (e.g. SCALE_AMD_TARGETS=gfx1100) or pass "
          "--gpu-architecture=gfxNNNN";
  return {};
}

} // namespace scale::nvrtc
