// SPDX-License-Identifier: Apache-2.0
// Fat binaries, kernels and variables registered by the program's static constructors (through
// libcudart, which replays them when it loads HIP), kernel launch, and the module API.
//
// A fat binary's NVPTX image (FatBinary.h) is loaded into a context the first time one of its
// kernels or variables is used there; each registered name is then looked up in that module. A
// fat binary without an NVPTX image (a library built without the route-C build mode) is reported
// once, by the name of the file that holds it, and its kernels fail with
// hipErrorInvalidDeviceFunction.
#include "Backend.h"
#include "FatBinary.h"

#include <cstdint>
#include <cstring>
#include <dlfcn.h>
#include <map>
#include <memory>
#include <mutex>
#include <utility>
#include <vector>

namespace routec {
namespace {

struct FatBin {
  const void *Wrapper = nullptr;
  const void *Image = nullptr; ///< the NVPTX entry's data, or nullptr
  std::string Problem;         ///< why there is no image
  std::map<CUcontext, CUmodule> Modules;
};

struct Kernel {
  FatBin *Bin;
  std::string Name;
  std::map<CUcontext, CUfunction> Functions;
};

struct Var {
  FatBin *Bin;
  std::string Name;
  size_t Size;
  bool Managed = false;
  void **ManagedPointer = nullptr; ///< the host's shadow of a __managed__ variable
  const void *Init = nullptr;
  std::map<CUcontext, CUdeviceptr> Addresses;
};

struct Registry {
  std::recursive_mutex Lock;
  std::vector<std::unique_ptr<FatBin>> Bins;
  std::map<const void *, Kernel> Kernels;
  std::map<const void *, Var> Vars;
};

Registry &registry() {
  static Registry *R = new Registry;
  return *R;
}

std::string whereIs(const void *P) {
  Dl_info Info;
  if (dladdr(P, &Info) && Info.dli_fname)
    return Info.dli_fname;
  return "an unknown object";
}

hipError moduleOf(FatBin &B, CUmodule &M) {
  if (hipError E = ensureContext())
    return E;
  CUcontext C;
  cuCtxGetCurrent(&C);
  auto It = B.Modules.find(C);
  if (It != B.Modules.end()) {
    M = It->second;
    return Success;
  }
  if (!B.Image) {
    diagnose("the fat binary in " + whereIs(B.Wrapper) + " has no NVPTX image (" + B.Problem +
             "): build it with the route-C verification mode (test/exec/README.md, Route C)");
    return InvalidImage;
  }
  CUresult R = cuModuleLoadData(&M, B.Image);
  if (R != CUDA_SUCCESS) {
    const char *S = "";
    cuGetErrorString(R, &S);
    diagnose("cannot load the NVPTX image of the fat binary in " + whereIs(B.Wrapper) + ": " + S);
    return fromCu(R);
  }
  B.Modules[C] = M;
  return Success;
}

// clang's -fgpu-rdc names static kernels and variables `<name>.intern.<cuid>` / `.static.<cuid>`;
// the route-C build mode spells those dots `_$_` in the PTX (route-c/nvcc, ptx_names).
std::string ptxName(std::string Name) {
  static const std::pair<std::string, std::string> Spellings[] = {
      {".intern.", "_$_intern_$_"}, {".static.", "_$_static_$_"}};
  for (const auto &[Dotted, Spelled] : Spellings) {
    size_t At = Name.find(Dotted);
    if (At != std::string::npos)
      Name.replace(At, Dotted.size(), Spelled);
  }
  return Name;
}

hipError resolveVar(Var &V, CUdeviceptr &Ptr) {
  CUmodule M;
  if (hipError E = moduleOf(*V.Bin, M))
    return E;
  CUcontext C;
  cuCtxGetCurrent(&C);
  auto It = V.Addresses.find(C);
  if (It != V.Addresses.end()) {
    Ptr = It->second;
    return Success;
  }
  size_t Size = 0;
  CUresult R = cuModuleGetGlobal(&Ptr, &Size, M, ptxName(V.Name).c_str());
  if (R != CUDA_SUCCESS) {
    diagnose("device variable " + V.Name + " is not in the NVPTX image");
    return NotFound;
  }
  if (V.Managed) {
    // The device variable holds the address of the managed allocation (as HIP's code object does).
    CUdeviceptr Mem = reinterpret_cast<CUdeviceptr>(*V.ManagedPointer);
    cuMemcpyHtoD(Ptr, &Mem, sizeof Mem);
    Ptr = Mem;
  }
  V.Addresses[C] = Ptr;
  return Success;
}

} // namespace

hipError functionOf(const void *HostFunction, CUfunction &F) {
  Registry &R = registry();
  std::lock_guard<std::recursive_mutex> G(R.Lock);
  auto It = R.Kernels.find(HostFunction);
  if (It == R.Kernels.end())
    return InvalidDeviceFunction;
  Kernel &K = It->second;
  CUmodule M;
  if (hipError E = moduleOf(*K.Bin, M))
    return E == InvalidImage ? InvalidDeviceFunction : E;
  CUcontext C;
  cuCtxGetCurrent(&C);
  auto FIt = K.Functions.find(C);
  if (FIt != K.Functions.end()) {
    F = FIt->second;
    return Success;
  }
  if (cuModuleGetFunction(&F, M, ptxName(K.Name).c_str()) != CUDA_SUCCESS) {
    diagnose("kernel " + K.Name + " is not in the NVPTX image of " + whereIs(K.Bin->Wrapper));
    return InvalidDeviceFunction;
  }
  K.Functions[C] = F;
  return Success;
}

hipError symbolOf(const void *HostVar, CUdeviceptr &Ptr, size_t &Size) {
  Registry &R = registry();
  std::lock_guard<std::recursive_mutex> G(R.Lock);
  auto It = R.Vars.find(HostVar);
  if (It == R.Vars.end())
    return InvalidSymbol; // as HIP and CUDA answer a host address that is no registered variable
  Size = It->second.Size;
  return resolveVar(It->second, Ptr);
}

void forgetModules() {
  Registry &R = registry();
  std::lock_guard<std::recursive_mutex> G(R.Lock);
  for (auto &B : R.Bins)
    B->Modules.clear();
  for (auto &K : R.Kernels)
    K.second.Functions.clear();
  for (auto &V : R.Vars)
    V.second.Addresses.clear();
}

} // namespace routec

using namespace routec;

namespace {
struct Dim3 {
  unsigned x, y, z;
};
/// HIP_LAUNCH_PARAM_END is 3 in HIP and 0 in CUDA (the other two agree).
std::vector<void *> launchExtra(void **Extra) {
  std::vector<void *> R;
  if (!Extra)
    return R;
  for (size_t I = 0;; ++I) {
    void *P = Extra[I];
    if (P == reinterpret_cast<void *>(3) || P == nullptr) {
      R.push_back(CU_LAUNCH_PARAM_END);
      return R;
    }
    R.push_back(P);
    R.push_back(Extra[++I]);
  }
}
} // namespace

extern "C" {

void **__hipRegisterFatBinary(const void *Wrapper) {
  Registry &R = registry();
  auto B = std::make_unique<FatBin>();
  B->Wrapper = Wrapper;
  std::string Error;
  if (const void *Bundle = bundleOfWrapper(Wrapper, Error)) {
    std::vector<BundleEntry> Entries;
    if (parseBundle(Bundle, SIZE_MAX / 2, Entries, Error)) {
      if (const BundleEntry *E = findNvptx(Entries))
        B->Image = E->Data;
      else
        Error = "its offload bundle has " + std::to_string(Entries.size()) +
                " entries, none for nvptx64";
    }
  }
  B->Problem = Error;
  std::lock_guard<std::recursive_mutex> G(R.Lock);
  R.Bins.push_back(std::move(B));
  return reinterpret_cast<void **>(R.Bins.back().get());
}

void __hipRegisterFunction(void **Handle, const void *Host, char *, const char *Name, unsigned,
                           void *, void *, void *, void *, int *) {
  Registry &R = registry();
  std::lock_guard<std::recursive_mutex> G(R.Lock);
  R.Kernels[Host] = Kernel{reinterpret_cast<FatBin *>(Handle), Name, {}};
}

void __hipRegisterVar(void **Handle, void *Host, char *, char *Name, int, size_t Size, int, int) {
  Registry &R = registry();
  std::lock_guard<std::recursive_mutex> G(R.Lock);
  R.Vars[Host] = Var{reinterpret_cast<FatBin *>(Handle), Name, Size};
}

void __hipRegisterManagedVar(void *Handle, void **Pointer, void *Init, const char *Name,
                             size_t Size, unsigned) {
  // The allocation is made now (as HIP does) so that host code can use the variable at once.
  if (ensureContext() != Success)
    return;
  CUdeviceptr Mem = 0;
  if (cuMemAllocManaged(&Mem, Size ? Size : 1, CU_MEM_ATTACH_GLOBAL) != CUDA_SUCCESS) {
    diagnose(std::string("cannot allocate managed variable ") + Name);
    return;
  }
  if (Init)
    std::memcpy(reinterpret_cast<void *>(Mem), Init, Size);
  *Pointer = reinterpret_cast<void *>(Mem);
  Registry &R = registry();
  std::lock_guard<std::recursive_mutex> G(R.Lock);
  Var V{static_cast<FatBin *>(Handle), Name, Size};
  V.Managed = true;
  V.ManagedPointer = Pointer;
  V.Init = Init;
  R.Vars[Pointer] = V;
  // Resolve it now: kernels read the device variable, which must hold the allocation's address.
  CUdeviceptr Ignored;
  resolveVar(R.Vars[Pointer], Ignored);
}

void __hipRegisterSurface(void **, void *, char *, char *Name, int, int) {
  diagnose(std::string("surface reference ") + Name + " registered: surface references are not "
           "implemented (its uses will fail)");
}
void __hipRegisterTexture(void **, void *, char *, char *Name, int, int, int) {
  diagnose(std::string("texture reference ") + Name + " registered: texture references are not "
           "implemented (its uses will fail)");
}
void __hipUnregisterFatBinary(void **) {} // at exit: the driver reclaims the modules

int hipLaunchKernel(const void *Func, Dim3 Grid, Dim3 Block, void **Args, size_t Shared,
                    CUstream Stream) {
  CUfunction F;
  if (hipError E = functionOf(Func, F))
    return E;
  return fromCu(cuLaunchKernel(F, Grid.x, Grid.y, Grid.z, Block.x, Block.y, Block.z,
                               static_cast<unsigned>(Shared), Stream, Args, nullptr));
}

int hipLaunchCooperativeKernel(const void *Func, Dim3 Grid, Dim3 Block, void **Args,
                               unsigned Shared, CUstream Stream) {
  CUfunction F;
  if (hipError E = functionOf(Func, F))
    return E;
  return fromCu(cuLaunchCooperativeKernel(F, Grid.x, Grid.y, Grid.z, Block.x, Block.y, Block.z,
                                          Shared, Stream, Args));
}

// hipFuncAttributes: HIP's fields in alphabetical order (runtime-shim/HipAbi.cpp).
struct HipFuncAttributes {
  int binaryVersion;
  int cacheModeCA;
  size_t constSizeBytes;
  size_t localSizeBytes;
  int maxDynamicSharedSizeBytes;
  int maxThreadsPerBlock;
  int numRegs;
  int preferredShmemCarveout;
  int ptxVersion;
  size_t sharedSizeBytes;
};

int hipFuncGetAttributes(HipFuncAttributes *A, const void *Func) {
  CUfunction F;
  if (hipError E = functionOf(Func, F))
    return E;
  auto Get = [F](CUfunction_attribute Attr) {
    int V = 0;
    cuFuncGetAttribute(&V, Attr, F);
    return V;
  };
  *A = {};
  A->binaryVersion = Get(CU_FUNC_ATTRIBUTE_BINARY_VERSION);
  A->cacheModeCA = Get(CU_FUNC_ATTRIBUTE_CACHE_MODE_CA);
  A->constSizeBytes = Get(CU_FUNC_ATTRIBUTE_CONST_SIZE_BYTES);
  A->localSizeBytes = Get(CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES);
  A->maxDynamicSharedSizeBytes = Get(CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES);
  A->maxThreadsPerBlock = Get(CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK);
  A->numRegs = Get(CU_FUNC_ATTRIBUTE_NUM_REGS);
  A->preferredShmemCarveout = Get(CU_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT);
  A->ptxVersion = Get(CU_FUNC_ATTRIBUTE_PTX_VERSION);
  A->sharedSizeBytes = Get(CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES);
  return Success;
}

int hipFuncGetAttribute(int *V, int Attr, CUfunction F) {
  if (hipError E = ensureContext())
    return E;
  return fromCu(cuFuncGetAttribute(V, static_cast<CUfunction_attribute>(Attr), F));
}

int hipFuncSetAttribute(const void *Func, int Attr, int Value) {
  CUfunction F;
  if (hipError E = functionOf(Func, F))
    return E;
  // cudaFuncAttributeMaxDynamicSharedMemorySize (8) and PreferredSharedMemoryCarveout (9) are the
  // driver's CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES and ..._CARVEOUT.
  return fromCu(cuFuncSetAttribute(F, static_cast<CUfunction_attribute>(Attr), Value));
}

int hipFuncSetCacheConfig(const void *Func, int Config) {
  CUfunction F;
  if (hipError E = functionOf(Func, F))
    return E;
  return fromCu(cuFuncSetCacheConfig(F, static_cast<CUfunc_cache>(Config)));
}

int hipFuncSetSharedMemConfig(const void *Func, int) {
  CUfunction F;
  return functionOf(Func, F);
}

int hipOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *N, const void *Func, int Block,
                                                          size_t Shared, unsigned Flags) {
  CUfunction F;
  if (hipError E = functionOf(Func, F))
    return E;
  return fromCu(cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(N, F, Block, Shared, Flags));
}
int hipOccupancyMaxActiveBlocksPerMultiprocessor(int *N, const void *Func, int Block,
                                                 size_t Shared) {
  return hipOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(N, Func, Block, Shared, 0);
}
int hipModuleOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *N, CUfunction F, int Block,
                                                                size_t Shared, unsigned Flags) {
  if (hipError E = ensureContext())
    return E;
  return fromCu(cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(N, F, Block, Shared, Flags));
}
int hipModuleOccupancyMaxActiveBlocksPerMultiprocessor(int *N, CUfunction F, int Block,
                                                       size_t Shared) {
  return hipModuleOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(N, F, Block, Shared, 0);
}

// --- Symbols.
int hipGetSymbolAddress(void **Ptr, const void *Symbol) {
  CUdeviceptr P;
  size_t Size;
  if (hipError E = symbolOf(Symbol, P, Size))
    return E;
  *Ptr = reinterpret_cast<void *>(P);
  return Success;
}
int hipGetSymbolSize(size_t *Size, const void *Symbol) {
  CUdeviceptr P;
  return symbolOf(Symbol, P, *Size);
}
int hipMemcpyToSymbolAsync(const void *Symbol, const void *Src, size_t N, size_t Off, int,
                           CUstream S) {
  CUdeviceptr P;
  size_t Size;
  if (hipError E = symbolOf(Symbol, P, Size))
    return E;
  if (Off > Size || N > Size - Off)
    return InvalidValue;
  return fromCu(cuMemcpyAsync(P + Off, reinterpret_cast<CUdeviceptr>(Src), N, S));
}
int hipMemcpyFromSymbolAsync(void *Dst, const void *Symbol, size_t N, size_t Off, int,
                             CUstream S) {
  CUdeviceptr P;
  size_t Size;
  if (hipError E = symbolOf(Symbol, P, Size))
    return E;
  if (Off > Size || N > Size - Off)
    return InvalidValue;
  return fromCu(cuMemcpyAsync(reinterpret_cast<CUdeviceptr>(Dst), P + Off, N, S));
}
int hipMemcpyToSymbol(const void *Symbol, const void *Src, size_t N, size_t Off, int Kind) {
  if (hipError E = hipMemcpyToSymbolAsync(Symbol, Src, N, Off, Kind, nullptr))
    return E;
  return fromCu(cuStreamSynchronize(nullptr));
}
int hipMemcpyFromSymbol(void *Dst, const void *Symbol, size_t N, size_t Off, int Kind) {
  if (hipError E = hipMemcpyFromSymbolAsync(Dst, Symbol, N, Off, Kind, nullptr))
    return E;
  return fromCu(cuStreamSynchronize(nullptr));
}

// --- Modules (cuModuleLoadData & co. in libcuda): an offload bundle with an NVPTX entry, or an
// image the driver loads itself (cubin, PTX, NVIDIA fatbinary).
int hipModuleLoadData(CUmodule *M, const void *Image) {
  if (hipError E = ensureContext())
    return E;
  std::vector<BundleEntry> Entries;
  std::string Error;
  if (std::memcmp(Image, BundleMagic, BundleMagicSize) == 0) {
    if (!parseBundle(Image, SIZE_MAX / 2, Entries, Error))
      return InvalidImage;
    const BundleEntry *E = findNvptx(Entries);
    if (!E) {
      diagnose("hipModuleLoadData: the image is an offload bundle without an NVPTX entry");
      return InvalidImage;
    }
    Image = E->Data;
  } else if (std::memcmp(Image, "\x7f" "ELF", 4) == 0 &&
             static_cast<const unsigned char *>(Image)[18] == 224 /* EM_AMDGPU */) {
    diagnose("hipModuleLoadData: the image is an AMDGPU code object, which route C cannot run");
    return InvalidImage;
  }
  return fromCu(cuModuleLoadData(M, Image));
}
int hipModuleUnload(CUmodule M) {
  if (hipError E = ensureContext())
    return E;
  return fromCu(cuModuleUnload(M));
}
int hipModuleGetFunction(CUfunction *F, CUmodule M, const char *Name) {
  if (hipError E = ensureContext())
    return E;
  return fromCu(cuModuleGetFunction(F, M, Name));
}
int hipModuleGetGlobal(CUdeviceptr *P, size_t *Size, CUmodule M, const char *Name) {
  if (hipError E = ensureContext())
    return E;
  return fromCu(cuModuleGetGlobal(P, Size, M, Name));
}
int hipModuleLaunchKernel(CUfunction F, unsigned Gx, unsigned Gy, unsigned Gz, unsigned Bx,
                          unsigned By, unsigned Bz, unsigned Shared, CUstream S, void **Params,
                          void **Extra) {
  if (hipError E = ensureContext())
    return E;
  std::vector<void *> X = launchExtra(Extra);
  return fromCu(cuLaunchKernel(F, Gx, Gy, Gz, Bx, By, Bz, Shared, S, Params,
                               Extra ? X.data() : nullptr));
}
int hipModuleLaunchCooperativeKernel(CUfunction F, unsigned Gx, unsigned Gy, unsigned Gz,
                                     unsigned Bx, unsigned By, unsigned Bz, unsigned Shared,
                                     CUstream S, void **Params) {
  if (hipError E = ensureContext())
    return E;
  return fromCu(cuLaunchCooperativeKernel(F, Gx, Gy, Gz, Bx, By, Bz, Shared, S, Params));
}

} // extern "C"
