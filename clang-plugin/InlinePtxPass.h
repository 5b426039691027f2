// SPDX-License-Identifier: Apache-2.0
// The inline-PTX pass: every inline asm call in AMDGPU device code is PTX written for NVIDIA
// GPUs; the pass replaces it with LLVM IR (clang-plugin/ptx/) or reports why it cannot.
#ifndef SCALE_AMD_PLUGIN_INLINEPTXPASS_H
#define SCALE_AMD_PLUGIN_INLINEPTXPASS_H

#include "llvm/IR/PassManager.h"

namespace scale {

class InlinePtxPass : public llvm::PassInfoMixin<InlinePtxPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

/// What the pass does, without a pass manager (unit tests): lowers every inline PTX asm call of
/// \p M when it is an AMDGPU or NVPTX module (the latter for verification on NVIDIA GPUs).
/// Errors go to the LLVMContext's diagnostic handler. Returns whether anything changed.
bool lowerInlinePtx(llvm::Module &M);

} // namespace scale

#endif
