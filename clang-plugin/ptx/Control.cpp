// SPDX-License-Identifier: Apache-2.0
//===- Control.cpp - PTX ISA "Control Flow" and "Miscellaneous" instructions -----------------===//
//
// bra jumps to a label of the same asm statement or module function (a guarded bra is a
// conditional branch, built in Lowering.cpp); call and ret exist in PTX modules only and are
// lowered by the module's SymbolScope (ModuleLowering.cpp); trap/brkpt become llvm.trap/llvm.debugtrap; exit ends the thread (the target's
// s_endpgm: correct for converged warps, which is what PTX code uses it for); nanosleep waits
// about the requested time.
//===-----------------------------------------------------------------------------------------===//
#include "Chapters.h"

#include "llvm/IR/Intrinsics.h"

using namespace llvm;

namespace scale::ptx {

bool lowerBra(Lowerer &L, const Instruction &I) {
  if (!L.expectOperands(I, 1))
    return false;
  return L.branch(I.Ops[0]);
}

bool lowerTrap(Lowerer &L, const Instruction &I) {
  if (!L.expectOperands(I, 0))
    return false;
  if (I.Opcode == "brkpt") {
    L.B.CreateIntrinsic(Intrinsic::debugtrap, ArrayRef<Type *>(), ArrayRef<Value *>());
    return true;
  }
  L.B.CreateIntrinsic(Intrinsic::trap, ArrayRef<Type *>(), ArrayRef<Value *>());
  L.B.CreateUnreachable();
  L.startDeadBlock();
  return true;
}

bool lowerCall(Lowerer &L, const Instruction &I) {
  if (!L.symbols())
    return L.fail(I, "'call' is not supported in inline PTX: call the function from C++");
  return L.symbols()->lowerCall(L, I);
}

bool lowerRet(Lowerer &L, const Instruction &I) {
  if (!L.symbols())
    return L.fail(I, "'ret' is not supported in inline PTX");
  if (!L.expectOperands(I, 0))
    return false;
  return L.symbols()->lowerReturn(L, &I);
}

bool lowerExit(Lowerer &L, const Instruction &I) {
  if (!L.expectOperands(I, 0))
    return false;
  if (L.symbols() && L.symbols()->isKernel()) // in a kernel, exit is return
    return L.symbols()->lowerReturn(L, &I);
  L.T.exitThread(L.B);
  L.B.CreateUnreachable();
  L.startDeadBlock();
  return true;
}

bool lowerNanosleep(Lowerer &L, const Instruction &I) {
  if (!L.expectOperands(I, 1))
    return false;
  Value *T = L.get(I, 0, L.B.getInt32Ty());
  if (!T)
    return false;
  L.T.sleep(L.B, T);
  return true;
}

} // namespace scale::ptx
