// SPDX-License-Identifier: Apache-2.0
//===- Driver.h - nvcc's phases over clang-22 ------------------------------------------------===//
//
// One Driver runs one nvcc command line. The phases, as nvcc orders them:
//   preprocess (-E, -M, -MM)   one host-side clang -E per source, same macros as the compile
//   compile    (-c, -dc, -dw)  one `clang++ -x hip` per .cu (one fat object for every AMD target),
//                              its per-target jobs run in parallel (--threads, Jobs.h);
//                              .cpp/.c are host-only compiles; -rdc gives clang's -fgpu-rdc objects
//                              (a host ELF object carrying each target's device bitcode as an
//                              offload-bundler section)
//   device image (-cubin, -fatbin) device-only compiles: one target's AMD code object, or the
//                              offload bundle of all targets (what cuModuleLoad loads)
//   archive    (-lib)          llvm-ar of the objects (RDC objects stay RDC)
//   device link (-dlink, and implicitly when a link sees RDC objects)
//                              DeviceLink.cpp: bitcode of every target -> lld -> code object ->
//                              fat binary -> a host object defining the symbols the RDC objects'
//                              registration code refers to, so a plain host linker finishes
//   link                       clang++ as the host linker with libcudart (static by default)
// --lower-inline-ptx -arch=sm_XX replaces all of this with one clang-22 CUDA-mode command for an
// NVIDIA GPU (LowerInlinePtx.cpp): verification tooling for the inline-PTX lowering.
// Option handling is split by concern: CompileFlags.cpp (what each nvcc option becomes for clang),
// Arch.cpp (AMD targets and __CUDA_ARCH__), Link.cpp / DeviceLink.cpp, Report.cpp (-v, --version).
//===-----------------------------------------------------------------------------------------===//
#ifndef SCALE_AMD_DRIVER_DRIVER_H
#define SCALE_AMD_DRIVER_DRIVER_H

#include "Options.h"
#include "Targets.h"
#include "Toolkit.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Option/ArgList.h"

#include <optional>
#include <string>
#include <vector>

namespace scale {

enum class Lang { Cuda, Cxx, C, Object };

struct Input {
  std::string Path;
  Lang Kind;
};

/// The code-generation settings that several nvcc options combine into (validated once).
struct CodegenSettings {
  bool Rdc = false;
  bool Ftz = false, PrecDiv = true, PrecSqrt = true, Fmad = true, FastMath = false;
  bool ResourceUsage = false; ///< -Xptxas -v / --resource-usage
  bool WarningsAreErrors = false;
  bool PerThreadStream = false;
  unsigned Threads = 0; ///< --threads: parallel jobs per compile (0: one per CPU)
  std::string Cudart = "static";
  std::string Cudadevrt = "static";
};

class Driver {
public:
  Driver(Toolkit TK, llvm::opt::InputArgList &Args) : TK(std::move(TK)), Args(Args) {}
  int run();

  /// For editors (ClangdDatabase.cpp): the clang-22 command that parses source \p File of this
  /// command line as clangd should (host side, no plugin, no outputs); nullopt when \p File is
  /// not one of its sources.
  std::optional<std::vector<std::string>> editorCommand(llvm::StringRef File);

private:
  Toolkit TK;
  llvm::opt::InputArgList &Args;
  bool Verbose = false, DryRun = false, Keep = false;
  bool Editor = false; ///< editorCommand(): no files are read or run
  std::vector<std::string> TempFiles;
  ArchChoice Arch;
  CodegenSettings CG;

  // Driver.cpp
  std::vector<Input> collectInputs();
  int exec(const std::vector<std::string> &Cmd);
  void printCommand(const std::vector<std::string> &Cmd);
  /// Runs the clang command \p Cmd writing \p Out, its per-target jobs in parallel (Jobs.h).
  int execParallel(const std::vector<std::string> &Cmd, const std::string &Out);
  /// -Xcompiler --version, -dumpversion, ...: the host compiler's answer (nullopt: no query).
  std::optional<int> hostCompilerQuery();
  std::string tempFile(llvm::StringRef Stem, llvm::StringRef Ext);
  std::string keepDir() const;
  std::string objectName(const Input &In, llvm::StringRef Ext = "") const;

  // Arch.cpp
  void chooseArchitectures();

  // CompileFlags.cpp
  void validateCodegenOptions();
  std::vector<std::string> commonFlags(Lang L);
  std::vector<std::string> cudaFlags();
  std::vector<std::string> deviceCodegenFlags();
  std::vector<std::string> hostCompilerFlags();
  std::vector<std::string> splitPassThrough(unsigned Id);
  std::vector<std::string> nvccHostMacros();
  std::vector<std::string> compileCommand(const Input &In);
  int compile(const Input &In, const std::string &Out, bool PreprocessOnly);
  /// -cubin / -fatbin: the code object of the one AMD target / the bundle of all of them.
  int compileDeviceImage(const Input &In, const std::string &Out, bool Cubin);
  int keepDeviceCode(const Input &In);

  // Link.cpp
  int link(const std::vector<std::string> &Objects, const std::string &Out);
  int archive(const std::vector<std::string> &Objects, const std::string &Out);
  std::vector<std::string> staticLibrariesOnLinkLine();

  // DeviceLink.cpp
  int deviceLink(const std::vector<std::string> &Inputs, const std::string &Out);

  // LowerInlinePtx.cpp: --lower-inline-ptx -arch=sm_XX (verification on NVIDIA GPUs)
  std::vector<std::string> lowerInlinePtxCommand(const std::vector<Input> &Inputs);
  int runLowerInlinePtx(const std::vector<Input> &Inputs);

  // Report.cpp
  void printEnvironment();
  /// <prefix>/bin/../lib64, spelled as in the LIBRARIES line: CMake finds the link line by it.
  std::string libraryDir() const { return TK.Prefix + "/bin/../lib64"; }
};

/// `nvcc --clangd-compile-commands In Out` (ClangdDatabase.cpp): writes \p Out, the compilation
/// database \p In with every nvcc entry replaced by the clang command editorCommand() gives.
int writeClangdDatabase(const Toolkit &TK, llvm::StringRef In, llvm::StringRef Out);

void printVersion();
void printGpuArchList(bool Real);

} // namespace scale

#endif
