// SPDX-License-Identifier: Apache-2.0
#include "FatBinary.h"

#include <cstring>

namespace routec {
namespace {

uint64_t readU64(const unsigned char *P) {
  uint64_t V;
  std::memcpy(&V, P, sizeof V);
  return V; // the bundle is little-endian, as is every host we run on
}

} // namespace

bool parseBundle(const void *Bundle, size_t Limit, std::vector<BundleEntry> &Entries,
                 std::string &Error) {
  Entries.clear();
  const auto *B = static_cast<const unsigned char *>(Bundle);
  if (!B || Limit < BundleMagicSize + 8) {
    Error = "no offload bundle";
    return false;
  }
  if (std::memcmp(B, "CCOB", 4) == 0) {
    Error = "compressed offload bundle (CCOB): build without --offload-compress";
    return false;
  }
  if (std::memcmp(B, BundleMagic, BundleMagicSize) != 0) {
    Error = "not a clang offload bundle (no __CLANG_OFFLOAD_BUNDLE__ magic)";
    return false;
  }
  size_t Pos = BundleMagicSize;
  uint64_t N = readU64(B + Pos);
  Pos += 8;
  for (uint64_t I = 0; I < N; ++I) {
    if (Pos + 24 > Limit) {
      Error = "offload bundle entry table truncated";
      return false;
    }
    uint64_t Off = readU64(B + Pos), Size = readU64(B + Pos + 8), IdLen = readU64(B + Pos + 16);
    Pos += 24;
    if (IdLen > 4096 || Pos + IdLen > Limit || Off > Limit || Size > Limit - Off) {
      Error = "offload bundle entry " + std::to_string(I) + " lies outside the bundle";
      return false;
    }
    Entries.push_back({std::string(reinterpret_cast<const char *>(B + Pos), IdLen), B + Off, Size});
    Pos += IdLen;
  }
  return true;
}

const void *bundleOfWrapper(const void *Wrapper, std::string &Error) {
  struct HipFatbinWrapper {
    uint32_t Magic;
    uint32_t Version;
    const void *Binary;
    const void *Unused;
  };
  const auto *W = static_cast<const HipFatbinWrapper *>(Wrapper);
  if (!W || W->Magic != HipFatbinMagic) {
    Error = "not a HIP fat binary wrapper (magic HIPF)";
    return nullptr;
  }
  return W->Binary;
}

const BundleEntry *findNvptx(const std::vector<BundleEntry> &Entries) {
  for (const BundleEntry &E : Entries)
    if (E.Id.find("nvptx64") != std::string::npos)
      return &E;
  return nullptr;
}

} // namespace routec
