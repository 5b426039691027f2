// SPDX-License-Identifier: Apache-2.0
//===- PassPlugin.cpp - the inline-PTX pass alone, as an LLVM pass plugin --------------------===//
//
// lib64/libscale-ptx-pass.so, loaded with clang's -fpass-plugin=: the InlinePtxPass at
// PipelineStart and nothing else. Verification tooling (route A, `nvcc --lower-inline-ptx`):
// clang in CUDA mode with NVIDIA's headers already speaks the nvcc dialect for an NVPTX target,
// so the AMD frontend of libscale-plugin.so (PTX constraint letters on AMDGPU, nvcc's operand
// size rules, our predefines) has no place there; only the lowering is under test.
//===-----------------------------------------------------------------------------------------===//
#include "InlinePtxPass.h"

#include "llvm/Passes/PassBuilder.h"
#include "llvm/Plugins/PassPlugin.h"

extern "C" LLVM_ATTRIBUTE_WEAK ::llvm::PassPluginLibraryInfo llvmGetPassPluginInfo() {
  return {LLVM_PLUGIN_API_VERSION, "scale-ptx-pass", "1", [](llvm::PassBuilder &PB) {
            PB.registerPipelineStartEPCallback(
                [](llvm::ModulePassManager &MPM, llvm::OptimizationLevel) {
                  MPM.addPass(scale::InlinePtxPass());
                });
          }};
}
