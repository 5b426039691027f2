// SPDX-License-Identifier: Apache-2.0
//===- Float.cpp - PTX ISA "Floating-Point Instructions" (fma, rcp, sqrt, ex2, ...) ----------===//
//
// .approx forms become LLVM operations with the `afn` flag (the AMDGPU backend selects its
// hardware approximations: v_rcp, v_rsq, v_exp, v_log, v_sin, v_cos); exact forms (.rn) are
// plain operations, which AMDGPU rounds correctly; .rz/.rm/.rp are exact too
// (DirectedRounding.cpp). .ftz flushes subnormal inputs and results to
// zero of their sign (Lowerer::get/set, for every instruction). tanh.approx has no instruction on
// AMD and is computed from exp2.
//===-----------------------------------------------------------------------------------------===//
#include "Chapters.h"
#include "FloatUtil.h"

#include "llvm/IR/Intrinsics.h"

using namespace llvm;

namespace scale::ptx {

bool checkFloatRounding(Lowerer &L, const Instruction &I) {
  for (const char *M : {"rz", "rm", "rp"})
    if (I.has(M))
      return L.unsupported(I, std::string("rounding mode .") + M + " is not implemented");
  return true;
}

Value *applySat(Lowerer &L, const Instruction &I, Value *V) {
  if (!I.has("sat") || !V->getType()->isFPOrFPVectorTy())
    return V;
  Type *T = V->getType();
  Value *R = L.B.CreateBinaryIntrinsic(Intrinsic::maxnum, V, ConstantFP::get(T, 0.0));
  return L.B.CreateBinaryIntrinsic(Intrinsic::minnum, R, ConstantFP::get(T, 1.0));
}

/// .relu (f16/bf16 forms): negatives become +0 and a NaN the canonical NaN 0x7fff (PTX ISA
/// fma/min/max); maxnum alone would turn a NaN into 0.
static Value *relu(Lowerer &L, const Instruction &I, Value *V) {
  if (!I.has("relu"))
    return V;
  IRBuilder<> &B = L.B;
  Type *T = V->getType();
  Value *R = B.CreateBinaryIntrinsic(Intrinsic::maxnum, V, Constant::getNullValue(T));
  if (T->getScalarSizeInBits() != 16)
    return R;
  Type *IntT = T->getWithNewType(B.getInt16Ty());
  Value *NaN = B.CreateBitCast(ConstantInt::get(IntT, 0x7fff), T);
  return B.CreateSelect(B.CreateFCmpUNO(V, V), NaN, R);
}

bool lowerFma(Lowerer &L, const Instruction &I) {
  auto Op = L.operands(I, 4);
  if (!Op)
    return false;
  if (!Op->Ty.isFloat())
    return L.fail(I, "'" + I.fullName() + "' needs a floating-point type");
  if (!checkDirectedRounding(L, I, Op->Ty))
    return false;
  Type *T = Op->T;
  Value *A = Op->Src[0], *B = Op->Src[1], *C = Op->Src[2];
  RoundingMode RM = roundingOf(I);
  Value *R = RM != RoundingMode::NearestTiesToEven ? roundedOp(L.T, L.B, "fma", {A, B, C}, RM)
                                                   : L.B.CreateIntrinsic(Intrinsic::fma, {T}, {A, B, C});
  return L.set(I, 0, relu(L, I, applySat(L, I, R)));
}

static Value *approx(Value *V) {
  if (auto *Inst = dyn_cast<llvm::Instruction>(V))
    if (isa<FPMathOperator>(Inst))
      Inst->setHasApproxFunc(true);
  return V;
}

/// tanh(x) = sign(x) * (1 - 2 / (exp2(2 |x| log2(e)) + 1)), in f32. Below |x| = 2^-6 the
/// subtraction cancels (tiny and subnormal x gave 0, where NVIDIA's tanh.approx gives x), so
/// x - x^3/3 is used there (relative error < 2^-22, well inside tanh.approx's 2^-11).
static Value *tanhF32(IRBuilder<> &B, Value *X) {
  Type *T = X->getType();
  Value *AX = B.CreateUnaryIntrinsic(Intrinsic::fabs, X);
  Value *E = approx(B.CreateUnaryIntrinsic(Intrinsic::exp2, B.CreateFMul(AX, ConstantFP::get(T, 2.8853900817779268))));
  Value *R = B.CreateFSub(ConstantFP::get(T, 1.0),
                          approx(B.CreateFDiv(ConstantFP::get(T, 2.0), B.CreateFAdd(E, ConstantFP::get(T, 1.0)))));
  Value *Large = B.CreateBinaryIntrinsic(Intrinsic::copysign, R, X);
  Value *X3 = B.CreateFMul(B.CreateFMul(X, X), X);
  Value *Small = B.CreateFAdd(X, B.CreateFMul(X3, ConstantFP::get(T, -1.0 / 3.0)));
  return B.CreateSelect(B.CreateFCmpOLT(AX, ConstantFP::get(T, 0.015625)), Small, Large);
}

bool lowerUnaryFloat(Lowerer &L, const Instruction &I) {
  auto Typed = L.operands(I, 2);
  if (!Typed)
    return false;
  if (!Typed->Ty.isFloat())
    return L.fail(I, "'" + I.fullName() + "' needs a floating-point type");
  StringRef Op = I.Opcode;
  bool Directed = roundingOf(I) != RoundingMode::NearestTiesToEven;
  if (Directed && Op != "rcp" && Op != "sqrt")
    return checkFloatRounding(L, I);
  if (!checkDirectedRounding(L, I, Typed->Ty))
    return false;
  IRBuilder<> &B = L.B;
  Type *T = Typed->T;
  Value *A = Typed->Src[0];
  bool Approx = I.has("approx");
  if (Directed)
    return L.set(I, 0, roundedOp(L.T, B, Op, {A}, roundingOf(I)));
  if ((Op == "ex2" || Op == "lg2" || Op == "sin" || Op == "cos" || Op == "tanh" || Op == "rsqrt") && !Approx)
    return L.fail(I, "'" + I.fullName() + "' needs .approx");
  Value *R;
  if (Op == "rcp") {
    R = B.CreateFDiv(ConstantFP::get(T, 1.0), A);
  } else if (Op == "sqrt") {
    R = B.CreateUnaryIntrinsic(Intrinsic::sqrt, A);
  } else if (Op == "rsqrt") {
    R = B.CreateFDiv(ConstantFP::get(T, 1.0), approx(B.CreateUnaryIntrinsic(Intrinsic::sqrt, A)));
  } else if (Op == "ex2") {
    R = B.CreateUnaryIntrinsic(Intrinsic::exp2, A);
  } else if (Op == "lg2") {
    return L.set(I, 0, L.T.log2Approx(B, A));
  } else if (Op == "sin") {
    R = B.CreateUnaryIntrinsic(Intrinsic::sin, A);
  } else if (Op == "cos") {
    R = B.CreateUnaryIntrinsic(Intrinsic::cos, A);
  } else { // tanh
    Type *F32 = T->isVectorTy() ? FixedVectorType::get(B.getFloatTy(), 2) : B.getFloatTy();
    Value *X = T == F32 ? A : B.CreateFPExt(A, F32);
    R = tanhF32(B, X);
    if (T != F32)
      R = B.CreateFPTrunc(R, T);
    return L.set(I, 0, R);
  }
  if (Approx)
    approx(R);
  return L.set(I, 0, R);
}

} // namespace scale::ptx
