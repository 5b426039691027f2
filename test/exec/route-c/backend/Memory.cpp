// SPDX-License-Identifier: Apache-2.0
// Memory: allocation, copies, memset, pointer attributes, managed-memory hints and the
// stream-ordered allocator, over the driver's unified addressing (every pointer is a CUdeviceptr).
#include "Backend.h"

#include <cstring>

using namespace routec;

namespace {

#define ENSURE()                                                                                   \
  do {                                                                                             \
    if (hipError E_ = ensureContext())                                                             \
      return E_;                                                                                   \
  } while (0)

CUdeviceptr dptr(const void *P) { return reinterpret_cast<CUdeviceptr>(P); }

enum Kind { HostToHost = 0, HostToDevice = 1, DeviceToHost = 2, DeviceToDevice = 3, Default = 4 };

hipError copy(void *Dst, const void *Src, size_t N, int K, CUstream S, bool Async) {
  if (K < HostToHost || K > Default)
    return InvalidMemcpyDirection;
  if (!N)
    return Success;
  if (!Dst || !Src)
    return InvalidValue;
  // CUDA's cudaMemcpy of host to host memory is a plain copy (ordered on the stream when async:
  // the driver's unified copy does that for pageable memory too).
  CUresult R = Async ? cuMemcpyAsync(dptr(Dst), dptr(Src), N, S) : cuMemcpy(dptr(Dst), dptr(Src), N);
  return fromCu(R);
}

CUmemorytype memType(int K, bool IsSrc) {
  switch (K) {
  case HostToHost:
    return CU_MEMORYTYPE_HOST;
  case HostToDevice:
    return IsSrc ? CU_MEMORYTYPE_HOST : CU_MEMORYTYPE_DEVICE;
  case DeviceToHost:
    return IsSrc ? CU_MEMORYTYPE_DEVICE : CU_MEMORYTYPE_HOST;
  case DeviceToDevice:
    return CU_MEMORYTYPE_DEVICE;
  default:
    return CU_MEMORYTYPE_UNIFIED;
  }
}

hipError copy2D(void *Dst, size_t DPitch, const void *Src, size_t SPitch, size_t W, size_t H,
                int K, CUstream S, bool Async) {
  CUDA_MEMCPY2D C = {};
  C.srcMemoryType = memType(K, true);
  C.dstMemoryType = memType(K, false);
  if (C.srcMemoryType == CU_MEMORYTYPE_HOST)
    C.srcHost = Src;
  else
    C.srcDevice = dptr(Src);
  if (C.dstMemoryType == CU_MEMORYTYPE_HOST)
    C.dstHost = Dst;
  else
    C.dstDevice = dptr(Dst);
  C.srcPitch = SPitch;
  C.dstPitch = DPitch;
  C.WidthInBytes = W;
  C.Height = H;
  return fromCu(Async ? cuMemcpy2DAsync(&C, S) : cuMemcpy2DUnaligned(&C));
}

// hipPointerAttribute_t of ROCm 5.2 (runtime-shim/HipAbi.cpp): host 0, device 1, array 2,
// unified 3 (managed allocations are device memory with isManaged set).
struct HipPointerAttributes {
  int memoryType;
  int device;
  void *devicePointer;
  void *hostPointer;
  int isManaged;
  unsigned allocationFlags;
};

} // namespace

extern "C" {

int hipMalloc(void **P, size_t N) {
  if (!P)
    return InvalidValue;
  ENSURE();
  *P = nullptr;
  if (!N)
    return Success;
  CUdeviceptr D = 0;
  CUresult R = cuMemAlloc(&D, N);
  *P = reinterpret_cast<void *>(D);
  return fromCu(R);
}
int hipFree(void *P) {
  ENSURE();
  return P ? fromCu(cuMemFree(dptr(P))) : Success;
}
int hipMallocManaged(void **P, size_t N, unsigned Flags) {
  ENSURE();
  CUdeviceptr D = 0;
  CUresult R = cuMemAllocManaged(&D, N ? N : 1, Flags ? Flags : CU_MEM_ATTACH_GLOBAL);
  *P = reinterpret_cast<void *>(D);
  return fromCu(R);
}
int hipHostMalloc(void **P, size_t N, unsigned Flags) {
  ENSURE();
  // HIP's Coherent/NonCoherent/NUMA bits have no CUDA meaning; Portable, Mapped and
  // WriteCombined are CU_MEMHOSTALLOC_*.
  return fromCu(cuMemHostAlloc(P, N ? N : 1, Flags & 7u));
}
int hipMemAllocHost(void **P, size_t N) {
  ENSURE();
  return fromCu(cuMemAllocHost(P, N ? N : 1));
}
int hipHostFree(void *P) {
  ENSURE();
  return P ? fromCu(cuMemFreeHost(P)) : Success;
}
int hipHostRegister(void *P, size_t N, unsigned Flags) {
  ENSURE();
  return fromCu(cuMemHostRegister(P, N, Flags));
}
int hipHostUnregister(void *P) {
  ENSURE();
  return fromCu(cuMemHostUnregister(P));
}
int hipHostGetDevicePointer(void **D, void *H, unsigned Flags) {
  ENSURE();
  CUdeviceptr R = 0;
  CUresult E = cuMemHostGetDevicePointer(&R, H, Flags);
  *D = reinterpret_cast<void *>(R);
  return fromCu(E);
}
int hipHostGetFlags(unsigned *Flags, void *H) {
  ENSURE();
  return fromCu(cuMemHostGetFlags(Flags, H));
}
int hipMallocPitch(void **P, size_t *Pitch, size_t W, size_t H) {
  ENSURE();
  CUdeviceptr D = 0;
  CUresult R = cuMemAllocPitch(&D, Pitch, W ? W : 1, H ? H : 1, 16);
  *P = reinterpret_cast<void *>(D);
  return fromCu(R);
}
int hipMemAllocPitch(CUdeviceptr *P, size_t *Pitch, size_t W, size_t H, unsigned Elem) {
  ENSURE();
  return fromCu(cuMemAllocPitch(P, Pitch, W, H, Elem));
}
int hipMemGetAddressRange(CUdeviceptr *Base, size_t *Size, CUdeviceptr P) {
  ENSURE();
  return fromCu(cuMemGetAddressRange(Base, Size, P));
}

// --- Copies.
int hipMemcpy(void *Dst, const void *Src, size_t N, int K) {
  ENSURE();
  return copy(Dst, Src, N, K, nullptr, false);
}
int hipMemcpyAsync(void *Dst, const void *Src, size_t N, int K, CUstream S) {
  ENSURE();
  return copy(Dst, Src, N, K, S, true);
}
int hipMemcpyHtoD(CUdeviceptr Dst, const void *Src, size_t N) {
  ENSURE();
  return fromCu(cuMemcpyHtoD(Dst, Src, N));
}
int hipMemcpyDtoH(void *Dst, CUdeviceptr Src, size_t N) {
  ENSURE();
  return fromCu(cuMemcpyDtoH(Dst, Src, N));
}
int hipMemcpyDtoD(CUdeviceptr Dst, CUdeviceptr Src, size_t N) {
  ENSURE();
  return fromCu(cuMemcpyDtoD(Dst, Src, N));
}
int hipMemcpyHtoDAsync(CUdeviceptr Dst, const void *Src, size_t N, CUstream S) {
  ENSURE();
  return fromCu(cuMemcpyHtoDAsync(Dst, Src, N, S));
}
int hipMemcpyDtoHAsync(void *Dst, CUdeviceptr Src, size_t N, CUstream S) {
  ENSURE();
  return fromCu(cuMemcpyDtoHAsync(Dst, Src, N, S));
}
int hipMemcpyDtoDAsync(CUdeviceptr Dst, CUdeviceptr Src, size_t N, CUstream S) {
  ENSURE();
  return fromCu(cuMemcpyDtoDAsync(Dst, Src, N, S));
}
int hipMemcpy2D(void *Dst, size_t DPitch, const void *Src, size_t SPitch, size_t W, size_t H,
                int K) {
  ENSURE();
  return copy2D(Dst, DPitch, Src, SPitch, W, H, K, nullptr, false);
}
int hipMemcpy2DAsync(void *Dst, size_t DPitch, const void *Src, size_t SPitch, size_t W, size_t H,
                     int K, CUstream S) {
  ENSURE();
  return copy2D(Dst, DPitch, Src, SPitch, W, H, K, S, true);
}
int hipMemcpyParam2D(const CUDA_MEMCPY2D *C) {
  ENSURE();
  return fromCu(cuMemcpy2DUnaligned(C));
}
int hipMemcpyParam2DAsync(const CUDA_MEMCPY2D *C, CUstream S) {
  ENSURE();
  return fromCu(cuMemcpy2DAsync(C, S));
}
int hipMemcpyPeer(void *Dst, int DstDev, const void *Src, int SrcDev, size_t N) {
  ENSURE();
  return fromCu(cuMemcpyPeer(dptr(Dst), primaryContext(DstDev), dptr(Src), primaryContext(SrcDev), N));
}
int hipMemcpyPeerAsync(void *Dst, int DstDev, const void *Src, int SrcDev, size_t N, CUstream S) {
  ENSURE();
  return fromCu(cuMemcpyPeerAsync(dptr(Dst), primaryContext(DstDev), dptr(Src),
                                  primaryContext(SrcDev), N, S));
}

// --- Memset.
int hipMemset(void *P, int V, size_t N) {
  ENSURE();
  return fromCu(cuMemsetD8(dptr(P), static_cast<unsigned char>(V), N));
}
int hipMemsetAsync(void *P, int V, size_t N, CUstream S) {
  ENSURE();
  return fromCu(cuMemsetD8Async(dptr(P), static_cast<unsigned char>(V), N, S));
}
int hipMemsetD8(CUdeviceptr P, unsigned char V, size_t N) {
  ENSURE();
  return fromCu(cuMemsetD8(P, V, N));
}
int hipMemsetD16(CUdeviceptr P, unsigned short V, size_t N) {
  ENSURE();
  return fromCu(cuMemsetD16(P, V, N));
}
int hipMemsetD32(CUdeviceptr P, int V, size_t N) {
  ENSURE();
  return fromCu(cuMemsetD32(P, static_cast<unsigned>(V), N));
}
int hipMemsetD8Async(CUdeviceptr P, unsigned char V, size_t N, CUstream S) {
  ENSURE();
  return fromCu(cuMemsetD8Async(P, V, N, S));
}
int hipMemsetD16Async(CUdeviceptr P, unsigned short V, size_t N, CUstream S) {
  ENSURE();
  return fromCu(cuMemsetD16Async(P, V, N, S));
}
int hipMemsetD32Async(CUdeviceptr P, int V, size_t N, CUstream S) {
  ENSURE();
  return fromCu(cuMemsetD32Async(P, static_cast<unsigned>(V), N, S));
}
int hipMemset2D(void *P, size_t Pitch, int V, size_t W, size_t H) {
  ENSURE();
  return fromCu(cuMemsetD2D8(dptr(P), Pitch, static_cast<unsigned char>(V), W, H));
}
int hipMemset2DAsync(void *P, size_t Pitch, int V, size_t W, size_t H, CUstream S) {
  ENSURE();
  return fromCu(cuMemsetD2D8Async(dptr(P), Pitch, static_cast<unsigned char>(V), W, H, S));
}

// --- Pointer attributes (HIP 5.2 numbering; memory the driver does not know: invalid value,
// which the shim reports as cudaMemoryTypeUnregistered).
int hipPointerGetAttributes(HipPointerAttributes *A, const void *P) {
  ENSURE();
  CUmemorytype Type = static_cast<CUmemorytype>(0);
  int Device = -1, Managed = 0;
  void *DevPtr = nullptr, *HostPtr = nullptr;
  CUpointer_attribute Attrs[] = {CU_POINTER_ATTRIBUTE_MEMORY_TYPE, CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL,
                                 CU_POINTER_ATTRIBUTE_IS_MANAGED};
  void *Data[] = {&Type, &Device, &Managed};
  CUresult R = cuPointerGetAttributes(3, Attrs, Data, dptr(P));
  if (R != CUDA_SUCCESS || Type == 0)
    return InvalidValue;
  cuPointerGetAttribute(&DevPtr, CU_POINTER_ATTRIBUTE_DEVICE_POINTER, dptr(P));
  cuPointerGetAttribute(&HostPtr, CU_POINTER_ATTRIBUTE_HOST_POINTER, dptr(P));
  *A = {};
  A->memoryType = Type == CU_MEMORYTYPE_HOST ? 0 : Type == CU_MEMORYTYPE_ARRAY ? 2 : 1;
  A->device = Device;
  A->devicePointer = DevPtr;
  A->hostPointer = HostPtr;
  A->isManaged = Managed;
  return Success;
}

// --- Managed memory hints and the stream-ordered allocator.
int hipMemPrefetchAsync(const void *P, size_t N, int Device, CUstream S) {
  ENSURE();
  CUmemLocation L = {};
  L.type = Device < 0 ? CU_MEM_LOCATION_TYPE_HOST : CU_MEM_LOCATION_TYPE_DEVICE;
  L.id = Device < 0 ? 0 : Device;
  return fromCu(cuMemPrefetchAsync(dptr(P), N, L, 0, S));
}
int hipMemAdvise(const void *P, size_t N, int Advice, int Device) {
  ENSURE();
  CUmemLocation L = {};
  L.type = Device < 0 ? CU_MEM_LOCATION_TYPE_HOST : CU_MEM_LOCATION_TYPE_DEVICE;
  L.id = Device < 0 ? 0 : Device;
  return fromCu(cuMemAdvise(dptr(P), N, static_cast<CUmem_advise>(Advice), L));
}
int hipMallocAsync(void **P, size_t N, CUstream S) {
  ENSURE();
  CUdeviceptr D = 0;
  CUresult R = cuMemAllocAsync(&D, N, S);
  *P = reinterpret_cast<void *>(D);
  return fromCu(R);
}
int hipFreeAsync(void *P, CUstream S) {
  ENSURE();
  return fromCu(cuMemFreeAsync(dptr(P), S));
}
int hipMallocFromPoolAsync(void **P, size_t N, CUmemoryPool Pool, CUstream S) {
  ENSURE();
  CUdeviceptr D = 0;
  CUresult R = cuMemAllocFromPoolAsync(&D, N, Pool, S);
  *P = reinterpret_cast<void *>(D);
  return fromCu(R);
}
int hipDeviceGetDefaultMemPool(CUmemoryPool *Pool, int Device) {
  ENSURE();
  return fromCu(cuDeviceGetDefaultMemPool(Pool, Device));
}
int hipDeviceGetMemPool(CUmemoryPool *Pool, int Device) {
  ENSURE();
  return fromCu(cuDeviceGetMemPool(Pool, Device));
}
int hipMemPoolTrimTo(CUmemoryPool Pool, size_t Keep) {
  ENSURE();
  return fromCu(cuMemPoolTrimTo(Pool, Keep));
}
int hipMemPoolSetAttribute(CUmemoryPool Pool, int Attr, void *V) {
  ENSURE();
  return fromCu(cuMemPoolSetAttribute(Pool, static_cast<CUmemPool_attribute>(Attr), V));
}
int hipMemPoolGetAttribute(CUmemoryPool Pool, int Attr, void *V) {
  ENSURE();
  return fromCu(cuMemPoolGetAttribute(Pool, static_cast<CUmemPool_attribute>(Attr), V));
}

} // extern "C"
