// SPDX-License-Identifier: Apache-2.0
//===- Compare.cpp - PTX ISA "Comparison and Selection Instructions" -------------------------===//
//
// setp/set compare with CmpOp (integer: eq ne lt le gt ge, unsigned lo ls hi hs; float: the
// ordered eq ne lt le gt ge, the unordered equ neu ltu leu gtu geu, num, nan), then combine with
// an optional predicate c through BoolOp (.and .or .xor). `setp p|q` also writes q from the
// complement of the comparison. set gives all ones (or 1.0 for a float destination) for true.
// Packed .f16x2/.bf16x2 compare both halves: setp writes p from the low halves and q from the
// high ones; set writes 1.0 (or 0xffff for .u32/.s32) into each half.
//===-----------------------------------------------------------------------------------------===//
#include "Chapters.h"

#include "llvm/IR/Intrinsics.h"

using namespace llvm;

namespace scale::ptx {

static std::optional<CmpInst::Predicate> cmpPredicate(const Instruction &I, const PtxType &Ty) {
  static const struct {
    const char *Name;
    CmpInst::Predicate S, U, F;
  } Ops[] = {
      {"eq", CmpInst::ICMP_EQ, CmpInst::ICMP_EQ, CmpInst::FCMP_OEQ},
      {"ne", CmpInst::ICMP_NE, CmpInst::ICMP_NE, CmpInst::FCMP_ONE},
      {"lt", CmpInst::ICMP_SLT, CmpInst::ICMP_ULT, CmpInst::FCMP_OLT},
      {"le", CmpInst::ICMP_SLE, CmpInst::ICMP_ULE, CmpInst::FCMP_OLE},
      {"gt", CmpInst::ICMP_SGT, CmpInst::ICMP_UGT, CmpInst::FCMP_OGT},
      {"ge", CmpInst::ICMP_SGE, CmpInst::ICMP_UGE, CmpInst::FCMP_OGE},
      {"lo", CmpInst::ICMP_ULT, CmpInst::ICMP_ULT, CmpInst::BAD_FCMP_PREDICATE},
      {"ls", CmpInst::ICMP_ULE, CmpInst::ICMP_ULE, CmpInst::BAD_FCMP_PREDICATE},
      {"hi", CmpInst::ICMP_UGT, CmpInst::ICMP_UGT, CmpInst::BAD_FCMP_PREDICATE},
      {"hs", CmpInst::ICMP_UGE, CmpInst::ICMP_UGE, CmpInst::BAD_FCMP_PREDICATE},
      {"equ", CmpInst::BAD_ICMP_PREDICATE, CmpInst::BAD_ICMP_PREDICATE, CmpInst::FCMP_UEQ},
      {"neu", CmpInst::BAD_ICMP_PREDICATE, CmpInst::BAD_ICMP_PREDICATE, CmpInst::FCMP_UNE},
      {"ltu", CmpInst::BAD_ICMP_PREDICATE, CmpInst::BAD_ICMP_PREDICATE, CmpInst::FCMP_ULT},
      {"leu", CmpInst::BAD_ICMP_PREDICATE, CmpInst::BAD_ICMP_PREDICATE, CmpInst::FCMP_ULE},
      {"gtu", CmpInst::BAD_ICMP_PREDICATE, CmpInst::BAD_ICMP_PREDICATE, CmpInst::FCMP_UGT},
      {"geu", CmpInst::BAD_ICMP_PREDICATE, CmpInst::BAD_ICMP_PREDICATE, CmpInst::FCMP_UGE},
      {"num", CmpInst::BAD_ICMP_PREDICATE, CmpInst::BAD_ICMP_PREDICATE, CmpInst::FCMP_ORD},
      {"nan", CmpInst::BAD_ICMP_PREDICATE, CmpInst::BAD_ICMP_PREDICATE, CmpInst::FCMP_UNO},
  };
  for (const std::string &M : I.Mods)
    for (const auto &O : Ops)
      if (M == O.Name) {
        CmpInst::Predicate P = Ty.isFloat() ? O.F : Ty.isSigned() ? O.S : O.U;
        if (P == CmpInst::BAD_FCMP_PREDICATE || P == CmpInst::BAD_ICMP_PREDICATE)
          return std::nullopt;
        return P;
      }
  return std::nullopt;
}

/// The comparison of operands 1 and 2, combined with operand 3 through BoolOp when present.
static bool compare(Lowerer &L, const Instruction &I, const PtxType &Ty, Value *&True, Value *&False) {
  auto P = cmpPredicate(I, Ty);
  if (!P)
    return L.fail(I, "'" + I.fullName() + "' has no comparison valid for ." + Ty.Name);
  if (Ty.Lanes > 1 && (!Ty.isFloat() || Ty.Width != 16))
    return L.unsupported(I, "packed integer comparisons");
  IRBuilder<> &B = L.B;
  Type *T = L.irType(Ty);
  Value *A = L.get(I, 1, T, Ty.isSigned()), *C = L.get(I, 2, T, Ty.isSigned());
  if (!A || !C)
    return false;
  if (I.has("ftz") && T->getScalarType()->isHalfTy()) { // f16 subnormals compare as zeros
    auto Flush = [&](Value *V) {
      Value *Tiny = B.CreateFCmpOLT(B.CreateUnaryIntrinsic(Intrinsic::fabs, V), ConstantFP::get(T, 0x1p-14));
      return B.CreateSelect(Tiny, B.CreateBinaryIntrinsic(Intrinsic::copysign, ConstantFP::get(T, 0.0), V), V);
    };
    A = Flush(A);
    C = Flush(C);
  }
  // Packed f16x2/bf16x2: a <2 x i1>, element 0 from the low halves.
  Value *R = Ty.isFloat() ? B.CreateFCmp(*P, A, C) : B.CreateICmp(*P, A, C);
  Value *NotR = B.CreateNot(R);
  const char *BoolOp = I.has("and") ? "and" : I.has("or") ? "or" : I.has("xor") ? "xor" : nullptr;
  if (BoolOp) {
    Value *X = L.getPred(I, 3);
    if (!X)
      return false;
    if (Ty.Lanes > 1)
      X = B.CreateVectorSplat(Ty.Lanes, X);
    auto Combine = [&](Value *V) {
      return BoolOp[0] == 'a' ? B.CreateAnd(V, X) : BoolOp[0] == 'o' ? B.CreateOr(V, X) : B.CreateXor(V, X);
    };
    R = Combine(R);
    NotR = Combine(NotR);
  }
  True = R;
  False = NotR;
  return true;
}

static bool hasBoolOp(const Instruction &I) { return I.has("and") || I.has("or") || I.has("xor"); }

bool lowerSetp(Lowerer &L, const Instruction &I) {
  auto Ty = L.type(I);
  if (!Ty || !L.expectOperands(I, hasBoolOp(I) ? 4 : 3))
    return false;
  Value *R, *NotR;
  if (!compare(L, I, *Ty, R, NotR))
    return false;
  const Operand &D = I.Ops[0];
  if (Ty->Lanes == 2) { // setp.f16x2 p|q: p from the low halves, q from the high halves
    if (D.K != Operand::PredPair)
      return L.fail(D.Pos, "'" + I.fullName() + "' writes two predicates, p|q");
    return L.set(D.Elems[0], L.B.CreateExtractElement(R, uint64_t(0))) &&
           L.set(D.Elems[1], L.B.CreateExtractElement(R, uint64_t(1)));
  }
  if (D.K == Operand::PredPair)
    return L.set(D.Elems[0], R) && L.set(D.Elems[1], NotR);
  return L.set(D, R);
}

bool lowerSet(Lowerer &L, const Instruction &I) {
  std::vector<PtxType> Ts = L.types(I);
  if (Ts.size() != 2)
    return L.fail(I, "'" + I.fullName() + "' needs a destination and a source type");
  if (!L.expectOperands(I, hasBoolOp(I) ? 4 : 3))
    return false;
  Value *R, *NotR;
  if (!compare(L, I, Ts[1], R, NotR))
    return false;
  IRBuilder<> &B = L.B;
  Type *DT = L.irType(Ts[0]);
  if (Ts[1].Lanes == 2) { // per half: 1.0 for .f16x2/.bf16x2, 0xffff for .u32/.s32
    if (Ts[0].Lanes != 2 && Ts[0].totalBits() != 32)
      return L.fail(I, "'" + I.fullName() + "': a packed comparison gives .f16x2, .bf16x2, .u32 or .s32");
    Type *ET = Ts[0].isFloat() ? DT : FixedVectorType::get(B.getInt16Ty(), 2);
    Value *One = Ts[0].isFloat() ? ConstantFP::get(ET, 1.0) : ConstantInt::getAllOnesValue(ET);
    return L.set(I, 0, B.CreateBitCast(B.CreateSelect(R, One, Constant::getNullValue(ET)), DT));
  }
  Value *One = Ts[0].isFloat() ? ConstantFP::get(DT, 1.0) : ConstantInt::getAllOnesValue(DT);
  return L.set(I, 0, B.CreateSelect(R, One, Constant::getNullValue(DT)));
}

bool lowerSelp(Lowerer &L, const Instruction &I) {
  auto Op = L.operands(I, 4, 2);
  if (!Op)
    return false;
  Value *P = L.getPred(I, 3);
  return P && L.set(I, 0, L.B.CreateSelect(P, Op->Src[0], Op->Src[1]), Op->Ty.isSigned());
}

bool lowerSlct(Lowerer &L, const Instruction &I) {
  std::vector<PtxType> Ts = L.types(I);
  if (Ts.size() != 2)
    return L.fail(I, "'" + I.fullName() + "' needs a destination and a selector type");
  if (!L.expectOperands(I, 4))
    return false;
  IRBuilder<> &B = L.B;
  Type *T = L.irType(Ts[0]), *CT = L.irType(Ts[1]);
  Value *A = L.get(I, 1, T), *C = L.get(I, 2, T), *S = L.get(I, 3, CT, true);
  if (!A || !C || !S)
    return false;
  Value *Ge = Ts[1].isFloat() ? B.CreateFCmpOGE(S, ConstantFP::get(CT, 0.0)) // -0 counts as >= 0
                              : B.CreateICmpSGE(S, ConstantInt::get(CT, 0));
  return L.set(I, 0, B.CreateSelect(Ge, A, C));
}

bool lowerTestp(Lowerer &L, const Instruction &I) {
  auto Ty = L.type(I);
  if (!Ty || !L.expectOperands(I, 2))
    return false;
  static const struct {
    const char *Name;
    unsigned Mask;
  } Tests[] = {{"finite", fcFinite}, {"infinite", fcInf},  {"number", fcFinite | fcInf},
               {"notanumber", fcNan}, {"normal", fcNormal | fcZero}, {"subnormal", fcSubnormal}};
  // .normal is "not NaN, not infinite" and not subnormal in the PTX ISA's words: zero is normal
  // there (nvcc's code on an H200 agrees: testp.normal.f32 of +-0 is true).
  for (const auto &Tst : Tests)
    if (I.has(Tst.Name)) {
      Value *A = L.get(I, 1, L.irType(*Ty));
      return A && L.set(I, 0, L.B.createIsFPClass(A, Tst.Mask));
    }
  return L.fail(I, "testp needs one of .finite .infinite .number .notanumber .normal .subnormal");
}

bool lowerCopysign(Lowerer &L, const Instruction &I) {
  auto Op = L.operands(I, 3, ~0u, /*Signed=*/false);
  // copysign.type d, a, b: the magnitude of b with the sign of a.
  return Op && L.set(I, 0, L.B.CreateBinaryIntrinsic(Intrinsic::copysign, Op->Src[1], Op->Src[0]));
}

} // namespace scale::ptx
