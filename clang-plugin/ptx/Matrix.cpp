// SPDX-License-Identifier: Apache-2.0
//===- Matrix.cpp - PTX warp-level matrix instructions: ldmatrix, stmatrix, movmatrix, mma ---===//
//
// All four are warp-wide: each lane holds a fragment of each matrix, in the layouts of
// MatrixLayout.h (PTX ISA 9.7.14 "Warp-level matrix instructions"), which also derives the
// rearrangements into and out of the AMD matrix units; test/unit/ptx/MatrixLayoutTest.cpp checks
// them. The logical warp is 32 lanes on every target (DESIGN.md section 4); lanes exchange data
// only through the hooks' readLaneAligned (all 32 lanes execute these .sync.aligned instructions
// together; on NVPTX that read uses the full mask, so a warp split by earlier divergence converges).
//
//  * ldmatrix.m8n8.xN{.trans}.b16: lane 8j + r gives the address of row r of matrix j. Lane l
//    reads the address of its row (l/4) from lane 8j + l/4 and loads its 32 bits (columns
//    2(l%4), +1); with .trans it reads the rows 2(l%4) and 2(l%4)+1 and loads one b16 of each
//    (column l/4). No data moves between lanes, only addresses; loads are in the shared space
//    (LDS), or generic when the instruction names no state space.
//  * stmatrix: the same addresses, each lane stores its own elements.
//  * movmatrix.m8n8.trans.b16: lane l's element h is A[2(l%4)+h][l/4], held by lane
//    8(l%4) + 4h + l/8, half (l/4)%2: two readLanes.
//  * mma.sync.aligned.m16n8kK.row.col (f16, bf16, tf32, s8/u8): the target's matrix unit if it
//    has one (TargetHooks::matrixMultiply; MatrixAmdgpu.cpp: WMMA on gfx11/gfx12, MFMA on gfx9),
//    else the portable path here: lane (g, t) needs rows g and g+8 of A, held by lanes 4g..4g+3,
//    and columns 2t and 2t+1 of B, held by lanes 8t..8t+3 and 8t+4..8t+7. It reads those
//    registers (4 * (A regs + 2 * B regs) readLanes, 32 for m16n8k16) and computes its 4
//    elements of D.
//    Floats: s = 0; for k = 0..K-1: s = fma(a[k], b[k], s) in f32; D = s + C. Every product of
//    f16, bf16 or tf32 (tf32: the low 13 bits of the f32 pattern are ignored, as on NVIDIA) is
//    exact in f32, so D differs from NVIDIA's tensor cores (which add the exact products with a
//    truncating adder) only by the rounding of the partial sums: a few ulp of the largest partial
//    sum, none when the partial sums are representable. Products first and C last is also the
//    order of the matrix-unit paths (unit product, then C). Measured on the H200
//    (test/exec/ptx/matrix.cu): exact inputs bit-exact; full-mantissa f16 inputs within 1 ulp of
//    |D| < 64 in this order, 3 ulp with C first.
//    An f16 accumulator is widened to f32 and D rounded once to f16 (round to nearest).
//    Integers: exact i32 products, i32 sum wrapping, or with .satfinite an i64 sum clamped.
//  * mma.sync.aligned.m8n8k4 (.f16 inputs, four products per warp, one per quad pair, any
//    layouts): MatrixQuadPair.cpp.
//  * wmma.load/store/mma.sync.aligned.m16n16k16 (what nvcc writes for <mma.h>): PTX leaves the
//    wmma fragments' element-to-lane mapping unspecified, so ours is two m16n8k16 mma fragments
//    side by side (MatrixLayout.h): A (16 x 16) is one m16n8k16 A fragment in registers 0-3,
//    B (16 x 16) the B fragments of columns 0-7 (registers 0-1) and 8-15 (registers 2-3), C/D the
//    accumulator fragments of columns 0-7 (f32: registers 0-3; f16: 0-1) and 8-15 (4-7; 2-3).
//    The f16 A and B fragments have 8 registers: 4-7 repeat 0-3 (elementwise operations on the
//    registers, all a program may do with them, stay consistent). wmma.mma is two m16n8k16 mma
//    (the matrix unit where there is one, else the portable path above); a load or store is one
//    memory access per element (two adjacent halves as one 32-bit access where the layout puts them
//    side by side), at (row * stride + column) for .row and (column * stride + row) for .col,
//    stride in elements (16 when omitted).
//===-----------------------------------------------------------------------------------------===//
#include "Chapters.h"
#include "Matrix.h"
#include "MatrixLayout.h"

#include "llvm/IR/Intrinsics.h"

using namespace llvm;

namespace scale::ptx {

bool TargetHooks::matrixMultiply(IRBuilderBase &, const MmaOp &, SmallVectorImpl<Value *> &) {
  return false;
}

bool fragmentOps(Lowerer &L, const Instruction &I, unsigned N, unsigned Count,
                 std::vector<Operand> &Out, const char *What) {
  const Operand &Op = I.Ops[N];
  if (Op.K == Operand::Vector)
    Out = Op.Elems;
  else
    Out = {Op};
  if (Out.size() != Count)
    return L.fail(Op.Pos, "'" + I.fullName() + "' needs " + std::to_string(Count) + " registers for " +
                              What + ", " + std::to_string(Out.size()) + " given");
  return true;
}

Value *fragmentElem(IRBuilderBase &B, MmaElem K, Value *R, unsigned E) {
  switch (K) {
  case MmaElem::F16:
    return B.CreateFPExt(B.CreateBitCast(B.CreateTrunc(B.CreateLShr(R, 16 * E), B.getInt16Ty()), B.getHalfTy()),
                         B.getFloatTy());
  case MmaElem::BF16: // bf16 is the high half of an f32
    return B.CreateBitCast(B.CreateShl(B.CreateLShr(R, 16 * E), 16), B.getFloatTy());
  case MmaElem::TF32:
    return B.CreateBitCast(B.CreateAnd(R, 0xffffe000u), B.getFloatTy());
  case MmaElem::S8:
  case MmaElem::U8: {
    Value *Byte = B.CreateTrunc(B.CreateLShr(R, 8 * E), B.getInt8Ty());
    return K == MmaElem::S8 ? B.CreateSExt(Byte, B.getInt32Ty()) : B.CreateZExt(Byte, B.getInt32Ty());
  }
  }
  return nullptr;
}

bool setAccumulators(Lowerer &L, ArrayRef<Operand> DOps, ArrayRef<Value *> D, bool Half) {
  if (!Half) {
    for (unsigned X = 0; X < D.size(); ++X)
      if (!L.set(DOps[X], D[X]))
        return false;
    return true;
  }
  IRBuilder<> &B = L.B;
  Type *I32 = B.getInt32Ty();
  for (unsigned R = 0; R < D.size() / 2; ++R) {
    Value *Lo = B.CreateBitCast(B.CreateFPTrunc(D[2 * R], B.getHalfTy()), B.getInt16Ty());
    Value *Hi = B.CreateBitCast(B.CreateFPTrunc(D[2 * R + 1], B.getHalfTy()), B.getInt16Ty());
    if (!L.set(DOps[R], B.CreateOr(B.CreateZExt(Lo, I32), B.CreateShl(B.CreateZExt(Hi, I32), 16))))
      return false;
  }
  return true;
}

namespace {

/// m8n8 matrix count from .x1/.x2/.x4, or 0 after an error.
unsigned m8n8Count(Lowerer &L, const Instruction &I) {
  if (!I.has("m8n8")) {
    L.unsupported(I, "only the .m8n8 shape");
    return 0;
  }
  if (!I.has("b16")) {
    L.unsupported(I, "only .b16 elements");
    return 0;
  }
  if (I.Opcode == "movmatrix")
    return 1;
  unsigned N = I.has("x1") ? 1 : I.has("x2") ? 2 : I.has("x4") ? 4 : 0;
  if (!N)
    L.fail(I, "'" + I.fullName() + "' needs one of .x1 .x2 .x4");
  return N;
}

bool checkShared(Lowerer &L, const Instruction &I) {
  for (const std::string &M : I.Mods)
    if (M == "global" || M == "local" || M == "const" || M == "param" || M == "shared::cluster")
      return L.unsupported(I, "matrix loads and stores use the .shared state space");
  return true;
}

/// The value of the shared-space pointer P as held by lane Src (pointers wider than 32 bits
/// travel as two halves).
Value *readPointer(Lowerer &L, Value *P, Value *Src) {
  IRBuilder<> &B = L.B;
  unsigned Bits = L.DL.getPointerSizeInBits(P->getType()->getPointerAddressSpace());
  Value *I = B.CreatePtrToInt(P, B.getIntNTy(Bits));
  Value *R;
  if (Bits == 32) {
    R = L.T.readLaneAligned(B, I, Src);
  } else {
    Value *Lo = L.T.readLaneAligned(B, B.CreateTrunc(I, B.getInt32Ty()), Src);
    Value *Hi = L.T.readLaneAligned(B, B.CreateTrunc(B.CreateLShr(I, 32), B.getInt32Ty()), Src);
    R = B.CreateOr(B.CreateShl(B.CreateZExt(Hi, I->getType()), 32), B.CreateZExt(Lo, I->getType()));
  }
  return B.CreateIntToPtr(R, P->getType());
}

Value *byteOffset(IRBuilder<> &B, Value *P, Value *Off) {
  return B.CreateGEP(B.getInt8Ty(), P, Off);
}

/// ldmatrix and stmatrix: Load is true for ldmatrix (operands d, [p]), false for stmatrix ([p], d).
bool lowerMatrixMemory(Lowerer &L, const Instruction &I, bool Load) {
  if (!L.expectOperands(I, 2) || !checkShared(L, I))
    return false;
  unsigned Count = m8n8Count(L, I);
  if (!Count)
    return false;
  unsigned DataOp = Load ? 0 : 1, AddrOp = Load ? 1 : 0;
  std::vector<Operand> Regs;
  if (!fragmentOps(L, I, DataOp, Count, Regs, "the matrices"))
    return false;
  // Without a state space the address is generic (and points into shared memory).
  bool Shared = I.has("shared") || I.has("shared::cta");
  Value *P = L.address(I, AddrOp, Shared ? StateSpace::Shared : StateSpace::Generic);
  if (!P)
    return false;
  IRBuilder<> &B = L.B;
  Type *I16 = B.getInt16Ty(), *I32 = B.getInt32Ty();
  bool Trans = I.has("trans");
  Value *Lane = L.T.laneId(B);
  Value *G = B.CreateLShr(Lane, 2), *T = B.CreateAnd(Lane, 3);
  for (unsigned J = 0; J < Count; ++J) {
    Value *Base = B.getInt32(8 * J);
    Value *V = Load ? nullptr : L.get(Regs[J], I32);
    if (!Load && !V)
      return false;
    if (!Trans) {
      // Row g of matrix j, bytes 4t..4t+3.
      Value *Row = readPointer(L, P, B.CreateAdd(Base, G));
      Value *Addr = byteOffset(B, Row, B.CreateShl(T, 2));
      if (Load)
        V = B.CreateAlignedLoad(I32, Addr, Align(4));
      else
        B.CreateAlignedStore(V, Addr, Align(4));
    } else {
      // Element h is row 2t+h, column g of the stored matrix.
      Value *Halves[2];
      for (unsigned H = 0; H < 2; ++H) {
        Value *Row = readPointer(L, P, B.CreateAdd(Base, B.CreateAdd(B.CreateShl(T, 1), B.getInt32(H))));
        Value *Addr = byteOffset(B, Row, B.CreateShl(G, 1));
        if (Load)
          Halves[H] = B.CreateZExt(B.CreateAlignedLoad(I16, Addr, Align(2)), I32);
        else
          B.CreateAlignedStore(B.CreateTrunc(H ? B.CreateLShr(V, 16) : V, I16), Addr, Align(2));
      }
      if (Load)
        V = B.CreateOr(Halves[0], B.CreateShl(Halves[1], 16));
    }
    if (Load && !L.set(Regs[J], V))
      return false;
  }
  return true;
}

} // namespace

bool lowerLdmatrix(Lowerer &L, const Instruction &I) { return lowerMatrixMemory(L, I, true); }
bool lowerStmatrix(Lowerer &L, const Instruction &I) { return lowerMatrixMemory(L, I, false); }

bool lowerMovmatrix(Lowerer &L, const Instruction &I) {
  if (!L.expectOperands(I, 2) || !m8n8Count(L, I))
    return false;
  if (!I.has("trans"))
    return L.fail(I, "'" + I.fullName() + "' needs .trans");
  IRBuilder<> &B = L.B;
  Value *A = L.get(I, 1, B.getInt32Ty());
  if (!A)
    return false;
  Value *Lane = L.T.laneId(B);
  Value *G = B.CreateLShr(Lane, 2), *T = B.CreateAnd(Lane, 3);
  // Half (l/4)%2 of lane 8(l%4) + 4h + l/8.
  Value *Shift = B.CreateShl(B.CreateAnd(G, 1), 4);
  Value *Src = B.CreateAdd(B.CreateShl(T, 3), B.CreateLShr(Lane, 3));
  Value *D = nullptr;
  for (unsigned H = 0; H < 2; ++H) {
    Value *V = L.T.readLaneAligned(B, A, B.CreateAdd(Src, B.getInt32(4 * H)));
    V = B.CreateAnd(B.CreateLShr(V, Shift), 0xffff);
    D = H ? B.CreateOr(D, B.CreateShl(V, 16)) : V;
  }
  return L.set(I, 0, D);
}

// ---- mma ------------------------------------------------------------------------------------

namespace {

std::optional<MmaElem> mmaElem(StringRef M) {
  return StringSwitch<std::optional<MmaElem>>(M)
      .Case("f16", MmaElem::F16)
      .Case("bf16", MmaElem::BF16)
      .Case("tf32", MmaElem::TF32)
      .Case("s8", MmaElem::S8)
      .Case("u8", MmaElem::U8)
      .Default(std::nullopt);
}

/// The portable mma: D for this lane from its rows of A and columns of B, gathered by readLane.
void portableMma(Lowerer &L, const MmaOp &Op, SmallVectorImpl<Value *> &D) {
  IRBuilder<> &B = L.B;
  unsigned Bits = Op.elemBits(), E = matrix::perReg(Bits), K = Op.K;
  Value *Lane = L.T.laneId(B);
  Value *GroupBase = B.CreateAnd(Lane, ~3u);           // 4g
  Value *ColBase = B.CreateShl(B.CreateAnd(Lane, 3), 3); // 8t: lanes of column 2t
  // Rows[h][k] = A[g + 8h][k]; Cols[c][k] = B[k][2t + c].
  SmallVector<Value *, 32> Rows[2], Cols[2];
  for (auto *V : {&Rows[0], &Rows[1], &Cols[0], &Cols[1]})
    V->assign(K, nullptr);
  for (unsigned J = 0; J < 4; ++J) {
    Value *Src = B.CreateOr(GroupBase, B.getInt32(J));
    for (unsigned R = 0; R < Op.ARegs.size(); ++R) {
      Value *V = L.T.readLaneAligned(B, Op.ARegs[R], Src);
      for (unsigned X = 0; X < E; ++X) {
        matrix::Coord C = matrix::aElem(Bits, J, R, X);
        Rows[C.Row / 8][C.Col] = fragmentElem(B, Op.A, V, X);
      }
    }
    for (unsigned Col = 0; Col < 2; ++Col) {
      Value *SrcB = B.CreateAdd(ColBase, B.getInt32(4 * Col + J));
      for (unsigned R = 0; R < Op.BRegs.size(); ++R) {
        Value *V = L.T.readLaneAligned(B, Op.BRegs[R], SrcB);
        for (unsigned X = 0; X < E; ++X)
          Cols[Col][matrix::bElem(Bits, J, R, X).Row] = fragmentElem(B, Op.B, V, X);
      }
    }
  }
  for (unsigned Idx = 0; Idx < 4; ++Idx) {
    matrix::Coord Pos = matrix::cElem(0, Idx); // row offset 8*(Idx/2), column offset Idx%2
    ArrayRef<Value *> Row = Rows[Pos.Row / 8], Col = Cols[Pos.Col];
    Value *Acc = Op.C[Idx];
    if (!Op.isInt()) {
      Value *Sum = ConstantFP::get(B.getFloatTy(), 0.0);
      for (unsigned X = 0; X < K; ++X)
        Sum = B.CreateIntrinsic(Intrinsic::fma, {B.getFloatTy()}, {Row[X], Col[X], Sum});
      Acc = B.CreateFAdd(Sum, Acc);
    } else if (!Op.Satfinite) {
      for (unsigned X = 0; X < K; ++X)
        Acc = B.CreateAdd(Acc, B.CreateMul(Row[X], Col[X]));
    } else {
      Type *I64 = B.getInt64Ty();
      Acc = B.CreateSExt(Acc, I64);
      for (unsigned X = 0; X < K; ++X)
        Acc = B.CreateAdd(Acc, B.CreateSExt(B.CreateMul(Row[X], Col[X], "", false, true), I64));
      Acc = B.CreateBinaryIntrinsic(Intrinsic::smax, Acc, B.getInt64(INT32_MIN));
      Acc = B.CreateTrunc(B.CreateBinaryIntrinsic(Intrinsic::smin, Acc, B.getInt64(INT32_MAX)), B.getInt32Ty());
    }
    D.push_back(Acc);
  }
}

} // namespace

bool lowerMma(Lowerer &L, const Instruction &I) {
  if (!L.expectOperands(I, 4))
    return false;
  MmaOp Op;
  StringRef Shape;
  SmallVector<StringRef, 4> Types, Layouts;
  for (const std::string &M : I.Mods) {
    StringRef S(M);
    if (S == "row" || S == "col")
      Layouts.push_back(S);
    else if (S.starts_with("m") && S.contains('n') && S.contains('k'))
      Shape = S;
    else if (mmaElem(S) || S == "f32" || S == "s32" || S == "f64" || S == "s4" || S == "u4" ||
             S == "b1" || S == "e4m3" || S == "e5m2")
      Types.push_back(S);
  }
  if (Shape.empty())
    return L.fail(I, "'" + I.fullName() + "' needs a shape (.m16n8k16, ...)");
  if (Types.size() != 4)
    return L.fail(I, "'" + I.fullName() + "' needs four types: .dtype.atype.btype.ctype");
  if (I.has("sp") || I.Opcode != "mma")
    return L.unsupported(I);
  if (Shape == "m8n8k4") // quad pairs, any layouts (MatrixQuadPair.cpp)
    return lowerMmaQuadPair(L, I, Types, Layouts);
  if (Layouts.size() != 2 || Layouts[0] != "row" || Layouts[1] != "col")
    return L.unsupported(I, "only the .row.col layout");
  if (Shape == "m16n8k4")
    Op.K = 4;
  else if (Shape == "m16n8k8")
    Op.K = 8;
  else if (Shape == "m16n8k16")
    Op.K = 16;
  else if (Shape == "m16n8k32")
    Op.K = 32;
  else
    return L.unsupported(I, "shape ." + Shape.str());
  auto A = mmaElem(Types[1]), Bt = mmaElem(Types[2]);
  StringRef DT = Types[0], CT = Types[3];
  bool Ok = A && Bt;
  if (Ok && (*A == MmaElem::F16 || *A == MmaElem::BF16 || *A == MmaElem::TF32)) {
    Ok = *Bt == *A;
    bool AnyAcc = *A == MmaElem::F16;
    Ok = Ok && (DT == "f32" || (AnyAcc && DT == "f16")) && (CT == "f32" || (AnyAcc && CT == "f16"));
    unsigned KMin = *A == MmaElem::TF32 ? 4 : 8;
    Ok = Ok && (Op.K == KMin || Op.K == 2 * KMin);
  } else if (Ok) {
    Ok = (*Bt == MmaElem::S8 || *Bt == MmaElem::U8) && DT == "s32" && CT == "s32" &&
         (Op.K == 16 || Op.K == 32);
  }
  if (!Ok)
    return L.unsupported(I, "type combination ." + DT.str() + "." + Types[1].str() + "." +
                                Types[2].str() + "." + CT.str() + " with ." + Shape.str());
  Op.A = *A;
  Op.B = *Bt;
  Op.Satfinite = I.has("satfinite");
  if (Op.Satfinite && !Op.isInt())
    return L.unsupported(I, ".satfinite with floating-point inputs");
  bool DHalf = DT == "f16", CHalf = CT == "f16";
  unsigned Bits = Op.elemBits();
  std::vector<Operand> DOps, AOps, BOps, COps;
  if (!fragmentOps(L, I, 0, DHalf ? 2 : 4, DOps, "D") ||
      !fragmentOps(L, I, 1, matrix::aRegs(Op.K, Bits), AOps, "A") ||
      !fragmentOps(L, I, 2, matrix::bRegs(Op.K, Bits), BOps, "B") ||
      !fragmentOps(L, I, 3, CHalf ? 2 : 4, COps, "C"))
    return false;
  IRBuilder<> &B = L.B;
  Type *I32 = B.getInt32Ty(), *F32 = B.getFloatTy();
  SmallVector<Value *, 4> ARegs, BRegs, C;
  for (const Operand &O : AOps)
    ARegs.push_back(L.get(O, I32));
  for (const Operand &O : BOps)
    BRegs.push_back(L.get(O, I32));
  for (const Operand &O : COps) {
    if (!CHalf) {
      C.push_back(L.get(O, Op.isInt() ? I32 : F32));
      continue;
    }
    Value *R = L.get(O, I32);
    if (!R)
      return false;
    for (unsigned H = 0; H < 2; ++H)
      C.push_back(fragmentElem(B, MmaElem::F16, R, H));
  }
  for (auto *V : {&ARegs, &BRegs, &C})
    if (is_contained(*V, nullptr))
      return false;
  Op.ARegs = ARegs;
  Op.BRegs = BRegs;
  Op.C = C;
  auto Portable = [&](SmallVectorImpl<Value *> &Out) { portableMma(L, Op, Out); };
  auto NewBlock = [&](const Twine &Name) { return L.newBlock(Name); };
  Op.Portable = Portable;
  Op.NewBlock = NewBlock;
  SmallVector<Value *, 4> D;
  if (!L.T.matrixMultiply(B, Op, D)) {
    D.clear();
    portableMma(L, Op, D);
  }
  return setAccumulators(L, DOps, D, DHalf);
}

// ---- wmma (m16n16k16 as two m16n8k16) -----------------------------------------------------

namespace {

enum class WmmaMat { A, B, C };

/// Matrix (row, column) of element E (0/1: the half of a 32-bit register; 0 for f32) of register
/// R of \p M, for the lane with g = lane / 4, t = lane % 4 (IR values).
std::pair<Value *, Value *> wmmaCoord(IRBuilder<> &B, WmmaMat M, bool HalfAcc, Value *G, Value *T, unsigned R,
                                      unsigned E) {
  auto C = [&](unsigned V) { return B.getInt32(V); };
  switch (M) {
  case WmmaMat::A: // m16n8k16 A: (g + 8(r%2), 2t + e + 8(r/2))
    return {B.CreateAdd(G, C(8 * (R % 2))), B.CreateAdd(B.CreateShl(T, 1), C(E + 8 * (R / 2)))};
  case WmmaMat::B: { // columns 8j..8j+7: (2t + e + 8r', g + 8j), r = 2j + r'
    unsigned J = R / 2, RR = R % 2;
    return {B.CreateAdd(B.CreateShl(T, 1), C(E + 8 * RR)), B.CreateAdd(G, C(8 * J))};
  }
  case WmmaMat::C: { // element i of the half j: (g + 8(i/2), 2t + i%2 + 8j)
    unsigned PerHalf = HalfAcc ? 2 : 4, J = R / PerHalf, I = HalfAcc ? 2 * (R % 2) + E : R % 4;
    return {B.CreateAdd(G, C(8 * (I / 2))), B.CreateAdd(B.CreateShl(T, 1), C(I % 2 + 8 * J))};
  }
  }
  return {nullptr, nullptr};
}

struct WmmaForm {
  WmmaMat M = WmmaMat::A;
  bool RowMajor = true;
  std::string Elem;   ///< f16, bf16, f32
  unsigned Regs = 0;  ///< fragment registers the instruction names
  unsigned Used = 0;  ///< of which hold elements (the others repeat them)
  bool Pair = false;  ///< two 16-bit elements per register
};

/// The operands of wmma.load / wmma.store: which matrix, layout, element type, register counts.
bool wmmaForm(Lowerer &L, const Instruction &I, bool Load, WmmaForm &F) {
  if (!I.has("sync") || !I.has("aligned"))
    return L.fail(I, "'" + I.fullName() + "' needs .sync.aligned");
  if (!I.has("m16n16k16"))
    return L.unsupported(I, "only the .m16n16k16 shape");
  if (Load) {
    F.M = I.has("a") ? WmmaMat::A : I.has("b") ? WmmaMat::B : I.has("c") ? WmmaMat::C : WmmaMat::A;
    if (!I.has("a") && !I.has("b") && !I.has("c"))
      return L.fail(I, "'" + I.fullName() + "' needs .a, .b or .c");
  } else {
    F.M = WmmaMat::C;
    if (!I.has("d"))
      return L.fail(I, "'" + I.fullName() + "' needs .d");
  }
  if (I.has("row") == I.has("col"))
    return L.fail(I, "'" + I.fullName() + "' needs one layout, .row or .col");
  F.RowMajor = I.has("row");
  F.Elem = I.has("f16") ? "f16" : I.has("bf16") ? "bf16" : I.has("f32") ? "f32" : "";
  if (F.Elem.empty())
    return L.unsupported(I, "element types other than .f16, .bf16 (A, B) and .f16, .f32 (C, D)");
  if (F.M == WmmaMat::C) {
    if (F.Elem == "bf16")
      return L.unsupported(I, ".bf16 accumulators (they are .f32)");
    F.Pair = F.Elem == "f16";
    F.Regs = F.Used = F.Pair ? 4 : 8;
  } else {
    if (F.Elem == "f32")
      return L.unsupported(I, ".f32 multiplicands (.tf32 is m16n16k8)");
    F.Pair = true;
    F.Regs = F.Elem == "f16" ? 8 : 4;
    F.Used = 4;
  }
  return true;
}

StateSpace wmmaSpace(const Instruction &I) {
  return I.has("global") ? StateSpace::Global : I.has("shared") || I.has("shared::cta") ? StateSpace::Shared
                                                                                       : StateSpace::Generic;
}

bool wmmaMemory(Lowerer &L, const Instruction &I, bool Load) {
  WmmaForm F;
  if (!wmmaForm(L, I, Load, F))
    return false;
  if (I.Ops.size() != 2 && I.Ops.size() != 3)
    return L.fail(I, "'" + I.fullName() + "' takes a fragment, an address and an optional stride");
  for (const std::string &M : I.Mods)
    if (M == "local" || M == "const" || M == "param" || M == "shared::cluster")
      return L.unsupported(I, "the ." + M + " state space (wmma uses .global, .shared or generic addresses)");
  unsigned DataOp = Load ? 0 : 1, AddrOp = Load ? 1 : 0;
  std::vector<Operand> Regs;
  if (!fragmentOps(L, I, DataOp, F.Regs, Regs, "the fragment"))
    return false;
  Value *P = L.address(I, AddrOp, wmmaSpace(I));
  if (!P)
    return false;
  IRBuilder<> &B = L.B;
  Type *I32 = B.getInt32Ty(), *I16 = B.getInt16Ty(), *F32 = B.getFloatTy();
  Value *Stride = I.Ops.size() == 3 ? L.get(I, 2, I32) : B.getInt32(16);
  if (!Stride)
    return false;
  Value *Lane = L.T.laneId(B);
  Value *G = B.CreateLShr(Lane, 2), *T = B.CreateAnd(Lane, 3);
  unsigned Bytes = F.Pair ? 2 : 4;
  bool HalfAcc = F.M == WmmaMat::C && F.Pair;
  auto Addr = [&](unsigned R, unsigned E) {
    auto [Row, Col] = wmmaCoord(B, F.M, HalfAcc, G, T, R, E);
    Value *Idx = F.RowMajor ? B.CreateAdd(B.CreateMul(Row, Stride), Col) : B.CreateAdd(B.CreateMul(Col, Stride), Row);
    return B.CreateGEP(B.getInt8Ty(), P, B.CreateMul(B.CreateZExt(Idx, B.getInt64Ty()), B.getInt64(Bytes)));
  };
  // The two halves of a register are adjacent in memory when they differ in the fastest-varying
  // index of the layout: the column for .row (A, C), the row for .col (B: k is the row).
  bool Adjacent = F.Pair && ((F.M == WmmaMat::B) != F.RowMajor);
  std::vector<Value *> Vals(F.Used, nullptr);
  if (!Load)
    for (unsigned R = 0; R < F.Used; ++R)
      if (!(Vals[R] = L.get(Regs[R], F.Pair ? I32 : F32)))
        return false;
  for (unsigned R = 0; R < F.Used; ++R) {
    if (!F.Pair) {
      if (Load)
        Vals[R] = B.CreateAlignedLoad(F32, Addr(R, 0), Align(4));
      else
        B.CreateAlignedStore(Vals[R], Addr(R, 0), Align(4));
    } else if (Adjacent) {
      if (Load)
        Vals[R] = B.CreateAlignedLoad(I32, Addr(R, 0), Align(4));
      else
        B.CreateAlignedStore(Vals[R], Addr(R, 0), Align(4));
    } else if (Load) {
      Value *Lo = B.CreateZExt(B.CreateAlignedLoad(I16, Addr(R, 0), Align(2)), I32);
      Value *Hi = B.CreateZExt(B.CreateAlignedLoad(I16, Addr(R, 1), Align(2)), I32);
      Vals[R] = B.CreateOr(Lo, B.CreateShl(Hi, 16));
    } else {
      B.CreateAlignedStore(B.CreateTrunc(Vals[R], I16), Addr(R, 0), Align(2));
      B.CreateAlignedStore(B.CreateTrunc(B.CreateLShr(Vals[R], 16), I16), Addr(R, 1), Align(2));
    }
  }
  if (!Load)
    return true;
  for (unsigned R = 0; R < F.Regs; ++R)
    if (!L.set(Regs[R], Vals[R % F.Used]))
      return false;
  return true;
}

bool wmmaMultiply(Lowerer &L, const Instruction &I) {
  if (!I.has("sync") || !I.has("aligned"))
    return L.fail(I, "'" + I.fullName() + "' needs .sync.aligned");
  if (!I.has("m16n16k16"))
    return L.unsupported(I, "only the .m16n16k16 shape");
  if (I.has("satfinite"))
    return L.unsupported(I, ".satfinite");
  if (!L.expectOperands(I, 4))
    return false;
  SmallVector<StringRef, 4> Types;
  unsigned Layouts = 0;
  for (const std::string &M : I.Mods) {
    StringRef S(M);
    if (S == "row" || S == "col")
      ++Layouts;
    else if (S == "f16" || S == "f32" || S == "bf16" || S == "s8" || S == "u8" || S == "s32" || S == "tf32" ||
             S == "f64")
      Types.push_back(S);
  }
  if (Layouts != 2)
    return L.fail(I, "'" + I.fullName() + "' needs the layouts of A and B (.row/.col twice)");
  // f16: .dtype.ctype; bf16: .f32.bf16.bf16.f32.
  MmaElem AE = MmaElem::F16;
  StringRef DT, CT;
  if (Types.size() == 2 && (Types[0] == "f16" || Types[0] == "f32") && (Types[1] == "f16" || Types[1] == "f32")) {
    DT = Types[0];
    CT = Types[1];
  } else if (Types.size() == 4 && Types[1] == "bf16" && Types[2] == "bf16" && Types[0] == "f32" &&
             Types[3] == "f32") {
    AE = MmaElem::BF16;
    DT = CT = "f32";
  } else {
    return L.unsupported(I, "types other than .f16/.f32 accumulators with .f16 inputs and .f32.bf16.bf16.f32");
  }
  bool DHalf = DT == "f16", CHalf = CT == "f16";
  unsigned AB = AE == MmaElem::F16 ? 8 : 4;
  std::vector<Operand> DOps, AOps, BOps, COps;
  if (!fragmentOps(L, I, 0, DHalf ? 4 : 8, DOps, "D") || !fragmentOps(L, I, 1, AB, AOps, "A") ||
      !fragmentOps(L, I, 2, AB, BOps, "B") || !fragmentOps(L, I, 3, CHalf ? 4 : 8, COps, "C"))
    return false;
  IRBuilder<> &B = L.B;
  Type *I32 = B.getInt32Ty(), *F32 = B.getFloatTy();
  SmallVector<Value *, 4> ARegs, BRegs;
  for (unsigned R = 0; R < 4; ++R) {
    ARegs.push_back(L.get(AOps[R], I32));
    BRegs.push_back(L.get(BOps[R], I32));
  }
  SmallVector<Value *, 8> C;
  for (const Operand &O : COps) {
    Value *V = L.get(O, CHalf ? I32 : F32);
    if (!V)
      return false;
    if (!CHalf)
      C.push_back(V);
    else
      for (unsigned H = 0; H < 2; ++H)
        C.push_back(fragmentElem(B, MmaElem::F16, V, H));
  }
  if (is_contained(ARegs, nullptr) || is_contained(BRegs, nullptr))
    return false;
  // Columns 0-7, then 8-15: each an m16n8k16 mma of A with its half of B and C.
  SmallVector<Value *, 8> D;
  for (unsigned J = 0; J < 2; ++J) {
    MmaOp Op;
    Op.K = 16;
    Op.A = Op.B = AE;
    Value *BHalf[2] = {BRegs[2 * J], BRegs[2 * J + 1]};
    Op.ARegs = ARegs;
    Op.BRegs = BHalf;
    Op.C = ArrayRef<Value *>(C).slice(4 * J, 4);
    auto Portable = [&](SmallVectorImpl<Value *> &Out) { portableMma(L, Op, Out); };
    auto NewBlock = [&](const Twine &Name) { return L.newBlock(Name); };
    Op.Portable = Portable;
    Op.NewBlock = NewBlock;
    SmallVector<Value *, 4> Part;
    if (!L.T.matrixMultiply(B, Op, Part)) {
      Part.clear();
      portableMma(L, Op, Part);
    }
    D.append(Part.begin(), Part.end());
  }
  return setAccumulators(L, DOps, D, DHalf);
}

} // namespace

bool lowerWmma(Lowerer &L, const Instruction &I) {
  if (I.has("load"))
    return wmmaMemory(L, I, true);
  if (I.has("store"))
    return wmmaMemory(L, I, false);
  if (I.has("mma"))
    return wmmaMultiply(L, I);
  return L.unsupported(I, "only wmma.load, wmma.store and wmma.mma");
}

} // namespace scale::ptx
