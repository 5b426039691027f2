// SPDX-License-Identifier: Apache-2.0
//===- PtxCompiler.cpp - PTX text to an AMD code object, in process ----------------------------===//
#include "PtxCompiler.h"
#include "Printf.h"

#include "ModuleLowering.h"
#include "PtxParser.h"

#include "llvm/Analysis/CGSCCPassManager.h"
#include "llvm/Analysis/LoopAnalysisManager.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/DiagnosticPrinter.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/Linker/Linker.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "ScheduleRegions.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/TargetParser/Triple.h"

#include <memory>
#include <mutex>

using namespace llvm;

namespace scale::ptxas {

namespace {

std::string where(std::string_view Text, const std::string &File, unsigned Pos) {
  ptx::TextLoc L = ptx::locate(Text, Pos, ptx::Dialect::Module);
  return File + ":" + std::to_string(L.Line) + ":" + std::to_string(L.Column);
}

/// Errors the optimiser and backend report through the context (an LDS size beyond the target's,
/// an instruction the backend cannot select with a diagnostic, ...).
struct CollectDiagnostics : DiagnosticHandler {
  std::string *Log;
  bool *HadError;
  std::string File;
  bool handleDiagnostics(const DiagnosticInfo &DI) override {
    if (DI.getSeverity() != DS_Error && DI.getSeverity() != DS_Warning)
      return true;
    if (DI.getSeverity() == DS_Warning && isa<DiagnosticInfoOptimizationBase>(DI))
      return true;
    std::string Msg;
    raw_string_ostream OS(Msg);
    DiagnosticPrinterRawOStream DP(OS);
    DI.print(DP);
    *Log += File + ": " + (DI.getSeverity() == DS_Error ? "error: " : "warning: ") + OS.str() + "\n";
    if (DI.getSeverity() == DS_Error)
      *HadError = true;
    return true;
  }
};

void initTargets() {
  static std::once_flag Once;
  std::call_once(Once, [] {
    LLVMInitializeAMDGPUTargetInfo();
    LLVMInitializeAMDGPUTarget();
    LLVMInitializeAMDGPUTargetMC();
    LLVMInitializeAMDGPUAsmPrinter();
    LLVMInitializeAMDGPUAsmParser(); // inline asm of the device library (printf: ockl)
    LLVMInitializeNVPTXTargetInfo();
    LLVMInitializeNVPTXTarget();
    LLVMInitializeNVPTXTargetMC();
    LLVMInitializeNVPTXAsmPrinter();
  });
}

bool optimise(Module &M, TargetMachine &TM, unsigned OptLevel) {
  LoopAnalysisManager LAM;
  FunctionAnalysisManager FAM;
  CGSCCAnalysisManager CGAM;
  ModuleAnalysisManager MAM;
  PassBuilder PB(&TM);
  PB.registerModuleAnalyses(MAM);
  PB.registerCGSCCAnalyses(CGAM);
  PB.registerFunctionAnalyses(FAM);
  PB.registerLoopAnalyses(LAM);
  PB.crossRegisterProxies(LAM, FAM, CGAM, MAM);
  OptimizationLevel L = OptLevel == 0   ? OptimizationLevel::O0
                        : OptLevel == 1 ? OptimizationLevel::O1
                        : OptLevel == 2 ? OptimizationLevel::O2
                                        : OptimizationLevel::O3;
  PB.registerOptimizerLastEPCallback(
      [](ModulePassManager &MPM, OptimizationLevel, ThinOrFullLTOPhase) {
        MPM.addPass(scale::SplitScheduleRegionsPass()); // AMDGPU only; ScheduleRegions.cpp
      });
  ModulePassManager MPM = OptLevel == 0 ? PB.buildO0DefaultPipeline(L) : PB.buildPerModuleDefaultPipeline(L);
  MPM.run(M, MAM);
  return true;
}

bool link(const std::string &Lld, const std::string &Object, std::string &CodeObject, std::string &Log,
          const std::string &File) {
  SmallString<128> In, Out, Err;
  if (sys::fs::createTemporaryFile("ptxas", "o", In) || sys::fs::createTemporaryFile("ptxas", "co", Out) ||
      sys::fs::createTemporaryFile("ptxas", "txt", Err)) {
    Log += File + ": error: cannot create a temporary file\n";
    return false;
  }
  bool Ok = false;
  {
    std::error_code EC;
    raw_fd_ostream OS(In, EC);
    OS << Object;
  }
  StringRef Argv[] = {Lld, "-flavor", "gnu", "-m", "elf64_amdgpu", "--no-undefined", "-shared", "-o", Out, In};
  std::optional<StringRef> Redirects[] = {std::nullopt, StringRef(Err), StringRef(Err)};
  std::string ExecErr;
  int RC = sys::ExecuteAndWait(Lld, Argv, std::nullopt, Redirects, 0, 0, &ExecErr);
  if (RC == 0) {
    if (auto Buf = MemoryBuffer::getFile(Out)) {
      CodeObject = (*Buf)->getBuffer().str();
      Ok = !CodeObject.empty();
    }
  }
  if (!Ok) {
    std::string Msg = ExecErr;
    if (auto Buf = MemoryBuffer::getFile(Err))
      Msg += (*Buf)->getBuffer().str();
    Log += File + ": error: linking the code object with " + Lld + " failed: " + Msg + "\n";
  }
  sys::fs::remove(In);
  sys::fs::remove(Out);
  sys::fs::remove(Err);
  return Ok;
}

} // namespace

bool compilePtx(std::string_view Ptx, const CompileOptions &O, CompileResult &R) {
  return compilePtx(std::vector<Input>{{Ptx, O.FileName}}, O, R);
}

bool compilePtx(const std::vector<Input> &Inputs, const CompileOptions &O, CompileResult &R) {
  if (Inputs.empty()) {
    R.Log += O.FileName + ": error: no PTX input\n";
    return false;
  }
  std::vector<ptx::PtxModule> Parsed(Inputs.size());
  for (size_t K = 0; K < Inputs.size(); ++K) {
    const Input &In = Inputs[K];
    ptx::ParseError PE;
    if (!ptx::parsePtxModule(In.Text, Parsed[K], PE)) {
      R.Log += where(In.Text, In.FileName, PE.Pos) + ": error: " + PE.Msg + "\n";
      return false;
    }
    for (const ptx::Diagnostic &W : Parsed[K].Warnings)
      R.Log += where(In.Text, In.FileName, W.Pos) + ": warning: " + W.Msg + "\n";
    for (const ptx::PtxFunction &F : Parsed[K].Funcs)
      if (F.IsEntry && F.HasBody)
        R.Kernels.push_back(F.Name);
  }
  const std::string &First = Inputs.front().FileName;

  initTargets();
  Triple TT(O.Nvptx ? "nvptx64-nvidia-cuda" : "amdgcn-amd-amdhsa");
  std::string TErr;
  const Target *T = TargetRegistry::lookupTarget(TT, TErr);
  if (!T) {
    R.Log += First + ": error: the " + TT.str() + " target is missing from LLVM: " + TErr + "\n";
    return false;
  }
  TargetOptions TO;
  std::unique_ptr<TargetMachine> TM(T->createTargetMachine(
      TT, O.Gfx, O.Nvptx ? "+ptx80" : "", TO, Reloc::PIC_, std::nullopt,
      O.OptLevel == 0 ? CodeGenOptLevel::None : CodeGenOptLevel::Aggressive));
  if (!TM || !TM->getMCSubtargetInfo()->isCPUStringValid(O.Gfx)) {
    R.Log += First + ": error: unknown " + (O.Nvptx ? "NVIDIA" : "AMD") + " target '" + O.Gfx + "'\n";
    return false;
  }

  LLVMContext Ctx;
  bool HadError = false;
  auto DHOwned = std::make_unique<CollectDiagnostics>();
  CollectDiagnostics *DH = DHOwned.get();
  DH->Log = &R.Log;
  DH->HadError = &HadError;
  DH->File = First;
  Ctx.setDiagnosticHandler(std::move(DHOwned));
  std::unique_ptr<Module> M;
  std::unique_ptr<Linker> L;
  // Per input: the calls it makes to functions it does not define, and its .extern variables.
  std::vector<std::vector<ptx::ExternalCall>> Calls(Inputs.size());
  for (size_t K = 0; K < Inputs.size(); ++K) {
    const Input &In = Inputs[K];
    auto IM = std::make_unique<Module>(In.FileName, Ctx);
    IM->setTargetTriple(TT);
    IM->setDataLayout(TM->createDataLayout());
    ptx::ModuleLowerOptions LO;
    LO.CPU = O.Gfx;
    if (O.Nvptx)
      LO.Features = "+ptx80";
    LO.ExternalCalls = &Calls[K];
    ptx::LowerError LE;
    DH->File = In.FileName;
    if (!ptx::lowerPtxModule(Parsed[K], *IM, LO, LE)) {
      R.Log += (LE.Pos ? where(In.Text, In.FileName, LE.Pos) : In.FileName) + ": error: " + LE.Msg + "\n";
      return false;
    }
    if (HadError)
      return false;
    // Which input each vprintf call is in (Printf.cpp reports errors at its line).
    if (Function *VP = IM->getFunction("vprintf"))
      for (User *U : VP->users())
        if (auto *CI = dyn_cast<CallInst>(U))
          if (MDNode *MD = CI->getMetadata(ptx::PtxPositionMD))
            CI->setMetadata(ptx::PtxPositionMD,
                            MDNode::get(Ctx, {MD->getOperand(0), ConstantAsMetadata::get(ConstantInt::get(
                                                                    Type::getInt32Ty(Ctx), unsigned(K)))}));
    if (!M) {
      M = std::move(IM);
      L = std::make_unique<Linker>(*M);
      continue;
    }
    // PTX keeps a .global/.const variable without .visible local to its module, but the lowering
    // gives named ones external linkage (cuModuleGetGlobal finds them by name): where two inputs
    // have one name, such variables are made internal so that they do not clash.
    auto LocalByPtx = [](const ptx::PtxModule &P, StringRef Name) {
      for (const ptx::VarDecl &V : P.Vars)
        if (V.Name == Name)
          return !V.Visible && !V.Extern && !V.Weak;
      return false;
    };
    for (GlobalVariable &G : IM->globals()) {
      GlobalVariable *Old = M->getGlobalVariable(G.getName(), /*AllowInternal=*/false);
      if (!Old || G.isDeclaration() || Old->isDeclaration())
        continue;
      if (LocalByPtx(Parsed[K], G.getName()))
        G.setLinkage(GlobalValue::InternalLinkage), G.setVisibility(GlobalValue::DefaultVisibility);
      for (size_t J = 0; J < K; ++J)
        if (LocalByPtx(Parsed[J], Old->getName()))
          Old->setLinkage(GlobalValue::InternalLinkage), Old->setVisibility(GlobalValue::DefaultVisibility);
    }
    // Two definitions of one external name: an error at the second, naming the first's input.
    auto DefinedBefore = [&](StringRef Name) -> std::string {
      for (size_t J = 0; J < K; ++J) {
        for (const ptx::PtxFunction &F : Parsed[J].Funcs)
          if (F.Name == Name && F.HasBody && (F.Visible || F.IsEntry) && !F.Weak)
            return Inputs[J].FileName;
        for (const ptx::VarDecl &V : Parsed[J].Vars)
          if (V.Name == Name && !V.Extern && !V.Weak && !LocalByPtx(Parsed[J], Name))
            return Inputs[J].FileName;
      }
      return "";
    };
    for (const ptx::PtxFunction &F : Parsed[K].Funcs)
      if (F.HasBody && (F.Visible || F.IsEntry) && !F.Weak)
        if (std::string J = DefinedBefore(F.Name); !J.empty()) {
          R.Log += where(In.Text, In.FileName, F.Pos) + ": error: '" + F.Name + "' is defined by " + J +
                   " too (one definition of a .visible name; .weak allows several)\n";
          return false;
        }
    for (const ptx::VarDecl &V : Parsed[K].Vars)
      if (!V.Extern && !V.Weak && V.Visible)
        if (std::string J = DefinedBefore(V.Name); !J.empty()) {
          R.Log += where(In.Text, In.FileName, V.Pos) + ": error: '" + V.Name + "' is defined by " + J +
                   " too (one definition of a .visible name; .weak allows several)\n";
          return false;
        }
    if (L->linkInModule(std::move(IM))) { // the reason went to the diagnostic handler
      if (!HadError)
        R.Log += In.FileName + ": error: cannot link this module with the ones before it\n";
      return false;
    }
    if (HadError)
      return false;
  }
  DH->File = First;
  // What no input defines: calls first (at the first call), then .extern variables.
  for (size_t K = 0; K < Inputs.size(); ++K)
    for (const ptx::ExternalCall &C : Calls[K]) {
      Function *F = M->getFunction(C.Name);
      if (F && F->isDeclaration()) {
        R.Log += where(Inputs[K].Text, Inputs[K].FileName, C.Pos) + ": error: " +
                 ptx::externalCallMessage(C.Name) + (Inputs.size() > 1 ? " (no input defines it)" : "") + "\n";
        return false;
      }
    }
  for (size_t K = 0; K < Inputs.size(); ++K)
    for (const ptx::VarDecl &V : Parsed[K].Vars) {
      if (!V.Extern || V.Space == "shared")
        continue;
      GlobalVariable *G = M->getGlobalVariable(V.Name, true);
      if (G && G->isDeclaration()) {
        R.Log += where(Inputs[K].Text, Inputs[K].FileName, V.Pos) + ": error: the .extern variable '" +
                 V.Name + "' is defined by no " + (Inputs.size() > 1 ? "input" : "other module") + "\n";
        return false;
      }
    }
  // printf: on AMDGPU the device library's hostcall printf; NVIDIA's driver has vprintf itself.
  if (!O.Nvptx && (!expandVprintf(*M, Inputs, O.Gfx, R.Log) || !linkDeviceLibrary(*M, Inputs, O.Gfx, R.Log)))
    return false;
  if (O.Kind == OutputKind::LLVMIR && O.OptLevel == 0) {
    raw_string_ostream OS(R.Output);
    M->print(OS, nullptr);
    return true;
  }
  optimise(*M, *TM, O.OptLevel);
  if (HadError)
    return false;
  if (O.Kind == OutputKind::LLVMIR) {
    raw_string_ostream OS(R.Output);
    M->print(OS, nullptr);
    return true;
  }
  std::string Obj;
  {
    raw_string_ostream OS(Obj);
    buffer_ostream BOS(OS);
    legacy::PassManager PM2;
    if (TM->addPassesToEmitFile(PM2, BOS, nullptr,
                                O.Kind == OutputKind::Assembly || O.Nvptx ? CodeGenFileType::AssemblyFile
                                                               : CodeGenFileType::ObjectFile)) {
      R.Log += First + ": error: the AMDGPU backend cannot emit this file type\n";
      return false;
    }
    PM2.run(*M);
  }
  if (HadError)
    return false;
  if (O.Kind != OutputKind::CodeObject || O.Nvptx) {
    R.Output = std::move(Obj);
    return true;
  }
  return link(O.Lld, Obj, R.Output, R.Log, First);
}

} // namespace scale::ptxas
