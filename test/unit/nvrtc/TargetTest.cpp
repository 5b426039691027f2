// SPDX-License-Identifier: Apache-2.0
// The AMD target NVRTC compiles for (nvrtc/Target.cpp), with no HIP runtime loadable (the test's
// environment points SCALE_AMD_HIP_LIBRARY nowhere): --gpu-architecture=gfx*, then
// SCALE_AMD_TARGETS' first entry, else an error naming the variable.
#include "Target.h"

#include <cstdlib>
#include <gtest/gtest.h>

using scale::nvrtc::chooseAmdTarget;

TEST(NvrtcTarget, Order) {
  std::string Error;
  EXPECT_EQ(scale::nvrtc::currentHipDeviceArch(), "");
  setenv("SCALE_AMD_TARGETS", "gfx90a;gfx1100", 1);
  EXPECT_EQ(chooseAmdTarget("", Error), "gfx90a");
  setenv("SCALE_AMD_TARGETS", "gfx1030,gfx90a", 1);
  EXPECT_EQ(chooseAmdTarget("", Error), "gfx1030");
  EXPECT_EQ(chooseAmdTarget("gfx942", Error), "gfx942");
  EXPECT_TRUE(Error.empty());
  setenv("SCALE_AMD_TARGETS", "sm_80", 1);
  EXPECT_EQ(chooseAmdTarget("", Error), "");
  EXPECT_NE(Error.find("SCALE_AMD_TARGETS='sm_80'"), std::string::npos);
  unsetenv("SCALE_AMD_TARGETS");
  Error.clear();
  EXPECT_EQ(chooseAmdTarget("", Error), "");
  EXPECT_NE(Error.find("set SCALE_AMD_TARGETS"), std::string::npos);
}
