// SPDX-License-Identifier: Apache-2.0
//===- MatrixQuadPair.cpp - mma.sync.aligned.m8n8k4 with .f16 inputs (quad pairs) ------------===//
//
// mma.sync.aligned.m8n8k4.alayout.blayout.dtype.f16.f16.ctype d, a, b, c (PTX ISA 9.7.14.5.1)
// computes four independent products D = A * B + C of an 8x4 A and a 4x8 B, one per quad pair
// (lanes 4q..4q+3 and 4q+16..4q+19), in the fragment layouts of MatrixLayout.h: any of the four
// layout pairs, .f16 or .f32 accumulators (the same type for C and D).
// No AMD matrix unit takes this shape, so every target runs the portable path: each lane reads the
// two A and two B registers of the 8 lanes of its quad pair (32 readLanes), which gives it all of
// its quad pair's A and B, and computes its 8 elements of D. Which rows and columns of D a lane
// holds depends on its position p = lane % 4 + 4 * (lane / 16 % 2) in the quad pair; the row and
// column of each element are looked up by p in constant tables built from MatrixLayout.h.
// Arithmetic as in Matrix.cpp: products summed in f32 in k order (fma; each f16 product is exact
// in f32), then C; an f16 D is rounded once from that f32 sum.
//===-----------------------------------------------------------------------------------------===//
#include "Matrix.h"
#include "MatrixLayout.h"

#include "Lowering.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/Intrinsics.h"

using namespace llvm;

namespace scale::ptx {

namespace {

/// <8 x i32> with the row (or column) of accumulator element I at each quad-pair position.
Constant *positionTable(LLVMContext &Ctx, bool F32, unsigned I, bool Row) {
  SmallVector<Constant *, 8> V;
  for (unsigned P = 0; P < 8; ++P) {
    matrix::Coord C = matrix::m884C(F32, matrix::m884Lane(0, P), I);
    V.push_back(ConstantInt::get(Type::getInt32Ty(Ctx), Row ? C.Row : C.Col));
  }
  return ConstantVector::get(V);
}

Value *vectorOf(IRBuilder<> &B, ArrayRef<Value *> Elems) {
  Value *V = PoisonValue::get(FixedVectorType::get(Elems[0]->getType(), Elems.size()));
  for (unsigned X = 0; X < Elems.size(); ++X)
    V = B.CreateInsertElement(V, Elems[X], uint64_t(X));
  return V;
}

} // namespace

bool lowerMmaQuadPair(Lowerer &L, const Instruction &I, ArrayRef<StringRef> Types,
                      ArrayRef<StringRef> Layouts) {
  StringRef DT = Types[0], CT = Types[3];
  if (Types[1] != "f16" || Types[2] != "f16")
    return L.unsupported(I, ".m8n8k4 with ." + Types[1].str() + " inputs (only .f16)");
  if ((DT != "f16" && DT != "f32") || (CT != "f16" && CT != "f32"))
    return L.fail(I, "'" + I.fullName() + "': the accumulators of .m8n8k4 are .f16 or .f32");
  if (DT != CT)
    return L.unsupported(I, ".m8n8k4 with different C and D types");
  if (Layouts.size() != 2)
    return L.fail(I, "'" + I.fullName() + "' needs the layouts of A and B (.row or .col each)");
  bool ARow = Layouts[0] == "row", BRow = Layouts[1] == "row", F32 = DT == "f32";
  std::vector<Operand> DOps, AOps, BOps, COps;
  if (!fragmentOps(L, I, 0, F32 ? 8 : 4, DOps, "D") || !fragmentOps(L, I, 1, 2, AOps, "A") ||
      !fragmentOps(L, I, 2, 2, BOps, "B") || !fragmentOps(L, I, 3, F32 ? 8 : 4, COps, "C"))
    return false;
  IRBuilder<> &B = L.B;
  Type *I32 = B.getInt32Ty(), *F32Ty = B.getFloatTy();
  Value *ARegs[2], *BRegs[2];
  for (unsigned R = 0; R < 2; ++R)
    if (!(ARegs[R] = L.get(AOps[R], I32)) || !(BRegs[R] = L.get(BOps[R], I32)))
      return false;
  SmallVector<Value *, 8> C; // the lane's accumulator elements c0..c7, as f32
  for (const Operand &O : COps) {
    Value *R = L.get(O, F32 ? F32Ty : I32);
    if (!R)
      return false;
    if (F32)
      C.push_back(R);
    else
      for (unsigned H = 0; H < 2; ++H)
        C.push_back(fragmentElem(B, MmaElem::F16, R, H));
  }

  // All of the quad pair's A (8 x 4) and B (4 x 8), from its 8 lanes.
  Value *Lane = L.T.laneId(B);
  Value *Quad = B.CreateAnd(Lane, 12); // 4q
  Value *A[8][4], *Bm[4][8];
  for (unsigned P = 0; P < 8; ++P) {
    unsigned Pos = matrix::m884Lane(0, P);
    Value *Src = B.CreateOr(Quad, B.getInt32(Pos));
    for (unsigned R = 0; R < 2; ++R) {
      Value *VA = L.T.readLaneAligned(B, ARegs[R], Src), *VB = L.T.readLaneAligned(B, BRegs[R], Src);
      for (unsigned X = 0; X < 2; ++X) {
        matrix::Coord CA = matrix::m884A(ARow, Pos, 2 * R + X);
        matrix::Coord CB = matrix::m884B(BRow, Pos, 2 * R + X);
        A[CA.Row][CA.Col] = fragmentElem(B, MmaElem::F16, VA, X);
        Bm[CB.Row][CB.Col] = fragmentElem(B, MmaElem::F16, VB, X);
      }
    }
  }
  // Column k of A and row k of B as <8 x float>, indexed by this lane's rows and columns of D.
  Value *ACol[4], *BRowK[4];
  for (unsigned K = 0; K < 4; ++K) {
    Value *Col[8];
    for (unsigned M = 0; M < 8; ++M)
      Col[M] = A[M][K];
    ACol[K] = vectorOf(B, Col);
    BRowK[K] = vectorOf(B, Bm[K]);
  }
  Value *P = B.CreateOr(B.CreateAnd(Lane, 3), B.CreateAnd(B.CreateLShr(Lane, 2), 4));
  SmallVector<Value *, 8> D;
  for (unsigned Idx = 0; Idx < 8; ++Idx) {
    Value *M = B.CreateExtractElement(positionTable(L.Ctx, F32, Idx, true), P);
    Value *N = B.CreateExtractElement(positionTable(L.Ctx, F32, Idx, false), P);
    Value *Sum = ConstantFP::get(F32Ty, 0.0);
    for (unsigned K = 0; K < 4; ++K) {
      Value *AK = B.CreateExtractElement(ACol[K], M), *BK = B.CreateExtractElement(BRowK[K], N);
      Sum = B.CreateIntrinsic(Intrinsic::fma, {F32Ty}, {AK, BK, Sum});
    }
    D.push_back(B.CreateFAdd(Sum, C[Idx]));
  }

  return setAccumulators(L, DOps, D, !F32);
}

} // namespace scale::ptx
