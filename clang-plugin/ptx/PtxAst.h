// SPDX-License-Identifier: Apache-2.0
//===- PtxAst.h - what an inline PTX asm string contains -------------------------------------===//
//
// The parsed form of the text inside one asm statement: a flat list of statements (instructions,
// `.reg` declarations, labels, and the `{` `}` that open and close register scopes). Instructions
// keep their opcode and modifiers as written ("add" + {"cc", "u32"}); the lowering decides what
// the modifiers mean. Every node carries the byte offset of its first character in the asm text
// so that diagnostics can point at the column.
//===-----------------------------------------------------------------------------------------===//
#ifndef SCALE_AMD_PTX_PTXAST_H
#define SCALE_AMD_PTX_PTXAST_H

#include <cstdint>
#include <string>
#include <vector>

namespace scale::ptx {

struct Operand {
  enum Kind {
    Register,   ///< a register declared with .reg (Name)
    AsmOperand, ///< %N / $N: the N-th operand of the asm statement (Index)
    SpecialReg, ///< %%tid.x and friends (Name = "tid", Component = 'x' or 0)
    IntImm,     ///< an integer literal (Int)
    FloatImm,   ///< 0fXXXXXXXX (IsDouble = false) / 0dXXXX... or decimal (IsDouble = true): Bits
    Symbol,     ///< an identifier that is not a declared register: a label or a named constant
    Vector,     ///< {a, b, c, d} (Elems)
    Address,    ///< [base + Offset] (Elems[0] is the base; absent for [imm])
    Sink,       ///< _ in a vector or destination position
    PredPair,   ///< p|q (Elems[0], Elems[1])
  };
  Kind K = IntImm;
  std::string Name;
  unsigned Index = 0;
  char Component = 0;
  uint64_t Int = 0;
  uint64_t Bits = 0;
  bool IsDouble = false;
  bool Negated = false; ///< !p
  std::string Sel;      ///< a video instruction's byte/half selector: "b0", "h10", "b3210"
  bool Minus = false;   ///< -a: a negated source of vmad
  int64_t Offset = 0;
  std::vector<Operand> Elems;
  unsigned Pos = 0; ///< byte offset in the asm text
};

struct Instruction {
  bool HasGuard = false;
  bool GuardNegated = false;
  Operand Guard;                 ///< the predicate of @p / @!p
  std::string Opcode;            ///< "add"
  std::vector<std::string> Mods; ///< {"cc", "u32"} for add.cc.u32
  std::vector<Operand> Ops;
  unsigned Pos = 0;

  bool has(const char *Mod) const {
    for (const std::string &M : Mods)
      if (M == Mod)
        return true;
    return false;
  }
  /// "add.cc.u32": the instruction as written, for messages.
  std::string fullName() const {
    std::string S = Opcode;
    for (const std::string &M : Mods)
      S += "." + M;
    return S;
  }
};

struct RegDecl {
  std::string Type;               ///< "b32", "pred", "f16x2", ...
  unsigned VectorWidth = 0;       ///< .v2/.v4 declarations (0 = scalar)
  std::vector<std::string> Names; ///< expanded: r<3> gives r0, r1, r2
  unsigned Pos = 0;
};

struct Statement {
  enum Kind { Instr, Decl, Label, ScopeOpen, ScopeClose };
  Kind K = Instr;
  Instruction I;    ///< K == Instr
  RegDecl D;        ///< K == Decl
  std::string Name; ///< K == Label
  unsigned Pos = 0;
};

struct Program {
  std::vector<Statement> Stmts;
};

} // namespace scale::ptx

#endif
