// SPDX-License-Identifier: Apache-2.0
//===- Matrix.h - one warp-wide mma, as the target's matrix unit sees it ---------------------===//
//
// Matrix.cpp parses `mma.sync.aligned.m16n8kK.row.col...` and hands it to the target hook
// TargetHooks::matrixMultiply with the registers of the calling lane in the PTX fragment layout
// (MatrixLayout.h). A target with a matrix unit (MatrixAmdgpu.cpp: WMMA on gfx11, MFMA on gfx90a/gfx942) returns D in
// the same layout; a target without returns false and Matrix.cpp computes D with shuffles and
// scalar arithmetic (the portable path, exact on every target). mma.m8n8k4 (four products per
// warp, one per quad pair) has only a portable path (MatrixQuadPair.cpp).
//===-----------------------------------------------------------------------------------------===//
#ifndef SCALE_AMD_PTX_MATRIX_H
#define SCALE_AMD_PTX_MATRIX_H

#include "PtxAst.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <vector>

namespace llvm {
class Value;
class BasicBlock;
class Twine;
class IRBuilderBase;
class Function;
} // namespace llvm

namespace scale::ptx {

class TargetHooks;
class Lowerer;

enum class MmaElem { F16, BF16, TF32, S8, U8 };

struct MmaOp {
  unsigned K = 16;       ///< m16n8K
  MmaElem A = MmaElem::F16, B = MmaElem::F16;
  bool Satfinite = false; ///< integer forms: clamp D to the s32 range
  llvm::ArrayRef<llvm::Value *> ARegs, BRegs; ///< i32 fragment registers
  /// The 4 accumulator elements of the lane (float, or i32 for the integer forms; an f16
  /// accumulator is passed as float, and D is rounded back to f16 by the caller).
  llvm::ArrayRef<llvm::Value *> C;
  /// Emits the portable computation at the builder's position (for targets that can use their
  /// matrix unit only under a run-time condition), and makes a new block of the lowering.
  llvm::function_ref<void(llvm::SmallVectorImpl<llvm::Value *> &)> Portable;
  llvm::function_ref<llvm::BasicBlock *(const llvm::Twine &)> NewBlock;

  bool isInt() const { return A == MmaElem::S8 || A == MmaElem::U8; }
  unsigned elemBits() const { return A == MmaElem::TF32 ? 32 : isInt() ? 8 : 16; }
};

// Shared by the mma lowerings (Matrix.cpp, MatrixQuadPair.cpp).
/// The register operands of vector operand N of I (or the single register), expecting Count.
bool fragmentOps(Lowerer &L, const Instruction &I, unsigned N, unsigned Count,
                 std::vector<Operand> &Out, const char *What);
/// Element E of the 32-bit fragment register R as f32 (or i32 for the integer forms).
llvm::Value *fragmentElem(llvm::IRBuilderBase &B, MmaElem K, llvm::Value *R, unsigned E);
/// Stores the accumulator elements D (f32, or i32 for the integer forms) into the registers DOps:
/// one element each, or with Half two per register, rounded to f16 (the lower element in bits 0-15).
bool setAccumulators(Lowerer &L, llvm::ArrayRef<Operand> DOps, llvm::ArrayRef<llvm::Value *> D,
                     bool Half);
/// mma.sync.aligned.m8n8k4 with .f16 inputs; Types are .dtype.atype.btype.ctype, Layouts the
/// two of A and B.
bool lowerMmaQuadPair(Lowerer &L, const Instruction &I, llvm::ArrayRef<llvm::StringRef> Types,
                      llvm::ArrayRef<llvm::StringRef> Layouts);

/// The matrix-unit path for AMDGPU function F (MatrixAmdgpu.cpp): fills D with the lane's 4
/// accumulator elements and returns true, or returns false where F's target has no matrix unit
/// for this form.
bool amdgpuMatrixMultiply(llvm::IRBuilderBase &B, TargetHooks &T, const MmaOp &Op,
                          llvm::SmallVectorImpl<llvm::Value *> &D);

} // namespace scale::ptx

#endif
