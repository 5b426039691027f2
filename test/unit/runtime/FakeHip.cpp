// SPDX-License-Identifier: Apache-2.0
// A fake HIP runtime for testing the shim without an AMD GPU: the HipFunctions.def entry points
// and the optional ones the tests exercise, implemented in host memory. Loaded by the shim through
// SCALE_AMD_HIP_LIBRARY like a real libamdhip64. Devices: FAKE_HIP_DEVICES (default 1).
// Error codes are HIP's numbering. fakeHip* functions let tests observe what the shim forwarded.
// Built twice: with the per-thread default stream entry points (hip*_spt) of ROCm 6, and with
// FAKE_HIP_NO_SPT as ROCm 5.2's runtime, which has none.
#include <atomic>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>
#include <set>
#include <string>
#include <vector>

namespace {

struct Dim3 {
  unsigned x, y, z;
};

enum : int {
  Success = 0,
  InvalidValue = 1,
  InvalidDevice = 101,
  InvalidImage = 200,
  InvalidHandle = 400,
  NotFound = 500,
  NotReady = 600,
  InvalidDeviceFunction = 98,
};

struct State {
  std::mutex Lock;
  std::map<void *, size_t> Allocations;
  std::set<void *> Streams, Events, HostAllocations;
  std::map<const void *, std::string> Kernels; // host stub -> device name
  std::set<std::string> ModuleFunctions = {"kernel_a", "kernel_b"};
  int FatBinaries = 0;
  void *LastLaunchStream = reinterpret_cast<void *>(-1);
  const void *LastLaunchFunc = nullptr;
};

State &state() {
  static State *S = new State;
  return *S;
}

int deviceCount() {
  const char *E = std::getenv("FAKE_HIP_DEVICES");
  return E ? std::atoi(E) : 1;
}

thread_local int CurrentDevice = 0;

struct Event {
  double Time = 0;
};
std::atomic<int> Clock{0};

} // namespace

extern "C" {

// --- Observation hooks for the tests.
/// The last stream-ordered call the shim made (its HIP name) and its stream.
const char *LastCall = "";
void *LastCallStream = reinterpret_cast<void *>(-1);
const char *fakeHipLastCall() { return LastCall; }
void *fakeHipLastCallStream() { return LastCallStream; }
static void called(const char *Name, void *Stream) {
  LastCall = Name;
  LastCallStream = Stream;
}
void *fakeHipLastLaunchStream() { return state().LastLaunchStream; }
const void *fakeHipLastLaunchFunc() { return state().LastLaunchFunc; }
int fakeHipFatBinaries() { return state().FatBinaries; }
size_t fakeHipLiveAllocations() {
  std::lock_guard<std::mutex> G(state().Lock);
  return state().Allocations.size();
}

// --- HipFunctions.def (required).
int hipGetDeviceCount(int *N) {
  *N = deviceCount();
  return *N ? Success : 100;
}
int hipGetDevice(int *D) {
  *D = CurrentDevice;
  return Success;
}
int hipSetDevice(int D) {
  if (D < 0 || D >= deviceCount())
    return InvalidDevice;
  CurrentDevice = D;
  return Success;
}
std::atomic<int> NextSyncError{0};
void fakeHipFailNextSync(int Code) { NextSyncError = Code; }
int hipDeviceSynchronize() { return NextSyncError.exchange(0); }
int hipDeviceReset() { return Success; }
int hipDriverGetVersion(int *V) {
  *V = 50221153;
  return Success;
}
int hipRuntimeGetVersion(int *V) {
  const char *E = std::getenv("FAKE_HIP_VERSION");
  *V = E ? std::atoi(E) : 50221153;
  return Success;
}
int hipMalloc(void **P, size_t Size) {
  if (Size > (size_t(1) << 40))
    return 2; // hipErrorOutOfMemory
  *P = std::malloc(Size ? Size : 1);
  std::lock_guard<std::mutex> G(state().Lock);
  state().Allocations[*P] = Size;
  return Success;
}
int hipFree(void *P) {
  std::lock_guard<std::mutex> G(state().Lock);
  if (!state().Allocations.erase(P))
    return InvalidValue;
  std::free(P);
  return Success;
}
int hipMemcpy(void *Dst, const void *Src, size_t N, int) {
  called("hipMemcpy", nullptr);
  std::memcpy(Dst, Src, N);
  return Success;
}
int hipMemcpyHtoD(void *Dst, const void *Src, size_t N) { return hipMemcpy(Dst, Src, N, 1); }
int hipMemcpyDtoH(void *Dst, const void *Src, size_t N) { return hipMemcpy(Dst, Src, N, 2); }
// Managed-memory hints: the device each was given, for the tests.
int LastAdviseDevice = -99, LastAdvice = -1, LastPrefetchDevice = -99;
int fakeHipLastAdviseDevice() { return LastAdviseDevice; }
int fakeHipLastAdvice() { return LastAdvice; }
int fakeHipLastPrefetchDevice() { return LastPrefetchDevice; }
int hipMemAdvise(const void *, size_t, int Advice, int Device) {
  LastAdvice = Advice;
  LastAdviseDevice = Device;
  return Success;
}
int hipMemPrefetchAsync(const void *, size_t, int Device, void *) {
  LastPrefetchDevice = Device;
  return Success;
}
int hipMemset(void *P, int V, size_t N) {
  called("hipMemset", nullptr);
  std::memset(P, V, N);
  return Success;
}
static bool knownStream(void *S);
int hipMemcpyAsync(void *Dst, const void *Src, size_t N, int, void *S) {
  if (!knownStream(S))
    return InvalidHandle;
  std::memcpy(Dst, Src, N);
  called("hipMemcpyAsync", S);
  return Success;
}
int hipMemsetAsync(void *P, int V, size_t N, void *S) {
  if (!knownStream(S))
    return InvalidHandle;
  std::memset(P, V, N);
  called("hipMemsetAsync", S);
  return Success;
}
int hipLaunchKernel(const void *F, Dim3, Dim3, void **, size_t, void *Stream) {
  State &S = state();
  std::lock_guard<std::mutex> G(S.Lock);
  if (!S.Kernels.count(F))
    return InvalidDeviceFunction;
  S.LastLaunchStream = Stream;
  S.LastLaunchFunc = F;
  called("hipLaunchKernel", Stream);
  return Success;
}
// Module functions (hipModuleGetFunction's, the names of ModuleFunctions) launch here.
int hipModuleLaunchKernel(void *F, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, void *Stream,
                          void **, void **) {
  State &S = state();
  std::lock_guard<std::mutex> G(S.Lock);
  bool Known = false;
  for (const std::string &N : S.ModuleFunctions)
    Known = Known || N.c_str() == F;
  if (!Known)
    return InvalidDeviceFunction;
  S.LastLaunchStream = Stream;
  S.LastLaunchFunc = F;
  called("hipModuleLaunchKernel", Stream);
  return Success;
}
void **__hipRegisterFatBinary(const void *) {
  std::lock_guard<std::mutex> G(state().Lock);
  ++state().FatBinaries;
  static void *Handle = nullptr;
  return &Handle;
}
void __hipRegisterFunction(void **, const void *Host, char *, const char *Name, unsigned, void *,
                           void *, void *, void *, int *) {
  std::lock_guard<std::mutex> G(state().Lock);
  state().Kernels[Host] = Name;
}
void __hipRegisterVar(void **, void *, char *, char *, int, size_t, int, int) {}
void __hipRegisterManagedVar(void *, void **, void *, const char *, size_t, unsigned) {}
void __hipRegisterSurface(void **, void *, char *, char *, int, int) {}
void __hipRegisterTexture(void **, void *, char *, char *, int, int, int) {}
void __hipUnregisterFatBinary(void **) {}

int hipDeviceGetAttribute(int *V, int Attr, int Device) {
  if (Device < 0 || Device >= deviceCount())
    return InvalidDevice;
  switch (Attr) {
  case 56: // MaxThreadsPerBlock
    *V = 1024;
    return Success;
  case 63: // MultiprocessorCount
    *V = 48;
    return Success;
  case 87: // WarpSize: AMD's wavefront; the shim presents 32
    *V = 64;
    return Success;
  case 74: // MaxSharedMemoryPerBlock
    *V = 65536;
    return Success;
  default:
    *V = 7;
    return Success;
  }
}

// --- Optional entry points.
int hipDeviceGetName(char *Name, int Len, int) {
  std::strncpy(Name, "Fake AMD GPU", Len);
  return Success;
}
int hipDeviceTotalMem(size_t *Bytes, int) {
  *Bytes = size_t(16) << 30;
  return Success;
}
int hipMemGetInfo(size_t *Free, size_t *Total) {
  *Total = size_t(16) << 30;
  *Free = *Total - fakeHipLiveAllocations();
  return Success;
}
int hipStreamCreate(void **S) {
  *S = new int(0);
  std::lock_guard<std::mutex> G(state().Lock);
  state().Streams.insert(*S);
  return Success;
}
int hipStreamCreateWithFlags(void **S, unsigned Flags) {
  return Flags > 1 ? InvalidValue : hipStreamCreate(S);
}
static bool knownStream(void *S) {
  if (S == nullptr || S == reinterpret_cast<void *>(2))
    return true;
  std::lock_guard<std::mutex> G(state().Lock);
  return state().Streams.count(S) != 0;
}
int hipStreamDestroy(void *S) {
  std::lock_guard<std::mutex> G(state().Lock);
  if (!state().Streams.erase(S))
    return InvalidHandle;
  delete static_cast<int *>(S);
  return Success;
}
int hipStreamSynchronize(void *S) {
  called("hipStreamSynchronize", S);
  return knownStream(S) ? Success : InvalidHandle;
}
int hipStreamQuery(void *S) {
  called("hipStreamQuery", S);
  return knownStream(S) ? Success : InvalidHandle;
}
int hipEventCreateWithFlags(void **E, unsigned) {
  *E = new Event;
  std::lock_guard<std::mutex> G(state().Lock);
  state().Events.insert(*E);
  return Success;
}
int hipEventCreate(void **E) { return hipEventCreateWithFlags(E, 0); }
int hipEventRecord(void *E, void *S) {
  called("hipEventRecord", S);
  if (!knownStream(S))
    return InvalidHandle;
  std::lock_guard<std::mutex> G(state().Lock);
  if (!state().Events.count(E))
    return InvalidHandle;
  static_cast<Event *>(E)->Time = 1.5 * ++Clock;
  return Success;
}
int hipEventSynchronize(void *) { return Success; }
int hipEventElapsedTime(float *Ms, void *A, void *B) {
  std::lock_guard<std::mutex> G(state().Lock);
  if (!state().Events.count(A) || !state().Events.count(B))
    return InvalidHandle;
  Event *EA = static_cast<Event *>(A), *EB = static_cast<Event *>(B);
  if (!EA->Time || !EB->Time)
    return NotReady;
  *Ms = static_cast<float>(EB->Time - EA->Time);
  return Success;
}
int hipEventDestroy(void *E) {
  std::lock_guard<std::mutex> G(state().Lock);
  if (!state().Events.erase(E))
    return InvalidHandle;
  delete static_cast<Event *>(E);
  return Success;
}
int hipHostMalloc(void **P, size_t N, unsigned) {
  *P = std::malloc(N ? N : 1);
  std::lock_guard<std::mutex> G(state().Lock);
  state().HostAllocations.insert(*P);
  return Success;
}
int hipHostFree(void *P) {
  std::lock_guard<std::mutex> G(state().Lock);
  if (!state().HostAllocations.erase(P))
    return InvalidValue;
  std::free(P);
  return Success;
}

/// ROCm 5 layout and numbering (device 1, host 0); unknown pointers are hipErrorInvalidValue.
struct PointerAttributes {
  int memoryType, device;
  void *devicePointer, *hostPointer;
  int isManaged;
  unsigned allocationFlags;
};
int hipPointerGetAttributes(PointerAttributes *A, const void *P) {
  std::lock_guard<std::mutex> G(state().Lock);
  void *Q = const_cast<void *>(P);
  if (state().Allocations.count(Q)) {
    *A = {1, CurrentDevice, Q, nullptr, 0, 0};
    return Success;
  }
  if (state().HostAllocations.count(Q)) {
    *A = {0, CurrentDevice, Q, Q, 0, 0};
    return Success;
  }
  return InvalidValue;
}

struct FuncAttributes {
  int binaryVersion, cacheModeCA;
  size_t constSizeBytes, localSizeBytes;
  int maxDynamicSharedSizeBytes, maxThreadsPerBlock, numRegs, preferredShmemCarveout, ptxVersion;
  size_t sharedSizeBytes;
};
int hipFuncGetAttributes(FuncAttributes *A, const void *F) {
  std::lock_guard<std::mutex> G(state().Lock);
  if (!state().Kernels.count(F))
    return InvalidDeviceFunction;
  *A = {90, 0, 16, 32, 65536, 256, 40, -1, 90, 1024};
  return Success;
}

// Driver-style module API. What HIP's loader accepts: an AMD code object (ELF), or a clang
// offload bundle (hipcc --genco, nvcc -fatbin): "__CLANG_OFFLOAD_BUNDLE__", the entry count, then
// offset, size, triple length and triple of each entry, with an "hipv4-amdgcn-amd-amdhsa--gfx"
// entry holding a code object.
static bool loadableModule(const void *Image) {
  const char *P = static_cast<const char *>(Image);
  if (!std::memcmp(P, "\x7f" "ELF", 4))
    return true;
  if (std::memcmp(P, "__CLANG_OFFLOAD_BUNDLE__", 24))
    return false;
  uint64_t N;
  std::memcpy(&N, P + 24, 8);
  const char *E = P + 32;
  for (uint64_t I = 0; I < N && I < 64; ++I) {
    uint64_t Off, Size, Len;
    std::memcpy(&Off, E, 8);
    std::memcpy(&Size, E + 8, 8);
    std::memcpy(&Len, E + 16, 8);
    std::string Triple(E + 24, Len);
    E += 24 + Len;
    if (Triple.rfind("hipv4-amdgcn-amd-amdhsa--gfx", 0) == 0 && Size >= 4 &&
        !std::memcmp(P + Off, "\x7f" "ELF", 4))
      return true;
  }
  return false;
}

int hipModuleLoadData(void **M, const void *Image) {
  if (!loadableModule(Image))
    return InvalidImage;
  *M = new int(1);
  return Success;
}
int hipModuleGetFunction(void **F, void *, const char *Name) {
  if (!state().ModuleFunctions.count(Name))
    return NotFound;
  *F = const_cast<char *>(state().ModuleFunctions.find(Name)->c_str());
  return Success;
}
// One module variable, "factor" (4 bytes at a fixed fake address), for cuModuleGetGlobal callers.
int hipModuleGetGlobal(void **Ptr, size_t *Bytes, void *, const char *Name) {
  if (std::strcmp(Name, "factor"))
    return NotFound;
  if (Ptr)
    *Ptr = reinterpret_cast<void *>(uintptr_t(0x7000));
  if (Bytes)
    *Bytes = 4;
  return Success;
}
int hipModuleUnload(void *M) {
  delete static_cast<int *>(M);
  return Success;
}

// --- Texture and surface objects, arrays, 3D copies: the descriptors as HIP received them (ROCm's
// layouts: hipResourceDesc 64 bytes, hipTextureDesc 64, hipResourceViewDesc 48, HIP_MEMCPY3D 128,
// driver HIP_RESOURCE_DESC 144), kept per object so that the getters return them.
struct FakeTexture {
  unsigned char Res[144] = {}, Tex[104] = {}, View[112] = {};
  bool HasView = false;
};
static std::map<void *, FakeTexture> &textures() {
  static auto *T = new std::map<void *, FakeTexture>;
  return *T;
}
static std::set<void *> &surfaces() {
  static auto *S = new std::set<void *>;
  return *S;
}
static unsigned char LastSurfaceRes[64], LastMemcpy3D[128];
static int Memcpy3DCalls = 0;
void fakeHipLastSurfaceResource(void *Out) { std::memcpy(Out, LastSurfaceRes, 64); }
void fakeHipLastMemcpy3D(void *Out) { std::memcpy(Out, LastMemcpy3D, 128); }
int fakeHipMemcpy3DCalls() { return Memcpy3DCalls; }

static int createTexture(void **Obj, const void *Res, size_t ResSize, const void *Tex,
                         size_t TexSize, const void *View, size_t ViewSize) {
  if (!Obj || !Res || !Tex)
    return InvalidValue;
  std::lock_guard<std::mutex> G(state().Lock);
  *Obj = new int(0);
  FakeTexture &T = textures()[*Obj];
  std::memcpy(T.Res, Res, ResSize);
  std::memcpy(T.Tex, Tex, TexSize);
  if (View) {
    std::memcpy(T.View, View, ViewSize);
    T.HasView = true;
  }
  return Success;
}
static int getTexture(void *Out, void *Obj, int Which, size_t Size) {
  std::lock_guard<std::mutex> G(state().Lock);
  auto It = textures().find(Obj);
  if (It == textures().end())
    return InvalidValue;
  const FakeTexture &T = It->second;
  std::memcpy(Out, Which == 0 ? T.Res : Which == 1 ? T.Tex : T.View, Size);
  return Success;
}
int hipCreateTextureObject(void **Obj, const void *Res, const void *Tex, const void *View) {
  return createTexture(Obj, Res, 64, Tex, 64, View, 48);
}
int hipTexObjectCreate(void **Obj, const void *Res, const void *Tex, const void *View) {
  return createTexture(Obj, Res, 144, Tex, 104, View, 112);
}
int hipDestroyTextureObject(void *Obj) {
  std::lock_guard<std::mutex> G(state().Lock);
  if (!textures().erase(Obj))
    return InvalidValue;
  delete static_cast<int *>(Obj);
  return Success;
}
int hipTexObjectDestroy(void *Obj) { return hipDestroyTextureObject(Obj); }
int hipGetTextureObjectResourceDesc(void *Out, void *Obj) { return getTexture(Out, Obj, 0, 64); }
int hipGetTextureObjectTextureDesc(void *Out, void *Obj) { return getTexture(Out, Obj, 1, 64); }
int hipGetTextureObjectResourceViewDesc(void *Out, void *Obj) { return getTexture(Out, Obj, 2, 48); }
int hipTexObjectGetResourceDesc(void *Out, void *Obj) { return getTexture(Out, Obj, 0, 144); }
int hipDrvMemcpy3D(const void *Copy) {
  std::lock_guard<std::mutex> G(state().Lock);
  std::memcpy(LastMemcpy3D, Copy, 128);
  ++Memcpy3DCalls;
  return Success;
}
/// ROCm 5's public struct hipArray (what hipArrayGetInfo-less runtimes expose).
struct FakeArray {
  void *data;
  int x, y, z, w, f;
  unsigned type, width, height, depth;
};
int hipMallocArray(FakeArray **A, const int *Desc, size_t W, size_t H, unsigned Flags) {
  if (!A || !Desc || !W)
    return InvalidValue;
  *A = new FakeArray{std::malloc(W * (H ? H : 1) * 16), Desc[0], Desc[1], Desc[2], Desc[3],
                     Desc[4], Flags, unsigned(W), unsigned(H), 0};
  return Success;
}
int hipFreeArray(FakeArray *A) {
  if (!A)
    return InvalidValue;
  std::free(A->data);
  delete A;
  return Success;
}


// Stream flags and priority (stream attributes validate the handle with hipStreamGetFlags).
int hipStreamGetFlags(void *S, unsigned *Flags) {
  if (!Flags)
    return InvalidValue;
  *Flags = 0;
  return knownStream(S) ? Success : InvalidHandle;
}
int hipStreamGetPriority(void *S, int *Priority) {
  if (!Priority)
    return InvalidValue;
  *Priority = -1; // not HIP's default, so that the test sees it came from here
  return knownStream(S) ? Success : InvalidHandle;
}

// Graphs with memory nodes: the nodes keep what they were given, as HIP's do.
struct FakeMemLocation {
  int type, id;
};
struct FakeAccessDesc {
  FakeMemLocation location;
  int flags;
};
struct FakePoolProps {
  int allocType, handleTypes;
  FakeMemLocation location;
  void *win32;
  size_t maxSize;
  unsigned char reserved[56];
};
struct FakeMemAllocNodeParams {
  FakePoolProps poolProps;
  const FakeAccessDesc *accessDescs;
  size_t accessDescCount;
  size_t bytesize;
  void *dptr;
};
struct FakeGraph {
  int Nodes = 0;
};
struct FakeMemNode {
  FakeMemAllocNodeParams Params;
  std::vector<FakeAccessDesc> Access;
  void *Freed = nullptr;
};
int hipGraphCreate(FakeGraph **G, unsigned Flags) {
  if (!G || Flags)
    return InvalidValue;
  *G = new FakeGraph;
  return Success;
}
int hipGraphDestroy(FakeGraph *G) {
  delete G;
  return Success;
}
int hipGraphAddMemAllocNode(FakeMemNode **Node, FakeGraph *G, void *const *, size_t,
                            FakeMemAllocNodeParams *P) {
  // HIP accepts pinned device memory only, with HIP's enumerators.
  if (!Node || !G || !P || P->poolProps.allocType != 1 || P->poolProps.location.type != 1 ||
      P->bytesize == 0)
    return InvalidValue;
  auto *N = new FakeMemNode;
  N->Access.assign(P->accessDescs, P->accessDescs + P->accessDescCount);
  N->Params = *P;
  N->Params.accessDescs = N->Access.data();
  N->Params.dptr = P->dptr = std::malloc(P->bytesize);
  ++G->Nodes;
  *Node = N;
  return Success;
}
int hipGraphMemAllocNodeGetParams(FakeMemNode *Node, FakeMemAllocNodeParams *P) {
  if (!Node || !P)
    return InvalidValue;
  *P = Node->Params;
  return Success;
}
int hipGraphAddMemFreeNode(FakeMemNode **Node, FakeGraph *G, void *const *, size_t, void *Ptr) {
  if (!Node || !G || !Ptr)
    return InvalidValue;
  *Node = new FakeMemNode{};
  (*Node)->Freed = Ptr;
  ++G->Nodes;
  return Success;
}
int hipGraphMemFreeNodeGetParams(FakeMemNode *Node, void *Out) {
  if (!Node || !Out)
    return InvalidValue;
  *static_cast<void **>(Out) = Node->Freed;
  return Success;
}

// Instantiation: like HIP, only the auto-free and node-priority flags; uploads are separate.
static unsigned long long LastInstantiateFlags = ~0ull;
static void *LastUploadStream = reinterpret_cast<void *>(-1);
int hipGraphInstantiateWithFlags(void **Exec, FakeGraph *G, unsigned long long Flags) {
  if (!Exec || !G || (Flags & ~9ull))
    return InvalidValue;
  LastInstantiateFlags = Flags;
  *Exec = new int(G->Nodes);
  return Success;
}
int hipGraphUpload(void *Exec, void *S) {
  if (!Exec)
    return InvalidValue;
  if (!knownStream(S))
    return InvalidHandle;
  LastUploadStream = S;
  return Success;
}
int hipGraphExecDestroy(void *Exec) {
  delete static_cast<int *>(Exec);
  return Success;
}
unsigned long long fakeHipLastInstantiateFlags() { return LastInstantiateFlags; }
void *fakeHipLastUploadStream() { return LastUploadStream; }

// Virtual memory management. hipMemAllocationProp is read in the layout of the version this fake
// reports (FAKE_HIP_VERSION): ROCm 6's (CUDA's order) or ROCm 5's.
struct FakeAllocationProp {
  int type, handleTypes;
  FakeMemLocation location;
  unsigned short usage;
};
static bool fakeRocm6() {
  int V = 0;
  hipRuntimeGetVersion(&V);
  return V >= 60000000;
}
static FakeAllocationProp readProp(const unsigned char *B) {
  FakeAllocationProp P = {};
  if (fakeRocm6()) {
    std::memcpy(&P.type, B, 4);
    std::memcpy(&P.handleTypes, B + 4, 4);
    std::memcpy(&P.location, B + 8, 8);
    std::memcpy(&P.usage, B + 26, 2);
  } else {
    std::memcpy(&P.location, B + 4, 8);
    std::memcpy(&P.handleTypes, B + 12, 4);
    std::memcpy(&P.type, B + 16, 4);
    std::memcpy(&P.usage, B + 20, 2);
  }
  return P;
}
static FakeAllocationProp LastProp;
static FakeAccessDesc LastAccess;
struct FakePhysical {
  unsigned char Prop[32];
  size_t Size;
};
int hipMemGetAllocationGranularity(size_t *G, const unsigned char *Prop, int Option) {
  if (!G || !Prop)
    return InvalidValue;
  FakeAllocationProp P = readProp(Prop);
  if (P.type != 1 || P.location.type != 1 || P.location.id >= deviceCount())
    return InvalidValue;
  *G = Option == 1 ? (size_t(2) << 20) : 4096;
  return Success;
}
int hipMemCreate(FakePhysical **H, size_t Size, const unsigned char *Prop, unsigned long long) {
  if (!H || !Prop || Size == 0 || Size % 4096)
    return InvalidValue;
  LastProp = readProp(Prop);
  if (LastProp.type != 1 || LastProp.location.type != 1)
    return InvalidValue;
  *H = new FakePhysical{{}, Size};
  std::memcpy((*H)->Prop, Prop, 32);
  return Success;
}
int hipMemGetAllocationPropertiesFromHandle(unsigned char *Prop, FakePhysical *H) {
  if (!Prop || !H)
    return InvalidValue;
  std::memcpy(Prop, H->Prop, 32);
  return Success;
}
int hipMemRelease(FakePhysical *H) {
  delete H;
  return Success;
}
int hipMemAddressReserve(void **Ptr, size_t Size, size_t, void *, unsigned long long) {
  *Ptr = std::malloc(Size);
  return Success;
}
int hipMemAddressFree(void *Ptr, size_t) {
  std::free(Ptr);
  return Success;
}
int hipMemMap(void *, size_t, size_t, FakePhysical *H, unsigned long long) {
  return H ? Success : InvalidValue;
}
int hipMemUnmap(void *, size_t) { return Success; }
int hipMemSetAccess(void *, size_t, const FakeAccessDesc *D, size_t N) {
  if (!D || !N || D[0].location.type != 1)
    return InvalidValue;
  LastAccess = D[N - 1];
  return Success;
}
void fakeHipLastMemProp(int *Out) {
  Out[0] = LastProp.type;
  Out[1] = LastProp.handleTypes;
  Out[2] = LastProp.location.type;
  Out[3] = LastProp.location.id;
  Out[4] = LastProp.usage;
}
void fakeHipLastAccess(int *Out) {
  Out[0] = LastAccess.location.type;
  Out[1] = LastAccess.location.id;
  Out[2] = LastAccess.flags;
}

// Contexts (cuCtxCreate).
int hipCtxCreate(void **Ctx, unsigned, int Dev) {
  if (!Ctx)
    return InvalidValue;
  if (Dev < 0 || Dev >= deviceCount())
    return InvalidDevice;
  *Ctx = new int(Dev);
  return Success;
}

// --- The per-thread default stream entry points of ROCm 6's HIP: stream 0 is the per-thread
// stream (its handle, 2), as the shim's _ptsz / _ptds functions expect.
#ifndef FAKE_HIP_NO_SPT
static void *spt(void *S) { return S ? S : reinterpret_cast<void *>(2); }
int hipMemcpy_spt(void *Dst, const void *Src, size_t N, int Kind) {
  int E = hipMemcpy(Dst, Src, N, Kind);
  called("hipMemcpy_spt", reinterpret_cast<void *>(2));
  return E;
}
int hipMemset_spt(void *P, int V, size_t N) {
  int E = hipMemset(P, V, N);
  called("hipMemset_spt", reinterpret_cast<void *>(2));
  return E;
}
int hipMemcpyAsync_spt(void *Dst, const void *Src, size_t N, int Kind, void *S) {
  int E = hipMemcpyAsync(Dst, Src, N, Kind, spt(S));
  called("hipMemcpyAsync_spt", spt(S));
  return E;
}
int hipStreamSynchronize_spt(void *S) {
  int E = hipStreamSynchronize(spt(S));
  called("hipStreamSynchronize_spt", spt(S));
  return E;
}
int hipEventRecord_spt(void *Ev, void *S) {
  int E = hipEventRecord(Ev, spt(S));
  called("hipEventRecord_spt", spt(S));
  return E;
}
int hipLaunchKernel_spt(const void *F, Dim3 G, Dim3 B, void **A, size_t Smem, void *S) {
  int E = hipLaunchKernel(F, G, B, A, Smem, spt(S));
  called("hipLaunchKernel_spt", spt(S));
  return E;
}
#endif
} // extern "C"

// ROCm 5.2 exports the surface object functions with C++ linkage (mangled names); so does the fake,
// so that the shim's fallback to those names is what the tests exercise.
struct __hip_surface;
struct hipResourceDesc;
int hipCreateSurfaceObject(__hip_surface **Obj, const hipResourceDesc *Res) {
  std::lock_guard<std::mutex> G(state().Lock);
  std::memcpy(LastSurfaceRes, Res, 64);
  *Obj = reinterpret_cast<__hip_surface *>(new int(1));
  surfaces().insert(*Obj);
  return Success;
}
int hipDestroySurfaceObject(__hip_surface *Obj) {
  std::lock_guard<std::mutex> G(state().Lock);
  if (!surfaces().erase(Obj))
    return InvalidValue;
  delete reinterpret_cast<int *>(Obj);
  return Success;
}
