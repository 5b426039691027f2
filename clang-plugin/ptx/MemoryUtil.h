// SPDX-License-Identifier: Apache-2.0
//===- MemoryUtil.h - state spaces, scopes and orderings named by modifiers ------------------===//
#ifndef SCALE_AMD_PTX_MEMORYUTIL_H
#define SCALE_AMD_PTX_MEMORYUTIL_H

#include "Lowering.h"

#include "llvm/Support/AtomicOrdering.h"

namespace scale::ptx {

/// .global/.shared{::cta}/.local/.const/.param, or Generic when none is given.
StateSpace stateSpace(const Instruction &I);
/// .cta/.cluster/.gpu/.sys; .gpu when none is given (PTX's default for atomics).
Scope scope(const Instruction &I);
/// .relaxed/.acquire/.release/.acq_rel/.sc as an LLVM ordering (\p Default when absent).
llvm::AtomicOrdering ordering(const Instruction &I, llvm::AtomicOrdering Default);

} // namespace scale::ptx

#endif
