// SPDX-License-Identifier: Apache-2.0
//===- Convert.cpp - cvt, cvta, isspacep ------------------------------------------------------===//
//
// cvt.dtype.atype (PTX ISA 9.7.9.21):
//  * integer to integer: truncate or extend by the source's signedness; .sat clamps to the
//    destination's range;
//  * float to integer: round with .rni/.rzi/.rmi/.rpi (nearest-even, zero, down, up), then
//    convert with saturation (PTX clamps; NaN gives 0 from f32 to 16/32-bit integers and the
//    top-bit-only value otherwise, as measured on NVIDIA hardware): llvm.fpto{s,u}i.sat;
//  * integer to float and float to float: .rn (or none, for widening) is LLVM's default;
//    .rz/.rm/.rp from integers to f32/f64 and from f64 to f32 are exact (DirectedRounding.cpp);
//    narrowing f32 to f16 with .rz/.rm/.rp is the target's fptruncRound; f32/f64 to the same type
//    with an integer rounding rounds to an integral value; .relu clamps negatives to +0 and .sat
//    clamps to [0, 1]; with .relu or .satfinite a NaN becomes the canonical NaN 0x7fff;
//  * packed: cvt.rn{.relu}.{f16x2,bf16x2}.f32 d, a, b puts a in the upper half and b in the lower.
// cvta converts between a state-space address and a generic one (addrspacecast); isspacep asks
// the target.
//===-----------------------------------------------------------------------------------------===//
#include "Chapters.h"
#include "FloatUtil.h"

#include "llvm/IR/Intrinsics.h"

using namespace llvm;

namespace scale::ptx {

static Value *intRound(Lowerer &L, const Instruction &I, Value *V, bool &Ok) {
  Ok = true;
  if (I.has("rni"))
    return L.B.CreateUnaryIntrinsic(Intrinsic::roundeven, V);
  if (I.has("rzi"))
    return L.B.CreateUnaryIntrinsic(Intrinsic::trunc, V);
  if (I.has("rmi"))
    return L.B.CreateUnaryIntrinsic(Intrinsic::floor, V);
  if (I.has("rpi"))
    return L.B.CreateUnaryIntrinsic(Intrinsic::ceil, V);
  Ok = false;
  return V;
}

/// .relu and .satfinite turn a NaN input (\p Src) into the canonical NaN of the result \p R's
/// 16-bit type (0x7fff for f16 and bf16; PTX ISA cvt), where the clamps alone would give 0 or
/// the largest finite value. Other result types keep \p R.
static Value *canonicalNaN(IRBuilder<> &B, Value *Src, Value *R) {
  Type *T = R->getType();
  if (T->getPrimitiveSizeInBits() != 16)
    return R;
  Value *NaN = B.CreateBitCast(B.getInt16(0x7fff), T);
  return B.CreateSelect(B.CreateFCmpUNO(Src, Src), NaN, R);
}

static Value *saturateInt(IRBuilder<> &B, Value *V, bool SrcSigned, const PtxType &Dst) {
  // V is at least as wide as the destination; clamp it to the destination's range.
  unsigned W = V->getType()->getIntegerBitWidth();
  APInt Max = Dst.isSigned() ? APInt::getSignedMaxValue(Dst.Width).zext(W)
                             : APInt::getMaxValue(Dst.Width).zext(W);
  APInt Min = Dst.isSigned() ? APInt::getSignedMinValue(Dst.Width).sext(W) : APInt::getZero(W);
  Type *T = V->getType();
  if (SrcSigned) {
    V = B.CreateBinaryIntrinsic(Intrinsic::smax, V, ConstantInt::get(T, Min));
    if (Dst.isSigned() || Dst.Width < W)
      V = B.CreateBinaryIntrinsic(Intrinsic::smin, V, ConstantInt::get(T, Max));
  } else {
    V = B.CreateBinaryIntrinsic(Intrinsic::umin, V, ConstantInt::get(T, Max));
  }
  return V;
}

static Value *roundedF32ToBf16(IRBuilder<> &B, Value *A, RoundingMode RM);

bool lowerCvt(Lowerer &L, const Instruction &I) {
  if (I.has("e4m3x2") || I.has("e5m2x2"))
    return lowerCvtFp8(L, I);
  std::vector<PtxType> Ts = L.types(I);
  if (Ts.size() != 2)
    return L.fail(I, "'" + I.fullName() + "' needs a destination and a source type");
  const PtxType &D = Ts[0], &S = Ts[1];
  IRBuilder<> &B = L.B;
  Type *DT = L.irType(D), *ST = L.irType(S);
  if (D.Lanes == 2 && D.isFloat() && S.Name == "f32") { // cvt.rn.f16x2.f32 d, a, b
    if (!L.expectOperands(I, 3) || !checkFloatRounding(L, I))
      return false;
    Value *Hi = L.get(I, 1, ST), *Lo = L.get(I, 2, ST);
    if (!Hi || !Lo)
      return false;
    Type *ET = cast<VectorType>(DT)->getElementType();
    auto One = [&](Value *V) {
      Value *R = B.CreateFPTrunc(V, ET);
      if (I.has("relu"))
        R = canonicalNaN(B, V,
                         B.CreateBinaryIntrinsic(Intrinsic::maxnum, R, ConstantFP::get(ET, 0.0)));
      return R;
    };
    Value *R = B.CreateInsertElement(PoisonValue::get(DT), One(Lo), uint64_t(0));
    R = B.CreateInsertElement(R, One(Hi), uint64_t(1));
    return L.set(I, 0, R);
  }
  if (D.Lanes > 1 || S.Lanes > 1)
    return L.unsupported(I, "packed conversion");
  if (!L.expectOperands(I, 2))
    return false;
  Value *A = L.get(I, 1, ST, S.isSigned());
  if (!A)
    return false;
  bool Rounded;
  if (!D.isFloat() && !S.isFloat()) { // int -> int
    Value *V = A;
    if (I.has("sat") && D.Width <= S.Width) {
      V = saturateInt(B, V, S.isSigned(), D);
    } else if (I.has("sat") && S.isSigned() && !D.isSigned()) {
      V = B.CreateBinaryIntrinsic(Intrinsic::smax, V, ConstantInt::get(ST, 0));
    } else if (I.has("sat") && !S.isSigned() && D.isSigned() && D.Width > S.Width) {
      // always in range
    }
    return L.set(I, 0, B.CreateIntCast(V, DT, S.isSigned()), D.isSigned());
  }
  if (!D.isFloat() && S.isFloat()) { // float -> int
    Value *R = intRound(L, I, A, Rounded);
    if (!Rounded)
      return L.fail(I, "a float to integer cvt needs .rni, .rzi, .rmi or .rpi");
    Intrinsic::ID Id = D.isSigned() ? Intrinsic::fptosi_sat : Intrinsic::fptoui_sat;
    Value *V = B.CreateIntrinsic(Id, {DT, ST}, {R});
    // NaN (measured with nvcc's code on an H200): 0 from .f32 to a 16- or 32-bit integer, else
    // (from .f64, or to a 64-bit integer; signed or not) the value with only the top bit set.
    if (D.Width == 64 || S.Width == 64)
      V = B.CreateSelect(B.CreateFCmpUNO(A, A),
                         ConstantInt::get(DT, APInt::getSignMask(D.Width)), V);
    return L.set(I, 0, V, D.isSigned());
  }
  if (D.isFloat() && !S.isFloat()) { // int -> float
    RoundingMode RM = roundingOf(I);
    if (RM != RoundingMode::NearestTiesToEven && D.Width == 16 && D.Lanes == 1) {
      // cvt.{rz,rm,rp}.{f16,bf16}.<int> (nvcc's __int2bfloat16_rz, ...): round to f32 in the
      // mode, then to 16 bits in the same mode. Two roundings in one direction are one: the
      // 16-bit values are f32 values, so the nearest one below (above) the f32 result is the
      // nearest one below (above) the integer.
      Value *F = roundedIntToFp(L.T, B, A, S.isSigned(), B.getFloatTy(), RM);
      Value *R = D.BFloat ? roundedF32ToBf16(B, F, RM) : L.T.fptruncRound(B, F, DT, RM);
      if (!R)
        return L.unsupported(I, "directed rounding for this conversion");
      return L.set(I, 0, applySat(L, I, R));
    }
    if (D.BFloat && D.Width == 16 && D.Lanes == 1 && S.Width > 16) {
      // cvt.rn.bf16.{s,u}{32,64}: sitofp to bfloat is legalised through f32, which rounds twice
      // (2^24 + 2^16 + 1 became 2^24, not 2^24 + 2^17). Round to odd in f32 instead (toward zero,
      // the last bit set when inexact): with 16 more bits than bf16 a second rounding to nearest
      // is then exact.
      Value *F = roundedIntToFp(L.T, B, A, S.isSigned(), B.getFloatTy(), RoundingMode::TowardZero);
      Value *Back = S.isSigned() ? B.CreateFPToSI(F, ST) : B.CreateFPToUI(F, ST);
      Value *Inexact = B.CreateZExt(B.CreateICmpNE(Back, A), B.getInt32Ty());
      Value *Odd = B.CreateBitCast(B.CreateOr(B.CreateBitCast(F, B.getInt32Ty()), Inexact), B.getFloatTy());
      return L.set(I, 0, applySat(L, I, B.CreateFPTrunc(Odd, DT)));
    }
    if (!checkDirectedRounding(L, I, D))
      return false;
    Value *R = RM != RoundingMode::NearestTiesToEven ? roundedIntToFp(L.T, B, A, S.isSigned(), DT, RM)
               : S.isSigned()                        ? B.CreateSIToFP(A, DT)
                                                     : B.CreateUIToFP(A, DT);
    return L.set(I, 0, applySat(L, I, R));
  }
  // float -> float
  Value *R = A;
  unsigned DW = D.Width, SW = S.Width;
  if (DW == SW && D.BFloat == S.BFloat) {
    R = intRound(L, I, A, Rounded);
  } else if (DW > SW || (DW == SW)) {
    R = DW == SW ? B.CreateFPExt(B.CreateFPExt(A, B.getFloatTy()), DT) : B.CreateFPExt(A, DT);
  } else {
    RoundingMode RM = I.has("rz") ? RoundingMode::TowardZero
                      : I.has("rm") ? RoundingMode::TowardNegative
                      : I.has("rp") ? RoundingMode::TowardPositive
                                    : RoundingMode::NearestTiesToEven;
    if (RM == RoundingMode::NearestTiesToEven)
      R = B.CreateFPTrunc(A, DT);
    else if (S.Width == 64 && D.Width == 32)
      R = roundedF64ToF32(L.T, B, A, RM);
    else if (S.Width == 32 && D.BFloat && DT->isBFloatTy())
      R = roundedF32ToBf16(B, A, RM);
    else if (!(R = L.T.fptruncRound(B, A, DT, RM)))
      return L.unsupported(I, "directed rounding for this conversion");
  }
  if (I.has("relu"))
    R = B.CreateBinaryIntrinsic(Intrinsic::maxnum, R, ConstantFP::get(DT, 0.0));
  if (I.has("satfinite")) {
    const fltSemantics &Sem = DT->getScalarType()->getFltSemantics();
    Value *Max = ConstantFP::get(DT, APFloat::getLargest(Sem, false));
    Value *Min = ConstantFP::get(DT, APFloat::getLargest(Sem, true));
    R = B.CreateBinaryIntrinsic(Intrinsic::minnum, B.CreateBinaryIntrinsic(Intrinsic::maxnum, R, Min), Max);
  }
  if (I.has("relu") || I.has("satfinite"))
    R = canonicalNaN(B, A, R);
  return L.set(I, 0, applySat(L, I, R));
}

/// f32 -> bf16 with a directed rounding, exactly: bf16 is the upper half of f32 (same exponent
/// range), so truncating the low 16 bits rounds the magnitude toward zero, and adding one to the
/// upper half rounds it away (carrying into the exponent, up to infinity). NaN gives the canonical
/// bf16 NaN 0x7fff.
static Value *roundedF32ToBf16(IRBuilder<> &B, Value *A, RoundingMode RM) {
  Value *Bits = B.CreateBitCast(A, B.getInt32Ty());
  Value *Hi = B.CreateTrunc(B.CreateLShr(Bits, 16), B.getInt16Ty());
  if (RM != RoundingMode::TowardZero) {
    Value *Inexact = B.CreateICmpNE(B.CreateAnd(Bits, 0xffff), B.getInt32(0));
    Value *Neg = B.CreateICmpSLT(Bits, B.getInt32(0));
    Value *Away = B.CreateAnd(Inexact, RM == RoundingMode::TowardNegative ? Neg : B.CreateNot(Neg));
    Hi = B.CreateAdd(Hi, B.CreateZExt(Away, B.getInt16Ty()));
  }
  Hi = B.CreateSelect(B.CreateFCmpUNO(A, A), B.getInt16(0x7fff), Hi);
  return B.CreateBitCast(Hi, B.getBFloatTy());
}

static std::optional<StateSpace> spaceOf(const Instruction &I) {
  if (I.has("global"))
    return StateSpace::Global;
  if (I.has("shared") || I.has("shared::cta"))
    return StateSpace::Shared;
  if (I.has("local"))
    return StateSpace::Local;
  if (I.has("const"))
    return StateSpace::Const;
  if (I.has("param") || I.has("param::entry"))
    return StateSpace::Param;
  return std::nullopt;
}

bool lowerCvta(Lowerer &L, const Instruction &I) {
  auto Ty = L.type(I);
  if (!Ty || !L.expectOperands(I, 2))
    return false;
  auto Space = spaceOf(I);
  if (!Space || *Space == StateSpace::Param)
    return L.fail(I, "cvta needs .global, .shared, .local or .const");
  IRBuilder<> &B = L.B;
  unsigned AS = L.T.addrSpace(*Space);
  bool ToSpace = I.has("to");
  unsigned FromAS = ToSpace ? 0 : AS, ToAS = ToSpace ? AS : 0;
  Type *FromP = PointerType::get(L.Ctx, FromAS), *ToP = PointerType::get(L.Ctx, ToAS);
  Value *A = L.get(I, 1, L.B.getIntNTy(L.DL.getPointerSizeInBits(FromAS)));
  if (!A)
    return false;
  Value *P = B.CreateAddrSpaceCast(B.CreateIntToPtr(A, FromP), ToP);
  return L.set(I, 0, B.CreatePtrToInt(P, B.getIntNTy(L.DL.getPointerSizeInBits(ToAS))));
}

bool lowerIsspacep(Lowerer &L, const Instruction &I) {
  if (!L.expectOperands(I, 2))
    return false;
  auto Space = spaceOf(I);
  if (!Space)
    return L.fail(I, "isspacep needs .global, .shared, .local or .const");
  Value *A = L.get(I, 1, PointerType::get(L.Ctx, 0));
  return A && L.set(I, 0, L.T.isSpace(L.B, A, *Space));
}

} // namespace scale::ptx
