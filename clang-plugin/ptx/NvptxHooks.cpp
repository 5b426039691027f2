// SPDX-License-Identifier: Apache-2.0
//===- NvptxHooks.cpp - the PTX lowering's questions answered for NVPTX ----------------------===//
//
// Verification tooling (issue 8, route A): the same lowering that runs for AMD GPUs runs on an
// nvptx64 module, so that its result can execute on an NVIDIA GPU and be compared with what nvcc
// makes of the original asm. Every answer is the NVVM intrinsic or LLVM construct that means
// exactly what the PTX instruction means, so a difference on the GPU is a lowering bug:
//  * address spaces: generic 0, global 1, shared 3, const 4, local 5, param 101;
//  * scopes: cta -> "block", cluster -> "cluster", gpu -> "device", sys -> system;
//  * special registers: llvm.nvvm.read.ptx.sreg.<name>[.<x|y|z>] (clock_hi, globaltimer_hi:
//    the high halves of the 64-bit counters; the *_smem_size intrinsics keep their underscores);
//  * a warp is the hardware warp: %laneid, shfl.sync.idx and vote.sync.ballot over the lanes that
//    are active (llvm.nvvm.activemask), which is what the AMD hooks do in lock step;
//  * barriers: barrier.cta.sync.aligned.all 0 and bar.warp.sync over the active lanes;
//  * what the NVPTX backend cannot select from the generic IR: lg2.approx (llvm.nvvm.lg2.approx.f),
//    f32 -> f16/bf16 with .rz (llvm.nvvm.ff2f16x2.rz / f2bf16.rz; .rm/.rp have no NVVM form and
//    are reported unsupported), and the "memory" clobber, which stays an empty asm with that
//    clobber (NVPTX has no single-thread fence; the empty asm emits no PTX instruction).
//===-----------------------------------------------------------------------------------------===//
#include "TargetHooks.h"

#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Module.h"

#include <algorithm>

using namespace llvm;

namespace scale::ptx {

namespace {

class NvptxHooks : public TargetHooks {
public:
  unsigned addrSpace(StateSpace S) const override {
    switch (S) {
    case StateSpace::Generic:
      return 0;
    case StateSpace::Global:
      return 1;
    case StateSpace::Shared:
      return 3;
    case StateSpace::Const:
      return 4;
    case StateSpace::Local:
      return 5;
    case StateSpace::Param:
      return 101;
    }
    return 0;
  }

  SyncScope::ID syncScope(LLVMContext &C, Scope S) const override {
    switch (S) {
    case Scope::CTA:
      return C.getOrInsertSyncScopeID("block");
    case Scope::Cluster:
      return C.getOrInsertSyncScopeID("cluster");
    case Scope::GPU:
      return C.getOrInsertSyncScopeID("device");
    case Scope::System:
      return SyncScope::System;
    }
    return SyncScope::System;
  }

  Value *laneId(IRBuilderBase &B) override { return sreg(B, "laneid"); }

  Value *readLane(IRBuilderBase &B, Value *V, Value *SrcLane) override {
    return B.CreateIntrinsic(Intrinsic::nvvm_shfl_sync_idx_i32, ArrayRef<Type *>(),
                             {activeMask(B), V, SrcLane, B.getInt32(31)});
  }

  Value *readLaneAligned(IRBuilderBase &B, Value *V, Value *SrcLane) override {
    return B.CreateIntrinsic(Intrinsic::nvvm_shfl_sync_idx_i32, ArrayRef<Type *>(),
                             {B.getInt32(~0u), V, SrcLane, B.getInt32(31)});
  }

  Value *ballot(IRBuilderBase &B, Value *Pred) override {
    return B.CreateIntrinsic(Intrinsic::nvvm_vote_ballot_sync, ArrayRef<Type *>(),
                             {activeMask(B), Pred});
  }

  void blockBarrier(IRBuilderBase &B) override {
    B.CreateIntrinsic(Intrinsic::nvvm_barrier_cta_sync_aligned_all, ArrayRef<Type *>(),
                      {B.getInt32(0)});
  }

  void warpBarrier(IRBuilderBase &B) override {
    B.CreateIntrinsic(Intrinsic::nvvm_bar_warp_sync, ArrayRef<Type *>(), {activeMask(B)});
  }

  void sleep(IRBuilderBase &B, Value *Ns) override {
    B.CreateIntrinsic(Intrinsic::nvvm_nanosleep, ArrayRef<Type *>(),
                      {B.CreateZExtOrTrunc(Ns, B.getInt32Ty())});
  }

  void exitThread(IRBuilderBase &B) override {
    B.CreateIntrinsic(Intrinsic::nvvm_exit, ArrayRef<Type *>(), ArrayRef<Value *>());
  }

  Value *isSpace(IRBuilderBase &B, Value *P, StateSpace S) override {
    Intrinsic::ID Id = Intrinsic::nvvm_isspacep_global;
    if (S == StateSpace::Shared)
      Id = Intrinsic::nvvm_isspacep_shared;
    else if (S == StateSpace::Local)
      Id = Intrinsic::nvvm_isspacep_local;
    else if (S == StateSpace::Const)
      Id = Intrinsic::nvvm_isspacep_const;
    return B.CreateIntrinsic(Id, ArrayRef<Type *>(), {P});
  }

  Value *specialReg(IRBuilderBase &B, StringRef Name, char Comp) override {
    if (Name == "clock_hi")
      return B.CreateTrunc(B.CreateLShr(sreg(B, "clock64"), 32), B.getInt32Ty());
    if (Name == "globaltimer_hi")
      return B.CreateTrunc(B.CreateLShr(sreg(B, "globaltimer"), 32), B.getInt32Ty());
    if (Name.ends_with("_smem_size")) // NVVM spells these with '_', the others with '.'
      return sreg(B, Name);
    std::string Full = Name.str();
    std::replace(Full.begin(), Full.end(), '_', '.'); // lanemask_lt -> lanemask.lt
    if (Comp)
      Full += std::string(".") + Comp;
    if (Value *V = sreg(B, Full))
      return V;
    // Registers NVVM has no intrinsic for (%reserved_smem_offset_*, which NVIDIA's own
    // cooperative_groups headers read): the PTX register itself, through inline asm.
    if (Name.starts_with("reserved_smem_offset_") && !Comp) {
      auto *FT = FunctionType::get(B.getInt32Ty(), false);
      return B.CreateCall(InlineAsm::get(FT, "mov.u32 $0, %" + Name.str() + ";", "=r", false), {});
    }
    return nullptr;
  }

  Value *log2Approx(IRBuilderBase &B, Value *X) override {
    if (!X->getType()->isFloatTy())
      return TargetHooks::log2Approx(B, X);
    return B.CreateIntrinsic(Intrinsic::nvvm_lg2_approx_f, ArrayRef<Type *>(), {X});
  }

  /// A plain fmul becomes `mul.f64` when fp-contraction is on, which ptxas may fuse with an add;
  /// `mul.rn` is never fused.
  Value *mulRoundedNearest(IRBuilderBase &B, Value *A, Value *C) override {
    Type *T = A->getType();
    if (!T->isFloatTy() && !T->isDoubleTy())
      return B.CreateFMul(A, C);
    return B.CreateIntrinsic(T->isDoubleTy() ? Intrinsic::nvvm_mul_rn_d : Intrinsic::nvvm_mul_rn_f, {},
                             {A, C});
  }
  Value *fptruncRound(IRBuilderBase &B, Value *X, Type *DT, RoundingMode RM) override {
    if (RM != RoundingMode::TowardZero || !X->getType()->isFloatTy())
      return nullptr;
    if (DT->isBFloatTy())
      return B.CreateIntrinsic(Intrinsic::nvvm_f2bf16_rz, ArrayRef<Type *>(), {X});
    if (!DT->isHalfTy())
      return nullptr;
    Value *Pair = B.CreateIntrinsic(Intrinsic::nvvm_ff2f16x2_rz, ArrayRef<Type *>(), {X, X});
    return B.CreateExtractElement(Pair, uint64_t(0));
  }

  void compilerBarrier(IRBuilderBase &B) override {
    auto *Ty = FunctionType::get(B.getVoidTy(), false);
    B.CreateCall(InlineAsm::get(Ty, "", "~{memory}", /*hasSideEffects=*/true));
  }

private:
  Value *activeMask(IRBuilderBase &B) {
    return B.CreateIntrinsic(Intrinsic::nvvm_activemask, ArrayRef<Type *>(), ArrayRef<Value *>());
  }

  /// llvm.nvvm.read.ptx.sreg.<Name>, or nullptr when NVVM has no such register.
  Value *sreg(IRBuilderBase &B, StringRef Name) {
    std::string Id = "llvm.nvvm.read.ptx.sreg." + Name.str();
    Intrinsic::ID IID = Intrinsic::lookupIntrinsicID(Id);
    if (IID == Intrinsic::not_intrinsic)
      return nullptr;
    return B.CreateIntrinsic(IID, ArrayRef<Type *>(), ArrayRef<Value *>());
  }
};

} // namespace

std::unique_ptr<TargetHooks> createNvptxHooks(Function &) {
  return std::make_unique<NvptxHooks>();
}

} // namespace scale::ptx
