// SPDX-License-Identifier: Apache-2.0
//===- Printf.h - nvcc's vprintf in PTX modules, as AMD's hostcall printf ---------------------===//
#ifndef SCALE_AMD_PTXAS_PRINTF_H
#define SCALE_AMD_PTXAS_PRINTF_H

#include "PtxCompiler.h"

#include <string>
#include <vector>

namespace llvm {
class Module;
}

namespace scale::ptxas {

/// Expands every call to the vprintf declaration of \p M (linked from \p Inputs, each call
/// marked with ptx::PtxPositionMD = !{i32 offset, i32 input}) into the ROCm device library's
/// hostcall printf for AMD target \p Gfx, and links what it needs from ockl.bc. Errors (a format
/// that is not a constant string, a conversion vprintf cannot pass, no device library) go to
/// \p Log at the PTX line of the call.
bool expandVprintf(llvm::Module &M, const std::vector<Input> &Inputs, const std::string &Gfx,
                   std::string &Log);

/// Links what \p M's __ockl_* declarations need (printf, textures) from the ROCm device library
/// ockl.bc, internal to the code object, and defines the oclc constants it reads for \p Gfx.
bool linkDeviceLibrary(llvm::Module &M, const std::vector<Input> &Inputs, const std::string &Gfx,
                       std::string &Log);

} // namespace scale::ptxas

#endif
