// SPDX-License-Identifier: Apache-2.0
//===- AsmOperandCheck.h - nvcc's rules for PTX asm operand types ----------------------------===//
#ifndef SCALE_AMD_FRONTEND_ASMOPERANDCHECK_H
#define SCALE_AMD_FRONTEND_ASMOPERANDCHECK_H

#include <memory>

namespace clang {
class ASTConsumer;
class CompilerInstance;
} // namespace clang

namespace scale::frontend {

/// An AST consumer that applies nvcc's operand rules to the asm of device-side functions: the
/// C++ type of each operand must be the size and kind its PTX constraint letter implies.
std::unique_ptr<clang::ASTConsumer> createAsmOperandChecker(clang::CompilerInstance &CI);

} // namespace scale::frontend

#endif
