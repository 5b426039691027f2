// SPDX-License-Identifier: Apache-2.0
// The inline-PTX pass: every inline asm call in device code is PTX written for NVIDIA GPUs.
#ifndef SCALE_AMD_PLUGIN_INLINEPTXPASS_H
#define SCALE_AMD_PLUGIN_INLINEPTXPASS_H

#include "llvm/IR/PassManager.h"

namespace scale {

class InlinePtxPass : public llvm::PassInfoMixin<InlinePtxPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

} // namespace scale

#endif
