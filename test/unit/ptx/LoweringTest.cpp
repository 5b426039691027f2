// SPDX-License-Identifier: Apache-2.0
// Unit tests of the inline-PTX lowering on hand-written IR: operand types come from the IR values
// (so "l", "h", "f", "d" operands are covered here before the frontend accepts those letters),
// the carry flag across asm statements, wave64 lanes, diagnostics.
#include "InlinePtxPass.h"

#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/DiagnosticPrinter.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

using namespace llvm;

namespace {

struct Lowered {
  LLVMContext Ctx;
  std::unique_ptr<Module> M;
  std::vector<std::string> Errors;
  std::string IR;
  bool AsmLeft = false;
};

void collect(const DiagnosticInfo *DI, void *P) {
  std::string S;
  raw_string_ostream OS(S);
  DiagnosticPrinterRawOStream DP(OS);
  DI->print(DP);
  static_cast<Lowered *>(P)->Errors.push_back(OS.str());
}

std::unique_ptr<Lowered> lower(StringRef Body, StringRef CPU = "gfx1100") {
  auto L = std::make_unique<Lowered>();
  L->Ctx.setDiagnosticHandlerCallBack(collect, L.get());
  std::string Src = "target triple = \"amdgcn-amd-amdhsa\"\n"
                    "target datalayout = \"e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-"
                    "p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-"
                    "v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9\"\n" +
                    Body.str() + "\nattributes #0 = { \"target-cpu\"=\"" + CPU.str() + "\" }\n";
  SMDiagnostic Err;
  L->M = parseAssemblyString(Src, Err, L->Ctx);
  EXPECT_TRUE(L->M) << Err.getMessage().str();
  if (!L->M)
    return L;
  scale::lowerInlinePtx(*L->M);
  std::string VerifyMsg;
  raw_string_ostream VOS(VerifyMsg);
  EXPECT_FALSE(verifyModule(*L->M, &VOS)) << VOS.str();
  raw_string_ostream OS(L->IR);
  L->M->print(OS, nullptr);
  for (Function &F : *L->M)
    for (BasicBlock &BB : F)
      for (Instruction &I : BB)
        if (auto *CB = dyn_cast<CallBase>(&I))
          L->AsmLeft |= CB->isInlineAsm();
  return L;
}

TEST(PtxLowering, CarryChainAcrossStatements64Bit) {
  auto L = lower(R"IR(
define i64 @f(i64 %a, i64 %b, i64 %c, i64 %d) #0 {
  %lo = call i64 asm "add.cc.u64 $0, $1, $2;", "=l,l,l"(i64 %a, i64 %b)
  %hi = call i64 asm "addc.u64 $0, $1, $2;", "=l,l,l"(i64 %c, i64 %d)
  %r = xor i64 %lo, %hi
  ret i64 %r
})IR");
  EXPECT_TRUE(L->Errors.empty()) << L->Errors[0];
  EXPECT_FALSE(L->AsmLeft);
  EXPECT_NE(L->IR.find("@llvm.uadd.with.overflow.i64"), std::string::npos);
  EXPECT_NE(L->IR.find("ptx.carry"), std::string::npos);
}

TEST(PtxLowering, CarryReadAcrossCallIsAnError) {
  auto L = lower(R"IR(
declare void @g()
define i32 @f(i32 %a, i32 %b) #0 {
  %lo = call i32 asm "add.cc.u32 $0, $1, $2;", "=r,r,r"(i32 %a, i32 %b), !srcloc !0
  call void @g()
  %hi = call i32 asm "addc.u32 $0, $1, $2;", "=r,r,r"(i32 %a, i32 %b), !srcloc !1
  %r = add i32 %lo, %hi
  ret i32 %r
}
!0 = !{i64 1}
!1 = !{i64 2})IR");
  ASSERT_EQ(L->Errors.size(), 1u);
  EXPECT_NE(L->Errors[0].find("the carry flag (CC.CF) is read after a call to a function that may change it"),
            std::string::npos)
      << L->Errors[0];
  EXPECT_FALSE(L->AsmLeft);
}

// A call to a function defined here without .cc instructions (threadIdx.x's accessor, a small
// helper) leaves the flag alone: no error.
TEST(PtxLowering, CarryReadAcrossAsmFreeCallIsAccepted) {
  auto L = lower(R"IR(
define i32 @g(i32 %x) {
  %y = mul i32 %x, 2
  ret i32 %y
}
define i32 @f(i32 %a, i32 %b) #0 {
  %lo = call i32 asm "add.cc.u32 $0, $1, $2;", "=r,r,r"(i32 %a, i32 %b), !srcloc !0
  %c = call i32 @g(i32 %b)
  %hi = call i32 asm "addc.u32 $0, $1, $2;", "=r,r,r"(i32 %a, i32 %c), !srcloc !1
  %r = add i32 %lo, %hi
  ret i32 %r
}
!0 = !{i64 1}
!1 = !{i64 2})IR");
  EXPECT_TRUE(L->Errors.empty()) << L->Errors[0];
  EXPECT_FALSE(L->AsmLeft);
}

TEST(PtxLowering, CarryNeverSetIsAnError) {
  auto L = lower(R"IR(
define i32 @f(i32 %a, i32 %b) #0 {
  %hi = call i32 asm "subc.u32 $0, $1, $2;", "=r,r,r"(i32 %a, i32 %b)
  ret i32 %hi
})IR");
  ASSERT_EQ(L->Errors.size(), 1u);
  EXPECT_NE(L->Errors[0].find("no earlier asm statement of this function sets it"), std::string::npos);
}

TEST(PtxLowering, CarryInsideOneStatementAndLoops) {
  auto L = lower(R"IR(
define i32 @f(i32 %a, i32 %n) #0 {
entry:
  %x = call i32 asm "add.cc.u32 $0, $1, 1;", "=r,r"(i32 %a)
  br label %loop
loop:
  %i = phi i32 [0, %entry], [%i1, %loop]
  %y = call i32 asm "addc.cc.u32 $0, $1, 0;", "=r,r"(i32 %i)
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, %n
  br i1 %c, label %loop, label %out
out:
  ret i32 %y
})IR");
  EXPECT_TRUE(L->Errors.empty());
  EXPECT_FALSE(L->AsmLeft);
}

TEST(PtxLowering, OperandTypesComeFromTheIR) {
  // "h" (i16), "f" (float), "d" (double) and a 64-bit pack of two 32-bit values.
  auto L = lower(R"IR(
define void @f(ptr %p, i16 %h, float %x, double %y, i32 %lo, i32 %hi) #0 {
  %a = call i16 asm "add.u16 $0, $1, 1;", "=h,h"(i16 %h)
  store i16 %a, ptr %p
  %b = call float asm "fma.rn.f32 $0, $1, $1, 0f3F800000;", "=f,f"(float %x)
  store float %b, ptr %p
  %c = call double asm "mul.f64 $0, $1, 0d4000000000000000;", "=d,d"(double %y)
  store double %c, ptr %p
  %d = call i64 asm "mov.b64 $0, {$1, $2};", "=l,r,r"(i32 %lo, i32 %hi)
  store i64 %d, ptr %p
  ret void
})IR");
  EXPECT_TRUE(L->Errors.empty()) << L->Errors[0];
  EXPECT_FALSE(L->AsmLeft);
  EXPECT_NE(L->IR.find("add i16"), std::string::npos);
  EXPECT_NE(L->IR.find("@llvm.fma.f32"), std::string::npos);
  EXPECT_NE(L->IR.find("fmul double"), std::string::npos);
  EXPECT_NE(L->IR.find("shl i64"), std::string::npos);
}

TEST(PtxLowering, OutputsAreReadWrite) {
  // A conditional write keeps the variable's previous value (nvcc treats "=r" as read-write).
  auto L = lower(R"IR(
define i32 @f(i32 %c) #0 {
  %v = alloca i32, addrspace(5)
  store i32 5, ptr addrspace(5) %v
  %r = call i32 asm "$( .reg .pred p; setp.ne.u32 p, $1, 0; @p mov.u32 $0, 7; $)", "=r,r"(i32 %c)
  store i32 %r, ptr addrspace(5) %v
  %o = load i32, ptr addrspace(5) %v
  ret i32 %o
})IR");
  EXPECT_TRUE(L->Errors.empty());
  EXPECT_NE(L->IR.find("ptx.out.init"), std::string::npos);
}

TEST(PtxLowering, Wave64LaneIsLowFiveBits) {
  auto L = lower(R"IR(
define i32 @f() #0 {
  %r = call i32 asm "mov.u32 $0, %laneid;", "=r"()
  ret i32 %r
})IR", "gfx90a");
  EXPECT_NE(L->IR.find("@llvm.amdgcn.mbcnt.hi"), std::string::npos);
  EXPECT_NE(L->IR.find("and i32"), std::string::npos);
  auto W32 = lower(R"IR(
define i32 @f() #0 {
  %r = call i32 asm "mov.u32 $0, %laneid;", "=r"()
  ret i32 %r
})IR", "gfx1030");
  EXPECT_EQ(W32->IR.find("@llvm.amdgcn.mbcnt.hi"), std::string::npos);
}

TEST(PtxLowering, Wave64BallotIsTheHalfWave) {
  auto L = lower(R"IR(
define i32 @f(i1 %p) #0 {
  %r = call i32 asm "activemask.b32 $0;", "=r"()
  ret i32 %r
})IR", "gfx942");
  EXPECT_NE(L->IR.find("@llvm.amdgcn.ballot.i64"), std::string::npos);
  EXPECT_NE(L->IR.find("lshr i64"), std::string::npos);
}

TEST(PtxLowering, UnknownInstructionIsAnErrorAndTheCallGoes) {
  auto L = lower(R"IR(
define i32 @f(i32 %a) #0 {
  %r = call i32 asm "mov.u32 $0, $1;\0A\09frobnicate.b32 $0, $0;", "=r,r"(i32 %a), !srcloc !0
  ret i32 %r
}
!0 = !{i64 100, i64 120})IR");
  ASSERT_EQ(L->Errors.size(), 1u);
  EXPECT_NE(L->Errors[0].find("unknown PTX instruction 'frobnicate.b32' (inline PTX column 2)"),
            std::string::npos)
      << L->Errors[0];
  EXPECT_FALSE(L->AsmLeft);
}

TEST(PtxLowering, WrongOperandCount) {
  auto L = lower(R"IR(
define i32 @f(i32 %a) #0 {
  %r = call i32 asm "add.u32 $0, $1;", "=r,r"(i32 %a)
  ret i32 %r
})IR");
  ASSERT_EQ(L->Errors.size(), 1u);
  EXPECT_NE(L->Errors[0].find("'add.u32' takes 3 operands, 2 given"), std::string::npos);
}

TEST(PtxLowering, HostModulesAreLeftAlone) {
  LLVMContext Ctx;
  SMDiagnostic Err;
  auto M = parseAssemblyString("target triple = \"x86_64-unknown-linux-gnu\"\n"
                               "define i32 @f() { %r = call i32 asm \"mov.u32 $0, 1;\", \"=r\"()\n ret i32 %r }",
                               Err, Ctx);
  ASSERT_TRUE(M);
  EXPECT_FALSE(scale::lowerInlinePtx(*M));
}

// Route A of the execution verification: NVPTX modules are lowered with the NVPTX target hooks.
TEST(PtxLowering, NvptxModulesUseNvvmIntrinsics) {
  LLVMContext Ctx;
  SMDiagnostic Err;
  auto M = parseAssemblyString(
      "target triple = \"nvptx64-nvidia-cuda\"\n"
      "define i32 @f(i32 %x) {\n"
      "  %l = call i32 asm \"mov.u32 $0, %laneid;\", \"=r\"()\n"
      "  %s = call i32 asm \"shfl.sync.bfly.b32 $0, $1, 1, 0x1f, 0xffffffff;\", \"=r,r\"(i32 %x)\n"
      "  call void asm sideeffect \"bar.sync 0;\", \"~{memory}\"()\n"
      "  %r = add i32 %l, %s\n  ret i32 %r\n}",
      Err, Ctx);
  ASSERT_TRUE(M);
  EXPECT_TRUE(scale::lowerInlinePtx(*M));
  EXPECT_FALSE(verifyModule(*M, &errs()));
  std::string IR;
  raw_string_ostream OS(IR);
  M->print(OS, nullptr);
  EXPECT_NE(IR.find("@llvm.nvvm.read.ptx.sreg.laneid()"), std::string::npos) << IR;
  EXPECT_NE(IR.find("@llvm.nvvm.shfl.sync.idx.i32"), std::string::npos) << IR;
  EXPECT_NE(IR.find("@llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)"), std::string::npos) << IR;
  // The "memory" clobber stays an empty asm (NVPTX has no single-thread fence); no PTX is left.
  EXPECT_NE(IR.find("asm sideeffect \"\", \"~{memory}\""), std::string::npos) << IR;
  EXPECT_EQ(IR.find("bar.sync"), std::string::npos) << IR;
  EXPECT_EQ(IR.find("syncscope(\"singlethread\")"), std::string::npos) << IR;
}

TEST(PtxLowering, CommentOnlyAsmStaysABarrier) {
  auto L = lower(R"IR(
define void @f() #0 {
  call void asm sideeffect "// just a comment", "~{memory}"()
  ret void
})IR");
  EXPECT_TRUE(L->Errors.empty());
  EXPECT_TRUE(L->AsmLeft);
  EXPECT_NE(L->IR.find("asm sideeffect \"\""), std::string::npos);
}

} // namespace
