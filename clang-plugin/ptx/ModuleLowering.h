// SPDX-License-Identifier: Apache-2.0
//===- ModuleLowering.h - a whole PTX module as LLVM IR ---------------------------------------===//
//
// The second user of the PTX library (DESIGN.md section 10): a parsed PTX file (parsePtxModule)
// becomes the functions and variables of an LLVM module for AMDGPU (bin/ptxas, cuModuleLoadData)
// or NVPTX (the execution check of the lowering against NVIDIA's own run of the same PTX). The
// instructions of the bodies go through the same Lowerer as inline asm; what a module adds is a
// SymbolScope (Lowering.h) that resolves names to variables and parameters and lowers call/ret.
//===-----------------------------------------------------------------------------------------===//
#ifndef SCALE_AMD_PTX_MODULELOWERING_H
#define SCALE_AMD_PTX_MODULELOWERING_H

#include "Lowering.h"

#include <string>
#include <vector>

namespace llvm {
class Module;
}

namespace scale::ptx {

/// A call to a function this module declares (.extern .func) but does not define.
struct ExternalCall {
  std::string Name;
  unsigned Pos = 0; ///< the first call's PTX byte offset
};

struct ModuleLowerOptions {
  std::string CPU;      ///< "target-cpu" of every function: gfx1030, gfx90a, sm_90
  std::string Features; ///< "target-features" ("" for the CPU's defaults)
  /// Linking (bin/ptxas with several inputs, cuLinkComplete): when set, a call to a function
  /// without a body here is a call to its declaration, recorded (first call per name) for the
  /// caller to check once every input is linked. When null, such a call is an error at once.
  std::vector<ExternalCall> *ExternalCalls = nullptr;
};

/// Metadata on a call to vprintf (nvcc's printf) left for the linker's caller to expand: !{i32
/// the PTX byte offset of the call}.
inline constexpr const char *PtxPositionMD = "scale.ptx.pos";

/// The message for a call to \p Name that no module defines.
std::string externalCallMessage(const std::string &Name);

/// Lowers \p M into \p Out, an empty module whose target triple (amdgcn-amd-amdhsa or
/// nvptx64-nvidia-cuda) and data layout are set. On failure returns false with \p Err at the PTX
/// byte offset of the cause (locate() gives its line); \p Out is then unusable.
bool lowerPtxModule(const PtxModule &M, llvm::Module &Out, const ModuleLowerOptions &O,
                    LowerError &Err);

} // namespace scale::ptx

#endif
