// SPDX-License-Identifier: Apache-2.0
//===- PtxParser.h - parse the PTX text of one inline asm statement --------------------------===//
//
// The parser reads what appears inside an asm string: instructions with modifiers, guards
// (@p, @!p), `{ }` scopes with `.reg` declarations (including `r<4>` ranges), labels, vector and
// address operands, immediates and the statement's own operands. It knows no instruction: the
// lowering table decides which opcodes exist. It depends on nothing but the C++ library, so the
// unit tests and the fuzz target use it without Clang or LLVM.
//
// Two spellings of the same text exist:
//  * Source: what the user wrote (%0, %%tid.x, %= for a unique number);
//  * LLVMIR: what clang puts in the IR (`$0`, `${0:c}`, `%tid.x`, `${:uid}`, `$$` for `$`).
// The plugin parses the LLVMIR form; columns in messages are given in the Source form (what the
// user sees in the editor), see sourceColumn().
//===-----------------------------------------------------------------------------------------===//
#ifndef SCALE_AMD_PTX_PTXPARSER_H
#define SCALE_AMD_PTX_PTXPARSER_H

#include "PtxAst.h"

#include <string>
#include <string_view>

namespace scale::ptx {

/// Source and LLVMIR: the text of one inline asm. Module: a PTX file (`%r1` registers, `$` in
/// identifiers, no asm operands), parsed with parsePtxModule().
enum class Dialect { Source, LLVMIR, Module };

struct ParseOptions {
  Dialect D = Dialect::LLVMIR;
  unsigned UniqueId = 0; ///< what %= / ${:uid} expands to
};

struct ParseError {
  unsigned Pos = 0; ///< byte offset in the text
  std::string Msg;
};

/// Parses \p Text. On failure returns false and fills \p Err (the first error only).
bool parsePtx(std::string_view Text, const ParseOptions &Opts, Program &Out, ParseError &Err);

/// Parses a whole PTX module (what `nvcc -ptx` writes, what cuModuleLoadData is given). Positions
/// in the result and in \p Err are byte offsets in \p Text. Warnings (an unknown .pragma) go to
/// Out.Warnings.
bool parsePtxModule(std::string_view Text, PtxModule &Out, ParseError &Err);

/// The 1-based line and column of byte \p Pos of \p Text, counted as the user wrote the asm
/// string: for the LLVMIR dialect `$0` counts as `%0`, `%` as `%%`, `${:uid}` as `%=`.
struct TextLoc {
  unsigned Line = 1;
  unsigned Column = 1;
};
TextLoc locate(std::string_view Text, unsigned Pos, Dialect D);

/// Is \p Name ("tid", "laneid", "clock64", ...) a PTX special register this library knows?
bool isSpecialRegister(std::string_view Name);

} // namespace scale::ptx

#endif
