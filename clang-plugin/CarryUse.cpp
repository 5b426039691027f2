// SPDX-License-Identifier: Apache-2.0
//===- CarryUse.cpp - which inline PTX reads or writes the carry flag ------------------------===//
#include "CarryUse.h"

#include "ptx/PtxParser.h"

namespace scale {

bool isTargetNeutralAsm(llvm::StringRef Text) {
  while (true) {
    Text = Text.ltrim();
    if (Text.empty())
      return true;
    if (!Text.consume_front(";"))
      return false;
    Text = Text.drop_until([](char C) { return C == '\n'; });
  }
}

CarryUse carryUseOf(const ptx::Program &P) {
  CarryUse U;
  for (const ptx::Statement &S : P.Stmts) {
    if (S.K != ptx::Statement::Instr)
      continue;
    const ptx::Instruction &I = S.I;
    if (I.Opcode == "addc" || I.Opcode == "subc" || I.Opcode == "madc") {
      U.ReadsFirst |= !U.Writes;
      U.Reads = true;
    }
    if (I.has("cc"))
      U.Writes = true;
  }
  return U;
}

CarryUse carryUseOfAsm(llvm::StringRef AsmText) {
  if (isTargetNeutralAsm(AsmText))
    return {};
  ptx::ParseOptions Opts;
  Opts.D = ptx::Dialect::LLVMIR;
  ptx::Program P;
  ptx::ParseError Err;
  if (!ptx::parsePtx(std::string_view(AsmText.data(), AsmText.size()), Opts, P, Err)) {
    CarryUse U;
    U.Reads = U.ReadsFirst = U.Writes = true;
    return U;
  }
  return carryUseOf(P);
}

} // namespace scale
