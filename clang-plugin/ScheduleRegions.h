// SPDX-License-Identifier: Apache-2.0
//===- ScheduleRegions.h - bound the AMDGPU machine scheduler's regions ----------------------===//
//
// See ScheduleRegions.cpp.
//===-----------------------------------------------------------------------------------------===//
#ifndef SCALE_AMD_SCHEDULE_REGIONS_H
#define SCALE_AMD_SCHEDULE_REGIONS_H

#include "llvm/IR/PassManager.h"

namespace scale {

/// Where SplitScheduleRegionsPass cuts a basic block.
struct ScheduleRegionLimits {
  /// Blocks with at most this many instructions are left alone (0: the pass does nothing).
  unsigned BlockLimit = 2000;
  /// A cut follows the first matrix-unit operation once a piece has this many instructions...
  unsigned Piece = 400;
  /// ...or any instruction once it has this many (a block without matrix operations).
  unsigned MaxPiece = 800;
};

/// The limits in effect: the defaults, or SCALE_AMD_SCHED_REGION="<block>[,<piece>[,<max>]]"
/// ("0" turns the pass off).
ScheduleRegionLimits scheduleRegionLimits();

/// Cuts every basic block of an AMDGPU function that is longer than Limits.BlockLimit into
/// pieces separated by llvm.amdgcn.sched.barrier(0), which the AMDGPU backend treats as a
/// scheduling-region boundary. Returns the number of barriers inserted.
unsigned splitScheduleRegions(llvm::Function &F, const ScheduleRegionLimits &Limits);

struct SplitScheduleRegionsPass : llvm::PassInfoMixin<SplitScheduleRegionsPass> {
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

} // namespace scale

#endif
