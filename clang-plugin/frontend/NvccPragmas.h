// SPDX-License-Identifier: Apache-2.0
//===- NvccPragmas.h - pragmas of nvcc's front end --------------------------------------------===//
#ifndef SCALE_AMD_FRONTEND_NVCCPRAGMAS_H
#define SCALE_AMD_FRONTEND_NVCCPRAGMAS_H

namespace clang {
class Preprocessor;
} // namespace clang

namespace scale::frontend {

/// Accepts nvcc's diagnostic pragmas (#pragma nv_diag_suppress 177, ...) silently, as nvcc's
/// front end does. The host/device-check pragmas are ExecCheckDisable.h's.
void addNvccPragmas(clang::Preprocessor &PP);

} // namespace scale::frontend

#endif
