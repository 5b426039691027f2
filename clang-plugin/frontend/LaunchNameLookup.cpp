// SPDX-License-Identifier: Apache-2.0
//===- LaunchNameLookup.cpp - the kernel of a launch is looked up as a called function is ----===//
//
// nvcc looks up the kernel of `k<<<g, b>>>(args)` as C++ looks up the function of `k(args)`: an
// unqualified name whose arguments depend on a template parameter is a dependent name, looked up
// again at instantiation by argument-dependent lookup ([temp.dep.general], [temp.dep.candidate]).
// Measured with nvcc 13: a member function of a class template that launches a kernel declared
// nowhere before it, `undeclared<<<1, 1>>>(this->data)`, compiles when it is never instantiated;
// instantiated, it finds the kernel that ADL finds (declared later, in the namespace of the
// argument's type) and is an error otherwise; with arguments that depend on nothing the kernel
// must be declared before, as a function must.
// Clang lets the token after the name decide: only `(` makes a call (ActOnIdExpression's
// HasTrailingLParen, ClassifyName's NextToken), so the `k` of `k<<<` is an ordinary
// id-expression, and an undeclared one is an error where the template is defined ("use of
// undeclared identifier 'k'") even when ADL would find it at instantiation.
//
// Mechanism, three pieces:
//  1. A token watcher records the location of each unqualified identifier directly followed by
//     `<<<` (after LaunchChevrons.cpp has joined spaced chevrons).
//  2. When unqualified lookup finds nothing for such a name, Sema asks its ExternalSemaSource as
//     a last resort (LookupUnqualified). In a non-static member function of a template the result
//     is then marked "not found in the current instantiation": Sema builds the dependent
//     `this->k` for it, as for a member of a dependent base, the launch becomes a dependent
//     CUDAKernelCallExpr, and nothing is reported.
//  3. After the function's definition is parsed (HandleInlineFunctionDefinition and
//     HandleTopLevelDecl), and again before any of its instantiations is made
//     (HandleCXXImplicitFunctionInstantiation: the bodies are instantiated later), the callee of
//     such a launch is replaced by what Sema builds for the callee of an undeclared `k(args)`
//     (ActOnNameClassifiedAsUndeclaredNonType: an UnresolvedLookupExpr without declarations that
//     requires ADL). Instantiation then treats the launch exactly as clang treats the call: ADL
//     with the instantiated arguments, clang's own errors if nothing is found. Where no argument
//     is type-dependent the name is not dependent: ADL runs at once (Sema::ArgumentDependentLookup)
//     and, finding nothing, clang's "use of undeclared identifier" is reported at the name.
// Only where Sema would build `this->k`: in a free function template or a static member function
// the dependent name Sema would build has no qualifier and cannot be instantiated (clang 22
// builds an error-recovery expression or nothing, without a diagnostic), so the fallback does
// not act there and clang's error stays (docs/nvcc-dialect.md). A definition delivered late to
// the consumer (an out-of-line member inside a namespace) explicitly instantiated before the
// namespace closes keeps `this->k`: an error at instantiation ("no member named 'k'"), never a
// silent change. Rejected alternative: -fdelayed-template-parsing (docs/nvcc-dialect.md).
// Test: test/lit/dialect/launch-dependent-kernel.cu.
//===-----------------------------------------------------------------------------------------===//
#include "LaunchNameLookup.h"

#include "TokenWatchers.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Sema/ExternalSemaSource.h"
#include "clang/Sema/Lookup.h"
#include "clang/Sema/Sema.h"
#include "clang/Sema/SemaConsumer.h"
#include "llvm/ADT/DenseSet.h"

using namespace clang;

namespace scale::frontend {
namespace {

struct LaunchNames {
  llvm::DenseSet<SourceLocation> Callees; // identifiers written right before `<<<`
  llvm::DenseSet<SourceLocation> Pending; // made dependent by the fallback, callee not replaced
};

/// Records `name <<<` where the name is unqualified and not the operand of `&`.
class CalleeRecorder {
public:
  explicit CalleeRecorder(std::shared_ptr<LaunchNames> Names) : Names(std::move(Names)) {}

  void operator()(Token &Tok) {
    if (Tok.is(tok::lesslessless) && Prev == tok::identifier && BeforePrev != tok::coloncolon &&
        BeforePrev != tok::period && BeforePrev != tok::arrow && BeforePrev != tok::amp)
      Names->Callees.insert(PrevLoc);
    BeforePrev = Prev;
    Prev = Tok.getKind();
    PrevLoc = Tok.getLocation();
  }

private:
  std::shared_ptr<LaunchNames> Names;
  tok::TokenKind Prev = tok::unknown, BeforePrev = tok::unknown;
  SourceLocation PrevLoc;
};

/// Sema's last resort when unqualified lookup finds nothing.
class DependentLaunchFallback : public ExternalSemaSource {
public:
  DependentLaunchFallback(Sema &S, std::shared_ptr<LaunchNames> Names)
      : S(S), Names(std::move(Names)) {}

  bool LookupUnqualified(LookupResult &R, Scope *) override {
    if (R.getLookupKind() != Sema::LookupOrdinaryName || R.isForRedeclaration() ||
        R.getResultKind() != LookupResultKind::NotFound || !R.getLookupName().isIdentifier() ||
        !Names->Callees.contains(R.getNameLoc()))
      return false;
    // Where ActOnDependentIdExpression builds the implicit `this->name` and nothing else.
    auto *Method = dyn_cast_or_null<CXXMethodDecl>(S.getFunctionLevelDeclContext());
    if (!S.CurContext->isDependentContext() || !Method ||
        !Method->isImplicitObjectMemberFunction() || S.getCurrentThisType().isNull() ||
        (S.getLangOpts().CPlusPlus11 && S.isUnevaluatedContext()))
      return false;
    R.setNotFoundInCurrentInstantiation();
    Names->Pending.insert(R.getNameLoc());
    return true;
  }

private:
  Sema &S;
  std::shared_ptr<LaunchNames> Names;
};

/// Gives the launches the fallback made dependent the callee of an undeclared call.
class CalleeReplacer : public RecursiveASTVisitor<CalleeReplacer> {
public:
  CalleeReplacer(Sema &S, LaunchNames &Names) : S(S), Names(Names) {}

  bool VisitCUDAKernelCallExpr(CUDAKernelCallExpr *Call) {
    auto *Callee = dyn_cast_or_null<CXXDependentScopeMemberExpr>(Call->getCallee());
    if (!Callee || !Callee->isImplicitAccess() || Callee->getQualifier() ||
        Callee->hasExplicitTemplateArgs() || !Names.Pending.erase(Callee->getMemberLoc()))
      return true;
    SourceLocation Loc = Callee->getMemberLoc();
    DeclarationName Name = Callee->getMember();
    llvm::ArrayRef<Expr *> Args(Call->getArgs(), Call->getNumArgs());
    if (!Expr::hasAnyTypeDependentArguments(Args)) {
      // Not a dependent name: ordinary lookup has found nothing, ADL decides now.
      ADLResult Found;
      S.ArgumentDependentLookup(Name, Loc, Args, Found);
      if (Found.begin() == Found.end()) {
        S.Diag(Loc, diag::err_undeclared_var_use) << Name;
        return true;
      }
    }
    ExprResult Adl = S.ActOnNameClassifiedAsUndeclaredNonType(Name.getAsIdentifierInfo(), Loc);
    if (!Adl.isInvalid())
      Call->setCallee(Adl.get());
    return true;
  }

private:
  Sema &S;
  LaunchNames &Names;
};

class Consumer : public SemaConsumer {
public:
  explicit Consumer(std::shared_ptr<LaunchNames> Names) : Names(std::move(Names)) {}

  void InitializeSema(Sema &Sema) override {
    S = &Sema;
    Sema.addExternalSource(llvm::makeIntrusiveRefCnt<DependentLaunchFallback>(Sema, Names));
  }
  void ForgetSema() override { S = nullptr; }

  bool HandleTopLevelDecl(DeclGroupRef DG) override {
    for (Decl *D : DG)
      replace(D);
    return true;
  }
  void HandleInlineFunctionDefinition(FunctionDecl *FD) override { replace(FD); }
  void HandleCXXImplicitFunctionInstantiation(FunctionDecl *FD) override {
    if (const FunctionDecl *Pattern = FD->getTemplateInstantiationPattern())
      replace(const_cast<FunctionDecl *>(Pattern));
  }

private:
  std::shared_ptr<LaunchNames> Names;
  Sema *S = nullptr;

  void replace(Decl *D) {
    if (S && D && !Names->Pending.empty())
      CalleeReplacer(*S, *Names).TraverseDecl(D);
  }
};

} // namespace

std::unique_ptr<ASTConsumer> installLaunchNameLookup(CompilerInstance &CI,
                                                     TokenWatchers &Watchers) {
  auto Names = std::make_shared<LaunchNames>();
  Watchers.add(CalleeRecorder(Names));
  return std::make_unique<Consumer>(Names);
}

} // namespace scale::frontend
