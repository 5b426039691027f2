// SPDX-License-Identifier: Apache-2.0
//===- Memory.cpp - PTX ISA "Data Movement and Conversion Instructions": mov, ld, st, cp ------===//
//
//  * mov copies registers, immediates and special registers; a vector operand on either side
//    packs or unpacks (mov.b64 %0, {%1, %2}: %1 is the low half);
//  * ld/st: the state space picks the address space; .volatile is a volatile access;
//    .relaxed/.acquire/.release with a scope are atomic accesses with that ordering and sync
//    scope; vectors (.v2/.v4) are one vector access at the vector's natural alignment; narrow
//    types (.u8, .s16, ...) extend into (or truncate from) the wider register by signedness;
//    cache operators (.ca .cg .cs .lu .cv .nc, .L1::*, .L2::*) are performance hints and ignored;
//    .param accesses exist in PTX modules only, on the parameter variables of ModuleLowering.cpp;
//  * cp.async is done synchronously (load then store, zero fill up to cp-size), so commit_group
//    and wait_group have nothing left to wait for;
//  * prefetch and createpolicy have no effect (createpolicy yields a 64-bit 0).
//===-----------------------------------------------------------------------------------------===//
#include "Chapters.h"
#include "MemoryUtil.h"

#include "llvm/IR/Intrinsics.h"

using namespace llvm;

namespace scale::ptx {

StateSpace stateSpace(const Instruction &I) {
  for (const std::string &M : I.Mods) {
    StringRef S(M);
    if (S == "global")
      return StateSpace::Global;
    if (S == "shared" || S == "shared::cta")
      return StateSpace::Shared;
    if (S == "local")
      return StateSpace::Local;
    if (S == "const")
      return StateSpace::Const;
    if (S.starts_with("param"))
      return StateSpace::Param;
  }
  return StateSpace::Generic;
}

Scope scope(const Instruction &I) {
  if (I.has("cta"))
    return Scope::CTA;
  if (I.has("cluster"))
    return Scope::Cluster;
  if (I.has("sys"))
    return Scope::System;
  return Scope::GPU;
}

AtomicOrdering ordering(const Instruction &I, AtomicOrdering Default) {
  if (I.has("relaxed"))
    return AtomicOrdering::Monotonic;
  if (I.has("acquire"))
    return AtomicOrdering::Acquire;
  if (I.has("release"))
    return AtomicOrdering::Release;
  if (I.has("acq_rel"))
    return AtomicOrdering::AcquireRelease;
  if (I.has("sc"))
    return AtomicOrdering::SequentiallyConsistent;
  return Default;
}

bool lowerMov(Lowerer &L, const Instruction &I) {
  auto Op = L.operands(I, 2);
  return Op && L.set(I, 0, Op->Src[0], Op->Ty.isSigned());
}

static uint64_t DataLayoutAlign(Lowerer &L, Type *T) {
  return L.DL.getTypeStoreSize(T).getFixedValue();
}

static unsigned vectorWidth(const Instruction &I) {
  for (const char *V : {"v2", "v4", "v8"})
    if (I.has(V))
      return unsigned(V[1] - '0');
  return 1;
}

/// Common checks of ld/st: type, vector shape, state space; \p ValueOp is the register side.
static bool memoryShape(Lowerer &L, const Instruction &I, unsigned ValueOp, PtxType &Ty, unsigned &N,
                        StateSpace &Space) {
  auto T = L.type(I);
  if (!T)
    return false;
  Ty = *T;
  if (Ty.K == PtxType::Pred)
    return L.fail(I, "'" + I.fullName() + "': predicates cannot be loaded or stored");
  N = vectorWidth(I);
  Space = stateSpace(I);
  if (Space == StateSpace::Param && !L.symbols()) // parameters exist in PTX modules only
    return L.unsupported(I, "the .param state space");
  if (I.Ops.size() < 2 || I.Ops.size() > 3)
    return L.expectOperands(I, 2);
  const std::vector<Operand> *Elems = L.vectorElems(I, ValueOp);
  if (N > 1 && (!Elems || Elems->size() != N))
    return L.fail(I.Ops[ValueOp].Pos, "'" + I.fullName() + "' needs a vector of " + std::to_string(N) + " registers");
  if (N == 1 && Elems)
    return L.fail(I.Ops[ValueOp].Pos, "a vector operand needs .v2 or .v4");
  return true;
}

static void setAtomic(Lowerer &L, const Instruction &I, llvm::Instruction *Access, bool IsLoad, bool &Bad) {
  AtomicOrdering O = ordering(I, AtomicOrdering::NotAtomic);
  Bad = false;
  if (I.has("volatile") || I.has("mmio")) {
    if (auto *LI = dyn_cast<LoadInst>(Access))
      LI->setVolatile(true);
    else
      cast<StoreInst>(Access)->setVolatile(true);
  }
  if (O == AtomicOrdering::NotAtomic)
    return;
  if ((IsLoad && O == AtomicOrdering::Release) || (!IsLoad && O == AtomicOrdering::Acquire)) {
    Bad = true;
    return;
  }
  SyncScope::ID SS = L.T.syncScope(L.Ctx, scope(I));
  if (auto *LI = dyn_cast<LoadInst>(Access))
    LI->setAtomic(O, SS);
  else
    cast<StoreInst>(Access)->setAtomic(O, SS);
}

bool lowerLd(Lowerer &L, const Instruction &I) {
  PtxType Ty;
  unsigned N;
  StateSpace Space;
  if (!memoryShape(L, I, 0, Ty, N, Space))
    return false;
  IRBuilder<> &B = L.B;
  Type *ET = L.irType(Ty);
  Value *Ptr = L.address(I, 1, Space);
  if (!Ptr)
    return false;
  Type *LT = N > 1 ? FixedVectorType::get(ET, N) : ET;
  if (N > 1 && ordering(I, AtomicOrdering::NotAtomic) != AtomicOrdering::NotAtomic) {
    // The memory model treats a vector access as scalar accesses in an unspecified order: one
    // atomic load per element, each with the instruction's ordering and scope.
    const std::vector<Operand> &Elems = *L.vectorElems(I, 0);
    for (unsigned K = 0; K < N; ++K) {
      LoadInst *E = B.CreateAlignedLoad(ET, B.CreateConstGEP1_32(ET, Ptr, K), Align(DataLayoutAlign(L, ET)));
      bool Bad;
      setAtomic(L, I, E, true, Bad);
      if (Bad)
        return L.fail(I, "a load cannot have .release semantics");
      if (!L.set(Elems[K], E, Ty.isSigned()))
        return false;
    }
    return true;
  }
  LoadInst *Ld = B.CreateAlignedLoad(LT, Ptr, Align(DataLayoutAlign(L, LT)));
  bool Bad;
  setAtomic(L, I, Ld, true, Bad);
  if (Bad)
    return L.fail(I, "a load cannot have .release semantics");
  if (N == 1)
    return L.set(I, 0, Ld, Ty.isSigned());
  const std::vector<Operand> &Elems = *L.vectorElems(I, 0);
  for (unsigned K = 0; K < N; ++K)
    if (!L.set(Elems[K], B.CreateExtractElement(Ld, uint64_t(K)), Ty.isSigned()))
      return false;
  return true;
}



bool lowerSt(Lowerer &L, const Instruction &I) {
  PtxType Ty;
  unsigned N;
  StateSpace Space;
  if (!memoryShape(L, I, 1, Ty, N, Space))
    return false;
  IRBuilder<> &B = L.B;
  Type *ET = L.irType(Ty);
  Value *Ptr = L.address(I, 0, Space);
  if (!Ptr)
    return false;
  Value *V;
  if (N == 1) {
    V = L.get(I, 1, ET, Ty.isSigned());
  } else {
    const std::vector<Operand> &Elems = *L.vectorElems(I, 1);
    if (ordering(I, AtomicOrdering::NotAtomic) != AtomicOrdering::NotAtomic) {
      // One atomic store per element (see lowerLd).
      for (unsigned K = 0; K < N; ++K) {
        Value *E = L.get(Elems[K], ET, Ty.isSigned());
        if (!E)
          return false;
        StoreInst *St = B.CreateAlignedStore(E, B.CreateConstGEP1_32(ET, Ptr, K), Align(DataLayoutAlign(L, ET)));
        bool Bad;
        setAtomic(L, I, St, false, Bad);
        if (Bad)
          return L.fail(I, "a store cannot have .acquire semantics");
      }
      return true;
    }
    V = PoisonValue::get(FixedVectorType::get(ET, N));
    for (unsigned K = 0; K < N; ++K) {
      Value *E = L.get(Elems[K], ET, Ty.isSigned());
      if (!E)
        return false;
      V = B.CreateInsertElement(V, E, uint64_t(K));
    }
  }
  if (!V)
    return false;
  StoreInst *St = B.CreateAlignedStore(V, Ptr, Align(DataLayoutAlign(L, V->getType())));
  bool Bad;
  setAtomic(L, I, St, false, Bad);
  if (Bad)
    return L.fail(I, "a store cannot have .acquire semantics");
  return true;
}

bool lowerNop(Lowerer &, const Instruction &) { return true; }

bool lowerCreatepolicy(Lowerer &L, const Instruction &I) {
  if (I.Ops.empty())
    return L.expectOperands(I, 1, 3);
  return L.set(I, 0, L.B.getInt64(0));
}

bool lowerCpAsync(Lowerer &L, const Instruction &I) {
  if (I.Mods.empty() || I.Mods[0] != "async" || I.Mods.size() < 2)
    return L.unsupported(I);
  StringRef What = I.Mods[1];
  if (What == "mbarrier")
    return lowerMbarrier(L, I);
  if (What == "commit_group" || What == "wait_group" || What == "wait_all")
    return true; // the copies below are already complete
  if ((What != "ca" && What != "cg") || I.has("bulk"))
    return L.unsupported(I);
  if (!L.expectOperands(I, 3, 5))
    return false;
  auto Size = L.constant(I, 2);
  if (!Size || (*Size != 4 && *Size != 8 && *Size != 16))
    return L.fail(I.Ops[2].Pos, "the cp-size of cp.async must be 4, 8 or 16");
  IRBuilder<> &B = L.B;
  Value *Dst = L.address(I, 0, StateSpace::Shared);
  Value *Src = L.address(I, 1, StateSpace::Global);
  if (!Dst || !Src)
    return false;
  Align A(*Size);
  if (I.Ops.size() == 3 || (L.constant(I, 3) && *L.constant(I, 3) >= *Size)) {
    Type *T = B.getIntNTy(unsigned(*Size * 8));
    B.CreateAlignedStore(B.CreateAlignedLoad(T, Src, A), Dst, A);
    return true;
  }
  // src-size < cp-size: copy src-size bytes, zero the rest.
  Value *SrcSize = L.get(I, 3, B.getInt64Ty());
  if (!SrcSize)
    return false;
  SrcSize = B.CreateBinaryIntrinsic(Intrinsic::umin, SrcSize, B.getInt64(*Size));
  B.CreateMemSet(Dst, B.getInt8(0), *Size, A);
  B.CreateMemCpy(Dst, A, Src, A, SrcSize);
  return true;
}

} // namespace scale::ptx
