// SPDX-License-Identifier: Apache-2.0
//===- Plugin.cpp - the scale-amd clang plugin ----------------------------------------------===//
//
// One shared object loaded into stock clang-22 with -fplugin= (DESIGN.md section 5). Its frontend
// action runs before the main action (AddBeforeMainAction), when the preprocessor exists and no
// token has been read, and does two things:
//  * installs the nvcc-dialect frontend pieces (today: nvcc's diagnostic pragmas, accepted and
//    ignored as nvcc's own front end would, instead of -Wunknown-pragmas noise);
//  * registers the LLVM passes through CodeGenOpts.PassBuilderCallbacks, at PipelineStart, so that
//    what they produce is optimized with the code around it (at -O0 too).
//===-----------------------------------------------------------------------------------------===//
#include "InlinePtxPass.h"

#include "clang/Basic/CodeGenOptions.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendPluginRegistry.h"
#include "clang/Lex/Pragma.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/Passes/PassBuilder.h"

using namespace clang;

namespace {

/// `#pragma nv_diag_suppress 177` and friends: nvcc's front end diagnostics have different
/// numbers from clang's, so there is nothing to map them to. Consume the rest of the line.
class IgnoredPragma : public PragmaHandler {
public:
  explicit IgnoredPragma(StringRef Name) : PragmaHandler(Name) {}
  void HandlePragma(Preprocessor &PP, PragmaIntroducer, Token &Tok) override {
    while (Tok.isNot(tok::eod))
      PP.LexUnexpandedToken(Tok);
  }
};

const char *const IgnoredPragmas[] = {
    "nv_diag_suppress", "nv_diag_warning", "nv_diag_error", "nv_diag_default", "nv_diag_once",
    "diag_suppress",    "diag_warning",    "diag_error",    "diag_default",    "diag_once",
    "nv_exec_check_disable", "hd_warning_disable", "nv_abi"};

class ScaleAmdAction : public PluginASTAction {
protected:
  // Plugins that run before the main action get no BeginSourceFileAction call: CreateASTConsumer is
  // their hook. It runs once the preprocessor exists and before the first token is read.
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI, StringRef) override {
    Preprocessor &PP = CI.getPreprocessor();
    for (const char *Name : IgnoredPragmas)
      PP.AddPragmaHandler(new IgnoredPragma(Name));
    CI.getCodeGenOpts().PassBuilderCallbacks.push_back([](llvm::PassBuilder &PB) {
      PB.registerPipelineStartEPCallback(
          [](llvm::ModulePassManager &MPM, llvm::OptimizationLevel) {
            MPM.addPass(scale::InlinePtxPass());
          });
    });
    return std::make_unique<ASTConsumer>();
  }

  bool ParseArgs(const CompilerInstance &, const std::vector<std::string> &) override {
    return true;
  }
  ActionType getActionType() override { return AddBeforeMainAction; }
};

} // namespace

static FrontendPluginRegistry::Add<ScaleAmdAction> X("scale-amd", "CUDA (nvcc dialect) for AMD GPUs");
