// SPDX-License-Identifier: Apache-2.0
//===- AsmOperandCheck.cpp - nvcc's rules for PTX asm operand types --------------------------===//
//
// AsmConstraints makes the AMDGPU target accept PTX letters as "any register", so clang no
// longer knows their sizes. nvcc does, and rejects what would silently truncate or reinterpret
// (measured with nvcc 13, whose messages we reuse so that users can search them):
//   h r l q   an integer, enum or pointer of exactly 2 / 4 / 8 / 16 bytes
//   f d       float / double
//   n         an integral constant expression
//   0-9 [nm]  a tied input obeys the letter of the output it is tied to
//   any       a scalar type (no structs, e.g. __half: pass __half_as_ushort(h))
// Only device-side functions (__device__, __global__, __host__ __device__, device lambdas) are
// checked, as clang's own checks are: host functions may hold host asm. The "C" operands are
// checked by ConstantStringOperands. The walk runs in AMDGPU device compilations only: on the
// host the asm is the host's, and on NVPTX (the plugin loaded into an NVIDIA compilation) clang
// knows the PTX letters itself and ptxas has the last word, so the plugin adds nothing there.
// (clang handles 'r' itself, so counting the letters AsmConstraints sees cannot tell us whether
// asm exists; one pass over the AST costs little next to code generation.)
//===-----------------------------------------------------------------------------------------===//
#include "AsmOperandCheck.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclGroup.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/TargetInfo.h"
#include "clang/Frontend/CompilerInstance.h"

using namespace clang;

namespace scale::frontend {
namespace {

bool isDeviceSide(const FunctionDecl *FD) {
  return FD->hasAttr<CUDADeviceAttr>() || FD->hasAttr<CUDAGlobalAttr>();
}

/// The constraint letter of \p Constraint without its modifiers: "=&r" -> 'r', "+l" -> 'l'.
StringRef letters(StringRef Constraint) { return Constraint.ltrim("=+&%*?!#"); }

class Checker : public ASTConsumer {
public:
  explicit Checker(CompilerInstance &CI)
      : CI(CI), Ctx(CI.getASTContext()),
        Enabled(CI.getLangOpts().CUDAIsDevice && CI.getTarget().getTriple().isAMDGPU()) {}

  bool HandleTopLevelDecl(DeclGroupRef DG) override {
    if (Enabled)
      for (Decl *D : DG)
        visitDecl(D);
    return true;
  }
  void HandleInlineFunctionDefinition(FunctionDecl *FD) override {
    if (Enabled)
      visitDecl(FD);
  }

private:
  CompilerInstance &CI;
  ASTContext &Ctx;
  bool Enabled;

  void visitDecl(Decl *D) {
    if (auto *FD = dyn_cast<FunctionDecl>(D)) {
      if (!FD->isDependentContext() && FD->doesThisDeclarationHaveABody())
        if (Stmt *Body = FD->getBody())
          walk(Body, isDeviceSide(FD));
      return;
    }
    if (isa<NamespaceDecl, LinkageSpecDecl, ExportDecl>(D) ||
        (isa<CXXRecordDecl>(D) && !cast<CXXRecordDecl>(D)->isDependentContext()))
      for (Decl *Inner : cast<DeclContext>(D)->decls())
        if (!isa<CXXRecordDecl>(D) || !isa<FunctionDecl>(Inner)) // in-class definitions come
          visitDecl(Inner); // through HandleInlineFunctionDefinition, out-of-line ones at top level
  }

  void walk(Stmt *S, bool Device) {
    if (!S)
      return;
    if (auto *L = dyn_cast<LambdaExpr>(S)) {
      walk(L->getBody(), isDeviceSide(L->getCallOperator()));
      return;
    }
    if (auto *Asm = dyn_cast<GCCAsmStmt>(S)) {
      if (Device)
        check(Asm);
      return;
    }
    for (Stmt *Child : S->children())
      walk(Child, Device);
  }

  void error(SourceLocation Loc, const Twine &Msg) {
    DiagnosticsEngine &D = CI.getDiagnostics();
    D.Report(Loc, D.getCustomDiagID(DiagnosticsEngine::Error, "%0")) << Msg.str();
  }

  /// Checks one operand of type \p Ty (at \p E) against PTX letter \p L.
  void checkOperand(char L, const Expr *E, QualType Ty) {
    if (Ty->isDependentType())
      return;
    if (L == 'n') {
      if (!E->isValueDependent() && !E->isIntegerConstantExpr(Ctx))
        error(E->getBeginLoc(), "an asm operand must be an integral constant expression");
      return;
    }
    unsigned Bytes;
    switch (L) {
    case 'h': Bytes = 2; break;
    case 'r': Bytes = 4; break;
    case 'l': Bytes = 8; break;
    case 'q': Bytes = 16; break;
    case 'f': Bytes = 4; break;
    case 'd': Bytes = 8; break;
    default: return; // 'b', 'C', target letters: not nvcc's size rules
    }
    if (!Ty->isScalarType() && !Ty->isIntegerType()) { // __int128 is an integer, not "scalar"
      error(E->getBeginLoc(), "an asm operand must have scalar type (got '" +
                                  Ty.getAsString(Ctx.getPrintingPolicy()) + "')");
      return;
    }
    bool KindOk = (L == 'f')   ? Ty->isSpecificBuiltinType(BuiltinType::Float)
                  : (L == 'd') ? Ty->isSpecificBuiltinType(BuiltinType::Double)
                               : (Ty->isIntegralOrEnumerationType() || Ty->isPointerType());
    uint64_t Size = Ctx.getTypeSizeInChars(Ty).getQuantity();
    if (!KindOk || Size != Bytes)
      error(E->getBeginLoc(), "asm operand type size(" + Twine(Size) +
                                  ") does not match type/size implied by constraint '" +
                                  Twine(L) + "'");
  }

  void check(GCCAsmStmt *S) {
    unsigned NumOut = S->getNumOutputs();
    for (unsigned I = 0; I < NumOut; ++I) {
      StringRef C = letters(S->getOutputConstraint(I));
      if (!C.empty())
        checkOperand(C[0], S->getOutputExpr(I), S->getOutputExpr(I)->getType());
    }
    for (unsigned I = 0; I < S->getNumInputs(); ++I) {
      std::string Constraint = S->getInputConstraint(I);
      StringRef C = letters(Constraint);
      const Expr *E = S->getInputExpr(I);
      if (C.empty())
        continue;
      int Tied = -1;
      if (isdigit(static_cast<unsigned char>(C[0])))
        C.take_while([](char X) { return isdigit(static_cast<unsigned char>(X)); })
            .getAsInteger(10, Tied);
      else if (C[0] == '[')
        Tied = S->getNamedOperand(C.drop_front().take_until([](char X) { return X == ']'; }));
      if (Tied >= 0) {
        if (unsigned(Tied) >= NumOut)
          continue; // clang has reported it
        StringRef OutC = letters(S->getOutputConstraint(Tied));
        if (!OutC.empty())
          checkOperand(OutC[0], E, E->getType());
        continue;
      }
      checkOperand(C[0], E, E->getType());
    }
  }
};

} // namespace

std::unique_ptr<ASTConsumer> createAsmOperandChecker(CompilerInstance &CI) {
  return std::make_unique<Checker>(CI);
}

} // namespace scale::frontend
