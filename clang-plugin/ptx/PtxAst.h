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
#include <memory>
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
    Symbol,     ///< an identifier that is not a declared register: a label, a variable, a
                ///< parameter or a function of the module
    Vector,     ///< {a, b, c, d} (Elems)
    Address,    ///< [base + Offset] (Elems[0] is the base; absent for [imm])
    Sink,       ///< _ in a vector or destination position
    PredPair,   ///< p|q (Elems[0], Elems[1])
    List,       ///< (a, b, ...): the return and argument lists of call (Elems)
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

/// A variable of a state space: `.global .align 4 .b8 tab[16] = {...};`, a `.param` of a
/// function's signature or of a call sequence, a `.local` depot, a `.shared` array.
struct VarDecl {
  std::string Space;             ///< "global", "shared", "const", "local", "param", "reg"
  unsigned Align = 0;            ///< .align N (0: the type's own)
  std::string Type;              ///< "b8", "u64", "f32", ...
  unsigned VectorWidth = 0;      ///< .v2/.v4
  std::string Name;
  std::vector<uint64_t> Dims;    ///< [16][4] (a 0 for `[]`: sized by the initializer or extern)
  bool IsArray = false;
  bool Extern = false, Visible = false, Weak = false;
  std::vector<Operand> Init;     ///< flattened initializer: IntImm, FloatImm, Symbol (its address)
  bool HasInit = false;
  unsigned Pos = 0;
};

/// The parameter and return lists of a `.func`/`.entry`, or of a `.callprototype`.
struct Signature {
  std::vector<VarDecl> Returns;
  std::vector<VarDecl> Params;
};

struct Statement {
  enum Kind { Instr, Decl, Label, ScopeOpen, ScopeClose, Var, Prototype, Loc };
  Kind K = Instr;
  Instruction I;    ///< K == Instr
  RegDecl D;        ///< K == Decl
  std::string Name; ///< K == Label, Prototype (its label)
  VarDecl V;        ///< K == Var (a .param/.local/.shared inside a function body)
  std::shared_ptr<Signature> Proto; ///< K == Prototype
  unsigned File = 0, Line = 0, Column = 0; ///< K == Loc (.loc File Line Column)
  unsigned Pos = 0;
};

struct Program {
  std::vector<Statement> Stmts;
};

// ---- whole modules (PTX files: ptxas, cuModuleLoadData) --------------------------------------

struct PtxFunction {
  bool IsEntry = false;
  bool Extern = false, Visible = false, Weak = false;
  bool HasBody = false;
  std::string Name;
  Signature Sig;
  unsigned MaxNtid[3] = {0, 0, 0}; ///< .maxntid (0: not given)
  unsigned ReqNtid[3] = {0, 0, 0}; ///< .reqntid
  unsigned MinNctaPerSm = 0;       ///< .minnctapersm
  unsigned MaxNReg = 0;            ///< .maxnreg
  bool NoReturn = false;
  Program Body;
  unsigned Pos = 0;
};

/// A warning of the module parser (an unknown .pragma, an ignored directive).
struct Diagnostic {
  unsigned Pos = 0;
  std::string Msg;
};

struct PtxModule {
  std::string Version;     ///< .version 9.0
  std::string Target;      ///< .target sm_86 (first item)
  unsigned AddressSize = 64;
  std::vector<VarDecl> Vars;      ///< module-scope variables, in order
  std::vector<PtxFunction> Funcs;    ///< declarations and definitions, in order
  std::vector<std::string> Files; ///< .file N "name": Files[N]
  std::vector<Diagnostic> Warnings;
};

} // namespace scale::ptx

#endif
