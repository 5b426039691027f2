// SPDX-License-Identifier: Apache-2.0
// NVRTC, CUDA's run-time compilation API (libnvrtc.so.12), as scale-amd provides it: the program is
// compiled by this toolkit's nvcc for an AMD GPU, and the "PTX"/"CUBIN" it returns is the AMD code
// object that cuModuleLoadData of our libcuda loads (docs/nvrtc.md). Declarations follow NVIDIA's
// documented API (names, signatures, enumerator values).
#ifndef SCALE_AMD_NVRTC_H
#define SCALE_AMD_NVRTC_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef enum {
  NVRTC_SUCCESS = 0,
  NVRTC_ERROR_OUT_OF_MEMORY = 1,
  NVRTC_ERROR_PROGRAM_CREATION_FAILURE = 2,
  NVRTC_ERROR_INVALID_INPUT = 3,
  NVRTC_ERROR_INVALID_PROGRAM = 4,
  NVRTC_ERROR_INVALID_OPTION = 5,
  NVRTC_ERROR_COMPILATION = 6,
  NVRTC_ERROR_BUILTIN_OPERATION_FAILURE = 7,
  NVRTC_ERROR_NO_NAME_EXPRESSIONS_AFTER_COMPILATION = 8,
  NVRTC_ERROR_NO_LOWERED_NAMES_BEFORE_COMPILATION = 9,
  NVRTC_ERROR_NAME_EXPRESSION_NOT_VALID = 10,
  NVRTC_ERROR_INTERNAL_ERROR = 11,
  NVRTC_ERROR_TIME_FILE_WRITE_FAILED = 12
} nvrtcResult;

typedef struct _nvrtcProgram *nvrtcProgram;

const char *nvrtcGetErrorString(nvrtcResult result);
nvrtcResult nvrtcVersion(int *major, int *minor);
nvrtcResult nvrtcGetNumSupportedArchs(int *numArchs);
nvrtcResult nvrtcGetSupportedArchs(int *supportedArchs);

nvrtcResult nvrtcCreateProgram(nvrtcProgram *prog, const char *src, const char *name,
                               int numHeaders, const char *const *headers,
                               const char *const *includeNames);
nvrtcResult nvrtcDestroyProgram(nvrtcProgram *prog);
nvrtcResult nvrtcCompileProgram(nvrtcProgram prog, int numOptions, const char *const *options);

nvrtcResult nvrtcGetPTXSize(nvrtcProgram prog, size_t *ptxSizeRet);
nvrtcResult nvrtcGetPTX(nvrtcProgram prog, char *ptx);
nvrtcResult nvrtcGetCUBINSize(nvrtcProgram prog, size_t *cubinSizeRet);
nvrtcResult nvrtcGetCUBIN(nvrtcProgram prog, char *cubin);

nvrtcResult nvrtcGetProgramLogSize(nvrtcProgram prog, size_t *logSizeRet);
nvrtcResult nvrtcGetProgramLog(nvrtcProgram prog, char *log);

nvrtcResult nvrtcAddNameExpression(nvrtcProgram prog, const char *const name_expression);
nvrtcResult nvrtcGetLoweredName(nvrtcProgram prog, const char *const name_expression,
                                const char **lowered_name);

#ifdef __cplusplus
} // extern "C"
#endif

#if defined(__cplusplus) && defined(NVRTC_GET_TYPE_NAME) && NVRTC_GET_TYPE_NAME
#include <cstdlib>
#include <cxxabi.h>
#include <string>
#include <typeinfo>

/// The demangled name of a host type (documented helper: name expressions built from types).
inline nvrtcResult nvrtcGetTypeName(const std::type_info &tinfo, std::string *result) {
  int Status = 0;
  char *Name = abi::__cxa_demangle(tinfo.name(), nullptr, nullptr, &Status);
  if (Status != 0 || !Name)
    return NVRTC_ERROR_INTERNAL_ERROR;
  *result = Name;
  std::free(Name);
  return NVRTC_SUCCESS;
}

template <typename T> nvrtcResult nvrtcGetTypeName(std::string *result) {
  return nvrtcGetTypeName(typeid(T), result);
}
#endif

#endif // SCALE_AMD_NVRTC_H
