// SPDX-License-Identifier: Apache-2.0
//===- ScheduleRegions.cpp - bound the AMDGPU machine scheduler's regions --------------------===//
//
// Why: LLVM's machine schedulers (the GCN pre-RA scheduler and the post-RA one) schedule one
// region at a time, a region being a basic block or the part of one between scheduling
// boundaries, and their cost grows faster than linearly with the region: every pick scans the
// ready queue and compares candidates by register pressure. Unrolled CUDA kernels whose loops
// are full of warp matrix operations make blocks of 10,000+ machine instructions: in ggml's
// mmq-instance-q4_0.cu (m16n8k32 s8 mma.sync, lowered to WMMA on gfx11 with its ds_bpermute
// rearrangements) 85% of the gfx1100 code generation time, 87 of 102 s, was the two schedulers,
// on blocks of 13,000 instructions (bench/compile-time/RESULTS.md). NVIDIA's ptxas compiles the
// same kernels in a fraction of that.
//
// What: after the optimiser (OptimizerLast), every basic block of an AMDGPU function longer than
// BlockLimit IR instructions is cut into pieces by llvm.amdgcn.sched.barrier(0), which
// SIInstrInfo::isSchedulingBoundary treats as a region boundary for both schedulers (and which
// emits no machine instruction). A cut follows the first matrix-unit operation (WMMA, MFMA, SMFMAC)
// once a piece holds Piece instructions, so that a piece is whole matrix multiplies with their
// operand rearrangements; a block without such operations is cut after MaxPiece instructions
// wherever that falls. Pieces keep hundreds of instructions, enough room for the scheduler to hide
// latencies inside them; what it can no longer do is move work across a cut. The limits are
// chosen by measurement (bench/compile-time/RESULTS.md); SCALE_AMD_SCHED_REGION overrides them.
// Blocks of ordinary kernels are far below BlockLimit, so their code does not change.
//===-----------------------------------------------------------------------------------------===//
#include "ScheduleRegions.h"

#include "llvm/IR/Function.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsAMDGPU.h"
#include "llvm/IR/Module.h"
#include "llvm/TargetParser/Triple.h"

#include <cstdio>
#include <cstdlib>

using namespace llvm;

namespace scale {

ScheduleRegionLimits scheduleRegionLimits() {
  ScheduleRegionLimits L;
  const char *Env = std::getenv("SCALE_AMD_SCHED_REGION");
  if (!Env || !*Env)
    return L;
  unsigned V[3] = {0, 0, 0};
  int N = 0, Used = 0;
  const char *P = Env;
  while (N < 3 && std::sscanf(P, "%u%n", &V[N], &Used) == 1) {
    P += Used;
    ++N;
    if (*P != ',')
      break;
    ++P;
  }
  if (N == 0 || *P != '\0' || (N >= 2 && V[1] == 0) || (N == 3 && V[2] < V[1])) {
    static bool Warned = false;
    if (!Warned)
      std::fprintf(stderr,
                   "warning: SCALE_AMD_SCHED_REGION='%s' is not <block>[,<piece>[,<max piece>]] "
                   "(unsigned, piece > 0, max piece >= piece): using %u,%u,%u\n",
                   Env, L.BlockLimit, L.Piece, L.MaxPiece);
    Warned = true;
    return L;
  }
  L.BlockLimit = V[0];
  if (N >= 2)
    L.Piece = V[1];
  L.MaxPiece = N == 3 ? V[2] : 2 * L.Piece;
  return L;
}

namespace {

bool counts(const Instruction &I) {
  return !isa<PHINode>(I) && !I.isDebugOrPseudoInst();
}

bool isMatrixUnitOp(const Instruction &I) {
  const auto *CI = dyn_cast<CallInst>(&I);
  const Function *Callee = CI ? CI->getCalledFunction() : nullptr;
  if (!Callee || !Callee->isIntrinsic())
    return false;
  StringRef Name = Callee->getName();
  return Name.starts_with("llvm.amdgcn.wmma.") || Name.starts_with("llvm.amdgcn.swmmac.") ||
         Name.starts_with("llvm.amdgcn.mfma.") || Name.starts_with("llvm.amdgcn.smfmac.");
}

} // namespace

unsigned splitScheduleRegions(Function &F, const ScheduleRegionLimits &Limits) {
  if (Limits.BlockLimit == 0 || F.isDeclaration())
    return 0;
  unsigned Inserted = 0;
  for (BasicBlock &BB : F) {
    unsigned Size = 0;
    for (const Instruction &I : BB)
      Size += counts(I);
    if (Size <= Limits.BlockLimit)
      continue;
    SmallVector<Instruction *, 32> CutsAfter;
    unsigned Piece = 0, Left = Size;
    for (Instruction &I : BB) {
      if (!counts(I) || I.isTerminator())
        continue;
      ++Piece;
      --Left;
      // A last piece smaller than Piece would only move the boundary, not shorten a region.
      if (Left < Limits.Piece)
        break;
      if ((Piece >= Limits.Piece && isMatrixUnitOp(I)) || Piece >= Limits.MaxPiece) {
        CutsAfter.push_back(&I);
        Piece = 0;
      }
    }
    for (Instruction *I : CutsAfter) {
      IRBuilder<> B(I->getNextNode());
      B.CreateIntrinsic(Intrinsic::amdgcn_sched_barrier, {}, {B.getInt32(0)});
      ++Inserted;
    }
  }
  return Inserted;
}

PreservedAnalyses SplitScheduleRegionsPass::run(Module &M, ModuleAnalysisManager &) {
  if (!Triple(M.getTargetTriple()).isAMDGPU())
    return PreservedAnalyses::all();
  ScheduleRegionLimits Limits = scheduleRegionLimits();
  unsigned Inserted = 0;
  for (Function &F : M)
    Inserted += splitScheduleRegions(F, Limits);
  return Inserted ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace scale
