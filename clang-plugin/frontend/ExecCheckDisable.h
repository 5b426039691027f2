// SPDX-License-Identifier: Apache-2.0
//===- ExecCheckDisable.h - #pragma nv_exec_check_disable -------------------------------------===//
#ifndef SCALE_AMD_FRONTEND_EXECCHECKDISABLE_H
#define SCALE_AMD_FRONTEND_EXECCHECKDISABLE_H

#include <memory>

namespace clang {
class ASTConsumer;
class CompilerInstance;
} // namespace clang

namespace scale::frontend {

/// Handles `#pragma nv_exec_check_disable` / `#pragma hd_warning_disable` (Thrust's
/// `__thrust_exec_check_disable__`) in \p CI and returns the consumer that drops clang's deferred
/// host/device call errors in the function each pragma precedes.
std::unique_ptr<clang::ASTConsumer> installExecCheckDisable(clang::CompilerInstance &CI);

} // namespace scale::frontend

#endif
