// SPDX-License-Identifier: Apache-2.0
//===- InlinePtxPass.cpp - inline PTX in AMD device code becomes LLVM IR ---------------------===//
//
// Inline asm in CUDA device code is PTX. The AMDGPU backend cannot assemble it and would fail with
// "invalid instruction" far from the user's code (DESIGN.md section 5). This pass runs first in the
// pipeline (PipelineStart, at every -O level) on AMDGPU modules, so the IR it produces is
// optimized with the code around it. On NVPTX modules (route A of the execution verification,
// `nvcc --lower-inline-ptx -arch=sm_XX`) the same lowering runs with the NVPTX target hooks, so
// the PTX that reaches ptxas is ours; host modules are never touched. For each function:
//  0. functions whose PTX touches the carry flag are inlined into their callers
//     (InlineCarryHelpers.cpp: bignum code chains add_cc()/addc_cc() helpers);
//  1. every asm call is parsed (ptx/PtxParser); an asm whose text is only whitespace is an
//     optimisation barrier valid on every target and stays as it is;
//  2. the carry flag is checked: an asm that reads CC.CF (addc, subc, madc) before writing it must
//     be reached, on every path, from an asm that wrote it, with no call in between that may
//     change the flag (the flag is a function-local variable: a callee's .cc instructions would
//     not reach it, while nvcc, inlining the callee, would see them). Calls to functions without
//     .cc instructions, such as the accessors behind threadIdx.x, leave it alone;
//  3. each asm is lowered (ptx/Lowering) in place of the call.
// Whatever cannot be parsed or lowered is an error through LLVMContext::diagnose at the source
// line of the asm statement (its !srcloc cookie; one cookie per line of a multi-line asm string)
// with the column inside the asm string, and the call is removed so that the backend never sees
// PTX. Nothing here calls report_fatal_error on user input.
//===-----------------------------------------------------------------------------------------===//
#include "InlinePtxPass.h"
#include "CarryUse.h"
#include "InlineCarryHelpers.h"
#include "ptx/Lowering.h"
#include "ptx/PtxParser.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/TargetParser/Triple.h"

using namespace llvm;

namespace scale {

namespace {

struct AsmInfo {
  CallBase *Call = nullptr;
  ptx::Program Prog;
  bool Parsed = false;
  bool ReadsCarryFirst = false; ///< reads CC.CF before any write in this asm
  bool WritesCarry = false;
};

uint64_t locCookie(const CallBase &CB, unsigned Line) {
  if (const MDNode *Loc = CB.getMetadata("srcloc")) {
    unsigned N = Loc->getNumOperands();
    if (N > 0) {
      unsigned K = Line >= 1 && Line <= N ? Line - 1 : 0;
      if (auto *C = mdconst::dyn_extract<ConstantInt>(Loc->getOperand(K)))
        return C->getZExtValue();
    }
  }
  return 0;
}

void report(const CallBase &CB, unsigned Pos, const std::string &Msg) {
  StringRef Text = cast<InlineAsm>(CB.getCalledOperand())->getAsmString();
  ptx::TextLoc L = ptx::locate(Text, Pos, ptx::Dialect::LLVMIR);
  std::string Full = Msg + " (inline PTX column " + std::to_string(L.Column) + ")";
  CB.getContext().diagnose(DiagnosticInfoInlineAsm(locCookie(CB, L.Line), Full, DS_Error));
}

void removeCall(CallBase &CB) {
  if (!CB.getType()->isVoidTy())
    CB.replaceAllUsesWith(PoisonValue::get(CB.getType()));
  CB.eraseFromParent();
}

void carryUse(AsmInfo &A) {
  CarryUse U = carryUseOf(A.Prog);
  A.ReadsCarryFirst = U.ReadsFirst;
  A.WritesCarry = U.Writes;
}

/// Which functions of \p M may execute PTX that writes the carry flag when called, so that the
/// caller's flag after the call is not the one before it (nvcc inlines most device functions; the
/// flag then holds what the callee's last .cc instruction left). A definition writes it when its
/// own asm does or when a function it calls directly may (indirect calls may); declarations other
/// than intrinsics and the AMD device libraries (which hold no PTX) may come from another
/// translation unit (-rdc) and are assumed to write it. Propagated over the call graph to a
/// fixpoint, so recursion (f -> g -> f) is answered like any other path.
DenseMap<const Function *, bool> carryWriters(Module &M) {
  DenseMap<const Function *, bool> W;
  DenseMap<const Function *, SmallVector<const Function *, 4>> Callees;
  for (const Function &F : M) {
    bool R = false;
    if (F.isDeclaration()) {
      StringRef N = F.getName();
      R = !F.isIntrinsic() && !N.starts_with("__ocml_") && !N.starts_with("__ockl_") &&
          !N.starts_with("__oclc_") && !N.starts_with("__builtin_");
    } else {
      for (const BasicBlock &BB : F)
        for (const Instruction &I : BB)
          if (auto *CB = dyn_cast<CallBase>(&I)) {
            if (auto *IA = dyn_cast<InlineAsm>(CB->getCalledOperand()))
              R |= carryUseOfAsm(IA->getAsmString()).Writes;
            else if (isa<IntrinsicInst>(CB))
              continue;
            else if (const Function *Callee = CB->getCalledFunction())
              Callees[&F].push_back(Callee);
            else
              R = true; // an indirect call
          }
    }
    W[&F] = R;
  }
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (auto &[F, Cs] : Callees) {
      bool &R = W[F];
      if (R)
        continue;
      for (const Function *C : Cs)
        if (W.lookup(C)) {
          R = Changed = true;
          break;
        }
    }
  }
  return W;
}

/// A call between a carry write and its read that may change the flag (see carryWriters).
bool clobbersCarry(const Instruction &I, const DenseMap<const Function *, bool> &Writers) {
  auto *CB = dyn_cast<CallBase>(&I);
  if (!CB || CB->isInlineAsm() || isa<IntrinsicInst>(CB))
    return false;
  const Function *F = CB->getCalledFunction();
  return !F || Writers.lookup(F);
}

/// Checks that every path to \p A (which reads the carry first) passes an asm writing it after
/// the last call. Returns an empty string or the error.
std::string checkCarry(const AsmInfo &A, const DenseMap<const CallBase *, const AsmInfo *> &Infos,
                       const DenseMap<const Function *, bool> &Writers) {
  SmallVector<std::pair<BasicBlock *, BasicBlock::reverse_iterator>, 8> Work;
  SmallPtrSet<BasicBlock *, 16> Seen;
  BasicBlock *Start = A.Call->getParent();
  Work.push_back({Start, std::next(A.Call->getReverseIterator())});
  while (!Work.empty()) {
    auto [BB, It] = Work.pop_back_val();
    bool Found = false;
    for (; It != BB->rend(); ++It) {
      if (auto *CB = dyn_cast<CallBase>(&*It)) {
        auto F = Infos.find(CB);
        if (F != Infos.end() && F->second->WritesCarry) {
          Found = true;
          break;
        }
      }
      if (clobbersCarry(*It, Writers))
        return "the carry flag (CC.CF) is read after a call to a function that may change it "
               "(it contains .cc instructions or is not defined here)";
    }
    if (Found)
      continue;
    if (pred_empty(BB))
      return "the carry flag (CC.CF) is read but no earlier asm statement of this function sets it";
    for (BasicBlock *P : predecessors(BB))
      if (Seen.insert(P).second)
        Work.push_back({P, P->rbegin()});
  }
  return "";
}


bool lowerFunction(Function &F, unsigned &Uid, const DenseMap<const Function *, bool> &CarryWriters) {
  std::vector<AsmInfo> Asms;
  for (BasicBlock &BB : F)
    for (Instruction &I : BB)
      if (auto *CB = dyn_cast<CallBase>(&I))
        if (auto *IA = dyn_cast<InlineAsm>(CB->getCalledOperand()))
          if (!isTargetNeutralAsm(IA->getAsmString())) {
            AsmInfo A;
            A.Call = CB;
            Asms.push_back(std::move(A));
          }
  if (Asms.empty())
    return false;
  DenseMap<const CallBase *, const AsmInfo *> Infos;
  std::vector<CallBase *> Failed;
  for (AsmInfo &A : Asms) {
    auto *IA = cast<InlineAsm>(A.Call->getCalledOperand());
    ptx::ParseOptions Opts;
    Opts.D = ptx::Dialect::LLVMIR;
    Opts.UniqueId = Uid++;
    ptx::ParseError Err;
    if (!ptx::parsePtx(IA->getAsmString(), Opts, A.Prog, Err)) {
      report(*A.Call, Err.Pos, Err.Msg);
      Failed.push_back(A.Call);
      continue;
    }
    A.Parsed = true;
    carryUse(A);
    Infos[A.Call] = &A;
  }
  for (AsmInfo &A : Asms)
    if (A.Parsed && A.ReadsCarryFirst) {
      std::string E = checkCarry(A, Infos, CarryWriters);
      if (!E.empty()) {
        unsigned Pos = 0;
        for (const ptx::Statement &S : A.Prog.Stmts)
          if (S.K == ptx::Statement::Instr &&
              (S.I.Opcode == "addc" || S.I.Opcode == "subc" || S.I.Opcode == "madc")) {
            Pos = S.I.Pos;
            break;
          }
        report(*A.Call, Pos, E);
        A.Parsed = false;
        Failed.push_back(A.Call);
      }
    }
  std::unique_ptr<ptx::TargetHooks> Hooks = Triple(F.getParent()->getTargetTriple()).isNVPTX()
                                                ? ptx::createNvptxHooks(F)
                                                : ptx::createAmdgpuHooks(F);
  ptx::FunctionState FS;
  for (AsmInfo &A : Asms) {
    if (!A.Parsed)
      continue;
    CallBase &CB = *A.Call;
    auto *IA = cast<InlineAsm>(CB.getCalledOperand());
    bool HasStatements = false;
    for (const ptx::Statement &S : A.Prog.Stmts)
      HasStatements |= S.K != ptx::Statement::ScopeOpen && S.K != ptx::Statement::ScopeClose;
    if (!HasStatements && CB.getType()->isVoidTy()) {
      // Only comments: keep the call as an empty asm (a compiler barrier with its clobbers).
      CB.setCalledOperand(InlineAsm::get(IA->getFunctionType(), "", IA->getConstraintString(),
                                         IA->hasSideEffects()));
      continue;
    }
    bool MemoryClobber = StringRef(IA->getConstraintString()).contains("~{memory}");
    if (MemoryClobber) { // "memory": no memory access moves across the asm
      IRBuilder<> Before(&CB);
      Hooks->compilerBarrier(Before);
    }
    Instruction *After = CB.getNextNode();
    ptx::Lowerer L(CB, *Hooks, FS);
    ptx::LowerError Err;
    if (!L.run(A.Prog, Err)) {
      report(CB, Err.Pos, Err.Msg);
      Failed.push_back(&CB);
      continue;
    }
    if (MemoryClobber) {
      IRBuilder<> AfterB(After);
      Hooks->compilerBarrier(AfterB);
    }
  }
  for (CallBase *CB : Failed)
    removeCall(*CB);
  return true;
}

} // namespace

bool lowerInlinePtx(Module &M) {
  Triple T(M.getTargetTriple());
  if (!T.isAMDGPU() && !T.isNVPTX())
    return false;
  // Functions whose PTX reads or writes the carry flag are inlined first, as nvcc does, so that
  // one flag runs through the caller (InlineCarryHelpers.cpp).
  bool Changed = inlineCarryHelpers(M);
  unsigned Uid = 0;
  // Which functions may change the carry flag, decided on the asm as written, before any of it
  // is lowered.
  DenseMap<const Function *, bool> CarryWriters = carryWriters(M);
  for (Function &F : M)
    if (!F.isDeclaration())
      Changed |= lowerFunction(F, Uid, CarryWriters);
  return Changed;
}

PreservedAnalyses InlinePtxPass::run(Module &M, ModuleAnalysisManager &) {
  return lowerInlinePtx(M) ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace scale
