// SPDX-License-Identifier: Apache-2.0
//===- nvcc.cpp - the nvcc-compatible driver ------------------------------------------------===//
//
// bin/nvcc accepts nvcc's command line and runs stock clang-22 for the host and every AMD target.
//
// Design:
//  * Options come from Options.td (LLVM's Option library), so every nvcc spelling (-arch sm_86,
//    -arch=sm_86, --gpu-architecture=sm_86) is one row; unknown options are fatal, in nvcc's
//    words ("nvcc fatal   : Unknown option '-foo'").
//  * A .cu file is compiled by `clang++ -x hip` with one --offload-arch per AMD target (one fat
//    object), our plugin (-fplugin), our headers (-isystem <prefix>/include, cuda_runtime.h
//    force-included) and the nvcc macro set; the HIP macros are undefined so that user code only
//    sees a CUDA compiler. .cpp/.c files are host-only clang compiles; objects and libraries go
//    to the link, which adds lib64/libcudart_static.a (nvcc's default) or libcudart.so.
//  * -v and --dryrun print nvcc's `#$ NAME=value` environment lines and then each command,
//    because CMake parses them to find the toolkit (TOP, INCLUDES, LIBRARIES) and the link line.
//===-----------------------------------------------------------------------------------------===//
#include "Targets.h"
#include "Toolkit.h"
#include "Config.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Option/Arg.h"
#include "llvm/Option/ArgList.h"
#include "llvm/Option/OptTable.h"
#include "llvm/Option/Option.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <set>

using namespace llvm;
using namespace scale;

namespace {
using namespace llvm::opt;

enum ID {
  OPT_INVALID = 0,
#define OPTION(...) LLVM_MAKE_OPT_ID(__VA_ARGS__),
#include "Options.inc"
#undef OPTION
};

#define OPTTABLE_STR_TABLE_CODE
#include "Options.inc"
#undef OPTTABLE_STR_TABLE_CODE

#define OPTTABLE_PREFIXES_TABLE_CODE
#include "Options.inc"
#undef OPTTABLE_PREFIXES_TABLE_CODE

static constexpr opt::OptTable::Info InfoTable[] = {
#define OPTION(...) LLVM_CONSTRUCT_OPT_INFO(__VA_ARGS__),
#include "Options.inc"
#undef OPTION
};

class NvccOptTable : public opt::GenericOptTable {
public:
  NvccOptTable() : GenericOptTable(OptionStrTable, OptionPrefixesTable, InfoTable) {}
};

[[noreturn]] void fatal(const Twine &Msg) {
  errs() << "nvcc fatal   : " << Msg << "\n";
  exit(1);
}

enum class Lang { Cuda, Cxx, C, Object };

struct Input {
  std::string Path;
  Lang Kind;
};

std::optional<Lang> langFromName(StringRef X) {
  if (X == "cu" || X == "cuda")
    return Lang::Cuda;
  if (X == "c++" || X == "cpp")
    return Lang::Cxx;
  if (X == "c")
    return Lang::C;
  return std::nullopt;
}

Lang langFromExtension(StringRef Path) {
  StringRef Ext = sys::path::extension(Path);
  if (Ext == ".cu")
    return Lang::Cuda;
  if (Ext == ".cpp" || Ext == ".cc" || Ext == ".cxx" || Ext == ".c++" || Ext == ".C")
    return Lang::Cxx;
  if (Ext == ".c")
    return Lang::C;
  return Lang::Object;
}

/// Quotes an argument the way nvcc's -v output does (only when needed).
std::string quote(StringRef A) {
  if (!A.empty() && A.find_first_of(" \t\"'$\\;&|<>()*?[]{}") == StringRef::npos)
    return A.str();
  std::string R = "\"";
  for (char C : A) {
    if (C == '"' || C == '\\' || C == '$')
      R += '\\';
    R += C;
  }
  return R + "\"";
}

class Driver {
public:
  Driver(Toolkit TK, opt::InputArgList &Args) : TK(std::move(TK)), Args(Args) {}
  int run();

private:
  Toolkit TK;
  opt::InputArgList &Args;
  bool Verbose = false, DryRun = false, Keep = false;
  std::vector<std::string> TempFiles;
  ArchChoice Arch;

  void chooseArchitectures();
  std::vector<std::string> commonFlags(Lang L);
  std::vector<std::string> cudaFlags();
  int compile(const Input &In, const std::string &Out, bool PreprocessOnly);
  int link(const std::vector<std::string> &Objects, const std::string &Out);
  int exec(const std::vector<std::string> &Cmd);
  std::string tempFile(StringRef Stem, StringRef Ext);
  void printEnvironment();
  /// <prefix>/bin/../lib64, spelled as in the LIBRARIES line: CMake finds the link line by it.
  std::string libraryDir() const { return TK.Prefix + "/bin/../lib64"; }
  std::vector<std::string> splitPassThrough(unsigned Id);
  /// -Xcompiler values, and unknown options under -forward-unknown-to-host-compiler.
  std::vector<std::string> hostCompilerFlags() {
    std::vector<std::string> F = splitPassThrough(OPT_Xcompiler);
    for (const opt::Arg *A : Args.filtered(OPT_UNKNOWN))
      F.push_back(A->getAsString(Args));
    return F;
  }
};

std::string Driver::tempFile(StringRef Stem, StringRef Ext) {
  SmallString<128> P;
  if (std::error_code EC = sys::fs::createTemporaryFile("scale-amd-" + Stem, Ext, P))
    fatal("cannot create a temporary file: " + EC.message());
  TempFiles.push_back(std::string(P));
  return std::string(P);
}

int Driver::exec(const std::vector<std::string> &Cmd) {
  if (Verbose || DryRun) {
    std::string Line = "#$";
    for (const std::string &A : Cmd)
      Line += " " + quote(A);
    outs() << Line << "\n";
    outs().flush();
  }
  if (DryRun)
    return 0;
  std::vector<StringRef> Argv(Cmd.begin(), Cmd.end());
  std::string ErrMsg;
  int RC = sys::ExecuteAndWait(Cmd[0], Argv, std::nullopt, {}, 0, 0, &ErrMsg);
  if (RC < 0)
    fatal("could not run " + Cmd[0] + ": " + ErrMsg);
  return RC;
}

std::vector<std::string> Driver::splitPassThrough(unsigned Id) {
  std::vector<std::string> Out;
  for (const opt::Arg *A : Args.filtered(Id))
    for (StringRef V : A->getValues()) {
      SmallVector<StringRef, 4> Parts;
      V.split(Parts, ',', -1, false);
      for (StringRef P : Parts)
        Out.push_back(P.str());
    }
  return Out;
}

void Driver::chooseArchitectures() {
  std::vector<std::string> Amd;
  std::set<int> Levels;
  auto Consider = [&](StringRef Value) {
    for (const std::string &Item : splitList(Value.str())) {
      StringRef V(Item);
      if (V.starts_with("gfx")) {
        Amd.push_back(Item);
      } else if (auto L = parseCudaArch(Item)) {
        Levels.insert(*L);
      } else if (V == "native" || V == "all" || V == "all-major") {
        Levels.insert(SCALE_AMD_MAX_CUDA_ARCH);
      } else {
        fatal("Value '" + Item + "' is not defined for option 'gpu-architecture'");
      }
    }
  };
  for (const opt::Arg *A : Args.filtered(OPT_arch, OPT_offload_arch))
    Consider(A->getValue());
  for (const opt::Arg *A : Args.filtered(OPT_gencode)) {
    // arch=compute_86,code=sm_86  or  arch=compute_52,code=[compute_52,sm_52]
    StringRef Spec = A->getValue();
    size_t Pos = Spec.find("arch=");
    if (Pos == StringRef::npos)
      fatal("Option 'generate-code' requires 'arch=...' (got '" + Spec + "')");
    StringRef Rest = Spec.substr(Pos + 5);
    Consider(Rest.take_until([](char C) { return C == ','; }));
  }
  if (Amd.empty())
    if (auto Env = sys::Process::GetEnv("SCALE_AMD_TARGETS"))
      Amd = splitList(*Env);
  if (Amd.empty()) {
    // native: ask the machine; no AMD GPU here gives the configured default set.
    SmallString<128> Tool(TK.LLVMBin);
    sys::path::append(Tool, "amdgpu-arch");
    if (sys::fs::can_execute(Tool)) {
      SmallString<128> Out;
      sys::fs::createTemporaryFile("scale-amd-arch", "txt", Out);
      std::optional<StringRef> Redirects[] = {std::nullopt, StringRef(Out), StringRef("")};
      StringRef Argv[] = {Tool};
      if (sys::ExecuteAndWait(Tool, Argv, std::nullopt, Redirects, 10) == 0) {
        if (auto Buf = MemoryBuffer::getFile(Out)) {
          SmallVector<StringRef, 4> Lines;
          (*Buf)->getBuffer().split(Lines, '\n', -1, false);
          for (StringRef L : Lines)
            if (std::find(Amd.begin(), Amd.end(), L.trim().str()) == Amd.end())
              Amd.push_back(L.trim().str());
        }
      }
      sys::fs::remove(Out);
    }
  }
  if (Amd.empty())
    Amd = splitList(SCALE_AMD_DEFAULT_TARGETS);
  std::vector<std::string> Unique;
  for (const std::string &T : Amd) {
    if (!isSupportedAmdTarget(T)) {
      std::string List;
      for (const char *const *S = SupportedTargets; *S; ++S)
        List += std::string(List.empty() ? "" : ", ") + *S;
      fatal("Unsupported AMD GPU target '" + T + "' (supported: " + List + ")");
    }
    if (std::find(Unique.begin(), Unique.end(), T) == Unique.end())
      Unique.push_back(T);
  }
  Arch.AmdTargets = Unique;
  if (Levels.empty())
    Levels.insert(520); // nvcc 12's default, sm_52
  Arch.CudaArchs.assign(Levels.begin(), Levels.end());
  Arch.CudaArch = std::min(*Levels.rbegin(), SCALE_AMD_MAX_CUDA_ARCH);
}

/// Preprocessor and language flags shared by every compile of the given language.
std::vector<std::string> Driver::commonFlags(Lang L) {
  std::vector<std::string> F;
  if (L != Lang::C) {
    std::string Std = "c++17"; // nvcc 12's default dialect
    if (const opt::Arg *A = Args.getLastArg(OPT_std))
      Std = A->getValue();
    F.push_back("-std=" + Std);
  }
  std::string Opt = "-O3"; // nvcc optimizes device code at -O3 by default; host at its own -O
  if (const opt::Arg *A = Args.getLastArg(OPT_opt_level, OPT_optimize))
    Opt = std::string("-O") + A->getValue();
  F.push_back(Opt);
  if (Args.hasArg(OPT_debug))
    F.push_back("-g");
  if (Args.hasArg(OPT_w))
    F.push_back("-w");
  for (const opt::Arg *A : Args.filtered(OPT_define_macro))
    F.push_back(std::string("-D") + A->getValue());
  for (const opt::Arg *A : Args.filtered(OPT_undefine_macro))
    F.push_back(std::string("-U") + A->getValue());
  for (const opt::Arg *A : Args.filtered(OPT_include_path))
    F.push_back(std::string("-I") + A->getValue());
  for (const opt::Arg *A : Args.filtered(OPT_system_include)) {
    F.push_back("-isystem");
    F.push_back(A->getValue());
  }
  F.push_back("-isystem");
  F.push_back(TK.Include);
  for (const opt::Arg *A : Args.filtered(OPT_pre_include)) {
    F.push_back("-include");
    F.push_back(A->getValue());
  }
  return F;
}

/// The flags that make clang's HIP mode look like nvcc to the program (DESIGN.md section 1).
std::vector<std::string> Driver::cudaFlags() {
  CudaVersion V = presentedCudaVersion();
  std::vector<std::string> F = {"-x", "hip", "-nogpuinc", "-fhip-new-launch-api"};
  for (const std::string &T : Arch.AmdTargets)
    F.push_back("--offload-arch=" + T);
  F.push_back("--rocm-device-lib-path=" + TK.deviceLibDir(Arch.AmdTargets));
  std::string Cov = "5";
  if (const opt::Arg *A = Args.getLastArg(OPT_amd_code_object_version))
    Cov = A->getValue();
  F.push_back("-mcode-object-version=" + Cov);
  if (!Args.hasArg(OPT_no_plugin))
    F.push_back("-fplugin=" + TK.Plugin);
  for (const char *M : {"__HIP__", "__HIPCC__", "__HIP_DEVICE_COMPILE__"})
    F.push_back(std::string("-U") + M);
  F.push_back("-D__NVCC__");
  F.push_back("-D__CUDACC__");
  F.push_back("-D__CUDACC_VER_MAJOR__=" + std::to_string(V.Major));
  F.push_back("-D__CUDACC_VER_MINOR__=" + std::to_string(V.Minor));
  F.push_back("-D__CUDACC_VER_BUILD__=" + std::to_string(V.Build));
  F.push_back("-D__CUDA_API_VER_MAJOR__=" + std::to_string(V.Major));
  F.push_back("-D__CUDA_API_VER_MINOR__=" + std::to_string(V.Minor));
  F.push_back("-D__NVCC_DIAG_PRAGMA_SUPPORT__=1");
  std::string List;
  for (int L : Arch.CudaArchs)
    List += (List.empty() ? "" : ",") + std::to_string(std::min(L, SCALE_AMD_MAX_CUDA_ARCH));
  F.push_back("-D__CUDA_ARCH_LIST__=" + List);
  F.push_back("-Xarch_device");
  F.push_back("-D__CUDA_ARCH__=" + std::to_string(Arch.CudaArch));
  if (Args.hasArg(OPT_expt_relaxed_constexpr))
    F.push_back("-D__CUDACC_RELAXED_CONSTEXPR__");
  if (Args.hasArg(OPT_extended_lambda))
    F.push_back("-D__CUDACC_EXTENDED_LAMBDA__");
  if (Args.hasArg(OPT_use_fast_math)) {
    F.push_back("-D__USE_FAST_MATH__");
    F.push_back("-fgpu-flush-denormals-to-zero");
  }
  if (Args.hasArg(OPT_device_debug)) {
    F.push_back("-D__CUDACC_DEBUG__");
    F.push_back("-Xarch_device");
    F.push_back("-O0");
    F.push_back("-Xarch_device");
    F.push_back("-g");
  } else if (Args.hasArg(OPT_lineinfo)) {
    F.push_back("-Xarch_device");
    F.push_back("-gline-tables-only");
  }
  F.push_back("-include");
  F.push_back("cuda_runtime.h");
  return F;
}

int Driver::compile(const Input &In, const std::string &Out, bool PreprocessOnly) {
  std::vector<std::string> Cmd = {TK.Clang};
  if (In.Kind == Lang::Cuda) {
    std::vector<std::string> C = cudaFlags();
    Cmd.insert(Cmd.end(), C.begin(), C.end());
  } else {
    Cmd.push_back("-x");
    Cmd.push_back(In.Kind == Lang::C ? "c" : "c++");
  }
  std::vector<std::string> Common = commonFlags(In.Kind);
  Cmd.insert(Cmd.end(), Common.begin(), Common.end());
  for (const std::string &X : hostCompilerFlags()) {
    if (In.Kind == Lang::Cuda)
      Cmd.push_back("-Xarch_host");
    Cmd.push_back(X);
  }
  // Dependencies: clang writes them from the host compilation only, with our headers listed.
  static const std::pair<unsigned, const char *> DepFlags[] = {
      {OPT_gen_deps, "-M"},   {OPT_gen_nonsys_deps, "-MM"},           {OPT_gen_deps_compile, "-MD"},
      {OPT_dep_phony, "-MP"}, {OPT_gen_nonsys_deps_compile, "-MMD"}};
  for (const auto &[Id, Flag] : DepFlags)
    if (Args.hasArg(Id))
      Cmd.push_back(Flag);
  for (unsigned Id : {OPT_dep_output, OPT_dep_target})
    if (const opt::Arg *A = Args.getLastArg(Id)) {
      Cmd.push_back(Id == OPT_dep_output ? "-MF" : "-MT");
      Cmd.push_back(A->getValue());
    }
  bool DepsOnly = Args.hasArg(OPT_gen_deps, OPT_gen_nonsys_deps);
  if (DepsOnly && In.Kind == Lang::Cuda)
    Cmd.push_back("--cuda-host-only");
  if (DepsOnly) {
    // -M/-MM: the dependency list is the output (stdout or -o), nothing is compiled.
  } else if (PreprocessOnly) {
    if (In.Kind == Lang::Cuda)
      Cmd.push_back("--cuda-host-only");
    Cmd.push_back("-E");
  } else if (Args.hasArg(OPT_emit_asm)) {
    Cmd.push_back("-S");
  } else {
    Cmd.push_back("-c");
  }
  if (In.Kind == Lang::Cuda && Args.hasArg(OPT_cuda_device_only))
    Cmd.push_back("--cuda-device-only");
  if (Args.hasArg(OPT_emit_llvm))
    Cmd.push_back("-emit-llvm");
  Cmd.push_back(In.Path);
  if (!Out.empty()) {
    Cmd.push_back("-o");
    Cmd.push_back(Out);
  }
  return exec(Cmd);
}

int Driver::link(const std::vector<std::string> &Objects, const std::string &Out) {
  std::vector<std::string> Cmd = {TK.Clang};
  if (Args.hasArg(OPT_shared))
    Cmd.push_back("-shared");
  Cmd.insert(Cmd.end(), Objects.begin(), Objects.end());
  Cmd.push_back("-o");
  Cmd.push_back(Out);
  for (const opt::Arg *A : Args.filtered(OPT_library_path))
    Cmd.push_back(std::string("-L") + A->getValue());
  Cmd.push_back("-L" + libraryDir());
  for (const opt::Arg *A : Args.filtered(OPT_library))
    Cmd.push_back(std::string("-l") + A->getValue());
  std::string Runtime = "static";
  if (const opt::Arg *A = Args.getLastArg(OPT_cudart))
    Runtime = StringRef(A->getValue()).lower();
  if (Runtime == "static") {
    Cmd.push_back("-lcudadevrt");
    Cmd.push_back("-lcudart_static");
  } else if (Runtime == "shared") {
    Cmd.push_back("-lcudadevrt");
    Cmd.push_back("-lcudart");
    Cmd.push_back("-Wl,-rpath," + TK.Lib);
  } else if (Runtime != "none") {
    fatal("Value '" + Runtime + "' is not defined for option 'cudart'");
  }
  for (const char *L : {"-lrt", "-lpthread", "-ldl"})
    Cmd.push_back(L);
  for (const std::string &X : splitPassThrough(OPT_Xlinker))
    Cmd.push_back("-Wl," + X);
  for (const std::string &X : hostCompilerFlags())
    Cmd.push_back(X);
  return exec(Cmd);
}

void Driver::printEnvironment() {
  std::string Bin = TK.Prefix + "/bin";
  outs() << "#$ _NVVM_BRANCH_=nvvm\n#$ _SPACE_= \n#$ _CUDART_=cudart\n";
  outs() << "#$ _HERE_=" << Bin << "\n#$ _THERE_=" << Bin << "\n";
  outs() << "#$ _TARGET_SIZE_=\n#$ _TARGET_DIR_=\n";
  outs() << "#$ TOP=" << Bin << "/..\n";
  outs() << "#$ NVVMIR_LIBRARY_DIR=" << Bin << "/../nvvm/libdevice\n";
  outs() << "#$ LD_LIBRARY_PATH=" << Bin << "/../lib64:" << sys::Process::GetEnv("LD_LIBRARY_PATH").value_or("") << "\n";
  outs() << "#$ PATH=" << Bin << ":" << sys::Process::GetEnv("PATH").value_or("") << "\n";
  outs() << "#$ INCLUDES=\"-I" << Bin << "/../include\"  \n";
  outs() << "#$ LIBRARIES=  -L" << libraryDir() << "\n";
  outs() << "#$ CUDAFE_FLAGS=\n#$ PTXAS_FLAGS=\n";
  outs() << "#$ HOST_COMPILER=" << TK.Clang << " (host code is compiled by clang-22; -ccbin is accepted and not used)\n";
  std::string Targets;
  for (const std::string &T : Arch.AmdTargets)
    Targets += (Targets.empty() ? "" : ",") + T;
  outs() << "#$ AMD_TARGETS=" << Targets << "\n";
  outs() << "#$ CUDA_ARCH=-arch compute_" << Arch.CudaArch / 10 << "\n";
}

int Driver::run() {
  Verbose = Args.hasArg(OPT_verbose);
  DryRun = Args.hasArg(OPT_dryrun);
  Keep = Args.hasArg(OPT_keep);

  // Inputs, in order, with -x applying to the inputs after it (as nvcc and clang do).
  std::vector<Input> Inputs;
  std::optional<Lang> Forced;
  for (const opt::Arg *A : Args) {
    if (A->getOption().matches(OPT_x)) {
      if (StringRef(A->getValue()) == "none") {
        Forced.reset();
        continue;
      }
      Forced = langFromName(A->getValue());
      if (!Forced)
        fatal("Value '" + Twine(A->getValue()) + "' is not defined for option 'x'");
    } else if (A->getOption().getKind() == opt::Option::InputClass) {
      std::string P = A->getValue();
      Lang K = langFromExtension(P);
      StringRef Ext = sys::path::extension(P);
      if (Forced && Ext != ".o" && Ext != ".a" && Ext != ".so")
        K = *Forced;
      if (!sys::fs::exists(P) && !DryRun)
        fatal("Don't know what to do with '" + P + "'");
      Inputs.push_back({P, K});
    }
  }
  if (Inputs.empty())
    fatal("No input files specified; use option --help for more information");

  chooseArchitectures();
  if (Verbose || DryRun)
    printEnvironment();

  bool CompileOnly = Args.hasArg(OPT_compile) || Args.hasArg(OPT_emit_asm);
  // -M/-MM: one host-side run per input, output to stdout or -o, like -E.
  bool Preprocess = Args.hasArg(OPT_preprocess, OPT_gen_deps, OPT_gen_nonsys_deps);
  std::string Out;
  if (const opt::Arg *A = Args.getLastArg(OPT_output_file))
    Out = A->getValue();
  size_t Sources = std::count_if(Inputs.begin(), Inputs.end(),
                                 [](const Input &I) { return I.Kind != Lang::Object; });
  if ((CompileOnly || Preprocess) && !Out.empty() && Sources > 1)
    fatal("A single input file is required for a non-link phase when an outputfile is specified");

  int RC = 0;
  if (Preprocess) {
    for (const Input &In : Inputs)
      if (In.Kind != Lang::Object && (RC = compile(In, Out, true)))
        break;
  } else {
    std::vector<std::string> Objects;
    for (const Input &In : Inputs) {
      if (In.Kind == Lang::Object) {
        Objects.push_back(In.Path);
        continue;
      }
      std::string Obj;
      if (CompileOnly)
        Obj = !Out.empty() ? Out
                           : (sys::path::stem(In.Path) +
                              (!Args.hasArg(OPT_emit_asm) ? ".o" : Args.hasArg(OPT_emit_llvm) ? ".ll" : ".s"))
                                 .str();
      else
        Obj = tempFile(sys::path::stem(In.Path), "o");
      if ((RC = compile(In, Obj, false)))
        break;
      Objects.push_back(Obj);
    }
    if (!RC && !CompileOnly)
      RC = link(Objects, Out.empty() ? "a.out" : Out);
  }
  if (!Keep)
    for (const std::string &T : TempFiles)
      sys::fs::remove(T);
  return RC;
}

void printVersion() {
  CudaVersion V = presentedCudaVersion();
  outs() << "nvcc: NVIDIA (R) Cuda compiler driver\n"
         << "Copyright (c) scale-amd contributors: CUDA for AMD GPUs on clang-22, version "
         << SCALE_AMD_VERSION << "\n"
         << "Built on scale-amd " << SCALE_AMD_VERSION << "\n"
         << "Cuda compilation tools, release " << V.Major << "." << V.Minor << ", V" << V.Major
         << "." << V.Minor << "." << V.Build << "\n"
         << "Build scale-amd_" << V.Major << "." << V.Minor << ".r" << V.Major << "." << V.Minor
         << "/compiler.scale-amd-" << SCALE_AMD_VERSION << "\n";
}

} // namespace

int main(int argc, char **argv) {
  NvccOptTable Table;
  SmallVector<const char *, 64> Argv(argv + 1, argv + argc);
  unsigned MissingIndex = 0, MissingCount = 0;
  opt::InputArgList Args = Table.ParseArgs(Argv, MissingIndex, MissingCount);
  if (MissingCount)
    fatal(Twine("Option '") + Args.getArgString(MissingIndex) + "' requires an argument");
  bool Forward = Args.hasArg(OPT_forward_unknown_host_compiler, OPT_forward_unknown_host_linker);
  for (const opt::Arg *A : Args.filtered(OPT_UNKNOWN))
    if (!Forward)
      fatal(Twine("Unknown option '") + A->getAsString(Args) + "'");

  if (Args.hasArg(OPT_help)) {
    Table.printHelp(outs(), "nvcc [options] <inputs>", "scale-amd nvcc: CUDA for AMD GPUs");
    return 0;
  }
  if (Args.hasArg(OPT_version)) {
    printVersion();
    return 0;
  }
  Driver D(Toolkit::locate(argv[0]), Args);
  return D.run();
}
