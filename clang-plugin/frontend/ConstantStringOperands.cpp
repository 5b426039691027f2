// SPDX-License-Identifier: Apache-2.0
//===- ConstantStringOperands.cpp - nvcc's "C" asm operands ----------------------------------===//
//
// nvcc (CUDA 12.4+) lets an asm input use the constraint "C" with a constant expression of
// character-array type; the characters are pasted into the asm text, so instruction modifiers
// can come from template parameters:
//     asm("add.f32%1 %0, %2, %3;" : "=f"(r) : "C"(Mode<R>::name), "f"(a), "f"(b));
// is the same PTX as "add.f32.rz %0, %1, %2;" with the operands renumbered. No LLVM target
// knows "C", so we do nvcc's substitution on the AST, after Sema and before code generation:
// this consumer runs ahead of CodeGen's (the plugin is an AddBeforeMainAction), sees every
// function body (top-level, inline member, template instantiation) before it is emitted, and
// replaces each GCCAsmStmt that has "C" operands by one with the text substituted, the "C"
// operands removed and the other operand references (%N, %xN) renumbered. %[name] references
// and tied operands keep working because names and outputs are untouched.
//
// AsmConstraints lets "C" pass the target check and counts it: a translation unit without a
// "C" operand (nearly all of them) costs one integer comparison per top-level declaration.
//===-----------------------------------------------------------------------------------------===//
#include "ConstantStringOperands.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclGroup.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Frontend/CompilerInstance.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"

using namespace clang;

namespace scale::frontend {
namespace {

unsigned ConstantStringOperandsSeen = 0;

class Rewriter : public ASTConsumer {
public:
  explicit Rewriter(CompilerInstance &CI) : CI(CI) {}

  bool HandleTopLevelDecl(DeclGroupRef DG) override {
    if (ConstantStringOperandsSeen)
      for (Decl *D : DG)
        visitDecl(D);
    return true;
  }
  void HandleInlineFunctionDefinition(FunctionDecl *FD) override {
    if (ConstantStringOperandsSeen)
      visitDecl(FD);
  }

private:
  CompilerInstance &CI;

  void visitDecl(Decl *D) {
    if (auto *FD = dyn_cast<FunctionDecl>(D)) {
      if (!FD->isDependentContext() && FD->doesThisDeclarationHaveABody())
        if (Stmt *Body = FD->getBody())
          for (Stmt *&Child : Body->children())
            walk(Child);
      return;
    }
    if (isa<NamespaceDecl, LinkageSpecDecl, ExportDecl>(D) ||
        (isa<CXXRecordDecl>(D) && !cast<CXXRecordDecl>(D)->isDependentContext()))
      for (Decl *Inner : cast<DeclContext>(D)->decls())
        visitDecl(Inner);
  }

  void walk(Stmt *&S) {
    if (!S)
      return;
    if (auto *Asm = dyn_cast<GCCAsmStmt>(S)) {
      if (GCCAsmStmt *New = rewrite(Asm))
        S = New;
      return;
    }
    for (Stmt *&Child : S->children())
      walk(Child);
  }

  void error(SourceLocation Loc, StringRef Msg) {
    DiagnosticsEngine &D = CI.getDiagnostics();
    D.Report(Loc, D.getCustomDiagID(DiagnosticsEngine::Error, "%0")) << Msg;
  }

  GCCAsmStmt *rewrite(GCCAsmStmt *S);
};

/// Appends \p Text so that it reads literally in an asm template ('%' is the escape character).
void appendLiteral(std::string &Out, StringRef Text) {
  for (char C : Text) {
    Out += C;
    if (C == '%')
      Out += '%';
  }
}

GCCAsmStmt *Rewriter::rewrite(GCCAsmStmt *S) {
  ASTContext &Ctx = CI.getASTContext();
  unsigned NumOut = S->getNumOutputs(), NumIn = S->getNumInputs(), NumLabels = S->getNumLabels();
  unsigned NumOperands = NumOut + NumIn + NumLabels;

  // Operand number -> its text (for "C" inputs), and the renumbering of the others.
  llvm::SmallVector<std::optional<std::string>, 8> Text(NumOperands);
  llvm::SmallVector<unsigned, 8> NewNumber(NumOperands);
  bool Any = false;
  for (unsigned I = 0; I < NumIn; ++I) {
    if (S->getInputConstraint(I) != "C")
      continue;
    const Expr *E = S->getInputExpr(I);
    std::optional<std::string> Str = E->tryEvaluateString(Ctx);
    if (!Str) {
      error(E->getBeginLoc(), "an asm operand with constraint \"C\" must be a constant "
                              "expression of character-array type (nvcc's constant string)");
      return nullptr;
    }
    Text[NumOut + I] = std::move(*Str);
    Any = true;
  }
  if (!Any)
    return nullptr;
  for (unsigned I = 0, Next = 0; I < NumOperands; ++I)
    if (!Text[I])
      NewNumber[I] = Next++;

  // Rewrite the template in GCC syntax: %N, %xN, %[name], %x[name]; %% %= %{ %| %} stay.
  std::string Old = S->getAsmString(), New;
  for (size_t P = 0; P < Old.size();) {
    if (Old[P] != '%' || P + 1 >= Old.size()) {
      New += Old[P++];
      continue;
    }
    size_t Start = P++;
    std::string Modifier;
    if (isalpha(static_cast<unsigned char>(Old[P])) && P + 1 < Old.size() &&
        (isdigit(static_cast<unsigned char>(Old[P + 1])) || Old[P + 1] == '['))
      Modifier = Old[P++];
    int Operand = -1;
    std::string Name;
    if (isdigit(static_cast<unsigned char>(Old[P]))) {
      size_t End = P;
      while (End < Old.size() && isdigit(static_cast<unsigned char>(Old[End])))
        ++End;
      StringRef(Old).slice(P, End).getAsInteger(10, Operand);
      P = End;
    } else if (Old[P] == '[') {
      size_t End = Old.find(']', P);
      if (End != std::string::npos) {
        Name = Old.substr(P + 1, End - P - 1);
        Operand = S->getNamedOperand(Name);
        P = End + 1;
      }
    }
    if (Operand < 0 || unsigned(Operand) >= NumOperands) { // %%, %=, ... or not ours to judge
      New += Old.substr(Start, 2);
      P = Start + 2;
      continue;
    }
    if (Text[Operand])
      appendLiteral(New, *Text[Operand]);
    else if (!Name.empty())
      New += "%" + Modifier + "[" + Name + "]";
    else
      New += "%" + Modifier + std::to_string(NewNumber[Operand]);
  }

  llvm::SmallVector<IdentifierInfo *, 8> Names;
  llvm::SmallVector<Expr *, 8> Constraints, Exprs, Clobbers;
  for (unsigned I = 0; I < NumOut; ++I) {
    Names.push_back(S->getOutputIdentifier(I));
    Constraints.push_back(S->getOutputConstraintExpr(I));
    Exprs.push_back(S->getOutputExpr(I));
  }
  for (unsigned I = 0; I < NumIn; ++I)
    if (!Text[NumOut + I]) {
      Names.push_back(S->getInputIdentifier(I));
      Constraints.push_back(S->getInputConstraintExpr(I));
      Exprs.push_back(S->getInputExpr(I));
    }
  unsigned NewNumIn = Exprs.size() - NumOut;
  for (unsigned I = 0; I < NumLabels; ++I) {
    Names.push_back(S->getLabelIdentifier(I));
    Exprs.push_back(S->getLabelExpr(I));
  }
  for (unsigned I = 0; I < S->getNumClobbers(); ++I)
    Clobbers.push_back(S->getClobberExpr(I));

  QualType StrTy = Ctx.getStringLiteralArrayType(Ctx.CharTy, New.size());
  auto *AsmStr = StringLiteral::Create(Ctx, New, StringLiteralKind::Ordinary, false, StrTy,
                                       S->getAsmStringExpr()->getBeginLoc());
  return new (Ctx) GCCAsmStmt(Ctx, S->getAsmLoc(), S->isSimple(), S->isVolatile(), NumOut,
                              NewNumIn, Names.data(), Constraints.data(), Exprs.data(), AsmStr,
                              Clobbers.size(), Clobbers.data(), NumLabels, S->getRParenLoc());
}

} // namespace

void noteConstantStringOperand() { ++ConstantStringOperandsSeen; }

std::unique_ptr<ASTConsumer> createConstantStringOperandRewriter(CompilerInstance &CI) {
  return std::make_unique<Rewriter>(CI);
}

} // namespace scale::frontend
