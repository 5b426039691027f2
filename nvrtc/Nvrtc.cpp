// SPDX-License-Identifier: Apache-2.0
// libnvrtc.so.12: NVRTC's C API (nvrtc.h) — argument checks, program objects, results. The
// compilation itself is Compile.cpp; the option translation Options.cpp; the AMD target Target.cpp.
#include "Program.h"

#include <cstring>
#include <new>

using scale::nvrtc::compileProgram;

namespace {

/// The CUDA feature levels NVRTC 12 accepts (compute_XX / sm_XX), ascending.
const int SupportedArchs[] = {50, 52, 53, 60, 61, 62, 70, 72, 75, 80, 86, 87, 89, 90};

/// Copies \p S with its terminating NUL (NVRTC's sizes count it).
void copyOut(const std::string &S, char *Out) { std::memcpy(Out, S.c_str(), S.size() + 1); }

/// What the output accessors share: a program and an output pointer, the program locked, for the
/// compiled outputs a finished compilation; then Read fills the output.
template <class T, class ReadFn>
nvrtcResult readProgram(nvrtcProgram Prog, T *Out, bool NeedsCompiled, ReadFn Read) {
  if (!Prog)
    return NVRTC_ERROR_INVALID_PROGRAM;
  if (!Out)
    return NVRTC_ERROR_INVALID_INPUT;
  std::lock_guard<std::mutex> G(Prog->Lock);
  if (NeedsCompiled && !Prog->Compiled)
    return NVRTC_ERROR_INVALID_PROGRAM;
  Read(*Prog);
  return NVRTC_SUCCESS;
}

bool validHeaderName(const char *Name) {
  if (!Name || !*Name || Name[0] == '/')
    return false;
  std::string N(Name);
  return N != ".." && N.rfind("../", 0) != 0 && N.find("/../") == std::string::npos &&
         (N.size() < 3 || N.compare(N.size() - 3, 3, "/..") != 0);
}

} // namespace

extern "C" {

const char *nvrtcGetErrorString(nvrtcResult Result) {
  switch (Result) {
#define CASE(x)                                                                                    \
  case x:                                                                                          \
    return #x;
    CASE(NVRTC_SUCCESS)
    CASE(NVRTC_ERROR_OUT_OF_MEMORY)
    CASE(NVRTC_ERROR_PROGRAM_CREATION_FAILURE)
    CASE(NVRTC_ERROR_INVALID_INPUT)
    CASE(NVRTC_ERROR_INVALID_PROGRAM)
    CASE(NVRTC_ERROR_INVALID_OPTION)
    CASE(NVRTC_ERROR_COMPILATION)
    CASE(NVRTC_ERROR_BUILTIN_OPERATION_FAILURE)
    CASE(NVRTC_ERROR_NO_NAME_EXPRESSIONS_AFTER_COMPILATION)
    CASE(NVRTC_ERROR_NO_LOWERED_NAMES_BEFORE_COMPILATION)
    CASE(NVRTC_ERROR_NAME_EXPRESSION_NOT_VALID)
    CASE(NVRTC_ERROR_INTERNAL_ERROR)
    CASE(NVRTC_ERROR_TIME_FILE_WRITE_FAILED)
#undef CASE
  }
  return "NVRTC_ERROR unknown";
}

nvrtcResult nvrtcVersion(int *Major, int *Minor) {
  if (!Major || !Minor)
    return NVRTC_ERROR_INVALID_INPUT;
  *Major = SCALE_AMD_CUDA_MAJOR;
  *Minor = SCALE_AMD_CUDA_MINOR;
  return NVRTC_SUCCESS;
}

nvrtcResult nvrtcGetNumSupportedArchs(int *NumArchs) {
  if (!NumArchs)
    return NVRTC_ERROR_INVALID_INPUT;
  *NumArchs = sizeof(SupportedArchs) / sizeof(SupportedArchs[0]);
  return NVRTC_SUCCESS;
}

nvrtcResult nvrtcGetSupportedArchs(int *Archs) {
  if (!Archs)
    return NVRTC_ERROR_INVALID_INPUT;
  std::memcpy(Archs, SupportedArchs, sizeof(SupportedArchs));
  return NVRTC_SUCCESS;
}

nvrtcResult nvrtcCreateProgram(nvrtcProgram *Prog, const char *Src, const char *Name,
                               int NumHeaders, const char *const *Headers,
                               const char *const *IncludeNames) {
  if (!Prog || !Src || NumHeaders < 0 || (NumHeaders > 0 && (!Headers || !IncludeNames)))
    return NVRTC_ERROR_INVALID_INPUT;
  for (int I = 0; I < NumHeaders; ++I)
    if (!Headers[I] || !validHeaderName(IncludeNames[I]))
      return NVRTC_ERROR_INVALID_INPUT;
  auto *P = new (std::nothrow) _nvrtcProgram;
  if (!P)
    return NVRTC_ERROR_OUT_OF_MEMORY;
  P->Source = Src;
  P->Name = Name && *Name ? Name : "default_program";
  for (int I = 0; I < NumHeaders; ++I)
    P->Headers.emplace_back(IncludeNames[I], Headers[I]);
  *Prog = P;
  return NVRTC_SUCCESS;
}

nvrtcResult nvrtcDestroyProgram(nvrtcProgram *Prog) {
  if (!Prog || !*Prog)
    return NVRTC_ERROR_INVALID_PROGRAM;
  delete *Prog;
  *Prog = nullptr;
  return NVRTC_SUCCESS;
}

nvrtcResult nvrtcCompileProgram(nvrtcProgram Prog, int NumOptions, const char *const *Options) {
  if (!Prog)
    return NVRTC_ERROR_INVALID_PROGRAM;
  if (NumOptions < 0 || (NumOptions > 0 && !Options))
    return NVRTC_ERROR_INVALID_INPUT;
  std::vector<std::string> Opts;
  for (int I = 0; I < NumOptions; ++I) {
    if (!Options[I])
      return NVRTC_ERROR_INVALID_INPUT;
    Opts.emplace_back(Options[I]);
  }
  std::lock_guard<std::mutex> G(Prog->Lock);
  return compileProgram(*Prog, Opts);
}

// The "PTX" is the AMD code object followed by a NUL (PTX sizes count a terminator); the "CUBIN"
// is the code object itself. cuModuleLoadData / cuModuleLoadDataEx load either.
nvrtcResult nvrtcGetPTXSize(nvrtcProgram Prog, size_t *Size) {
  return readProgram(Prog, Size, true, [&](const auto &P) { *Size = P.CodeObject.size() + 1; });
}

nvrtcResult nvrtcGetPTX(nvrtcProgram Prog, char *Out) {
  return readProgram(Prog, Out, true, [&](const auto &P) { copyOut(P.CodeObject, Out); });
}

nvrtcResult nvrtcGetCUBINSize(nvrtcProgram Prog, size_t *Size) {
  return readProgram(Prog, Size, true, [&](const auto &P) { *Size = P.CodeObject.size(); });
}

nvrtcResult nvrtcGetCUBIN(nvrtcProgram Prog, char *Out) {
  return readProgram(Prog, Out, true, [&](const auto &P) {
    std::memcpy(Out, P.CodeObject.data(), P.CodeObject.size());
  });
}

nvrtcResult nvrtcGetProgramLogSize(nvrtcProgram Prog, size_t *Size) {
  return readProgram(Prog, Size, false, [&](const auto &P) { *Size = P.Log.size() + 1; });
}

nvrtcResult nvrtcGetProgramLog(nvrtcProgram Prog, char *Out) {
  return readProgram(Prog, Out, false, [&](const auto &P) { copyOut(P.Log, Out); });
}

nvrtcResult nvrtcAddNameExpression(nvrtcProgram Prog, const char *const Expr) {
  if (!Prog)
    return NVRTC_ERROR_INVALID_PROGRAM;
  if (!Expr || !*Expr)
    return NVRTC_ERROR_INVALID_INPUT;
  std::lock_guard<std::mutex> G(Prog->Lock);
  if (Prog->Compiled)
    return NVRTC_ERROR_NO_NAME_EXPRESSIONS_AFTER_COMPILATION;
  Prog->NameExpressions.emplace_back(Expr);
  return NVRTC_SUCCESS;
}

nvrtcResult nvrtcGetLoweredName(nvrtcProgram Prog, const char *const Expr, const char **Lowered) {
  if (!Prog)
    return NVRTC_ERROR_INVALID_PROGRAM;
  if (!Expr || !Lowered)
    return NVRTC_ERROR_INVALID_INPUT;
  std::lock_guard<std::mutex> G(Prog->Lock);
  if (!Prog->Compiled)
    return NVRTC_ERROR_NO_LOWERED_NAMES_BEFORE_COMPILATION;
  auto It = Prog->Lowered.find(Expr);
  if (It == Prog->Lowered.end())
    return NVRTC_ERROR_NAME_EXPRESSION_NOT_VALID;
  *Lowered = It->second.c_str(); // valid until nvrtcDestroyProgram, as NVRTC documents
  return NVRTC_SUCCESS;
}

} // extern "C"
