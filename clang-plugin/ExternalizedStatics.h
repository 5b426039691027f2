// SPDX-License-Identifier: Apache-2.0
//===- ExternalizedStatics.h - -fgpu-rdc: uses of a static device variable find its definition --===//
//
// See ExternalizedStatics.cpp.
//===-----------------------------------------------------------------------------------------===//
#ifndef SCALE_AMD_EXTERNALIZED_STATICS_H
#define SCALE_AMD_EXTERNALIZED_STATICS_H

#include "llvm/IR/PassManager.h"

namespace scale {

/// Points every declaration `@X` of a module that also defines `@X.static.<cuid>` (its own cuid,
/// from `__hip_cuid_<cuid>`) at that definition. Returns the number of declarations resolved.
unsigned resolveExternalizedStatics(llvm::Module &M);

struct ResolveExternalizedStaticsPass : llvm::PassInfoMixin<ResolveExternalizedStaticsPass> {
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

} // namespace scale

#endif
