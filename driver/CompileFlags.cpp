// SPDX-License-Identifier: Apache-2.0
// What each nvcc option becomes on the clang-22 command line (docs/driver.md has the table).
// Device-only settings go behind -Xarch_device so that host code is compiled as nvcc's host
// compiler would compile it.
#include "CommandLine.h"
#include "Config.h"
#include "Diagnostics.h"
#include "Driver.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Path.h"

#include <algorithm>

using namespace llvm;
using namespace scale::opts;

namespace scale {

namespace {
bool parseBool(const opt::ArgList &Args, unsigned Id, bool Default) {
  const opt::Arg *A = Args.getLastArg(Id);
  if (!A)
    return Default;
  std::string V = StringRef(A->getValue()).lower();
  if (V == "true")
    return true;
  if (V == "false")
    return false;
  fatal("'" + Twine(A->getValue()) + "': expected true or false");
}

unsigned parseNumber(const opt::Arg *A) {
  unsigned N;
  if (StringRef(A->getValue()).getAsInteger(10, N))
    fatal("'" + Twine(A->getValue()) + "': expected a number");
  return N;
}

/// The value of option \p Id, checked against \p Allowed (nvcc's message otherwise).
std::string oneOf(const opt::ArgList &Args, unsigned Id, StringRef Name,
                  std::initializer_list<StringRef> Allowed, StringRef Default) {
  const opt::Arg *A = Args.getLastArg(Id);
  if (!A)
    return Default.str();
  std::string V = StringRef(A->getValue()).lower();
  if (std::find(Allowed.begin(), Allowed.end(), V) == Allowed.end())
    fatal("Value '" + Twine(A->getValue()) + "' is not defined for option '" + Name + "'");
  return V;
}
} // namespace

void Driver::validateCodegenOptions() {
  CG.Rdc = parseBool(Args, OPT_rdc, false);
  if (Args.hasArg(OPT_device_c))
    CG.Rdc = true;
  if (Args.hasArg(OPT_device_w))
    CG.Rdc = false;
  // --use_fast_math sets the four parts; an explicit part given with it wins.
  CG.FastMath = Args.hasArg(OPT_use_fast_math);
  CG.Ftz = parseBool(Args, OPT_ftz, CG.FastMath);
  CG.PrecDiv = parseBool(Args, OPT_prec_div, !CG.FastMath);
  CG.PrecSqrt = parseBool(Args, OPT_prec_sqrt, !CG.FastMath);
  CG.Fmad = parseBool(Args, OPT_fmad, true);
  CG.Cudart = oneOf(Args, OPT_cudart, "cudart", {"static", "shared", "none"}, "static");
  CG.Cudadevrt = oneOf(Args, OPT_cudadevrt, "cudadevrt", {"static", "none"}, "static");
  CG.PerThreadStream =
      oneOf(Args, OPT_default_stream, "default-stream", {"legacy", "null", "per-thread"},
            "legacy") == "per-thread";
  for (const opt::Arg *A : Args.filtered(OPT_Werror))
    for (StringRef Kind : split(A->getValue(), ',')) {
      static const StringRef Kinds[] = {"all-warnings", "cross-execution-space-call", "reorder",
                                        "default-stream-launch", "missing-launch-bounds",
                                        "ext-lambda-captures-this", "deprecated-declarations"};
      if (std::find(std::begin(Kinds), std::end(Kinds), Kind) == std::end(Kinds))
        fatal("Value '" + Kind + "' is not defined for option 'Werror'");
      CG.WarningsAreErrors |= Kind == "all-warnings";
    }
  if (const opt::Arg *A = Args.getLastArg(OPT_threads))
    CG.Threads = parseNumber(A);
  if (const opt::Arg *A = Args.getLastArg(OPT_maxrregcount))
    parseNumber(A);
  for (const std::string &P : splitPassThrough(OPT_Xptxas))
    CG.ResourceUsage |= P == "-v" || P == "--verbose";
  CG.ResourceUsage |= Args.hasArg(OPT_res_usage);
  // PTX needs a PTX back end for code that is compiled for AMD GPUs: not available (yet).
  if (const opt::Arg *A = Args.getLastArg(OPT_ptx))
    fatal("Option '" + Twine(A->getSpelling()) +
          "' is not supported: scale-amd compiles CUDA to AMD GPU code and does not generate PTX; "
          "use -cubin (AMD code object) or -fatbin (all AMD targets), which cuModuleLoad loads "
          "(docs/driver.md)");
  if (const opt::Arg *A = Args.getLastArg(OPT_cubin, OPT_fatbin))
    if (CG.Rdc)
      fatal("Option '" + Twine(A->getSpelling()) +
            "' is not supported with relocatable device code (-rdc=true, -dc): its AMD device "
            "code is bitcode until the device link (-dlink)");
}

/// The values of -Xcompiler/-Xlinker/...: nvcc splits them at commas and pastes each part into a
/// shell command line, so `-Xcompiler "-Wall -Wextra"` (one argument, as ggml's CMake writes it)
/// is two options and quotes group: the parts are split as a shell would.
std::vector<std::string> Driver::splitPassThrough(unsigned Id) {
  std::vector<std::string> Out;
  for (const opt::Arg *A : Args.filtered(Id))
    for (StringRef V : A->getValues()) {
      SmallVector<StringRef, 4> Parts;
      V.split(Parts, ',', -1, false);
      for (StringRef P : Parts)
        for (std::string &T : tokenizeOptions(P.str()))
          Out.push_back(std::move(T));
    }
  return Out;
}

/// Options that make a compiler print something about itself and stop (gcc's and clang's
/// spellings); -dumpfullversion (gcc: "12.2.0") is clang's -dumpversion ("22.1.8"), which clang
/// accepts but ignores under gcc's name.
static std::optional<std::string> identityQuery(StringRef F) {
  if (F == "--version" || F == "-dumpversion" || F == "-dumpmachine" || F == "-print-search-dirs" ||
      F == "-print-libgcc-file-name" || F == "-print-multiarch" || F == "-print-resource-dir" ||
      F == "-print-target-triple" || F.starts_with("-print-file-name=") ||
      F.starts_with("-print-prog-name="))
    return F.str();
  if (F == "-dumpfullversion")
    return std::string("-dumpversion");
  return std::nullopt;
}

std::optional<int> Driver::hostCompilerQuery() {
  std::vector<std::string> Cmd = {TK.Clang};
  for (const std::string &F : hostCompilerFlags())
    if (std::optional<std::string> Q = identityQuery(F))
      if (std::find(Cmd.begin(), Cmd.end(), *Q) == Cmd.end())
        Cmd.push_back(*Q);
  if (Cmd.size() == 1)
    return std::nullopt;
  return exec(Cmd);
}

std::vector<std::string> Driver::hostCompilerFlags() {
  std::vector<std::string> F;
  std::vector<std::string> X = splitPassThrough(OPT_Xcompiler);
  if (Args.hasArg(OPT_forward_unknown_host_compiler))
    for (const opt::Arg *A : Args.filtered(OPT_UNKNOWN))
      X.push_back(A->getAsString(Args));
  for (std::string &Flag : X) {
    // Flags that select the host machine mode: clang cannot forward them with -Xarch_host (they
    // would change the target of every job). -m64 is the only mode of this toolkit, as of nvcc 12
    // ("-Xcompiler -m64" is common in old Makefiles); -m32 host code cannot be built.
    if (Flag == "-m64")
      continue;
    if (Flag == "-m32")
      fatal("32-bit host code (-Xcompiler -m32) is not supported: CUDA and this toolkit build "
            "64-bit host code only");
    F.push_back(std::move(Flag));
  }
  return F;
}

/// Preprocessor, language and diagnostic flags shared by every compile of the given language.
std::vector<std::string> Driver::commonFlags(Lang L) {
  std::vector<std::string> F;
  if (L != Lang::C) {
    std::string Std = "c++17"; // nvcc 12's default dialect
    if (const opt::Arg *A = Args.getLastArg(OPT_std))
      Std = A->getValue();
    F.push_back("-std=" + Std);
    // `register` on a local variable: removed in C++17, an error by default in clang
    // (ext_register_storage_class; before C++17 a deprecation warning). nvcc's front end accepts
    // it silently in .cu files, host and device code alike (measured with nvcc 13); for .cpp
    // files nvcc runs the host compiler, where g++ warns from C++17 on (-Wregister, an error
    // under -Werror) and says nothing before.
    if (L == Lang::Cuda) {
      F.push_back("-Wno-register");
    } else {
      F.push_back("-Wno-deprecated-register");
      if (!CG.WarningsAreErrors)
        F.push_back("-Wno-error=register");
    }
  }
  std::string Opt = "-O3"; // nvcc optimizes device code at -O3 by default
  if (const opt::Arg *A = Args.getLastArg(OPT_opt_level, OPT_optimize))
    Opt = std::string("-O") + A->getValue();
  F.push_back(Opt);
  if (Args.hasArg(OPT_debug))
    F.push_back("-g");
  if (Args.hasArg(OPT_w))
    F.push_back("-w");
  if (CG.WarningsAreErrors)
    F.push_back("-Werror");
  if (Args.hasArg(OPT_Wno_deprecated_declarations))
    F.push_back("-Wno-deprecated-declarations");
  if (Args.hasArg(OPT_Wreorder) && L != Lang::C)
    F.push_back("-Wreorder");
  // As nvcc: host and device sides, .cu and host-only sources; cuda_runtime_api.h and cuda.h
  // then map the API to its per-thread variants (docs/per-thread-stream.md).
  if (CG.PerThreadStream)
    F.push_back("-DCUDA_API_PER_THREAD_DEFAULT_STREAM=1");
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

/// Device-side code generation: math modes, debug info, resource usage report.
std::vector<std::string> Driver::deviceCodegenFlags() {
  std::vector<std::string> F;
  auto Device = [&](std::string Flag) {
    F.push_back("-Xarch_device");
    F.push_back(std::move(Flag));
  };
  if (CG.FastMath)
    F.push_back("-D__USE_FAST_MATH__");
  if (CG.Ftz)
    F.push_back("-fgpu-flush-denormals-to-zero");
  // clang has one switch for both: IEEE fp32 division and square root (the ocml sqrt and the
  // division's !fpmath). Either part set to false turns it off.
  if (!CG.PrecDiv || !CG.PrecSqrt)
    F.push_back("-fno-hip-fp32-correctly-rounded-divide-sqrt");
  if (!CG.Fmad)
    Device("-ffp-contract=off");
  if (CG.ResourceUsage)
    Device("-Rpass-analysis=kernel-resource-usage");
  if (Args.hasArg(OPT_device_debug)) {
    F.push_back("-D__CUDACC_DEBUG__");
    Device("-O0");
    Device("-g");
  } else if (Args.hasArg(OPT_lineinfo)) {
    Device("-gline-tables-only");
  }
  return F;
}

/// The macros nvcc gives every compile, host-only (.c, .cpp) ones included.
std::vector<std::string> Driver::nvccHostMacros() {
  CudaVersion V = presentedCudaVersion();
  std::vector<std::string> F = {"-D__NVCC__"};
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
  if (CG.Rdc)
    F.push_back("-fgpu-rdc");
  // Kernel stubs then launch through hipLaunchKernel_spt (stream 0: the per-thread stream).
  // clang also predefines HIP_API_PER_THREAD_DEFAULT_STREAM and its __..__ form: hidden below.
  if (CG.PerThreadStream)
    F.push_back("-fgpu-default-stream=per-thread");
  if (!Args.hasArg(OPT_no_plugin))
    F.push_back("-fplugin=" + TK.Plugin);
  for (const char *M : {"__HIP__", "__HIPCC__", "__HIP_DEVICE_COMPILE__"})
    F.push_back(std::string("-U") + M);
  if (CG.PerThreadStream)
    for (const char *M : {"HIP_API_PER_THREAD_DEFAULT_STREAM", "__HIP_API_PER_THREAD_DEFAULT_STREAM__"})
      F.push_back(std::string("-U") + M);
  F.push_back("-D__NVCC__");
  F.push_back("-D__CUDACC__");
  if (CG.Rdc)
    F.push_back("-D__CUDACC_RDC__");
  std::vector<std::string> Host = nvccHostMacros();
  F.insert(F.end(), Host.begin() + 1, Host.end()); // after __NVCC__, which is already there
  if (V.Overridden) {
    F.push_back("-D__SCALE_AMD_CUDA_MAJOR__=" + std::to_string(V.Major));
    F.push_back("-D__SCALE_AMD_CUDA_MINOR__=" + std::to_string(V.Minor));
  }
  F.push_back("-Xarch_device");
  F.push_back("-D__CUDA_ARCH__=" + std::to_string(Arch.CudaArch));
  if (Args.hasArg(OPT_expt_relaxed_constexpr))
    F.push_back("-D__CUDACC_RELAXED_CONSTEXPR__");
  if (Args.hasArg(OPT_extended_lambda))
    F.push_back("-D__CUDACC_EXTENDED_LAMBDA__");
  std::vector<std::string> D = deviceCodegenFlags();
  F.insert(F.end(), D.begin(), D.end());
  F.push_back("-include");
  F.push_back("cuda_runtime.h");
  return F;
}

std::vector<std::string> Driver::compileCommand(const Input &In) {
  std::vector<std::string> Cmd = {TK.Clang};
  if (In.Kind == Lang::Cuda) {
    std::vector<std::string> C = cudaFlags();
    Cmd.insert(Cmd.end(), C.begin(), C.end());
  } else {
    // Host-only sources: the host compiler, in C for .c files, with nvcc's macros (not
    // __CUDACC__: nvcc defines that for CUDA sources only).
    Cmd.push_back("-x");
    Cmd.push_back(In.Kind == Lang::C ? "c" : "c++");
    std::vector<std::string> M = nvccHostMacros();
    Cmd.insert(Cmd.end(), M.begin(), M.end());
  }
  std::vector<std::string> Common = commonFlags(In.Kind);
  Cmd.insert(Cmd.end(), Common.begin(), Common.end());
  for (const std::string &X : hostCompilerFlags()) {
    // -save-temps applies to the whole compilation and clang refuses it under -Xarch_host.
    if (In.Kind == Lang::Cuda && !StringRef(X).starts_with("-save-temps"))
      Cmd.push_back("-Xarch_host");
    Cmd.push_back(X);
  }
  return Cmd;
}

int Driver::compile(const Input &In, const std::string &Out, bool PreprocessOnly) {
  std::vector<std::string> Cmd = compileCommand(In);
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
  if ((DepsOnly || PreprocessOnly) && In.Kind == Lang::Cuda)
    Cmd.push_back("--cuda-host-only");
  if (DepsOnly) {
    // -M/-MM: the dependency list is the output (stdout or -o), nothing is compiled.
  } else if (PreprocessOnly) {
    Cmd.push_back("-E");
  } else if (Args.hasArg(OPT_emit_asm)) {
    Cmd.push_back("-S");
  } else {
    Cmd.push_back("-c");
  }
  if (In.Kind == Lang::Cuda && Args.hasArg(OPT_cuda_device_only))
    Cmd.push_back("--cuda-device-only");
  else if (In.Kind == Lang::Cuda && Args.hasArg(OPT_cuda_host_only) && !DepsOnly &&
           !PreprocessOnly)
    Cmd.push_back("--cuda-host-only");
  if (Args.hasArg(OPT_emit_llvm))
    Cmd.push_back("-emit-llvm");
  Cmd.push_back(In.Path);
  if (!Out.empty()) {
    Cmd.push_back("-o");
    Cmd.push_back(Out);
  }
  bool Objects = In.Kind == Lang::Cuda && !PreprocessOnly && !DepsOnly && !Args.hasArg(OPT_emit_asm);
  int RC = Objects ? execParallel(Cmd, Out) : exec(Cmd);
  if (!RC && Keep && !PreprocessOnly && !DepsOnly && In.Kind == Lang::Cuda)
    RC = keepDeviceCode(In);
  return RC;
}

int Driver::compileDeviceImage(const Input &In, const std::string &Out, bool Cubin) {
  if (Cubin && Arch.AmdTargets.size() != 1) {
    std::string List;
    for (const std::string &T : Arch.AmdTargets)
      List += (List.empty() ? "" : ", ") + T;
    fatal("Option '--cubin' is not allowed when compiling for multiple GPU code instances (AMD "
          "targets " + List + "): select one with -arch=gfxNNNN, --offload-arch=gfxNNNN or "
          "SCALE_AMD_TARGETS, or use -fatbin for all of them");
  }
  // clang's device-only compile: with --no-gpu-bundle-output the code object (an AMDGPU ELF
  // shared object) of the one target, else the clang-offload-bundler bundle of every target that
  // a -c object embeds (__CLANG_OFFLOAD_BUNDLE__, "hipv4-amdgcn-amd-amdhsa--gfxNNNN" entries).
  std::vector<std::string> Cmd = compileCommand(In);
  Cmd.push_back("--cuda-device-only");
  if (Cubin)
    Cmd.push_back("--no-gpu-bundle-output");
  for (const std::string &A : {std::string("-c"), In.Path, std::string("-o"), Out})
    Cmd.push_back(A);
  return execParallel(Cmd, Out);
}

/// --keep: the AMD assembly (<stem>-<gfx>.s) and code object (<stem>-<gfx>.co) of every target,
/// written to -keep-dir (default: the current directory). These are separate device-only
/// compiles with the same flags: clang's -save-temps would compile from preprocessed text,
/// which the plugin's source-level rewriting must not be skipped for.
int Driver::keepDeviceCode(const Input &In) {
  std::string Stem = sys::path::stem(In.Path).str();
  for (const std::string &T : Arch.AmdTargets) {
    for (bool Asm : {true, false}) {
      std::vector<std::string> Cmd = compileCommand(In);
      // One target per output: drop the other --offload-arch flags.
      Cmd.erase(std::remove_if(Cmd.begin(), Cmd.end(),
                               [&](const std::string &A) {
                                 return StringRef(A).starts_with("--offload-arch=") &&
                                        A != "--offload-arch=" + T;
                               }),
                Cmd.end());
      SmallString<256> Out(keepDir());
      sys::path::append(Out, Stem + "-" + T + (Asm ? ".s" : ".co"));
      for (const char *F : {"--cuda-device-only", "--no-gpu-bundle-output", Asm ? "-S" : "-c"})
        Cmd.push_back(F);
      Cmd.push_back(In.Path);
      Cmd.push_back("-o");
      Cmd.push_back(std::string(Out));
      if (int RC = exec(Cmd))
        return RC;
    }
  }
  return 0;
}

} // namespace scale
