// SPDX-License-Identifier: Apache-2.0
// NVRTC option table: one row per option (Options.h explains the translation).
#include "Options.h"

#include <cctype>
#include <cstring>

namespace scale::nvrtc {
namespace {

enum class Kind {
  Arch,        ///< --gpu-architecture: sm_XX / compute_XX / gfxNNNN
  Rdc,         ///< --relocatable-device-code=true|false
  DeviceC,     ///< --device-c (rdc true)
  Passed,      ///< joined value given to nvcc as <NvccSpelling><value>
  Bool,        ///< =true|false, given to nvcc as <NvccSpelling>=<value>
  Flag,        ///< no value, given to nvcc as NvccSpelling
  DefaultDev,  ///< -default-device
  Ignored,     ///< accepted, no effect (value optional)
};

struct Row {
  const char *Long;  ///< "--name" (value after '=')
  const char *Short; ///< "-name" (value after '=' or joined/separate for -I -D -U), or nullptr
  Kind K;
  const char *Nvcc;  ///< nvcc spelling for Passed/Bool/Flag
  bool TakesValue;
};

const Row Table[] = {
    {"--gpu-architecture", "-arch", Kind::Arch, nullptr, true},
    {"--relocatable-device-code", "-rdc", Kind::Rdc, nullptr, true},
    {"--device-c", "-dc", Kind::DeviceC, nullptr, false},
    {"--device-w", "-dw", Kind::Ignored, nullptr, false},
    {"--define-macro", "-D", Kind::Passed, "-D", true},
    {"--undefine-macro", "-U", Kind::Passed, "-U", true},
    {"--include-path", "-I", Kind::Passed, "-I", true},
    {"--pre-include", "-include", Kind::Passed, "--pre-include=", true},
    {"--std", "-std", Kind::Passed, "-std=", true},
    {"--use_fast_math", "-use_fast_math", Kind::Flag, "--use_fast_math", false},
    {"--ftz", "-ftz", Kind::Bool, "--ftz", true},
    {"--prec-sqrt", "-prec-sqrt", Kind::Bool, "--prec-sqrt", true},
    {"--prec-div", "-prec-div", Kind::Bool, "--prec-div", true},
    {"--fmad", "-fmad", Kind::Bool, "--fmad", true},
    {"--device-debug", "-G", Kind::Flag, "-G", false},
    {"--generate-line-info", "-lineinfo", Kind::Flag, "-lineinfo", false},
    {"--disable-warnings", "-w", Kind::Flag, "-w", false},
    {"--expt-relaxed-constexpr", "-expt-relaxed-constexpr", Kind::Flag, "--expt-relaxed-constexpr",
     false},
    {"--extended-lambda", "-extended-lambda", Kind::Flag, "--extended-lambda", false},
    {"--expt-extended-lambda", "-expt-extended-lambda", Kind::Flag, "--extended-lambda", false},
    {"--device-as-default-execution-space", "-default-device", Kind::DefaultDev, nullptr, false},
    {"--maxrregcount", "-maxrregcount", Kind::Ignored, nullptr, true},
    {"--ptxas-options", "-Xptxas", Kind::Ignored, nullptr, true},
    {"--extra-device-vectorization", "-extra-device-vectorization", Kind::Ignored, nullptr, false},
    {"--restrict", "-restrict", Kind::Ignored, nullptr, false},
    {"--device-int128", "-device-int128", Kind::Ignored, nullptr, false},
    {"--builtin-move-forward", "-builtin-move-forward", Kind::Ignored, nullptr, true},
    {"--builtin-initializer-list", "-builtin-initializer-list", Kind::Ignored, nullptr, true},
    {"--display-error-number", "-err-no", Kind::Ignored, nullptr, false},
    {"--no-display-error-number", "-no-err-no", Kind::Ignored, nullptr, false},
    {"--diag-error", "-diag-error", Kind::Ignored, nullptr, true},
    {"--diag-suppress", "-diag-suppress", Kind::Ignored, nullptr, true},
    {"--diag-warn", "-diag-warn", Kind::Ignored, nullptr, true},
    {"--optimization-info", "-opt-info", Kind::Ignored, nullptr, true},
    {"--modify-stack-limit", "-modify-stack-limit", Kind::Ignored, nullptr, true},
};

/// Short options whose value may be joined (-DX) or the next element (-D X).
bool isJoinedShort(const char *S) {
  return !std::strcmp(S, "-D") || !std::strcmp(S, "-U") || !std::strcmp(S, "-I");
}

/// "sm_80" / "compute_80" / "80" → "sm_80"; gfx names → AmdTarget; else false.
bool setArch(const std::string &V, CompileOptions &Out) {
  if (V.rfind("gfx", 0) == 0 && V.size() > 3) {
    Out.AmdTarget = V;
    return true;
  }
  std::string Digits;
  for (const char *Prefix : {"compute_", "sm_", "lto_"})
    if (V.rfind(Prefix, 0) == 0)
      Digits = V.substr(std::strlen(Prefix));
  if (Digits.empty() || Digits.size() > 4 || !isdigit(Digits[0]))
    return false;
  for (char C : Digits)
    if (!isdigit(C) && C != 'a' && C != 'f')
      return false;
  while (!isdigit(Digits.back()))
    Digits.pop_back(); // sm_90a, sm_100f: the feature level is the number
  Out.CudaArch = "sm_" + Digits;
  return true;
}

} // namespace

CompileOptions parseOptions(const std::vector<std::string> &Options) {
  CompileOptions Out;
  for (size_t I = 0; I < Options.size(); ++I) {
    const std::string &O = Options[I];
    const Row *Found = nullptr;
    std::string Value;
    bool HasValue = false;
    for (const Row &R : Table) {
      for (const char *Name : {R.Long, R.Short}) {
        if (!Name)
          continue;
        size_t N = std::strlen(Name);
        if (O.compare(0, N, Name) != 0)
          continue;
        if (O.size() == N) {
          Found = &R;
          if (R.TakesValue && (isJoinedShort(Name) || !std::strcmp(Name, "-arch")) &&
              I + 1 < Options.size() && Options[I + 1].rfind("-", 0) != 0) {
            Value = Options[++I]; // separate value: -D X, -arch sm_80
            HasValue = true;
          }
        } else if (O[N] == '=') {
          Found = &R;
          Value = O.substr(N + 1);
          HasValue = true;
        } else if (isJoinedShort(Name)) {
          Found = &R;
          Value = O.substr(N);
          HasValue = true;
        }
        if (Found)
          break;
      }
      if (Found)
        break;
    }
    if (!Found) {
      Out.Errors.push_back("nvrtc: error: invalid option '" + O + "'");
      continue;
    }
    if (Found->TakesValue && !HasValue && Found->K != Kind::Ignored) {
      Out.Errors.push_back("nvrtc: error: option '" + O + "' needs a value");
      continue;
    }
    if (!Found->TakesValue && HasValue) {
      Out.Errors.push_back("nvrtc: error: option '" + O + "' takes no value");
      continue;
    }
    switch (Found->K) {
    case Kind::Arch:
      if (!setArch(Value, Out))
        Out.Errors.push_back("nvrtc: error: invalid value '" + Value +
                             "' for option --gpu-architecture (compute_XX, sm_XX or an AMD gfx "
                             "name)");
      break;
    case Kind::Rdc:
      if (Value == "false")
        break;
      if (Value == "true")
        Out.Errors.push_back("nvrtc: error: '" + O + "': relocatable device code is not "
                             "supported by scale-amd's NVRTC (its code objects are loaded whole "
                             "by cuModuleLoadData); use --relocatable-device-code=false");
      else
        Out.Errors.push_back("nvrtc: error: '" + O + "': expected true or false");
      break;
    case Kind::DeviceC:
      Out.Errors.push_back("nvrtc: error: '" + O + "': relocatable device code is not "
                           "supported by scale-amd's NVRTC");
      break;
    case Kind::Passed:
      if (Value.empty())
        Out.Errors.push_back("nvrtc: error: option '" + O + "' needs a value");
      else
        Out.NvccFlags.push_back(Found->Nvcc + Value);
      break;
    case Kind::Bool:
      if (Value != "true" && Value != "false")
        Out.Errors.push_back("nvrtc: error: '" + O + "': expected true or false");
      else
        Out.NvccFlags.push_back(std::string(Found->Nvcc) + "=" + Value);
      break;
    case Kind::Flag:
      Out.NvccFlags.push_back(Found->Nvcc);
      break;
    case Kind::DefaultDev:
      Out.DefaultDevice = true;
      break;
    case Kind::Ignored:
      break;
    }
  }
  return Out;
}

} // namespace scale::nvrtc
