// SPDX-License-Identifier: Apache-2.0
// Unit tests of the PTX parser (clang-plugin/ptx/PtxParser): no Clang, no LLVM.
#include "PtxParser.h"

#include <gtest/gtest.h>

using namespace scale::ptx;

namespace {

Program parseOk(std::string_view Text, Dialect D = Dialect::LLVMIR, unsigned Uid = 0) {
  ParseOptions O;
  O.D = D;
  O.UniqueId = Uid;
  Program P;
  ParseError E;
  EXPECT_TRUE(parsePtx(Text, O, P, E)) << E.Msg << " at " << E.Pos;
  return P;
}

ParseError parseErr(std::string_view Text, Dialect D = Dialect::LLVMIR) {
  ParseOptions O;
  O.D = D;
  Program P;
  ParseError E;
  EXPECT_FALSE(parsePtx(Text, O, P, E)) << Text;
  return E;
}

TEST(PtxParser, InstructionWithModifiers) {
  Program P = parseOk("add.cc.u32 $0, $1, $2;");
  ASSERT_EQ(P.Stmts.size(), 1u);
  const Instruction &I = P.Stmts[0].I;
  EXPECT_EQ(I.Opcode, "add");
  EXPECT_EQ(I.Mods, (std::vector<std::string>{"cc", "u32"}));
  ASSERT_EQ(I.Ops.size(), 3u);
  EXPECT_EQ(I.Ops[0].K, Operand::AsmOperand);
  EXPECT_EQ(I.Ops[2].Index, 2u);
  EXPECT_EQ(I.fullName(), "add.cc.u32");
}

TEST(PtxParser, ScopedModifiers) {
  Program P = parseOk("cp.async.cg.shared.global.L2::128B [$0], [$1], 16;");
  EXPECT_EQ(P.Stmts[0].I.Mods.back(), "L2::128B");
  EXPECT_EQ(P.Stmts[0].I.Ops[0].K, Operand::Address);
}

TEST(PtxParser, VideoOperandSelectors) {
  Program P = parseOk("$( .reg .b32 r; vadd4.u32.u32.u32.sat $0.b20, $1.b7531, r.h1, $2; $)");
  const Instruction &I = P.Stmts[2].I;
  ASSERT_EQ(I.Ops.size(), 4u);
  EXPECT_EQ(I.Ops[0].Sel, "b20");
  EXPECT_EQ(I.Ops[1].Sel, "b7531");
  EXPECT_EQ(I.Ops[2].K, Operand::Register);
  EXPECT_EQ(I.Ops[2].Sel, "h1");
  EXPECT_EQ(I.Ops[3].Sel, "");
  // %tid.x keeps its component; a selector needs a digit after b/h.
  Program Q = parseOk("mov.u32 $0, %tid.x;");
  EXPECT_EQ(Q.Stmts[0].I.Ops[1].Component, 'x');
  EXPECT_EQ(parseErr("mov.u32 $0.bx, 1;").Pos, 10u);
  // vmad's negated sources; a negative immediate stays an immediate.
  Program N = parseOk("vmad.s32.s32.s32 $0, -$1.h0, $2, -$3; add.s32 $0, $0, -1;");
  EXPECT_TRUE(N.Stmts[0].I.Ops[1].Minus);
  EXPECT_EQ(N.Stmts[0].I.Ops[1].Sel, "h0");
  EXPECT_FALSE(N.Stmts[0].I.Ops[2].Minus);
  EXPECT_TRUE(N.Stmts[0].I.Ops[3].Minus);
  EXPECT_EQ(N.Stmts[1].I.Ops[2].K, Operand::IntImm);
  EXPECT_EQ(parseErr("vmad.s32.s32.s32 $0, -%tid.x, $1, $2;").Msg, "'-' applies to a register only");
}

TEST(PtxParser, SeveralStatementsCommentsAndNewlines) {
  Program P = parseOk("mov.u32 $0, 1; // one\n/* two\n */ mov.u32 $1, 2;\n\tmov.u32 $2, 3;");
  ASSERT_EQ(P.Stmts.size(), 3u);
  EXPECT_EQ(P.Stmts[2].I.Ops[1].Int, 3u);
}

TEST(PtxParser, ScopesAndRegisterRanges) {
  Program P = parseOk("$( .reg .b32 r<3>, t; .reg .pred p; mov.b32 r2, t; $)");
  ASSERT_EQ(P.Stmts.size(), 5u);
  EXPECT_EQ(P.Stmts[0].K, Statement::ScopeOpen);
  EXPECT_EQ(P.Stmts[1].D.Names, (std::vector<std::string>{"r0", "r1", "r2", "t"}));
  EXPECT_EQ(P.Stmts[2].D.Type, "pred");
  EXPECT_EQ(P.Stmts[3].I.Ops[0].K, Operand::Register);
  EXPECT_EQ(P.Stmts[4].K, Statement::ScopeClose);
}

TEST(PtxParser, RegisterOutOfScope) {
  ParseError E = parseErr("$( .reg .b32 r; $) mov.b32 r, 1;");
  EXPECT_EQ(E.Msg, "use of undeclared register 'r'");
  EXPECT_EQ(E.Pos, 27u);
}

TEST(PtxParser, PredicateGuards) {
  Program P = parseOk("$( .reg .pred p; @p mov.b32 $0, 1; @!p mov.b32 $0, 2; $)");
  EXPECT_TRUE(P.Stmts[2].I.HasGuard);
  EXPECT_FALSE(P.Stmts[2].I.GuardNegated);
  EXPECT_TRUE(P.Stmts[3].I.GuardNegated);
  EXPECT_EQ(P.Stmts[3].I.Guard.Name, "p");
}

TEST(PtxParser, LabelsBranchesAndUniqueIds) {
  Program P = parseOk("bra.uni DONE${:uid}; DONE${:uid}: mov.b32 $0, 1;", Dialect::LLVMIR, 42);
  EXPECT_EQ(P.Stmts[0].I.Ops[0].K, Operand::Symbol);
  EXPECT_EQ(P.Stmts[0].I.Ops[0].Name, "DONE42");
  EXPECT_EQ(P.Stmts[1].K, Statement::Label);
  EXPECT_EQ(P.Stmts[1].Name, "DONE42");
  Program S = parseOk("L%=: bra L%=;", Dialect::Source, 3);
  EXPECT_EQ(S.Stmts[0].Name, "L3");
}

TEST(PtxParser, UndefinedLabel) {
  ParseError E = parseErr("bra NOWHERE;");
  EXPECT_EQ(E.Msg, "branch to undefined label 'NOWHERE'");
  EXPECT_EQ(E.Pos, 4u);
}

TEST(PtxParser, VectorsAndSinks) {
  Program P = parseOk("ld.global.v4.u32 {$0, $1, _, $3}, [$4+16];");
  const Operand &V = P.Stmts[0].I.Ops[0];
  ASSERT_EQ(V.K, Operand::Vector);
  ASSERT_EQ(V.Elems.size(), 4u);
  EXPECT_EQ(V.Elems[2].K, Operand::Sink);
  const Operand &A = P.Stmts[0].I.Ops[1];
  EXPECT_EQ(A.Offset, 16);
  EXPECT_EQ(A.Elems[0].Index, 4u);
}

TEST(PtxParser, AddressOffsets) {
  EXPECT_EQ(parseOk("ld.u32 $0, [$1-8];").Stmts[0].I.Ops[1].Offset, -8);
  EXPECT_EQ(parseOk("ld.u32 $0, [$1+-4];").Stmts[0].I.Ops[1].Offset, -4);
  const Operand &Abs = parseOk("ld.u32 $0, [256];").Stmts[0].I.Ops[1];
  EXPECT_TRUE(Abs.Elems.empty());
  EXPECT_EQ(Abs.Offset, 256);
}

TEST(PtxParser, Immediates) {
  Program P = parseOk("mov.b32 $0, 0x1F; mov.b32 $0, 017; mov.b32 $0, -5; mov.b32 $0, 0b101;"
                      "mov.f32 $0, 0f3F800000; mov.f64 $0, 0d4000000000000000; mov.f32 $0, 1.5;"
                      "mov.u32 $0, 7U;");
  EXPECT_EQ(P.Stmts[0].I.Ops[1].Int, 31u);
  EXPECT_EQ(P.Stmts[1].I.Ops[1].Int, 15u);
  EXPECT_EQ(int64_t(P.Stmts[2].I.Ops[1].Int), -5);
  EXPECT_EQ(P.Stmts[3].I.Ops[1].Int, 5u);
  EXPECT_EQ(P.Stmts[4].I.Ops[1].K, Operand::FloatImm);
  EXPECT_EQ(P.Stmts[4].I.Ops[1].Bits, 0x3F800000u);
  EXPECT_FALSE(P.Stmts[4].I.Ops[1].IsDouble);
  EXPECT_EQ(P.Stmts[5].I.Ops[1].Bits, 0x4000000000000000u);
  EXPECT_TRUE(P.Stmts[6].I.Ops[1].IsDouble);
  EXPECT_EQ(P.Stmts[6].I.Ops[1].Bits, 0x3FF8000000000000u);
  EXPECT_EQ(P.Stmts[7].I.Ops[1].Int, 7u);
}

TEST(PtxParser, BadImmediates) {
  EXPECT_EQ(parseErr("mov.f32 $0, 0f3F80;").Msg, "bad floating-point immediate: '0f' needs 8 hex digits");
  EXPECT_EQ(parseErr("mov.b32 $0, 0x;").Msg, "integer immediate without digits");
  EXPECT_EQ(parseErr("mov.b32 $0, 09;").Msg, "bad digit '9' in an integer immediate");
  EXPECT_EQ(parseErr("mov.b32 $0, 12z;").Msg, "bad character 'z' in an integer immediate");
  EXPECT_EQ(parseErr("mov.b64 $0, 0x1ffffffffffffffff;").Msg, "integer immediate does not fit in 64 bits");
}

TEST(PtxParser, SpecialRegisters) {
  Program P = parseOk("mov.u32 $0, %tid.y; mov.u32 $0, %laneid; mov.u64 $0, %clock64;");
  EXPECT_EQ(P.Stmts[0].I.Ops[1].K, Operand::SpecialReg);
  EXPECT_EQ(P.Stmts[0].I.Ops[1].Name, "tid");
  EXPECT_EQ(P.Stmts[0].I.Ops[1].Component, 'y');
  EXPECT_EQ(P.Stmts[1].I.Ops[1].Name, "laneid");
  EXPECT_EQ(P.Stmts[2].I.Ops[1].Name, "clock64");
  Program S = parseOk("mov.u32 %0, %%ctaid.x;", Dialect::Source);
  EXPECT_EQ(S.Stmts[0].I.Ops[0].K, Operand::AsmOperand);
  EXPECT_EQ(S.Stmts[0].I.Ops[1].Name, "ctaid");
  EXPECT_EQ(parseErr("mov.u32 $0, %bogus;").Msg, "unknown special register or undeclared register '%bogus'");
}

TEST(PtxParser, PercentRegistersAndWarpSize) {
  Program P = parseOk("$( .reg .u32 %r<2>; mov.u32 %r1, WARP_SZ; $)");
  EXPECT_EQ(P.Stmts[2].I.Ops[0].K, Operand::Register);
  EXPECT_EQ(P.Stmts[2].I.Ops[0].Name, "%r1");
  EXPECT_EQ(P.Stmts[2].I.Ops[1].Int, 32u);
}

TEST(PtxParser, PredicatePairsAndNegation) {
  Program P = parseOk("$( .reg .pred p, q; setp.lt.and.s32 p$|q, $1, $2, !p; $)");
  const Instruction &I = P.Stmts[2].I;
  ASSERT_EQ(I.Ops[0].K, Operand::PredPair);
  EXPECT_EQ(I.Ops[0].Elems[1].Name, "q");
  EXPECT_TRUE(I.Ops[3].Negated);
}

TEST(PtxParser, BracedOperandsWithModifiers) {
  Program P = parseOk("mov.u32 ${0}, ${1:c};");
  EXPECT_EQ(P.Stmts[0].I.Ops[0].Index, 0u);
  EXPECT_EQ(P.Stmts[0].I.Ops[1].Index, 1u);
}

TEST(PtxParser, Errors) {
  EXPECT_EQ(parseErr("add.u32 $0, $1, $2").Msg, "expected ';' at the end of 'add.u32'");
  EXPECT_EQ(parseErr("$( mov.u32 $0, 1;").Msg, "missing '}' at the end of the asm");
  EXPECT_EQ(parseErr("$)").Msg, "'}' without a matching '{'");
  EXPECT_EQ(parseErr("/* open").Msg, "unterminated /* comment");
  EXPECT_EQ(parseErr(".global .u32 x;").Msg, "unsupported directive '.global' in inline PTX");
  EXPECT_EQ(parseErr(".reg .b32 r, r;").Msg, "register 'r' declared twice in one scope");
  EXPECT_EQ(parseErr("mov.u32 $0, #;").Msg, "unexpected '#' where an operand was expected");
  EXPECT_EQ(parseErr("L: L: mov.u32 $0, 1;").Msg, "label 'L' defined twice");
  EXPECT_EQ(parseErr("add. $0;").Msg, "expected a modifier after '.'");
}

TEST(PtxParser, ColumnsAreCountedAsWritten) {
  // "%%" in the source is "%" in IR; ${:uid} is "%=".
  std::string_view IR = "mov.u32 $0, %tid.x; #";
  ParseError E = parseErr(IR);
  TextLoc L = locate(IR, E.Pos, Dialect::LLVMIR);
  EXPECT_EQ(L.Line, 1u);
  EXPECT_EQ(L.Column, 22u); // in "mov.u32 %0, %%tid.x; #" the '#' is column 22
  std::string_view Multi = "mov.u32 $0, 1;\n\tfoo $0;";
  TextLoc M = locate(Multi, 16, Dialect::LLVMIR);
  EXPECT_EQ(M.Line, 2u);
  EXPECT_EQ(M.Column, 2u);
  EXPECT_EQ(locate("L${:uid}: x", 10, Dialect::LLVMIR).Column, 6u); // "L%=: x"
}

TEST(PtxParser, SpecialRegisterNames) {
  EXPECT_TRUE(isSpecialRegister("lanemask_lt"));
  EXPECT_TRUE(isSpecialRegister("envreg3"));
  EXPECT_FALSE(isSpecialRegister("r1"));
}

} // namespace
