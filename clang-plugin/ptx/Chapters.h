// SPDX-License-Identifier: Apache-2.0
//===- Chapters.h - the lowering functions named by PtxOpcodes.def ---------------------------===//
#ifndef SCALE_AMD_PTX_CHAPTERS_H
#define SCALE_AMD_PTX_CHAPTERS_H

#include "Lowering.h"

namespace scale::ptx {
#define PTX_OPCODE(Name, Chapter, Fn, Forms) bool Fn(Lowerer &, const Instruction &);
#include "PtxOpcodes.def"
} // namespace scale::ptx

#endif
