// SPDX-License-Identifier: Apache-2.0
// Where the toolkit and the tools it drives live, and the versions it presents.
#ifndef SCALE_AMD_DRIVER_TOOLKIT_H
#define SCALE_AMD_DRIVER_TOOLKIT_H

#include <optional>
#include <string>
#include <vector>

namespace scale {

struct Toolkit {
  std::string Prefix;   ///< <prefix>, the directory above bin/nvcc
  std::string Clang;    ///< clang++ of LLVM 22
  std::string LLVMBin;  ///< its bin directory (amdgpu-arch, llvm-objdump, ...)
  std::string Plugin;   ///< <prefix>/lib64/libscale-plugin.so
  std::string Include;  ///< <prefix>/include
  std::string Lib;      ///< <prefix>/lib64
  std::string Overlay;  ///< <prefix>/amdgcn/bitcode

  /// Locates the toolkit from the running executable; environment overrides:
  /// SCALE_AMD_CLANG (the clang++ to run).
  static Toolkit locate(const char *Argv0);

  /// The device-libs directory to use for \p Targets: the newest ROCm found (ROCM_PATH, /opt/rocm)
  /// when it has an ISA file for every target, else our overlay (DESIGN.md section 6).
  std::string deviceLibDir(const std::vector<std::string> &Targets) const;
};

struct CudaVersion {
  int Major, Minor, Build;
  bool Overridden = false; ///< from SCALE_AMD_CUDA_VERSION in the environment
};
/// The CUDA version nvcc presents: SCALE_AMD_CUDA_VERSION (environment, "X.Y" or "X.Y.Z"), else
/// the version configured at build time (CMake SCALE_AMD_CUDA_VERSION).
CudaVersion presentedCudaVersion();
/// Parses "12.4" or "12.4.131"; nullopt when malformed.
std::optional<CudaVersion> parseCudaVersion(const std::string &S);

} // namespace scale

#endif
