// SPDX-License-Identifier: Apache-2.0
#include "Toolkit.h"
#include "Config.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"

using namespace llvm;

namespace scale {

Toolkit Toolkit::locate(const char *Argv0) {
  Toolkit T;
  std::string Exe = sys::fs::getMainExecutable(Argv0, (void *)&presentedCudaVersion);
  SmallString<256> P(Exe);
  sys::path::remove_filename(P); // bin
  sys::path::remove_filename(P); // prefix
  T.Prefix = std::string(P);
  auto Join = [&](const char *A, const char *B = nullptr) {
    SmallString<256> R(T.Prefix);
    sys::path::append(R, A);
    if (B)
      sys::path::append(R, B);
    return std::string(R);
  };
  T.Include = Join("include");
  T.Lib = Join("lib64");
  T.Plugin = Join("lib64", "libscale-plugin.so");
  T.Overlay = Join("amdgcn", "bitcode");
  if (auto Env = sys::Process::GetEnv("SCALE_AMD_CLANG"))
    T.Clang = *Env;
  else
    T.Clang = SCALE_AMD_CLANGXX;
  T.LLVMBin = SCALE_AMD_LLVM_BIN;
  return T;
}

std::string Toolkit::deviceLibDir(const std::vector<std::string> &Targets) const {
  std::vector<std::string> Roots;
  if (auto Env = sys::Process::GetEnv("ROCM_PATH"))
    Roots.push_back(*Env);
  Roots.push_back("/opt/rocm");
  for (const std::string &Root : Roots) {
    SmallString<256> Dir(Root);
    sys::path::append(Dir, "amdgcn", "bitcode");
    SmallString<256> Ocml(Dir);
    sys::path::append(Ocml, "ocml.bc");
    if (!sys::fs::exists(Ocml))
      continue;
    bool HasAll = true;
    for (const std::string &T : Targets) {
      SmallString<256> Isa(Dir);
      sys::path::append(Isa, "oclc_isa_version_" + T.substr(3) + ".bc");
      HasAll &= sys::fs::exists(Isa);
    }
    if (HasAll)
      return std::string(Dir);
  }
  return Overlay;
}

std::optional<CudaVersion> parseCudaVersion(const std::string &S) {
  SmallVector<StringRef, 3> Parts;
  StringRef(S).split(Parts, '.');
  if (Parts.size() < 2 || Parts.size() > 3)
    return std::nullopt;
  CudaVersion V{0, 0, 0, true};
  if (Parts[0].getAsInteger(10, V.Major) || Parts[1].getAsInteger(10, V.Minor) ||
      (Parts.size() == 3 && Parts[2].getAsInteger(10, V.Build)))
    return std::nullopt;
  return V;
}

CudaVersion presentedCudaVersion() {
  if (auto Env = sys::Process::GetEnv("SCALE_AMD_CUDA_VERSION"))
    if (auto V = parseCudaVersion(*Env))
      return *V;
  return {SCALE_AMD_CUDA_MAJOR, SCALE_AMD_CUDA_MINOR, SCALE_AMD_CUDA_BUILD};
}

} // namespace scale
