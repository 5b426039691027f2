// SPDX-License-Identifier: Apache-2.0
//===- InlineCarryHelpers.cpp - carry-flag helpers are inlined before PTX is lowered --------===//
//
// Bignum code (ZK provers, CGBN-style libraries, hashcat) wraps each carry instruction in a
// small device function, `add_cc(a, b)`, `addc_cc(a, b)`, `madc_hi(a, b, c)`, and chains calls
// to them: the carry flag an `add_cc` call leaves is read by the next `addc_cc` call. That works
// with nvcc because it inlines them (they are marked __forceinline__ or are small), so that one
// hardware CC register runs through the caller. Our lowering gives each function its own flag
// (a function-local i1), so the flag must travel by inlining too: before anything is lowered,
// every direct call to a function whose asm touches the flag is inlined into its caller, to a
// fixpoint (a helper calling a helper), and such functions left without uses are dropped (an
// `addc_cc` never called alone would otherwise be reported for reading a flag it never set).
// `__noinline__` functions are left alone: nvcc does not inline them either, and the carry check
// of InlinePtxPass reports a flag read after a call that may change it.
//===-----------------------------------------------------------------------------------------===//
#include "InlineCarryHelpers.h"
#include "CarryUse.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/Utils/Cloning.h"

using namespace llvm;

namespace scale {
namespace {

bool touchesCarry(const Function &F) {
  for (const BasicBlock &BB : F)
    for (const Instruction &I : BB)
      if (auto *CB = dyn_cast<CallBase>(&I))
        if (auto *IA = dyn_cast<InlineAsm>(CB->getCalledOperand()))
          if (carryUseOfAsm(IA->getAsmString()).touches())
            return true;
  return false;
}

bool isHelper(const Function &F) {
  return !F.isDeclaration() && !F.hasFnAttribute(Attribute::NoInline) &&
         F.getCallingConv() != CallingConv::AMDGPU_KERNEL &&
         F.getCallingConv() != CallingConv::PTX_Kernel && touchesCarry(F);
}

} // namespace

bool inlineCarryHelpers(Module &M) {
  bool Changed = false;
  // Each round inlines the helpers' current bodies; a caller that received carry code becomes a
  // helper of its own callers in the next round. Recursion stops it (a call to itself is skipped).
  for (unsigned Round = 0; Round < 16; ++Round) {
    SmallVector<CallBase *, 16> Calls;
    for (Function &F : M)
      if (isHelper(F))
        for (User *U : F.users())
          if (auto *CB = dyn_cast<CallBase>(U))
            if (CB->getCalledFunction() == &F && CB->getFunction() != &F)
              Calls.push_back(CB);
    if (Calls.empty())
      break;
    bool Inlined = false;
    SmallPtrSet<Function *, 8> Callees;
    for (CallBase *CB : Calls) {
      Function *Callee = CB->getCalledFunction();
      InlineFunctionInfo IFI;
      if (InlineFunction(*CB, IFI).isSuccess()) {
        Inlined = Changed = true;
        Callees.insert(Callee);
      }
    }
    // Erased after the round: a dead helper's body may hold calls collected above.
    for (Function *F : Callees)
      if (F->use_empty() && F->isDiscardableIfUnused())
        F->eraseFromParent();
    if (!Inlined)
      break;
  }
  return Changed;
}

} // namespace scale
