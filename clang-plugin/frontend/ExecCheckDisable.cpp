// SPDX-License-Identifier: Apache-2.0
//===- ExecCheckDisable.cpp - #pragma nv_exec_check_disable -----------------------------------===//
//
// nvcc does not check the calls of a `__host__ __device__` function (template) preceded by
// `#pragma nv_exec_check_disable` (Thrust: `__thrust_exec_check_disable__`) against the side it
// is compiled for. Thrust relies on it, e.g. cuda/detail/reduce.h:
//     __thrust_exec_check_disable__
//     template <...> __host__ __device__ T reduce_n(...) {
//       if (__THRUST_HAS_CUDART__) return reduce_n_impl(...);   // __host__ reduce_n_impl
//       ...
// Clang reports such a call (err_ref_bad_target, "reference to __host__ function ... in
// __host__ __device__ function") as a deferred diagnostic: SemaCUDA::CheckCall stores it in
// Sema::DeviceDeferredDiags under the calling function, and Sema::emitDeferredDiags reports it at
// the end of the translation unit if that function is emitted for the device (a kernel reaches
// it). Remapping err_ref_bad_target's severity by location (the earlier attempt): measured with
// a probe plugin on clang 22, `setSeverity(err_ref_bad_target, Ignored, PragmaLoc)` does silence
// the deferred report for Thrust's reduce_n (the report goes through the location-keyed
// diagnostic state, and macro-expanded `_Pragma` locations are handled), but a state point has no
// end but another state point: left open, it also silences the error in every later function
// of the translation unit (measured: an unmarked template after the pragma compiles), so nothing
// stays rejected; closed where the preprocessor can close it (the end of the pragma line), it
// covers no function body. Which function a pragma applies to is known to Sema, not to the
// preprocessor; the deferred diagnostics are data that Sema keeps per function, so we edit those.
//
// Mechanism: the pragma handler records the file location of each pragma. An ExternalSemaSource
// is added to Sema; emitDeferredDiags calls its ReadDeclsToCheckForDeferredDiags right before it
// reports, and there we remove err_ref_bad_target (and the note on the callee that follows it)
// from the deferred diagnostics of every function whose declaration -- for a template
// instantiation, the template's -- begins after a pragma with no `;`, `{` or `}` in between.
// Nothing else changes: other diagnostics of the function, calls from a lambda inside it, and
// functions without the pragma keep clang's errors.
//
// What runs on the device then: the host function is never defined in the device code. A call on
// a branch clang folds (`if (0)`, as `__THRUST_HAS_CUDART__` is in the device pass without -rdc)
// is not emitted at all, at every -O level (CodeGen skips a constant-false arm). A call that
// survives to code generation becomes a reference to an undefined device symbol, which the device
// link reports (lld: undefined symbol); nothing calls host code at run time.
// Not covered: a non-inline, non-template __host__ __device__ function with external linkage is
// known to be emitted, and clang reports its wrong-side calls at once (docs/nvcc-dialect.md).
// Test: test/lit/dialect/exec-check-disable.cu.
//===-----------------------------------------------------------------------------------------===//
#include "ExecCheckDisable.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/Pragma.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Sema/ExternalSemaSource.h"
#include "clang/Sema/Sema.h"
#include "clang/Sema/SemaConsumer.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"

#include <algorithm>

using namespace clang;

namespace scale::frontend {
namespace {

/// File offsets of the pragmas, per file, in file order.
struct PragmaLocations {
  llvm::DenseMap<FileID, llvm::SmallVector<unsigned, 8>> Offsets;
};

class ExecCheckPragma : public PragmaHandler {
public:
  ExecCheckPragma(StringRef Name, std::shared_ptr<PragmaLocations> Locs)
      : PragmaHandler(Name), Locs(std::move(Locs)) {}

  void HandlePragma(Preprocessor &PP, PragmaIntroducer Introducer, Token &Tok) override {
    while (Tok.isNot(tok::eod))
      PP.LexUnexpandedToken(Tok);
    SourceManager &SM = PP.getSourceManager();
    auto [FID, Offset] = SM.getDecomposedLoc(SM.getExpansionLoc(Introducer.Loc));
    auto &List = Locs->Offsets[FID];
    if (List.empty() || List.back() < Offset)
      List.push_back(Offset);
  }

private:
  std::shared_ptr<PragmaLocations> Locs;
};

/// Removes the covered host/device call errors just before Sema reports deferred diagnostics.
class DeferredDiagFilter : public ExternalSemaSource {
public:
  DeferredDiagFilter(Sema &S, std::shared_ptr<PragmaLocations> Locs)
      : S(S), Locs(std::move(Locs)) {}

  void ReadDeclsToCheckForDeferredDiags(llvm::SmallSetVector<Decl *, 4> &) override {
    if (Locs->Offsets.empty())
      return;
    auto &Deferred = S.DeviceDeferredDiags;
    for (auto It = Deferred.begin(); It != Deferred.end(); ++It) {
      std::vector<PartialDiagnosticAt> &Diags = It->second;
      if (!llvm::any_of(Diags, isBadTarget) || !covered(It->first))
        continue;
      std::vector<PartialDiagnosticAt> Kept;
      for (size_t I = 0; I < Diags.size(); ++I) {
        if (!isBadTarget(Diags[I])) {
          Kept.push_back(std::move(Diags[I]));
          continue;
        }
        if (I + 1 < Diags.size() && Diags[I + 1].second.getDiagID() == diag::note_previous_decl)
          ++I; // the note on the callee belongs to the dropped error
      }
      Diags = std::move(Kept);
    }
  }

private:
  Sema &S;
  std::shared_ptr<PragmaLocations> Locs;

  static bool isBadTarget(const PartialDiagnosticAt &D) {
    return D.second.getDiagID() == diag::err_ref_bad_target;
  }

  bool covered(const FunctionDecl *FD) const {
    llvm::SmallVector<const FunctionDecl *, 2> Decls{FD};
    if (const FunctionDecl *Pattern = FD->getTemplateInstantiationPattern())
      Decls.push_back(Pattern);
    for (const FunctionDecl *D : Decls)
      for (const FunctionDecl *R : D->redecls()) {
        const Decl *Start = R;
        if (const FunctionTemplateDecl *T = R->getDescribedFunctionTemplate())
          Start = T;
        if (precededByPragma(Start->getBeginLoc()))
          return true;
      }
    return false;
  }

  /// True if the last pragma before \p Loc in its file is separated from it by nothing that ends
  /// a declaration (`;`, `{`, `}`).
  bool precededByPragma(SourceLocation Loc) const {
    if (Loc.isInvalid())
      return false;
    SourceManager &SM = S.getSourceManager();
    auto [FID, Offset] = SM.getDecomposedLoc(SM.getExpansionLoc(Loc));
    auto Found = Locs->Offsets.find(FID);
    if (Found == Locs->Offsets.end())
      return false;
    const auto &List = Found->second;
    auto After = std::lower_bound(List.begin(), List.end(), Offset);
    if (After == List.begin())
      return false;
    unsigned Pragma = *(After - 1);
    constexpr unsigned MaxDistance = 4096; // attributes and a template header, not a file
    if (Offset - Pragma > MaxDistance)
      return false;
    bool Invalid = false;
    StringRef Buffer = SM.getBufferData(FID, &Invalid);
    if (Invalid || Offset > Buffer.size())
      return false;
    Lexer Raw(SM.getLocForStartOfFile(FID), S.getLangOpts(), Buffer.begin(),
              Buffer.begin() + Pragma, Buffer.end());
    Token Tok;
    while (!Raw.LexFromRawLexer(Tok) && SM.getFileOffset(Tok.getLocation()) < Offset)
      if (Tok.isOneOf(tok::semi, tok::l_brace, tok::r_brace))
        return false;
    return true;
  }
};

class Installer : public SemaConsumer {
public:
  explicit Installer(std::shared_ptr<PragmaLocations> Locs) : Locs(std::move(Locs)) {}
  void InitializeSema(Sema &S) override {
    S.addExternalSource(llvm::makeIntrusiveRefCnt<DeferredDiagFilter>(S, Locs));
  }

private:
  std::shared_ptr<PragmaLocations> Locs;
};

} // namespace

std::unique_ptr<ASTConsumer> installExecCheckDisable(CompilerInstance &CI) {
  auto Locs = std::make_shared<PragmaLocations>();
  for (const char *Name : {"nv_exec_check_disable", "hd_warning_disable"})
    CI.getPreprocessor().AddPragmaHandler(new ExecCheckPragma(Name, Locs));
  return std::make_unique<Installer>(Locs);
}

} // namespace scale::frontend
