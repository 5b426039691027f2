// SPDX-License-Identifier: Apache-2.0
//===- ConstantStringOperands.h - nvcc's "C" asm operands ------------------------------------===//
#ifndef SCALE_AMD_FRONTEND_CONSTANTSTRINGOPERANDS_H
#define SCALE_AMD_FRONTEND_CONSTANTSTRINGOPERANDS_H

#include <memory>

namespace clang {
class ASTConsumer;
class CompilerInstance;
} // namespace clang

namespace scale::frontend {

/// Counts the "C" operands clang's Sema accepted (AsmConstraints calls it); the rewriting
/// consumer does nothing in a translation unit without any.
void noteConstantStringOperand();

/// An AST consumer, run before code generation, that substitutes every "C" (constant string)
/// asm operand into the asm text and removes the operand, as nvcc does.
std::unique_ptr<clang::ASTConsumer> createConstantStringOperandRewriter(clang::CompilerInstance &CI);

} // namespace scale::frontend

#endif
