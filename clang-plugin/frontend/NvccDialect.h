// SPDX-License-Identifier: Apache-2.0
//===- NvccDialect.h - the plugin's frontend: nvcc's dialect on stock clang -------------------===//
#ifndef SCALE_AMD_FRONTEND_NVCCDIALECT_H
#define SCALE_AMD_FRONTEND_NVCCDIALECT_H

#include <memory>

namespace clang {
class ASTConsumer;
class CompilerInstance;
} // namespace clang

namespace scale::frontend {

/// Installs every frontend piece into \p CI (called before the first token is read) and returns
/// the AST consumer that must run ahead of code generation.
std::unique_ptr<clang::ASTConsumer> installNvccDialect(clang::CompilerInstance &CI);

} // namespace scale::frontend

#endif
