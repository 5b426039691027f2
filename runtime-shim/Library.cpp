// SPDX-License-Identifier: Apache-2.0
// libcudart: libraries (cudaLibraryLoadData/LoadFromFile/GetKernel/GetGlobal/Unload), as libcuda's
// cuLibrary* (runtime-shim/DriverLink.cpp): the image is a code object or bundle as it is, or PTX
// text through the JIT (PtxJit.h: bin/ptxas and its cache; the JIT options and logs of
// cuModuleLoadDataEx), loaded into the current device with hipModuleLoadData. A cudaKernel_t is the
// module's HIP function: cudaLaunchKernel((const void *)kernel, ...) launches it (CUDA allows a
// cudaKernel_t in place of the kernel's address), as cuLaunchKernel with it cast to CUfunction does.
// Handles are this library's: a cudaLibrary_t is not a CUlibrary of libcuda.
#include "Library.h"
#include "PtxJit.h"
#include "State.h"

#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <map>
#include <mutex>
#include <string>

using namespace scale;

// JitOptions (PtxJit.h) reads CUDA's option numbers, cudaJitOption's as CUjit_option's.
static_assert(cudaJitWallTime == 2 && cudaJitInfoLogBuffer == 3 && cudaJitInfoLogBufferSizeBytes == 4 &&
                  cudaJitErrorLogBuffer == 5 && cudaJitErrorLogBufferSizeBytes == 6 &&
                  cudaJitOptimizationLevel == 7 && sizeof(cudaJitOption) == sizeof(int),
              "cudaJitOption numbering");

struct CUlib_st {
  void *Module = nullptr; ///< hipModule_t
  std::map<std::string, void *> Kernels; ///< hipFunction_t by name, found so far
};

namespace {

std::mutex LibMutex;
std::atomic<bool> AnyKernel{false};

std::map<void *, cudaLibrary_t> &kernelRegistry() {
  static auto *R = new std::map<void *, cudaLibrary_t>;
  return *R;
}

cudaError_t loadLibrary(cudaLibrary_t *Library, const void *Code, enum cudaJitOption *JitOptions,
                        void **JitValues, unsigned NumJitOptions, enum cudaLibraryOption *LibOptions,
                        unsigned NumLibOptions) {
  if (!Library || !Code || (NumJitOptions && (!JitOptions || !JitValues)) || (NumLibOptions && !LibOptions))
    return record(cudaErrorInvalidValue);
  for (unsigned I = 0; I < NumLibOptions; ++I) {
    if (LibOptions[I] == cudaLibraryBinaryIsPreserved) // HIP copies the image anyway
      continue;
    return record(LibOptions[I] == cudaLibraryHostUniversalFunctionAndDataTable ? cudaErrorNotSupported
                                                                                 : cudaErrorInvalidValue);
  }
  using LoadFn = hipError (*)(void **, const void *);
  cudaError_t Err;
  LoadFn Load = need<LoadFn>("hipModuleLoadData", Err);
  if (!Load)
    return Err;
  scale::JitOptions J;
  J.parse(NumJitOptions, reinterpret_cast<const int *>(JitOptions), JitValues);
  std::string Jitted;
  switch (imageKind(Code, 0)) {
  case ImageKind::Ptx: {
    PtxJitResult R;
    auto T0 = std::chrono::steady_clock::now();
    bool Ok = jitPtx(static_cast<const char *>(Code), J.OptLevel, R);
    J.report(R.ErrorLog, R.InfoLog,
             std::chrono::duration<float, std::milli>(std::chrono::steady_clock::now() - T0).count());
    if (!Ok) {
      if (!J.ErrBuf)
        std::fprintf(stderr, "%s", R.ErrorLog.c_str());
      return record(R.CompilerMissing ? cudaErrorJitCompilerNotFound : cudaErrorInvalidPtx);
    }
    Jitted = std::move(R.CodeObject);
    Code = Jitted.data();
    break;
  }
  case ImageKind::NvidiaCubin:
  case ImageKind::NvidiaFatbin:
    J.report("scale-amd: the image is NVIDIA machine code (a cubin or fat binary), which AMD GPUs cannot run; "
             "load the PTX instead\n",
             "", 0);
    return record(cudaErrorInvalidKernelImage);
  default:
    break;
  }
  void *M = nullptr;
  if (hipError E = Load(&M, Code))
    return forward(E);
  *Library = new CUlib_st{M, {}};
  return cudaSuccess;
}

} // namespace

namespace scale {

bool libraryKernel(const void *Func) {
  if (!AnyKernel.load(std::memory_order_acquire))
    return false;
  std::lock_guard<std::mutex> G(LibMutex);
  return kernelRegistry().count(const_cast<void *>(Func)) != 0;
}

} // namespace scale

extern "C" {

cudaError_t cudaLibraryLoadData(cudaLibrary_t *Library, const void *Code, enum cudaJitOption *JitOptions,
                                void **JitValues, unsigned int NumJitOptions, enum cudaLibraryOption *LibOptions,
                                void **LibValues, unsigned int NumLibOptions) {
  (void)LibValues;
  return loadLibrary(Library, Code, JitOptions, JitValues, NumJitOptions, LibOptions, NumLibOptions);
}

cudaError_t cudaLibraryLoadFromFile(cudaLibrary_t *Library, const char *FileName, enum cudaJitOption *JitOptions,
                                    void **JitValues, unsigned int NumJitOptions,
                                    enum cudaLibraryOption *LibOptions, void **LibValues,
                                    unsigned int NumLibOptions) {
  (void)LibValues;
  if (!Library || !FileName)
    return record(cudaErrorInvalidValue);
  for (unsigned I = 0; LibOptions && I < NumLibOptions; ++I)
    if (LibOptions[I] == cudaLibraryBinaryIsPreserved) // the file's contents are ours
      return record(cudaErrorInvalidValue);
  FILE *F = std::fopen(FileName, "rb");
  if (!F)
    return record(cudaErrorFileNotFound);
  std::string Data;
  char Buf[65536];
  for (size_t N; (N = std::fread(Buf, 1, sizeof(Buf), F)) > 0;)
    Data.append(Buf, N);
  std::fclose(F);
  Data.push_back('\0'); // PTX text ends here
  return loadLibrary(Library, Data.data(), JitOptions, JitValues, NumJitOptions, LibOptions, NumLibOptions);
}

cudaError_t cudaLibraryUnload(cudaLibrary_t Library) {
  if (!Library)
    return record(cudaErrorInvalidResourceHandle);
  using Fn = hipError (*)(void *);
  cudaError_t Err;
  Fn F = need<Fn>("hipModuleUnload", Err);
  if (!F)
    return Err;
  {
    std::lock_guard<std::mutex> G(LibMutex);
    for (auto &[Name, K] : Library->Kernels)
      kernelRegistry().erase(K);
  }
  hipError E = F(Library->Module);
  delete Library;
  return forward(E);
}

cudaError_t cudaLibraryGetKernel(cudaKernel_t *Kernel, cudaLibrary_t Library, const char *Name) {
  if (!Kernel || !Name)
    return record(cudaErrorInvalidValue);
  if (!Library)
    return record(cudaErrorInvalidResourceHandle);
  using Fn = hipError (*)(void **, void *, const char *);
  cudaError_t Err;
  Fn F = need<Fn>("hipModuleGetFunction", Err);
  if (!F)
    return Err;
  std::lock_guard<std::mutex> G(LibMutex);
  auto It = Library->Kernels.find(Name);
  if (It == Library->Kernels.end()) {
    void *Func = nullptr;
    if (hipError E = F(&Func, Library->Module, Name))
      return forward(E);
    It = Library->Kernels.emplace(Name, Func).first;
    kernelRegistry()[Func] = Library;
    AnyKernel.store(true, std::memory_order_release);
  }
  *Kernel = static_cast<cudaKernel_t>(It->second);
  return cudaSuccess;
}

cudaError_t cudaLibraryGetGlobal(void **Ptr, size_t *Bytes, cudaLibrary_t Library, const char *Name) {
  if (!Name)
    return record(cudaErrorInvalidValue);
  if (!Library)
    return record(cudaErrorInvalidResourceHandle);
  using Fn = hipError (*)(void **, size_t *, void *, const char *);
  cudaError_t Err;
  Fn F = need<Fn>("hipModuleGetGlobal", Err);
  if (!F)
    return Err;
  return forward(F(Ptr, Bytes, Library->Module, Name));
}

} // extern "C"
