// SPDX-License-Identifier: Apache-2.0
// libcuda.so.1: the driver API functions that are more than forwarding (the others are rows of
// __scale_amd/driver_api.def): initialization, device queries presented as CUDA, module loading
// (our code objects; PTX text is refused with a message), error names, memsets and copies whose
// HIP counterparts differ, launch with attributes, occupancy, and symbol lookup.
#include "Attributes.h"
#include "DriverState.h"
#include "HipAbi.h"

#include "PtxJit.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <dlfcn.h>
#include <string>

using namespace scale;

namespace scale {
// libcuda loads HIP for itself, and has no kernel registrations (libcudart's entry points).
const HipLoader &activeHipLoader() { return OwnHipLoader; }
void onHipLoaded(const HipApi &) {}
} // namespace scale

namespace scale {

CUresult hipLoadImage(CUmodule *Module, const void *Image) {
  using Fn = hipError (*)(CUmodule *, const void *);
  CUresult Err;
  Fn F = need<Fn>("hipModuleLoadData", Err);
  return F ? cuFromHip(F(Module, Image)) : Err; // HIP copies the image
}

CUresult loadModule(CUmodule *Module, const void *Image, unsigned NumOptions, CUjit_option *Options,
                    void **Values) {
  if (!Module || !Image)
    return CUDA_ERROR_INVALID_VALUE;
  JitOptions J;
  J.parse(NumOptions, reinterpret_cast<const int *>(Options), Values);
  std::string Jitted;
  switch (scale::imageKind(Image, 0)) {
  case ImageKind::Ptx: {
    scale::PtxJitResult R;
    auto T0 = std::chrono::steady_clock::now();
    bool Ok = scale::jitPtx(static_cast<const char *>(Image), J.OptLevel, R);
    J.report(R.ErrorLog, R.InfoLog,
             std::chrono::duration<float, std::milli>(std::chrono::steady_clock::now() - T0).count());
    if (!Ok) {
      if (!J.ErrBuf)
        std::fprintf(stderr, "%s", R.ErrorLog.c_str());
      return R.CompilerMissing ? CUDA_ERROR_JIT_COMPILER_NOT_FOUND : CUDA_ERROR_INVALID_PTX;
    }
    Jitted = std::move(R.CodeObject);
    Image = Jitted.data();
    break;
  }
  case ImageKind::NvidiaCubin:
  case ImageKind::NvidiaFatbin:
    J.report("scale-amd: the image is NVIDIA machine code (a cubin or fat binary), which AMD GPUs cannot run; "
             "load the PTX instead\n",
             "", 0);
    return CUDA_ERROR_INVALID_IMAGE;
  default:
    break;
  }
  return hipLoadImage(Module, Image);
}

} // namespace scale

namespace {
std::atomic<bool> Initialized{false};

CUresult memsetD2D(CUdeviceptr Dst, size_t Pitch, unsigned Value, size_t Width, size_t Height,
                   int Bytes, CUstream Stream, bool Async) {
  const char *Names[2][3] = {{"hipMemsetD8", "hipMemsetD16", "hipMemsetD32"},
                             {"hipMemsetD8Async", "hipMemsetD16Async", "hipMemsetD32Async"}};
  int Index = Bytes == 1 ? 0 : Bytes == 2 ? 1 : 2;
  CUresult Err;
  if (!drv(Err))
    return Err;
  void *F = hipSymbol(Names[Async][Index]);
  if (!F)
    return CUDA_ERROR_NOT_SUPPORTED;
  if (Width && Height && Pitch < Width * Bytes)
    return CUDA_ERROR_INVALID_VALUE;
  for (size_t Row = 0; Row < Height; ++Row) {
    CUdeviceptr P = Dst + Row * Pitch;
    hipError E;
    if (Async)
      E = reinterpret_cast<hipError (*)(CUdeviceptr, unsigned, size_t, hipStream)>(F)(
          P, Value, Width, toHipStream(reinterpret_cast<cudaStream_t>(Stream)));
    else
      E = reinterpret_cast<hipError (*)(CUdeviceptr, unsigned, size_t)>(F)(P, Value, Width);
    if (E)
      return cuFromHip(E);
  }
  return CUDA_SUCCESS;
}

/// CUDA_MEMCPY2D with the memory types renumbered for HIP (the layout is hip_Memcpy2D's).
CUDA_MEMCPY2D toHipCopy(const CUDA_MEMCPY2D &C) {
  CUDA_MEMCPY2D H = C;
  H.srcMemoryType = static_cast<CUmemorytype>(hipMemoryTypeFromCu(C.srcMemoryType));
  H.dstMemoryType = static_cast<CUmemorytype>(hipMemoryTypeFromCu(C.dstMemoryType));
  return H;
}

CUresult occupancyBlockSize(int *MinGrid, int *BlockSize, CUfunction F, CUoccupancyB2DSize B2D,
                            size_t DynSmem, int Limit, unsigned Flags) {
  if (!MinGrid || !BlockSize || !F)
    return CUDA_ERROR_INVALID_VALUE;
  using Occ = hipError (*)(int *, CUfunction, int, size_t, unsigned);
  CUresult Err;
  Occ O = need<Occ>("hipModuleOccupancyMaxActiveBlocksPerMultiprocessorWithFlags", Err);
  if (!O)
    return Err;
  int MaxThreads = 0, Sms = 0, Device = 0;
  using GetAttr = hipError (*)(int *, int, CUfunction);
  if (GetAttr FA = hipFn<GetAttr>("hipFuncGetAttribute"))
    FA(&MaxThreads, CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, F);
  const HipApi *H = drv(Err);
  H->hipGetDevice(&Device);
  int DevMax = 0;
  deviceAttribute(*H, &DevMax, CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK, Device);
  deviceAttribute(*H, &Sms, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, Device);
  if (!MaxThreads || MaxThreads > DevMax)
    MaxThreads = DevMax;
  if (Limit > 0 && Limit < MaxThreads)
    MaxThreads = Limit;
  // CUDA's search: the block size (a multiple of the warp size) with the most resident threads.
  int Best = 0, BestBlocks = 0;
  for (int Size = MaxThreads - MaxThreads % 32; Size > 0; Size -= 32) {
    int Blocks = 0;
    size_t Smem = B2D ? B2D(Size) : DynSmem;
    if (O(&Blocks, F, Size, Smem, Flags) != 0)
      continue;
    if (Blocks * Size > BestBlocks * Best) {
      Best = Size;
      BestBlocks = Blocks;
    }
  }
  *BlockSize = Best;
  *MinGrid = BestBlocks * Sms;
  return Best ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

} // namespace

namespace scale {

CUresult cuFromHip(hipError E) {
  switch (E) {
#define CU_ERROR(name, value)                                                                      \
  case value:                                                                                      \
    return name;
#include "__scale_amd/cu_errors.def"
#undef CU_ERROR
  default:
    return CUDA_ERROR_UNKNOWN;
  }
}

CUresult cuFromRuntime(cudaError_t E) {
  switch (E) {
  case cudaErrorInsufficientDriver:
    return CUDA_ERROR_NOT_INITIALIZED;
  case cudaErrorInitializationError:
    return CUDA_ERROR_NOT_INITIALIZED;
  default:
    return cuFromHip(E); // the driver and runtime share their numbering for these
  }
}

const HipApi *drv(CUresult &Err) {
  if (!Initialized) {
    Err = CUDA_ERROR_NOT_INITIALIZED;
    return nullptr;
  }
  cudaError_t E;
  const HipApi *H = hip(&E);
  Err = H ? CUDA_SUCCESS : cuFromRuntime(E);
  return H;
}

} // namespace scale

extern "C" {

CUresult cuInit(unsigned int Flags) {
  if (Flags != 0)
    return CUDA_ERROR_INVALID_VALUE;
  cudaError_t Err;
  if (!hip(&Err))
    return cuFromRuntime(Err);
  Initialized = true;
  return CUDA_SUCCESS;
}

CUresult cuDriverGetVersion(int *Version) {
  if (!Version)
    return CUDA_ERROR_INVALID_VALUE;
  *Version = __SCALE_AMD_CUDA_MAJOR__ * 1000 + __SCALE_AMD_CUDA_MINOR__ * 10;
  return CUDA_SUCCESS;
}

CUresult cuDeviceGetCount(int *Count) {
  if (!Count)
    return CUDA_ERROR_INVALID_VALUE;
  *Count = 0;
  CUresult Err;
  const HipApi *H = drv(Err);
  return H ? cuFromHip(H->hipGetDeviceCount(Count)) : Err;
}

CUresult cuDeviceGet(CUdevice *Device, int Ordinal) {
  if (!Device)
    return CUDA_ERROR_INVALID_VALUE;
  CUresult Err;
  const HipApi *H = drv(Err);
  if (!H)
    return Err;
  int N = 0;
  H->hipGetDeviceCount(&N);
  if (Ordinal < 0 || Ordinal >= N)
    return CUDA_ERROR_INVALID_DEVICE;
  *Device = Ordinal;
  return CUDA_SUCCESS;
}

CUresult cuDeviceGetAttribute(int *Value, CUdevice_attribute Attr, CUdevice Device) {
  if (!Value)
    return CUDA_ERROR_INVALID_VALUE;
  CUresult Err;
  const HipApi *H = drv(Err);
  return H ? cuFromRuntime(deviceAttribute(*H, Value, Attr, Device)) : Err;
}

CUresult cuDeviceComputeCapability(int *Major, int *Minor, CUdevice Device) {
  if (!Major || !Minor)
    return CUDA_ERROR_INVALID_VALUE;
  CUresult Err;
  const HipApi *H = drv(Err);
  if (!H)
    return Err;
  int N = 0;
  H->hipGetDeviceCount(&N);
  if (Device < 0 || Device >= N)
    return CUDA_ERROR_INVALID_DEVICE;
  *Major = presentedMajor();
  *Minor = presentedMinor();
  return CUDA_SUCCESS;
}

CUresult cuDeviceGetProperties(CUdevprop *P, CUdevice Device) {
  if (!P)
    return CUDA_ERROR_INVALID_VALUE;
  CUresult Err;
  const HipApi *H = drv(Err);
  if (!H)
    return Err;
  auto Q = [&](int A, int *Out) { return deviceAttribute(*H, Out, A, Device); };
  if (cudaError_t E = Q(CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK, &P->maxThreadsPerBlock))
    return cuFromRuntime(E);
  Q(CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_X, &P->maxThreadsDim[0]);
  Q(CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Y, &P->maxThreadsDim[1]);
  Q(CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Z, &P->maxThreadsDim[2]);
  Q(CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_X, &P->maxGridSize[0]);
  Q(CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Y, &P->maxGridSize[1]);
  Q(CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Z, &P->maxGridSize[2]);
  Q(CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK, &P->sharedMemPerBlock);
  Q(CU_DEVICE_ATTRIBUTE_TOTAL_CONSTANT_MEMORY, &P->totalConstantMemory);
  Q(CU_DEVICE_ATTRIBUTE_WARP_SIZE, &P->SIMDWidth);
  Q(CU_DEVICE_ATTRIBUTE_MAX_PITCH, &P->memPitch);
  Q(CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_BLOCK, &P->regsPerBlock);
  Q(CU_DEVICE_ATTRIBUTE_CLOCK_RATE, &P->clockRate);
  Q(CU_DEVICE_ATTRIBUTE_TEXTURE_ALIGNMENT, &P->textureAlign);
  return CUDA_SUCCESS;
}

CUresult cuModuleLoadData(CUmodule *Module, const void *Image) {
  return loadModule(Module, Image, 0, nullptr, nullptr);
}

CUresult cuModuleLoadDataEx(CUmodule *Module, const void *Image, unsigned int NumOptions,
                            CUjit_option *Options, void **Values) {
  return loadModule(Module, Image, NumOptions, Options, Values);
}

CUresult cuModuleLoad(CUmodule *Module, const char *Path) {
  if (!Module || !Path)
    return CUDA_ERROR_INVALID_VALUE;
  CUresult Err;
  if (!drv(Err))
    return Err;
  FILE *F = std::fopen(Path, "rb");
  if (!F)
    return CUDA_ERROR_FILE_NOT_FOUND;
  std::string Data;
  char Buf[65536];
  for (size_t N; (N = std::fread(Buf, 1, sizeof(Buf), F)) > 0;)
    Data.append(Buf, N);
  std::fclose(F);
  Data.push_back('\0');
  return cuModuleLoadData(Module, Data.data()); // HIP copies the image
}

CUresult cuGetErrorName(CUresult E, const char **Name) {
  if (!Name)
    return CUDA_ERROR_INVALID_VALUE;
  switch (E) {
#define CU_ERROR(name, value)                                                                      \
  case name:                                                                                       \
    *Name = #name;                                                                                 \
    return CUDA_SUCCESS;
#include "__scale_amd/cu_errors.def"
#undef CU_ERROR
  }
  *Name = nullptr;
  return CUDA_ERROR_INVALID_VALUE;
}

CUresult cuGetErrorString(CUresult E, const char **Str) {
  if (!Str)
    return CUDA_ERROR_INVALID_VALUE;
  const char *Name;
  if (cuGetErrorName(E, &Name) != CUDA_SUCCESS) {
    *Str = nullptr;
    return CUDA_ERROR_INVALID_VALUE;
  }
  switch (static_cast<int>(E)) {
#define CUDA_ERROR(name, value, text)                                                              \
  case value:                                                                                      \
    *Str = text;                                                                                   \
    return CUDA_SUCCESS;
#include "__scale_amd/cuda_errors.def"
#undef CUDA_ERROR
  }
  *Str = Name;
  return CUDA_SUCCESS;
}

CUresult cuMemcpy(CUdeviceptr Dst, CUdeviceptr Src, size_t Bytes) {
  CUresult Err;
  const HipApi *H = drv(Err);
  if (!H)
    return Err;
  return cuFromHip(H->hipMemcpy(reinterpret_cast<void *>(Dst), reinterpret_cast<void *>(Src),
                                Bytes, 4 /* default: unified addressing */));
}

CUresult cuMemcpyAsync(CUdeviceptr Dst, CUdeviceptr Src, size_t Bytes, CUstream Stream) {
  using Fn = hipError (*)(CUdeviceptr, CUdeviceptr, size_t, int, hipStream);
  CUresult Err;
  Fn F = need<Fn>("hipMemcpyAsync", Err);
  return F ? cuFromHip(F(Dst, Src, Bytes, 4, toHipStream(reinterpret_cast<cudaStream_t>(Stream))))
           : Err;
}

CUresult cuMemcpyPeer(CUdeviceptr Dst, CUcontext, CUdeviceptr Src, CUcontext, size_t Bytes) {
  return cuMemcpy(Dst, Src, Bytes); // unified addressing: the pointers identify the devices
}

CUresult cuMemcpyPeerAsync(CUdeviceptr Dst, CUcontext, CUdeviceptr Src, CUcontext, size_t Bytes,
                           CUstream Stream) {
  return cuMemcpyAsync(Dst, Src, Bytes, Stream);
}

CUresult cuMemcpy2D(const CUDA_MEMCPY2D *C) {
  if (!C)
    return CUDA_ERROR_INVALID_VALUE;
  using Fn = hipError (*)(const CUDA_MEMCPY2D *);
  CUresult Err;
  Fn F = need<Fn>("hipMemcpyParam2D", Err);
  if (!F)
    return Err;
  CUDA_MEMCPY2D H = toHipCopy(*C);
  return cuFromHip(F(&H));
}

CUresult cuMemcpy2DUnaligned(const CUDA_MEMCPY2D *C) {
  if (!C)
    return CUDA_ERROR_INVALID_VALUE;
  using Fn = hipError (*)(const CUDA_MEMCPY2D *);
  CUresult Err;
  Fn F = need<Fn>("hipDrvMemcpy2DUnaligned", Err);
  if (!F)
    return Err;
  CUDA_MEMCPY2D H = toHipCopy(*C);
  return cuFromHip(F(&H));
}

CUresult cuMemcpy2DAsync(const CUDA_MEMCPY2D *C, CUstream Stream) {
  if (!C)
    return CUDA_ERROR_INVALID_VALUE;
  using Fn = hipError (*)(const CUDA_MEMCPY2D *, hipStream);
  CUresult Err;
  Fn F = need<Fn>("hipMemcpyParam2DAsync", Err);
  if (!F)
    return Err;
  CUDA_MEMCPY2D H = toHipCopy(*C);
  return cuFromHip(F(&H, toHipStream(reinterpret_cast<cudaStream_t>(Stream))));
}

CUresult cuMemsetD2D8(CUdeviceptr D, size_t Pitch, unsigned char V, size_t W, size_t H) {
  return memsetD2D(D, Pitch, V, W, H, 1, nullptr, false);
}
CUresult cuMemsetD2D16(CUdeviceptr D, size_t Pitch, unsigned short V, size_t W, size_t H) {
  return memsetD2D(D, Pitch, V, W, H, 2, nullptr, false);
}
CUresult cuMemsetD2D32(CUdeviceptr D, size_t Pitch, unsigned int V, size_t W, size_t H) {
  return memsetD2D(D, Pitch, V, W, H, 4, nullptr, false);
}
CUresult cuMemsetD2D8Async(CUdeviceptr D, size_t Pitch, unsigned char V, size_t W, size_t H,
                           CUstream S) {
  return memsetD2D(D, Pitch, V, W, H, 1, S, true);
}
CUresult cuMemsetD2D16Async(CUdeviceptr D, size_t Pitch, unsigned short V, size_t W, size_t H,
                            CUstream S) {
  return memsetD2D(D, Pitch, V, W, H, 2, S, true);
}
CUresult cuMemsetD2D32Async(CUdeviceptr D, size_t Pitch, unsigned int V, size_t W, size_t H,
                            CUstream S) {
  return memsetD2D(D, Pitch, V, W, H, 4, S, true);
}

CUresult cuPointerGetAttribute(void *Data, CUpointer_attribute Attr, CUdeviceptr Ptr) {
  if (!Data)
    return CUDA_ERROR_INVALID_VALUE;
  CUresult Err;
  if (!drv(Err))
    return Err;
  cudaPointerAttributes A;
  if (cudaError_t E = pointerAttributes(&A, reinterpret_cast<void *>(Ptr)))
    return cuFromRuntime(E);
  bool Known = A.type != cudaMemoryTypeUnregistered;
  switch (Attr) {
  case CU_POINTER_ATTRIBUTE_MEMORY_TYPE:
    if (!Known)
      return CUDA_ERROR_INVALID_VALUE;
    *static_cast<unsigned *>(Data) = A.type == cudaMemoryTypeHost ? CU_MEMORYTYPE_HOST
                                     : A.type == cudaMemoryTypeDevice ? CU_MEMORYTYPE_DEVICE
                                                                      : CU_MEMORYTYPE_UNIFIED;
    return CUDA_SUCCESS;
  case CU_POINTER_ATTRIBUTE_DEVICE_POINTER:
    if (!Known)
      return CUDA_ERROR_INVALID_VALUE;
    *static_cast<CUdeviceptr *>(Data) = reinterpret_cast<CUdeviceptr>(A.devicePointer);
    return CUDA_SUCCESS;
  case CU_POINTER_ATTRIBUTE_HOST_POINTER:
    if (!Known)
      return CUDA_ERROR_INVALID_VALUE;
    *static_cast<void **>(Data) = A.hostPointer;
    return CUDA_SUCCESS;
  case CU_POINTER_ATTRIBUTE_IS_MANAGED:
    *static_cast<unsigned *>(Data) = A.type == cudaMemoryTypeManaged;
    return CUDA_SUCCESS;
  case CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL:
    if (!Known)
      return CUDA_ERROR_INVALID_VALUE;
    *static_cast<int *>(Data) = A.device;
    return CUDA_SUCCESS;
  default:
    return CUDA_ERROR_NOT_SUPPORTED;
  }
}

CUresult cuLaunchKernelEx(const CUlaunchConfig *Config, CUfunction F, void **Params, void **Extra) {
  if (!Config || !F || (Config->numAttrs && !Config->attrs))
    return CUDA_ERROR_INVALID_VALUE;
  bool Cooperative = false;
  for (unsigned I = 0; I < Config->numAttrs; ++I) {
    const CUlaunchAttribute &A = Config->attrs[I];
    switch (A.id) {
    case CU_LAUNCH_ATTRIBUTE_IGNORE:
    case CU_LAUNCH_ATTRIBUTE_ACCESS_POLICY_WINDOW:
    case CU_LAUNCH_ATTRIBUTE_SYNCHRONIZATION_POLICY:
    case CU_LAUNCH_ATTRIBUTE_PRIORITY:
    case CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP:
    case CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN:
      break;
    case CU_LAUNCH_ATTRIBUTE_COOPERATIVE:
      Cooperative = A.value.cooperative != 0;
      break;
    case CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION:
      if (A.value.clusterDim.x * A.value.clusterDim.y * A.value.clusterDim.z > 1)
        return CUDA_ERROR_NOT_SUPPORTED;
      break;
    default:
      return CUDA_ERROR_NOT_SUPPORTED;
    }
  }
  return Cooperative
             ? cuLaunchCooperativeKernel(F, Config->gridDimX, Config->gridDimY, Config->gridDimZ,
                                         Config->blockDimX, Config->blockDimY, Config->blockDimZ,
                                         Config->sharedMemBytes, Config->hStream, Params)
             : cuLaunchKernel(F, Config->gridDimX, Config->gridDimY, Config->gridDimZ,
                              Config->blockDimX, Config->blockDimY, Config->blockDimZ,
                              Config->sharedMemBytes, Config->hStream, Params, Extra);
}

CUresult cuOccupancyMaxPotentialBlockSize(int *MinGrid, int *BlockSize, CUfunction F,
                                          CUoccupancyB2DSize B2D, size_t DynSmem, int Limit) {
  return occupancyBlockSize(MinGrid, BlockSize, F, B2D, DynSmem, Limit, 0);
}

CUresult cuOccupancyMaxPotentialBlockSizeWithFlags(int *MinGrid, int *BlockSize, CUfunction F,
                                                   CUoccupancyB2DSize B2D, size_t DynSmem,
                                                   int Limit, unsigned int Flags) {
  return occupancyBlockSize(MinGrid, BlockSize, F, B2D, DynSmem, Limit, Flags);
}

CUresult cuEventRecordWithFlags(CUevent Event, CUstream Stream, unsigned int Flags) {
  if (Flags & ~unsigned(CU_EVENT_RECORD_EXTERNAL))
    return CUDA_ERROR_INVALID_VALUE;
  return cuEventRecord(Event, Stream);
}

CUresult cuGraphExecUpdate(CUgraphExec Exec, CUgraph Graph, CUgraphExecUpdateResultInfo *Info) {
  if (!Exec || !Graph)
    return CUDA_ERROR_INVALID_VALUE;
  using Fn = hipError (*)(CUgraphExec, CUgraph, CUgraphNode *, int *);
  CUresult Err;
  Fn F = need<Fn>("hipGraphExecUpdate", Err);
  if (!F)
    return Err;
  CUgraphNode Node = nullptr;
  int Result = 0;
  hipError E = F(Exec, Graph, &Node, &Result);
  if (Info)
    *Info = {static_cast<CUgraphExecUpdateResult>(Result), Node, nullptr};
  return cuFromHip(E);
}

/// Looks a driver function up in this library: the versioned export (name_v2) first, as CUDA 12
/// does for the functions it versioned.
CUresult cuGetProcAddress(const char *Symbol, void **Fn, int, cuuint64_t Flags,
                          CUdriverProcAddressQueryResult *Status) {
  if (!Symbol || !Fn || Flags > CU_GET_PROC_ADDRESS_PER_THREAD_DEFAULT_STREAM)
    return CUDA_ERROR_INVALID_VALUE;
  Dl_info Self;
  void *Handle = nullptr;
  if (dladdr(reinterpret_cast<void *>(&cuGetProcAddress), &Self))
    Handle = dlopen(Self.dli_fname, RTLD_NOW | RTLD_NOLOAD);
  *Fn = nullptr;
  if (Handle) {
    *Fn = dlsym(Handle, (std::string(Symbol) + "_v2").c_str());
    if (!*Fn)
      *Fn = dlsym(Handle, Symbol);
    dlclose(Handle);
  }
  if (Status)
    *Status = *Fn ? CU_GET_PROC_ADDRESS_SUCCESS : CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND;
  return *Fn ? CUDA_SUCCESS : CUDA_ERROR_NOT_FOUND;
}

} // extern "C"
