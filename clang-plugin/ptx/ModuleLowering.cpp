// SPDX-License-Identifier: Apache-2.0
//===- ModuleLowering.cpp - a whole PTX module as LLVM IR -------------------------------------===//
//
// Model (see ModuleLowering.h for where it is used):
//  * module variables: .global -> addrspace(1), .shared -> addrspace(3) (undef: LDS cannot be
//    initialised), .const -> addrspace(4); `.extern .shared x[]` is a zero-size external LDS
//    array, which the AMDGPU backend places after the static LDS: CUDA's dynamic shared memory
//    (as clang does for `extern __shared__`). Initialisers are flattened PTX lists; `generic(v)`
//    and bare names are the variable's address. .visible gives external linkage (protected, so
//    hipModuleGetGlobal finds it), .extern a declaration, .weak weak linkage, else internal.
//  * kernels (.entry): amdgpu_kernel (ptx_kernel on NVPTX); a scalar .param is an argument of its
//    type, kept in a .local copy that ld.param reads; a byte-array .param (a struct by value) is a
//    `byref` pointer into the kernarg segment (NVPTX: byval), which ld.param reads in place — so the
//    kernarg layout is CUDA's: each parameter at its own alignment. .maxntid/.reqntid give
//    "amdgpu-flat-work-group-size" (1,1024 by default, as CUDA allows) and !reqd_work_group_size;
//    .minnctapersm with the block size gives "amdgpu-waves-per-eu" (blocks x waves per block over
//    the 4 SIMDs of a CU); .maxnreg is ignored.
//  * functions (.func): parameters and returns are LLVM arguments and return values (a byte array
//    as an array value, several returns as a struct); in the body each is a .local variable, so
//    ld.param/st.param on them are loads and stores that SROA removes.
//  * calls: the callee's .param arguments are the call sequence's .param variables (declared in
//    the `{ }` around the call), read with the callee's parameter types; the return value is
//    stored to the (retval) variable. An indirect call takes its type from the .callprototype.
//    __assertfail traps (AMD's assert also ends the kernel); other external functions (vprintf,
//    malloc) have no AMD definition here and are an error at the call, unless the module is one
//    input of a link (ModuleLowerOptions::ExternalCalls): then the call is to the declaration and
//    the linker's caller reports the names no input defines.
//  * ret returns (the return variables read back); exit in a kernel returns too.
//===-----------------------------------------------------------------------------------------===//
#include "ModuleLowering.h"

#include "llvm/ADT/StringMap.h"

#include <algorithm>
#include "llvm/IR/Constants.h"
#include "llvm/IR/DIBuilder.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TargetParser/Triple.h"

using namespace llvm;

namespace scale::ptx {

namespace {

struct Lowering {
  const PtxModule &M;
  llvm::Module &Out;
  const ModuleLowerOptions &O;
  LLVMContext &Ctx;
  bool Amdgpu;
  std::optional<LowerError> Error;
  StringMap<Value *> Globals;               ///< module variables and functions by PTX name
  StringMap<const PtxFunction *> Defined; ///< functions with a body
  StringMap<const PtxFunction *> Decls;   ///< every function's first declaration
  // Line information from .file/.loc (created at the first .loc): a compile unit, one file per
  // .file, one subprogram per function with a .loc.
  std::unique_ptr<DIBuilder> DIB;
  DICompileUnit *CU = nullptr;
  std::vector<DIFile *> Files;

  DIFile *diFile(unsigned N) {
    if (!DIB) {
      DIB = std::make_unique<DIBuilder>(Out);
      for (const std::string &F : M.Files) {
        StringRef Name(F);
        size_t Slash = Name.rfind('/');
        Files.push_back(F.empty() ? nullptr
                        : Slash == StringRef::npos ? DIB->createFile(Name, ".")
                                                   : DIB->createFile(Name.substr(Slash + 1), Name.substr(0, Slash)));
      }
      DIFile *First = nullptr;
      for (DIFile *F : Files)
        if (F && !First)
          First = F;
      if (!First)
        First = DIB->createFile("<ptx>", ".");
      CU = DIB->createCompileUnit(DISourceLanguageName(dwarf::DW_LANG_C_plus_plus), First,
                                  "scale-amd ptxas", true, "", 0, StringRef(),
                                  DICompileUnit::LineTablesOnly);
      Out.addModuleFlag(llvm::Module::Warning, "Debug Info Version", DEBUG_METADATA_VERSION);
      Out.addModuleFlag(llvm::Module::Warning, "Dwarf Version", 5);
    }
    return N < Files.size() && Files[N] ? Files[N] : CU->getFile();
  }

  Lowering(const PtxModule &M, llvm::Module &Out, const ModuleLowerOptions &O)
      : M(M), Out(Out), O(O), Ctx(Out.getContext()), Amdgpu(Triple(Out.getTargetTriple()).isAMDGPU()) {}

  bool fail(unsigned Pos, std::string Msg) {
    if (!Error)
      Error = LowerError{Pos, std::move(Msg)};
    return false;
  }

  unsigned spaceAS(StringRef Space) const {
    if (Space == "global")
      return 1;
    if (Space == "shared")
      return 3;
    if (Space == "const")
      return 4;
    return Amdgpu ? 5 : 0;
  }

  /// The IR type of one element of \p V (i8 for .b8, float for .f32, <4 x i32> for .v4.u32).
  Type *elemType(const VarDecl &V) {
    std::optional<PtxType> T = parseType(V.Type);
    if (!T || T->K == PtxType::Pred) {
      fail(V.Pos, "unknown or unsupported variable type '." + V.Type + "'");
      return nullptr;
    }
    Type *E;
    if (T->isFloat())
      E = T->Width == 16 ? (T->BFloat ? Type::getBFloatTy(Ctx) : Type::getHalfTy(Ctx))
          : T->Width == 32 ? Type::getFloatTy(Ctx)
                           : Type::getDoubleTy(Ctx);
    else
      E = IntegerType::get(Ctx, T->Width);
    if (T->Lanes > 1)
      E = FixedVectorType::get(E, T->Lanes);
    if (V.VectorWidth)
      E = FixedVectorType::get(E, V.VectorWidth);
    return E;
  }

  uint64_t elemCount(const VarDecl &V) {
    uint64_t N = 1;
    for (uint64_t D : V.Dims)
      N *= D;
    return N;
  }

  /// The type of the whole variable; unsized `[]` arrays take their initializer's length.
  Type *varType(const VarDecl &V) {
    Type *E = elemType(V);
    if (!E || !V.IsArray)
      return E;
    uint64_t N = elemCount(V);
    if (N == 0 && !V.Dims.empty() && V.HasInit) {
      uint64_t Inner = 1;
      for (size_t K = 1; K < V.Dims.size(); ++K)
        Inner *= V.Dims[K];
      if (Inner)
        N = (V.Init.size() + Inner - 1) / Inner * Inner;
    }
    return ArrayType::get(E, N);
  }

  Align varAlign(const VarDecl &V, Type *T) {
    if (V.Align)
      return Align(V.Align);
    Type *E = T->isArrayTy() ? T->getArrayElementType() : T;
    return Out.getDataLayout().getABITypeAlign(E);
  }

  Constant *initElem(const Operand &Op, Type *E) {
    if (Op.K == Operand::Symbol) {
      Value *G = Globals.lookup(Op.Name);
      if (!G) {
        fail(Op.Pos, "initializer names '" + Op.Name + "', which is not declared before it");
        return nullptr;
      }
      if (!E->isIntegerTy(64)) {
        fail(Op.Pos, "an address in an initializer needs a 64-bit element (.u64/.b64)");
        return nullptr;
      }
      auto *C = cast<Constant>(G);
      if (C->getType()->getPointerAddressSpace() != 0)
        C = ConstantExpr::getAddrSpaceCast(C, PointerType::get(Ctx, 0));
      Constant *I = ConstantExpr::getPtrToInt(C, E);
      if (Op.Offset)
        I = ConstantExpr::getAdd(I, ConstantInt::get(E, Op.Offset));
      return I;
    }
    if (E->isIntegerTy()) {
      if (Op.K == Operand::FloatImm)
        return ConstantInt::get(E, Op.Bits);
      return ConstantInt::get(E, Op.Int);
    }
    if (E->isFloatingPointTy()) {
      APFloat F(0.0);
      if (Op.K == Operand::FloatImm)
        F = Op.IsDouble ? APFloat(APFloat::IEEEdouble(), APInt(64, Op.Bits))
                        : APFloat(APFloat::IEEEsingle(), APInt(32, Op.Bits));
      else
        F = APFloat(double(int64_t(Op.Int)));
      bool Loses;
      F.convert(E->getFltSemantics(), APFloat::rmNearestTiesToEven, &Loses);
      return ConstantFP::get(E, F);
    }
    fail(Op.Pos, "initializers of vector variables are not supported");
    return nullptr;
  }

  Constant *initializer(const VarDecl &V, Type *T) {
    if (!V.HasInit)
      return Constant::getNullValue(T);
    if (!T->isArrayTy()) {
      if (V.Init.size() != 1) {
        fail(V.Pos, "a scalar variable takes one initializer value");
        return nullptr;
      }
      return initElem(V.Init[0], T);
    }
    Type *E = T->getArrayElementType();
    uint64_t N = T->getArrayNumElements();
    if (V.Init.size() > N) {
      fail(V.Pos, "more initializer values (" + std::to_string(V.Init.size()) + ") than elements (" +
                      std::to_string(N) + ")");
      return nullptr;
    }
    std::vector<Constant *> Elems;
    for (const Operand &Op : V.Init) {
      Constant *C = initElem(Op, E);
      if (!C)
        return nullptr;
      Elems.push_back(C);
    }
    Elems.resize(N, Constant::getNullValue(E));
    return ConstantArray::get(cast<ArrayType>(T), Elems);
  }

  GlobalVariable *defineGlobal(const VarDecl &V, const std::string &IRName, bool Local) {
    if (V.Space == "local")
      return fail(V.Pos, "module-scope .local variables are not supported"), nullptr;
    Type *T = varType(V);
    if (!T)
      return nullptr;
    bool Shared = V.Space == "shared";
    if (Shared && V.HasInit)
      return fail(V.Pos, ".shared variables cannot have an initializer"), nullptr;
    // nvcc writes __device__/__constant__ variables without .visible in whole-program PTX, and
    // cuModuleGetGlobal still finds them: every named .global/.const variable stays a symbol of
    // the code object; nvcc's own tables ($str, __cudart_*) and .shared ones are internal.
    bool Hidden = StringRef(V.Name).starts_with("$") || StringRef(V.Name).starts_with("__cudart_") ||
                  V.Space == "shared";
    GlobalValue::LinkageTypes L = Local || (!V.Visible && !V.Extern && Hidden) ? GlobalValue::InternalLinkage
                                  : V.Weak                           ? GlobalValue::WeakAnyLinkage
                                                                     : GlobalValue::ExternalLinkage;
    Constant *Init = nullptr;
    if (!V.Extern) {
      Init = Shared ? UndefValue::get(T) : initializer(V, T);
      if (!Init)
        return nullptr;
    }
    auto *G = new GlobalVariable(Out, T, V.Space == "const" && !V.Extern, L, Init, IRName, nullptr,
                                 GlobalValue::NotThreadLocal, spaceAS(V.Space));
    G->setAlignment(varAlign(V, T));
    if (L != GlobalValue::InternalLinkage && !Shared)
      G->setVisibility(GlobalValue::ProtectedVisibility);
    if (!Shared && !V.Extern && V.Space == "global")
      G->setExternallyInitialized(true); // cudaMemcpyToSymbol may write it before a launch
    return G;
  }

  /// The IR type of a parameter or return value.
  Type *paramType(const VarDecl &V) {
    if (V.IsArray && elemCount(V) == 0)
      return fail(V.Pos, "a parameter needs a size"), nullptr;
    return varType(V);
  }

  FunctionType *signatureType(const Signature &S, bool Kernel) {
    SmallVector<Type *, 8> Params;
    for (const VarDecl &V : S.Params) {
      Type *T = paramType(V);
      if (!T)
        return nullptr;
      Params.push_back(Kernel && T->isArrayTy() ? PointerType::get(Ctx, Amdgpu ? 4 : 0) : T);
    }
    Type *Ret = Type::getVoidTy(Ctx);
    SmallVector<Type *, 2> Rets;
    for (const VarDecl &V : S.Returns) {
      Type *T = paramType(V);
      if (!T)
        return nullptr;
      Rets.push_back(T);
    }
    if (Rets.size() == 1)
      Ret = Rets[0];
    else if (Rets.size() > 1)
      Ret = StructType::get(Ctx, Rets);
    return FunctionType::get(Ret, Params, false);
  }

  llvm::Function *declareFunction(const PtxFunction &PF) {
    if (Value *V = Globals.lookup(PF.Name))
      return dyn_cast<llvm::Function>(V);
    FunctionType *FT = signatureType(PF.Sig, PF.IsEntry);
    if (!FT)
      return nullptr;
    bool Local = !PF.Visible && !PF.Extern && !PF.IsEntry;
    auto *F = llvm::Function::Create(FT, Local ? GlobalValue::InternalLinkage
                                             : PF.Weak ? GlobalValue::WeakAnyLinkage
                                                       : GlobalValue::ExternalLinkage,
                                     PF.Name, Out);
    if (!Local)
      F->setVisibility(GlobalValue::ProtectedVisibility);
    if (!O.CPU.empty())
      F->addFnAttr("target-cpu", O.CPU);
    if (!O.Features.empty())
      F->addFnAttr("target-features", O.Features);
    if (PF.NoReturn)
      F->setDoesNotReturn();
    if (PF.IsEntry)
      kernelAttributes(PF, *F);
    Globals[PF.Name] = F;
    Decls[PF.Name] = &PF;
    return F;
  }

  void kernelAttributes(const PtxFunction &PF, llvm::Function &F) {
    F.setCallingConv(Amdgpu ? CallingConv::AMDGPU_KERNEL : CallingConv::PTX_Kernel);
    for (unsigned K = 0; K < PF.Sig.Params.size(); ++K) {
      const VarDecl &V = PF.Sig.Params[K];
      if (!V.IsArray)
        continue;
      Type *T = varType(V);
      F.addParamAttr(K, Attribute::getWithAlignment(Ctx, varAlign(V, T)));
      F.addParamAttr(K, Amdgpu ? Attribute::getWithByRefType(Ctx, T) : Attribute::getWithByValType(Ctx, T));
      F.addParamAttr(K, Attribute::NoAlias);
      F.addParamAttr(K, Attribute::ReadOnly);
    }
    if (!Amdgpu)
      return;
    unsigned Max = 1024;
    unsigned Req = PF.ReqNtid[0] * PF.ReqNtid[1] * PF.ReqNtid[2];
    if (PF.MaxNtid[0])
      Max = std::min(Max, PF.MaxNtid[0] * PF.MaxNtid[1] * PF.MaxNtid[2]);
    if (Req)
      Max = std::min(Max, Req);
    F.addFnAttr("amdgpu-flat-work-group-size", (Req ? std::to_string(Max) : std::string("1")) + "," +
                                                   std::to_string(Max));
    F.addFnAttr("uniform-work-group-size", "true");
    if (Req) {
      Metadata *MD[3];
      for (unsigned K = 0; K < 3; ++K)
        MD[K] = ConstantAsMetadata::get(ConstantInt::get(Type::getInt32Ty(Ctx), PF.ReqNtid[K]));
      F.setMetadata("reqd_work_group_size", MDNode::get(Ctx, MD));
    }
    if (PF.MinNctaPerSm && (PF.MaxNtid[0] || Req)) {
      bool Wave64 = StringRef(O.CPU).starts_with("gfx9");
      unsigned Waves = (Max + (Wave64 ? 63 : 31)) / (Wave64 ? 64 : 32);
      unsigned PerEu = std::clamp((PF.MinNctaPerSm * Waves + 3) / 4, 1u, Wave64 ? 8u : 16u);
      F.addFnAttr("amdgpu-waves-per-eu", std::to_string(PerEu));
    }
  }

  bool run(LowerError &Err);
  bool lowerBody(const PtxFunction &PF, llvm::Function &F);
};

/// The scope of one function body: its parameters and return variables over the module's names.
class FunctionScope final : public SymbolScope {
public:
  FunctionScope(Lowering &ML, const PtxFunction &PF, llvm::Function &F) : ML(ML), PF(PF), F(F) {}

  StringMap<Value *> Params; ///< parameter and return variables by name
  std::vector<std::pair<Value *, Type *>> Returns;

  Value *lookup(StringRef Name) override {
    if (Value *V = Params.lookup(Name))
      return V;
    return ML.Globals.lookup(Name);
  }

  bool isKernel() const override { return PF.IsEntry; }

  Value *defineVar(Lowerer &L, const VarDecl &V) override {
    Type *T = ML.varType(V);
    if (!T) {
      L.fail(V.Pos, ML.Error->Msg);
      return nullptr;
    }
    if (V.Space == "param" || V.Space == "local") {
      BasicBlock &Entry = F.getEntryBlock();
      IRBuilder<> EB(&Entry, Entry.getFirstInsertionPt());
      AllocaInst *A = EB.CreateAlloca(T, L.DL.getAllocaAddrSpace(), nullptr, V.Name);
      A->setAlignment(ML.varAlign(V, T));
      return A;
    }
    GlobalVariable *G = ML.defineGlobal(V, F.getName().str() + "." + V.Name, /*Local=*/true);
    if (!G)
      L.fail(V.Pos, ML.Error ? ML.Error->Msg : "bad variable");
    return G;
  }

  bool lowerCall(Lowerer &L, const Instruction &I) override;

  void setLocation(Lowerer &L, unsigned File, unsigned Line, unsigned Column) override {
    DIFile *DF = ML.diFile(File);
    if (!SP) {
      SP = ML.DIB->createFunction(DF, F.getName(), F.getName(), DF, Line,
                                  ML.DIB->createSubroutineType(ML.DIB->getOrCreateTypeArray({})), Line,
                                  DINode::FlagZero, DISubprogram::SPFlagDefinition);
      F.setSubprogram(SP);
    }
    DIScope *Scope = DF == SP->getFile() ? static_cast<DIScope *>(SP) : ML.DIB->createLexicalBlockFile(SP, DF);
    L.B.SetCurrentDebugLocation(DILocation::get(L.Ctx, Line, Column, Scope));
  }

  bool lowerReturn(Lowerer &L, const Instruction *I) override {
    IRBuilder<> &B = L.B;
    Type *RT = F.getReturnType();
    if (RT->isVoidTy()) {
      B.CreateRetVoid();
    } else if (Returns.size() == 1) {
      B.CreateRet(B.CreateLoad(RT, Returns[0].first));
    } else {
      Value *Agg = PoisonValue::get(RT);
      for (unsigned K = 0; K < Returns.size(); ++K)
        Agg = B.CreateInsertValue(Agg, B.CreateLoad(Returns[K].second, Returns[K].first), K);
      B.CreateRet(Agg);
    }
    (void)I;
    L.startDeadBlock();
    return true;
  }

private:
  Lowering &ML;
  const PtxFunction &PF;
  llvm::Function &F;
  DISubprogram *SP = nullptr;
};

bool FunctionScope::lowerCall(Lowerer &L, const Instruction &I) {
  IRBuilder<> &B = L.B;
  size_t N = I.Ops.size(), K = 0;
  const Operand *Rets = nullptr, *Args = nullptr, *Proto = nullptr;
  if (K < N && I.Ops[K].K == Operand::List)
    Rets = &I.Ops[K++];
  if (K >= N)
    return L.fail(I, "'call' needs a function");
  const Operand &Callee = I.Ops[K++];
  if (K < N && I.Ops[K].K == Operand::List)
    Args = &I.Ops[K++];
  if (K < N && I.Ops[K].K == Operand::Symbol)
    Proto = &I.Ops[K++];
  if (K != N)
    return L.fail(I.Ops[K].Pos, "unexpected operand of 'call'");

  FunctionType *FT = nullptr;
  Value *Target = nullptr;
  if (Callee.K == Operand::Symbol && !L.prototype(Callee.Name)) {
    auto *CF = dyn_cast_or_null<llvm::Function>(ML.Globals.lookup(Callee.Name));
    if (!CF)
      return L.fail(Callee.Pos, "call to '" + Callee.Name + "', which is not a function of this module");
    if (Callee.Name == "__assertfail") { // assert(): the kernel ends with a trap
      B.CreateIntrinsic(Intrinsic::trap, ArrayRef<Type *>(), ArrayRef<Value *>());
      return true;
    }
    // printf: nvcc's vprintf(format, argument buffer). When linking, the call stays a call to the
    // declaration, marked with its PTX position; the linker's caller expands it (on AMDGPU into
    // the device library's hostcall printf, tools/ptxas/Printf.cpp; NVIDIA's driver has vprintf).
    bool Printf = Callee.Name == "vprintf" && ML.O.ExternalCalls && !ML.Defined.count(Callee.Name);
    if (!ML.Defined.count(Callee.Name) && !Printf) {
      if (!ML.O.ExternalCalls)
        return L.fail(Callee.Pos, externalCallMessage(Callee.Name));
      // Linking: another input may define it (the linker's caller checks).
      std::vector<ExternalCall> &X = *ML.O.ExternalCalls;
      if (std::none_of(X.begin(), X.end(), [&](const ExternalCall &C) { return C.Name == Callee.Name; }))
        X.push_back({Callee.Name, Callee.Pos});
    }
    FT = CF->getFunctionType();
    Target = CF;
  } else {
    if (!Proto)
      return L.fail(I, "an indirect call needs a .callprototype");
    const Signature *Sig = L.prototype(Proto->Name);
    if (!Sig)
      return L.fail(Proto->Pos, "'" + Proto->Name + "' is not a .callprototype of this function");
    FT = ML.signatureType(*Sig, false);
    if (!FT)
      return L.fail(Proto->Pos, ML.Error->Msg);
    Target = L.get(Callee, PointerType::get(L.Ctx, 0));
    if (!Target)
      return false;
  }
  size_t NArgs = Args ? Args->Elems.size() : 0;
  if (NArgs != FT->getNumParams())
    return L.fail(I, "'call' passes " + std::to_string(NArgs) + " arguments to a function of " +
                         std::to_string(FT->getNumParams()));
  SmallVector<Value *, 8> Vals;
  for (size_t A = 0; A < NArgs; ++A) {
    const Operand &Op = Args->Elems[A];
    Type *PT = FT->getParamType(unsigned(A));
    Value *V;
    if (Op.K == Operand::Symbol) {
      Value *P = L.symbolAddress(Op);
      if (!P)
        return false;
      V = B.CreateLoad(PT, P);
    } else {
      V = L.get(Op, PT);
    }
    if (!V)
      return false;
    Vals.push_back(V);
  }
  CallInst *CI = B.CreateCall(FT, Target, Vals);
  if (auto *CF = dyn_cast<llvm::Function>(Target))
    CI->setCallingConv(CF->getCallingConv());
  if (Callee.K == Operand::Symbol && Callee.Name == "vprintf" && !ML.Defined.count(Callee.Name))
    CI->setMetadata(PtxPositionMD, MDNode::get(L.Ctx, ConstantAsMetadata::get(ConstantInt::get(
                                                          Type::getInt32Ty(L.Ctx), Callee.Pos))));
  size_t NRets = Rets ? Rets->Elems.size() : 0;
  if (FT->getReturnType()->isVoidTy() && NRets)
    return L.fail(I, "'call' takes a return value from a function that returns nothing");
  for (size_t R = 0; R < NRets; ++R) {
    const Operand &Op = Rets->Elems[R];
    Value *V = NRets == 1 && !FT->getReturnType()->isStructTy() ? CI
                                                                : B.CreateExtractValue(CI, unsigned(R));
    if (Op.K == Operand::Symbol) {
      Value *P = L.symbolAddress(Op);
      if (!P)
        return false;
      B.CreateStore(V, P);
    } else if (!L.set(Op, V)) {
      return false;
    }
  }
  return true;
}

bool Lowering::lowerBody(const PtxFunction &PF, llvm::Function &F) {
  BasicBlock *Entry = BasicBlock::Create(Ctx, "entry", &F);
  IRBuilder<> B(Entry);
  FunctionScope Scope(*this, PF, F);
  const DataLayout &DL = Out.getDataLayout();
  for (unsigned K = 0; K < PF.Sig.Params.size(); ++K) {
    const VarDecl &V = PF.Sig.Params[K];
    Argument *A = F.getArg(K);
    A->setName(V.Name);
    if (PF.IsEntry && V.IsArray) { // read in place in the kernarg segment
      Scope.Params[V.Name] = A;
      continue;
    }
    AllocaInst *Copy = B.CreateAlloca(A->getType(), DL.getAllocaAddrSpace(), nullptr, V.Name + ".addr");
    Copy->setAlignment(varAlign(V, A->getType()));
    B.CreateStore(A, Copy);
    Scope.Params[V.Name] = Copy;
  }
  Type *RT = F.getReturnType();
  for (unsigned K = 0; K < PF.Sig.Returns.size(); ++K) {
    const VarDecl &V = PF.Sig.Returns[K];
    Type *T = RT->isStructTy() ? RT->getStructElementType(K) : RT;
    AllocaInst *R = B.CreateAlloca(T, DL.getAllocaAddrSpace(), nullptr, V.Name);
    R->setAlignment(varAlign(V, T));
    B.CreateStore(Constant::getNullValue(T), R);
    Scope.Params[V.Name] = R;
    Scope.Returns.push_back({R, T});
  }
  std::unique_ptr<TargetHooks> Hooks = Amdgpu ? createAmdgpuHooks(F) : createNvptxHooks(F);
  FunctionState FS;
  Lowerer L(F, *Hooks, FS, Scope);
  LowerError E;
  if (!L.runBody(PF.Body, E))
    return fail(E.Pos, E.Msg);
  // Blocks after a terminator that nothing reaches (code after ret, bra) end unreachably.
  for (BasicBlock &BB : F)
    if (!BB.getTerminator())
      new UnreachableInst(Ctx, &BB);
  return true;
}

bool Lowering::run(LowerError &Err) {
  if (Amdgpu) // as the driver compiles (-mcode-object-version=5): what ROCm 5.2's runtime loads
    Out.addModuleFlag(llvm::Module::Error, "amdhsa_code_object_version", 500);
  // Functions first (initialisers may name them), then variables in order, then bodies.
  for (const PtxFunction &PF : M.Funcs) {
    if (PF.HasBody) {
      if (Defined.count(PF.Name))
        return fail(PF.Pos, "function '" + PF.Name + "' defined twice"), Err = *Error, false;
      Defined[PF.Name] = &PF;
    }
    if (!declareFunction(PF))
      return Err = Error ? *Error : LowerError{PF.Pos, "'" + PF.Name + "' is not a function"}, false;
  }
  for (const VarDecl &V : M.Vars) {
    if (Globals.count(V.Name))
      return fail(V.Pos, "'" + V.Name + "' declared twice"), Err = *Error, false;
    GlobalVariable *G = defineGlobal(V, V.Name, false);
    if (!G)
      return Err = *Error, false;
    Globals[V.Name] = G;
  }
  for (const PtxFunction &PF : M.Funcs)
    if (PF.HasBody && !lowerBody(PF, *cast<llvm::Function>(Globals.lookup(PF.Name))))
      return Err = *Error, false;
  if (DIB)
    DIB->finalize();
  std::string VerifyMsg;
  raw_string_ostream OS(VerifyMsg);
  if (verifyModule(Out, &OS)) {
    Err = {0, "internal error: the lowered module is not valid LLVM IR: " + OS.str()};
    return false;
  }
  return true;
}

} // namespace

std::string externalCallMessage(const std::string &Name) {
  return "call to the external function '" + Name + "', which has no definition for AMD GPUs" +
         (Name == "vprintf" ? " (printf in PTX modules is not supported)" : "");
}

bool lowerPtxModule(const PtxModule &M, llvm::Module &Out, const ModuleLowerOptions &O, LowerError &Err) {
  Lowering L(M, Out, O);
  return L.run(Err);
}

} // namespace scale::ptx
