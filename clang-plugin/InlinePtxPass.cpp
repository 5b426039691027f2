// SPDX-License-Identifier: Apache-2.0
//===- InlinePtxPass.cpp - inline PTX in AMD device code ------------------------------------===//
//
// Inline asm in CUDA device code is PTX. The AMDGPU backend cannot assemble it and would fail with
// "invalid instruction" far from the user's code (DESIGN.md section 5). This pass runs first in the
// pipeline on AMDGPU modules and visits every inline asm call:
//  * an asm whose text is only whitespace (asm volatile("" ::: "memory"), an optimisation barrier)
//    is valid on every target and is left alone;
//  * anything else is reported as an error naming the first PTX instruction, at the source line of
//    the asm statement (its !srcloc cookie, mapped back by clang), and the call is removed so that
//    the backend never sees it.
// The PTX parser and lowering (issue: inline PTX becomes LLVM IR) replace the second case
// instruction by instruction; what they cannot lower keeps this diagnostic.
//===-----------------------------------------------------------------------------------------===//
#include "InlinePtxPass.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/TargetParser/Triple.h"

using namespace llvm;

namespace scale {

/// The first instruction of a PTX asm text, for messages: "add.cc.u32" of "add.cc.u32 %0, ...".
static std::string firstInstruction(StringRef Text) {
  Text = Text.ltrim(" \t\r\n{");
  while (Text.consume_front(".reg") || Text.starts_with("//")) // skip declarations and comments
    Text = Text.drop_until([](char C) { return C == ';' || C == '\n'; }).drop_front().ltrim(" \t\r\n{");
  if (Text.starts_with("@"))
    Text = Text.drop_until([](char C) { return C == ' ' || C == '\t'; }).ltrim();
  return Text.take_until([](char C) { return C == ' ' || C == '\t' || C == ';' || C == '\n'; }).str();
}

static uint64_t locCookie(const CallBase &CB) {
  if (const MDNode *Loc = CB.getMetadata("srcloc"))
    if (Loc->getNumOperands() > 0)
      if (auto *C = mdconst::dyn_extract<ConstantInt>(Loc->getOperand(0)))
        return C->getZExtValue();
  return 0;
}

PreservedAnalyses InlinePtxPass::run(Module &M, ModuleAnalysisManager &) {
  if (!Triple(M.getTargetTriple()).isAMDGPU())
    return PreservedAnalyses::all();
  SmallVector<CallBase *, 16> Unsupported;
  for (Function &F : M)
    for (BasicBlock &BB : F)
      for (Instruction &I : BB)
        if (auto *CB = dyn_cast<CallBase>(&I))
          if (auto *IA = dyn_cast<InlineAsm>(CB->getCalledOperand()))
            if (!StringRef(IA->getAsmString()).trim().empty())
              Unsupported.push_back(CB);
  for (CallBase *CB : Unsupported) {
    auto *IA = cast<InlineAsm>(CB->getCalledOperand());
    std::string Op = firstInstruction(IA->getAsmString());
    M.getContext().diagnose(DiagnosticInfoInlineAsm(
        locCookie(*CB), "inline PTX instruction '" + Op + "' is not supported on AMD GPUs yet",
        DS_Error));
    if (!CB->getType()->isVoidTy())
      CB->replaceAllUsesWith(PoisonValue::get(CB->getType()));
    CB->eraseFromParent();
  }
  return Unsupported.empty() ? PreservedAnalyses::all() : PreservedAnalyses::none();
}

} // namespace scale
