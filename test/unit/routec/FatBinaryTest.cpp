// SPDX-License-Identifier: Apache-2.0
// The route-C backend's fat binary reader (FatBinary.h): the NVPTX entry the build mode adds is
// found beside the AMD code objects, and malformed input is refused with a reason, never read
// past its end.
#include "FatBinary.h"

#include <gtest/gtest.h>

#include <cstring>

using namespace routec;

namespace {

/// A bundle as clang-offload-bundler (and test/exec/route-c/add_nvptx.py) writes it.
std::vector<unsigned char> bundle(const std::vector<std::pair<std::string, std::string>> &E) {
  std::vector<unsigned char> B(BundleMagic, BundleMagic + BundleMagicSize);
  auto u64 = [&B](uint64_t V) {
    for (int I = 0; I < 8; ++I)
      B.push_back(static_cast<unsigned char>(V >> (8 * I)));
  };
  u64(E.size());
  size_t Table = B.size();
  for (auto &X : E)
    Table += 24 + X.first.size();
  size_t Off = Table;
  for (auto &X : E) {
    u64(Off);
    u64(X.second.size());
    u64(X.first.size());
    B.insert(B.end(), X.first.begin(), X.first.end());
    Off += X.second.size();
  }
  for (auto &X : E)
    B.insert(B.end(), X.second.begin(), X.second.end());
  return B;
}

} // namespace

TEST(RouteCFatBinary, FindsTheNvptxEntryBesideTheAmdCodeObjects) {
  auto B = bundle({{"host-x86_64-unknown-linux-gnu-", ""},
                   {"hipv4-amdgcn-amd-amdhsa--gfx1030", "AMDGPU"},
                   {NvptxEntryId, "NVIDIA-FATBIN"}});
  std::vector<BundleEntry> Entries;
  std::string Error;
  ASSERT_TRUE(parseBundle(B.data(), B.size(), Entries, Error)) << Error;
  ASSERT_EQ(3u, Entries.size());
  EXPECT_EQ("hipv4-amdgcn-amd-amdhsa--gfx1030", Entries[1].Id);
  const BundleEntry *N = findNvptx(Entries);
  ASSERT_NE(nullptr, N);
  EXPECT_EQ(NvptxEntryId, N->Id);
  EXPECT_EQ("NVIDIA-FATBIN", std::string(reinterpret_cast<const char *>(N->Data), N->Size));
}

TEST(RouteCFatBinary, ABundleWithoutNvptxHasNone) {
  auto B = bundle({{"host-x86_64-unknown-linux-gnu-", ""}, {"hipv4-amdgcn-amd-amdhsa--gfx1100", "X"}});
  std::vector<BundleEntry> Entries;
  std::string Error;
  ASSERT_TRUE(parseBundle(B.data(), B.size(), Entries, Error));
  EXPECT_EQ(nullptr, findNvptx(Entries));
}

TEST(RouteCFatBinary, TheWrapperLeadsToTheBundle) {
  auto B = bundle({{NvptxEntryId, "P"}});
  struct {
    uint32_t Magic, Version;
    const void *Binary, *Unused;
  } W = {HipFatbinMagic, 1, B.data(), nullptr};
  std::string Error;
  EXPECT_EQ(B.data(), bundleOfWrapper(&W, Error));
  W.Magic = 0x466243b1; // CUDA's __cudaFatMAGIC2: not ours
  EXPECT_EQ(nullptr, bundleOfWrapper(&W, Error));
  EXPECT_NE(std::string::npos, Error.find("HIPF"));
}

TEST(RouteCFatBinary, MalformedBundlesAreRefusedWithAReason) {
  std::vector<BundleEntry> Entries;
  std::string Error;
  const char Compressed[64] = "CCOB";
  EXPECT_FALSE(parseBundle(Compressed, sizeof Compressed, Entries, Error));
  EXPECT_NE(std::string::npos, Error.find("compressed"));
  const char Other[64] = "\x7f" "ELF";
  EXPECT_FALSE(parseBundle(Other, sizeof Other, Entries, Error));
  EXPECT_NE(std::string::npos, Error.find("not a clang offload bundle"));
  auto B = bundle({{NvptxEntryId, "0123456789"}});
  EXPECT_FALSE(parseBundle(B.data(), B.size() - 4, Entries, Error)); // data past the end
  EXPECT_NE(std::string::npos, Error.find("outside"));
  EXPECT_FALSE(parseBundle(B.data(), BundleMagicSize + 12, Entries, Error)); // table cut short
}
