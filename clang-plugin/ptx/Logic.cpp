// SPDX-License-Identifier: Apache-2.0
//===- Logic.cpp - PTX ISA "Logic and Shift Instructions" and prmt ---------------------------===//
//
//  * lop3: the 8-bit truth table (F(0xF0, 0xCC, 0xAA) = immLut) is decomposed on a (Shannon),
//    folding sub-tables that are constant, a copy or a complement of one input, so common
//    tables come out as one or two bitwise operations (the backend may fuse them: v_bfi, v_xor3,
//    v_and_or, v_bitop3 on gfx950);
//  * shl/shr: PTX clamps shift amounts >= the width (0, or the sign for shr.s); LLVM would give
//    poison, so the clamp is explicit;
//  * shf.{l,r}: funnel shifts (llvm.fshl/fshr) with .clamp (amounts above 32 act as 32) or .wrap;
//  * prmt: each result byte picks one of the 8 bytes of {b, a}, optionally replicating its sign;
//    the special modes (f4e, b4e, rc8, ecl, ecr, rc16) compute the four selectors from c[1:0].
//    A constant selector becomes a byte shuffle (the backend matches v_perm_b32).
//===-----------------------------------------------------------------------------------------===//
#include "Chapters.h"

#include "llvm/IR/Intrinsics.h"

using namespace llvm;

namespace scale::ptx {

bool lowerLogic(Lowerer &L, const Instruction &I) {
  bool Unary = I.Opcode == "not" || I.Opcode == "cnot";
  auto Op = L.operands(I, Unary ? 2 : 3, ~0u, /*Signed=*/false);
  if (!Op)
    return false;
  if (Op->Ty.isFloat())
    return L.fail(I, "'" + I.fullName() + "' needs a .pred or .bN type");
  IRBuilder<> &B = L.B;
  Type *T = Op->T;
  Value *A = Op->Src[0];
  if (I.Opcode == "not")
    return L.set(I, 0, B.CreateNot(A));
  if (I.Opcode == "cnot")
    return L.set(I, 0, B.CreateZExt(B.CreateICmpEQ(A, ConstantInt::get(T, 0)), T));
  Value *C = Op->Src[1];
  Value *R = I.Opcode == "and" ? B.CreateAnd(A, C) : I.Opcode == "or" ? B.CreateOr(A, C) : B.CreateXor(A, C);
  return L.set(I, 0, R);
}

/// Bitwise function of Vars (most significant first) given by its truth table Lut over
/// 2^Vars.size() entries (entry index: first variable is the top bit).
static Value *lutFunction(IRBuilder<> &B, ArrayRef<Value *> Vars, uint64_t Lut) {
  unsigned N = unsigned(Vars.size());
  unsigned Entries = 1u << N;
  uint64_t Full = Entries == 64 ? ~uint64_t(0) : ((uint64_t(1) << Entries) - 1);
  Lut &= Full;
  Type *T = Vars[0]->getType();
  if (Lut == 0)
    return ConstantInt::get(T, 0);
  if (Lut == Full)
    return ConstantInt::getAllOnesValue(T);
  unsigned Half = Entries / 2;
  uint64_t HalfMask = (uint64_t(1) << Half) - 1;
  uint64_t Hi = (Lut >> Half) & HalfMask, Lo = Lut & HalfMask; // Vars[0] = 1 / 0
  if (N == 1)
    return Hi == 1 ? Vars[0] : B.CreateNot(Vars[0]); // Lut is 0b10 or 0b01
  ArrayRef<Value *> Rest = Vars.drop_front();
  if (Hi == Lo)
    return lutFunction(B, Rest, Lo);
  if (Hi == (~Lo & HalfMask))
    return B.CreateXor(Vars[0], lutFunction(B, Rest, Lo));
  if (Lo == 0)
    return B.CreateAnd(Vars[0], lutFunction(B, Rest, Hi));
  if (Hi == 0)
    return B.CreateAnd(B.CreateNot(Vars[0]), lutFunction(B, Rest, Lo));
  if (Hi == HalfMask)
    return B.CreateOr(Vars[0], lutFunction(B, Rest, Lo));
  if (Lo == HalfMask)
    return B.CreateOr(B.CreateNot(Vars[0]), lutFunction(B, Rest, Hi));
  Value *F1 = lutFunction(B, Rest, Hi), *F0 = lutFunction(B, Rest, Lo);
  return B.CreateOr(B.CreateAnd(Vars[0], F1), B.CreateAnd(B.CreateNot(Vars[0]), F0));
}

bool lowerLop3(Lowerer &L, const Instruction &I) {
  if (!L.expectOperands(I, 5))
    return false;
  auto Lut = L.constant(I, 4);
  if (!Lut)
    return L.fail(I.Ops[4].Pos, "the truth table of lop3 must be a constant");
  if (*Lut > 255)
    return L.fail(I.Ops[4].Pos, "the truth table of lop3 must be in 0..255");
  IRBuilder<> &B = L.B;
  Value *A = L.get(I, 1, B.getInt32Ty()), *Bv = L.get(I, 2, B.getInt32Ty()), *C = L.get(I, 3, B.getInt32Ty());
  if (!A || !Bv || !C)
    return false;
  return L.set(I, 0, lutFunction(B, {A, Bv, C}, *Lut));
}

bool lowerShift(Lowerer &L, const Instruction &I) {
  auto Op = L.operands(I, 3, 1); // the shift amount is a u32 whatever the type
  if (!Op)
    return false;
  IRBuilder<> &B = L.B;
  Type *T = Op->T;
  bool S = Op->Ty.isSigned();
  Value *A = Op->Src[0], *N = L.get(I, 2, B.getInt32Ty());
  if (!N)
    return false;
  unsigned W = Op->Ty.Width;
  Value *Big = B.CreateICmpUGE(N, B.getInt32(W));
  Value *NT = B.CreateZExtOrTrunc(B.CreateSelect(Big, B.getInt32(W - 1), N), T);
  Value *R;
  if (I.Opcode == "shl")
    R = B.CreateSelect(Big, ConstantInt::get(T, 0), B.CreateShl(A, NT));
  else if (S)
    R = B.CreateAShr(A, NT); // a shift by W-1 already fills with the sign
  else
    R = B.CreateSelect(Big, ConstantInt::get(T, 0), B.CreateLShr(A, NT));
  return L.set(I, 0, R);
}

bool lowerShf(Lowerer &L, const Instruction &I) {
  if (!L.expectOperands(I, 4))
    return false;
  bool Left = I.has("l");
  if (!Left && !I.has("r"))
    return L.fail(I, "shf needs .l or .r");
  IRBuilder<> &B = L.B;
  Type *T = B.getInt32Ty();
  Value *A = L.get(I, 1, T), *Bv = L.get(I, 2, T), *C = L.get(I, 3, T);
  if (!A || !Bv || !C)
    return false;
  if (I.has("clamp")) {
    // n = min(c, 32); a shift by 32 moves a whole word: shf.l gives a, shf.r gives b.
    Value *Full = B.CreateICmpUGE(C, B.getInt32(32));
    Value *R = B.CreateIntrinsic(Left ? Intrinsic::fshl : Intrinsic::fshr, {T}, {Bv, A, C});
    return L.set(I, 0, B.CreateSelect(Full, Left ? A : Bv, R));
  }
  // .wrap: n = c & 31, which is what fshl/fshr do.
  return L.set(I, 0, B.CreateIntrinsic(Left ? Intrinsic::fshl : Intrinsic::fshr, {T}, {Bv, A, C}));
}

/// The selector of each result byte for prmt's special modes, from c[1:0] (PTX ISA table).
static const uint8_t PrmtModes[6][4][4] = {
    // f4e: d.b0..b3
    {{0, 1, 2, 3}, {1, 2, 3, 4}, {2, 3, 4, 5}, {3, 4, 5, 6}},
    // b4e
    {{0, 7, 6, 5}, {1, 0, 7, 6}, {2, 1, 0, 7}, {3, 2, 1, 0}},
    // rc8
    {{0, 0, 0, 0}, {1, 1, 1, 1}, {2, 2, 2, 2}, {3, 3, 3, 3}},
    // ecl
    {{0, 1, 2, 3}, {1, 1, 2, 3}, {2, 2, 2, 3}, {3, 3, 3, 3}},
    // ecr
    {{0, 0, 0, 0}, {0, 1, 1, 1}, {0, 1, 2, 2}, {0, 1, 2, 3}},
    // rc16
    {{0, 1, 0, 1}, {2, 3, 2, 3}, {0, 1, 0, 1}, {2, 3, 2, 3}},
};

bool lowerPrmt(Lowerer &L, const Instruction &I) {
  if (!L.expectOperands(I, 4))
    return false;
  int Mode = -1;
  static const char *const ModeNames[] = {"f4e", "b4e", "rc8", "ecl", "ecr", "rc16"};
  for (int K = 0; K < 6; ++K)
    if (I.has(ModeNames[K]))
      Mode = K;
  IRBuilder<> &B = L.B;
  Type *I32 = B.getInt32Ty();
  Value *A = L.get(I, 1, I32), *Bv = L.get(I, 2, I32), *C = L.get(I, 3, I32);
  if (!A || !Bv || !C)
    return false;
  // x = {b, a}: bytes 0-3 from a, 4-7 from b.
  Value *X = B.CreateOr(B.CreateShl(B.CreateZExt(Bv, B.getInt64Ty()), 32), B.CreateZExt(A, B.getInt64Ty()));
  if (auto *CC = dyn_cast<ConstantInt>(C)) {
    uint64_t Sel = CC->getZExtValue();
    Value *Vec = B.CreateBitCast(X, FixedVectorType::get(B.getInt8Ty(), 8));
    int Mask[4];
    bool Sign[4];
    for (unsigned K = 0; K < 4; ++K) {
      unsigned S = Mode < 0 ? unsigned(Sel >> (4 * K)) & 15 : PrmtModes[Mode][Sel & 3][K];
      Mask[K] = int(S & 7);
      Sign[K] = Mode < 0 && (S & 8);
    }
    Value *R = B.CreateShuffleVector(Vec, Mask);
    if (Sign[0] || Sign[1] || Sign[2] || Sign[3]) {
      SmallVector<Constant *, 4> Amt;
      for (bool S : Sign)
        Amt.push_back(B.getInt8(S ? 7 : 0));
      Value *Rep = B.CreateAShr(R, ConstantVector::get(Amt));
      SmallVector<int, 4> Pick;
      for (unsigned K = 0; K < 4; ++K)
        Pick.push_back(Sign[K] ? int(K + 4) : int(K));
      R = B.CreateShuffleVector(R, Rep, Pick);
    }
    return L.set(I, 0, B.CreateBitCast(R, I32));
  }
  // A selector in a register: each byte from its own shift.
  Value *Result = B.getInt32(0);
  for (unsigned K = 0; K < 4; ++K) {
    Value *Idx, *SignBit = nullptr;
    if (Mode < 0) {
      Value *S = B.CreateAnd(B.CreateLShr(C, 4 * K), 15);
      Idx = B.CreateAnd(S, 7);
      SignBit = B.CreateICmpNE(B.CreateAnd(S, 8), B.getInt32(0));
    } else {
      // Table lookup: pack the four selectors of this byte (one per c[1:0]) into an i32.
      uint32_t Packed = 0;
      for (unsigned N = 0; N < 4; ++N)
        Packed |= uint32_t(PrmtModes[Mode][N][K]) << (8 * N);
      Idx = B.CreateAnd(B.CreateLShr(B.getInt32(Packed), B.CreateShl(B.CreateAnd(C, 3), 3)), 7);
    }
    Value *Byte = B.CreateTrunc(B.CreateLShr(X, B.CreateZExt(B.CreateShl(Idx, 3), B.getInt64Ty())), B.getInt8Ty());
    if (SignBit)
      Byte = B.CreateSelect(SignBit, B.CreateAShr(Byte, 7), Byte);
    Result = B.CreateOr(Result, B.CreateShl(B.CreateZExt(Byte, I32), 8 * K));
  }
  return L.set(I, 0, Result);
}

} // namespace scale::ptx
