// SPDX-License-Identifier: Apache-2.0
//===- MatrixAmdgpu.cpp - mma.sync on AMD matrix units ---------------------------------------===//
//
// The matrix-unit paths of TargetHooks::matrixMultiply for AMDGPU (Matrix.h):
//  * gfx11 (wave32): WMMA v_wmma_f32_16x16x16_{f16,bf16} and v_wmma_i32_16x16x16_iu8 for the f16,
//    bf16 and s8/u8 forms;
//  * gfx12 (wave32): WMMA v_wmma_f32_16x16x16_{f16,bf16} (its layout differs: each lane holds half
//    of k, no replication) for the f16 and bf16 forms;
//  * gfx90a, gfx94x, gfx950 (wave64, two logical warps per wave): MFMA v_mfma_f32_16x16x16{f16,
//    bf16_1k}, and for s8 x s8 v_mfma_i32_16x16x16i8 (gfx90a) or v_mfma_i32_16x16x32_i8 (gfx94x).
// Everything else (tf32, u8 on gfx9, integers on gfx12, gfx10) returns false and takes the portable path of
// Matrix.cpp.
//
// Both compute D^T = B^T A^T (B^T padded with zero rows), so that the useful results fill whole
// result registers; the fragments move into and out of the unit's layout with ds_bpermute in the
// rounds MatrixLayout.h derives (its unit test checks them against the PTX layouts):
//  * WMMA: K = 8 pads k 8..15 with zero, K = 32 chains two WMMAs through the accumulator. For
//    m16n8k16 f16: 8 reads for B^T, 8 for A^T (the source lane offers the register its reader
//    needs), 4 for D; 20 in all, where the portable path needs 32 reads and 64 FMAs. gfx12: 4 for
//    B^T, 4 for A^T, 8 for D (its results sit in 16 lanes).
//  * MFMA: one instruction computes both warps' chunk of 2P k values (each warp's operands sit in
//    its own 32 lanes, B^T of warp w in rows 8w..8w+7); m16n8k16 f16 is two MFMAs and 16 reads.
//    The MFMA reads all 64 lanes, so it runs only when the whole wave is active (a run-time check
//    of the exec mask); a wave with one warp elsewhere takes the portable path.
// The unit runs with a zero accumulator and C is added to its result in the PTX layout: one more
// rounding than NVIDIA's single one for floats (exact inputs stay exact); integers are exact (the
// dot products of 8-bit values cannot overflow, so .satfinite is a saturating add of C).
//===-----------------------------------------------------------------------------------------===//
#include "Matrix.h"
#include "MatrixLayout.h"
#include "TargetHooks.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IntrinsicsAMDGPU.h"

using namespace llvm;

namespace scale::ptx {

namespace {

bool hasGfx11Wmma(Function &F) {
  StringRef CPU = F.getFnAttribute("target-cpu").getValueAsString();
  StringRef Features = F.getFnAttribute("target-features").getValueAsString();
  return CPU.starts_with("gfx11") && !Features.contains("+wavefrontsize64");
}

Value *selectAmong(IRBuilderBase &B, Value *Index, ArrayRef<Value *> Vals) {
  Value *R = Vals[0];
  for (unsigned I = 1; I < Vals.size(); ++I)
    R = B.CreateSelect(B.CreateICmpEQ(Index, B.getInt32(I)), Vals[I], R);
  return R;
}

/// D for this lane with gfx11 WMMA (see the file comment and MatrixLayout.h).
void gfx11Wmma(IRBuilderBase &B, TargetHooks &T, const MmaOp &Op, SmallVectorImpl<Value *> &D) {
  Type *I32 = B.getInt32Ty();
  unsigned E = matrix::perReg(Op.elemBits());
  unsigned UnitsPerTile = 16 / E; // 32-bit units of one lane's 16 k values
  unsigned Units = Op.K / E;
  unsigned Tiles = std::max(1u, Op.K / 16);
  Value *Lane = T.laneId(B);
  Value *M = B.CreateAnd(Lane, 15);          // row of A^T's column / column of B^T's row
  Value *Half = B.CreateAnd(B.CreateLShr(Lane, 3), 1); // (lane / 8) % 2 = h of row m
  Value *Tq = B.CreateAnd(Lane, 3);
  Value *Quad = B.CreateShl(B.CreateAnd(Lane, 7), 2); // 4 * (lane % 8)
  Value *ColValid = B.CreateICmpULT(M, B.getInt32(8));
  bool Int = Op.isInt();
  Type *AccTy = FixedVectorType::get(Int ? I32 : B.getFloatTy(), 8);
  Value *Acc = Constant::getNullValue(AccTy);
  for (unsigned Tile = 0; Tile < Tiles; ++Tile) {
    SmallVector<Value *, 8> Received(UnitsPerTile), AT(UnitsPerTile), BT(UnitsPerTile);
    for (unsigned J = 0; J < UnitsPerTile; ++J) {
      unsigned U = Tile * UnitsPerTile + J;
      if (U >= Units) {
        Received[J] = BT[J] = B.getInt32(0);
        continue;
      }
      // B^T: unit U of column m from lane 4(m%8) + U%4, register U/4.
      Value *V = T.readLane(B, Op.BRegs[U / 4], B.CreateOr(Quad, B.getInt32(U % 4)));
      BT[J] = B.CreateSelect(ColValid, V, B.getInt32(0));
      // A^T, round U: offer register (t == U%4 ? 0 : 1) + 2(U/4); read unit U ^ 2h.
      Value *Offer = B.CreateSelect(B.CreateICmpEQ(Tq, B.getInt32(U % 4)), Op.ARegs[2 * (U / 4)],
                                    Op.ARegs[2 * (U / 4) + 1]);
      Value *Src = B.CreateOr(Quad, B.CreateXor(B.getInt32(U % 4), B.CreateShl(Half, 1)));
      Received[J] = T.readLane(B, Offer, Src);
    }
    // Round J brought unit J ^ 2h: unit J is round J (h = 0) or round J ^ 2 (h = 1).
    for (unsigned J = 0; J < UnitsPerTile; ++J)
      AT[J] = Tile * UnitsPerTile + J < Units ? B.CreateSelect(B.CreateICmpNE(Half, B.getInt32(0)), Received[J ^ 2], Received[J])
                           : B.getInt32(0);
    auto Pack = [&](ArrayRef<Value *> Units32, Type *VecTy) {
      Value *V = PoisonValue::get(FixedVectorType::get(I32, Units32.size()));
      for (unsigned J = 0; J < Units32.size(); ++J)
        V = B.CreateInsertElement(V, Units32[J], J);
      return B.CreateBitCast(V, VecTy);
    };
    if (Int) {
      Type *V4 = FixedVectorType::get(I32, 4);
      Acc = B.CreateIntrinsic(Intrinsic::amdgcn_wmma_i32_16x16x16_iu8, {AccTy, V4},
                              {B.getInt1(Op.B == MmaElem::S8), Pack(BT, V4), B.getInt1(Op.A == MmaElem::S8),
                               Pack(AT, V4), Acc, B.getFalse()});
    } else if (Op.A == MmaElem::F16) {
      Type *V16 = FixedVectorType::get(B.getHalfTy(), 16);
      Acc = B.CreateIntrinsic(Intrinsic::amdgcn_wmma_f32_16x16x16_f16, {AccTy, V16},
                              {Pack(BT, V16), Pack(AT, V16), Acc});
    } else {
      Type *V16 = FixedVectorType::get(B.getInt16Ty(), 16);
      Acc = B.CreateIntrinsic(Intrinsic::amdgcn_wmma_f32_16x16x16_bf16, {AccTy, V16},
                              {Pack(BT, V16), Pack(AT, V16), Acc});
    }
  }
  // D: round q reads element (q + t) % 4; this lane offers VGPR (i' - q) % 4.
  Value *Mine = B.CreateOr(B.CreateShl(Half, 1), B.CreateLShr(Lane, 4)); // i' = 2h + column parity
  Value *G = B.CreateLShr(Lane, 2);
  SmallVector<Value *, 4> Rounds;
  for (unsigned Q = 0; Q < 4; ++Q) {
    Value *Offer = B.CreateExtractElement(Acc, B.CreateAnd(B.CreateAdd(Mine, B.getInt32(4 - Q)), 3));
    Value *I = B.CreateAnd(B.CreateAdd(Tq, B.getInt32(Q)), 3);
    // The lane holding D[g + 8(i/2)][2t + i%2]: row + 16 * column parity.
    Value *Src = B.CreateAdd(G, B.CreateOr(B.CreateShl(B.CreateLShr(I, 1), 3), B.CreateShl(B.CreateAnd(I, 1), 4)));
    Rounds.push_back(T.readLane(B, Int ? Offer : B.CreateBitCast(Offer, I32), Src));
  }
  for (unsigned I = 0; I < 4; ++I)
    D.push_back(selectAmong(B, B.CreateAnd(B.CreateSub(B.getInt32(I), Tq), 3), Rounds));
}


Value *packUnits(IRBuilderBase &B, ArrayRef<Value *> Units, Type *Ty) {
  if (Units.size() == 1)
    return B.CreateBitCast(Units[0], Ty);
  Value *V = PoisonValue::get(FixedVectorType::get(B.getInt32Ty(), Units.size()));
  for (unsigned J = 0; J < Units.size(); ++J)
    V = B.CreateInsertElement(V, Units[J], J);
  return B.CreateBitCast(V, Ty);
}

bool hasGfx12Wmma(Function &F) {
  StringRef CPU = F.getFnAttribute("target-cpu").getValueAsString();
  StringRef Features = F.getFnAttribute("target-features").getValueAsString();
  return CPU.starts_with("gfx12") && !Features.contains("+wavefrontsize64");
}

/// A*B for this lane (i32 bits, PTX layout) with gfx12 WMMA, f16 and bf16 (MatrixLayout.h).
void gfx12Wmma(IRBuilderBase &B, TargetHooks &T, const MmaOp &Op, SmallVectorImpl<Value *> &D) {
  Type *I32 = B.getInt32Ty();
  Value *Zero = B.getInt32(0);
  bool K16 = Op.K == 16; // K = 8: k 8..15 (lanes 16..31) are zero
  Value *Lane = T.laneId(B);
  Value *Up = B.CreateAnd(B.CreateLShr(Lane, 4), 1);
  Value *X = B.CreateAnd(B.CreateLShr(Lane, 3), 3); // m/8 + 2u
  Value *Tq = B.CreateAnd(Lane, 3), *G = B.CreateLShr(Lane, 2);
  Value *Quad = B.CreateShl(B.CreateAnd(Lane, 7), 2);
  Value *BValid = B.CreateICmpULT(B.CreateAnd(Lane, 15), B.getInt32(8));
  if (!K16)
    BValid = B.CreateAnd(BValid, B.CreateICmpEQ(Up, Zero));
  Value *AValid = K16 ? B.getTrue() : B.CreateICmpEQ(Up, Zero);
  Value *BRecv[4], *ARecv[4];
  for (unsigned R = 0; R < 4; ++R) {
    Value *OfferB = K16 ? B.CreateSelect(B.CreateICmpEQ(Tq, B.getInt32(R)), Op.BRegs[0], Op.BRegs[1]) : Op.BRegs[0];
    BRecv[R] = T.readLane(B, OfferB, B.CreateOr(Quad, B.CreateXor(B.getInt32(R), B.CreateShl(Up, 1))));
    Value *Idx = B.CreateXor(Tq, B.getInt32(R));
    Value *OfferA = K16 ? selectAmong(B, Idx, Op.ARegs)
                        : B.CreateSelect(B.CreateICmpNE(B.CreateAnd(Idx, 1), Zero), Op.ARegs[1], Op.ARegs[0]);
    ARecv[R] = T.readLane(B, OfferA, B.CreateOr(Quad, B.CreateXor(B.getInt32(R), X)));
  }
  SmallVector<Value *, 4> BT, AT;
  for (unsigned J = 0; J < 4; ++J) {
    // Slot j came in round j ^ 2u (B^T) and j ^ x (A^T).
    Value *VB = B.CreateSelect(B.CreateICmpNE(Up, Zero), BRecv[J ^ 2], BRecv[J]);
    BT.push_back(B.CreateSelect(BValid, VB, Zero));
    Value *VA = selectAmong(B, X, {ARecv[J], ARecv[J ^ 1], ARecv[J ^ 2], ARecv[J ^ 3]});
    AT.push_back(B.CreateSelect(AValid, VA, Zero));
  }
  Type *AccTy = FixedVectorType::get(B.getFloatTy(), 8);
  Value *Acc;
  if (Op.A == MmaElem::F16) {
    Type *V8 = FixedVectorType::get(B.getHalfTy(), 8);
    Acc = B.CreateIntrinsic(Intrinsic::amdgcn_wmma_f32_16x16x16_f16, {AccTy, V8},
                            {packUnits(B, BT, V8), packUnits(B, AT, V8), Constant::getNullValue(AccTy)});
  } else {
    Type *V8 = FixedVectorType::get(B.getInt16Ty(), 8);
    Acc = B.CreateIntrinsic(Intrinsic::amdgcn_wmma_f32_16x16x16_bf16, {AccTy, V8},
                            {packUnits(B, BT, V8), packUnits(B, AT, V8), Constant::getNullValue(AccTy)});
  }
  // D: in round r this lane offers VGPR 2((r + 2h') % 4) + r/4 and reads lane g + 8h,
  // h = ((t - r) mod 4) / 2 (useful when r%2 == t%2).
  Value *HSelf = B.CreateAnd(B.CreateLShr(Lane, 3), 1);
  Value *Rounds[8];
  for (unsigned R = 0; R < 8; ++R) {
    Value *Vgpr = B.CreateOr(B.CreateShl(B.CreateAnd(B.CreateAdd(B.getInt32(R), B.CreateShl(HSelf, 1)), 3), 1),
                             B.getInt32(R / 4));
    Value *Offer = B.CreateBitCast(B.CreateExtractElement(Acc, Vgpr), I32);
    Value *H = B.CreateLShr(B.CreateAnd(B.CreateSub(Tq, B.getInt32(R)), 3), 1);
    Rounds[R] = T.readLane(B, Offer, B.CreateAdd(G, B.CreateShl(H, 3)));
  }
  // Element 2h + c came in round 4c + t%2 + 2(h ^ t/2).
  for (unsigned I = 0; I < 4; ++I) {
    unsigned H = I / 2, C = I % 2;
    Value *Idx = B.CreateOr(B.CreateAnd(Tq, 1), B.CreateShl(B.CreateXor(B.CreateLShr(Tq, 1), B.getInt32(H)), 1));
    D.push_back(selectAmong(B, Idx, {Rounds[4 * C], Rounds[4 * C + 1], Rounds[4 * C + 2], Rounds[4 * C + 3]}));
  }
}

enum class Mfma { None, F16, BF16, I8x16, I8x32 };

Mfma mfmaKind(Function &F, const MmaOp &Op) {
  StringRef CPU = F.getFnAttribute("target-cpu").getValueAsString();
  bool Gfx90a = CPU == "gfx90a", Gfx94 = CPU.starts_with("gfx94") || CPU == "gfx950";
  if (!Gfx90a && !Gfx94)
    return Mfma::None;
  switch (Op.A) {
  case MmaElem::F16:
    return Mfma::F16;
  case MmaElem::BF16:
    return Mfma::BF16;
  case MmaElem::S8:
    if (Op.B != MmaElem::S8)
      return Mfma::None; // the MFMA integer forms are signed only
    return Gfx90a ? Mfma::I8x16 : Mfma::I8x32;
  default:
    return Mfma::None;
  }
}


/// A*B for this lane (i32 bits, PTX layout) with one MFMA per chunk of 2P k values
/// (MatrixLayout.h).
void gfx9Mfma(IRBuilderBase &B, TargetHooks &T, const MmaOp &Op, Mfma Kind, SmallVectorImpl<Value *> &D) {
  Type *I32 = B.getInt32Ty();
  bool Int = Op.isInt();
  unsigned P = Kind == Mfma::I8x32 ? 8 : 4;
  unsigned E = matrix::perReg(Op.elemBits()), UnitsPerLane = P / E;
  Value *Lane = T.laneId(B);
  Value *HwLane = B.CreateIntrinsic(
      Intrinsic::amdgcn_mbcnt_hi, {},
      {B.getInt32(-1), B.CreateIntrinsic(Intrinsic::amdgcn_mbcnt_lo, {}, {B.getInt32(-1), B.getInt32(0)})});
  Value *Warp = B.CreateAnd(B.CreateLShr(HwLane, 5), 1);
  Value *Half = B.CreateAnd(B.CreateLShr(Lane, 3), 1); // h of row L%16; B^T rows 8h..8h+7
  Value *Upper = B.CreateAnd(B.CreateLShr(Lane, 4), 1);
  Value *Quad = B.CreateShl(B.CreateAnd(Lane, 7), 2);
  Value *OwnRows = B.CreateICmpEQ(Half, Warp);
  Value *HalfSet = B.CreateICmpNE(Half, B.getInt32(0));
  Type *AccTy = FixedVectorType::get(Int ? I32 : B.getFloatTy(), 4);
  Value *Acc = Constant::getNullValue(AccTy);
  Value *Zero = B.getInt32(0);
  for (unsigned Chunk = 0; Chunk < Op.K / (2 * P); ++Chunk) {
    unsigned Base = 2 * P * Chunk / E, Reg = Base / 4;
    SmallVector<Value *, 2> BT, AT;
    for (unsigned J = 0; J < UnitsPerLane; ++J) {
      // Unit Base + Upper * P/E + J, from lane 4(L%8) + unit % 4.
      Value *Unit = B.CreateAdd(B.CreateMul(Upper, B.getInt32(UnitsPerLane)), B.getInt32(Base + J));
      Value *Src = B.CreateOr(Quad, B.CreateAnd(Unit, 3));
      BT.push_back(B.CreateSelect(OwnRows, T.readLane(B, Op.BRegs[Reg], Src), Zero));
      Value *Lo = T.readLane(B, Op.ARegs[2 * Reg], Src), *Hi = T.readLane(B, Op.ARegs[2 * Reg + 1], Src);
      AT.push_back(B.CreateSelect(HalfSet, Hi, Lo));
    }
    switch (Kind) {
    case Mfma::F16: {
      Type *V4 = FixedVectorType::get(B.getHalfTy(), 4);
      Acc = B.CreateIntrinsic(Intrinsic::amdgcn_mfma_f32_16x16x16f16, {},
                              {packUnits(B, BT, V4), packUnits(B, AT, V4), Acc, Zero, Zero, Zero});
      break;
    }
    case Mfma::BF16: {
      Type *V4 = FixedVectorType::get(B.getInt16Ty(), 4);
      Acc = B.CreateIntrinsic(Intrinsic::amdgcn_mfma_f32_16x16x16bf16_1k, {},
                              {packUnits(B, BT, V4), packUnits(B, AT, V4), Acc, Zero, Zero, Zero});
      break;
    }
    case Mfma::I8x16:
      Acc = B.CreateIntrinsic(Intrinsic::amdgcn_mfma_i32_16x16x16i8, {},
                              {packUnits(B, BT, I32), packUnits(B, AT, I32), Acc, Zero, Zero, Zero});
      break;
    default:
      Acc = B.CreateIntrinsic(Intrinsic::amdgcn_mfma_i32_16x16x32_i8, {},
                              {packUnits(B, BT, B.getInt64Ty()), packUnits(B, AT, B.getInt64Ty()), Acc,
                               Zero, Zero, Zero});
      break;
    }
  }
  // D: round q reads element 2((q + t) % 2) + q/2 from lane g + 8((q + t) % 2) + 16(t/2); this
  // lane offers VGPR 2((h + q) % 2) + q/2.
  Value *Tq = B.CreateAnd(Lane, 3), *G = B.CreateLShr(Lane, 2);
  Value *Rounds[4];
  for (unsigned Q = 0; Q < 4; ++Q) {
    Value *Vgpr = B.CreateOr(B.CreateShl(B.CreateAnd(B.CreateAdd(Half, B.getInt32(Q)), 1), 1), B.getInt32(Q / 2));
    Value *Offer = B.CreateExtractElement(Acc, Vgpr);
    Value *H = B.CreateAnd(B.CreateAdd(Tq, B.getInt32(Q)), 1);
    Value *Src = B.CreateAdd(G, B.CreateOr(B.CreateShl(H, 3), B.CreateShl(B.CreateLShr(Tq, 1), 4)));
    Rounds[Q] = T.readLane(B, Int ? Offer : B.CreateBitCast(Offer, I32), Src);
  }
  // Element I came in round 2(I%2) + ((I/2) ^ (t%2)).
  Value *Odd = B.CreateICmpNE(B.CreateAnd(Tq, 1), Zero);
  for (unsigned I = 0; I < 4; ++I) {
    unsigned Q0 = 2 * (I % 2);
    D.push_back(I / 2 ? B.CreateSelect(Odd, Rounds[Q0], Rounds[Q0 + 1])
                      : B.CreateSelect(Odd, Rounds[Q0 + 1], Rounds[Q0]));
  }
}

/// D = (the unit's A*B, i32 bits in the PTX layout) + C.
void addAccumulator(IRBuilderBase &B, const MmaOp &Op, SmallVectorImpl<Value *> &D) {
  for (unsigned I = 0; I < 4; ++I) {
    if (!Op.isInt())
      D[I] = B.CreateFAdd(B.CreateBitCast(D[I], B.getFloatTy()), Op.C[I]);
    else if (Op.Satfinite)
      D[I] = B.CreateBinaryIntrinsic(Intrinsic::sadd_sat, D[I], Op.C[I]);
    else
      D[I] = B.CreateAdd(D[I], Op.C[I]);
  }
}

} // namespace

bool amdgpuMatrixMultiply(IRBuilderBase &B, TargetHooks &T, const MmaOp &Op, SmallVectorImpl<Value *> &D) {
  Function &F = *B.GetInsertBlock()->getParent();
  if (hasGfx11Wmma(F) && Op.A != MmaElem::TF32) {
    gfx11Wmma(B, T, Op, D);
    addAccumulator(B, Op, D);
    return true;
  }
  if (hasGfx12Wmma(F) && (Op.A == MmaElem::F16 || Op.A == MmaElem::BF16)) {
    gfx12Wmma(B, T, Op, D);
    addAccumulator(B, Op, D);
    return true;
  }
  Mfma Kind = mfmaKind(F, Op);
  if (Kind == Mfma::None)
    return false;
  // The MFMA reads all 64 lanes: only when the whole wave (both logical warps) is here.
  Value *Exec = B.CreateIntrinsic(Intrinsic::amdgcn_ballot, {B.getInt64Ty()}, {B.getTrue()});
  Value *Full = B.CreateICmpEQ(Exec, B.getInt64(-1));
  BasicBlock *Unit = Op.NewBlock("ptx.mma.mfma"), *Port = Op.NewBlock("ptx.mma.portable"),
             *Join = Op.NewBlock("ptx.mma.join");
  B.CreateCondBr(Full, Unit, Port);
  B.SetInsertPoint(Unit);
  SmallVector<Value *, 4> DU, DP;
  gfx9Mfma(B, T, Op, Kind, DU);
  addAccumulator(B, Op, DU);
  BasicBlock *UnitEnd = B.GetInsertBlock();
  B.CreateBr(Join);
  B.SetInsertPoint(Port);
  Op.Portable(DP);
  BasicBlock *PortEnd = B.GetInsertBlock();
  B.CreateBr(Join);
  B.SetInsertPoint(Join);
  for (unsigned I = 0; I < 4; ++I) {
    PHINode *Phi = B.CreatePHI(DU[I]->getType(), 2);
    Phi->addIncoming(DU[I], UnitEnd);
    Phi->addIncoming(DP[I], PortEnd);
    D.push_back(Phi);
  }
  return true;
}

} // namespace scale::ptx
