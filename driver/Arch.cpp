// SPDX-License-Identifier: Apache-2.0
// -arch / -gencode / --offload-arch / SCALE_AMD_TARGETS -> AMD targets and __CUDA_ARCH__
// (DESIGN.md section 3; the rules are summarised in Targets.h).
#include "Config.h"
#include "Diagnostics.h"
#include "Driver.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"

#include <algorithm>
#include <set>

using namespace llvm;
using namespace scale::opts;

namespace scale {

namespace {
/// The AMD GPUs of this machine, from amdgpu-arch (empty when there are none).
/// SCALE_AMD_AMDGPU_ARCH names another program that prints one gfx name per line (tests).
std::vector<std::string> nativeAmdTargets(const Toolkit &TK) {
  std::vector<std::string> Found;
  SmallString<128> Tool(TK.LLVMBin);
  sys::path::append(Tool, "amdgpu-arch");
  if (auto Env = sys::Process::GetEnv("SCALE_AMD_AMDGPU_ARCH"))
    Tool = *Env;
  if (!sys::fs::can_execute(Tool))
    return Found;
  SmallString<128> Out;
  if (sys::fs::createTemporaryFile("scale-amd-arch", "txt", Out))
    return Found;
  std::optional<StringRef> Redirects[] = {std::nullopt, StringRef(Out), StringRef("")};
  StringRef Argv[] = {Tool};
  if (sys::ExecuteAndWait(Tool, Argv, std::nullopt, Redirects, 10) == 0)
    if (auto Buf = MemoryBuffer::getFile(Out)) {
      SmallVector<StringRef, 4> Lines;
      (*Buf)->getBuffer().split(Lines, '\n', -1, false);
      for (StringRef L : Lines)
        if (std::find(Found.begin(), Found.end(), L.trim().str()) == Found.end())
          Found.push_back(L.trim().str());
    }
  sys::fs::remove(Out);
  return Found;
}
} // namespace

void Driver::chooseArchitectures() {
  std::vector<std::string> Amd;
  std::set<int> Levels;
  bool Native = false;
  auto Consider = [&](StringRef Value, StringRef Option) {
    for (const std::string &Item : splitList(Value.str())) {
      StringRef V(Item);
      if (V.starts_with("gfx")) {
        Amd.push_back(Item);
      } else if (auto L = parseCudaArch(Item)) {
        Levels.insert(*L);
      } else if (V == "native") {
        Native = true; // the level of the GPUs found, decided below
      } else if (V == "all" || V == "all-major") {
        Levels.insert(SCALE_AMD_MAX_CUDA_ARCH);
      } else {
        fatal("Value '" + Item + "' is not defined for option '" + Option + "'");
      }
    }
  };
  for (const opt::Arg *A : Args.filtered(OPT_arch, OPT_offload_arch))
    Consider(A->getValue(), "gpu-architecture");
  for (const opt::Arg *A : Args.filtered(OPT_gpu_code))
    for (const std::string &Item : splitList(A->getValue()))
      if (!StringRef(Item).starts_with("gfx") && !parseCudaArch(Item))
        fatal("Value '" + Item + "' is not defined for option 'gpu-code'");
  for (const opt::Arg *A : Args.filtered(OPT_gencode)) {
    // arch=compute_86,code=sm_86  or  arch=compute_52,code=[compute_52,sm_52]
    StringRef Spec = A->getValue();
    size_t Pos = Spec.find("arch=");
    if (Pos == StringRef::npos)
      fatal("Option 'generate-code' requires 'arch=...' (got '" + Spec + "')");
    StringRef Rest = Spec.substr(Pos + 5);
    Consider(Rest.take_until([](char C) { return C == ','; }), "generate-code");
  }
  if (Amd.empty())
    if (auto Env = sys::Process::GetEnv("SCALE_AMD_TARGETS"))
      Amd = splitList(*Env);
  bool Found = !Amd.empty();
  if (Amd.empty() && !Editor) // an editor's parse is host-side: the machine's GPUs do not matter
    Found = !(Amd = nativeAmdTargets(TK)).empty();
  // -arch=native: the AMD GPUs chosen above (explicit, SCALE_AMD_TARGETS or this machine's) at the
  // CUDA level our runtime reports for every AMD GPU (cudaDeviceProp 8.6, the cap). No GPU and no
  // chosen target: what nvcc does without a GPU, the default targets and level, with its warning.
  if (Native && Found)
    Levels.insert(SCALE_AMD_MAX_CUDA_ARCH);
  else if (Native && !Editor)
    warning("Cannot find valid GPU for '-arch=native', default arch is used");
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

} // namespace scale
