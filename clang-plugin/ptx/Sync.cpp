// SPDX-License-Identifier: Apache-2.0
//===- Sync.cpp - PTX ISA "Parallel Synchronization and Communication Instructions" ----------===//
//
//  * bar/barrier (named barriers, counts, .red) and mbarrier objects are in Barrier.cpp;
//  * membar.{cta,gl,sys} and fence.{sc,acq_rel}.scope are LLVM fences with the target's sync
//    scope; fence.proxy.* orders proxies that AMD does not have: a compiler-only fence;
//  * atom/red are atomicrmw/cmpxchg with the given ordering (relaxed when absent) and scope
//    (.gpu when absent); inc/dec are uinc_wrap/udec_wrap, which is PTX's definition.
//===-----------------------------------------------------------------------------------------===//
#include "Chapters.h"
#include "MemoryUtil.h"

using namespace llvm;

namespace scale::ptx {

bool lowerFence(Lowerer &L, const Instruction &I) {
  if (!L.expectOperands(I, 0))
    return false;
  IRBuilder<> &B = L.B;
  if (I.Opcode == "membar") {
    Scope S = I.has("cta") ? Scope::CTA : I.has("sys") ? Scope::System : Scope::GPU;
    if (!I.has("cta") && !I.has("gl") && !I.has("sys"))
      return L.fail(I, "membar needs .cta, .gl or .sys");
    B.CreateFence(AtomicOrdering::SequentiallyConsistent, L.T.syncScope(L.Ctx, S));
    return true;
  }
  if (!I.Mods.empty() && StringRef(I.Mods[0]).starts_with("proxy")) {
    B.CreateFence(AtomicOrdering::SequentiallyConsistent, SyncScope::SingleThread);
    return true;
  }
  if (I.has("mbarrier_init") || I.has("op_restrict"))
    return L.unsupported(I);
  AtomicOrdering O = ordering(I, AtomicOrdering::SequentiallyConsistent);
  if (O != AtomicOrdering::SequentiallyConsistent && O != AtomicOrdering::AcquireRelease)
    return L.fail(I, "fence needs .sc or .acq_rel");
  B.CreateFence(O, L.T.syncScope(L.Ctx, scope(I)));
  return true;
}

bool lowerAtom(Lowerer &L, const Instruction &I) {
  bool Red = I.Opcode == "red";
  auto Ty = L.type(I);
  if (!Ty)
    return false;
  if (I.has("v2") || I.has("v4") || I.has("v8"))
    return L.unsupported(I, "vector atomics");
  bool Cas = I.has("cas");
  unsigned Base = Red ? 0 : 1;
  if (!L.expectOperands(I, Base + (Cas ? 3 : 2), Base + (Cas ? 3 : 2) + 1)) // + cache policy
    return false;
  StateSpace Space = stateSpace(I);
  if (Space != StateSpace::Generic && Space != StateSpace::Global && Space != StateSpace::Shared)
    return L.fail(I, "atomics need a .global, .shared or generic address");
  IRBuilder<> &B = L.B;
  Type *T = L.irType(*Ty);
  bool S = Ty->isSigned(), F = Ty->isFloat();
  if (Ty->Lanes > 1)
    return L.unsupported(I, "packed atomics");
  Value *Ptr = L.address(I, Base, Space);
  Value *V = L.get(I, Base + 1, T, S);
  if (!Ptr || !V)
    return false;
  AtomicOrdering O = ordering(I, AtomicOrdering::Monotonic);
  SyncScope::ID SS = L.T.syncScope(L.Ctx, scope(I));
  Align A(L.DL.getTypeStoreSize(T).getFixedValue());
  Value *Old;
  if (Cas) {
    Value *New = L.get(I, Base + 2, T, S);
    if (!New)
      return false;
    if (F) { // compare and swap the bits
      Type *IT = B.getIntNTy(Ty->Width);
      V = B.CreateBitCast(V, IT);
      New = B.CreateBitCast(New, IT);
    }
    AtomicOrdering Fail = O == AtomicOrdering::AcquireRelease ? AtomicOrdering::Acquire
                          : O == AtomicOrdering::Release      ? AtomicOrdering::Monotonic
                                                              : O;
    Old = B.CreateExtractValue(B.CreateAtomicCmpXchg(Ptr, V, New, A, O, Fail, SS), 0);
  } else {
    AtomicRMWInst::BinOp Op;
    if (I.has("add"))
      Op = F ? AtomicRMWInst::FAdd : AtomicRMWInst::Add;
    else if (I.has("exch"))
      Op = AtomicRMWInst::Xchg;
    else if (I.has("min"))
      Op = F ? AtomicRMWInst::FMin : S ? AtomicRMWInst::Min : AtomicRMWInst::UMin;
    else if (I.has("max"))
      Op = F ? AtomicRMWInst::FMax : S ? AtomicRMWInst::Max : AtomicRMWInst::UMax;
    else if (I.has("and") && !F)
      Op = AtomicRMWInst::And;
    else if (I.has("or") && !F)
      Op = AtomicRMWInst::Or;
    else if (I.has("xor") && !F)
      Op = AtomicRMWInst::Xor;
    else if (I.has("inc") && !F)
      Op = AtomicRMWInst::UIncWrap;
    else if (I.has("dec") && !F)
      Op = AtomicRMWInst::UDecWrap;
    else
      return L.fail(I, "'" + I.fullName() + "': no atomic operation valid for ." + Ty->Name);
    Old = B.CreateAtomicRMW(Op, Ptr, V, A, O, SS);
  }
  if (Red)
    return true;
  return L.set(I, 0, Old, S);
}

} // namespace scale::ptx
