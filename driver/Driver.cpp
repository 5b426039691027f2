// SPDX-License-Identifier: Apache-2.0
// Driver::run: inputs, phase selection and the commands of each phase (see Driver.h).
#include "Driver.h"
#include "Diagnostics.h"
#include "Jobs.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/Threading.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>

using namespace llvm;
using namespace scale::opts;

namespace scale {

namespace {
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
  return Lang::Object; // .o .a .so and anything else go to the linker, as with nvcc
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
} // namespace

std::string Driver::tempFile(StringRef Stem, StringRef Ext) {
  SmallString<128> P;
  if (std::error_code EC = sys::fs::createTemporaryFile("scale-amd-" + Stem, Ext, P))
    fatal("Could not create a temporary file: " + EC.message());
  TempFiles.push_back(std::string(P));
  return std::string(P);
}

std::string Driver::keepDir() const {
  if (const opt::Arg *A = Args.getLastArg(OPT_keep_dir))
    return A->getValue();
  return ".";
}

std::string Driver::objectName(const Input &In, StringRef Ext) const {
  if (const opt::Arg *A = Args.getLastArg(OPT_output_file))
    return A->getValue();
  if (Ext.empty())
    Ext = !Args.hasArg(OPT_emit_asm) ? ".o" : Args.hasArg(OPT_emit_llvm) ? ".ll" : ".s";
  SmallString<256> P;
  if (const opt::Arg *A = Args.getLastArg(OPT_output_dir))
    P = A->getValue();
  sys::path::append(P, sys::path::stem(In.Path) + Ext);
  return std::string(P);
}

void Driver::printCommand(const std::vector<std::string> &Cmd) {
  if (!Verbose && !DryRun)
    return;
  std::string Line = "#$";
  for (const std::string &A : Cmd)
    Line += " " + quote(A);
  outs() << Line << "\n";
  outs().flush();
}

int Driver::exec(const std::vector<std::string> &Cmd) {
  printCommand(Cmd);
  if (DryRun)
    return 0;
  std::vector<StringRef> Argv(Cmd.begin(), Cmd.end());
  std::string ErrMsg;
  int RC = sys::ExecuteAndWait(Cmd[0], Argv, std::nullopt, {}, 0, 0, &ErrMsg);
  if (RC < 0)
    fatal("Could not run " + Cmd[0] + ": " + ErrMsg);
  return RC;
}

int Driver::execParallel(const std::vector<std::string> &Cmd, const std::string &Out) {
  unsigned N = CG.Threads ? CG.Threads : hardware_concurrency().compute_thread_count();
  // One target without -rdc is one chain (device cc1, lld, bundle, host cc1): nothing to overlap,
  // and the plan costs a clang start per job.
  if (N <= 1 || DryRun || (Arch.AmdTargets.size() < 2 && !CG.Rdc))
    return exec(Cmd);
  // clang's plan for this command. Its diagnostics go to a file here: ask for colours when
  // they end on a terminal (user flags come later and win).
  std::vector<std::string> Plan = {Cmd[0], "-###"};
  if (sys::Process::StandardErrHasColors())
    Plan.push_back("-fcolor-diagnostics");
  Plan.insert(Plan.end(), Cmd.begin() + 1, Cmd.end());
  std::string PlanOut = tempFile("plan", "txt");
  std::vector<StringRef> Argv(Plan.begin(), Plan.end());
  std::optional<StringRef> Redirects[] = {std::nullopt, StringRef(PlanOut), StringRef(PlanOut)};
  std::string ErrMsg;
  int RC = sys::ExecuteAndWait(Plan[0], Argv, std::nullopt, Redirects, 0, 0, &ErrMsg);
  if (RC < 0)
    fatal("Could not run " + Plan[0] + ": " + ErrMsg);
  auto Text = MemoryBuffer::getFile(PlanOut);
  if (!Text)
    return exec(Cmd);
  std::vector<Job> Jobs;
  std::vector<std::string> Messages;
  bool Parsed = parseClangPlan((*Text)->getBuffer().str(), Jobs, Messages);
  if (RC) { // the driver refused the command line: its own words, without its banner
    for (const std::string &M : Messages)
      errs() << M << "\n";
    return RC;
  }
  if (!Parsed)
    return exec(Cmd);
  for (const std::string &M : Messages) // driver warnings, shown once
    errs() << M << "\n";
  printCommand(Cmd);
  linkJobs(Jobs, Out, [&](const std::string &Old) {
    return tempFile(sys::path::stem(Old), sys::path::extension(Old).drop_front());
  });
  return runJobs(
      Jobs, N, [&](const std::vector<std::string> &J) { printCommand(J); },
      [&] { return tempFile("job", "log"); });
}

/// Inputs in order, with -x applying to the inputs after it (as nvcc and clang do).
std::vector<Input> Driver::collectInputs() {
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
  return Inputs;
}

int Driver::run() {
  Verbose = Args.hasArg(OPT_verbose);
  DryRun = Args.hasArg(OPT_dryrun);
  Keep = Args.hasArg(OPT_keep) || Args.hasArg(OPT_keep_dir);
  validateCodegenOptions();
  // `nvcc x.c -Xcompiler --version`: build systems ask nvcc who its host compiler is (the input
  // need not exist, as with nvcc, whose host compiler answers before reading it).
  if (std::optional<int> RC = hostCompilerQuery())
    return *RC;
  std::vector<Input> Inputs = collectInputs();
  if (Inputs.empty())
    fatal("No input files specified; use option --help for more information");
  if (Args.hasArg(OPT_lower_inline_ptx))
    return runLowerInlinePtx(Inputs);
  chooseArchitectures();
  if (Verbose || DryRun)
    printEnvironment();
  if (Keep && !DryRun && Args.hasArg(OPT_keep_dir))
    if (std::error_code EC = sys::fs::create_directories(keepDir()))
      fatal("Could not create directory '" + keepDir() + "': " + EC.message());

  // -cubin / -fatbin: one device image per .cu input (-cubin wins over -fatbin and -c, as in nvcc).
  bool Cubin = Args.hasArg(OPT_cubin);
  bool DeviceImage = Cubin || Args.hasArg(OPT_fatbin);
  bool DeviceLinkOnly = !DeviceImage && Args.hasArg(OPT_device_link);
  bool Lib = !DeviceImage && Args.hasArg(OPT_lib);
  bool CompileOnly = !DeviceLinkOnly && !Lib &&
                     Args.hasArg(OPT_compile, OPT_device_c, OPT_device_w, OPT_emit_asm);
  // -M/-MM: one host-side run per input, output to stdout or -o, like -E.
  bool Preprocess = Args.hasArg(OPT_preprocess, OPT_gen_deps, OPT_gen_nonsys_deps);
  // -cuda: nvcc writes <file>.cu.cpp.ii, its host-side translation for the host compiler. Ours is
  // the host side preprocessed (what clang compiles for the host), for build steps that make the
  // file; it is not meant for another host compiler (compile .cu files with -c).
  bool CudaCpp = !Preprocess && Args.hasArg(OPT_cuda_cpp);
  std::string Out;
  if (const opt::Arg *A = Args.getLastArg(OPT_output_file))
    Out = A->getValue();
  size_t Sources = std::count_if(Inputs.begin(), Inputs.end(),
                                 [](const Input &I) { return I.Kind != Lang::Object; });
  if ((CompileOnly || Preprocess || DeviceImage || CudaCpp) && !Out.empty() && Sources > 1)
    fatal("A single input file is required for a non-link phase when an outputfile is specified");

  int RC = 0;
  if (DeviceImage && !Preprocess) {
    // Host-only inputs (.cpp, .c, objects) have no device image: nvcc compiles and drops them.
    for (const Input &In : Inputs)
      if (In.Kind == Lang::Cuda &&
          (RC = compileDeviceImage(In, objectName(In, Cubin ? ".cubin" : ".fatbin"), Cubin)))
        break;
  } else if (CudaCpp) {
    for (const Input &In : Inputs)
      if (In.Kind == Lang::Cuda &&
          (RC = compile(In, Out.empty() ? sys::path::filename(In.Path).str() + ".cpp.ii" : Out,
                        true)))
        break;
  } else if (Preprocess) {
    for (const Input &In : Inputs)
      if (In.Kind != Lang::Object && (RC = compile(In, Out, true)))
        break;
  } else {
    // -dlink of sources compiles them as relocatable device code first, as nvcc does.
    if (DeviceLinkOnly)
      CG.Rdc = true;
    std::vector<std::string> Objects;
    for (const Input &In : Inputs) {
      if (In.Kind == Lang::Object) {
        Objects.push_back(In.Path);
        continue;
      }
      std::string Obj =
          CompileOnly ? objectName(In) : tempFile(sys::path::stem(In.Path), "o");
      if ((RC = compile(In, Obj, false)))
        break;
      Objects.push_back(Obj);
    }
    if (!RC && DeviceLinkOnly) {
      std::vector<std::string> Libs = staticLibrariesOnLinkLine();
      Objects.insert(Objects.end(), Libs.begin(), Libs.end());
      RC = deviceLink(Objects, Out.empty() ? "a_dlink.o" : Out);
    }
    else if (!RC && Lib)
      RC = archive(Objects, Out.empty() ? "a.a" : Out);
    else if (!RC && !CompileOnly)
      RC = link(Objects, Out.empty() ? "a.out" : Out);
  }
  for (const std::string &T : TempFiles)
    sys::fs::remove(T);
  return RC;
}

} // namespace scale
