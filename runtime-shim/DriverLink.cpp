// SPDX-License-Identifier: Apache-2.0
// libcuda: linking PTX at run time (cuLinkCreate/cuLinkAddData/cuLinkAddFile/cuLinkComplete/
// cuLinkDestroy) and libraries (cuLibrary*, cuKernel*); docs/ptx-jit.md.
//
// Linking: the PTX inputs are kept until cuLinkComplete, which runs bin/ptxas once over all of them
// (ptxas links several modules into one code object: .extern functions and variables of one input
// resolve to the .visible definitions of another), through the JIT cache (PtxJit.h). One AMD code
// object or bundle (CU_JIT_INPUT_CUBIN/FATBINARY) can be "linked" alone: it is the result as it is;
// it cannot be combined with other inputs (it is linked already). NVIDIA machine code is
// CUDA_ERROR_INVALID_IMAGE; NVIDIA relocatable objects, archives and NVVM IR are
// CUDA_ERROR_NOT_SUPPORTED, each with a message in the error log.
//
// Libraries: a CUlibrary is a module loaded into the current context at cuLibraryLoadData (CUDA
// loads libraries into each context lazily; with HIP's one context per device this is the same
// for programs that use one device). A CUkernel is the module's CUfunction itself, so a CUkernel
// cast to CUfunction launches with cuLaunchKernel, as CUDA allows; a registry gives each kernel's
// library and name back.
#include "DriverState.h"
#include "HipAbi.h"
#include "PtxJit.h"

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

using namespace scale;

// JitOptions (PtxJit.h) reads CUDA's option numbers.
static_assert(CU_JIT_WALL_TIME == 2 && CU_JIT_INFO_LOG_BUFFER == 3 && CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES == 4 &&
                  CU_JIT_ERROR_LOG_BUFFER == 5 && CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES == 6 &&
                  CU_JIT_OPTIMIZATION_LEVEL == 7 && sizeof(CUjit_option) == sizeof(int),
              "CUjit_option numbering");

struct CUlinkState_st {
  JitOptions Options;      ///< cuLinkCreate's: the logs are written through them
  std::vector<PtxInput> Ptx;
  std::string Binary;      ///< one AMD code object or bundle given as it is
  std::string BinaryName;
  std::string Result;      ///< cuLinkComplete's image, owned until cuLinkDestroy
  std::string InfoLog;
};

struct CUlib_st {
  CUmodule Module = nullptr;
  std::map<std::string, CUfunction> Kernels; ///< found so far, by name
};

namespace {

std::mutex LibMutex;
/// Every kernel handed out by cuLibraryGetKernel: its library and name.
std::map<CUfunction, std::pair<CUlibrary, std::string>> &kernelRegistry() {
  static auto *R = new std::map<CUfunction, std::pair<CUlibrary, std::string>>;
  return *R;
}

bool readWholeFile(const char *Path, std::string &Data) {
  FILE *F = std::fopen(Path, "rb");
  if (!F)
    return false;
  char Buf[65536];
  for (size_t N; (N = std::fread(Buf, 1, sizeof(Buf), F)) > 0;)
    Data.append(Buf, N);
  std::fclose(F);
  return true;
}

const char *inputTypeName(CUjitInputType T) {
  switch (T) {
  case CU_JIT_INPUT_CUBIN:
    return "CU_JIT_INPUT_CUBIN";
  case CU_JIT_INPUT_PTX:
    return "CU_JIT_INPUT_PTX";
  case CU_JIT_INPUT_FATBINARY:
    return "CU_JIT_INPUT_FATBINARY";
  case CU_JIT_INPUT_OBJECT:
    return "CU_JIT_INPUT_OBJECT";
  case CU_JIT_INPUT_LIBRARY:
    return "CU_JIT_INPUT_LIBRARY";
  case CU_JIT_INPUT_NVVM:
    return "CU_JIT_INPUT_NVVM";
  default:
    return "an unknown input type";
  }
}

/// Adds one input (already in memory) to \p S; errors go to the link's error log.
CUresult addInput(CUlinkState S, CUjitInputType Type, const char *Data, size_t Size, const std::string &Name) {
  auto Fail = [&](CUresult E, const std::string &Msg) {
    S->Options.report(Name + ": error: " + Msg + "\n", S->InfoLog, 0);
    return E;
  };
  if (Type >= CU_JIT_NUM_INPUT_TYPES)
    return Fail(CUDA_ERROR_INVALID_VALUE, "unknown input type " + std::to_string(int(Type)));
  ImageKind K = imageKind(Data, Size);
  bool HasInput = !S->Ptx.empty() || !S->Binary.empty();
  switch (Type) {
  case CU_JIT_INPUT_PTX:
    if (K != ImageKind::Ptx)
      return Fail(CUDA_ERROR_INVALID_PTX, "CU_JIT_INPUT_PTX data that is not PTX text (no .version/.target)");
    if (!S->Binary.empty())
      return Fail(CUDA_ERROR_NOT_SUPPORTED, "PTX cannot be linked with the AMD code object " + S->BinaryName +
                                                " (a code object is linked already)");
    S->Ptx.push_back({Name, std::string(Data, strnlen(Data, Size))});
    return CUDA_SUCCESS;
  case CU_JIT_INPUT_CUBIN:
  case CU_JIT_INPUT_FATBINARY:
    if (K == ImageKind::NvidiaCubin || K == ImageKind::NvidiaFatbin)
      return Fail(CUDA_ERROR_INVALID_IMAGE, std::string("NVIDIA machine code (") + inputTypeName(Type) +
                                                ") cannot run on AMD GPUs: link the PTX instead");
    if (K == ImageKind::Ptx) // nvcc-compatible callers sometimes label PTX as a fat binary
      return addInput(S, CU_JIT_INPUT_PTX, Data, Size, Name);
    if (K != ImageKind::AmdCodeObject && K != ImageKind::AmdBundle)
      return Fail(CUDA_ERROR_INVALID_IMAGE, std::string("not a code object or fat binary (") +
                                                inputTypeName(Type) + ")");
    if (HasInput)
      return Fail(CUDA_ERROR_NOT_SUPPORTED, "an AMD code object is linked already and cannot be combined "
                                            "with other inputs; give it alone, or link PTX only");
    S->Binary.assign(Data, Size);
    S->BinaryName = Name;
    return CUDA_SUCCESS;
  case CU_JIT_INPUT_OBJECT:
  case CU_JIT_INPUT_LIBRARY:
    return Fail(CUDA_ERROR_NOT_SUPPORTED, std::string(inputTypeName(Type)) +
                                              ": relocatable device code in host objects and archives "
                                              "(nvcc -rdc) is not supported by the AMD linker; link its PTX");
  case CU_JIT_INPUT_NVVM:
  default:
    return Fail(CUDA_ERROR_NOT_SUPPORTED, "CU_JIT_INPUT_NVVM: NVVM IR (link-time optimisation) is not supported "
                                          "on AMD GPUs; link PTX");
  }
}

} // namespace

extern "C" {

CUresult cuLinkCreate(unsigned int NumOptions, CUjit_option *Options, void **Values, CUlinkState *StateOut) {
  if (!StateOut || (NumOptions && (!Options || !Values)))
    return CUDA_ERROR_INVALID_VALUE;
  CUresult Err;
  if (!drv(Err))
    return Err;
  auto *S = new CUlinkState_st;
  S->Options.parse(NumOptions, reinterpret_cast<const int *>(Options), Values);
  *StateOut = S;
  return CUDA_SUCCESS;
}

CUresult cuLinkAddData(CUlinkState State, CUjitInputType Type, void *Data, size_t Size, const char *Name,
                       unsigned int NumOptions, CUjit_option *Options, void **Values) {
  // Options of one input (CUDA lets them override cuLinkCreate's) are read and ignored: the
  // whole link is compiled at once in cuLinkComplete with cuLinkCreate's.
  (void)NumOptions, (void)Options, (void)Values;
  if (!State)
    return CUDA_ERROR_INVALID_HANDLE;
  if (!Data || !Size)
    return CUDA_ERROR_INVALID_VALUE;
  return addInput(State, Type, static_cast<const char *>(Data), Size, Name && *Name ? Name : "<ptx>");
}

CUresult cuLinkAddFile(CUlinkState State, CUjitInputType Type, const char *Path, unsigned int NumOptions,
                       CUjit_option *Options, void **Values) {
  (void)NumOptions, (void)Options, (void)Values;
  if (!State)
    return CUDA_ERROR_INVALID_HANDLE;
  if (!Path)
    return CUDA_ERROR_INVALID_VALUE;
  std::string Data;
  if (!readWholeFile(Path, Data)) {
    State->Options.report(std::string(Path) + ": error: cannot read the file\n", State->InfoLog, 0);
    return CUDA_ERROR_FILE_NOT_FOUND;
  }
  if (Data.empty())
    return CUDA_ERROR_INVALID_VALUE;
  return addInput(State, Type, Data.data(), Data.size(), Path);
}

CUresult cuLinkComplete(CUlinkState State, void **CubinOut, size_t *SizeOut) {
  if (!State)
    return CUDA_ERROR_INVALID_HANDLE;
  if (!CubinOut || !SizeOut)
    return CUDA_ERROR_INVALID_VALUE;
  if (State->Ptx.empty() && State->Binary.empty()) {
    State->Options.report("error: cuLinkComplete: nothing to link (no input was added)\n", State->InfoLog, 0);
    return CUDA_ERROR_INVALID_VALUE;
  }
  if (!State->Binary.empty()) {
    State->Result = State->Binary;
    State->InfoLog += "scale-amd: " + State->BinaryName + ": an AMD image, linked as it is\n";
    State->Options.report("", State->InfoLog, 0);
  } else {
    PtxJitResult R;
    auto T0 = std::chrono::steady_clock::now();
    bool Ok = jitPtx(State->Ptx, State->Options.OptLevel, R);
    float Ms = std::chrono::duration<float, std::milli>(std::chrono::steady_clock::now() - T0).count();
    State->InfoLog += R.InfoLog;
    State->Options.report(R.ErrorLog, State->InfoLog, Ms);
    if (!Ok) {
      if (!State->Options.ErrBuf)
        std::fprintf(stderr, "%s", R.ErrorLog.c_str());
      return R.CompilerMissing ? CUDA_ERROR_JIT_COMPILER_NOT_FOUND : CUDA_ERROR_INVALID_PTX;
    }
    State->Result = std::move(R.CodeObject);
  }
  *CubinOut = State->Result.data();
  *SizeOut = State->Result.size();
  return CUDA_SUCCESS;
}

CUresult cuLinkDestroy(CUlinkState State) {
  if (!State)
    return CUDA_ERROR_INVALID_HANDLE;
  delete State;
  return CUDA_SUCCESS;
}

// ---------------------------------------------------------------------------------------------
// Libraries

CUresult cuLibraryLoadData(CUlibrary *Library, const void *Code, CUjit_option *JitOptions, void **JitValues,
                           unsigned int NumJitOptions, CUlibraryOption *LibOptions, void **LibValues,
                           unsigned int NumLibOptions) {
  (void)LibValues;
  if (!Library || !Code || (NumJitOptions && (!JitOptions || !JitValues)) || (NumLibOptions && !LibOptions))
    return CUDA_ERROR_INVALID_VALUE;
  for (unsigned I = 0; I < NumLibOptions; ++I) {
    // The image is copied (HIP keeps its own), so a preserved binary needs nothing more; the host
    // table of CU_LIBRARY_HOST_UNIVERSAL_FUNCTION_AND_DATA_TABLE is NVIDIA's runtime's own format.
    if (LibOptions[I] == CU_LIBRARY_BINARY_IS_PRESERVED)
      continue;
    return LibOptions[I] == CU_LIBRARY_HOST_UNIVERSAL_FUNCTION_AND_DATA_TABLE ? CUDA_ERROR_NOT_SUPPORTED
                                                                              : CUDA_ERROR_INVALID_VALUE;
  }
  CUmodule M = nullptr;
  if (CUresult E = loadModule(&M, Code, NumJitOptions, JitOptions, JitValues))
    return E;
  auto *L = new CUlib_st;
  L->Module = M;
  *Library = L;
  return CUDA_SUCCESS;
}

CUresult cuLibraryLoadFromFile(CUlibrary *Library, const char *FileName, CUjit_option *JitOptions,
                               void **JitValues, unsigned int NumJitOptions, CUlibraryOption *LibOptions,
                               void **LibValues, unsigned int NumLibOptions) {
  if (!Library || !FileName)
    return CUDA_ERROR_INVALID_VALUE;
  for (unsigned I = 0; LibOptions && I < NumLibOptions; ++I)
    if (LibOptions[I] == CU_LIBRARY_BINARY_IS_PRESERVED) // the file's contents are ours to keep
      return CUDA_ERROR_INVALID_VALUE;
  CUresult Err;
  if (!drv(Err))
    return Err;
  std::string Data;
  if (!readWholeFile(FileName, Data))
    return CUDA_ERROR_FILE_NOT_FOUND;
  Data.push_back('\0'); // PTX text ends here
  return cuLibraryLoadData(Library, Data.data(), JitOptions, JitValues, NumJitOptions, LibOptions, LibValues,
                           NumLibOptions);
}

CUresult cuLibraryUnload(CUlibrary Library) {
  if (!Library)
    return CUDA_ERROR_INVALID_HANDLE;
  {
    std::lock_guard<std::mutex> G(LibMutex);
    for (auto &[Name, F] : Library->Kernels)
      kernelRegistry().erase(F);
  }
  using Fn = hipError (*)(CUmodule);
  CUresult Err;
  Fn F = need<Fn>("hipModuleUnload", Err);
  CUresult E = F ? cuFromHip(F(Library->Module)) : Err;
  delete Library;
  return E;
}

CUresult cuLibraryGetModule(CUmodule *Module, CUlibrary Library) {
  if (!Module)
    return CUDA_ERROR_INVALID_VALUE;
  if (!Library)
    return CUDA_ERROR_INVALID_HANDLE;
  *Module = Library->Module;
  return CUDA_SUCCESS;
}

CUresult cuLibraryGetKernel(CUkernel *Kernel, CUlibrary Library, const char *Name) {
  if (!Kernel || !Name)
    return CUDA_ERROR_INVALID_VALUE;
  if (!Library)
    return CUDA_ERROR_INVALID_HANDLE;
  std::lock_guard<std::mutex> G(LibMutex);
  auto It = Library->Kernels.find(Name);
  if (It == Library->Kernels.end()) {
    using Fn = hipError (*)(CUfunction *, CUmodule, const char *);
    CUresult Err;
    Fn F = need<Fn>("hipModuleGetFunction", Err);
    if (!F)
      return Err;
    CUfunction Func = nullptr;
    if (hipError E = F(&Func, Library->Module, Name))
      return cuFromHip(E);
    It = Library->Kernels.emplace(Name, Func).first;
    kernelRegistry()[Func] = {Library, Name};
  }
  *Kernel = reinterpret_cast<CUkernel>(It->second);
  return CUDA_SUCCESS;
}

CUresult cuLibraryGetGlobal(CUdeviceptr *Ptr, size_t *Bytes, CUlibrary Library, const char *Name) {
  if (!Name)
    return CUDA_ERROR_INVALID_VALUE;
  if (!Library)
    return CUDA_ERROR_INVALID_HANDLE;
  return cuModuleGetGlobal(Ptr, Bytes, Library->Module, Name);
}

CUresult cuKernelGetFunction(CUfunction *Func, CUkernel Kernel) {
  if (!Func)
    return CUDA_ERROR_INVALID_VALUE;
  std::lock_guard<std::mutex> G(LibMutex);
  if (!Kernel || !kernelRegistry().count(reinterpret_cast<CUfunction>(Kernel)))
    return CUDA_ERROR_INVALID_HANDLE;
  *Func = reinterpret_cast<CUfunction>(Kernel); // one context: the function is the kernel
  return CUDA_SUCCESS;
}

CUresult cuKernelGetLibrary(CUlibrary *Library, CUkernel Kernel) {
  if (!Library)
    return CUDA_ERROR_INVALID_VALUE;
  std::lock_guard<std::mutex> G(LibMutex);
  auto It = kernelRegistry().find(reinterpret_cast<CUfunction>(Kernel));
  if (!Kernel || It == kernelRegistry().end())
    return CUDA_ERROR_INVALID_HANDLE;
  *Library = It->second.first;
  return CUDA_SUCCESS;
}

CUresult cuKernelGetName(const char **Name, CUkernel Kernel) {
  if (!Name)
    return CUDA_ERROR_INVALID_VALUE;
  std::lock_guard<std::mutex> G(LibMutex);
  auto It = kernelRegistry().find(reinterpret_cast<CUfunction>(Kernel));
  if (!Kernel || It == kernelRegistry().end())
    return CUDA_ERROR_INVALID_HANDLE;
  *Name = It->second.second.c_str(); // lives until cuLibraryUnload
  return CUDA_SUCCESS;
}

} // extern "C"
