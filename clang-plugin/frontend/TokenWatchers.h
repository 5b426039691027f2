// SPDX-License-Identifier: Apache-2.0
//===- TokenWatchers.h - several token-level fixes on the preprocessor's one token watcher ----===//
//
// Preprocessor::setTokenWatcher holds one callback. The preprocessor calls it for every token it
// hands to the parser (after macro expansion), once per token and in source order, before the
// parser looks at the token: tokens the parser re-reads from its backtracking cache, or re-enters
// itself, are marked reinjected and not shown again. A watcher may therefore change the token
// (the parser's own object) and the parser reads the changed one. The dialect has several such
// fixes (SpecialRegisterEscapes.cpp, LaunchChevrons.cpp, LaunchNameLookup.cpp); each adds its
// watcher here, and each sees a token after the watchers added before it.
//===-----------------------------------------------------------------------------------------===//
#ifndef SCALE_AMD_FRONTEND_TOKENWATCHERS_H
#define SCALE_AMD_FRONTEND_TOKENWATCHERS_H

#include "clang/Lex/Preprocessor.h"
#include "clang/Lex/Token.h"
#include "llvm/ADT/FunctionExtras.h"

#include <memory>
#include <vector>

namespace scale::frontend {

class TokenWatchers {
public:
  using Watcher = llvm::unique_function<void(clang::Token &)>;

  void add(Watcher W) { List.push_back(std::move(W)); }

  /// Makes \p W the preprocessor's token watcher (once, after every add).
  static void install(clang::Preprocessor &PP, std::shared_ptr<TokenWatchers> W) {
    // The token is the parser's (non-const) object; the callback's type only promises less.
    PP.setTokenWatcher([W = std::move(W)](const clang::Token &Tok) {
      for (Watcher &Each : W->List)
        Each(const_cast<clang::Token &>(Tok));
    });
  }

private:
  std::vector<Watcher> List;
};

} // namespace scale::frontend

#endif
