// SPDX-License-Identifier: Apache-2.0
//===- LaunchChevrons.cpp - launch chevrons written with spaces: `k << <g, b >> > (args)` ------===//
//
// Visual Studio formats `k<<<g, b>>>(args)` as `k << <g, b >> > (args)`. nvcc 13 accepts that,
// `k<< <g, b>> >(args)` and every mix of spaced and unspaced chevrons, with comments and line
// breaks between the two tokens; it rejects `k< <<g, b>>>`, `k<<<g, b> >>` and `k < < < g, b > > >`
// ("expected an expression"). Clang lexes `<<<` and `>>>` as single tokens (CUDA/HIP mode) only
// when the three characters touch: `<< <` is `<<` and `<`, and the parser reports "expected
// expression" at the `<`.
//
// Why joining cannot change the meaning of valid C++:
//  * `<<` followed by `<`: the token after a shift operator starts an operand, and `<` starts no
//    expression, type or declarator. The one valid `<<` `<` is `operator<< <T>`, a template-id
//    naming a specialization of operator<< (friend declarations of stream operators): a `<<` right
//    after `operator` is never joined.
//  * `>>` followed by `>`: outside template argument lists `>` starts no operand either. Inside
//    them (`A<B<C<int>> >::n`) the parser splits a `>>>` token one `>` at a time as each list
//    closes, as it splits `>>` since C++11, and what is left of it is a `>` exactly as before:
//    `>>>` and `>> >` parse alike (measured: `A<B<C<int>>>`, `A<B<C<int>>>::n`, `v<B<C<int>>>>0`,
//    default template arguments and named casts). `>>` then `>=` or `>>` is not joined.
// Still, `>>` `>` is joined only inside a launch configuration: after a `<<<` (written or joined),
// outside the parentheses, brackets and braces opened in it, until the `(` of the kernel
// arguments, a `;` or a closer that the configuration did not open. What nvcc rejects stays
// rejected: `< <<`, `> >>`, `< < <` and `> > >` are not joined.
//
// Mechanism: the token watcher (TokenWatchers.h) sees `<<` before the parser does. Tokens the
// preprocessor has not lexed yet cannot be asked for there (the watcher may be running inside the
// parser's own look-ahead), so the next token is found by raw-lexing the file text after the `<<`;
// if it is `<`, the file's lexer is moved past it (Lexer::seek) and the `<<` becomes one `<<<`
// token spanning both, at the `<<`'s location. Both tokens must be written in the same file and
// the first must be the one that lexer just produced: chevrons made by a macro expansion, or
// split between a macro and the file, are left to clang (its error, as before). No diagnostic:
// nvcc gives none. Test: test/lit/dialect/launch-chevrons-spaced.cu.
//===-----------------------------------------------------------------------------------------===//
#include "LaunchChevrons.h"

#include "TokenWatchers.h"

#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/Preprocessor.h"

using namespace clang;

namespace scale::frontend {
namespace {

class ChevronJoiner {
public:
  explicit ChevronJoiner(Preprocessor &PP) : PP(PP), SM(PP.getSourceManager()) {}

  void operator()(Token &Tok) {
    bool AfterOperator = PrevWasOperator;
    bool AfterClose = PrevClosedConfig;
    PrevWasOperator = Tok.is(tok::kw_operator);
    PrevClosedConfig = false;
    switch (Tok.getKind()) {
    case tok::lessless:
      if (!AfterOperator && joinWithNext(Tok, tok::less, tok::lesslessless))
        openConfig();
      break;
    case tok::lesslessless:
      if (!AfterOperator)
        openConfig();
      break;
    case tok::greatergreater:
      if (InConfig && Depth == 0 && !AfterOperator &&
          joinWithNext(Tok, tok::greater, tok::greatergreatergreater))
        PrevClosedConfig = true;
      break;
    case tok::greatergreatergreater:
      PrevClosedConfig = InConfig && Depth == 0;
      break;
    case tok::l_paren:
      if (InConfig && AfterClose) // the kernel arguments: the configuration has ended
        InConfig = false;
      else if (InConfig)
        ++Depth;
      break;
    case tok::l_square:
    case tok::l_brace:
      if (InConfig)
        ++Depth;
      break;
    case tok::r_paren:
    case tok::r_square:
    case tok::r_brace:
      if (InConfig && Depth == 0)
        InConfig = false;
      else if (InConfig)
        --Depth;
      break;
    case tok::semi:
      if (Depth == 0)
        InConfig = false;
      break;
    case tok::eof:
      InConfig = false;
      break;
    default:
      break;
    }
  }

private:
  Preprocessor &PP;
  SourceManager &SM;
  bool PrevWasOperator = false;
  bool PrevClosedConfig = false; // the previous token was a `>>>` at the configuration's level
  bool InConfig = false;
  unsigned Depth = 0; // brackets opened inside the configuration

  void openConfig() {
    InConfig = true;
    Depth = 0;
  }

  /// If \p Tok is the token the current file's lexer has just produced, and the next token in
  /// the file's text (whitespace, comments and line breaks aside) is a \p Next, takes that token
  /// out of the lexer and makes \p Tok one \p Joined token spanning both.
  bool joinWithNext(Token &Tok, tok::TokenKind Next, tok::TokenKind Joined) {
    SourceLocation Loc = Tok.getLocation();
    if (!Loc.isFileID())
      return false;
    // A PreprocessorLexer is a Lexer: clang 22 has no other kind.
    auto *FileLexer = static_cast<Lexer *>(PP.getCurrentFileLexer());
    auto [FID, Offset] = SM.getDecomposedLoc(Loc);
    if (!FileLexer || FileLexer->getFileID() != FID)
      return false;
    bool Invalid = false;
    StringRef Buffer = SM.getBufferData(FID, &Invalid);
    if (Invalid || Offset + Tok.getLength() > Buffer.size())
      return false;
    const char *End = Buffer.data() + Offset + Tok.getLength();
    if (FileLexer->getBufferLocation() != End)
      return false; // not the token this lexer just produced
    Lexer Raw(SM.getLocForStartOfFile(FID), PP.getLangOpts(), Buffer.begin(), End, Buffer.end());
    Token After;
    Raw.LexFromRawLexer(After);
    if (!After.is(Next))
      return false;
    unsigned AfterEnd = SM.getFileOffset(After.getLocation()) + After.getLength();
    FileLexer->seek(AfterEnd, /*IsAtStartOfLine=*/false);
    Tok.setKind(Joined);
    Tok.setLength(AfterEnd - Offset);
    return true;
  }
};

} // namespace

void acceptSpacedLaunchChevrons(Preprocessor &PP, TokenWatchers &Watchers) {
  Watchers.add(ChevronJoiner(PP));
}

} // namespace scale::frontend
