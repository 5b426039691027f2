// SPDX-License-Identifier: Apache-2.0
//===- ptxas.cpp - bin/ptxas: PTX to an AMD code object ----------------------------------------===//
//
//   ptxas -arch=gfx1100 in.ptx -o out.o      one AMD code object (what hipModuleLoad loads)
//   ptxas -arch=sm_86 in.ptx -o out.cubin    the AMD target chosen as the driver chooses it:
//                                            SCALE_AMD_TARGETS, else this machine's GPU, else the
//                                            first of the configured default set (DESIGN.md §3)
// Also: -O0..-O3 / --opt-level N, --gpu-name X, --output-file X, -v, --version; accepted and
// ignored as NVIDIA's ptxas options that have no AMD meaning: -m64, -lineinfo, -g,
// --maxrregcount N, --warn-on-spills, --warn-on-local-memory-usage, -c. Ours: --emit-llvm (the
// IR, optimised at -O1 and above), -S (AMDGPU assembly), --emit-obj (the object before linking),
// --nvptx (verification, test/exec/pending/ptx-modules: -arch=sm_XX names an NVIDIA GPU, the module
// is lowered with the NVPTX hooks and written as PTX again for NVIDIA's driver).
// Several input files are linked into one code object (.extern names of one resolved by the
// .visible definitions of another), as libcuda's cuLinkComplete does; NVIDIA's ptxas takes one.
// Errors are `in.ptx:LINE:COL: error: ...`, exit status 1; nothing is written then.
//===-----------------------------------------------------------------------------------------===//
#include "PtxCompiler.h"
#include "Targets.h"

#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

using namespace llvm;

namespace {

std::string Input; ///< the first input (messages of LLVM's fatal errors name it)
std::vector<std::string> Inputs;

[[noreturn]] void fatal(const std::string &Msg) {
  errs() << "ptxas fatal   : " << Msg << "\n";
  std::exit(1);
}

void onLlvmFatal(void *, const char *Reason, bool) {
  errs() << (Input.empty() ? "ptxas" : Input) << ": error: internal compiler error: " << Reason << "\n";
  std::exit(1);
}

/// The first GPU of this machine, from amdgpu-arch (empty when there is none).
std::string nativeTarget() {
  SmallString<128> Tool(SCALE_AMD_LLVM_BIN);
  sys::path::append(Tool, "amdgpu-arch");
  if (auto Env = sys::Process::GetEnv("SCALE_AMD_AMDGPU_ARCH"))
    Tool = *Env;
  if (!sys::fs::can_execute(Tool))
    return "";
  SmallString<128> Out;
  if (sys::fs::createTemporaryFile("ptxas-arch", "txt", Out))
    return "";
  std::optional<StringRef> Redirects[] = {std::nullopt, StringRef(Out), StringRef("")};
  StringRef Argv[] = {Tool};
  std::string Found;
  if (sys::ExecuteAndWait(Tool, Argv, std::nullopt, Redirects, 10) == 0)
    if (auto Buf = MemoryBuffer::getFile(Out))
      Found = (*Buf)->getBuffer().split('\n').first.trim().str();
  sys::fs::remove(Out);
  return Found;
}

/// -arch=sm_XX names no AMD GPU: the target comes from the driver's rules.
std::string amdTargetFor(const std::string &Arch) {
  if (StringRef(Arch).starts_with("gfx")) {
    if (!scale::isSupportedAmdTarget(Arch))
      fatal("Value '" + Arch + "' is not defined for option 'gpu-name'");
    return Arch;
  }
  if (!scale::parseCudaArch(Arch))
    fatal("Value '" + Arch + "' is not defined for option 'gpu-name'");
  if (auto Env = sys::Process::GetEnv("SCALE_AMD_TARGETS")) {
    std::vector<std::string> L = scale::splitList(*Env);
    if (L.size() > 1)
      fatal("SCALE_AMD_TARGETS names " + std::to_string(L.size()) +
            " targets; ptxas writes one code object: pass -arch=gfxNNNN");
    if (L.size() == 1) {
      if (!scale::isSupportedAmdTarget(L[0]))
        fatal("SCALE_AMD_TARGETS: '" + L[0] + "' is not a supported AMD target");
      return L[0];
    }
  }
  std::string N = nativeTarget();
  if (!N.empty())
    return N;
  return scale::splitList(SCALE_AMD_DEFAULT_TARGETS).front();
}

} // namespace

int main(int Argc, char **Argv) {
  install_fatal_error_handler(onLlvmFatal);
  scale::ptxas::CompileOptions O;
  std::string Arch = "sm_52", Output = "elf.o";
  bool Verbose = false;
  auto Value = [&](int &I, StringRef A, StringRef Long, StringRef Short, std::string &V) {
    for (StringRef N : {Long, Short}) {
      if (N.empty())
        continue;
      if (A == N) {
        if (I + 1 >= Argc)
          fatal("Missing value for option '" + N.ltrim('-').str() + "'");
        V = Argv[++I];
        return true;
      }
      if (A.starts_with(N.str() + "=")) {
        V = A.substr(N.size() + 1).str();
        return true;
      }
    }
    return false;
  };
  for (int I = 1; I < Argc; ++I) {
    StringRef A(Argv[I]);
    std::string V;
    if (Value(I, A, "--gpu-name", "-arch", Arch)) {
    } else if (Value(I, A, "--output-file", "-o", Output)) {
    } else if (Value(I, A, "--opt-level", "", V)) {
      if (V.size() != 1 || V[0] < '0' || V[0] > '3')
        fatal("Value '" + V + "' is not defined for option 'opt-level'");
      O.OptLevel = unsigned(V[0] - '0');
    } else if (A.size() == 3 && A.starts_with("-O") && A[2] >= '0' && A[2] <= '3') {
      O.OptLevel = unsigned(A[2] - '0');
    } else if (Value(I, A, "--maxrregcount", "-maxrregcount", V)) {
    } else if (A == "--version" || A == "-V") {
      outs() << "ptxas: NVIDIA (R) Ptx optimizing assembler\n"
             << "scale-amd ptxas " << SCALE_AMD_VERSION << ": PTX to AMD code objects\n"
             << "Cuda compilation tools, release " << SCALE_AMD_CUDA_MAJOR << "." << SCALE_AMD_CUDA_MINOR
             << ", V" << SCALE_AMD_CUDA_MAJOR << "." << SCALE_AMD_CUDA_MINOR << "." << SCALE_AMD_CUDA_BUILD
             << "\n";
      return 0;
    } else if (A == "-h" || A == "--help") {
      outs() << "Usage: ptxas -arch=<gfxNNNN|sm_XX> [-O0..3] <file.ptx>... [-o <out>]\n"
             << "Several inputs are linked into one code object.\n";
      return 0;
    } else if (A == "-v" || A == "--verbose") {
      Verbose = true;
    } else if (A == "--emit-llvm") {
      O.Kind = scale::ptxas::OutputKind::LLVMIR;
    } else if (A == "-S") {
      O.Kind = scale::ptxas::OutputKind::Assembly;
    } else if (A == "--nvptx") {
      O.Nvptx = true;
    } else if (A == "--emit-obj") {
      O.Kind = scale::ptxas::OutputKind::Object;
    } else if (A == "-m64" || A == "--machine=64" || A == "-lineinfo" || A == "--generate-line-info" ||
               A == "-g" || A == "--device-debug" || A == "--warn-on-spills" ||
               A == "--warn-on-local-memory-usage" || A == "-c" || A == "--compile-only" ||
               A == "-Werror" || A == "--disable-optimizer-constants") {
    } else if (A.starts_with("-") && A != "-") {
      fatal("Unknown option '" + A.str() + "'");
    } else {
      if (Input.empty())
        Input = A.str();
      Inputs.push_back(A.str());
    }
  }
  if (Input.empty())
    fatal("No input files specified; use option --help for more information");
  O.Gfx = O.Nvptx ? Arch : amdTargetFor(Arch);
  O.FileName = Input;
  O.Lld = (Twine(SCALE_AMD_LLVM_BIN) + "/ld.lld").str();
  std::vector<std::unique_ptr<MemoryBuffer>> Bufs;
  std::vector<scale::ptxas::Input> In;
  for (const std::string &Name : Inputs) {
    auto Buf = Name == "-" ? MemoryBuffer::getSTDIN() : MemoryBuffer::getFile(Name, /*IsText=*/true);
    if (!Buf)
      fatal("Could not open input file '" + Name + "'");
    Bufs.push_back(std::move(*Buf));
    In.push_back({Bufs.back()->getBuffer(), Name});
  }

  scale::ptxas::CompileResult R;
  bool Ok = false;
  CrashRecoveryContext::Enable();
  CrashRecoveryContext CRC;
  if (!CRC.RunSafely([&] { Ok = scale::ptxas::compilePtx(In, O, R); })) {
    errs() << R.Log << Input << ": error: internal compiler error (crash) while compiling for " << O.Gfx
           << "\n";
    return 1;
  }
  errs() << R.Log;
  if (!Ok)
    return 1;
  if (Verbose)
    for (const std::string &K : R.Kernels)
      errs() << "ptxas info    : Compiling entry function '" << K << "' for '" << O.Gfx << "'\n";
  if (Output == "-") {
    outs() << R.Output;
    return 0;
  }
  std::error_code EC;
  raw_fd_ostream OS(Output, EC, sys::fs::OF_None);
  if (EC)
    fatal("Could not open output file '" + Output + "': " + EC.message());
  OS << R.Output;
  OS.close();
  if (OS.has_error())
    fatal("Could not write output file '" + Output + "'");
  return 0;
}
