// SPDX-License-Identifier: Apache-2.0
//===- ConvertFp8.cpp - cvt to and from the 8-bit floats .e4m3x2 and .e5m2x2 (sm_89) ---------===//
//
// PTX ISA 9.7.9.21, the FP8 forms:
//   cvt.rn.satfinite{.relu}.{e4m3x2,e5m2x2}.f32    d, a, b   a -> d's high byte, b -> low byte
//   cvt.rn.satfinite{.relu}.{e4m3x2,e5m2x2}.f16x2  d, a      a's low half -> d's low byte
//   cvt.rn{.relu}.f16x2.{e4m3x2,e5m2x2}            d, a      a's low byte -> d's low half
// e4m3: bias 7, no infinities, NaN S.1111.111, largest 448; e5m2: bias 15, IEEE-like, largest
// 57344. Narrowing is exact integer/float arithmetic: the quantum q of |x|'s binade (never below
// the subnormal quantum) is a power of two, so |x|/q is exact, rounds to an integer k (nearest
// even) and k*q is the rounded value, re-encoded from its f32 bits; .satfinite clamps to the
// largest finite value (infinities included) and NaN gives the NaN 0x7f. Widening is exact (every
// FP8 value is an f16). .relu turns negatives into +0 and NaN into the canonical NaN.
//===-----------------------------------------------------------------------------------------===//
#include "FloatUtil.h"

#include "llvm/IR/Intrinsics.h"

#include <cmath>

using namespace llvm;

namespace scale::ptx {

namespace {

struct Fp8Format {
  int ExpBits, ManBits, Bias;
  double MaxFinite;
  bool HasInf;
  int emin() const { return 1 - Bias; }
};
const Fp8Format E4M3 = {4, 3, 7, 448.0, false};
const Fp8Format E5M2 = {5, 2, 15, 57344.0, true};

/// 2^E as an f32 (E an i32 within the normal exponent range).
Value *pow2(IRBuilderBase &B, Value *E) {
  return B.CreateBitCast(B.CreateShl(B.CreateAdd(E, B.getInt32(127)), 23), B.getFloatTy());
}

/// X (f32) to the FP8 code (i8), round to nearest even, .satfinite, optional .relu.
Value *toFp8(IRBuilderBase &B, Value *X, const Fp8Format &F, bool Relu) {
  Type *I32 = B.getInt32Ty(), *F32 = B.getFloatTy();
  Value *Bits = B.CreateBitCast(X, I32);
  Value *Neg = B.CreateICmpSLT(Bits, B.getInt32(0));
  Value *Abs = B.CreateUnaryIntrinsic(Intrinsic::fabs, X);
  Value *AbsBits = B.CreateBitCast(Abs, I32);
  Value *E = B.CreateSub(B.CreateLShr(AbsBits, 23), B.getInt32(127));
  E = B.CreateBinaryIntrinsic(Intrinsic::smax, E, B.getInt32(F.emin()));
  Value *QExp = B.CreateSub(E, B.getInt32(F.ManBits));
  Value *Scaled = B.CreateFMul(Abs, pow2(B, B.CreateNeg(QExp))); // exact
  Value *K = B.CreateUnaryIntrinsic(Intrinsic::roundeven, Scaled);
  Value *R = B.CreateFMul(K, pow2(B, QExp));
  R = B.CreateBinaryIntrinsic(Intrinsic::minnum, R, ConstantFP::get(F32, F.MaxFinite)); // satfinite
  Value *RBits = B.CreateBitCast(R, I32);
  // Normal: the f32 exponent rebiased, the top mantissa bits.
  Value *Exp = B.CreateAdd(B.CreateLShr(RBits, 23), B.getInt32(F.Bias - 127));
  Value *Normal = B.CreateOr(B.CreateShl(Exp, F.ManBits),
                             B.CreateLShr(B.CreateAnd(RBits, 0x7fffff), 23 - F.ManBits));
  // Subnormal (and zero): R in units of the smallest subnormal.
  Value *Sub = B.CreateFPToUI(B.CreateFMul(R, pow2(B, B.getInt32(F.ManBits - F.emin()))), I32);
  Value *IsSub = B.CreateFCmpOLT(R, ConstantFP::get(F32, std::ldexp(1.0, F.emin())));
  Value *Code = B.CreateSelect(IsSub, Sub, Normal);
  Code = B.CreateOr(Code, B.CreateSelect(Neg, B.getInt32(0x80), B.getInt32(0)));
  if (Relu)
    Code = B.CreateSelect(Neg, B.getInt32(0), Code);
  Code = B.CreateSelect(B.CreateFCmpUNO(X, X), B.getInt32(0x7f), Code);
  return B.CreateTrunc(Code, B.getInt8Ty());
}

/// The FP8 code C (i8) as an f16, exactly.
Value *fromFp8(IRBuilderBase &B, Value *C, const Fp8Format &F, bool Relu) {
  Type *I32 = B.getInt32Ty(), *F32 = B.getFloatTy();
  Value *V = B.CreateZExt(C, I32);
  Value *Neg = B.CreateICmpNE(B.CreateAnd(V, 0x80), B.getInt32(0));
  Value *Exp = B.CreateAnd(B.CreateLShr(V, F.ManBits), (1 << F.ExpBits) - 1);
  Value *Man = B.CreateAnd(V, (1 << F.ManBits) - 1);
  // value = (Exp ? 2^M + Man : Man) * 2^(max(Exp, 1) - Bias - M)
  Value *Sig = B.CreateSelect(B.CreateICmpEQ(Exp, B.getInt32(0)), Man,
                              B.CreateOr(Man, B.getInt32(1 << F.ManBits)));
  Value *Scale = B.CreateSub(B.CreateBinaryIntrinsic(Intrinsic::umax, Exp, B.getInt32(1)),
                             B.getInt32(F.Bias + F.ManBits));
  Value *Mag = B.CreateFMul(B.CreateUIToFP(Sig, F32), pow2(B, Scale));
  Value *MaxExp = B.getInt32((1 << F.ExpBits) - 1);
  Value *IsNaN, *IsInf = B.getFalse();
  if (F.HasInf) {
    Value *Top = B.CreateICmpEQ(Exp, MaxExp);
    IsInf = B.CreateAnd(Top, B.CreateICmpEQ(Man, B.getInt32(0)));
    IsNaN = B.CreateAnd(Top, B.CreateICmpNE(Man, B.getInt32(0)));
  } else {
    Value *AllOnes = B.getInt32((1 << F.ManBits) - 1);
    IsNaN = B.CreateAnd(B.CreateICmpEQ(Exp, MaxExp), B.CreateICmpEQ(Man, AllOnes));
  }
  Mag = B.CreateSelect(IsInf, ConstantFP::getInfinity(F32), Mag);
  Value *R = B.CreateFPTrunc(B.CreateSelect(Neg, B.CreateFNeg(Mag), Mag), B.getHalfTy());
  if (Relu)
    R = B.CreateSelect(Neg, ConstantFP::get(B.getHalfTy(), 0.0), R);
  Value *NaN = B.CreateBitCast(B.getInt16(0x7fff), B.getHalfTy());
  return B.CreateSelect(IsNaN, NaN, R);
}

} // namespace

bool lowerCvtFp8(Lowerer &L, const Instruction &I) {
  bool ToFp8 = !I.Mods.empty() && I.has("satfinite");
  const Fp8Format &F = I.has("e4m3x2") ? E4M3 : E5M2;
  bool Relu = I.has("relu");
  IRBuilder<> &B = L.B;
  if (!I.has("rn"))
    return L.fail(I, "'" + I.fullName() + "': FP8 conversions round with .rn");
  std::vector<PtxType> Ts = L.types(I); // the non-FP8 type
  if (Ts.size() != 1 || !Ts[0].isFloat() || (Ts[0].Name != "f32" && Ts[0].Name != "f16x2"))
    return L.fail(I, "'" + I.fullName() + "': FP8 conversions are from .f32/.f16x2 or to .f16x2");
  if (!ToFp8) { // cvt.rn{.relu}.f16x2.{e4m3x2,e5m2x2} d, a
    if (Ts[0].Name != "f16x2")
      return L.fail(I, "'" + I.fullName() + "': narrowing to FP8 needs .satfinite");
    if (!L.expectOperands(I, 2))
      return false;
    Value *A = L.get(I, 1, B.getInt16Ty());
    if (!A)
      return false;
    Type *V2 = FixedVectorType::get(B.getHalfTy(), 2);
    Value *Lo = fromFp8(B, B.CreateTrunc(A, B.getInt8Ty()), F, Relu);
    Value *Hi = fromFp8(B, B.CreateTrunc(B.CreateLShr(A, 8), B.getInt8Ty()), F, Relu);
    Value *R = B.CreateInsertElement(PoisonValue::get(V2), Lo, uint64_t(0));
    return L.set(I, 0, B.CreateInsertElement(R, Hi, uint64_t(1)));
  }
  Value *Lo, *Hi;
  if (Ts[0].Name == "f32") { // d, a, b: a to the high byte
    if (!L.expectOperands(I, 3))
      return false;
    Hi = L.get(I, 1, B.getFloatTy());
    Lo = L.get(I, 2, B.getFloatTy());
  } else {
    if (!L.expectOperands(I, 2))
      return false;
    Value *A = L.get(I, 1, FixedVectorType::get(B.getHalfTy(), 2));
    if (!A)
      return false;
    Lo = B.CreateFPExt(B.CreateExtractElement(A, uint64_t(0)), B.getFloatTy());
    Hi = B.CreateFPExt(B.CreateExtractElement(A, uint64_t(1)), B.getFloatTy());
  }
  if (!Lo || !Hi)
    return false;
  Value *D = B.CreateOr(B.CreateZExt(toFp8(B, Lo, F, Relu), B.getInt16Ty()),
                        B.CreateShl(B.CreateZExt(toFp8(B, Hi, F, Relu), B.getInt16Ty()), 8));
  return L.set(I, 0, D);
}

} // namespace scale::ptx
