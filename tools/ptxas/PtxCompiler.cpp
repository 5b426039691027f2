// SPDX-License-Identifier: Apache-2.0
//===- PtxCompiler.cpp - PTX text to an AMD code object, in process ----------------------------===//
#include "PtxCompiler.h"

#include "ModuleLowering.h"
#include "PtxParser.h"

#include "llvm/Analysis/CGSCCPassManager.h"
#include "llvm/Analysis/LoopAnalysisManager.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/DiagnosticPrinter.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
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
  ptx::PtxModule PM;
  ptx::ParseError PE;
  if (!ptx::parsePtxModule(Ptx, PM, PE)) {
    R.Log += where(Ptx, O.FileName, PE.Pos) + ": error: " + PE.Msg + "\n";
    return false;
  }
  for (const ptx::Diagnostic &W : PM.Warnings)
    R.Log += where(Ptx, O.FileName, W.Pos) + ": warning: " + W.Msg + "\n";
  for (const ptx::PtxFunction &F : PM.Funcs)
    if (F.IsEntry && F.HasBody)
      R.Kernels.push_back(F.Name);

  initTargets();
  Triple TT(O.Nvptx ? "nvptx64-nvidia-cuda" : "amdgcn-amd-amdhsa");
  std::string TErr;
  const Target *T = TargetRegistry::lookupTarget(TT, TErr);
  if (!T) {
    R.Log += O.FileName + ": error: the " + TT.str() + " target is missing from LLVM: " + TErr + "\n";
    return false;
  }
  TargetOptions TO;
  std::unique_ptr<TargetMachine> TM(T->createTargetMachine(
      TT, O.Gfx, O.Nvptx ? "+ptx80" : "", TO, Reloc::PIC_, std::nullopt,
      O.OptLevel == 0 ? CodeGenOptLevel::None : CodeGenOptLevel::Aggressive));
  if (!TM || !TM->getMCSubtargetInfo()->isCPUStringValid(O.Gfx)) {
    R.Log += O.FileName + ": error: unknown " + (O.Nvptx ? "NVIDIA" : "AMD") + " target '" + O.Gfx + "'\n";
    return false;
  }

  LLVMContext Ctx;
  bool HadError = false;
  auto DH = std::make_unique<CollectDiagnostics>();
  DH->Log = &R.Log;
  DH->HadError = &HadError;
  DH->File = O.FileName;
  Ctx.setDiagnosticHandler(std::move(DH));
  auto M = std::make_unique<Module>(O.FileName, Ctx);
  M->setTargetTriple(TT);
  M->setDataLayout(TM->createDataLayout());
  ptx::ModuleLowerOptions LO;
  LO.CPU = O.Gfx;
  if (O.Nvptx)
    LO.Features = "+ptx80";
  ptx::LowerError LE;
  if (!ptx::lowerPtxModule(PM, *M, LO, LE)) {
    R.Log += (LE.Pos ? where(Ptx, O.FileName, LE.Pos) : O.FileName) + ": error: " + LE.Msg + "\n";
    return false;
  }
  if (HadError)
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
      R.Log += O.FileName + ": error: the AMDGPU backend cannot emit this file type\n";
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
  return link(O.Lld, Obj, R.Output, R.Log, O.FileName);
}

} // namespace scale::ptxas
