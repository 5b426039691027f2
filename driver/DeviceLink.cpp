// SPDX-License-Identifier: Apache-2.0
//===- DeviceLink.cpp - nvcc -dlink over clang's -fgpu-rdc objects ---------------------------===//
//
// nvcc -dlink turns relocatable-device-code objects into one host object that a plain host
// linker links with the same objects (`g++ a.o b.o a_dlink.o -lcudart`), as CMake's
// CUDA_SEPARABLE_COMPILATION does. We do what clang's own `--hip-link -fgpu-rdc` does, step by
// step, so that the result is a separate object (clang only offers it fused into a final link):
//   1. clang-offload-bundler -unbundle: each target's device bitcode out of every object (-type=o)
//      and static library (-type=a: a device archive of the members' bitcode);
//   2. lld -m elf64_amdgpu: LTO-link the bitcode of one target into its code object;
//   3. clang-offload-bundler: one fat binary ("hipv4" entries) of all code objects;
//   4. an assembly file that .incbin's the fat binary as __hip_fatbin_<id> (section .hip_fatbin)
//      and defines __hip_gpubin_handle_<id>, for every __hip_cuid_<id> found in the inputs: the
//      registration code clang put in each RDC object refers to exactly these two symbols and
//      calls __hipRegisterFatBinary/__hipRegisterFunction/__hipRegisterVar (runtime-shim).
// Measured alternative: clang's new offload driver (--offload-new-driver) + clang-linker-wrapper
// --relocatable also gives a relocatable host object, but changes the object format of every
// compile; see docs/driver.md.
//===-----------------------------------------------------------------------------------------===//
#include "Diagnostics.h"
#include "Driver.h"
#include "OffloadObjects.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <set>

using namespace llvm;
using namespace scale::opts;

namespace scale {

int Driver::deviceLink(const std::vector<std::string> &Inputs, const std::string &Out) {
  // What the inputs carry; targets come from the objects (the command line may not repeat them).
  std::set<std::string> Targets;
  std::vector<std::string> Cuids;
  std::vector<std::pair<std::string, OffloadContents>> WithCode;
  for (const std::string &In : Inputs) {
    OffloadContents C = scanOffloadContents(In);
    for (const std::string &Id : C.Cuids)
      if (std::find(Cuids.begin(), Cuids.end(), Id) == Cuids.end())
        Cuids.push_back(Id);
    if (C.hasDeviceCode()) {
      Targets.insert(C.Targets.begin(), C.Targets.end());
      WithCode.emplace_back(In, C);
    }
  }
  if (DryRun && Targets.empty())
    Targets.insert(Arch.AmdTargets.begin(), Arch.AmdTargets.end());

  std::string Bundler = TK.LLVMBin + "/clang-offload-bundler";
  std::string BundleTargets = "-targets=host-x86_64-unknown-linux-gnu";
  std::vector<std::string> BundleInputs = {"-input=/dev/null"};
  std::string OptLevel = Args.hasArg(OPT_device_debug) ? "0" : "3";
  for (const std::string &T : Targets) {
    std::vector<std::string> Lld = {TK.LLVMBin + "/lld", "-flavor", "gnu", "-m", "elf64_amdgpu",
                                    "--no-undefined", "-shared",
                                    "-plugin-opt=-amdgpu-internalize-symbols",
                                    "-plugin-opt=mcpu=" + T, "-plugin-opt=O" + OptLevel,
                                    "--whole-archive"};
    for (const auto &[Path, C] : WithCode) {
      if (!C.Targets.count(T))
        continue;
      std::string Stem = sys::path::stem(Path).str() + "-" + T;
      std::string Dev = tempFile(Stem, C.IsArchive ? "a" : "bc");
      if (int RC = exec({Bundler, "-unbundle", C.IsArchive ? "-type=a" : "-type=o",
                         "-targets=hip-amdgcn-amd-amdhsa-unknown-" + T, "-input=" + Path,
                         "-output=" + Dev, "-allow-missing-bundles"}))
        return RC;
      Lld.push_back(Dev);
    }
    Lld.push_back("--no-whole-archive");
    std::string CodeObject = tempFile(sys::path::stem(Out).str() + "-" + T, "co");
    Lld.push_back("-o");
    Lld.push_back(CodeObject);
    if (int RC = exec(Lld))
      return RC;
    BundleTargets += ",hipv4-amdgcn-amd-amdhsa--" + T;
    BundleInputs.push_back("-input=" + CodeObject);
  }

  std::string FatBin;
  if (!Targets.empty()) {
    FatBin = tempFile(sys::path::stem(Out), "hipfb");
    std::vector<std::string> Bundle = {Bundler, "-type=o", "-bundle-align=4096", BundleTargets};
    Bundle.insert(Bundle.end(), BundleInputs.begin(), BundleInputs.end());
    Bundle.push_back("-output=" + FatBin);
    if (int RC = exec(Bundle))
      return RC;
  }

  std::string Asm = tempFile(sys::path::stem(Out), "s");
  {
    std::error_code EC;
    raw_fd_ostream OS(Asm, EC);
    if (EC)
      fatal("Could not write '" + Asm + "': " + EC.message());
    OS << "# Device link of relocatable device code (scale-amd nvcc -dlink)\n";
    for (const std::string &Id : Cuids)
      OS << "  .section .hip_gpubin_handle,\"aw\"\n  .globl __hip_gpubin_handle_" << Id
         << "\n  .protected __hip_gpubin_handle_" << Id << "\n  .type __hip_gpubin_handle_" << Id
         << ",@object\n  .p2align 3\n__hip_gpubin_handle_" << Id << ":\n  .zero 8\n";
    if (!FatBin.empty() && !Cuids.empty()) {
      OS << "  .section .hip_fatbin,\"a\",@progbits\n  .p2align 12\n";
      for (const std::string &Id : Cuids)
        OS << "  .globl __hip_fatbin_" << Id << "\n  .protected __hip_fatbin_" << Id
           << "\n  .type __hip_fatbin_" << Id << ",@object\n__hip_fatbin_" << Id << ":\n";
      OS << "  .incbin \"" << FatBin << "\"\n";
    }
    OS << "  .section .note.GNU-stack,\"\",@progbits\n";
  }
  return exec({TK.Clang, "--target=x86_64-pc-linux-gnu", "-c", "-x", "assembler", Asm, "-o", Out});
}

} // namespace scale
