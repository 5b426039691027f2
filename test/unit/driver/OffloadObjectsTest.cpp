// SPDX-License-Identifier: Apache-2.0
#include "OffloadObjects.h"

#include <gtest/gtest.h>

using namespace scale;

TEST(OffloadObjects, ReadsTheTargetOfBundleSections) {
  EXPECT_EQ(bundleSectionTarget("__CLANG_OFFLOAD_BUNDLE__hip-amdgcn-amd-amdhsa--gfx1100"), "gfx1100");
  EXPECT_EQ(bundleSectionTarget("__CLANG_OFFLOAD_BUNDLE__hip-amdgcn-amd-amdhsa--gfx90a:xnack+"),
            "gfx90a:xnack+");
  EXPECT_EQ(bundleSectionTarget("__CLANG_OFFLOAD_BUNDLE__host-x86_64-pc-linux-gnu-"), "");
  EXPECT_EQ(bundleSectionTarget(".text"), "");
}

TEST(OffloadObjects, NonObjectsCarryNoDeviceCode) {
  OffloadContents C = scanOffloadContents("/nonexistent.o");
  EXPECT_FALSE(C.hasDeviceCode());
  EXPECT_TRUE(C.Cuids.empty());
}
