// SPDX-License-Identifier: Apache-2.0
// Memory management that is more than forwarding (the rest is in runtime_api.def): the core
// allocation and copy entry points, pinned host memory, pointer attributes, value helpers.
#include "HipAbi.h"
#include "PerThread.h"
#include "State.h"

using namespace scale;

extern "C" {

cudaError_t cudaMalloc(void **Ptr, size_t Size) {
  if (!Ptr)
    return record(cudaErrorInvalidValue);
  *Ptr = nullptr;
  cudaError_t Err;
  const HipApi *H = api(Err);
  if (!H)
    return Err;
  return Size ? forward(H->hipMalloc(Ptr, Size)) : cudaSuccess; // CUDA: size 0 gives nullptr
}

cudaError_t cudaFree(void *Ptr) {
  cudaError_t Err;
  const HipApi *H = api(Err);
  if (!H)
    return Err;
  return Ptr ? forward(H->hipFree(Ptr)) : cudaSuccess;
}

cudaError_t cudaMallocHost(void **Ptr, size_t Size) {
  if (!Ptr)
    return record(cudaErrorInvalidValue);
  *Ptr = nullptr;
  cudaError_t Err;
  if (!api(Err))
    return Err;
  using Fn = hipError (*)(void **, size_t, unsigned);
  static const Fn F = hipFn<Fn>("hipHostMalloc");
  if (!F)
    return record(cudaErrorNotSupported);
  return forward(F(Ptr, Size, 0));
}

cudaError_t cudaMemcpy(void *Dst, const void *Src, size_t Count, enum cudaMemcpyKind Kind) {
  if (Kind < cudaMemcpyHostToHost || Kind > cudaMemcpyDefault)
    return record(cudaErrorInvalidMemcpyDirection);
  cudaError_t Err;
  const HipApi *H = api(Err);
  if (!H)
    return Err;
  if (Count == 0)
    return cudaSuccess;
  // cudaMemcpy_ptds: on the per-thread stream where HIP can say so (PerThread.h).
  using Fn = decltype(H->hipMemcpy);
  static const Fn Spt = hipFn<Fn>("hipMemcpy_spt");
  Fn Copy = perThreadDefaultStream() && Spt ? Spt : H->hipMemcpy;
  return forward(Copy(Dst, Src, Count, Kind)); // same enumerator values
}

cudaError_t cudaMemset(void *Ptr, int Value, size_t Count) {
  cudaError_t Err;
  const HipApi *H = api(Err);
  if (!H)
    return Err;
  using Fn = decltype(H->hipMemset);
  static const Fn Spt = hipFn<Fn>("hipMemset_spt");
  Fn Set = perThreadDefaultStream() && Spt ? Spt : H->hipMemset;
  return forward(Set(Ptr, Value, Count));
}

cudaError_t cudaPointerGetAttributes(struct cudaPointerAttributes *Attr, const void *Ptr) {
  if (!Attr)
    return record(cudaErrorInvalidValue);
  cudaError_t Err;
  if (!api(Err))
    return Err;
  return record(pointerAttributes(Attr, Ptr));
}

struct cudaChannelFormatDesc cudaCreateChannelDesc(int X, int Y, int Z, int W,
                                                   enum cudaChannelFormatKind F) {
  return {X, Y, Z, W, F};
}

struct cudaExtent make_cudaExtent(size_t W, size_t H, size_t D) { return {W, H, D}; }

struct cudaPitchedPtr make_cudaPitchedPtr(void *D, size_t P, size_t XSize, size_t YSize) {
  return {D, P, XSize, YSize};
}

struct cudaPos make_cudaPos(size_t X, size_t Y, size_t Z) { return {X, Y, Z}; }

} // extern "C"
