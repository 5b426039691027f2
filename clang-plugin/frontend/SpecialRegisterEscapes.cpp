// SPDX-License-Identifier: Apache-2.0
//===- SpecialRegisterEscapes.cpp - `%globaltimer` in asm with operands -----------------------===//
//
// nvcc passes `asm volatile("mov.u64 %0, %globaltimer;" : "=l"(t))` (libcu++'s cuda/std/chrono)
// to ptxas as written: a single '%' before a PTX special register is not an operand reference.
// Clang reads the template of an asm with operands with GCC's rules, where '%' must be followed
// by a digit, '[', '%', '=', '{', '|', '}' or an operand modifier: Sema reports
// err_asm_invalid_escape ("invalid % escape in inline assembly string"), and CodeGen's
// GCCAsmStmt::generateAsmString would stop at that point of the string anyway.
//
// Mechanism: a token-level rewrite, before Sema sees the string. The preprocessor's token watcher
// (TokenWatchers.h: called for every token the parser receives, after macro expansion) follows `asm`/`__asm__` [volatile|inline|goto]... `(` and gives each string-literal
// token that follows a new spelling in which a single '%' before a special-register name
// (PtxSpecialRegisters.def) is doubled. The literal data of a token is what the parser's
// StringLiteralParser reads, so Sema and CodeGen see `%%globaltimer`, which GCC's rules turn back
// into `%globaltimer` in the IR: every other check of the asm (operand numbers, constraints,
// tied operands, clobbers) stays clang's. Any other bad escape (`%q`, `%` at the end) keeps
// clang's error. The token keeps its source location, so diagnostics point at the user's line.
//
// A basic asm (no ':' operands) does not treat '%' as an escape; whether operands follow is
// known only after the string tokens were handed out, so the consumer returned here puts the
// single '%' back in the templates of basic asm statements whose string tokens were rewritten.
// Rewrites happen on the device side only (the host side never checks device asm).
//
// The same watcher, on the host side too, follows each asm statement's parentheses and ':'
// sections: where an operand's `(expr)` is directly followed by the next operand's constraint
// string or `[name]` (nvcc accepts the missing comma; NVIDIA's conjugateGradientMultiDeviceCG
// sample has one), the token becomes a comma and the original token is re-entered to be read
// next, with a warning (test/lit/frontend/asm-missing-comma.cu).
//
// Limits: tokens that the parser re-reads after a tentative parse come from its cache without the
// rewrite (no asm statement is parsed tentatively in practice); a file-scope basic asm with a
// special register keeps the doubled '%'; offsets inside the string of later asm diagnostics
// shift by the '%' inserted before them. Rejected alternatives: remapping err_asm_invalid_escape
// by location (cannot tell a special register from a typo, and Sema stops checking the asm at
// the first bad escape), rewriting header text (docs/nvcc-dialect.md, "Why a vtable slot").
// Test: test/lit/frontend/asm-special-register-escape.cu.
//===-----------------------------------------------------------------------------------------===//
#include "SpecialRegisterEscapes.h"

#include "TokenWatchers.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclGroup.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallString.h"

#include <cctype>
#include <cstring>

using namespace clang;

namespace scale::frontend {
namespace {

bool isIdentChar(char C) { return std::isalnum(static_cast<unsigned char>(C)) || C == '_'; }

/// Undoes escapeSpecialRegisters: `%%name` back to `%name`.
std::string unescapeSpecialRegisters(StringRef Text) {
  std::string Out;
  for (size_t P = 0; P < Text.size(); ++P) {
    Out += Text[P];
    if (Text[P] == '%' && P + 1 < Text.size() && Text[P + 1] == '%') {
      if (!ptxSpecialRegisterLength(Text.substr(P + 2)))
        Out += '%';
      ++P;
    }
  }
  return Out;
}

/// The source locations of the string-literal tokens that were given a new spelling.
struct RewrittenTokens {
  llvm::DenseSet<SourceLocation> Locs;
};

/// Follows each `asm [qualifiers] ( ... )` statement token by token: rewrites the template's
/// string-literal tokens (device side), and puts back the comma nvcc lets programs leave out
/// between two operands (both sides, see missingComma).
class AsmStringWatcher {
public:
  AsmStringWatcher(Preprocessor &PP, std::shared_ptr<RewrittenTokens> Done, bool Device)
      : PP(PP), Done(std::move(Done)), Device(Device),
        MissingCommaDiag(PP.getDiagnostics().getCustomDiagID(
            DiagnosticsEngine::Warning, "missing ',' between asm operands (accepted, as nvcc does)")) {}

  void operator()(Token &Tok) {
    switch (St) {
    case State::Idle:
      break;
    case State::AfterAsm:
      if (Tok.isOneOf(tok::kw_volatile, tok::kw_inline, tok::kw_goto))
        return;
      if (Tok.is(tok::l_paren)) {
        St = State::InAsm;
        Depth = 1;
        Colons = 0;
        AfterOperand = false;
        return;
      }
      break;
    case State::InAsm:
      inAsm(Tok);
      return;
    }
    St = Tok.is(tok::kw_asm) ? State::AfterAsm : State::Idle;
  }

private:
  enum class State { Idle, AfterAsm, InAsm };
  Preprocessor &PP;
  std::shared_ptr<RewrittenTokens> Done;
  bool Device;
  unsigned MissingCommaDiag;
  State St = State::Idle;
  unsigned Depth = 0;  // parentheses/brackets/braces open inside the asm statement
  unsigned Colons = 0; // ':' sections seen at the statement's level
  bool AfterOperand = false; // the previous token closed an operand's `(expr)`

  void inAsm(Token &Tok) {
    bool ClosedOperand = false;
    if (Depth == 1 && Colons > 0 && AfterOperand && Tok.isOneOf(tok::string_literal, tok::l_square)) {
      missingComma(Tok); // Tok is now the comma; the operand's own token follows
      AfterOperand = false;
      return;
    }
    if (Tok.isOneOf(tok::l_paren, tok::l_square, tok::l_brace)) {
      ++Depth;
    } else if (Tok.isOneOf(tok::r_paren, tok::r_square, tok::r_brace)) {
      if (--Depth == 0) {
        St = State::Idle;
        return;
      }
      ClosedOperand = Depth == 1 && Colons > 0 && Tok.is(tok::r_paren);
    } else if (Depth == 1 && Tok.is(tok::colon)) {
      ++Colons;
    } else if (Depth == 1 && Tok.is(tok::coloncolon)) {
      Colons += 2;
    } else if (Depth == 1 && Colons == 0 && Device && Tok.is(tok::string_literal)) {
      rewrite(Tok);
    }
    AfterOperand = ClosedOperand;
  }

  /// nvcc (EDG) accepts `: "=r"(a) "r"(b)` and `... "l"(p) [x] "r"(y)`: two operands without the
  /// comma between them (NVIDIA's own conjugateGradientMultiDeviceCG sample has one). The token
  /// that starts the second operand becomes a comma, and the original token is re-entered to be
  /// read next, so the parser sees the list with its comma; a warning says so.
  void missingComma(Token &Tok) {
    Token Next = Tok;
    PP.Diag(Tok.getLocation(), MissingCommaDiag);
    Tok.startToken();
    Tok.setKind(tok::comma);
    Tok.setLocation(Next.getLocation());
    Tok.setLength(0);
    PP.EnterToken(Next, /*IsReinject=*/true);
  }

  void rewrite(Token &Tok) {
    if (Tok.hasUDSuffix())
      return;
    SmallString<128> Buffer;
    bool Invalid = false;
    StringRef Spelling = PP.getSpelling(Tok, Buffer, &Invalid);
    // Plain "..." only: a prefix or raw string is not an asm template nvcc code writes.
    if (Invalid || Spelling.size() < 2 || Spelling.front() != '"' || Spelling.back() != '"' ||
        !Spelling.contains('%'))
      return;
    std::string New = "\"" + escapeSpecialRegisters(Spelling.drop_front().drop_back()) + "\"";
    if (New.size() == Spelling.size())
      return;
    char *Data = PP.getPreprocessorAllocator().Allocate<char>(New.size());
    std::memcpy(Data, New.data(), New.size());
    Tok.setLiteralData(Data);
    Tok.setLength(New.size());
    Tok.clearFlag(Token::NeedsCleaning);
    Done->Locs.insert(Tok.getLocation());
  }
};

/// Puts the single '%' back in basic asm statements whose string tokens were rewritten.
class BasicAsmRestorer : public ASTConsumer {
public:
  BasicAsmRestorer(CompilerInstance &CI, std::shared_ptr<RewrittenTokens> Done)
      : CI(CI), Done(std::move(Done)) {}

  bool HandleTopLevelDecl(DeclGroupRef DG) override {
    if (!Done->Locs.empty())
      for (Decl *D : DG)
        visitDecl(D);
    return true;
  }
  void HandleInlineFunctionDefinition(FunctionDecl *FD) override {
    if (!Done->Locs.empty())
      visitDecl(FD);
  }

private:
  CompilerInstance &CI;
  std::shared_ptr<RewrittenTokens> Done;

  void visitDecl(Decl *D) {
    if (auto *FD = dyn_cast<FunctionDecl>(D)) {
      if (!FD->isDependentContext() && FD->doesThisDeclarationHaveABody())
        walk(FD->getBody());
      return;
    }
    if (isa<NamespaceDecl, LinkageSpecDecl, ExportDecl>(D) ||
        (isa<CXXRecordDecl>(D) && !cast<CXXRecordDecl>(D)->isDependentContext()))
      for (Decl *Inner : cast<DeclContext>(D)->decls())
        visitDecl(Inner);
  }

  void walk(Stmt *S) {
    if (!S)
      return;
    if (auto *Asm = dyn_cast<GCCAsmStmt>(S)) {
      if (Asm->isSimple())
        restore(Asm);
      return;
    }
    for (Stmt *Child : S->children())
      walk(Child);
  }

  void restore(GCCAsmStmt *Asm) {
    auto *Str = dyn_cast<StringLiteral>(Asm->getAsmStringExpr());
    if (!Str || !Str->isOrdinary())
      return;
    bool Rewritten = false;
    for (unsigned I = 0; I < Str->getNumConcatenated() && !Rewritten; ++I)
      Rewritten = Done->Locs.contains(Str->getStrTokenLoc(I));
    if (!Rewritten)
      return;
    ASTContext &Ctx = CI.getASTContext();
    std::string Old = Str->getString().str();
    std::string New = unescapeSpecialRegisters(Old);
    QualType Ty = Ctx.getStringLiteralArrayType(Ctx.CharTy, New.size());
    Asm->setAsmStringExpr(StringLiteral::Create(Ctx, New, StringLiteralKind::Ordinary, false,
                                                Ty, Str->getBeginLoc()));
  }
};

} // namespace

size_t ptxSpecialRegisterLength(StringRef Text) {
  auto Ends = [&](size_t N) { return N < Text.size() ? !isIdentChar(Text[N]) : true; };
#define PTX_SREG(NAME)                                                                        \
  if (Text.starts_with(#NAME) && Ends(sizeof(#NAME) - 1))                                     \
    return sizeof(#NAME) - 1;
#define PTX_SREG_NUMBERED(NAME, COUNT)                                                        \
  if (Text.starts_with(#NAME)) {                                                              \
    size_t N = sizeof(#NAME) - 1, End = N;                                                    \
    while (End < Text.size() && std::isdigit(static_cast<unsigned char>(Text[End])))          \
      ++End;                                                                                  \
    unsigned Index = 0;                                                                       \
    if (End > N && !Text.slice(N, End).getAsInteger(10, Index) && Index < (COUNT)) {          \
      if (Text.substr(End).starts_with("_64"))                                                \
        End += 3;                                                                             \
      if (Ends(End))                                                                          \
        return End;                                                                           \
    }                                                                                         \
  }
#include "PtxSpecialRegisters.def"
  return 0;
}

std::string escapeSpecialRegisters(StringRef Body) {
  std::string Out;
  for (size_t P = 0; P < Body.size(); ++P) {
    Out += Body[P];
    if (Body[P] != '%')
      continue;
    if (P + 1 < Body.size() && Body[P + 1] == '%') {
      Out += '%';
      ++P;
    } else if (ptxSpecialRegisterLength(Body.substr(P + 1))) {
      Out += '%';
    }
  }
  return Out;
}

std::unique_ptr<ASTConsumer> installSpecialRegisterEscapes(CompilerInstance &CI,
                                                          TokenWatchers &Watchers) {
  auto Done = std::make_shared<RewrittenTokens>();
  Watchers.add(AsmStringWatcher(CI.getPreprocessor(), Done, CI.getLangOpts().CUDAIsDevice));
  return std::make_unique<BasicAsmRestorer>(CI, Done);
}

} // namespace scale::frontend
