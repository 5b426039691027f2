// SPDX-License-Identifier: Apache-2.0
// CarryUse: the one answer to "does this inline PTX read or write CC.CF" (clang-plugin/CarryUse.h),
// decided on the parsed instructions, never on the text.
#include "CarryUse.h"

#include <gtest/gtest.h>

using scale::carryUseOfAsm;

TEST(CarryUse, WritesAndReadsByOpcodeAndModifier) {
  auto U = carryUseOfAsm("add.cc.u32 $0, $2, $3;\n\taddc.u32 $1, $4, $5;");
  EXPECT_TRUE(U.Writes);
  EXPECT_TRUE(U.Reads);
  EXPECT_FALSE(U.ReadsFirst); // written before it is read
  auto R = carryUseOfAsm("addc.cc.u32 $0, $1, $2;");
  EXPECT_TRUE(R.ReadsFirst);
  EXPECT_TRUE(R.Writes);
  auto M = carryUseOfAsm("madc.hi.u32 $0, $1, $2, $3;");
  EXPECT_TRUE(M.ReadsFirst);
  EXPECT_FALSE(M.Writes);
}

TEST(CarryUse, TextThatOnlyLooksLikeCarry) {
  // ".cc" in a comment, "addc" in a label or a register name: the text search these analyses
  // used before counted them.
  auto U = carryUseOfAsm("{\n\t.reg .u32 %addc;\n\tmov.u32 %addc, $1; // not .cc\n\tadd.u32 $0, %addc, 1;\n\t}");
  EXPECT_FALSE(U.touches());
  auto L = carryUseOfAsm("{\n\tsubc_done:\n\tmov.u32 $0, $1;\n\t}");
  EXPECT_FALSE(L.touches());
  EXPECT_FALSE(carryUseOfAsm("mul.lo.u32 $0, $1, $2;").touches());
}

TEST(CarryUse, TargetNeutralAndUnparsable) {
  EXPECT_FALSE(carryUseOfAsm("").touches());
  EXPECT_FALSE(carryUseOfAsm("; ockl ballot hoisting hack $0").touches());
  EXPECT_TRUE(scale::isTargetNeutralAsm("  ; a\n ; b\n"));
  EXPECT_FALSE(scale::isTargetNeutralAsm("; a\nmov.u32 $0, 1;"));
  // Text the parser rejects: both ways, so that the analyses stay conservative.
  auto B = carryUseOfAsm("this is not ptx $0");
  EXPECT_TRUE(B.ReadsFirst);
  EXPECT_TRUE(B.Writes);
}
