// SPDX-License-Identifier: Apache-2.0
//===- InlineCarryHelpers.h - carry-flag helpers are inlined before PTX is lowered ----------===//
#ifndef SCALE_AMD_INLINE_CARRY_HELPERS_H
#define SCALE_AMD_INLINE_CARRY_HELPERS_H

namespace llvm {
class Module;
} // namespace llvm

namespace scale {

/// Inlines every direct call to a function whose inline PTX reads or writes the carry flag
/// (CC.CF) into its caller, and drops such functions left without uses. Returns whether the
/// module changed.
bool inlineCarryHelpers(llvm::Module &M);

} // namespace scale

#endif
