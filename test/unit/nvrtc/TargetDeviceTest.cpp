// SPDX-License-Identifier: Apache-2.0
// With a HIP device present (FakeHipProps.cpp through SCALE_AMD_HIP_LIBRARY), NVRTC compiles for
// the current device's architecture, features stripped, before SCALE_AMD_TARGETS.
#include "Target.h"

#include <cstdlib>
#include <gtest/gtest.h>

TEST(NvrtcTargetDevice, CurrentDeviceFirst) {
  EXPECT_EQ(scale::nvrtc::currentHipDeviceArch(), "gfx90a");
  setenv("SCALE_AMD_TARGETS", "gfx1100", 1);
  std::string Error;
  EXPECT_EQ(scale::nvrtc::chooseAmdTarget("", Error), "gfx90a");
  EXPECT_EQ(scale::nvrtc::chooseAmdTarget("gfx942", Error), "gfx942");
  EXPECT_TRUE(Error.empty());
}
