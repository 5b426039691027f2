// SPDX-License-Identifier: Apache-2.0
// What relocatable-device-code objects carry, read with LLVM's Object library.
//
// clang -fgpu-rdc writes a host ELF object with one section per AMD target,
// "__CLANG_OFFLOAD_BUNDLE__hip-amdgcn-amd-amdhsa--gfxNNNN", holding that target's device bitcode,
// and a "__hip_cuid_<id>" symbol: its registration code refers to __hip_fatbin_<id> and
// __hip_gpubin_handle_<id>, which the device link must define.
#ifndef SCALE_AMD_DRIVER_OFFLOADOBJECTS_H
#define SCALE_AMD_DRIVER_OFFLOADOBJECTS_H

#include <set>
#include <string>
#include <vector>

namespace scale {

struct OffloadContents {
  bool IsArchive = false;
  std::set<std::string> Targets;  ///< gfx names with device bitcode in the object (or a member)
  std::vector<std::string> Cuids; ///< the <id> of every __hip_cuid_<id> symbol
  bool hasDeviceCode() const { return !Targets.empty(); }
};

/// Reads \p Path (an object file or a static archive); unreadable or non-object files give an
/// empty result.
OffloadContents scanOffloadContents(const std::string &Path);

/// The gfx name of an offload bundle section, or "" if \p Section is not one for AMD HIP code.
std::string bundleSectionTarget(const std::string &Section);

} // namespace scale

#endif
