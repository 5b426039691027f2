// SPDX-License-Identifier: Apache-2.0
//===- AmdgpuHooks.cpp - the PTX lowering's questions answered for AMDGPU --------------------===//
//
// Address spaces: generic 0, global 1, shared (LDS) 3, const 4, local (private) 5.
// Scopes: cta -> "workgroup", gpu and cluster -> "agent", sys -> system.
// Warps (DESIGN.md section 4): on wave32 a warp is the wave; on wave64 (gfx9) each wave holds two
// logical 32-lane warps, so the lane is the low 5 bits of the hardware lane, shuffles stay inside
// the 32-lane half (ds_bpermute with the half's base added) and ballots are the half's 32 bits.
// Block sizes come from the implicit kernel arguments (code object v5+) or the dispatch packet.
// Shared-memory sizes: the dispatch packet's group_segment_size (u32 at byte 28) is what the
// launch allocated for the block, static and dynamic (ROCm CLR's rocvirtual.cpp fills it with
// the kernel's static LDS size plus the launch's dynamic bytes); that is %total_smem_size, and
// %aggr_smem_size too, as AMD GPUs reserve no shared memory of their own. %dynamic_smem_size
// subtracts where the dynamic part begins: the address of an external zero-size LDS variable
// (what `extern __shared__` is), which the backend resolves to the kernel's static size (padded
// to the dynamic alignment) in kernels and, through its per-kernel offset table, in device
// functions too.
// llvm.amdgcn.groupstaticsize is not used: the backend folds it to 0 outside kernels (measured
// with llc-22 on gfx1100 and gfx90a). Sizes are bytes, not rounded to an allocation unit. The
// %reserved_smem_offset_* registers describe NVIDIA's driver-reserved region, which has no AMD
// counterpart; they stay an error naming the register.
//===-----------------------------------------------------------------------------------------===//
#include "Matrix.h"
#include "TargetHooks.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/IntrinsicsAMDGPU.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace scale::ptx {

namespace {

class AmdgpuHooks : public TargetHooks {
public:
  explicit AmdgpuHooks(Function &F) {
    StringRef CPU = F.getFnAttribute("target-cpu").getValueAsString();
    StringRef Features = F.getFnAttribute("target-features").getValueAsString();
    Wave64 = CPU.starts_with("gfx9") || CPU.starts_with("gfx8") || CPU.starts_with("gfx7");
    if (Features.contains("+wavefrontsize64"))
      Wave64 = true;
    if (Features.contains("+wavefrontsize32"))
      Wave64 = false;
    IsGfx9 = CPU.starts_with("gfx9");
    if (auto *MD = mdconst::extract_or_null<ConstantInt>(
            F.getParent()->getModuleFlag("amdhsa_code_object_version")))
      CodeObjectV5 = MD->getZExtValue() >= 500;
  }

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
    case StateSpace::Param:
      return 5;
    }
    return 0;
  }

  SyncScope::ID syncScope(LLVMContext &C, Scope S) const override {
    switch (S) {
    case Scope::CTA:
      return C.getOrInsertSyncScopeID("workgroup");
    case Scope::Cluster:
    case Scope::GPU:
      return C.getOrInsertSyncScopeID("agent");
    case Scope::System:
      return SyncScope::System;
    }
    return SyncScope::System;
  }

  Value *hwLane(IRBuilderBase &B) {
    Value *Lo = B.CreateIntrinsic(Intrinsic::amdgcn_mbcnt_lo, ArrayRef<Type *>(), {B.getInt32(-1), B.getInt32(0)});
    if (!Wave64)
      return Lo;
    return B.CreateIntrinsic(Intrinsic::amdgcn_mbcnt_hi, ArrayRef<Type *>(), {B.getInt32(-1), Lo});
  }

  Value *laneId(IRBuilderBase &B) override {
    Value *L = hwLane(B);
    return Wave64 ? B.CreateAnd(L, 31, "laneid") : L;
  }

  Value *readLane(IRBuilderBase &B, Value *V, Value *SrcLane) override {
    Value *Idx = SrcLane;
    if (Wave64)
      Idx = B.CreateOr(B.CreateAnd(hwLane(B), 32), B.CreateAnd(SrcLane, 31));
    return B.CreateIntrinsic(Intrinsic::amdgcn_ds_bpermute, {},
                             {B.CreateShl(Idx, 2), V});
  }

  Value *ballot(IRBuilderBase &B, Value *Pred) override {
    if (!Wave64)
      return B.CreateIntrinsic(Intrinsic::amdgcn_ballot, {B.getInt32Ty()}, {Pred});
    Value *M = B.CreateIntrinsic(Intrinsic::amdgcn_ballot, {B.getInt64Ty()}, {Pred});
    Value *Shift = B.CreateZExt(B.CreateAnd(hwLane(B), 32), B.getInt64Ty());
    return B.CreateTrunc(B.CreateLShr(M, Shift), B.getInt32Ty());
  }

  void blockBarrier(IRBuilderBase &B) override {
    SyncScope::ID WG = B.getContext().getOrInsertSyncScopeID("workgroup");
    B.CreateFence(AtomicOrdering::Release, WG);
    B.CreateIntrinsic(Intrinsic::amdgcn_s_barrier, ArrayRef<Type *>(), ArrayRef<Value *>());
    B.CreateFence(AtomicOrdering::Acquire, WG);
  }

  void warpBarrier(IRBuilderBase &B) override {
    SyncScope::ID WF = B.getContext().getOrInsertSyncScopeID("wavefront");
    B.CreateFence(AtomicOrdering::Release, WF);
    B.CreateIntrinsic(Intrinsic::amdgcn_wave_barrier, ArrayRef<Type *>(), ArrayRef<Value *>());
    B.CreateFence(AtomicOrdering::Acquire, WF);
  }

  void sleep(IRBuilderBase &B, Value *Ns) override {
    // s_sleep N waits about 64*N clocks; N is an immediate (1..127).
    uint64_t N = 2;
    if (auto *C = dyn_cast<ConstantInt>(Ns))
      N = std::min<uint64_t>(127, std::max<uint64_t>(1, C->getZExtValue() / 64));
    B.CreateIntrinsic(Intrinsic::amdgcn_s_sleep, ArrayRef<Type *>(), {B.getInt32(unsigned(N))});
  }

  bool matrixMultiply(IRBuilderBase &B, const MmaOp &Op, SmallVectorImpl<Value *> &D) override {
    return amdgpuMatrixMultiply(B, *this, Op, D);
  }

  void exitThread(IRBuilderBase &B) override {
    B.CreateIntrinsic(Intrinsic::amdgcn_endpgm, ArrayRef<Type *>(), ArrayRef<Value *>());
  }

  Value *isSpace(IRBuilderBase &B, Value *P, StateSpace S) override {
    Value *Shared = B.CreateIntrinsic(Intrinsic::amdgcn_is_shared, ArrayRef<Type *>(), {P});
    Value *Private = B.CreateIntrinsic(Intrinsic::amdgcn_is_private, ArrayRef<Type *>(), {P});
    switch (S) {
    case StateSpace::Shared:
      return Shared;
    case StateSpace::Local:
      return Private;
    default:
      return B.CreateNot(B.CreateOr(Shared, Private));
    }
  }

  Value *specialReg(IRBuilderBase &B, StringRef Name, char Comp) override {
    unsigned Dim = Comp == 'y' ? 1 : Comp == 'z' ? 2 : 0;
    if (Name == "tid") {
      static const Intrinsic::ID Ids[] = {Intrinsic::amdgcn_workitem_id_x,
                                          Intrinsic::amdgcn_workitem_id_y,
                                          Intrinsic::amdgcn_workitem_id_z};
      return B.CreateIntrinsic(Ids[Dim], ArrayRef<Type *>(), ArrayRef<Value *>());
    }
    if (Name == "ctaid") {
      static const Intrinsic::ID Ids[] = {Intrinsic::amdgcn_workgroup_id_x,
                                          Intrinsic::amdgcn_workgroup_id_y,
                                          Intrinsic::amdgcn_workgroup_id_z};
      return B.CreateIntrinsic(Ids[Dim], ArrayRef<Type *>(), ArrayRef<Value *>());
    }
    if (Name == "ntid")
      return blockDim(B, Dim);
    if (Name == "nctaid")
      return gridDim(B, Dim);
    if (Name == "laneid")
      return laneId(B);
    if (Name == "warpid") {
      Value *Flat = B.CreateAdd(
          specialReg(B, "tid", 'x'),
          B.CreateMul(blockDim(B, 0), B.CreateAdd(specialReg(B, "tid", 'y'),
                                                  B.CreateMul(blockDim(B, 1), specialReg(B, "tid", 'z')))));
      return B.CreateLShr(Flat, 5, "warpid");
    }
    if (Name.starts_with("lanemask_")) {
      Value *Eq = B.CreateShl(B.getInt32(1), laneId(B));
      Value *Lt = B.CreateSub(Eq, B.getInt32(1));
      Value *Le = B.CreateOr(Lt, Eq);
      StringRef K = Name.drop_front(9);
      if (K == "eq")
        return Eq;
      if (K == "lt")
        return Lt;
      if (K == "le")
        return Le;
      if (K == "gt")
        return B.CreateNot(Le);
      if (K == "ge")
        return B.CreateNot(Lt);
      return nullptr;
    }
    if (Name == "clock" || Name == "clock64" || Name == "clock_hi") {
      Value *C = B.CreateIntrinsic(Intrinsic::readcyclecounter, ArrayRef<Type *>(), ArrayRef<Value *>());
      if (Name == "clock64")
        return C;
      return B.CreateTrunc(Name == "clock" ? C : B.CreateLShr(C, 32), B.getInt32Ty());
    }
    if (Name.starts_with("globaltimer")) {
      // The constant-rate counter runs at 100 MHz; %globaltimer counts nanoseconds.
      Value *C = B.CreateMul(B.CreateIntrinsic(Intrinsic::readsteadycounter, ArrayRef<Type *>(), ArrayRef<Value *>()), B.getInt64(10));
      if (Name == "globaltimer")
        return C;
      return B.CreateTrunc(Name == "globaltimer_lo" ? C : B.CreateLShr(C, 32), B.getInt32Ty());
    }
    if (Name == "total_smem_size" || Name == "aggr_smem_size")
      return groupSegmentSize(B);
    if (Name == "dynamic_smem_size")
      return B.CreateSub(groupSegmentSize(B), dynamicLdsOffset(B), "dynamic_smem_size");
    if (Name == "nsmid") // an upper bound of %smid below (PTX: ids need not be contiguous)
      return B.getInt32(256);
    if (Name == "nwarpid") // %warpid below is the warp of the block: 1024 threads / 32
      return B.getInt32(32);
    if (Name == "gridid") // a temporal grid identifier: the dispatch id
      return B.CreateIntrinsic(Intrinsic::amdgcn_dispatch_id, ArrayRef<Type *>(), ArrayRef<Value *>());
    if (Name == "smid") {
      // gfx9 HW_ID: CU_ID[11:8] SH_ID[12] SE_ID[15:13]. gfx10+ HW_ID1: WGP_ID[13:10] SA_ID[16] SE_ID[20:18].
      unsigned Reg = IsGfx9 || Wave64 ? 4 : 23;
      Value *HW = B.CreateIntrinsic(Intrinsic::amdgcn_s_getreg, ArrayRef<Type *>(), {B.getInt32((31 << 11) | Reg)});
      if (Reg == 4)
        return B.CreateAnd(B.CreateLShr(HW, 8), 0xff);
      Value *WGP = B.CreateAnd(B.CreateLShr(HW, 10), 0xf);
      Value *SA = B.CreateShl(B.CreateAnd(B.CreateLShr(HW, 16), 1), 4);
      Value *SE = B.CreateShl(B.CreateAnd(B.CreateLShr(HW, 18), 7), 5);
      return B.CreateOr(B.CreateOr(WGP, SA), SE);
    }
    return nullptr;
  }

private:
  bool Wave64 = false;
  bool IsGfx9 = false;
  bool CodeObjectV5 = true;

  Value *loadImplicit(IRBuilderBase &B, bool Dispatch, unsigned Offset, Type *Ty) {
    Value *Base = B.CreateIntrinsic(Dispatch ? Intrinsic::amdgcn_dispatch_ptr
                                             : Intrinsic::amdgcn_implicitarg_ptr, ArrayRef<Type *>(), ArrayRef<Value *>());
    Value *P = B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), Base, Offset);
    LoadInst *L = B.CreateAlignedLoad(Ty, P, Align(Ty->getPrimitiveSizeInBits() / 8));
    L->setMetadata(LLVMContext::MD_invariant_load, MDNode::get(B.getContext(), {}));
    return L;
  }

  /// Shared memory allocated to the block at launch (static and dynamic), in bytes.
  Value *groupSegmentSize(IRBuilderBase &B) {
    return loadImplicit(B, true, 28, B.getInt32Ty());
  }

  /// Where dynamic shared memory begins: the offset of a zero-size external LDS variable.
  Value *dynamicLdsOffset(IRBuilderBase &B) {
    Module &M = *B.GetInsertBlock()->getModule();
    const char *Name = "__scale_amd_dynamic_smem";
    GlobalVariable *GV = M.getNamedGlobal(Name);
    if (!GV) {
      GV = new GlobalVariable(M, ArrayType::get(B.getInt8Ty(), 0), false,
                              GlobalValue::ExternalLinkage, nullptr, Name, nullptr,
                              GlobalValue::NotThreadLocal, 3);
      GV->setAlignment(Align(1));
    }
    return B.CreatePtrToInt(GV, B.getInt32Ty());
  }

  Value *blockDim(IRBuilderBase &B, unsigned Dim) {
    // v5: hidden_group_size_{x,y,z} (u16) at 12/14/16 of the implicit arguments;
    // v4: workgroup_size_{x,y,z} (u16) at 4/6/8 of the dispatch packet.
    Value *V = CodeObjectV5 ? loadImplicit(B, false, 12 + 2 * Dim, B.getInt16Ty())
                            : loadImplicit(B, true, 4 + 2 * Dim, B.getInt16Ty());
    return B.CreateZExt(V, B.getInt32Ty(), "ntid");
  }

  Value *gridDim(IRBuilderBase &B, unsigned Dim) {
    if (CodeObjectV5) // hidden_block_count_{x,y,z} (u32) at 0/4/8
      return loadImplicit(B, false, 4 * Dim, B.getInt32Ty());
    Value *Grid = loadImplicit(B, true, 12 + 4 * Dim, B.getInt32Ty()); // grid size in work-items
    Value *Block = blockDim(B, Dim);
    return B.CreateUDiv(B.CreateAdd(Grid, B.CreateSub(Block, B.getInt32(1))), Block, "nctaid");
  }
};

} // namespace

std::unique_ptr<TargetHooks> createAmdgpuHooks(Function &F) {
  return std::make_unique<AmdgpuHooks>(F);
}

} // namespace scale::ptx
