// SPDX-License-Identifier: Apache-2.0
//===- Barrier.cpp - PTX bar/barrier (named, counted, .red) and mbarrier objects -------------===//
//
// CTA barriers (PTX ISA 9.7.13.1). AMD GPUs have one hardware barrier per workgroup, so:
//  * bar.sync / barrier.sync with an id and no thread count involves every thread of the CTA:
//    the target's block barrier (fences + s_barrier on AMDGPU), whatever the id;
//  * a thread count (producer/consumer named barriers), bar.arrive/barrier.arrive, and the
//    barrier of a counted bar.red are a software barrier over a module-level array in shared
//    memory that this file creates, `__scale_ptx_barrier_state`: 16 arrival counters, 16
//    generation words, 16 reduction words (one of each per barrier id). Every kernel of the module
//    that can reach the function zeroes the array at its entry (all threads store zero, then a
//    block barrier), since shared memory starts undefined.
//
// The software barrier, for a thread of barrier k expecting N arrivals:
//     g = Gen[k]                                        (read before arriving)
//     old = atomicrmw add Count[k], 1       acq_rel     (arrival: releases this thread's writes)
//     if old == N-1:  atomicrmw sub Count[k], N; atomicrmw add Gen[k], 1  release
//     sync only:  while (load acquire Gen[k] == g) sleep
// The arrival RMWs form a release sequence on Count[k], so the completing thread acquires every
// arrival's writes and publishes them with its release on Gen[k]; a waiter's acquire load of the
// new generation then sees all of them (the memory ordering bar.sync promises among the
// participating threads). The completing branch rejoins before the wait loop, so on a wave the
// completing lane never waits behind its own wave's spinning lanes, and all waves of a workgroup
// are resident, so spinning cannot starve the thread that completes the barrier. Subtracting N
// (rather than storing 0) keeps an early arrival for the next phase (a producer's bar.arrive)
// counted. Counting is per thread: PTX counts warps, which is the same when every thread of the
// participating warps executes the barrier, as .aligned and bar require.
// Limitation (wave64 only): the two 32-thread warps of one wave execute in lockstep, so if one of
// them waits at a counted barrier that the other must arrive at later in divergent code (a
// producer warp and a consumer warp sharing a wave), the wave can spin forever; NVIDIA's
// independent thread scheduling has no such case. Splits at multiples of 64 threads are safe.
//
// bar.red.{popc.u32, and.pred, or.pred}: each thread adds its contribution to Red[k], barrier,
// reads the sum, barrier, subtracts its contribution; and = no false contribution, or = some true.
//
// mbarrier objects (PTX ISA 9.7.13.15), a 64-bit word in shared memory with the layout of our
// cuda_awbarrier.h (__mbarrier_*), so that both can work on one object:
//     bits 20..0  pending arrivals of the current phase     bits 41..21  expected arrivals
//     bits 63..42 phase number (its bit 42 is the PTX phase parity)
// init stores (count << 21 | count); arrive is a cmpxchg loop (release, .cta by default) that
// decrements pending and, reaching zero, reloads it from expected and advances the phase;
// arrive_drop also decrements expected. The state token an arrive returns is the word before its
// arrival (the phase it arrived on, and the pending count; the header's token is only the phase
// number, old >> 42). test_wait/try_wait (acquire) are true once the word's phase differs from
// the token's (or, with .parity, bit 42 from the given parity); try_wait does not wait (PTX lets
// it give up at once; callers loop).
// cp.async.mbarrier.arrive: our cp.async copies are complete when the instruction ends, so the
// default form (pending += 1, then an arrive when the copies are done) changes nothing and
// .noinc is an arrive.
//===-----------------------------------------------------------------------------------------===//
#include "Chapters.h"
#include "MemoryUtil.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace scale::ptx {

namespace {

constexpr unsigned NumBarriers = 16;
enum StateWord { CountWord = 0, GenWord = 1, RedWord = 2 };

bool isKernel(const Function &F) {
  return F.getCallingConv() == CallingConv::AMDGPU_KERNEL ||
         F.getCallingConv() == CallingConv::PTX_Kernel;
}

/// The kernels of the module from which F can be called (F included), through direct calls.
void reachingKernels(Function &F, SmallPtrSetImpl<Function *> &Seen,
                     SmallVectorImpl<Function *> &Kernels) {
  if (!Seen.insert(&F).second)
    return;
  if (isKernel(F))
    Kernels.push_back(&F);
  for (User *U : F.users())
    if (auto *CB = dyn_cast<CallBase>(U))
      if (CB->getCalledOperand() == &F)
        reachingKernels(*CB->getFunction(), Seen, Kernels);
}

/// The barrier state array, zeroed at the entry of every kernel that reaches the current
/// function; nullptr (with an error) if no kernel does.
GlobalVariable *barrierState(Lowerer &L, const Instruction &I) {
  Module &M = L.module();
  unsigned AS = L.T.addrSpace(StateSpace::Shared);
  auto *Ty = ArrayType::get(L.B.getInt32Ty(), 3 * NumBarriers);
  const char *Name = "__scale_ptx_barrier_state";
  auto *GV = M.getNamedGlobal(Name);
  if (!GV) {
    GV = new GlobalVariable(M, Ty, false, GlobalValue::InternalLinkage, UndefValue::get(Ty), Name,
                            nullptr, GlobalValue::NotThreadLocal, AS);
    GV->setAlignment(Align(4));
  }
  SmallPtrSet<Function *, 8> Seen;
  SmallVector<Function *, 4> Kernels;
  reachingKernels(L.function(), Seen, Kernels);
  if (Kernels.empty()) {
    L.fail(I, "'" + I.fullName() +
                  "' needs the kernel that calls this function in the same translation unit (its "
                  "barrier state is set up at kernel entry)");
    return nullptr;
  }
  for (Function *K : Kernels) {
    if (K->hasFnAttribute("scale-ptx-barrier-state"))
      continue;
    K->addFnAttr("scale-ptx-barrier-state");
    BasicBlock &Entry = K->getEntryBlock();
    IRBuilder<> EB(&Entry, Entry.getFirstNonPHIOrDbgOrAlloca());
    EB.CreateMemSet(GV, EB.getInt8(0), M.getDataLayout().getTypeAllocSize(Ty), Align(4));
    L.T.blockBarrier(EB);
  }
  return GV;
}

/// A pointer to word W of barrier Id (i32, any value: taken modulo 16).
Value *stateWord(Lowerer &L, GlobalVariable *GV, StateWord W, Value *Id) {
  IRBuilder<> &B = L.B;
  Value *Idx = B.CreateAdd(B.CreateAnd(Id, NumBarriers - 1), B.getInt32(W * NumBarriers));
  return B.CreateInBoundsGEP(GV->getValueType(), GV, {B.getInt32(0), Idx});
}

/// The software barrier described at the top of the file; Wait is false for bar.arrive.
void softwareBarrier(Lowerer &L, GlobalVariable *GV, Value *Id, Value *N, bool Wait) {
  IRBuilder<> &B = L.B;
  SyncScope::ID WG = L.T.syncScope(L.Ctx, Scope::CTA);
  Align A(4);
  Type *I32 = B.getInt32Ty();
  Value *Count = stateWord(L, GV, CountWord, Id), *Gen = stateWord(L, GV, GenWord, Id);
  LoadInst *G = B.CreateAlignedLoad(I32, Gen, A);
  G->setAtomic(AtomicOrdering::Monotonic, WG);
  Value *Old = B.CreateAtomicRMW(AtomicRMWInst::Add, Count, B.getInt32(1), A,
                                 AtomicOrdering::AcquireRelease, WG);
  BasicBlock *Complete = L.newBlock("ptx.bar.complete"), *Join = L.newBlock("ptx.bar.join");
  B.CreateCondBr(B.CreateICmpEQ(Old, B.CreateSub(N, B.getInt32(1))), Complete, Join);
  B.SetInsertPoint(Complete);
  B.CreateAtomicRMW(AtomicRMWInst::Sub, Count, N, A, AtomicOrdering::Monotonic, WG);
  B.CreateAtomicRMW(AtomicRMWInst::Add, Gen, B.getInt32(1), A, AtomicOrdering::Release, WG);
  B.CreateBr(Join);
  B.SetInsertPoint(Join);
  if (!Wait)
    return;
  BasicBlock *Loop = L.newBlock("ptx.bar.wait"), *Sleep = L.newBlock("ptx.bar.sleep"),
             *Done = L.newBlock("ptx.bar.done");
  B.CreateBr(Loop);
  B.SetInsertPoint(Loop);
  LoadInst *Now = B.CreateAlignedLoad(I32, Gen, A);
  Now->setAtomic(AtomicOrdering::Acquire, WG);
  B.CreateCondBr(B.CreateICmpEQ(Now, G), Sleep, Done);
  B.SetInsertPoint(Sleep);
  L.T.sleep(B, B.getInt32(64));
  B.CreateBr(Loop);
  B.SetInsertPoint(Done);
}

/// Waits at barrier Id with N threads (hardware block barrier when N is null).
bool waitBarrier(Lowerer &L, const Instruction &I, Value *Id, Value *N) {
  if (!N) {
    L.T.blockBarrier(L.B);
    return true;
  }
  GlobalVariable *GV = barrierState(L, I);
  if (!GV)
    return false;
  softwareBarrier(L, GV, Id, N, true);
  return true;
}

bool lowerBarRed(Lowerer &L, const Instruction &I) {
  // bar.red.popc.u32 d, a{, b}, {!}c;  bar.red.{and,or}.pred p, a{, b}, {!}c
  bool Popc = I.has("popc"), And = I.has("and"), Or = I.has("or");
  if (Popc + And + Or != 1 || (Popc ? !I.has("u32") : !I.has("pred")))
    return L.fail(I, "'" + I.fullName() + "': bar.red is .popc.u32, .and.pred or .or.pred");
  if (!L.expectOperands(I, 3, 4))
    return false;
  IRBuilder<> &B = L.B;
  Type *I32 = B.getInt32Ty();
  Value *Id = L.get(I, 1, I32);
  Value *N = I.Ops.size() == 4 ? L.get(I, 2, I32) : nullptr;
  Value *P = L.getPred(I, unsigned(I.Ops.size() - 1));
  if (!Id || !P || (I.Ops.size() == 4 && !N))
    return false;
  GlobalVariable *GV = barrierState(L, I);
  if (!GV)
    return false;
  SyncScope::ID WG = L.T.syncScope(L.Ctx, Scope::CTA);
  Align A(4);
  Value *Mine = B.CreateZExt(And ? B.CreateNot(P) : P, I32);
  Value *Red = stateWord(L, GV, RedWord, Id);
  B.CreateAtomicRMW(AtomicRMWInst::Add, Red, Mine, A, AtomicOrdering::Monotonic, WG);
  if (!waitBarrier(L, I, Id, N))
    return false;
  LoadInst *Sum = B.CreateAlignedLoad(I32, Red, A);
  Sum->setAtomic(AtomicOrdering::Monotonic, WG);
  if (!waitBarrier(L, I, Id, N))
    return false;
  B.CreateAtomicRMW(AtomicRMWInst::Sub, Red, Mine, A, AtomicOrdering::Monotonic, WG);
  if (Popc)
    return L.set(I, 0, Sum);
  Value *Zero = B.CreateICmpEQ(Sum, B.getInt32(0));
  return L.set(I, 0, And ? Zero : B.CreateNot(Zero));
}

} // namespace

bool lowerBar(Lowerer &L, const Instruction &I) {
  if (I.has("warp")) {
    if (!L.expectOperands(I, 1))
      return false;
    L.T.warpBarrier(L.B);
    return true;
  }
  if (I.has("cluster"))
    return L.unsupported(I, "clusters");
  if (I.has("red"))
    return lowerBarRed(L, I);
  bool Arrive = I.has("arrive");
  if (!Arrive && !I.has("sync") && !(I.Opcode == "barrier" && I.Mods.empty()))
    return L.unsupported(I);
  if (!L.expectOperands(I, Arrive ? 2 : 1, 2))
    return false;
  IRBuilder<> &B = L.B;
  Value *Id = L.get(I, 0, B.getInt32Ty());
  if (!Id)
    return false;
  if (I.Ops.size() == 1) // every thread of the CTA
    return waitBarrier(L, I, Id, nullptr);
  Value *N = L.get(I, 1, B.getInt32Ty());
  if (!N)
    return false;
  GlobalVariable *GV = barrierState(L, I);
  if (!GV)
    return false;
  softwareBarrier(L, GV, Id, N, !Arrive);
  return true;
}

// ---- mbarrier ----------------------------------------------------------------------------

namespace {

constexpr unsigned ExpectedShift = 21, PhaseShift = 42;
constexpr uint64_t PendingMask = (uint64_t(1) << ExpectedShift) - 1;
constexpr uint64_t PhaseOne = uint64_t(1) << PhaseShift;

/// The address of the mbarrier object (operand N): shared unless the instruction says nothing.
Value *mbarrierAddress(Lowerer &L, const Instruction &I, unsigned N) {
  StateSpace S = stateSpace(I);
  if (S != StateSpace::Shared && S != StateSpace::Generic) {
    L.fail(I, "an mbarrier object lives in shared memory");
    return nullptr;
  }
  return L.address(I, N, S);
}

/// Arrives Count times on the mbarrier at Ptr (Drop: also leaves it), completing the phase when
/// Complete; returns the state token.
Value *mbarrierArrive(Lowerer &L, const Instruction &I, Value *Ptr, Value *Count, bool Drop,
                      bool Complete) {
  IRBuilder<> &B = L.B;
  Type *I64 = B.getInt64Ty();
  AtomicOrdering O = ordering(I, AtomicOrdering::Release);
  if (O == AtomicOrdering::Acquire) // not a PTX form; keep the arrive a release
    O = AtomicOrdering::AcquireRelease;
  SyncScope::ID SS = L.T.syncScope(L.Ctx, I.has("cluster") ? Scope::Cluster : Scope::CTA);
  Align A(8);
  Value *C = B.CreateZExt(Count, I64);
  LoadInst *First = B.CreateAlignedLoad(I64, Ptr, A);
  First->setAtomic(AtomicOrdering::Monotonic, SS);
  BasicBlock *Pre = B.GetInsertBlock(), *Loop = L.newBlock("ptx.mbar.arrive"),
             *Done = L.newBlock("ptx.mbar.arrived");
  B.CreateBr(Loop);
  B.SetInsertPoint(Loop);
  PHINode *Old = B.CreatePHI(I64, 2);
  Old->addIncoming(First, Pre);
  Value *Pending = B.CreateSub(B.CreateAnd(Old, PendingMask), C);
  Value *Rest = B.CreateAnd(Old, ~PendingMask);
  if (Drop)
    Rest = B.CreateSub(Rest, B.CreateShl(C, ExpectedShift));
  Value *New = B.CreateOr(Rest, B.CreateAnd(Pending, PendingMask));
  if (Complete) {
    // The phase completes: pending becomes expected and the phase advances.
    Value *Expected = B.CreateAnd(B.CreateLShr(Rest, ExpectedShift), PendingMask);
    Value *Next = B.CreateOr(B.CreateAdd(Rest, B.getInt64(PhaseOne)), Expected);
    New = B.CreateSelect(B.CreateICmpEQ(Pending, B.getInt64(0)), Next, New);
  }
  AtomicOrdering Fail = O == AtomicOrdering::Release ? AtomicOrdering::Monotonic
                        : O == AtomicOrdering::AcquireRelease ? AtomicOrdering::Acquire
                                                              : O;
  Value *Pair = B.CreateAtomicCmpXchg(Ptr, Old, New, A, O, Fail, SS);
  Value *Seen = B.CreateExtractValue(Pair, 0);
  Old->addIncoming(Seen, Loop);
  B.CreateCondBr(B.CreateExtractValue(Pair, 1), Done, Loop);
  B.SetInsertPoint(Done);
  return Old; // the state before the arrival (PTX: the phase prior to the arrive-on)
}

} // namespace

bool lowerMbarrier(Lowerer &L, const Instruction &I) {
  IRBuilder<> &B = L.B;
  Type *I64 = B.getInt64Ty(), *I32 = B.getInt32Ty();
  Align A(8);
  if (I.Opcode == "cp") { // cp.async.mbarrier.arrive{.noinc}{.shared{::cta}}.b64 [addr]
    if (!L.expectOperands(I, 1))
      return false;
    Value *Ptr = mbarrierAddress(L, I, 0);
    if (!Ptr)
      return false;
    if (I.has("noinc"))
      mbarrierArrive(L, I, Ptr, B.getInt32(1), false, true);
    return true;
  }
  if (I.Mods.empty())
    return L.unsupported(I);
  StringRef What = I.Mods[0];
  if (I.has("expect_tx") || I.has("complete_tx") || What == "expect_tx" || What == "complete_tx")
    return L.unsupported(I, "transaction counts (sm_90)");
  if (What == "init") { // mbarrier.init{.shared{::cta}}.b64 [addr], count
    if (!L.expectOperands(I, 2))
      return false;
    Value *Ptr = mbarrierAddress(L, I, 0);
    Value *N = L.get(I, 1, I32);
    if (!Ptr || !N)
      return false;
    Value *C = B.CreateZExt(B.CreateAnd(N, PendingMask), I64);
    B.CreateAlignedStore(B.CreateOr(B.CreateShl(C, ExpectedShift), C), Ptr, A);
    return true;
  }
  if (What == "inval") {
    if (!L.expectOperands(I, 1))
      return false;
    Value *Ptr = mbarrierAddress(L, I, 0);
    if (!Ptr)
      return false;
    B.CreateAlignedStore(B.getInt64(0), Ptr, A);
    return true;
  }
  if (What == "arrive" || What == "arrive_drop") {
    // mbarrier.arrive{.noComplete}{.sem}{.scope}{.shared{::cta}}.b64 state, [addr]{, count}
    // (the state may be the sink '_')
    if (!L.expectOperands(I, 2, 3))
      return false;
    Value *Ptr = mbarrierAddress(L, I, 1);
    Value *N = I.Ops.size() == 3 ? L.get(I, 2, I32) : B.getInt32(1);
    if (!Ptr || !N)
      return false;
    Value *State = mbarrierArrive(L, I, Ptr, N, What == "arrive_drop", !I.has("noComplete"));
    return L.set(I, 0, State);
  }
  if (What == "test_wait" || What == "try_wait") {
    // mbarrier.{test,try}_wait{.parity}{.sem}{.scope}{.shared{::cta}}.b64 p, [addr], state{, t}
    if (!L.expectOperands(I, 3, 4))
      return false;
    Value *Ptr = mbarrierAddress(L, I, 1);
    if (!Ptr)
      return false;
    bool ByParity = I.has("parity");
    Value *Want = ByParity ? L.get(I, 2, I32) : L.get(I, 2, I64);
    if (!Want)
      return false;
    if (I.Ops.size() == 4 && !L.get(I, 3, I32)) // the suspend-time hint
      return false;
    AtomicOrdering O = ordering(I, AtomicOrdering::Acquire);
    if (O != AtomicOrdering::Monotonic)
      O = AtomicOrdering::Acquire;
    LoadInst *W = B.CreateAlignedLoad(I64, Ptr, A);
    W->setAtomic(O, L.T.syncScope(L.Ctx, I.has("cluster") ? Scope::Cluster : Scope::CTA));
    Value *Phase = B.CreateLShr(W, PhaseShift);
    if (ByParity) // the phase of that parity is complete once the current parity differs
      return L.set(I, 0, B.CreateICmpNE(B.CreateTrunc(Phase, B.getInt1Ty()),
                                        B.CreateTrunc(Want, B.getInt1Ty())));
    return L.set(I, 0, B.CreateICmpNE(Phase, B.CreateLShr(Want, PhaseShift)));
  }
  if (What == "pending_count") { // mbarrier.pending_count.b64 count, state
    if (!L.expectOperands(I, 2))
      return false;
    Value *S = L.get(I, 1, I64);
    return S && L.set(I, 0, B.CreateTrunc(B.CreateAnd(S, PendingMask), I32));
  }
  return L.unsupported(I);
}

} // namespace scale::ptx
