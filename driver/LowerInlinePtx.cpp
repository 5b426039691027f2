// SPDX-License-Identifier: Apache-2.0
//===- LowerInlinePtx.cpp - `nvcc --lower-inline-ptx -arch=sm_XX`: verification on NVIDIA ----===//
//
// Verification tooling, not part of the AMD product (issue 8, route A; docs/driver.md). The
// sources are compiled for an NVIDIA GPU by stock clang-22 in CUDA mode with NVIDIA's toolkit
// (its headers, libdevice, ptxas, libcudart_static) and our lowering pass loaded as an LLVM pass
// plugin (lib64/libscale-ptx-pass.so; the AMD frontend of libscale-plugin.so is not wanted on
// NVPTX): it lowers every inline PTX asm of the device module to LLVM IR with the NVPTX target
// hooks and leaves the host module alone, so the PTX that ptxas assembles is what our lowering
// made of the user's asm, and running the program on an NVIDIA GPU checks the lowering against
// nvcc's build of the same source. Our AMD headers,
// macros and device libraries are not used. One clang invocation does the whole job (compile,
// and link unless -c or -S is given).
//===-----------------------------------------------------------------------------------------===//
#include "Diagnostics.h"
#include "Driver.h"

#include "llvm/Support/FileSystem.h"

using namespace llvm;
using namespace scale::opts;

namespace scale {

std::vector<std::string> Driver::lowerInlinePtxCommand(const std::vector<Input> &Inputs) {
  std::string CudaPath = "/usr/local/cuda";
  if (const opt::Arg *A = Args.getLastArg(OPT_nvidia_cuda_path))
    CudaPath = A->getValue();
  const opt::Arg *ArchArg = Args.getLastArg(OPT_arch);
  std::string Sm = ArchArg ? ArchArg->getValue() : "";
  if (!StringRef(Sm).starts_with("sm_") || !parseCudaArch(Sm))
    fatal("--lower-inline-ptx needs -arch=sm_XX (an NVIDIA GPU), got '" + Sm + "'");
  if (Args.hasArg(OPT_preprocess, OPT_gen_deps, OPT_gen_nonsys_deps, OPT_device_link, OPT_lib))
    fatal("--lower-inline-ptx compiles and links only (no -E, -M, -dlink or -lib)");
  if (!DryRun && !sys::fs::exists(CudaPath + "/bin/ptxas"))
    fatal("--lower-inline-ptx: no NVIDIA CUDA toolkit at '" + CudaPath +
          "' (set --nvidia-cuda-path=<dir>)");

  std::vector<std::string> C = {TK.Clang, "--cuda-path=" + CudaPath, "--cuda-gpu-arch=" + Sm,
                                "-Wno-unknown-cuda-version",
                                "-Wno-register"}; // as for every .cu compile (CompileFlags.cpp)
  if (!Args.hasArg(OPT_no_plugin))
    C.push_back("-fpass-plugin=" + TK.Lib + "/libscale-ptx-pass.so");
  std::string Std = "c++17";
  if (const opt::Arg *A = Args.getLastArg(OPT_std))
    Std = A->getValue();
  C.push_back("-std=" + Std);
  std::string Opt = "-O3";
  if (const opt::Arg *A = Args.getLastArg(OPT_opt_level, OPT_optimize))
    Opt = std::string("-O") + A->getValue();
  C.push_back(Opt);
  if (!CG.Fmad)
    C.push_back("-ffp-contract=off");
  if (CG.Ftz)
    C.push_back("-fgpu-flush-denormals-to-zero");
  for (const opt::Arg *A : Args.filtered(OPT_define_macro))
    C.push_back(std::string("-D") + A->getValue());
  for (const opt::Arg *A : Args.filtered(OPT_undefine_macro))
    C.push_back(std::string("-U") + A->getValue());
  for (const opt::Arg *A : Args.filtered(OPT_include_path))
    C.push_back(std::string("-I") + A->getValue());
  for (const std::string &F : hostCompilerFlags())
    C.push_back(F);

  bool DeviceOnly = Args.hasArg(OPT_cuda_device_only);
  bool Asm = Args.hasArg(OPT_emit_asm);
  bool CompileOnly = Args.hasArg(OPT_compile) || Asm;
  if (DeviceOnly)
    C.push_back("--cuda-device-only");
  if (Asm)
    C.push_back("-S");
  else if (Args.hasArg(OPT_compile))
    C.push_back("-c");
  if (Args.hasArg(OPT_emit_llvm))
    C.push_back("-emit-llvm");
  for (const Input &In : Inputs) {
    if (In.Kind == Lang::Cuda) {
      C.insert(C.end(), {"-x", "cuda", In.Path, "-x", "none"});
    } else {
      C.push_back(In.Path);
    }
  }
  std::string Out;
  if (const opt::Arg *A = Args.getLastArg(OPT_output_file))
    Out = A->getValue();
  else if (!CompileOnly)
    Out = "a.out";
  if (!Out.empty())
    C.insert(C.end(), {"-o", Out});
  if (!CompileOnly) {
    for (const opt::Arg *A : Args.filtered(OPT_library_path))
      C.push_back(std::string("-L") + A->getValue());
    for (const opt::Arg *A : Args.filtered(OPT_library))
      C.push_back(std::string("-l") + A->getValue());
    C.insert(C.end(), {"-L" + CudaPath + "/lib64", "-lcudart_static", "-ldl", "-lrt", "-lpthread"});
  }
  return C;
}

int Driver::runLowerInlinePtx(const std::vector<Input> &Inputs) {
  return exec(lowerInlinePtxCommand(Inputs));
}

} // namespace scale
