// SPDX-License-Identifier: Apache-2.0
//===- Opcodes.cpp - dispatch from opcode name to lowering, built from PtxOpcodes.def --------===//
#include "Chapters.h"

namespace scale::ptx {

static const OpcodeInfo Table[] = {
#define PTX_OPCODE(Name, Chapter, Fn, Forms) {Name, Chapter, Fn, Forms},
#define PTX_UNSUPPORTED(Name, Chapter) {Name, Chapter, nullptr, ""},
#include "PtxOpcodes.def"
};

const OpcodeInfo *findOpcode(llvm::StringRef Opcode) {
  for (const OpcodeInfo &O : Table)
    if (Opcode == O.Name)
      return &O;
  return nullptr;
}

llvm::ArrayRef<OpcodeInfo> allOpcodes() { return Table; }

} // namespace scale::ptx
