// SPDX-License-Identifier: Apache-2.0
//===- Lowering.h - turn one parsed inline PTX asm into LLVM IR ------------------------------===//
//
// Model (DESIGN.md section 5): every operand of the asm statement and every `.reg` is a
// function-local variable (an alloca; SROA/mem2reg make registers of them at -O1 and above).
// Inputs are copied in, so writes to an input stay local to the asm. A read-write operand ("+r")
// reaches LLVM as an output and a tied input whose constraint is the output's number (as a
// matching constraint "0" is written): both name one variable, which starts with the input's
// value. Other outputs start with the current value of the C++ variable they are stored to when
// that is a local variable, a local array element or struct member, or a reference parameter
// (nvcc treats "=r" as read-write); after the last statement the outputs are read back and
// replace the asm call. Guards split blocks,
// labels become blocks, the .cc carry flag is a function-local i1 shared by every asm statement
// of the function.
//
// One row per opcode in PtxOpcodes.def names the function that lowers it; those live in one file
// per PTX ISA chapter (IntArith.cpp, Logic.cpp, ...). A lowering function reads operands with
// get(), writes with set(), and reports unsupported forms with fail() at the instruction's column;
// most start with operands(), which checks the type and operand count and reads the sources.
//===-----------------------------------------------------------------------------------------===//
#ifndef SCALE_AMD_PTX_LOWERING_H
#define SCALE_AMD_PTX_LOWERING_H

#include "PtxAst.h"
#include "TargetHooks.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/IR/IRBuilder.h"

#include <optional>
#include <string>
#include <vector>

namespace llvm {
class CallBase;
class AllocaInst;
} // namespace llvm

namespace scale::ptx {

class Lowerer;
class SymbolScope;
using LowerFn = bool (*)(Lowerer &, const Instruction &);

struct OpcodeInfo {
  const char *Name;
  const char *Chapter;
  LowerFn Fn;
  const char *Forms;
};
/// The row of PtxOpcodes.def for \p Opcode, or nullptr.
const OpcodeInfo *findOpcode(llvm::StringRef Opcode);
/// All rows, in table order.
llvm::ArrayRef<OpcodeInfo> allOpcodes();

/// Function-wide state shared by the asm statements of one function.
struct FunctionState {
  llvm::AllocaInst *Carry = nullptr;
  unsigned NextUid = 0;
};

struct LowerError {
  unsigned Pos = 0;
  std::string Msg;
};

/// A PTX value type parsed from a modifier (".u32", ".f16x2", ...).
struct PtxType {
  enum Kind { Unsigned, Signed, Bits, Float, Pred } K = Bits;
  unsigned Width = 0; ///< of one element
  unsigned Lanes = 1; ///< 2 for f16x2 / bf16x2, 4 for u8x4
  bool BFloat = false;
  std::string Name;
  bool isFloat() const { return K == Float; }
  bool isSigned() const { return K == Signed; }
  unsigned totalBits() const { return Width * Lanes; }
};
std::optional<PtxType> parseType(llvm::StringRef Mod);

/// What most lowering functions start from (Lowerer::operands): the instruction's one type, its
/// IR type, and the source operands read as that type.
struct TypedOperands {
  PtxType Ty;
  llvm::Type *T = nullptr;
  llvm::SmallVector<llvm::Value *, 4> Src; ///< operand 1 first
};

/// What a function of a whole PTX module sees beyond its registers (ModuleLowering.cpp): the
/// module's variables and functions, its own parameters, calls and returns. Inline asm has none;
/// there, names that are not registers are errors and call/ret are not supported.
class SymbolScope {
public:
  virtual ~SymbolScope();
  /// The address of the variable, parameter or function \p Name, or nullptr if there is none.
  virtual llvm::Value *lookup(llvm::StringRef Name) = 0;
  /// Creates the variable of a `.param`/`.local`/`.shared`/`.const` declaration in a body and
  /// returns its address (nullptr after L.fail()).
  virtual llvm::Value *defineVar(Lowerer &L, const VarDecl &V) = 0;
  virtual bool lowerCall(Lowerer &L, const Instruction &I) = 0;
  /// `ret` (\p I), `exit` in a kernel, or the end of the body (\p I null).
  virtual bool lowerReturn(Lowerer &L, const Instruction *I) = 0;
  virtual bool isKernel() const = 0;
  /// `.loc File Line Column`: the source position of the instructions that follow.
  virtual void setLocation(Lowerer &L, unsigned File, unsigned Line, unsigned Column) = 0;
};

class Lowerer {
public:
  /// Inline asm: the statements replace the asm call \p Call.
  Lowerer(llvm::CallBase &Call, TargetHooks &Hooks, FunctionState &FS);
  /// A function of a PTX module: the body is lowered at the end of \p F's entry block.
  Lowerer(llvm::Function &F, TargetHooks &Hooks, FunctionState &FS, SymbolScope &Syms);

  /// Lowers \p Prog in place of the asm call. On failure nothing is changed and \p Err is set.
  bool run(const Program &Prog, LowerError &Err);
  /// Lowers a module function's body (Lowerer(Function&, ...)); a body that ends without `ret`
  /// returns. On failure \p Err is set and the function is left half built.
  bool runBody(const Program &Body, LowerError &Err);

  // ---- what lowering functions use ---------------------------------------------------------
  llvm::IRBuilder<> B;
  TargetHooks &T;
  llvm::LLVMContext &Ctx;
  const llvm::DataLayout &DL;

  /// The IR type of a PTX type (i32, float, <2 x half>, i1, ...).
  llvm::Type *irType(const PtxType &Ty);
  /// The types among the instruction's modifiers, in order (cvt.f32.s32 gives f32, s32).
  std::vector<PtxType> types(const Instruction &I);
  /// The one type of a single-type instruction (fails if there is none).
  std::optional<PtxType> type(const Instruction &I);

  /// Operand \p N read as \p Ty (integers narrowed or widened with \p Signed; .ftz flushed).
  llvm::Value *get(const Instruction &I, unsigned N, llvm::Type *Ty, bool Signed = false);
  llvm::Value *get(const Operand &Op, llvm::Type *Ty, bool Signed = false);
  /// \p V (f32 or f64; anything else unchanged) with subnormals flushed to zero of their sign:
  /// what .ftz does to inputs and results. get() and set() of an instruction apply it for .ftz.
  llvm::Value *flushSubnormal(llvm::Value *V);
  /// A predicate operand (with its '!'), as i1.
  llvm::Value *getPred(const Instruction &I, unsigned N);
  /// Stores \p V into the destination operand \p N (a register, asm operand, or '_').
  bool set(const Instruction &I, unsigned N, llvm::Value *V, bool Signed = false);
  bool set(const Operand &Op, llvm::Value *V, bool Signed = false);
  /// The address operand N as a pointer in state space \p S.
  llvm::Value *address(const Instruction &I, unsigned N, StateSpace S);
  /// A constant integer operand (immediate or "n" operand), if it is one.
  std::optional<uint64_t> constant(const Instruction &I, unsigned N);
  /// Is operand N a vector operand {a, b, ...}? Its elements.
  const std::vector<Operand> *vectorElems(const Instruction &I, unsigned N);

  /// The usual prologue: \p I has one type and \p N operands (destination first); operands
  /// 1..Read (all the sources unless \p Read says fewer) are read as that type, integers extended
  /// as \p Signed says or, by default, as the type says. std::nullopt once an error is recorded.
  std::optional<TypedOperands> operands(const Instruction &I, unsigned N, unsigned Read = ~0u,
                                        std::optional<bool> Signed = std::nullopt);

  bool expectOperands(const Instruction &I, unsigned Min, unsigned Max);
  bool expectOperands(const Instruction &I, unsigned N) { return expectOperands(I, N, N); }
  bool fail(unsigned Pos, std::string Msg);
  bool fail(const Instruction &I, std::string Msg) { return fail(I.Pos, std::move(Msg)); }
  bool unsupported(const Instruction &I, llvm::StringRef Why = "");

  llvm::Value *coerce(llvm::Value *V, llvm::Type *To, bool Signed);
  llvm::Value *carryIn();
  void carryOut(llvm::Value *C);
  /// The module's symbols (nullptr for inline asm).
  SymbolScope *symbols() { return Syms; }
  /// The address of the variable, parameter or function \p Op names (an Operand::Symbol), from
  /// the body's scopes first, then the module's; nullptr after fail().
  llvm::Value *symbolAddress(const Operand &Op);
  /// The signature of `Name: .callprototype ...` of this body, or nullptr.
  const Signature *prototype(llvm::StringRef Name) const { return Prototypes.lookup(Name); }
  /// Branches to the label named by \p Target (an operand of bra).
  bool branch(const Operand &Target);
  /// Starts a new block for the code after a terminator (branch, exit, trap).
  void startDeadBlock();
  llvm::BasicBlock *newBlock(const llvm::Twine &Name);
  llvm::Function &function() { return F; }
  llvm::Module &module();
  /// Is this an inline asm statement (rather than a function of a PTX module)?
  bool inlineAsm() const { return Call != nullptr; }

private:
  struct Slot {
    llvm::Value *Ptr = nullptr;   ///< alloca (or memory operand pointer)
    llvm::Value *Const = nullptr; ///< "n"/"i" operands
    llvm::Type *Ty = nullptr;
    bool IsMemory = false;
    bool IsSymbol = false; ///< Ptr is the address of a variable declared in the body
  };
  llvm::CallBase *Call = nullptr; ///< inline asm; null for a module function
  SymbolScope *Syms = nullptr;    ///< a module function; null for inline asm
  llvm::StringMap<const Signature *> Prototypes;
  llvm::Function &F;
  FunctionState &FS;
  std::vector<Slot> Operands;
  std::vector<unsigned> OutputSlots;
  std::vector<llvm::StringMap<Slot>> Scopes;
  llvm::StringMap<llvm::BasicBlock *> Labels;
  std::vector<llvm::BasicBlock *> NewBlocks;
  std::vector<llvm::Instruction *> NewEntryInsts;
  std::optional<LowerError> Error;

  bool bindOperands();
  llvm::AllocaInst *entryAlloca(llvm::Type *Ty, const llvm::Twine &Name);
  const Slot *lookup(const Operand &Op);
  bool lowerStatement(const Statement &S);
  bool declare(const RegDecl &D);
  bool lowerInstruction(const Instruction &I);
  llvm::Value *initialOutputValue(unsigned ResultIndex, llvm::Type *Ty);
  void rollback();
};

} // namespace scale::ptx

#endif
