// SPDX-License-Identifier: Apache-2.0
//===- PtxCompiler.h - PTX text to an AMD code object, in process ------------------------------===//
//
// The one compiler behind bin/ptxas and (later) cuModuleLoadData with PTX text: parse the module
// (clang-plugin/ptx/PtxParser.h), lower it with the AMDGPU hooks (ModuleLowering.h), run LLVM's
// optimiser and the AMDGPU backend in this process, and link the object into a code object (an
// ET_DYN ELF, what hipModuleLoadData loads) with ld.lld. No Clang, no device libraries: the
// lowering emits LLVM instructions and AMDGPU intrinsics only.
//
// Several inputs are linked into one module before optimisation (IR linking: .extern names resolve
// across modules, functions of other inputs are inlined like local ones).
// Messages are `<file>:<line>:<col>: error: ...` with the PTX position; the compiler never aborts
// on bad input (LLVM's fatal errors are turned into an error result by the caller's handler).
//===-----------------------------------------------------------------------------------------===//
#ifndef SCALE_AMD_PTXAS_PTXCOMPILER_H
#define SCALE_AMD_PTXAS_PTXCOMPILER_H

#include <string>
#include <string_view>
#include <vector>

namespace scale::ptxas {

enum class OutputKind { CodeObject, Object, LLVMIR, Assembly };

struct CompileOptions {
  std::string Gfx = "gfx1030";     ///< the AMD target
  unsigned OptLevel = 3;           ///< ptxas -O0..-O3 (its default is 3)
  std::string FileName = "<ptx>";  ///< for messages
  OutputKind Kind = OutputKind::CodeObject;
  std::string Lld;                 ///< ld.lld to link with (CodeObject only)
  /// Verification only (test/exec): lower with the NVPTX hooks for NVIDIA GPU \p Gfx (sm_90) and
  /// write PTX again, so that NVIDIA's driver runs what our lowering made of nvcc's PTX.
  bool Nvptx = false;
};

struct CompileResult {
  std::string Output;               ///< the code object (or object, IR text, assembly)
  std::string Log;                  ///< warnings and errors, one per line
  std::vector<std::string> Kernels; ///< the .entry names, in order
};

/// One PTX module to compile; \p FileName names it in messages.
struct Input {
  std::string_view Text;
  std::string FileName;
};

/// Compiles \p Ptx. Returns false with the errors in R.Log on failure.
bool compilePtx(std::string_view Ptx, const CompileOptions &O, CompileResult &R);

/// Compiles several PTX modules and links them into one (what cuLinkComplete and ptxas with
/// several inputs do): .extern functions and variables of one input resolve to the .visible (or
/// .weak) definitions of another; two definitions of one .visible name are an error, and names
/// PTX keeps local to a module (a .global without .visible, a .func without .visible) never clash.
/// A call or .extern variable that no input defines is an error at its PTX line.
bool compilePtx(const std::vector<Input> &Inputs, const CompileOptions &O, CompileResult &R);

} // namespace scale::ptxas

#endif
