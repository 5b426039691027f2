// SPDX-License-Identifier: Apache-2.0
//===- AsmConstraints.h - PTX inline-asm constraints on AMDGPU --------------------------------===//
#ifndef SCALE_AMD_FRONTEND_ASMCONSTRAINTS_H
#define SCALE_AMD_FRONTEND_ASMCONSTRAINTS_H

namespace clang {
class CompilerInstance;
} // namespace clang

namespace scale::frontend {

/// Makes the AMDGPU target of \p CI accept the PTX operand constraints (h r l q f d b n C) so
/// that unmodified CUDA inline asm passes Sema and reaches LLVM IR with its constraint string
/// unchanged. Does nothing for other targets. Returns false, after reporting an error through
/// CI's diagnostics, when the running clang is not the build this plugin was compiled against.
bool acceptPtxConstraints(clang::CompilerInstance &CI);

} // namespace scale::frontend

#endif
