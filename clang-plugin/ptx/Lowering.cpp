// SPDX-License-Identifier: Apache-2.0
//===- Lowering.cpp - operands, registers, control flow of one inline PTX asm ----------------===//
//
// See Lowering.h for the model. The asm call's block is split at the call; the lowered code goes
// into fresh blocks between the two halves, so that a failure can remove everything it created
// (rollback) and leave the function as it was for the diagnostic.
//===-----------------------------------------------------------------------------------------===//
#include "Lowering.h"

#include "llvm/IR/CFG.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/Module.h"

#include <algorithm>

using namespace llvm;

namespace scale::ptx {

TargetHooks::~TargetHooks() = default;

std::optional<PtxType> parseType(StringRef M) {
  PtxType T;
  T.Name = M.str();
  if (M == "pred") {
    T.K = PtxType::Pred;
    T.Width = 1;
    return T;
  }
  StringRef Base = M;
  if (M.consume_back("x2"))
    T.Lanes = 2;
  else if (M.consume_back("x4"))
    T.Lanes = 4;
  if (M.consume_front("bf")) {
    T.K = PtxType::Float;
    T.BFloat = true;
  } else if (M.consume_front("f")) {
    T.K = PtxType::Float;
  } else if (M.consume_front("u")) {
    T.K = PtxType::Unsigned;
  } else if (M.consume_front("s")) {
    T.K = PtxType::Signed;
  } else if (M.consume_front("b")) {
    T.K = PtxType::Bits;
  } else {
    return std::nullopt;
  }
  unsigned W;
  if (M.getAsInteger(10, W))
    return std::nullopt;
  T.Width = W;
  bool Ok = false;
  if (T.K == PtxType::Float)
    Ok = T.BFloat ? W == 16 : (W == 16 || W == 32 || W == 64);
  else
    Ok = W == 8 || W == 16 || W == 32 || W == 64 || (W == 128 && T.K == PtxType::Bits);
  if (T.Lanes > 1 && !((W == 16) || (W == 8 && T.Lanes == 4)))
    Ok = false;
  (void)Base;
  if (!Ok)
    return std::nullopt;
  return T;
}

SymbolScope::~SymbolScope() = default;

Lowerer::Lowerer(CallBase &C, TargetHooks &H, FunctionState &S)
    : B(&C), T(H), Ctx(C.getContext()), DL(C.getModule()->getDataLayout()), Call(&C),
      F(*C.getFunction()), FS(S) {}

Lowerer::Lowerer(Function &Fn, TargetHooks &H, FunctionState &S, SymbolScope &Sy)
    : B(&Fn.getEntryBlock()), T(H), Ctx(Fn.getContext()), DL(Fn.getParent()->getDataLayout()),
      Syms(&Sy), F(Fn), FS(S) {}

Module &Lowerer::module() { return *F.getParent(); }

Type *Lowerer::irType(const PtxType &Ty) {
  Type *E;
  if (Ty.K == PtxType::Pred)
    return B.getInt1Ty();
  if (Ty.isFloat())
    E = Ty.Width == 16 ? (Ty.BFloat ? B.getBFloatTy() : B.getHalfTy())
                       : Ty.Width == 32 ? B.getFloatTy() : B.getDoubleTy();
  else
    E = B.getIntNTy(Ty.Width);
  return Ty.Lanes > 1 ? FixedVectorType::get(E, Ty.Lanes) : E;
}

std::vector<PtxType> Lowerer::types(const Instruction &I) {
  std::vector<PtxType> R;
  for (const std::string &M : I.Mods)
    if (auto T = parseType(M))
      R.push_back(*T);
  return R;
}

std::optional<PtxType> Lowerer::type(const Instruction &I) {
  std::vector<PtxType> Ts = types(I);
  if (Ts.empty()) {
    fail(I, "'" + I.fullName() + "' needs a type (.u32, .f32, ...)");
    return std::nullopt;
  }
  return Ts.back();
}

std::optional<TypedOperands> Lowerer::operands(const Instruction &I, unsigned N, unsigned Read,
                                               std::optional<bool> Signed) {
  std::optional<PtxType> Ty = type(I);
  if (!Ty || !expectOperands(I, N))
    return std::nullopt;
  TypedOperands R{*Ty, irType(*Ty), {}};
  bool S = Signed.value_or(Ty->isSigned());
  for (unsigned K = 1, Last = std::min(Read, N - 1); K <= Last; ++K) {
    Value *V = get(I, K, R.T, S);
    if (!V)
      return std::nullopt;
    R.Src.push_back(V);
  }
  return R;
}

bool Lowerer::fail(unsigned Pos, std::string Msg) {
  if (!Error)
    Error = LowerError{Pos, std::move(Msg)};
  return false;
}

bool Lowerer::unsupported(const Instruction &I, StringRef Why) {
  std::string M = "PTX instruction '" + I.fullName() + "' is not supported on AMD GPUs";
  if (!Why.empty())
    M += " (" + Why.str() + ")";
  return fail(I, M);
}

bool Lowerer::expectOperands(const Instruction &I, unsigned Min, unsigned Max) {
  size_t N = I.Ops.size();
  if (N >= Min && N <= Max)
    return true;
  std::string Want = Min == Max ? std::to_string(Min) : std::to_string(Min) + " to " + std::to_string(Max);
  return fail(I, "'" + I.fullName() + "' takes " + Want + " operands, " + std::to_string(N) + " given");
}

// ---- values and types -----------------------------------------------------------------------

Value *Lowerer::coerce(Value *V, Type *To, bool Signed) {
  Type *From = V->getType();
  if (From == To)
    return V;
  if (From->isPointerTy()) {
    if (To->isPointerTy())
      return B.CreateAddrSpaceCast(V, To);
    V = B.CreatePtrToInt(V, B.getIntNTy(DL.getPointerSizeInBits(From->getPointerAddressSpace())));
    return coerce(V, To, false);
  }
  if (To->isPointerTy())
    return B.CreateIntToPtr(coerce(V, B.getIntNTy(DL.getPointerSizeInBits(To->getPointerAddressSpace())), Signed), To);
  if (To->isIntegerTy(1) && !From->isIntegerTy(1)) {
    Value *I = coerce(V, B.getIntNTy(From->getPrimitiveSizeInBits().getFixedValue()), false);
    return B.CreateICmpNE(I, ConstantInt::get(I->getType(), 0));
  }
  unsigned FB = From->getPrimitiveSizeInBits().getFixedValue();
  unsigned TB = To->getPrimitiveSizeInBits().getFixedValue();
  if (FB == TB)
    return B.CreateBitCast(V, To);
  Value *I = From->isIntegerTy() ? V : B.CreateBitCast(V, B.getIntNTy(FB));
  I = B.CreateIntCast(I, B.getIntNTy(TB), Signed && !From->isIntegerTy(1));
  return To->isIntegerTy() ? I : B.CreateBitCast(I, To);
}

AllocaInst *Lowerer::entryAlloca(Type *Ty, const Twine &Name) {
  BasicBlock &Entry = F.getEntryBlock();
  IRBuilder<> EB(&Entry, Entry.getFirstInsertionPt());
  AllocaInst *A = EB.CreateAlloca(Ty, DL.getAllocaAddrSpace(), nullptr, Name);
  NewEntryInsts.push_back(A);
  return A;
}

BasicBlock *Lowerer::newBlock(const Twine &Name) {
  BasicBlock *BB = BasicBlock::Create(Ctx, Name, &F, Call ? Call->getParent() : nullptr);
  NewBlocks.push_back(BB);
  return BB;
}

bool Lowerer::branch(const Operand &Target) {
  BasicBlock *BB = Target.K == Operand::Symbol ? Labels.lookup(Target.Name) : nullptr;
  if (!BB)
    return fail(Target.Pos, "bra needs a label defined in the same asm statement");
  B.CreateBr(BB);
  startDeadBlock();
  return true;
}

void Lowerer::startDeadBlock() { B.SetInsertPoint(newBlock("ptx.dead")); }

Value *Lowerer::carryIn() {
  if (!FS.Carry)
    carryOut(B.getFalse()); // the pass reports reads of a carry that is never set
  return B.CreateLoad(B.getInt1Ty(), FS.Carry, "ptx.cc");
}

void Lowerer::carryOut(Value *C) {
  if (!FS.Carry) {
    BasicBlock &Entry = F.getEntryBlock();
    IRBuilder<> EB(&Entry, Entry.getFirstInsertionPt());
    FS.Carry = EB.CreateAlloca(B.getInt1Ty(), DL.getAllocaAddrSpace(), nullptr, "ptx.carry");
  }
  B.CreateStore(C, FS.Carry);
}

// ---- operands -------------------------------------------------------------------------------

/// The initial value of output \p ResultIndex: the C++ variable it will be stored to, read before
/// the asm (nvcc treats "=r" as read-write), or zero when the output has no such home.
Value *Lowerer::initialOutputValue(unsigned ResultIndex, Type *Ty) {
  SmallVector<Value *, 2> Vals;
  if (Call->getType()->isStructTy()) {
    for (User *U : Call->users())
      if (auto *EV = dyn_cast<ExtractValueInst>(U))
        if (EV->getNumIndices() == 1 && EV->getIndices()[0] == ResultIndex)
          Vals.push_back(EV);
  } else {
    Vals.push_back(Call);
  }
  for (Value *V : Vals)
    for (User *U : V->users())
      if (auto *SI = dyn_cast<StoreInst>(U))
        if (SI->getValueOperand() == V && !SI->isVolatile()) {
          // A local variable, an element or member of a local array or struct (registers in
          // nvcc's code after optimisation, as here after SROA), or a reference parameter.
          Value *Ptr = SI->getPointerOperand();
          if (auto *PI = dyn_cast<llvm::Instruction>(Ptr); PI && PI->getParent() == Call->getParent())
            continue; // computed after the asm (the call's block was split at the call)
          if (isa<AllocaInst>(Ptr->stripInBoundsOffsets()) || isa<Argument>(Ptr->stripPointerCasts()))
            return B.CreateLoad(Ty, SI->getPointerOperand(), "ptx.out.init");
        }
  return Constant::getNullValue(Ty);
}

/// The output an input constraint is tied to: clang writes "+r" as an output "=r" and a later
/// input whose code is the output's number, as a user's matching constraint "0" is written.
/// (InlineAsm::ConstraintInfo::MatchingInput is set on the *output* only; an input's is -1.)
static std::optional<unsigned> tiedOutput(const InlineAsm::ConstraintInfo &CI) {
  if (CI.Type != InlineAsm::isInput || CI.Codes.empty())
    return std::nullopt;
  unsigned N;
  if (StringRef(CI.Codes[0]).getAsInteger(10, N))
    return std::nullopt;
  return N;
}

bool Lowerer::bindOperands() {
  auto *IA = cast<InlineAsm>(Call->getCalledOperand());
  InlineAsm::ConstraintInfoVector CIs = IA->ParseConstraints();
  unsigned ArgNo = 0, ResultNo = 0;
  auto *ST = dyn_cast<StructType>(Call->getType());
  for (const InlineAsm::ConstraintInfo &CI : CIs) {
    if (CI.Type == InlineAsm::isClobber)
      continue;
    if (CI.Type == InlineAsm::isLabel)
      return fail(0, "asm goto is not supported in inline PTX");
    Slot S;
    std::string Code = CI.Codes.empty() ? "" : CI.Codes[0];
    unsigned Idx = unsigned(Operands.size());
    if (CI.Type == InlineAsm::isOutput) {
      if (CI.isIndirect) {
        S.Ptr = Call->getArgOperand(ArgNo++);
        S.Ty = S.Ptr->getType();
        S.IsMemory = true;
      } else {
        S.Ty = ST ? ST->getElementType(ResultNo) : Call->getType();
        S.Ptr = entryAlloca(S.Ty, "ptx.op" + Twine(Idx));
        B.CreateStore(initialOutputValue(ResultNo, S.Ty), S.Ptr);
        OutputSlots.push_back(Idx);
        ++ResultNo;
      }
    } else {
      Value *Arg = Call->getArgOperand(ArgNo++);
      if (CI.isIndirect) {
        S.Ptr = Arg;
        S.Ty = Arg->getType();
        S.IsMemory = true;
      } else if (std::optional<unsigned> Out = tiedOutput(CI)) {
        // "+r", or a matching-digit constraint "0": the input is the output's register, which
        // starts with the input's value.
        if (*Out >= Operands.size() || !Operands[*Out].Ptr || Operands[*Out].IsMemory)
          return fail(0, "asm input is tied to operand " + std::to_string(*Out) +
                             ", which is not a register output");
        S = Operands[*Out];
        B.CreateStore(coerce(Arg, S.Ty, false), S.Ptr);
      } else if ((Code == "n" || Code == "i") && isa<Constant>(Arg)) {
        S.Const = Arg;
        S.Ty = Arg->getType();
      } else {
        S.Ty = Arg->getType();
        S.Ptr = entryAlloca(S.Ty, "ptx.op" + Twine(Idx));
        B.CreateStore(Arg, S.Ptr);
      }
    }
    Operands.push_back(S);
  }
  return true;
}

const Lowerer::Slot *Lowerer::lookup(const Operand &Op) {
  if (Op.K == Operand::AsmOperand) {
    if (Op.Index >= Operands.size()) {
      fail(Op.Pos, "asm operand %" + std::to_string(Op.Index) + " does not exist (the statement has " +
                       std::to_string(Operands.size()) + " operands)");
      return nullptr;
    }
    return &Operands[Op.Index];
  }
  for (auto It = Scopes.rbegin(); It != Scopes.rend(); ++It) {
    auto F = It->find(Op.Name);
    if (F != It->end() && !F->second.IsSymbol)
      return &F->second;
  }
  fail(Op.Pos, "use of undeclared register '" + Op.Name + "'");
  return nullptr;
}

Value *Lowerer::symbolAddress(const Operand &Op) {
  for (auto It = Scopes.rbegin(); It != Scopes.rend(); ++It) {
    auto F = It->find(Op.Name);
    if (F != It->end() && F->second.IsSymbol)
      return F->second.Ptr;
  }
  if (Value *V = Syms ? Syms->lookup(Op.Name) : nullptr)
    return V;
  fail(Op.Pos, Syms ? "use of undeclared variable or function '" + Op.Name + "'"
                    : "inline PTX cannot name the variable '" + Op.Name +
                          "'; pass its address as an operand");
  return nullptr;
}

static Constant *intOrFp(Type *Ty, uint64_t Int) {
  if (Ty->isFloatingPointTy())
    return ConstantFP::get(Ty, double(int64_t(Int)));
  unsigned Bits = Ty->getPrimitiveSizeInBits().getFixedValue();
  Constant *C = ConstantInt::get(IntegerType::get(Ty->getContext(), Bits), Int, /*signed*/ true);
  return Ty->isIntegerTy() ? C : ConstantExpr::getBitCast(C, Ty);
}

Value *Lowerer::get(const Operand &Op, Type *Ty, bool Signed) {
  switch (Op.K) {
  case Operand::Register:
  case Operand::AsmOperand: {
    const Slot *S = lookup(Op);
    if (!S)
      return nullptr;
    Value *V = S->Const ? S->Const : S->IsMemory ? S->Ptr : B.CreateLoad(S->Ty, S->Ptr);
    if (Op.Negated) {
      V = coerce(V, B.getInt1Ty(), false);
      V = B.CreateNot(V);
    }
    return coerce(V, Ty, Signed);
  }
  case Operand::SpecialReg: {
    Value *V = T.specialReg(B, Op.Name, Op.Component);
    if (!V) {
      std::string N = "%" + Op.Name + (Op.Component ? std::string(".") + Op.Component : "");
      fail(Op.Pos, "special register '" + N + "' is not supported on AMD GPUs");
      return nullptr;
    }
    return coerce(V, Ty, false);
  }
  case Operand::IntImm:
    if (Ty->isIntegerTy(1))
      return B.getInt1(Op.Int != 0);
    return intOrFp(Ty, Op.Int);
  case Operand::FloatImm: {
    APFloat F = Op.IsDouble ? APFloat(APFloat::IEEEdouble(), APInt(64, Op.Bits))
                            : APFloat(APFloat::IEEEsingle(), APInt(32, Op.Bits));
    if (Ty->isFloatingPointTy() && !Ty->isVectorTy()) {
      bool LosesInfo;
      F.convert(Ty->getFltSemantics(), APFloat::rmNearestTiesToEven, &LosesInfo);
      return ConstantFP::get(Ty, F);
    }
    return coerce(ConstantInt::get(Ctx, F.bitcastToAPInt()), Ty, false);
  }
  case Operand::Vector: {
    unsigned Total = Ty->getPrimitiveSizeInBits().getFixedValue();
    unsigned N = unsigned(Op.Elems.size());
    if (Total == 0 || Total % N) {
      fail(Op.Pos, "a vector of " + std::to_string(N) + " elements does not fit this instruction");
      return nullptr;
    }
    IntegerType *ET = B.getIntNTy(Total / N);
    Value *Acc = B.getIntN(Total, 0);
    for (unsigned K = 0; K < N; ++K) {
      Value *E = get(Op.Elems[K], ET, false);
      if (!E)
        return nullptr;
      E = B.CreateShl(B.CreateZExt(E, Acc->getType()), K * (Total / N));
      Acc = B.CreateOr(Acc, E);
    }
    return coerce(Acc, Ty, false);
  }
  case Operand::Sink:
    fail(Op.Pos, "'_' cannot be read");
    return nullptr;
  case Operand::Symbol:
    if (Syms) { // mov.u64 %rd1, gvar: the variable's address in its own state space
      Value *A = symbolAddress(Op);
      if (!A)
        return nullptr;
      if (Op.Offset)
        A = B.CreateGEP(B.getInt8Ty(), A, B.getInt64(Op.Offset));
      return coerce(A, Ty, false);
    }
    [[fallthrough]];
  case Operand::List:
  case Operand::Address:
  case Operand::PredPair:
    fail(Op.Pos, "expected a register or an immediate operand here");
    return nullptr;
  }
  return nullptr;
}

Value *Lowerer::get(const Instruction &I, unsigned N, Type *Ty, bool Signed) {
  if (N >= I.Ops.size()) {
    fail(I, "'" + I.fullName() + "' is missing operand " + std::to_string(N + 1));
    return nullptr;
  }
  Value *V = get(I.Ops[N], Ty, Signed);
  return V && I.has("ftz") ? flushSubnormal(V) : V;
}

Value *Lowerer::flushSubnormal(Value *V) {
  // .ftz (PTX ISA "Floating-point instructions"): subnormal f32 inputs and results become zero of
  // the same sign (f64 too for rcp/rsqrt.approx.ftz.f64, the only f64 forms that take .ftz).
  Type *T = V->getType();
  if (!T->isFloatTy() && !T->isDoubleTy())
    return V;
  Value *Abs = B.CreateUnaryIntrinsic(Intrinsic::fabs, V);
  Value *MinNormal = ConstantFP::get(T, APFloat::getSmallestNormalized(T->getFltSemantics()));
  Value *Zero = B.CreateBinaryIntrinsic(Intrinsic::copysign, ConstantFP::get(T, 0.0), V);
  return B.CreateSelect(B.CreateFCmpOLT(Abs, MinNormal), Zero, V);
}

Value *Lowerer::getPred(const Instruction &I, unsigned N) { return get(I, N, B.getInt1Ty()); }

std::optional<uint64_t> Lowerer::constant(const Instruction &I, unsigned N) {
  if (N >= I.Ops.size())
    return std::nullopt;
  const Operand &Op = I.Ops[N];
  if (Op.K == Operand::IntImm)
    return Op.Int;
  if (Op.K == Operand::AsmOperand && Op.Index < Operands.size())
    if (auto *C = dyn_cast_or_null<ConstantInt>(Operands[Op.Index].Const))
      return C->getZExtValue();
  return std::nullopt;
}

const std::vector<Operand> *Lowerer::vectorElems(const Instruction &I, unsigned N) {
  if (N < I.Ops.size() && I.Ops[N].K == Operand::Vector)
    return &I.Ops[N].Elems;
  return nullptr;
}

bool Lowerer::set(const Operand &Op, Value *V, bool Signed) {
  if (!V)
    return false;
  switch (Op.K) {
  case Operand::Sink:
    return true;
  case Operand::Register:
  case Operand::AsmOperand: {
    const Slot *S = lookup(Op);
    if (!S)
      return false;
    if (S->Const || S->IsMemory)
      return fail(Op.Pos, "operand %" + std::to_string(Op.Index) + " is not a register and cannot be written");
    B.CreateStore(coerce(V, S->Ty, Signed), S->Ptr);
    return true;
  }
  case Operand::Vector: {
    unsigned Total = V->getType()->getPrimitiveSizeInBits().getFixedValue();
    unsigned N = unsigned(Op.Elems.size());
    if (Total == 0 || Total % N)
      return fail(Op.Pos, "a vector of " + std::to_string(N) + " elements does not fit this instruction");
    Value *X = coerce(V, B.getIntNTy(Total), false);
    for (unsigned K = 0; K < N; ++K)
      if (!set(Op.Elems[K], B.CreateTrunc(B.CreateLShr(X, K * (Total / N)), B.getIntNTy(Total / N)), Signed))
        return false;
    return true;
  }
  default:
    return fail(Op.Pos, "the destination must be a register");
  }
}

bool Lowerer::set(const Instruction &I, unsigned N, Value *V, bool Signed) {
  if (N >= I.Ops.size())
    return fail(I, "'" + I.fullName() + "' is missing operand " + std::to_string(N + 1));
  if (V && I.has("ftz"))
    V = flushSubnormal(V);
  return set(I.Ops[N], V, Signed);
}

Value *Lowerer::address(const Instruction &I, unsigned N, StateSpace S) {
  if (N >= I.Ops.size()) {
    fail(I, "'" + I.fullName() + "' is missing its address operand");
    return nullptr;
  }
  const Operand &Op = I.Ops[N];
  unsigned AS = T.addrSpace(S);
  PointerType *PT = PointerType::get(Ctx, AS);
  Value *Ptr = nullptr;
  if (Op.K == Operand::AsmOperand && Op.Index < Operands.size() && Operands[Op.Index].IsMemory) {
    Ptr = coerce(Operands[Op.Index].Ptr, PT, false);
  } else if (Op.K != Operand::Address) {
    fail(Op.Pos, "expected an address operand [...]");
    return nullptr;
  } else if (Op.Elems.empty()) {
    return B.CreateIntToPtr(B.getIntN(DL.getPointerSizeInBits(AS), Op.Offset), PT);
  } else if (Op.Elems.size() > 1) {
    fail(Op.Pos, "a texture or surface operand is not a memory address");
    return nullptr;
  } else {
    const Operand &Base = Op.Elems[0];
    if (Base.K == Operand::Symbol) {
      // [gvar+8], [kernel_param], [param0]: the variable's own address space; a generic access
      // takes its generic address. (A kernel parameter lives in the constant kernarg segment,
      // not in .local memory, whatever addrSpace(Param) says.)
      Value *A = symbolAddress(Base);
      if (!A)
        return nullptr;
      if (!A->getType()->isPointerTy()) {
        fail(Base.Pos, "'" + Base.Name + "' is not a variable");
        return nullptr;
      }
      Ptr = A->getType()->getPointerAddressSpace() == AS || AS != 0 ? A : B.CreateAddrSpaceCast(A, PT);
      if (Op.Offset)
        Ptr = B.CreateGEP(B.getInt8Ty(), Ptr, B.getInt64(Op.Offset));
      return Ptr;
    }
    const Slot *Sl = lookup(Base);
    if (!Sl)
      return nullptr;
    if (Sl->IsMemory) {
      Ptr = coerce(Sl->Ptr, PT, false);
    } else {
      Value *V = Sl->Const ? Sl->Const : B.CreateLoad(Sl->Ty, Sl->Ptr);
      if (V->getType()->isPointerTy())
        Ptr = coerce(V, PT, false);
      else
        Ptr = coerce(coerce(V, B.getIntNTy(DL.getPointerSizeInBits(AS)), false), PT, false);
    }
  }
  if (Op.K == Operand::Address && Op.Offset)
    Ptr = B.CreateGEP(B.getInt8Ty(), Ptr, B.getInt64(Op.Offset));
  return Ptr;
}

// ---- statements -----------------------------------------------------------------------------

bool Lowerer::declare(const RegDecl &D) {
  auto Ty = parseType(D.Type);
  if (!Ty)
    return fail(D.Pos, "unknown register type '." + D.Type + "'");
  if (D.VectorWidth)
    return fail(D.Pos, "vector registers (.v" + std::to_string(D.VectorWidth) + ") are not supported");
  Type *IRT = irType(*Ty);
  for (const std::string &N : D.Names) {
    Slot S;
    S.Ty = IRT;
    S.Ptr = entryAlloca(IRT, "ptx.reg." + N);
    Scopes.back()[N] = S;
  }
  return true;
}

bool Lowerer::lowerInstruction(const Instruction &I) {
  const OpcodeInfo *Info = findOpcode(I.Opcode);
  if (!Info)
    return fail(I, "unknown PTX instruction '" + I.fullName() + "'");
  if (!Info->Fn)
    return unsupported(I);
  if (llvm::StringRef(Info->Chapter) != "Video")
    for (const Operand &Op : I.Ops)
      if (!Op.Sel.empty())
        return fail(Op.Pos, "'." + Op.Sel + "': operand selectors exist on video instructions only");
  if (I.Opcode != "vmad")
    for (const Operand &Op : I.Ops)
      if (Op.Minus)
        return fail(Op.Pos, "a negated register operand exists on vmad only");
  return Info->Fn(*this, I);
}

bool Lowerer::lowerStatement(const Statement &S) {
  switch (S.K) {
  case Statement::ScopeOpen:
    Scopes.emplace_back();
    return true;
  case Statement::ScopeClose:
    Scopes.pop_back();
    return true;
  case Statement::Decl:
    return declare(S.D);
  case Statement::Label: {
    BasicBlock *BB = Labels.lookup(S.Name);
    B.CreateBr(BB);
    B.SetInsertPoint(BB);
    return true;
  }
  case Statement::Var: {
    Value *A = Syms ? Syms->defineVar(*this, S.V) : nullptr;
    if (!A)
      return Syms ? false : fail(S.Pos, "variables cannot be declared in inline PTX");
    Slot Sl;
    Sl.Ptr = A;
    Sl.Ty = A->getType();
    Sl.IsSymbol = true;
    Scopes.back()[S.V.Name] = Sl;
    return true;
  }
  case Statement::Prototype:
    Prototypes[S.Name] = S.Proto.get();
    return true;
  case Statement::Loc:
    if (Syms)
      Syms->setLocation(*this, S.File, S.Line, S.Column);
    return true;
  case Statement::Instr:
    break;
  }
  const Instruction &I = S.I;
  if (!I.HasGuard)
    return lowerInstruction(I);
  Value *P = get(I.Guard, B.getInt1Ty());
  if (!P)
    return false;
  if (I.GuardNegated)
    P = B.CreateNot(P);
  BasicBlock *Cont = newBlock("ptx.guard.cont");
  if (I.Opcode == "bra" && I.Ops.size() == 1 && I.Ops[0].K == Operand::Symbol) {
    B.CreateCondBr(P, Labels.lookup(I.Ops[0].Name), Cont);
    B.SetInsertPoint(Cont);
    return true;
  }
  BasicBlock *Then = newBlock("ptx.guard.then");
  B.CreateCondBr(P, Then, Cont);
  B.SetInsertPoint(Then);
  if (!lowerInstruction(I))
    return false;
  B.CreateBr(Cont);
  B.SetInsertPoint(Cont);
  return true;
}

void Lowerer::rollback() {
  for (BasicBlock *BB : NewBlocks)
    BB->dropAllReferences();
  for (BasicBlock *BB : NewBlocks)
    BB->eraseFromParent();
  for (auto It = NewEntryInsts.rbegin(); It != NewEntryInsts.rend(); ++It) {
    (*It)->replaceAllUsesWith(PoisonValue::get((*It)->getType()));
    (*It)->eraseFromParent();
  }
  NewBlocks.clear();
  NewEntryInsts.clear();
}

bool Lowerer::run(const Program &Prog, LowerError &Err) {
  auto *CI = dyn_cast<CallInst>(Call);
  if (!CI) {
    Err = {0, "inline PTX in an invoke is not supported"};
    return false;
  }
  BasicBlock *Head = Call->getParent();
  BasicBlock *Tail = Head->splitBasicBlock(Call, "ptx.cont");
  BasicBlock *Start = newBlock("ptx.asm");
  B.SetInsertPoint(Start);
  Scopes.emplace_back();
  bool Ok = bindOperands();
  for (const Statement &S : Prog.Stmts)
    if (S.K == Statement::Label)
      Labels[S.Name] = newBlock("ptx.label." + S.Name);
  for (const Statement &S : Prog.Stmts) {
    if (!Ok)
      break;
    Ok = lowerStatement(S);
  }
  if (!Ok || Error) {
    rollback();
    Err = Error ? *Error : LowerError{0, "inline PTX lowering failed"};
    return false;
  }
  B.CreateBr(Tail);
  Head->getTerminator()->setSuccessor(0, Start);
  B.SetInsertPoint(Call);
  Value *Result = nullptr;
  if (auto *ST = dyn_cast<StructType>(Call->getType())) {
    Result = PoisonValue::get(ST);
    for (unsigned K = 0; K < OutputSlots.size(); ++K) {
      const Slot &S = Operands[OutputSlots[K]];
      Result = B.CreateInsertValue(Result, B.CreateLoad(S.Ty, S.Ptr), K);
    }
  } else if (!Call->getType()->isVoidTy() && !OutputSlots.empty()) {
    const Slot &S = Operands[OutputSlots[0]];
    Result = B.CreateLoad(S.Ty, S.Ptr);
  }
  if (Result)
    Call->replaceAllUsesWith(Result);
  Call->eraseFromParent();
  return true;
}

bool Lowerer::runBody(const Program &Body, LowerError &Err) {
  B.SetInsertPoint(&F.getEntryBlock());
  Scopes.emplace_back();
  for (const Statement &S : Body.Stmts)
    if (S.K == Statement::Label)
      Labels[S.Name] = newBlock("L." + S.Name);
  bool Ok = true;
  for (const Statement &S : Body.Stmts) {
    Ok = lowerStatement(S);
    if (!Ok || Error)
      break;
  }
  BasicBlock *Last = B.GetInsertBlock();
  if (Ok && !Error && !Last->getTerminator()) {
    if (Last != &F.getEntryBlock() && pred_empty(Last))
      B.CreateUnreachable(); // after the last ret
    else
      Ok = Syms->lowerReturn(*this, nullptr); // the body ends without ret: it returns
  }
  if (!Ok || Error) {
    Err = Error ? *Error : LowerError{0, "PTX lowering failed"};
    return false;
  }
  return true;
}

} // namespace scale::ptx
