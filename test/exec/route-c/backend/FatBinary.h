// SPDX-License-Identifier: Apache-2.0
// The fat binary clang's HIP host code registers (__hipRegisterFatBinary's argument), read without
// a GPU: the __hip_fatbin_wrapper {magic "HIPF", version, bundle, unused} and the
// clang-offload-bundler image it points to ("__CLANG_OFFLOAD_BUNDLE__", entry count, then per entry
// offset, size, id length, id). The route-C verification build mode adds an entry whose id names
// the nvptx64 triple (hip-nvptx64-nvidia-cuda--sm_90) beside the AMD code objects; the
// verification backend loads that one. No CUDA here: the unit tests run it in CI.
#ifndef SCALE_AMD_ROUTEC_FATBINARY_H
#define SCALE_AMD_ROUTEC_FATBINARY_H

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace routec {

struct BundleEntry {
  std::string Id;              ///< e.g. hipv4-amdgcn-amd-amdhsa--gfx1030
  const unsigned char *Data;   ///< inside the bundle
  uint64_t Size;
};

constexpr uint32_t HipFatbinMagic = 0x48495046; // "HIPF"
constexpr char BundleMagic[] = "__CLANG_OFFLOAD_BUNDLE__";
constexpr size_t BundleMagicSize = sizeof(BundleMagic) - 1;
/// The id of the NVPTX entry the verification build mode writes.
constexpr char NvptxEntryId[] = "hip-nvptx64-nvidia-cuda--sm_90";

/// The entries of the bundle at \p Bundle; false (with \p Error) when it is not an uncompressed
/// offload bundle or an entry lies outside \p Limit bytes (the bundle's size is not recorded in
/// it: a caller that does not know it passes a bound it trusts).
bool parseBundle(const void *Bundle, size_t Limit, std::vector<BundleEntry> &Entries,
                 std::string &Error);

/// The bundle a __hipRegisterFatBinary argument points to (the wrapper's third word), or nullptr
/// with \p Error when \p Wrapper is not a HIP fat binary wrapper.
const void *bundleOfWrapper(const void *Wrapper, std::string &Error);

/// The first entry whose id names the nvptx64 triple, or nullptr.
const BundleEntry *findNvptx(const std::vector<BundleEntry> &Entries);

} // namespace routec

#endif
