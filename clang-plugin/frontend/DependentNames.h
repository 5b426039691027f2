// SPDX-License-Identifier: Apache-2.0
//===- DependentNames.h - nvcc's leniency with dependent template names -----------------------===//
#ifndef SCALE_AMD_FRONTEND_DEPENDENTNAMES_H
#define SCALE_AMD_FRONTEND_DEPENDENTNAMES_H

namespace clang {
class DiagnosticsEngine;
} // namespace clang

namespace scale::frontend {

/// Accepts a missing `template` keyword after `typename X<T>::` (as nvcc does): see the .cpp.
void acceptMissingTemplateKeyword(clang::DiagnosticsEngine &Diags);

} // namespace scale::frontend

#endif
