// SPDX-License-Identifier: Apache-2.0
//===- TargetHooks.h - what the PTX lowering asks of the target ------------------------------===//
//
// The lowering of an instruction is target-independent LLVM IR except for a few questions only
// the target can answer: address-space numbers, synchronization-scope names, special registers,
// the lane of a thread in its (logical, 32-lane) warp, reading a value from another lane, a
// ballot, barriers. AMDGPU answers them (AmdgpuHooks.cpp) for the product; NVPTX answers them
// (NvptxHooks.cpp) so that the execution-verification route A runs the lowered PTX on an NVIDIA
// GPU against nvcc's result (test/exec/README.md).
//===-----------------------------------------------------------------------------------------===//
#ifndef SCALE_AMD_PTX_TARGETHOOKS_H
#define SCALE_AMD_PTX_TARGETHOOKS_H

#include "llvm/ADT/FloatingPointMode.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/IR/IRBuilder.h"

#include <memory>

namespace scale::ptx {

struct MmaOp;
enum class StateSpace { Generic, Global, Shared, Local, Const, Param };
enum class Scope { CTA, Cluster, GPU, System };

class TargetHooks {
public:
  virtual ~TargetHooks();
  virtual unsigned addrSpace(StateSpace S) const = 0;
  virtual llvm::SyncScope::ID syncScope(llvm::LLVMContext &C, Scope S) const = 0;
  /// The value of %%Name (Component 'x'/'y'/'z' or 0) with PTX's type, or nullptr if unknown.
  virtual llvm::Value *specialReg(llvm::IRBuilderBase &B, llvm::StringRef Name, char Component) = 0;
  /// The lane of this thread in its 32-lane logical warp (i32 0..31).
  virtual llvm::Value *laneId(llvm::IRBuilderBase &B) = 0;
  /// V (i32) as held by logical lane SrcLane (i32 0..31) of this thread's warp.
  virtual llvm::Value *readLane(llvm::IRBuilderBase &B, llvm::Value *V, llvm::Value *SrcLane) = 0;
  /// The same, for an instruction that all 32 lanes of the warp execute together (the
  /// .sync.aligned matrix instructions: ldmatrix, stmatrix, movmatrix, mma). AMD waves run in lock
  /// step, so by default it is readLane; on NVIDIA a warp may be split by earlier divergence
  /// (independent thread scheduling) and %activemask then names only part of it, so NvptxHooks
  /// reads with the full mask, which reconverges the warp as the PTX instruction does.
  virtual llvm::Value *readLaneAligned(llvm::IRBuilderBase &B, llvm::Value *V, llvm::Value *SrcLane) {
    return readLane(B, V, SrcLane);
  }
  /// The 32-bit mask of the lanes of this warp that are active and have Pred (i1) set.
  virtual llvm::Value *ballot(llvm::IRBuilderBase &B, llvm::Value *Pred) = 0;
  virtual void blockBarrier(llvm::IRBuilderBase &B) = 0;
  virtual void warpBarrier(llvm::IRBuilderBase &B) = 0;
  virtual void sleep(llvm::IRBuilderBase &B, llvm::Value *Nanoseconds) = 0;
  /// Ends the thread; the caller adds the unreachable terminator.
  virtual void exitThread(llvm::IRBuilderBase &B) = 0;
  /// i1: is the generic pointer P in state space S?
  virtual llvm::Value *isSpace(llvm::IRBuilderBase &B, llvm::Value *P, StateSpace S) = 0;

  // Operations with a generic LLVM form that not every backend selects (TargetHooks.cpp has the
  // generic form; a target overrides what its backend lacks).
  /// log2(X) with lg2.approx's accuracy (X: float or a vector of float).
  virtual llvm::Value *log2Approx(llvm::IRBuilderBase &B, llvm::Value *X);
  /// X narrowed to DT with the directed rounding mode RM, or nullptr if the target cannot.
  virtual llvm::Value *fptruncRound(llvm::IRBuilderBase &B, llvm::Value *X, llvm::Type *DT,
                                    llvm::RoundingMode RM);
  /// A * C rounded to nearest even, which later passes and the target's assembler must not contract
  /// into an fma (exact-rounding code depends on it). Default: an fmul without fast-math flags.
  virtual llvm::Value *mulRoundedNearest(llvm::IRBuilderBase &B, llvm::Value *A, llvm::Value *C);
  /// A compiler-only memory barrier (an asm's "memory" clobber): no access moves across it.
  virtual void compilerBarrier(llvm::IRBuilderBase &B);
  /// One warp-wide mma on the target's matrix unit (Matrix.h): fills D and returns true, or
  /// returns false (the default, defined in Matrix.cpp) and Matrix.cpp computes D portably.
  virtual bool matrixMultiply(llvm::IRBuilderBase &B, const MmaOp &Op,
                              llvm::SmallVectorImpl<llvm::Value *> &D);
};

/// Hooks for the AMDGPU function F (its target-cpu decides wave32 or wave64).
std::unique_ptr<TargetHooks> createAmdgpuHooks(llvm::Function &F);
/// Hooks for an NVPTX function (verification tooling: the lowering run on an NVIDIA GPU).
std::unique_ptr<TargetHooks> createNvptxHooks(llvm::Function &F);

} // namespace scale::ptx

#endif
