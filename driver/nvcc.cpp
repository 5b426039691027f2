// SPDX-License-Identifier: Apache-2.0
//===- nvcc.cpp - the nvcc-compatible driver ------------------------------------------------===//
//
// bin/nvcc accepts nvcc's command line and runs stock clang-22 for the host and every AMD target.
//
// Design:
//  * The command line is NVCC_PREPEND_FLAGS + argv + NVCC_APPEND_FLAGS with options files and
//    response files expanded (CommandLine.cpp), parsed by LLVM's Option library from Options.td,
//    so every nvcc spelling (-arch sm_86, -arch=sm_86, --gpu-architecture=sm_86) is one row.
//    Unknown options are fatal in nvcc's words ("nvcc fatal   : Unknown option '-foo'") unless
//    -forward-unknown-to-host-compiler/-linker sends them on.
//  * A .cu file is compiled by `clang++ -x hip` with one --offload-arch per AMD target (one fat
//    object), our plugin (-fplugin), our headers (-isystem <prefix>/include, cuda_runtime.h
//    force-included) and the nvcc macro set; the HIP macros are undefined so that user code only
//    sees a CUDA compiler. .cpp/.c files are host-only clang compiles; objects and libraries go
//    to the link, which adds lib64/libcudart_static.a (nvcc's default) or libcudart.so.
//  * Phases and separate compilation: Driver.h. Option mapping: CompileFlags.cpp, docs/driver.md.
//  * --clangd-compile-commands rewrites a compilation database for stock clangd
//    (ClangdDatabase.cpp, docs/clangd.md).
//  * -v and --dryrun print nvcc's `#$ NAME=value` environment lines and then each command,
//    because CMake parses them to find the toolkit (TOP, INCLUDES, LIBRARIES) and the link line.
//===-----------------------------------------------------------------------------------------===//
#include "CommandLine.h"
#include "Diagnostics.h"
#include "Driver.h"
#include "Options.h"
#include "Toolkit.h"

#include "llvm/Option/Arg.h"
#include "llvm/Option/ArgList.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace scale;
using namespace scale::opts;

static std::optional<std::string> getEnv(const char *Name) { return sys::Process::GetEnv(Name); }

int main(int argc, char **argv) {
  if (auto V = getEnv("SCALE_AMD_CUDA_VERSION"))
    if (!parseCudaVersion(*V))
      fatal("SCALE_AMD_CUDA_VERSION='" + *V + "' is not a CUDA version (X.Y or X.Y.Z)");
  std::vector<std::string> Expanded =
      expandCommandLine(std::vector<std::string>(argv + 1, argv + argc), getEnv);
  SmallVector<const char *, 64> Argv;
  for (const std::string &A : Expanded)
    Argv.push_back(A.c_str());

  NvccOptTable Table;
  unsigned MissingIndex = 0, MissingCount = 0;
  opt::InputArgList Args = Table.ParseArgs(Argv, MissingIndex, MissingCount);
  if (MissingCount)
    fatal(Twine("argument expected after '") + Args.getArgString(MissingIndex) + "'");
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
  if (Args.hasArg(OPT_list_gpu_arch, OPT_list_gpu_code)) {
    printGpuArchList(Args.hasArg(OPT_list_gpu_code));
    return 0;
  }
  if (const opt::Arg *A = Args.getLastArg(OPT_clangd_compile_commands))
    return writeClangdDatabase(Toolkit::locate(argv[0]), A->getValue(0), A->getValue(1));
  Driver D(Toolkit::locate(argv[0]), Args);
  return D.run();
}
