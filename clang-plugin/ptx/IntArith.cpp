// SPDX-License-Identifier: Apache-2.0
//===- IntArith.cpp - PTX ISA "Integer Arithmetic Instructions" (and their float forms) ------===//
//
// add/sub/mul/mad also have floating-point forms with the same opcode; they are lowered here so
// that one row of the table serves one opcode. Semantics (PTX ISA 9.7.1):
//  * add.cc/sub.cc write the carry (borrow for sub) to CC.CF; addc/subc/madc read it;
//  * mul.hi is the upper half of the double-width product, mul.wide the whole of it;
//  * mul24 multiplies the low 24 bits; .hi returns bits 47..16 of the 48-bit product;
//  * bfe/bfi/bfind follow the pseudo-code of the ISA, including positions and lengths >= width;
//  * fns follows it too, and NVIDIA where it is silent (base > 31, offset INT_MIN);
//  * integer division by zero has no defined result in PTX; we return all ones (what NVIDIA GPUs
//    give for unsigned division) instead of LLVM's undefined behaviour.
//===-----------------------------------------------------------------------------------------===//
#include "Chapters.h"
#include "FloatUtil.h"

#include "llvm/IR/Intrinsics.h"

using namespace llvm;

namespace scale::ptx {

static bool hasMod(const Instruction &I, StringRef M) { return I.has(M.data()); }

bool lowerAddSub(Lowerer &L, const Instruction &I) {
  auto Op = L.operands(I, 3);
  if (!Op)
    return false;
  IRBuilder<> &B = L.B;
  Type *T = Op->T;
  Value *A = Op->Src[0], *C = Op->Src[1];
  bool IsSub = I.Opcode == "sub" || I.Opcode == "subc";
  if (Op->Ty.isFloat()) {
    if (!checkDirectedRounding(L, I, Op->Ty))
      return false;
    RoundingMode RM = roundingOf(I);
    Value *R = RM != RoundingMode::NearestTiesToEven ? roundedOp(L.T, B, IsSub ? "sub" : "add", {A, C}, RM)
               : IsSub                               ? B.CreateFSub(A, C)
                                                     : B.CreateFAdd(A, C);
    return L.set(I, 0, applySat(L, I, R));
  }
  bool CarryIn = I.Opcode == "addc" || I.Opcode == "subc";
  bool CarryOut = hasMod(I, "cc");
  if (hasMod(I, "sat")) {
    if (Op->Ty.Name != "s32")
      return L.fail(I, "'.sat' applies to .s32 only");
    return L.set(I, 0, B.CreateBinaryIntrinsic(IsSub ? Intrinsic::ssub_sat : Intrinsic::sadd_sat, A, C));
  }
  if (!CarryIn && !CarryOut)
    return L.set(I, 0, IsSub ? B.CreateSub(A, C) : B.CreateAdd(A, C));
  Intrinsic::ID Ov = IsSub ? Intrinsic::usub_with_overflow : Intrinsic::uadd_with_overflow;
  Value *R1 = B.CreateBinaryIntrinsic(Ov, A, C);
  Value *V = B.CreateExtractValue(R1, 0);
  Value *Flag = B.CreateExtractValue(R1, 1);
  if (CarryIn) {
    Value *R2 = B.CreateBinaryIntrinsic(Ov, V, B.CreateZExt(L.carryIn(), T));
    V = B.CreateExtractValue(R2, 0);
    Flag = B.CreateOr(Flag, B.CreateExtractValue(R2, 1));
  }
  if (CarryOut)
    L.carryOut(Flag);
  return L.set(I, 0, V);
}

/// The double-width product of A and B (already of type T) for .hi/.wide.
static Value *wideMul(IRBuilder<> &B, Value *A, Value *C, bool S) {
  Type *T = A->getType();
  Type *W = B.getIntNTy(T->getIntegerBitWidth() * 2);
  return B.CreateMul(B.CreateIntCast(A, W, S), B.CreateIntCast(C, W, S));
}

/// mul.lo/.hi/.wide of operands 1 and 2; *Wide tells whether the result is double width.
static Value *intProduct(Lowerer &L, const Instruction &I, const TypedOperands &Op, bool &Wide) {
  IRBuilder<> &B = L.B;
  bool S = Op.Ty.isSigned();
  Value *A = Op.Src[0], *C = Op.Src[1];
  Wide = hasMod(I, "wide");
  if (Wide)
    return wideMul(B, A, C, S);
  if (hasMod(I, "hi"))
    return B.CreateTrunc(B.CreateLShr(wideMul(B, A, C, S), Op.Ty.Width), Op.T);
  return B.CreateMul(A, C);
}

bool lowerMul(Lowerer &L, const Instruction &I) {
  auto Op = L.operands(I, 3);
  if (!Op)
    return false;
  if (Op->Ty.isFloat()) {
    if (!checkDirectedRounding(L, I, Op->Ty))
      return false;
    Value *A = Op->Src[0], *C = Op->Src[1];
    RoundingMode RM = roundingOf(I);
    Value *R = RM != RoundingMode::NearestTiesToEven ? roundedOp(L.T, L.B, "mul", {A, C}, RM)
                                                     : L.B.CreateFMul(A, C);
    return L.set(I, 0, applySat(L, I, R));
  }
  bool Wide;
  return L.set(I, 0, intProduct(L, I, *Op, Wide), Op->Ty.isSigned());
}

bool lowerMad(Lowerer &L, const Instruction &I) {
  auto Op = L.operands(I, 4, 2); // the addend below: double width for an integer .wide
  if (!Op)
    return false;
  IRBuilder<> &B = L.B;
  Type *T = Op->T;
  if (Op->Ty.isFloat()) {
    if (!checkDirectedRounding(L, I, Op->Ty))
      return false;
    Value *A = Op->Src[0], *C = Op->Src[1], *D = L.get(I, 3, T);
    if (!D)
      return false;
    RoundingMode RM = roundingOf(I);
    Value *R = RM != RoundingMode::NearestTiesToEven ? roundedOp(L.T, B, "fma", {A, C, D}, RM)
                                                     : B.CreateIntrinsic(Intrinsic::fma, {T}, {A, C, D});
    return L.set(I, 0, applySat(L, I, R));
  }
  if (hasMod(I, "sat"))
    return L.unsupported(I, "mad.hi.sat");
  bool Wide;
  Value *P = intProduct(L, I, *Op, Wide);
  Value *C = L.get(I, 3, P->getType(), Op->Ty.isSigned());
  if (!C)
    return false;
  bool CarryIn = I.Opcode == "madc", CarryOut = hasMod(I, "cc");
  if (!CarryIn && !CarryOut)
    return L.set(I, 0, B.CreateAdd(P, C), Op->Ty.isSigned());
  Value *R1 = B.CreateBinaryIntrinsic(Intrinsic::uadd_with_overflow, P, C);
  Value *V = B.CreateExtractValue(R1, 0);
  Value *Flag = B.CreateExtractValue(R1, 1);
  if (CarryIn) {
    Value *R2 = B.CreateBinaryIntrinsic(Intrinsic::uadd_with_overflow, V,
                                        B.CreateZExt(L.carryIn(), V->getType()));
    V = B.CreateExtractValue(R2, 0);
    Flag = B.CreateOr(Flag, B.CreateExtractValue(R2, 1));
  }
  if (CarryOut)
    L.carryOut(Flag);
  return L.set(I, 0, V);
}

bool lowerMul24(Lowerer &L, const Instruction &I) {
  bool Mad = I.Opcode == "mad24";
  auto Op = L.operands(I, Mad ? 4 : 3, 2, /*Signed=*/false);
  if (!Op)
    return false;
  if (Op->Ty.Width != 32 || Op->Ty.isFloat())
    return L.fail(I, "'" + I.fullName() + "' needs type .u32 or .s32");
  IRBuilder<> &B = L.B;
  bool S = Op->Ty.isSigned();
  Value *A = Op->Src[0], *C = Op->Src[1];
  // The low 24 bits, sign- or zero-extended, multiplied as 64-bit values (exact: 48 bits).
  auto Low24 = [&](Value *V) {
    Value *T = B.CreateTrunc(V, B.getIntNTy(24));
    return B.CreateIntCast(T, B.getInt64Ty(), S);
  };
  Value *P = B.CreateMul(Low24(A), Low24(C));
  Value *R = hasMod(I, "hi") ? B.CreateTrunc(B.CreateLShr(P, 16), B.getInt32Ty())
                             : B.CreateTrunc(P, B.getInt32Ty());
  if (Mad) {
    Value *D = L.get(I, 3, B.getInt32Ty());
    if (!D)
      return false;
    R = B.CreateAdd(R, D);
  }
  return L.set(I, 0, R);
}

bool lowerSad(Lowerer &L, const Instruction &I) {
  auto Op = L.operands(I, 4);
  if (!Op)
    return false;
  IRBuilder<> &B = L.B;
  bool S = Op->Ty.isSigned();
  Value *A = Op->Src[0], *C = Op->Src[1], *D = Op->Src[2];
  Value *Hi = B.CreateBinaryIntrinsic(S ? Intrinsic::smax : Intrinsic::umax, A, C);
  Value *Lo = B.CreateBinaryIntrinsic(S ? Intrinsic::smin : Intrinsic::umin, A, C);
  return L.set(I, 0, B.CreateAdd(D, B.CreateSub(Hi, Lo)));
}

bool lowerDivRem(Lowerer &L, const Instruction &I) {
  auto Op = L.operands(I, 3);
  if (!Op)
    return false;
  IRBuilder<> &B = L.B;
  Type *T = Op->T;
  Value *A = Op->Src[0], *C = Op->Src[1];
  if (Op->Ty.isFloat()) {
    if (I.Opcode == "rem")
      return L.fail(I, "rem has no floating-point form");
    if (!checkDirectedRounding(L, I, Op->Ty))
      return false;
    RoundingMode RM = roundingOf(I);
    if (RM != RoundingMode::NearestTiesToEven)
      return L.set(I, 0, roundedOp(L.T, B, "div", {A, C}, RM));
    Value *R = B.CreateFDiv(A, C);
    if (hasMod(I, "approx"))
      cast<llvm::Instruction>(R)->setHasApproxFunc(true);
    return L.set(I, 0, R);
  }
  bool S = Op->Ty.isSigned();
  Value *Zero = B.CreateICmpEQ(C, ConstantInt::get(T, 0));
  Value *SafeC = B.CreateSelect(Zero, ConstantInt::get(T, 1), C);
  Value *R;
  if (I.Opcode == "div")
    R = B.CreateSelect(Zero, ConstantInt::getAllOnesValue(T), S ? B.CreateSDiv(A, SafeC) : B.CreateUDiv(A, SafeC));
  else
    R = B.CreateSelect(Zero, A, S ? B.CreateSRem(A, SafeC) : B.CreateURem(A, SafeC));
  return L.set(I, 0, R);
}

bool lowerAbsNeg(Lowerer &L, const Instruction &I) {
  auto Op = L.operands(I, 2, 1, /*Signed=*/true);
  if (!Op)
    return false;
  IRBuilder<> &B = L.B;
  Value *A = Op->Src[0];
  bool Abs = I.Opcode == "abs";
  if (Op->Ty.isFloat())
    return L.set(I, 0, Abs ? B.CreateUnaryIntrinsic(Intrinsic::fabs, A) : B.CreateFNeg(A));
  return L.set(I, 0, Abs ? B.CreateBinaryIntrinsic(Intrinsic::abs, A, B.getFalse()) : B.CreateNeg(A));
}

bool lowerMinMax(Lowerer &L, const Instruction &I) {
  auto Op = L.operands(I, 3);
  if (!Op)
    return false;
  IRBuilder<> &B = L.B;
  Type *T = Op->T;
  bool S = Op->Ty.isSigned(), Min = I.Opcode == "min";
  Value *A = Op->Src[0], *C = Op->Src[1];
  Value *R;
  if (Op->Ty.isFloat()) {
    Intrinsic::ID Id = hasMod(I, "NaN") ? (Min ? Intrinsic::minimum : Intrinsic::maximum)
                                        : (Min ? Intrinsic::minnum : Intrinsic::maxnum);
    R = B.CreateBinaryIntrinsic(Id, A, C);
    if (hasMod(I, "relu"))
      R = B.CreateBinaryIntrinsic(Intrinsic::maxnum, R, Constant::getNullValue(T));
  } else {
    Intrinsic::ID Id = Min ? (S ? Intrinsic::smin : Intrinsic::umin) : (S ? Intrinsic::smax : Intrinsic::umax);
    R = B.CreateBinaryIntrinsic(Id, A, C);
    if (hasMod(I, "relu"))
      R = B.CreateBinaryIntrinsic(Intrinsic::smax, R, Constant::getNullValue(T));
  }
  return L.set(I, 0, R);
}

bool lowerBitCount(Lowerer &L, const Instruction &I) {
  auto Op = L.operands(I, 2, 1, /*Signed=*/false);
  if (!Op)
    return false;
  if (Op->Ty.Width != 32 && Op->Ty.Width != 64)
    return L.fail(I, "'" + I.fullName() + "' needs type .b32 or .b64");
  IRBuilder<> &B = L.B;
  Value *A = Op->Src[0];
  if (I.Opcode == "brev")
    return L.set(I, 0, B.CreateUnaryIntrinsic(Intrinsic::bitreverse, A));
  Value *R = I.Opcode == "popc" ? B.CreateUnaryIntrinsic(Intrinsic::ctpop, A)
                                : B.CreateBinaryIntrinsic(Intrinsic::ctlz, A, B.getFalse());
  return L.set(I, 0, B.CreateZExtOrTrunc(R, B.getInt32Ty())); // the result is .u32
}

bool lowerBfind(Lowerer &L, const Instruction &I) {
  auto Op = L.operands(I, 2);
  if (!Op)
    return false;
  IRBuilder<> &B = L.B;
  Type *T = Op->T;
  Value *A = Op->Src[0];
  if (Op->Ty.isSigned()) // the most significant bit that differs from the sign
    A = B.CreateSelect(B.CreateICmpSLT(A, ConstantInt::get(T, 0)), B.CreateNot(A), A);
  Value *Clz = B.CreateZExtOrTrunc(B.CreateBinaryIntrinsic(Intrinsic::ctlz, A, B.getTrue()), B.getInt32Ty());
  Value *Pos = I.has("shiftamt") ? Clz : B.CreateSub(B.getInt32(Op->Ty.Width - 1), Clz);
  Value *None = B.CreateICmpEQ(A, ConstantInt::get(T, 0));
  return L.set(I, 0, B.CreateSelect(None, B.getInt32(-1), Pos));
}

/// fns.b32 d, mask, base, offset (PTX ISA 9.7.1.17): the position of the |offset|-th set bit of
/// mask from bit base, upward for offset > 0 (base included), downward for offset < 0, base itself
/// for offset 0 if its bit is set; 0xffffffff when there is none. Where the ISA says undefined
/// (base > 31) or its pseudo-code has no value (|INT_MIN|) we give what NVIDIA's ptxas computes
/// (headers/__scale_amd/math/bits.h, __sa_fns, the same algorithm for __fns): 0xffffffff, and 0.
/// Branch-free: keep the bits on the searched side, make the request a rank k from the bottom
/// (|offset| upward, popc - |offset| + 1 downward), and find the k-th set bit by a binary search
/// over popcounts (5 steps).
bool lowerFns(Lowerer &L, const Instruction &I) {
  if (!L.expectOperands(I, 4))
    return false;
  if (!hasMod(I, "b32"))
    return L.fail(I, "'" + I.fullName() + "': fns needs .b32");
  IRBuilder<> &B = L.B;
  Type *T = B.getInt32Ty();
  Value *Mask = L.get(I, 1, T), *Base = L.get(I, 2, T), *Off = L.get(I, 3, T);
  if (!Mask || !Base || !Off)
    return false;
  Value *Zero = B.getInt32(0), *Ones = B.getInt32(~0u);
  Value *Bs = B.CreateAnd(Base, 31);
  Value *IsZero = B.CreateICmpEQ(Off, Zero), *Neg = B.CreateICmpSLT(Off, Zero);
  Value *Up = B.CreateAnd(Mask, B.CreateShl(Ones, Bs));
  Value *Down = B.CreateAnd(Mask, B.CreateLShr(Ones, B.CreateSub(B.getInt32(31), Bs)));
  Value *One = B.CreateAnd(Mask, B.CreateShl(B.getInt32(1), Bs));
  Value *M = B.CreateSelect(IsZero, One, B.CreateSelect(Neg, Down, Up));
  Value *Need = B.CreateSelect(IsZero, B.getInt32(1), B.CreateSelect(Neg, B.CreateNeg(Off), Off));
  Value *Cnt = B.CreateUnaryIntrinsic(Intrinsic::ctpop, M);
  // Unsigned: |INT_MIN| = 2^31 is more bits than there are.
  Value *Found = B.CreateAnd(B.CreateICmpULT(Base, B.getInt32(32)), B.CreateICmpULE(Need, Cnt));
  Value *K = B.CreateSelect(Neg, B.CreateAdd(B.CreateSub(Cnt, Need), B.getInt32(1)), Need);
  Value *X = M, *Pos = Zero;
  for (unsigned Half = 16; Half; Half /= 2) {
    Value *C = B.CreateUnaryIntrinsic(Intrinsic::ctpop, B.CreateAnd(X, (1u << Half) - 1));
    Value *Skip = B.CreateICmpULT(C, K); // the k-th set bit is above the low half
    K = B.CreateSelect(Skip, B.CreateSub(K, C), K);
    X = B.CreateSelect(Skip, B.CreateLShr(X, Half), X);
    Pos = B.CreateSelect(Skip, B.CreateAdd(Pos, B.getInt32(Half)), Pos);
  }
  Value *R = B.CreateSelect(Found, Pos, Ones);
  R = B.CreateSelect(B.CreateICmpEQ(Off, B.getInt32(INT32_MIN)), Zero, R);
  return L.set(I, 0, R);
}

/// A mask of the low N bits (N an i32 in 0..255) in type T; all ones for N >= width.
static Value *lowMask(IRBuilder<> &B, Type *T, Value *N) {
  unsigned W = T->getIntegerBitWidth();
  Value *NT = B.CreateZExtOrTrunc(N, T);
  Value *Big = B.CreateICmpUGE(N, B.getInt32(W));
  Value *M = B.CreateSub(B.CreateShl(ConstantInt::get(T, 1), B.CreateSelect(Big, ConstantInt::get(T, 0), NT)),
                         ConstantInt::get(T, 1));
  return B.CreateSelect(Big, ConstantInt::getAllOnesValue(T), M);
}

bool lowerBfe(Lowerer &L, const Instruction &I) {
  auto Op = L.operands(I, 4, 1, /*Signed=*/false);
  if (!Op)
    return false;
  IRBuilder<> &B = L.B;
  Type *T = Op->T;
  unsigned W = Op->Ty.Width;
  bool S = Op->Ty.isSigned();
  Value *A = Op->Src[0];
  Value *Pos = L.get(I, 2, B.getInt32Ty()), *Len = L.get(I, 3, B.getInt32Ty());
  if (!Pos || !Len)
    return false;
  // A constant field inside the word is a shift pair, which the backend selects as v_bfe_{u,i}32.
  auto CPos = L.constant(I, 2), CLen = L.constant(I, 3);
  if (CPos && CLen && (*CPos & 0xff) < W && (*CLen & 0xff) > 0 && (*CPos & 0xff) + (*CLen & 0xff) <= W) {
    unsigned P = unsigned(*CPos & 0xff), N = unsigned(*CLen & 0xff);
    Value *Up = B.CreateShl(A, W - P - N);
    return L.set(I, 0, S ? B.CreateAShr(Up, W - N) : B.CreateLShr(Up, W - N));
  }
  Pos = B.CreateAnd(Pos, 0xff);
  Len = B.CreateAnd(Len, 0xff);
  // Valid bits: min(len, max(0, W - pos)).
  Value *PosIn = B.CreateICmpULT(Pos, B.getInt32(W));
  Value *Room = B.CreateSelect(PosIn, B.CreateSub(B.getInt32(W), Pos), B.getInt32(0));
  Value *N = B.CreateBinaryIntrinsic(Intrinsic::umin, Len, Room);
  Value *Shifted = B.CreateSelect(PosIn, B.CreateLShr(A, B.CreateZExtOrTrunc(Pos, T)), ConstantInt::get(T, 0));
  Value *M = lowMask(B, T, N);
  Value *Field = B.CreateAnd(Shifted, M);
  if (!S)
    return L.set(I, 0, Field);
  // sbit = a[min(pos + len - 1, W - 1)], 0 when len == 0.
  Value *Top = B.CreateBinaryIntrinsic(Intrinsic::umin, B.CreateSub(B.CreateAdd(Pos, Len), B.getInt32(1)),
                                       B.getInt32(W - 1));
  Value *SBit = B.CreateTrunc(B.CreateLShr(A, B.CreateZExtOrTrunc(Top, T)), B.getInt1Ty());
  SBit = B.CreateAnd(SBit, B.CreateICmpNE(Len, B.getInt32(0)));
  return L.set(I, 0, B.CreateSelect(SBit, B.CreateOr(Field, B.CreateNot(M)), Field));
}

bool lowerBfi(Lowerer &L, const Instruction &I) {
  auto Op = L.operands(I, 5, 2, /*Signed=*/false);
  if (!Op)
    return false;
  IRBuilder<> &B = L.B;
  Type *T = Op->T;
  unsigned W = Op->Ty.Width;
  Value *A = Op->Src[0], *Base = Op->Src[1];
  Value *Pos = L.get(I, 3, B.getInt32Ty()), *Len = L.get(I, 4, B.getInt32Ty());
  if (!Pos || !Len)
    return false;
  Pos = B.CreateAnd(Pos, 0xff);
  Len = B.CreateAnd(Len, 0xff);
  Value *PosIn = B.CreateICmpULT(Pos, B.getInt32(W));
  Value *PosT = B.CreateZExtOrTrunc(B.CreateSelect(PosIn, Pos, B.getInt32(0)), T);
  Value *M = B.CreateSelect(PosIn, B.CreateShl(lowMask(B, T, Len), PosT), ConstantInt::get(T, 0));
  Value *R = B.CreateOr(B.CreateAnd(Base, B.CreateNot(M)), B.CreateAnd(B.CreateShl(A, PosT), M));
  return L.set(I, 0, R);
}

/// dp4a.atype.btype d, a, b, c: d = c + sum of the four byte products;
/// dp2a.{lo,hi}.atype.btype: the two 16-bit halves of a times bytes 0-1 (lo) or 2-3 (hi) of b.
bool lowerDp(Lowerer &L, const Instruction &I) {
  std::vector<PtxType> Ts = L.types(I);
  if (Ts.size() != 2)
    return L.fail(I, "'" + I.fullName() + "' needs two types (.u32/.s32 each)");
  if (!L.expectOperands(I, 4))
    return false;
  IRBuilder<> &B = L.B;
  Value *A = L.get(I, 1, B.getInt32Ty()), *C = L.get(I, 2, B.getInt32Ty()), *D = L.get(I, 3, B.getInt32Ty());
  if (!A || !C || !D)
    return false;
  bool SA = Ts[0].isSigned(), SB = Ts[1].isSigned();
  auto Part = [&](Value *V, unsigned Bits, unsigned Index, bool S) {
    Value *P = B.CreateTrunc(B.CreateLShr(V, Index * Bits), B.getIntNTy(Bits));
    return B.CreateIntCast(P, B.getInt32Ty(), S);
  };
  Value *Acc = D;
  if (I.Opcode == "dp4a") {
    for (unsigned K = 0; K < 4; ++K)
      Acc = B.CreateAdd(Acc, B.CreateMul(Part(A, 8, K, SA), Part(C, 8, K, SB)));
  } else {
    unsigned First = I.has("hi") ? 2 : 0;
    for (unsigned K = 0; K < 2; ++K)
      Acc = B.CreateAdd(Acc, B.CreateMul(Part(A, 16, K, SA), Part(C, 8, First + K, SB)));
  }
  return L.set(I, 0, Acc);
}

/// bmsk.{clamp,wrap}.b32 d, a, b (PTX ISA 9.7.1.24): the mask of b bits from bit a.
bool lowerBmsk(Lowerer &L, const Instruction &I) {
  if (!L.expectOperands(I, 3))
    return false;
  bool Clamp = hasMod(I, "clamp");
  if (Clamp == hasMod(I, "wrap") || !hasMod(I, "b32"))
    return L.fail(I, "'" + I.fullName() + "': bmsk needs .clamp or .wrap and .b32");
  IRBuilder<> &B = L.B;
  Type *T = B.getInt32Ty();
  Value *A = L.get(I, 1, T), *W = L.get(I, 2, T);
  if (!A || !W)
    return false;
  Value *Ones = B.getInt32(~0u);
  Value *A1 = B.CreateAnd(A, 31), *B1 = B.CreateAnd(W, 31);
  Value *Sum = B.CreateAdd(A1, B1);
  Value *Mask0 = B.CreateShl(Ones, A1);
  // mask1 is 0 when the sum (or, for .clamp, a or b) is out of range, ~0 for a zero width.
  Value *Zero1 = B.CreateICmpUGE(Sum, B.getInt32(32));
  if (Clamp) {
    Value *PosOv = B.CreateICmpUGE(A, B.getInt32(32));
    Mask0 = B.CreateSelect(PosOv, B.getInt32(0), Mask0);
    Zero1 = B.CreateOr(Zero1, B.CreateOr(PosOv, B.CreateICmpUGE(W, B.getInt32(32))));
  }
  Value *Mask1 = B.CreateShl(Ones, B.CreateAnd(Sum, 31));
  Mask1 = B.CreateSelect(B.CreateICmpEQ(B1, B.getInt32(0)), Ones, Mask1);
  Mask1 = B.CreateSelect(Zero1, B.getInt32(0), Mask1);
  return L.set(I, 0, B.CreateAnd(Mask0, B.CreateNot(Mask1)));
}

/// szext.{clamp,wrap}.{s32,u32} d, a, b (PTX ISA 9.7.1.25): a's low b bits extended.
bool lowerSzext(Lowerer &L, const Instruction &I) {
  if (!L.expectOperands(I, 3))
    return false;
  bool Clamp = hasMod(I, "clamp"), S = hasMod(I, "s32");
  if (Clamp == hasMod(I, "wrap") || (!S && !hasMod(I, "u32")))
    return L.fail(I, "'" + I.fullName() + "': szext needs .clamp or .wrap and .s32 or .u32");
  IRBuilder<> &B = L.B;
  Type *T = B.getInt32Ty();
  Value *A = L.get(I, 1, T), *W = L.get(I, 2, T);
  if (!A || !W)
    return false;
  Value *B1 = B.CreateAnd(W, 31);
  Value *TooLarge = Clamp ? B.CreateICmpUGE(W, B.getInt32(32)) : B.getFalse();
  Value *Mask = B.CreateSelect(TooLarge, B.getInt32(0), B.CreateShl(B.getInt32(~0u), B1));
  Value *R = B.CreateAnd(A, B.CreateNot(Mask));
  if (S) {
    Value *SignPos = B.CreateAnd(B.CreateSub(B1, B.getInt32(1)), 31);
    Value *Sign = B.CreateTrunc(B.CreateLShr(A, SignPos), B.getInt1Ty());
    Sign = B.CreateAnd(Sign, B.CreateAnd(B.CreateICmpNE(B1, B.getInt32(0)), B.CreateNot(TooLarge)));
    R = B.CreateOr(R, B.CreateSelect(Sign, Mask, B.getInt32(0)));
  }
  return L.set(I, 0, R);
}

} // namespace scale::ptx
