// SPDX-License-Identifier: Apache-2.0
//===- Printf.cpp - nvcc's vprintf in PTX modules, as AMD's hostcall printf -------------------===//
//
// nvcc lowers printf(fmt, a, b) to vprintf(fmt, buf): buf is a local buffer holding the promoted
// arguments in order, each at its own alignment (int and smaller: 4 bytes; long, long long,
// size_t, pointers, %s strings: 8; float promoted to double: 8). Here the format string, a
// constant of the module, is read at compile time; each argument is loaded from the buffer at its
// offset and the call becomes LLVM's AMDGPU printf expansion (emitAMDGPUPrintfCall, what clang
// does for printf in HIP/CUDA device code): the ROCm device library's hostcall printf
// (__ockl_printf_begin/append_args/append_string_n), linked from ockl.bc. The HIP runtime
// prints on the host, as for printf in CUDA sources compiled by our nvcc.
//===-----------------------------------------------------------------------------------------===//
#include "Printf.h"

#include "ModuleLowering.h"
#include "PtxParser.h"

#include "llvm/Bitcode/BitcodeReader.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Linker/Linker.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Transforms/InstCombine/InstCombine.h"
#include "llvm/Transforms/Scalar/EarlyCSE.h"
#include "llvm/Transforms/Scalar/SROA.h"
#include "llvm/Transforms/Utils/AMDGPUEmitPrintf.h"

#include <algorithm>
#include <set>

using namespace llvm;

namespace scale::ptxas {

namespace {

/// One argument of a format: its size in the buffer (4 or 8) and how to read it.
struct PrintfArg {
  enum Kind { Int, Double, Pointer } K;
  unsigned Size;
};

/// The arguments \p Fmt takes, in order; false with \p Err for what vprintf cannot pass.
bool parseFormat(StringRef Fmt, std::vector<PrintfArg> &Args, std::string &Err) {
  for (size_t I = 0; I < Fmt.size(); ++I) {
    if (Fmt[I] != '%')
      continue;
    if (++I < Fmt.size() && Fmt[I] == '%')
      continue;
    while (I < Fmt.size() && StringRef("-+ #0'").contains(Fmt[I]))
      ++I;
    auto Number = [&] {
      if (I < Fmt.size() && Fmt[I] == '*') {
        Args.push_back({PrintfArg::Int, 4});
        ++I;
        return;
      }
      while (I < Fmt.size() && isDigit(Fmt[I]))
        ++I;
    };
    Number();
    if (I < Fmt.size() && Fmt[I] == '.') {
      ++I;
      Number();
    }
    unsigned Long = 0; // 0: int, 1: long / long long / size_t / intmax_t / ptrdiff_t
    bool LongDouble = false;
    while (I < Fmt.size() && StringRef("hlLqjzt").contains(Fmt[I])) {
      if (Fmt[I] == 'l' || Fmt[I] == 'q' || Fmt[I] == 'j' || Fmt[I] == 'z' || Fmt[I] == 't')
        Long = 1;
      if (Fmt[I] == 'L')
        LongDouble = true;
      ++I;
    }
    if (I >= Fmt.size()) {
      Err = "the format string ends inside a conversion";
      return false;
    }
    char C = Fmt[I];
    if (StringRef("diouxXc").contains(C)) {
      Args.push_back({PrintfArg::Int, Long ? 8u : 4u});
    } else if (StringRef("fFeEgGaA").contains(C)) {
      if (LongDouble) {
        Err = "'%L" + std::string(1, C) + "': long double has no device representation";
        return false;
      }
      Args.push_back({PrintfArg::Double, 8});
    } else if (C == 's' || C == 'p') {
      Args.push_back({PrintfArg::Pointer, 8});
    } else if (C == 'n') {
      Err = "'%n' is not supported in device printf";
      return false;
    } else {
      Err = "unknown conversion '%" + std::string(1, C) + "' in the format string";
      return false;
    }
  }
  return true;
}

/// The format string a vprintf call passes: a constant array of the module (nvcc's $str), through
/// address-space casts and integer round trips.
std::optional<std::string> formatString(Value *V) {
  for (unsigned Depth = 0; Depth < 8; ++Depth) {
    if (auto *CE = dyn_cast<ConstantExpr>(V); CE && (CE->getOpcode() == Instruction::PtrToInt ||
                                                     CE->getOpcode() == Instruction::IntToPtr ||
                                                     CE->getOpcode() == Instruction::AddrSpaceCast)) {
      V = CE->getOperand(0);
      continue;
    }
    if (auto *I = dyn_cast<CastInst>(V)) {
      V = I->getOperand(0);
      continue;
    }
    break;
  }
  auto *G = dyn_cast<GlobalVariable>(V->stripPointerCasts());
  if (!G || !G->hasInitializer() || !G->hasLocalLinkage())
    return std::nullopt;
  auto *A = dyn_cast<ConstantDataArray>(G->getInitializer());
  if (!A || !A->isString())
    return std::nullopt;
  StringRef S = A->getAsString();
  return S.substr(0, S.find('\0')).str();
}

std::string deviceLibDir() {
  std::vector<std::string> Dirs;
  if (auto E = sys::Process::GetEnv("SCALE_AMD_DEVICE_LIBS"))
    Dirs.push_back(*E);
  if (auto E = sys::Process::GetEnv("ROCM_PATH"))
    Dirs.push_back(*E + "/amdgcn/bitcode");
  Dirs.push_back("/opt/rocm/amdgcn/bitcode");
  std::string Self = sys::fs::getMainExecutable(nullptr, nullptr);
  if (!Self.empty()) // <prefix>/bin/ptxas: the toolkit's overlay
    Dirs.push_back(sys::path::parent_path(sys::path::parent_path(Self)).str() + "/amdgcn/bitcode");
  Dirs.push_back(SCALE_AMD_STOCK_BITCODE);
  for (const std::string &D : Dirs)
    if (sys::fs::exists(D + "/ockl.bc"))
      return D;
  return "";
}

} // namespace

bool expandVprintf(Module &M, const std::vector<Input> &Inputs, const std::string &Gfx, std::string &Log) {
  Function *V = M.getFunction("vprintf");
  if (!V || !V->isDeclaration())
    return true;
  std::set<Function *> Callers;
  for (User *U : V->users())
    if (auto *CI = dyn_cast<CallInst>(U))
      Callers.insert(CI->getFunction());
  if (Callers.empty())
    return true;
  // The format reaches the call through the registers' allocas: SROA and InstCombine make it the
  // constant it is (at every optimisation level; only the functions that print are touched).
  {
    LoopAnalysisManager LAM;
    FunctionAnalysisManager FAM;
    CGSCCAnalysisManager CGAM;
    ModuleAnalysisManager MAM;
    PassBuilder PB;
    PB.registerModuleAnalyses(MAM);
    PB.registerCGSCCAnalyses(CGAM);
    PB.registerFunctionAnalyses(FAM);
    PB.registerLoopAnalyses(LAM);
    PB.crossRegisterProxies(LAM, FAM, CGAM, MAM);
    FunctionPassManager FPM;
    FPM.addPass(SROAPass(SROAOptions::ModifyCFG));
    FPM.addPass(EarlyCSEPass());
    FPM.addPass(InstCombinePass());
    for (Function *F : Callers)
      FPM.run(*F, FAM);
  }
  LLVMContext &Ctx = M.getContext();
  auto Where = [&](CallInst *CI) {
    // !{i32 PTX offset, i32 input} (the lowering writes the first, compilePtx the second).
    unsigned Pos = 0, K = 0;
    if (MDNode *MD = CI->getMetadata(ptx::PtxPositionMD)) {
      Pos = unsigned(mdconst::extract<ConstantInt>(MD->getOperand(0))->getZExtValue());
      if (MD->getNumOperands() > 1)
        K = unsigned(mdconst::extract<ConstantInt>(MD->getOperand(1))->getZExtValue());
    }
    if (K >= Inputs.size())
      K = 0;
    ptx::TextLoc L = ptx::locate(Inputs[K].Text, Pos, ptx::Dialect::Module);
    return Inputs[K].FileName + ":" + std::to_string(L.Line) + ":" + std::to_string(L.Column);
  };
  std::vector<CallInst *> Calls;
  for (User *U : V->users())
    if (auto *CI = dyn_cast<CallInst>(U))
      Calls.push_back(CI);
  for (CallInst *CI : Calls) {
    if (CI->arg_size() != 2) {
      Log += Where(CI) + ": error: vprintf takes a format and an argument buffer\n";
      return false;
    }
    std::optional<std::string> Fmt = formatString(CI->getArgOperand(0));
    if (!Fmt) {
      Log += Where(CI) + ": error: the format of this vprintf is not a constant string of the module "
                         "(only printf with a literal format is supported)\n";
      return false;
    }
    std::vector<PrintfArg> Args;
    std::string Err;
    if (!parseFormat(*Fmt, Args, Err)) {
      Log += Where(CI) + ": error: printf: " + Err + "\n";
      return false;
    }
    IRBuilder<> B(CI);
    // The format as a constant of its own (what the expansion reads at compile time for %s).
    auto *FmtG = new GlobalVariable(M, ArrayType::get(Type::getInt8Ty(Ctx), Fmt->size() + 1), true,
                                    GlobalValue::PrivateLinkage, ConstantDataArray::getString(Ctx, *Fmt),
                                    "printf.format", nullptr, GlobalValue::NotThreadLocal, 4);
    FmtG->setUnnamedAddr(GlobalValue::UnnamedAddr::Global);
    FmtG->setAlignment(Align(1));
    SmallVector<Value *, 8> Vals = {ConstantExpr::getAddrSpaceCast(FmtG, PointerType::get(Ctx, 0))};
    Value *Buf = CI->getArgOperand(1);
    if (!Args.empty()) {
      Buf = Buf->getType()->isPointerTy() ? Buf : B.CreateIntToPtr(Buf, PointerType::get(Ctx, 0));
      uint64_t Off = 0;
      for (const PrintfArg &A : Args) {
        Off = alignTo(Off, A.Size);
        Value *P = B.CreateConstInBoundsGEP1_64(Type::getInt8Ty(Ctx), Buf, Off);
        Type *T = A.K == PrintfArg::Double  ? Type::getDoubleTy(Ctx)
                  : A.K == PrintfArg::Pointer ? static_cast<Type *>(PointerType::get(Ctx, 0))
                                              : static_cast<Type *>(IntegerType::get(Ctx, A.Size * 8));
        Vals.push_back(B.CreateAlignedLoad(T, P, Align(A.Size)));
        Off += A.Size;
      }
    }
    Value *R = emitAMDGPUPrintfCall(B, Vals, /*isBuffered=*/false);
    if (!CI->getType()->isVoidTy())
      CI->replaceAllUsesWith(B.CreateZExtOrTrunc(R, CI->getType()));
    CI->eraseFromParent();
  }
  if (V->use_empty())
    V->eraseFromParent();

  return true;
}

bool linkDeviceLibrary(Module &M, const std::vector<Input> &Inputs, const std::string &Gfx, std::string &Log) {
  LLVMContext &Ctx = M.getContext();
  bool Needed = false;
  for (Function &F : M)
    Needed |= F.isDeclaration() && F.getName().starts_with("__ockl_");
  if (!Needed)
    return true;
  // The device library: ockl's hostcall printf and what it reads (the ABI version of code object
  // v5, the wave size), linked as needed and kept internal to the code object.
  std::string Dir = deviceLibDir();
  if (Dir.empty()) {
    Log += Inputs.front().FileName + ": error: the ROCm device library is needed (printf, textures): ockl.bc, which was not "
                                     "found (set SCALE_AMD_DEVICE_LIBS or ROCM_PATH)\n";
    return false;
  }
  auto Buf = MemoryBuffer::getFile(Dir + "/ockl.bc");
  if (!Buf) {
    Log += Inputs.front().FileName + ": error: cannot read " + Dir + "/ockl.bc\n";
    return false;
  }
  Expected<std::unique_ptr<Module>> Ockl = parseBitcodeFile((*Buf)->getMemBufferRef(), Ctx);
  if (!Ockl) {
    Log += Inputs.front().FileName + ": error: " + Dir + "/ockl.bc: " + toString(Ockl.takeError()) + "\n";
    return false;
  }
  (*Ockl)->setTargetTriple(M.getTargetTriple());
  (*Ockl)->setDataLayout(M.getDataLayout());
  std::set<std::string> Before;
  for (Function &F : M)
    if (!F.isDeclaration())
      Before.insert(F.getName().str());
  if (Linker::linkModules(M, std::move(*Ockl), Linker::LinkOnlyNeeded)) {
    Log += Inputs.front().FileName + ": error: linking " + Dir + "/ockl.bc failed\n";
    return false;
  }
  for (Function &F : M)
    if (!F.isDeclaration() && !Before.count(F.getName().str())) {
      F.setLinkage(GlobalValue::InternalLinkage);
      F.setVisibility(GlobalValue::DefaultVisibility);
      if (!F.hasFnAttribute("target-cpu"))
        F.addFnAttr("target-cpu", Gfx);
    }
  auto Define = [&](StringRef Name, Constant *C) {
    if (GlobalVariable *G = M.getGlobalVariable(Name, true); G && G->isDeclaration()) {
      G->setInitializer(ConstantInt::get(G->getValueType(), cast<ConstantInt>(C)->getZExtValue()));
      G->setConstant(true);
      G->setLinkage(GlobalValue::InternalLinkage);
      G->setVisibility(GlobalValue::DefaultVisibility);
    }
  };
  // gfxMMms: major * 1000 + minor * 100 + stepping (hex), as oclc_isa_version_*.bc (gfx90a: 9010).
  StringRef V = StringRef(Gfx).drop_front(3);
  unsigned Isa = 0;
  if (V.size() >= 3) {
    unsigned Major = 0, Minor = unsigned(V[V.size() - 2] - '0'), Step = 0;
    V.drop_back(2).getAsInteger(10, Major);
    char S = V.back();
    Step = isDigit(S) ? unsigned(S - '0') : unsigned(toLower(S) - 'a' + 10);
    Isa = Major * 1000 + Minor * 100 + Step;
  }
  Define("__oclc_ISA_version", ConstantInt::get(Type::getInt32Ty(Ctx), Isa));
  Define("__oclc_ABI_version", ConstantInt::get(Type::getInt32Ty(Ctx), 500)); // amdhsa_code_object_version
  Define("__oclc_wavefrontsize64", ConstantInt::get(Type::getInt8Ty(Ctx), StringRef(Gfx).starts_with("gfx9")));
  for (GlobalVariable &G : M.globals())
    if (G.isDeclaration() && G.getName().starts_with("__oclc_")) {
      Log += Inputs.front().FileName + ": error: printf: the device library needs '" + G.getName().str() +
             "', which ptxas does not define\n";
      return false;
    }
  for (Function &F : M)
    if (F.isDeclaration() && !F.isIntrinsic() && F.getName().starts_with("__ockl_")) {
      Log += Inputs.front().FileName + ": error: printf: " + Dir + "/ockl.bc lacks '" + F.getName().str() + "'\n";
      return false;
    }
  return true;
}

} // namespace scale::ptxas
