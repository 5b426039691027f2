// SPDX-License-Identifier: Apache-2.0
//===- FloatUtil.h - rounding and saturation modifiers of float instructions -----------------===//
#ifndef SCALE_AMD_PTX_FLOATUTIL_H
#define SCALE_AMD_PTX_FLOATUTIL_H

#include "Lowering.h"

namespace scale::ptx {

/// .rn (or no rounding modifier) is what LLVM's float operations do; .rz/.rm/.rp need the
/// rounding mode changed around one instruction, which we do not do yet: an error, not a
/// silently different result.
bool checkFloatRounding(Lowerer &L, const Instruction &I);

/// .sat clamps a float result to [0, 1] (NaN gives 0).
llvm::Value *applySat(Lowerer &L, const Instruction &I, llvm::Value *V);

} // namespace scale::ptx

#endif
