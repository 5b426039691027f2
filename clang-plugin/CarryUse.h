// SPDX-License-Identifier: Apache-2.0
//===- CarryUse.h - which inline PTX reads or writes the carry flag --------------------------===//
//
// One answer for the three users of the question (InlinePtxPass.cpp's carry check and its
// "may this call change the flag" analysis, InlineCarryHelpers.cpp's choice of functions to
// inline): decided on the parsed PTX, by opcode (addc, subc, madc read CC.CF) and by the .cc
// modifier (writes it), not by searching the text. Text the parser rejects counts as touching the
// flag both ways: the lowering reports it anyway, and the analyses stay conservative.
//===-----------------------------------------------------------------------------------------===//
#ifndef SCALE_AMD_CARRY_USE_H
#define SCALE_AMD_CARRY_USE_H

#include "llvm/ADT/StringRef.h"

namespace scale {
namespace ptx {
struct Program;
}

struct CarryUse {
  bool Reads = false;      ///< some instruction reads CC.CF
  bool ReadsFirst = false; ///< ... before any instruction of this asm writes it
  bool Writes = false;     ///< some instruction writes CC.CF (.cc)
  bool touches() const { return Reads || Writes; }
};

/// Asm that is not PTX and is valid on every target: empty text (`asm volatile("" ::: "memory")`,
/// an optimisation barrier) or only AMDGPU assembler comments. ROCm's ockl uses the latter as
/// scheduling barriers ("; ockl ballot hoisting hack $0"); it is linked into every device module
/// before the PTX pass runs and must reach the backend unchanged. It touches no carry flag.
bool isTargetNeutralAsm(llvm::StringRef Text);

/// The carry use of already parsed PTX.
CarryUse carryUseOf(const ptx::Program &P);

/// The carry use of an inline asm string in LLVM IR's dialect ($0 operands); parses it.
CarryUse carryUseOfAsm(llvm::StringRef AsmText);

} // namespace scale

#endif
