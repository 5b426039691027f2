// SPDX-License-Identifier: Apache-2.0
//===- SpecialRegisterEscapes.h - `%globaltimer` in asm with operands ----------------------===//
#ifndef SCALE_AMD_FRONTEND_SPECIALREGISTERESCAPES_H
#define SCALE_AMD_FRONTEND_SPECIALREGISTERESCAPES_H

#include "llvm/ADT/StringRef.h"

#include <memory>
#include <string>

namespace clang {
class ASTConsumer;
class CompilerInstance;
} // namespace clang

namespace scale::frontend {

class TokenWatchers;

/// Length of the PTX special-register name at the start of \p Text (without the '%'), or 0.
size_t ptxSpecialRegisterLength(llvm::StringRef Text);

/// \p Body (the characters between the quotes of an asm string literal) with every single '%'
/// that precedes a PTX special-register name doubled; `%%` pairs are kept as they are.
std::string escapeSpecialRegisters(llvm::StringRef Body);

/// Adds the asm token watcher (the special-register rewrite on the device side of \p CI, the
/// missing-comma fix on both) and returns the consumer that takes the rewrite back in basic asm
/// (no operands), where '%' is not an escape.
std::unique_ptr<clang::ASTConsumer> installSpecialRegisterEscapes(clang::CompilerInstance &CI,
                                                                  TokenWatchers &Watchers);

} // namespace scale::frontend

#endif
