// SPDX-License-Identifier: Apache-2.0
//===- Video.cpp - PTX ISA "Video Instructions" (scalar and SIMD) ----------------------------===//
//
// Plain integer IR, bit-exact with NVIDIA's hardware (the ISA's pseudo-code, with the departures
// below); LLVM picks the AMD instructions (v_sad_u8, v_med3, v_bfe...) where they fit.
//
// Scalar forms (vadd vsub vabsdiff vmin vmax vshl vshr vset vmad), PTX ISA 9.7.10.1, as NVIDIA's
// hardware (sm_90) executes them; where it departs from the ISA's pseudo-code, the rule was fitted
// to the recorded outputs of test/exec/ptx/video.forms (checked by
// test/unit/ptx/VideoHardwareTest.cpp):
//  * each source is a byte (.b0-.b3), a half-word (.h0/.h1) or the whole word of its register,
//    sign- or zero-extended by its type (vmad: a whole-word source is always signed); the result
//    is the exact operation wrapped to a signed 34-bit intermediate (visible with vshl:
//    0x80000000 << 3 is 0, 0xffffffff << 24 is negative);
//  * .sat clamps to the destination's range, signed or unsigned by the destination type: 32 bits
//    without a destination selector, except that vadd and vsub with an unsigned destination only
//    clamp below (0xffffffff + 1 wraps to 0); the selected byte/half-word with one, where the
//    bit pattern is clamped as unsigned (every negative result becomes the maximum: 0 - 1 into a
//    .u32 byte is 0xff, into a .s32 byte 0x7f);
//  * then either a secondary operation with c (.add/.min/.max) on the 32-bit result, extended by
//    the destination type, or a merge into c: the saturated result, or without .sat the low byte
//    of the result, is moved into the selected byte/half-word of d (d.b2 = sat8(t),
//    d.b1 = t[7:0]); a half-word without .sat keeps the field of t in place (d.h1 = t[31:16]; only
//    .h1 was recorded, where the two readings differ);
//  * vmad: (a*b) + c in i128 with c always sign-extended, the product negated when exactly one of
//    -a, -b is written, or c negated (-c), .po adding 1, .shr7/.shr15 an arithmetic shift, .sat
//    to 32 bits, signed unless a and b are unsigned and nothing is negated.
//
// SIMD forms (vadd2/4 vsub2/4 vavrg2/4 vabsdiff2/4 vmin2/4 vmax2/4 vset2/4), PTX ISA 9.7.10.2:
//  * element i of a is taken from the 64-bit pair {b, a} by the i-th digit of the selector
//    (.h10/.b3210 by default for a, .h32/.b7654 for b; digits are written high element first);
//  * .sat clamps each element to 16 or 8 bits; .add sums the elements selected by the mask of d
//    (.h10/.b3210 by default) into c; without .add the selected elements of d are the results
//    and the others come from c.
//===-----------------------------------------------------------------------------------------===//
#include "Chapters.h"

#include "llvm/IR/Intrinsics.h"

using namespace llvm;

namespace scale::ptx {

namespace {

/// Minimum and maximum of an N-bit integer, signed or unsigned, as int64_t.
std::pair<int64_t, int64_t> range(unsigned Bits, bool Signed) {
  if (Signed)
    return {-(int64_t(1) << (Bits - 1)), (int64_t(1) << (Bits - 1)) - 1};
  return {0, int64_t((uint64_t(1) << Bits) - 1)};
}

Value *clamp(IRBuilder<> &B, Value *V, unsigned Bits, bool Signed) {
  auto [Lo, Hi] = range(Bits, Signed);
  Type *T = V->getType();
  V = B.CreateBinaryIntrinsic(Intrinsic::smax, V, ConstantInt::getSigned(T, Lo));
  return B.CreateBinaryIntrinsic(Intrinsic::smin, V, ConstantInt::getSigned(T, Hi));
}

/// The comparison of vset/vset2/vset4, or nullopt.
std::optional<CmpInst::Predicate> videoCompare(const Instruction &I) {
  static const std::pair<const char *, CmpInst::Predicate> Cmps[] = {
      {"eq", CmpInst::ICMP_EQ},  {"ne", CmpInst::ICMP_NE},  {"lt", CmpInst::ICMP_SLT},
      {"le", CmpInst::ICMP_SLE}, {"gt", CmpInst::ICMP_SGT}, {"ge", CmpInst::ICMP_SGE}};
  for (auto &[Name, P] : Cmps)
    if (I.has(Name))
      return P;
  return std::nullopt;
}

/// The source, destination and secondary types; vset has no destination type (unsigned).
struct VideoTypes {
  bool DSigned = false, ASigned = false, BSigned = false;
};

bool videoTypes(Lowerer &L, const Instruction &I, bool IsSet, VideoTypes &VT) {
  std::vector<PtxType> Ts = L.types(I);
  unsigned Want = IsSet ? 2 : 3;
  bool Ok = Ts.size() == Want;
  for (const PtxType &T : Ts)
    Ok = Ok && T.Name.size() == 3 && (T.Name == "u32" || T.Name == "s32");
  if (!Ok)
    return L.fail(I, "'" + I.fullName() + "' needs " + (IsSet ? "two" : "three") +
                         " types, each .u32 or .s32");
  VT.DSigned = !IsSet && Ts[0].isSigned();
  VT.ASigned = Ts[Want - 2].isSigned();
  VT.BSigned = Ts[Want - 1].isSigned();
  return true;
}

/// Scalar source: the selected byte/half-word/word of operand N, extended to \p W.
Value *partSelect(Lowerer &L, const Instruction &I, unsigned N, bool Signed, Type *W) {
  const Operand &Op = I.Ops[N];
  Value *V = L.get(Op, L.B.getInt32Ty());
  if (!V)
    return nullptr;
  StringRef Sel = Op.Sel;
  if (!Sel.empty()) {
    unsigned Bits = Sel[0] == 'b' ? 8 : 16, K;
    if (Sel.size() != 2 || Sel.substr(1).getAsInteger(10, K) || K >= 32 / Bits) {
      L.fail(Op.Pos, "'." + Sel.str() + "': a scalar video operand selects .b0-.b3 or .h0/.h1");
      return nullptr;
    }
    V = L.B.CreateTrunc(L.B.CreateLShr(V, K * Bits), L.B.getIntNTy(Bits));
  }
  return L.B.CreateIntCast(V, W, Signed);
}

} // namespace

bool lowerVideoScalar(Lowerer &L, const Instruction &I) {
  StringRef Op = I.Opcode;
  bool IsSet = Op == "vset", IsShift = Op == "vshl" || Op == "vshr", IsMad = Op == "vmad";
  VideoTypes VT;
  if (!videoTypes(L, I, IsSet, VT))
    return false;
  IRBuilder<> &B = L.B;
  const char *Op2 = I.has("add") ? "add" : I.has("min") ? "min" : I.has("max") ? "max" : nullptr;
  StringRef DSel = I.Ops.empty() ? "" : StringRef(I.Ops[0].Sel);
  bool Sat = I.has("sat");
  if (IsMad) {
    if (Op2 || !DSel.empty())
      return L.fail(I, "vmad has no secondary operation or destination selector");
    if (!L.expectOperands(I, 4))
      return false;
  } else if (!L.expectOperands(I, Op2 || !DSel.empty() ? 4 : 3, Op2 || !DSel.empty() ? 4 : 3)) {
    return false;
  }
  if (Op2 && !DSel.empty())
    return L.fail(I, "a secondary operation and a destination selector cannot be combined");
  if (IsSet && Sat)
    return L.fail(I, "vset has no .sat");
  if (IsShift && VT.BSigned)
    return L.fail(I, "the shift amount of " + Op.str() + " is .u32");
  if (IsShift && I.has("clamp") == I.has("wrap"))
    return L.fail(I, Op.str() + " needs .clamp or .wrap");
  Type *W = (IsShift || IsMad) ? B.getIntNTy(128) : B.getInt64Ty();
  // vmad multiplies whole-word sources as signed, whatever their type.
  auto srcSigned = [&](unsigned N, bool Signed) {
    return Signed || (IsMad && I.Ops[N].Sel.empty());
  };
  Value *A = partSelect(L, I, 1, srcSigned(1, VT.ASigned), W);
  Value *Bv = partSelect(L, I, 2, IsShift ? false : srcSigned(2, VT.BSigned), W);
  if (!A || !Bv)
    return false;

  if (IsMad) {
    // -(a*b) when exactly one of a, b is negated, or -c: either, not both; never with .po.
    bool NegProd = I.Ops[1].Minus != I.Ops[2].Minus, NegC = I.Ops[3].Minus;
    bool AnyNeg = I.Ops[1].Minus || I.Ops[2].Minus || NegC;
    if (AnyNeg && I.has("po"))
      return L.fail(I, "vmad.po has no negated operands");
    if (NegProd && NegC)
      return L.fail(I, "vmad negates either the product a*b or c, not both");
    bool SignedFinal = VT.ASigned || VT.BSigned || NegProd || NegC;
    Value *C = L.get(I, 3, B.getInt32Ty());
    if (!C)
      return false;
    Value *P = B.CreateMul(A, Bv), *CW = B.CreateSExt(C, W);
    Value *T = B.CreateAdd(NegProd ? B.CreateNeg(P) : P, NegC ? B.CreateNeg(CW) : CW);
    if (I.has("po"))
      T = B.CreateAdd(T, ConstantInt::get(W, 1));
    unsigned Shift = I.has("shr7") ? 7 : I.has("shr15") ? 15 : 0;
    if (Shift)
      T = B.CreateAShr(T, Shift);
    if (Sat)
      T = clamp(B, T, 32, SignedFinal);
    return L.set(I, 0, B.CreateTrunc(T, B.getInt32Ty()));
  }

  Value *T;
  if (Op == "vadd")
    T = B.CreateAdd(A, Bv);
  else if (Op == "vsub")
    T = B.CreateSub(A, Bv);
  else if (Op == "vabsdiff")
    T = B.CreateBinaryIntrinsic(Intrinsic::abs, B.CreateSub(A, Bv), B.getFalse());
  else if (Op == "vmin")
    T = B.CreateBinaryIntrinsic(Intrinsic::smin, A, Bv);
  else if (Op == "vmax")
    T = B.CreateBinaryIntrinsic(Intrinsic::smax, A, Bv);
  else if (IsSet) {
    auto P = videoCompare(I);
    if (!P)
      return L.fail(I, "vset needs a comparison (.eq, .ne, .lt, .le, .gt, .ge)");
    T = B.CreateZExt(B.CreateICmp(*P, A, Bv), W);
  } else { // vshl, vshr
    Value *Amt = I.has("clamp")
                     ? B.CreateBinaryIntrinsic(Intrinsic::umin, Bv, ConstantInt::get(W, 32))
                     : B.CreateAnd(Bv, ConstantInt::get(W, 31));
    T = Op == "vshl" ? B.CreateShl(A, Amt) : B.CreateAShr(A, Amt);
  }
  // The signed 34-bit intermediate, then i64 (every operation above fits in 66 bits).
  Type *I64 = B.getInt64Ty(), *I32 = B.getInt32Ty();
  T = B.CreateSExt(B.CreateTrunc(T, B.getIntNTy(34)), I64);

  unsigned DBits = 32, DPos = 0;
  if (!DSel.empty()) {
    unsigned K;
    DBits = DSel[0] == 'b' ? 8 : 16;
    if (DSel.size() != 2 || DSel.substr(1).getAsInteger(10, K) || K >= 32 / DBits)
      return L.fail(I.Ops[0].Pos,
                    "'." + DSel.str() + "': a destination selects .b0-.b3 or .h0/.h1");
    DPos = K * DBits;
  }
  if (Sat) {
    if (!DSel.empty()) // negative results compare as large unsigned values
      T = B.CreateBinaryIntrinsic(Intrinsic::umin, T,
                                  ConstantInt::get(I64, range(DBits, VT.DSigned).second));
    else if (!VT.DSigned && (Op == "vadd" || Op == "vsub"))
      T = B.CreateBinaryIntrinsic(Intrinsic::smax, T, ConstantInt::get(I64, 0));
    else
      T = clamp(B, T, DBits, VT.DSigned);
  }
  Value *T32 = B.CreateTrunc(T, I32), *R;
  if (Op2) {
    Value *C = L.get(I, 3, I32);
    if (!C)
      return false;
    Value *X = B.CreateIntCast(T32, I64, VT.DSigned), *Y = B.CreateIntCast(C, I64, VT.DSigned);
    R = StringRef(Op2) == "add" ? B.CreateAdd(X, Y)
        : StringRef(Op2) == "min" ? B.CreateBinaryIntrinsic(Intrinsic::smin, X, Y)
                                  : B.CreateBinaryIntrinsic(Intrinsic::smax, X, Y);
    R = B.CreateTrunc(R, I32);
  } else if (!DSel.empty()) {
    Value *C = L.get(I, 3, I32);
    if (!C)
      return false;
    uint32_t Mask = uint32_t(((uint64_t(1) << DBits) - 1) << DPos);
    Value *Part = Sat || DBits == 8 ? B.CreateShl(T32, DPos) : T32;
    R = B.CreateOr(B.CreateAnd(C, ~Mask), B.CreateAnd(Part, Mask));
  } else {
    R = T32;
  }
  // The destination register is written whole (its selector names where the result goes).
  Operand D = I.Ops[0];
  D.Sel.clear();
  return L.set(D, R);
}

bool lowerVideoSimd(Lowerer &L, const Instruction &I) {
  StringRef Name = I.Opcode;
  unsigned N = Name.back() == '2' ? 2 : 4, Bits = 32 / N;
  StringRef Op = Name.drop_back();
  bool IsSet = Op == "vset";
  VideoTypes VT;
  if (!videoTypes(L, I, IsSet, VT) || !L.expectOperands(I, 4))
    return false;
  bool Add = I.has("add"), Sat = I.has("sat");
  if (Add && Sat)
    return L.fail(I, "'.sat' cannot be combined with the '.add' accumulate");
  if (IsSet && Sat)
    return L.fail(I, Name.str() + " has no .sat");
  IRBuilder<> &B = L.B;
  Type *I32 = B.getInt32Ty(), *I64 = B.getInt64Ty(), *E = B.getIntNTy(Bits);
  char Letter = N == 2 ? 'h' : 'b';

  // Digits of a selector, element 0 first; Count digits each below Limit.
  auto digits = [&](const Operand &O, StringRef Default, unsigned Limit, bool IsMask,
                    SmallVectorImpl<unsigned> &Out) -> bool {
    StringRef Sel = O.Sel.empty() ? Default : StringRef(O.Sel);
    bool Ok = Sel.size() >= 2 && Sel[0] == Letter && (IsMask || Sel.size() == N + 1);
    for (char C : Sel.drop_front())
      Ok = Ok && C >= '0' && unsigned(C - '0') < Limit;
    if (!Ok)
      return L.fail(O.Pos, "'." + Sel.str() + "' is not a valid " + (IsMask ? "mask" : "selector") +
                               " of " + Name.str());
    for (char C : llvm::reverse(Sel.drop_front()))
      Out.push_back(unsigned(C - '0'));
    return true;
  };
  SmallVector<unsigned, 4> ASel, BSel, MaskDigits;
  if (!digits(I.Ops[1], N == 2 ? "h10" : "b3210", 2 * N, false, ASel) ||
      !digits(I.Ops[2], N == 2 ? "h32" : "b7654", 2 * N, false, BSel) ||
      !digits(I.Ops[0], N == 2 ? "h10" : "b3210", N, true, MaskDigits))
    return false;
  bool Mask[4] = {false, false, false, false};
  for (unsigned D : MaskDigits)
    Mask[D] = true;

  Value *A = L.get(I.Ops[1], I32), *Bv = L.get(I.Ops[2], I32), *C = L.get(I.Ops[3], I32);
  if (!A || !Bv || !C)
    return false;
  Value *Pair = B.CreateOr(B.CreateZExt(A, I64), B.CreateShl(B.CreateZExt(Bv, I64), 32));
  auto element = [&](unsigned Digit, bool Signed) {
    Value *V = B.CreateTrunc(B.CreateLShr(Pair, Digit * Bits), E);
    return B.CreateIntCast(V, I32, Signed);
  };
  auto cPart = [&](unsigned K) {
    return B.CreateAnd(B.CreateLShr(C, K * Bits), (1u << Bits) - 1);
  };
  auto P = IsSet ? videoCompare(I) : std::nullopt;
  if (IsSet && !P)
    return L.fail(I, Name.str() + " needs a comparison (.eq, .ne, .lt, .le, .gt, .ge)");

  Value *Acc = Add ? C : B.getInt32(0);
  for (unsigned K = 0; K < N; ++K) {
    Value *Va = element(ASel[K], VT.ASigned), *Vb = element(BSel[K], VT.BSigned), *T;
    if (Op == "vadd")
      T = B.CreateAdd(Va, Vb);
    else if (Op == "vsub")
      T = B.CreateSub(Va, Vb);
    else if (Op == "vavrg") {
      Value *S = B.CreateAdd(Va, Vb);
      Value *Up = B.CreateAShr(B.CreateAdd(S, B.getInt32(1)), 1);
      T = B.CreateSelect(B.CreateICmpSGE(S, B.getInt32(0)), Up, B.CreateAShr(S, 1));
    } else if (Op == "vabsdiff")
      T = B.CreateBinaryIntrinsic(Intrinsic::abs, B.CreateSub(Va, Vb), B.getFalse());
    else if (Op == "vmin")
      T = B.CreateBinaryIntrinsic(Intrinsic::smin, Va, Vb);
    else if (Op == "vmax")
      T = B.CreateBinaryIntrinsic(Intrinsic::smax, Va, Vb);
    else
      T = B.CreateZExt(B.CreateICmp(*P, Va, Vb), I32);
    if (Sat)
      T = clamp(B, T, Bits, VT.DSigned);
    if (Add) {
      if (Mask[K])
        Acc = B.CreateAdd(Acc, T);
      continue;
    }
    Value *Part = Mask[K] ? B.CreateAnd(T, (1u << Bits) - 1) : cPart(K);
    Acc = B.CreateOr(Acc, B.CreateShl(Part, K * Bits));
  }
  Operand D = I.Ops[0];
  D.Sel.clear();
  return L.set(D, Acc);
}

} // namespace scale::ptx
