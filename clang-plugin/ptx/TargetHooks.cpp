// SPDX-License-Identifier: Apache-2.0
//===- TargetHooks.cpp - the generic forms of the overridable target operations ---------------===//
//
// What AMDGPU selects directly; NvptxHooks.cpp overrides what the NVPTX backend cannot select
// (llvm.log2, llvm.fptrunc.round, single-thread fences).
//===-----------------------------------------------------------------------------------------===//
#include "TargetHooks.h"

#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/Metadata.h"

using namespace llvm;

namespace scale::ptx {

Value *TargetHooks::log2Approx(IRBuilderBase &B, Value *X) {
  Value *R = B.CreateUnaryIntrinsic(Intrinsic::log2, X);
  cast<llvm::Instruction>(R)->setHasApproxFunc(true);
  return R;
}

Value *TargetHooks::fptruncRound(IRBuilderBase &B, Value *X, Type *DT, RoundingMode RM) {
  if (!DT->isHalfTy() || !X->getType()->isFloatTy())
    return nullptr;
  LLVMContext &C = B.getContext();
  Value *Mode = MetadataAsValue::get(C, MDString::get(C, convertRoundingModeToStr(RM).value()));
  return B.CreateIntrinsic(Intrinsic::fptrunc_round, {DT, X->getType()}, {X, Mode});
}

Value *TargetHooks::mulRoundedNearest(IRBuilderBase &B, Value *A, Value *C) {
  return B.CreateFMul(A, C);
}

void TargetHooks::compilerBarrier(IRBuilderBase &B) {
  B.CreateFence(AtomicOrdering::SequentiallyConsistent, SyncScope::SingleThread);
}

} // namespace scale::ptx
