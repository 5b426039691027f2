// SPDX-License-Identifier: Apache-2.0
//===- NvccPragmas.cpp - pragmas of nvcc's front end ------------------------------------------===//
//
// nvcc's diagnostic numbers are not clang's, so `#pragma nv_diag_suppress 177` has nothing to map
// to: these pragmas are consumed to the end of the line. nv_exec_check_disable /
// hd_warning_disable have their own handler (ExecCheckDisable.cpp). `#pragma unroll N` and
// `#pragma nounroll` are clang's own (CUDA spelling included).
//===-----------------------------------------------------------------------------------------===//
#include "NvccPragmas.h"

#include "clang/Lex/Pragma.h"
#include "clang/Lex/Preprocessor.h"

using namespace clang;

namespace scale::frontend {
namespace {

class IgnoredPragma : public PragmaHandler {
public:
  explicit IgnoredPragma(StringRef Name) : PragmaHandler(Name) {}
  void HandlePragma(Preprocessor &PP, PragmaIntroducer, Token &Tok) override {
    while (Tok.isNot(tok::eod))
      PP.LexUnexpandedToken(Tok);
  }
};

const char *const IgnoredPragmas[] = {
    "nv_diag_suppress", "nv_diag_warning", "nv_diag_error",         "nv_diag_default",
    "nv_diag_once",     "diag_suppress",   "diag_warning",          "diag_error",
    "diag_default",     "diag_once",       "nv_abi"};

} // namespace

void addNvccPragmas(Preprocessor &PP) {
  for (const char *Name : IgnoredPragmas)
    PP.AddPragmaHandler(new IgnoredPragma(Name));
}

} // namespace scale::frontend
