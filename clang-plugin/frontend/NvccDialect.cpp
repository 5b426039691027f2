// SPDX-License-Identifier: Apache-2.0
//===- NvccDialect.cpp - the plugin's frontend: nvcc's dialect on stock clang -----------------===//
//
// What stock clang-22 (HIP mode) rejects and nvcc accepts, fixed before parsing starts
// (docs/nvcc-dialect.md lists every quirk, where it is handled and its test):
//  * PTX inline-asm constraints on AMDGPU targets        AsmConstraints.cpp
//  * nvcc's size/kind rules for those operands           AsmOperandCheck.cpp
//  * "C" constant-string asm operands                    ConstantStringOperands.cpp
//  * nvcc's pragmas                                       NvccPragmas.cpp
//  * nv_exec_check_disable: no host/device call checks    ExecCheckDisable.cpp
//  * `%globaltimer` (single '%') in asm with operands     SpecialRegisterEscapes.cpp
//  * a missing ',' between two asm operands               SpecialRegisterEscapes.cpp
//  * nvcc's built-in lambda traits                         NvccPredefines.cpp
//  * `typename X<T>::rebind<U>` without `template`         DependentNames.cpp
//  * launch chevrons written with spaces, `k << <g, b>> >`  LaunchChevrons.cpp
//  * the kernel of a launch in a template found by ADL      LaunchNameLookup.cpp
// Quirks that need a driver flag or a header are listed in docs/nvcc-dialect.md, not here.
//===-----------------------------------------------------------------------------------------===//
#include "NvccDialect.h"

#include "AsmConstraints.h"
#include "AsmOperandCheck.h"
#include "ConstantStringOperands.h"
#include "DependentNames.h"
#include "ExecCheckDisable.h"
#include "LaunchChevrons.h"
#include "LaunchNameLookup.h"
#include "NvccPragmas.h"
#include "NvccPredefines.h"
#include "SpecialRegisterEscapes.h"
#include "TokenWatchers.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/MultiplexConsumer.h"

namespace scale::frontend {

std::unique_ptr<clang::ASTConsumer> installNvccDialect(clang::CompilerInstance &CI) {
  addNvccPragmas(CI.getPreprocessor());
  addNvccPredefines(CI.getPreprocessor());
  acceptMissingTemplateKeyword(CI.getDiagnostics());
  acceptPtxConstraints(CI); // reports its own error if the clang build does not match
  // Token-level fixes share the preprocessor's one watcher and see each token in this order.
  auto Watchers = std::make_shared<TokenWatchers>();
  acceptSpacedLaunchChevrons(CI.getPreprocessor(), *Watchers);
  // Order matters: the checker sees the asm as written, then "C" operands are substituted.
  std::vector<std::unique_ptr<clang::ASTConsumer>> Consumers;
  Consumers.push_back(installLaunchNameLookup(CI, *Watchers)); // after the chevrons' watcher
  Consumers.push_back(installExecCheckDisable(CI));
  Consumers.push_back(installSpecialRegisterEscapes(CI, *Watchers)); // before the "C" rewrite
  Consumers.push_back(createAsmOperandChecker(CI));
  Consumers.push_back(createConstantStringOperandRewriter(CI));
  TokenWatchers::install(CI.getPreprocessor(), std::move(Watchers));
  return std::make_unique<clang::MultiplexConsumer>(std::move(Consumers));
}

} // namespace scale::frontend
