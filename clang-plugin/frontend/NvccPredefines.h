// SPDX-License-Identifier: Apache-2.0
//===- NvccPredefines.h - names nvcc's front end predefines ----------------------------------===//
#ifndef SCALE_AMD_FRONTEND_NVCCPREDEFINES_H
#define SCALE_AMD_FRONTEND_NVCCPREDEFINES_H

namespace clang {
class Preprocessor;
} // namespace clang

namespace scale::frontend {

/// Adds nvcc's built-in extended-lambda traits to the predefines of \p PP.
void addNvccPredefines(clang::Preprocessor &PP);

} // namespace scale::frontend

#endif
