// SPDX-License-Identifier: Apache-2.0
//===- FloatUtil.h - rounding and saturation modifiers of float instructions -----------------===//
#ifndef SCALE_AMD_PTX_FLOATUTIL_H
#define SCALE_AMD_PTX_FLOATUTIL_H

#include "Lowering.h"

namespace scale::ptx {

/// .rn (or no rounding modifier) is what LLVM's float operations do; for the instructions
/// without an exact directed-rounding lowering, .rz/.rm/.rp are an error, not a silently
/// different result.
bool checkFloatRounding(Lowerer &L, const Instruction &I);

// Directed rounding (DirectedRounding.cpp): exact results without the mode register.
/// .rz/.rm/.rp as an LLVM rounding mode; NearestTiesToEven when the instruction has none.
llvm::RoundingMode roundingOf(const Instruction &I);
/// Fails unless the instruction's rounding is .rn/none, or directed on a scalar f32/f64.
bool checkDirectedRounding(Lowerer &L, const Instruction &I, const PtxType &Ty);
/// The f32/f64 operation Op ("add", "sub", "mul", "fma", "div", "rcp", "sqrt") on V, rounded in
/// the directed mode M.
llvm::Value *roundedOp(TargetHooks &T, llvm::IRBuilderBase &B, llvm::StringRef Op, llvm::ArrayRef<llvm::Value *> V,
                       llvm::RoundingMode M);
/// The integer X converted to DT (f32 or f64) in mode M; nullptr for other types.
llvm::Value *roundedIntToFp(TargetHooks &T, llvm::IRBuilderBase &B, llvm::Value *X, bool Signed, llvm::Type *DT,
                            llvm::RoundingMode M);
/// cvt to and from .e4m3x2/.e5m2x2 (ConvertFp8.cpp).
bool lowerCvtFp8(Lowerer &L, const Instruction &I);
/// The f64 X narrowed to f32 in mode M.
llvm::Value *roundedF64ToF32(TargetHooks &T, llvm::IRBuilderBase &B, llvm::Value *X, llvm::RoundingMode M);

/// .sat clamps a float result to [0, 1] (NaN gives 0).
llvm::Value *applySat(Lowerer &L, const Instruction &I, llvm::Value *V);

} // namespace scale::ptx

#endif
