// SPDX-License-Identifier: Apache-2.0
//===- Plugin.cpp - the scale-amd clang plugin ----------------------------------------------===//
//
// One shared object loaded into stock clang-22 with -fplugin= (DESIGN.md section 5). Its frontend
// action runs before the main action (AddBeforeMainAction), when the preprocessor exists and no
// token has been read, and does two things:
//  * installs the nvcc-dialect frontend (frontend/NvccDialect.cpp: PTX asm constraints on
//    AMDGPU, "C" constant-string asm operands, nvcc's pragmas) and returns its AST consumer,
//    which runs ahead of code generation;
//  * registers the LLVM passes through CodeGenOpts.PassBuilderCallbacks, at PipelineStart, so that
//    what they produce is optimized with the code around it (at -O0 too): the inline-PTX lowering
//    and, for -fgpu-rdc, ExternalizedStatics.cpp; and, at OptimizerLast, the scheduling-region
//    bound of ScheduleRegions.cpp for AMDGPU code.
//===-----------------------------------------------------------------------------------------===//
#include "ExternalizedStatics.h"
#include "InlinePtxPass.h"
#include "ScheduleRegions.h"
#include "frontend/NvccDialect.h"

#include "clang/Basic/CodeGenOptions.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendPluginRegistry.h"
#include "clang/AST/ASTConsumer.h"
#include "llvm/Passes/PassBuilder.h"

using namespace clang;

namespace {

class ScaleAmdAction : public PluginASTAction {
protected:
  // Plugins that run before the main action get no BeginSourceFileAction call: CreateASTConsumer is
  // their hook. It runs once the preprocessor exists and before the first token is read.
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI, StringRef) override {
    std::unique_ptr<ASTConsumer> Frontend = scale::frontend::installNvccDialect(CI);
    CI.getCodeGenOpts().PassBuilderCallbacks.push_back([](llvm::PassBuilder &PB) {
      PB.registerPipelineStartEPCallback(
          [](llvm::ModulePassManager &MPM, llvm::OptimizationLevel) {
            MPM.addPass(scale::ResolveExternalizedStaticsPass());
            MPM.addPass(scale::InlinePtxPass());
          });
      PB.registerOptimizerLastEPCallback(
          [](llvm::ModulePassManager &MPM, llvm::OptimizationLevel, llvm::ThinOrFullLTOPhase) {
            MPM.addPass(scale::SplitScheduleRegionsPass());
          });
    });
    return Frontend;
  }

  bool ParseArgs(const CompilerInstance &, const std::vector<std::string> &) override {
    return true;
  }
  ActionType getActionType() override { return AddBeforeMainAction; }
};

} // namespace

static FrontendPluginRegistry::Add<ScaleAmdAction> X("scale-amd", "CUDA (nvcc dialect) for AMD GPUs");
