// SPDX-License-Identifier: Apache-2.0
#include "Targets.h"

#include <gtest/gtest.h>

using namespace scale;

TEST(Targets, ParsesCudaArchNames) {
  EXPECT_EQ(parseCudaArch("sm_86"), 860);
  EXPECT_EQ(parseCudaArch("compute_52"), 520);
  EXPECT_EQ(parseCudaArch("sm_90a"), 900);
  EXPECT_EQ(parseCudaArch("sm_100"), 1000);
  EXPECT_EQ(parseCudaArch("gfx1100"), std::nullopt);
  EXPECT_EQ(parseCudaArch("sm_"), std::nullopt);
  EXPECT_EQ(parseCudaArch("sm_8x6"), std::nullopt);
}

TEST(Targets, SplitsCommaAndSemicolonLists) {
  EXPECT_EQ(splitList("gfx1030,gfx1100;gfx90a"),
            (std::vector<std::string>{"gfx1030", "gfx1100", "gfx90a"}));
  EXPECT_EQ(splitList(";;gfx1030,,"), (std::vector<std::string>{"gfx1030"}));
  EXPECT_TRUE(splitList("").empty());
}

TEST(Targets, KnowsTheSupportedAmdTargets) {
  for (const char *T : {"gfx1010", "gfx1030", "gfx1100", "gfx1101", "gfx1102", "gfx1200",
                        "gfx1201", "gfx90a", "gfx942"})
    EXPECT_TRUE(isSupportedAmdTarget(T)) << T;
  EXPECT_FALSE(isSupportedAmdTarget("gfx803"));
  EXPECT_FALSE(isSupportedAmdTarget("sm_86"));
}
