// SPDX-License-Identifier: Apache-2.0
//===- DirectedRounding.cpp - exact .rz/.rm/.rp results without the rounding-mode register ---===//
//
// PTX's add/sub/mul/fma/mad/div/sqrt/rcp .rz/.rm/.rp on f32 and f64, and cvt.{rz,rm,rp} from
// integers and from f64 to f32, are computed in round-to-nearest together with the sign of the
// rounding error; the nearest result is then moved one ulp (nextafter) where the mode asks for it.
// This is the algorithm of headers/__scale_amd/math/rounding.h (the CUDA _rd/_ru/_rz intrinsics,
// checked against the host's fesetround() there), written with the IR builder:
//  * f32 operations run in f64: x*y is exact there; x+y and x*y+z keep their error through
//    TwoSum; x/y and sqrt(x) through the fma residual; the f64 result d with its error e is then
//    rounded to f32 (the f32 nearest to d, moved when it lies on the wrong side of d + e);
//  * f64 operations use TwoSum (add), the fma residual (mul; div and sqrt after scaling the
//    operands with frexp so that the residual cannot underflow) and Boldo-Muller's ErrFma (fma);
//  * an exact zero sum takes the sign IEEE gives it in the mode (-0 when rounding down);
//  * an f64 sum near the overflow threshold gets its error sign from the halved operands (TwoSum
//    itself would overflow there; rounding.h's __dadd_r* has that gap);
//    overflow rounds to the largest finite value toward zero; NaN and infinities pass through.
// The hardware mode register is never touched, so nothing else in the function changes.
//===-----------------------------------------------------------------------------------------===//
#include "FloatUtil.h"

#include "llvm/IR/Intrinsics.h"

using namespace llvm;

namespace scale::ptx {

RoundingMode roundingOf(const Instruction &I) {
  if (I.has("rz"))
    return RoundingMode::TowardZero;
  if (I.has("rm"))
    return RoundingMode::TowardNegative;
  if (I.has("rp"))
    return RoundingMode::TowardPositive;
  return RoundingMode::NearestTiesToEven;
}

bool checkDirectedRounding(Lowerer &L, const Instruction &I, const PtxType &Ty) {
  if (roundingOf(I) == RoundingMode::NearestTiesToEven)
    return true;
  if (Ty.isFloat() && Ty.Lanes == 1 && !Ty.BFloat && (Ty.Width == 32 || Ty.Width == 64))
    return true;
  return L.fail(I, "'" + I.fullName() + "': .rz/.rm/.rp exist for .f32 and .f64 only");
}

namespace {

/// The operations of rounding.h on IR values of one float type.
class Rounder {
public:
  Rounder(TargetHooks &T, IRBuilderBase &B, RoundingMode M) : T(T), B(B), M(M) {}

  Value *cst(Type *T, double V) { return ConstantFP::get(T, V); }
  Value *isFinite(Value *X) { return B.CreateFCmpOEQ(B.CreateFSub(X, X), cst(X->getType(), 0.0)); }
  /// sign(X) as i32: -1, 0 or +1 (0 for NaN).
  Value *sign(Value *X) {
    Value *Z = cst(X->getType(), 0.0);
    return B.CreateSub(B.CreateZExt(B.CreateFCmpOGT(X, Z), B.getInt32Ty()),
                       B.CreateZExt(B.CreateFCmpOLT(X, Z), B.getInt32Ty()));
  }
  Value *fma(Value *A, Value *C, Value *D) {
    return B.CreateIntrinsic(Intrinsic::fma, {A->getType()}, {A, C, D});
  }
  /// A * C rounded to nearest and never contracted into a neighbouring add (the error-free
  /// transformations below need the rounded product): the target's hook.
  Value *mul(Value *A, Value *C) { return T.mulRoundedNearest(B, A, C); }
  /// The next value toward +inf (NaN and +inf stay).
  Value *nextUp(Value *X) {
    Type *T = X->getType();
    Type *IT = B.getIntNTy(T->getPrimitiveSizeInBits());
    Value *Bits = B.CreateBitCast(X, IT);
    Value *Next = B.CreateSelect(B.CreateICmpSLT(Bits, ConstantInt::get(IT, 0)),
                                 B.CreateSub(Bits, ConstantInt::get(IT, 1)),
                                 B.CreateAdd(Bits, ConstantInt::get(IT, 1)));
    Value *R = B.CreateBitCast(Next, T);
    Value *Tiny = B.CreateBitCast(ConstantInt::get(IT, 1), T);
    R = B.CreateSelect(B.CreateFCmpOEQ(X, cst(T, 0.0)), Tiny, R);
    Value *Keep = B.CreateOr(B.CreateFCmpUNO(X, X), B.CreateFCmpOEQ(X, ConstantFP::getInfinity(T)));
    return B.CreateSelect(Keep, X, R);
  }
  Value *nextDown(Value *X) { return B.CreateFNeg(nextUp(B.CreateFNeg(X))); }
  /// R is the nearest value to the exact t, S = sign(R - t) (i32), TNeg: t < 0.
  Value *adjust(Value *R, Value *S, Value *TNeg) {
    Value *Zero = B.getInt32(0);
    Value *Down = B.CreateSelect(B.CreateICmpSGT(S, Zero), nextDown(R), R);
    Value *Up = B.CreateSelect(B.CreateICmpSLT(S, Zero), nextUp(R), R);
    switch (M) {
    case RoundingMode::TowardNegative:
      return Down;
    case RoundingMode::TowardPositive:
      return Up;
    default: // toward zero
      return B.CreateSelect(TNeg, Up, Down);
    }
  }
  Value *lt0(Value *X) { return B.CreateFCmpOLT(X, cst(X->getType(), 0.0)); }
  /// TwoSum: A + C = S + E exactly.
  std::pair<Value *, Value *> twoSum(Value *A, Value *C) {
    Value *S = B.CreateFAdd(A, C), *BB = B.CreateFSub(S, A);
    Value *E = B.CreateFAdd(B.CreateFSub(A, B.CreateFSub(S, BB)), B.CreateFSub(C, BB));
    return {S, E};
  }
  /// The exact value D + E (f64; E NaN when D is not finite) rounded to f32.
  Value *roundF32(Value *D, Value *E) {
    Value *F = B.CreateFPTrunc(D, B.getFloatTy());
    Value *DF = B.CreateFPExt(F, B.getDoubleTy());
    Value *S = B.CreateSelect(B.CreateFCmpOLT(DF, D), B.getInt32(-1),
                              B.CreateSelect(B.CreateFCmpOGT(DF, D), B.getInt32(1),
                                             B.CreateNeg(sign(E))));
    return adjust(F, S, lt0(D));
  }
  Value *roundDown0(Value *X, Value *C) { // -((-X) + (-C)): the sum's zero as round-down gives it
    return B.CreateFNeg(B.CreateFAdd(B.CreateFNeg(X), B.CreateFNeg(C)));
  }
  std::pair<Value *, Value *> frexp(Value *X) {
    Value *R = B.CreateIntrinsic(Intrinsic::frexp, {X->getType(), B.getInt32Ty()}, {X});
    return {B.CreateExtractValue(R, 0), B.CreateExtractValue(R, 1)};
  }
  Value *ldexp(Value *X, Value *E) {
    return B.CreateIntrinsic(Intrinsic::ldexp, {X->getType(), B.getInt32Ty()}, {X, E});
  }
  /// sign(A - C) when they differ, else Tie.
  Value *cmpOr(Value *A, Value *C, Value *Tie) {
    return B.CreateSelect(B.CreateFCmpONE(A, C), sign(B.CreateFSub(A, C)), Tie);
  }

  // ---- f32 ----
  Value *addF32(Value *X, Value *Y) {
    Type *D = B.getDoubleTy();
    auto [S, E] = twoSum(B.CreateFPExt(X, D), B.CreateFPExt(Y, D));
    Value *R = roundF32(S, E);
    if (M != RoundingMode::TowardNegative)
      return R;
    return B.CreateSelect(B.CreateFCmpOEQ(S, cst(D, 0.0)), roundDown0(X, Y), R);
  }
  Value *mulF32(Value *X, Value *Y) {
    Type *D = B.getDoubleTy();
    return roundF32(mul(B.CreateFPExt(X, D), B.CreateFPExt(Y, D)), cst(D, 0.0));
  }
  Value *fmaF32(Value *X, Value *Y, Value *Z) {
    Type *D = B.getDoubleTy();
    Value *P = mul(B.CreateFPExt(X, D), B.CreateFPExt(Y, D)), *DZ = B.CreateFPExt(Z, D);
    auto [S, E] = twoSum(P, DZ);
    Value *R = roundF32(S, E);
    if (M != RoundingMode::TowardNegative)
      return R;
    return B.CreateSelect(B.CreateFCmpOEQ(S, cst(D, 0.0)),
                          B.CreateFPTrunc(roundDown0(P, DZ), B.getFloatTy()), R);
  }
  Value *divF32(Value *X, Value *Y) {
    Type *D = B.getDoubleTy();
    Value *DX = B.CreateFPExt(X, D), *DY = B.CreateFPExt(Y, D);
    Value *Q = B.CreateFDiv(DX, DY);
    Value *Res = fma(B.CreateFNeg(Q), DY, DX); // x - q*y, exact
    return roundF32(Q, B.CreateSelect(B.CreateFCmpOGT(DY, cst(D, 0.0)), Res, B.CreateFNeg(Res)));
  }
  Value *sqrtF32(Value *X) {
    Type *D = B.getDoubleTy();
    Value *DX = B.CreateFPExt(X, D);
    Value *S = B.CreateUnaryIntrinsic(Intrinsic::sqrt, DX);
    return roundF32(S, fma(B.CreateFNeg(S), S, DX));
  }

  // ---- f64 ----
  /// An infinite R from finite operands (overflow): rounded toward zero unless the mode is away.
  Value *overflow(Value *R) { return adjust(R, sign(R), lt0(R)); }
  Value *addF64(Value *X, Value *Y) {
    Type *T = X->getType();
    auto [R, E] = twoSum(X, Y);
    // Near the overflow threshold TwoSum's intermediate s - a can overflow (E is NaN with R
    // finite); halving both operands is exact there and keeps the sign of the error.
    Value *Half = cst(T, 0.5);
    Value *EHalf = twoSum(mul(X, Half), mul(Y, Half)).second;
    E = B.CreateSelect(B.CreateFCmpUNO(E, E), EHalf, E);
    Value *Normal = adjust(R, B.CreateNeg(sign(E)), lt0(R));
    Value *Zero = M == RoundingMode::TowardNegative ? roundDown0(X, Y) : R;
    Value *IsZero = B.CreateAnd(B.CreateFCmpOEQ(R, cst(T, 0.0)), B.CreateFCmpOEQ(E, cst(T, 0.0)));
    Value *Fin = B.CreateSelect(IsZero, Zero, Normal);
    Value *Inf = B.CreateSelect(B.CreateAnd(isFinite(X), isFinite(Y)), overflow(R), R);
    return B.CreateSelect(isFinite(R), Fin, Inf);
  }
  Value *special2(Value *X, Value *Y) { // an operand not finite or zero: the result is exact
    Type *T = X->getType();
    Value *NF = B.CreateOr(B.CreateNot(isFinite(X)), B.CreateNot(isFinite(Y)));
    Value *Zero = B.CreateOr(B.CreateFCmpOEQ(X, cst(T, 0.0)), B.CreateFCmpOEQ(Y, cst(T, 0.0)));
    return B.CreateOr(NF, Zero);
  }
  Value *signsDiffer(Value *X, Value *Y) { return B.CreateXor(lt0(X), lt0(Y)); }
  Value *mulF64(Value *X, Value *Y) {
    Type *T = X->getType();
    Value *R = mul(X, Y);
    Value *SBig = B.CreateNeg(sign(fma(X, Y, B.CreateFNeg(R))));
    auto [MX, EX] = frexp(X);
    auto [MY, EY] = frexp(Y);
    Value *P = mul(MX, MY), *E = fma(MX, MY, B.CreateFNeg(P));
    Value *RS = ldexp(R, B.CreateNeg(B.CreateAdd(EX, EY)));
    Value *STiny = cmpOr(RS, P, B.CreateNeg(sign(E)));
    Value *Big = B.CreateFCmpOGE(B.CreateUnaryIntrinsic(Intrinsic::fabs, R), cst(T, 0x1p-960));
    Value *Res = adjust(R, B.CreateSelect(Big, SBig, STiny), signsDiffer(X, Y));
    Res = B.CreateSelect(isFinite(R), Res, overflow(R));
    return B.CreateSelect(special2(X, Y), R, Res);
  }
  Value *divF64(Value *X, Value *Y) {
    Value *Q = B.CreateFDiv(X, Y);
    auto [MX, EX] = frexp(X);
    auto [MY, EY] = frexp(Y);
    Value *QQ = B.CreateFDiv(MX, MY), *Res = fma(B.CreateFNeg(QQ), MY, MX);
    Value *QS = ldexp(Q, B.CreateNeg(B.CreateSub(EX, EY)));
    Value *Tie = B.CreateNeg(B.CreateMul(sign(Res), sign(MY)));
    Value *R = adjust(Q, cmpOr(QS, QQ, Tie), signsDiffer(X, Y));
    return B.CreateSelect(special2(X, Y), Q, R);
  }
  Value *sqrtF64(Value *X) {
    Type *T = X->getType();
    Value *R = B.CreateUnaryIntrinsic(Intrinsic::sqrt, X);
    auto [MX, EX] = frexp(X);
    Value *Odd = B.CreateTrunc(EX, B.getInt1Ty());
    MX = B.CreateSelect(Odd, mul(MX, cst(T, 2.0)), MX);
    EX = B.CreateSelect(Odd, B.CreateSub(EX, B.getInt32(1)), EX);
    Value *SQ = B.CreateUnaryIntrinsic(Intrinsic::sqrt, MX), *Res = fma(B.CreateFNeg(SQ), SQ, MX);
    Value *RS = ldexp(R, B.CreateNeg(B.CreateAShr(EX, 1)));
    Value *Adj = adjust(R, cmpOr(RS, SQ, B.CreateNeg(sign(Res))), B.getFalse());
    Value *Exact =
        B.CreateOr(B.CreateNot(B.CreateFCmpOGT(X, cst(T, 0.0))), B.CreateNot(isFinite(X)));
    return B.CreateSelect(Exact, R, Adj);
  }
  /// ErrFma: sign(R1 - (A*B + C)) as i32 (no underflow).
  Value *fmaErrSign(Value *A, Value *C, Value *D, Value *R1) {
    Value *U1 = mul(A, C), *U2 = fma(A, C, B.CreateFNeg(U1));
    auto [Al1, Al2] = twoSum(D, U2);
    auto [Be1, Be2] = twoSum(U1, Al1);
    Value *G = B.CreateFAdd(B.CreateFSub(Be1, R1), Be2);
    Value *R2 = B.CreateFAdd(G, Al2), *R3 = B.CreateFSub(Al2, B.CreateFSub(R2, G));
    Value *Z = cst(A->getType(), 0.0);
    return B.CreateSelect(B.CreateFCmpONE(R2, Z), B.CreateNeg(sign(R2)), B.CreateNeg(sign(R3)));
  }
  Value *fmaF64(Value *X, Value *Y, Value *Z) {
    Type *T = X->getType();
    Value *R = fma(X, Y, Z), *P = mul(X, Y);
    auto Abs = [&](Value *V) { return B.CreateUnaryIntrinsic(Intrinsic::fabs, V); };
    Value *Zero = cst(T, 0.0);
    Value *SignBit = B.CreateICmpSLT(B.CreateBitCast(R, B.getInt64Ty()), B.getInt64(0));
    Value *TNeg = B.CreateOr(lt0(R), B.CreateAnd(B.CreateFCmpOEQ(R, Zero), SignBit));
    // Case 2: no underflow anywhere.
    Value *S2 = fmaErrSign(X, Y, Z, R);
    // Case 3: |x*y| < ulp(z)/2.
    Value *S3 = cmpOr(R, Z, B.CreateSelect(signsDiffer(X, Y), B.getInt32(1), B.getInt32(-1)));
    // Case 4: scaled so that x*y is in [0.25, 1).
    auto [MX, EX] = frexp(X);
    auto [MY, EY] = frexp(Y);
    Value *NE = B.CreateNeg(B.CreateAdd(EX, EY));
    Value *ZS = ldexp(Z, NE), *RS = fma(MX, MY, ZS), *RR = ldexp(R, NE);
    Value *S4 = cmpOr(RR, RS, fmaErrSign(MX, MY, ZS, RS));
    Value *Big = B.CreateAnd(B.CreateFCmpOGE(Abs(P), cst(T, 0x1p-900)),
                             B.CreateFCmpOGE(Abs(R), cst(T, 0x1p-900)));
    Value *Tiny = B.CreateFCmpOLE(Abs(P), mul(Abs(Z), cst(T, 0x1p-56)));
    Value *S = B.CreateSelect(Big, S2, B.CreateSelect(Tiny, S3, S4));
    Value *ZeroOp = B.CreateOr(B.CreateFCmpOEQ(X, Zero), B.CreateFCmpOEQ(Y, Zero));
    S = B.CreateSelect(ZeroOp, B.getInt32(0), S);
    Value *Res = adjust(R, S, TNeg);
    if (M == RoundingMode::TowardNegative) {
      Value *ExactZero = B.CreateAnd(B.CreateICmpEQ(S, B.getInt32(0)), B.CreateFCmpOEQ(R, Zero));
      Value *NegZero = B.CreateFNeg(fma(B.CreateFNeg(X), Y, B.CreateFNeg(Z)));
      Res = B.CreateSelect(ExactZero, NegZero, Res);
    }
    Value *Fin = B.CreateSelect(isFinite(R), Res, overflow(R));
    Value *AllFinite = B.CreateAnd(B.CreateAnd(isFinite(X), isFinite(Y)), isFinite(Z));
    return B.CreateSelect(AllFinite, Fin, R);
  }

  TargetHooks &T;
  IRBuilderBase &B;
  RoundingMode M;
};

} // namespace

Value *roundedOp(TargetHooks &T, IRBuilderBase &B, StringRef Op, ArrayRef<Value *> V,
                 RoundingMode M) {
  Rounder R(T, B, M);
  bool F32 = V[0]->getType()->isFloatTy();
  if (Op == "add")
    return F32 ? R.addF32(V[0], V[1]) : R.addF64(V[0], V[1]);
  if (Op == "sub")
    return F32 ? R.addF32(V[0], B.CreateFNeg(V[1])) : R.addF64(V[0], B.CreateFNeg(V[1]));
  if (Op == "mul")
    return F32 ? R.mulF32(V[0], V[1]) : R.mulF64(V[0], V[1]);
  if (Op == "fma")
    return F32 ? R.fmaF32(V[0], V[1], V[2]) : R.fmaF64(V[0], V[1], V[2]);
  if (Op == "div")
    return F32 ? R.divF32(V[0], V[1]) : R.divF64(V[0], V[1]);
  if (Op == "rcp") {
    Value *One = ConstantFP::get(V[0]->getType(), 1.0);
    return F32 ? R.divF32(One, V[0]) : R.divF64(One, V[0]);
  }
  assert(Op == "sqrt" && "unknown rounded operation");
  return F32 ? R.sqrtF32(V[0]) : R.sqrtF64(V[0]);
}

Value *roundedIntToFp(TargetHooks &T, IRBuilderBase &B, Value *X, bool Signed, Type *DT,
                      RoundingMode M) {
  Rounder R(T, B, M);
  Type *D = B.getDoubleTy();
  unsigned W = X->getType()->getIntegerBitWidth();
  if (!DT->isFloatTy() && !DT->isDoubleTy())
    return nullptr;
  if (W <= 32) {
    Value *Exact = Signed ? B.CreateSIToFP(X, D) : B.CreateUIToFP(X, D);
    return DT->isDoubleTy() ? Exact : R.roundF32(Exact, ConstantFP::get(D, 0.0));
  }
  // x = hi * 2^32 + lo as two exact doubles; TwoSum keeps the error.
  Value *Hi32 = B.CreateTrunc(B.CreateLShr(X, 32), B.getInt32Ty());
  Value *Hi = Signed ? B.CreateSIToFP(Hi32, D) : B.CreateUIToFP(Hi32, D);
  Hi = R.mul(Hi, ConstantFP::get(D, 4294967296.0));
  Value *Lo = B.CreateUIToFP(B.CreateTrunc(X, B.getInt32Ty()), D);
  auto [S, E] = R.twoSum(Hi, Lo);
  if (DT->isFloatTy())
    return R.roundF32(S, E);
  Value *Neg = Signed ? B.CreateICmpSLT(X, ConstantInt::get(X->getType(), 0)) : B.getFalse();
  return R.adjust(S, B.CreateNeg(R.sign(E)), Neg);
}

Value *roundedF64ToF32(TargetHooks &T, IRBuilderBase &B, Value *X, RoundingMode M) {
  Rounder R(T, B, M);
  return R.roundF32(X, ConstantFP::get(B.getDoubleTy(), 0.0));
}

} // namespace scale::ptx
