// SPDX-License-Identifier: Apache-2.0
//===- Warp.cpp - PTX warp-level instructions: shfl, vote, activemask, match, redux, elect ----===//
//
// Every warp instruction keeps 32-lane semantics and 32-bit masks (DESIGN.md section 4); the
// target hooks give the logical lane, a read from another lane, and the 32-bit ballot.
//  * shfl (PTX ISA 9.7.8.6): c packs the clamp value (c[4:0]) and the segment mask (c[12:8]);
//    j is computed per mode, an out-of-range j reads the own lane and clears the predicate;
//  * vote.{all,any,uni} and ballot count only the active lanes of membermask;
//  * match and redux walk the 32 lanes in a loop (uniform trip count), reading each lane once;
//  * the membermask is not a convergence requirement on AMD: lanes execute in lock step.
//===-----------------------------------------------------------------------------------------===//
#include "Chapters.h"

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/IR/Intrinsics.h"

using namespace llvm;

namespace scale::ptx {

bool lowerShfl(Lowerer &L, const Instruction &I) {
  bool Sync = I.has("sync");
  if (!L.expectOperands(I, Sync ? 5 : 4, Sync ? 5 : 4))
    return false;
  const char *Mode = I.has("up") ? "up" : I.has("down") ? "down" : I.has("bfly") ? "bfly" : I.has("idx") ? "idx" : nullptr;
  if (!Mode)
    return L.fail(I, "shfl needs one of .up .down .bfly .idx");
  IRBuilder<> &B = L.B;
  Type *I32 = B.getInt32Ty();
  Value *A = L.get(I, 1, I32), *Bv = L.get(I, 2, I32), *C = L.get(I, 3, I32);
  if (!A || !Bv || !C)
    return false;
  Value *Lane = L.T.laneId(B);
  Value *BVal = B.CreateAnd(Bv, 31);
  Value *CVal = B.CreateAnd(C, 31);
  Value *Seg = B.CreateAnd(B.CreateLShr(C, 8), 31);
  Value *MinLane = B.CreateAnd(Lane, Seg);
  Value *MaxLane = B.CreateOr(MinLane, B.CreateAnd(CVal, B.CreateNot(Seg)));
  Value *J, *PVal;
  switch (Mode[0]) {
  case 'u':
    J = B.CreateSub(Lane, BVal);
    PVal = B.CreateICmpSGE(J, MaxLane);
    break;
  case 'd':
    J = B.CreateAdd(Lane, BVal);
    PVal = B.CreateICmpSLE(J, MaxLane);
    break;
  case 'b':
    J = B.CreateXor(Lane, BVal);
    PVal = B.CreateICmpSLE(J, MaxLane);
    break;
  default:
    J = B.CreateOr(MinLane, B.CreateAnd(BVal, B.CreateNot(Seg)));
    PVal = B.CreateICmpSLE(J, MaxLane);
    break;
  }
  J = B.CreateSelect(PVal, J, Lane);
  Value *D = L.T.readLane(B, A, J);
  const Operand &Dst = I.Ops[0];
  if (Dst.K == Operand::PredPair)
    return L.set(Dst.Elems[0], D) && L.set(Dst.Elems[1], PVal);
  return L.set(Dst, D);
}

/// The lanes that take part: active and in membermask (operand N, when present).
static Value *participants(Lowerer &L, const Instruction &I, unsigned N) {
  Value *Active = L.T.ballot(L.B, L.B.getTrue());
  if (N >= I.Ops.size())
    return Active;
  Value *M = L.get(I, N, L.B.getInt32Ty());
  return M ? L.B.CreateAnd(Active, M) : nullptr;
}

bool lowerVote(Lowerer &L, const Instruction &I) {
  bool Sync = I.has("sync");
  if (!L.expectOperands(I, Sync ? 3 : 2, Sync ? 3 : 2))
    return false;
  IRBuilder<> &B = L.B;
  Value *P = L.getPred(I, 1);
  Value *Mask = participants(L, I, 2);
  if (!P || !Mask)
    return false;
  Value *Ballot = B.CreateAnd(L.T.ballot(B, P), Mask);
  if (I.has("ballot"))
    return L.set(I, 0, Ballot);
  Value *Any = B.CreateICmpNE(Ballot, B.getInt32(0));
  Value *All = B.CreateICmpEQ(Ballot, Mask);
  if (I.has("all"))
    return L.set(I, 0, All);
  if (I.has("any"))
    return L.set(I, 0, Any);
  if (I.has("uni"))
    return L.set(I, 0, B.CreateOr(All, B.CreateNot(Any)));
  return L.fail(I, "vote needs one of .all .any .uni .ballot");
}

bool lowerActivemask(Lowerer &L, const Instruction &I) {
  if (!L.expectOperands(I, 1))
    return false;
  return L.set(I, 0, L.T.ballot(L.B, L.B.getTrue()));
}

/// for (lane = 0; lane < 32; ++lane) Acc = Body(lane, Acc); as an IR loop. Returns the final Acc.
static Value *laneLoop(Lowerer &L, Value *Init, function_ref<Value *(Value *Lane, Value *Acc)> Body) {
  IRBuilder<> &B = L.B;
  BasicBlock *Pre = B.GetInsertBlock();
  BasicBlock *Loop = L.newBlock("ptx.lanes");
  BasicBlock *Exit = L.newBlock("ptx.lanes.end");
  B.CreateBr(Loop);
  B.SetInsertPoint(Loop);
  PHINode *Lane = B.CreatePHI(B.getInt32Ty(), 2, "lane");
  PHINode *Acc = B.CreatePHI(Init->getType(), 2, "acc");
  Lane->addIncoming(B.getInt32(0), Pre);
  Acc->addIncoming(Init, Pre);
  Value *Next = Body(Lane, Acc);
  Value *LaneNext = B.CreateAdd(Lane, B.getInt32(1));
  BasicBlock *Latch = B.GetInsertBlock();
  Lane->addIncoming(LaneNext, Latch);
  Acc->addIncoming(Next, Latch);
  B.CreateCondBr(B.CreateICmpEQ(LaneNext, B.getInt32(32)), Exit, Loop);
  B.SetInsertPoint(Exit);
  PHINode *Out = B.CreatePHI(Init->getType(), 1);
  Out->addIncoming(Next, Latch);
  return Out;
}

static Value *laneBit(IRBuilder<> &B, Value *Mask, Value *Lane) {
  return B.CreateTrunc(B.CreateLShr(Mask, Lane), B.getInt1Ty());
}

/// V (i32 or i64) as held by Lane.
static Value *readWide(Lowerer &L, Value *V, Value *Lane) {
  IRBuilder<> &B = L.B;
  if (V->getType()->isIntegerTy(32))
    return L.T.readLane(B, V, Lane);
  Value *Lo = L.T.readLane(B, B.CreateTrunc(V, B.getInt32Ty()), Lane);
  Value *Hi = L.T.readLane(B, B.CreateTrunc(B.CreateLShr(V, 32), B.getInt32Ty()), Lane);
  return B.CreateOr(B.CreateShl(B.CreateZExt(Hi, B.getInt64Ty()), 32), B.CreateZExt(Lo, B.getInt64Ty()));
}

bool lowerMatch(Lowerer &L, const Instruction &I) {
  auto Op = L.operands(I, 3, 1, /*Signed=*/false);
  if (!Op)
    return false;
  if (Op->Ty.Width != 32 && Op->Ty.Width != 64)
    return L.fail(I, "match needs .b32 or .b64");
  IRBuilder<> &B = L.B;
  Value *A = Op->Src[0];
  Value *Mask = participants(L, I, 2);
  if (!Mask)
    return false;
  Value *Same = laneLoop(L, B.getInt32(0), [&](Value *Lane, Value *Acc) {
    Value *Eq = B.CreateAnd(B.CreateICmpEQ(readWide(L, A, Lane), A), laneBit(B, Mask, Lane));
    return B.CreateOr(Acc, B.CreateShl(B.CreateZExt(Eq, B.getInt32Ty()), Lane));
  });
  const Operand &Dst = I.Ops[0];
  if (I.has("any"))
    return L.set(Dst, Same);
  if (!I.has("all"))
    return L.fail(I, "match needs .any or .all");
  Value *All = B.CreateICmpEQ(Same, Mask);
  Value *D = B.CreateSelect(All, Mask, B.getInt32(0));
  if (Dst.K == Operand::PredPair)
    return L.set(Dst.Elems[0], D) && L.set(Dst.Elems[1], All);
  return L.set(Dst, D);
}

bool lowerRedux(Lowerer &L, const Instruction &I) {
  auto Op = L.operands(I, 3, 1, /*Signed=*/false);
  if (!Op)
    return false;
  if (Op->Ty.isFloat() || Op->Ty.Width != 32)
    return L.unsupported(I, "redux on ." + Op->Ty.Name);
  IRBuilder<> &B = L.B;
  Type *I32 = B.getInt32Ty();
  Value *A = Op->Src[0];
  Value *Mask = participants(L, I, 2);
  if (!Mask)
    return false;
  bool S = Op->Ty.isSigned();
  llvm::Instruction::BinaryOps Bin = llvm::Instruction::Add;
  Intrinsic::ID MinMax = Intrinsic::not_intrinsic;
  uint64_t Identity = 0;
  if (I.has("add")) {
  } else if (I.has("and")) {
    Bin = llvm::Instruction::And;
    Identity = ~uint64_t(0);
  } else if (I.has("or")) {
    Bin = llvm::Instruction::Or;
  } else if (I.has("xor")) {
    Bin = llvm::Instruction::Xor;
  } else if (I.has("min")) {
    MinMax = S ? Intrinsic::smin : Intrinsic::umin;
    Identity = S ? 0x7fffffff : 0xffffffff;
  } else if (I.has("max")) {
    MinMax = S ? Intrinsic::smax : Intrinsic::umax;
    Identity = S ? 0x80000000 : 0;
  } else {
    return L.fail(I, "redux needs one of .add .min .max .and .or .xor");
  }
  Value *R = laneLoop(L, B.getInt32(uint32_t(Identity)), [&](Value *Lane, Value *Acc) {
    Value *V = L.T.readLane(B, A, Lane);
    Value *New = MinMax != Intrinsic::not_intrinsic ? B.CreateBinaryIntrinsic(MinMax, Acc, V)
                                                   : B.CreateBinOp(Bin, Acc, V);
    return B.CreateSelect(laneBit(B, Mask, Lane), New, Acc);
  });
  return L.set(I, 0, R);
}

bool lowerElect(Lowerer &L, const Instruction &I) {
  if (!L.expectOperands(I, 2))
    return false;
  IRBuilder<> &B = L.B;
  Value *Mask = participants(L, I, 1);
  if (!Mask)
    return false;
  Value *Leader = B.CreateBinaryIntrinsic(Intrinsic::cttz, Mask, B.getTrue());
  Value *IsLeader = B.CreateICmpEQ(L.T.laneId(B), Leader);
  const Operand &Dst = I.Ops[0];
  if (Dst.K == Operand::PredPair)
    return L.set(Dst.Elems[0], Leader) && L.set(Dst.Elems[1], IsLeader);
  return L.set(Dst, IsLeader);
}

} // namespace scale::ptx
