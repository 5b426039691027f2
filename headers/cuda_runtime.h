/* SPDX-License-Identifier: Apache-2.0 */
/* The CUDA runtime header. bin/nvcc force-includes it into every .cu file, as nvcc does. */
#ifndef __SCALE_AMD_CUDA_RUNTIME_H__
#define __SCALE_AMD_CUDA_RUNTIME_H__
#define __CUDA_RUNTIME_H__ /* NVIDIA's guard name: code tests it (e.g. CUDA samples' helper_cuda.h) */
#include "crt/host_defines.h"
#include "vector_types.h"
#include "driver_types.h"
#include "cuda_runtime_api.h"
#include "vector_functions.h"

#if defined(__CUDACC__) && defined(__clang__)
#include "__scale_amd/launch.h"
#include "__scale_amd/builtin_vars.h"
#include "__scale_amd/device_sync.h"
#endif
#include "__scale_amd/device_api.h"
#include "__scale_amd/prelude_libc.h"
/* Texture and surface objects: channel formats (host), fetch/read/write functions (device). */
#include "channel_descriptor.h"
#include "cuda_texture_types.h"
#include "cuda_surface_types.h"
#include "texture_indirect_functions.h"
#include "surface_indirect_functions.h"

#if defined(__cplusplus)
/* C++ API routines of the runtime: typed pointers instead of void **, symbols and kernels by
 * reference, occupancy helpers. They forward to the C functions of cuda_runtime_api.h. */
template <class T> static inline __host__ cudaError_t cudaMalloc(T **devPtr, size_t size) {
  return ::cudaMalloc((void **)(void *)devPtr, size);
}
template <class T>
static inline __host__ cudaError_t cudaMallocManaged(T **devPtr, size_t size,
                                                     unsigned int flags = cudaMemAttachGlobal) {
  return ::cudaMallocManaged((void **)(void *)devPtr, size, flags);
}
template <class T> static inline __host__ cudaError_t cudaMallocHost(T **ptr, size_t size) {
  return ::cudaMallocHost((void **)(void *)ptr, size);
}
static inline __host__ cudaError_t cudaMallocHost(void **ptr, size_t size, unsigned int flags) {
  return ::cudaHostAlloc(ptr, size, flags);
}
template <class T>
static inline __host__ cudaError_t cudaMallocHost(T **ptr, size_t size, unsigned int flags) {
  return ::cudaHostAlloc((void **)(void *)ptr, size, flags);
}
template <class T>
static inline __host__ cudaError_t cudaHostAlloc(T **ptr, size_t size, unsigned int flags) {
  return ::cudaHostAlloc((void **)(void *)ptr, size, flags);
}
template <class T>
static inline __host__ cudaError_t cudaMallocPitch(T **devPtr, size_t *pitch, size_t width,
                                                   size_t height) {
  return ::cudaMallocPitch((void **)(void *)devPtr, pitch, width, height);
}
template <class T>
static inline __host__ cudaError_t cudaMallocAsync(T **devPtr, size_t size, cudaStream_t stream) {
  return ::cudaMallocAsync((void **)(void *)devPtr, size, stream);
}
template <class T>
static inline __host__ cudaError_t cudaMallocAsync(T **devPtr, size_t size, cudaMemPool_t pool,
                                                   cudaStream_t stream) {
  return ::cudaMallocFromPoolAsync((void **)(void *)devPtr, size, pool, stream);
}
template <class T>
static inline __host__ cudaError_t cudaHostGetDevicePointer(T **pDevice, void *pHost,
                                                            unsigned int flags) {
  return ::cudaHostGetDevicePointer((void **)(void *)pDevice, pHost, flags);
}
static inline __host__ cudaError_t cudaEventCreate(cudaEvent_t *event, unsigned int flags) {
  return ::cudaEventCreateWithFlags(event, flags);
}
/* CUDA 11's five-argument cudaGraphInstantiate, which CUDA 12 keeps for C++: flags 0; HIP reports
 * no error node and no log, so *pErrorNode is null and the log empty. */
static inline __host__ cudaError_t cudaGraphInstantiate(cudaGraphExec_t *pGraphExec,
                                                        cudaGraph_t graph,
                                                        cudaGraphNode_t *pErrorNode,
                                                        char *pLogBuffer, size_t bufferSize) {
  if (pErrorNode)
    *pErrorNode = 0;
  if (pLogBuffer && bufferSize > 0)
    pLogBuffer[0] = '\0';
  return ::cudaGraphInstantiate(pGraphExec, graph, 0);
}
/* The cudaMemLocation forms of cudaMemAdvise / cudaMemPrefetchAsync (CUDA 12.2's _v2 entry
 * points, the only forms in CUDA 13): C++ overloads, as CUDA's headers give them. */
static inline __host__ cudaError_t cudaMemAdvise(const void *devPtr, size_t count,
                                                 enum cudaMemoryAdvise advice,
                                                 struct cudaMemLocation location) {
  return ::cudaMemAdvise_v2(devPtr, count, advice, location);
}
static inline __host__ cudaError_t cudaMemPrefetchAsync(const void *devPtr, size_t count,
                                                        struct cudaMemLocation location,
                                                        unsigned int flags, cudaStream_t stream = 0) {
  return ::cudaMemPrefetchAsync_v2(devPtr, count, location, flags, stream);
}
template <class T>
static inline __host__ cudaError_t cudaStreamAttachMemAsync(cudaStream_t stream, T *devPtr,
                                                            size_t length = 0,
                                                            unsigned int flags = cudaMemAttachSingle) {
  return ::cudaStreamAttachMemAsync(stream, (void *)devPtr, length, flags);
}

/* Device symbols by reference. */
template <class T>
static inline __host__ cudaError_t cudaMemcpyToSymbol(const T &symbol, const void *src,
                                                      size_t count, size_t offset = 0,
                                                      enum cudaMemcpyKind kind = cudaMemcpyHostToDevice) {
  return ::cudaMemcpyToSymbol((const void *)&symbol, src, count, offset, kind);
}
template <class T>
static inline __host__ cudaError_t cudaMemcpyToSymbolAsync(
    const T &symbol, const void *src, size_t count, size_t offset = 0,
    enum cudaMemcpyKind kind = cudaMemcpyHostToDevice, cudaStream_t stream = 0) {
  return ::cudaMemcpyToSymbolAsync((const void *)&symbol, src, count, offset, kind, stream);
}
template <class T>
static inline __host__ cudaError_t cudaMemcpyFromSymbol(void *dst, const T &symbol, size_t count,
                                                        size_t offset = 0,
                                                        enum cudaMemcpyKind kind = cudaMemcpyDeviceToHost) {
  return ::cudaMemcpyFromSymbol(dst, (const void *)&symbol, count, offset, kind);
}
template <class T>
static inline __host__ cudaError_t cudaMemcpyFromSymbolAsync(
    void *dst, const T &symbol, size_t count, size_t offset = 0,
    enum cudaMemcpyKind kind = cudaMemcpyDeviceToHost, cudaStream_t stream = 0) {
  return ::cudaMemcpyFromSymbolAsync(dst, (const void *)&symbol, count, offset, kind, stream);
}
template <class T>
static inline __host__ cudaError_t cudaGetSymbolAddress(void **devPtr, const T &symbol) {
  return ::cudaGetSymbolAddress(devPtr, (const void *)&symbol);
}
template <class T>
static inline __host__ cudaError_t cudaGetSymbolSize(size_t *size, const T &symbol) {
  return ::cudaGetSymbolSize(size, (const void *)&symbol);
}

/* Kernels of any type. */
template <class T>
static inline __host__ cudaError_t cudaLaunchKernel(T *func, dim3 gridDim, dim3 blockDim,
                                                   void **args, size_t sharedMem = 0,
                                                   cudaStream_t stream = 0) {
  return ::cudaLaunchKernel((const void *)func, gridDim, blockDim, args, sharedMem, stream);
}
template <class T>
static inline __host__ cudaError_t cudaLaunchCooperativeKernel(T *func, dim3 gridDim,
                                                              dim3 blockDim, void **args,
                                                              size_t sharedMem = 0,
                                                              cudaStream_t stream = 0) {
  return ::cudaLaunchCooperativeKernel((const void *)func, gridDim, blockDim, args, sharedMem,
                                       stream);
}
template <class... ExpTypes, class... ActTypes>
static inline __host__ cudaError_t cudaLaunchKernelEx(const cudaLaunchConfig_t *config,
                                                     void (*kernel)(ExpTypes...),
                                                     ActTypes &&...args) {
  void *pArgs[sizeof...(args) > 0 ? sizeof...(args) : 1] = {((void *)&args)...};
  return ::cudaLaunchKernelExC(config, (const void *)kernel, pArgs);
}
template <class T>
static inline __host__ cudaError_t cudaFuncGetAttributes(struct cudaFuncAttributes *attr,
                                                        T *entry) {
  return ::cudaFuncGetAttributes(attr, (const void *)entry);
}
template <class T>
static inline __host__ cudaError_t cudaFuncSetAttribute(T *entry, enum cudaFuncAttribute attr,
                                                       int value) {
  return ::cudaFuncSetAttribute((const void *)entry, attr, value);
}
template <class T>
static inline __host__ cudaError_t cudaFuncSetCacheConfig(T *func, enum cudaFuncCache cacheConfig) {
  return ::cudaFuncSetCacheConfig((const void *)func, cacheConfig);
}
template <class T>
static inline __host__ cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(
    int *numBlocks, T func, int blockSize, size_t dynamicSMemSize) {
  return ::cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
      numBlocks, (const void *)func, blockSize, dynamicSMemSize, cudaOccupancyDefault);
}
template <class T>
static inline __host__ cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
    int *numBlocks, T func, int blockSize, size_t dynamicSMemSize, unsigned int flags) {
  return ::cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
      numBlocks, (const void *)func, blockSize, dynamicSMemSize, flags);
}

/* CUDA's block-size search: among multiples of the warp size up to the kernel's limit, the block
 * size with the most resident threads per multiprocessor; dynamic shared memory may depend on
 * the block size. */
template <class UnaryFunction, class T>
static inline __host__ cudaError_t cudaOccupancyMaxPotentialBlockSizeVariableSMemWithFlags(
    int *minGridSize, int *blockSize, T func, UnaryFunction blockSizeToDynamicSMemSize,
    int blockSizeLimit = 0, unsigned int flags = 0) {
  if (!minGridSize || !blockSize || !func)
    return cudaErrorInvalidValue;
  int device = 0, maxThreads = 0, warp = 32, sms = 0;
  struct cudaFuncAttributes attr;
  cudaError_t err;
  if ((err = ::cudaGetDevice(&device)) != cudaSuccess ||
      (err = ::cudaDeviceGetAttribute(&maxThreads, cudaDevAttrMaxThreadsPerBlock, device)) ||
      (err = ::cudaDeviceGetAttribute(&warp, cudaDevAttrWarpSize, device)) ||
      (err = ::cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, device)) ||
      (err = ::cudaFuncGetAttributes(&attr, (const void *)func)))
    return err;
  if (attr.maxThreadsPerBlock > 0 && attr.maxThreadsPerBlock < maxThreads)
    maxThreads = attr.maxThreadsPerBlock;
  if (blockSizeLimit > 0 && blockSizeLimit < maxThreads)
    maxThreads = blockSizeLimit;
  int best = 0, bestBlocks = 0;
  for (int size = maxThreads - maxThreads % warp; size > 0; size -= warp) {
    int blocks = 0;
    err = ::cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
        &blocks, (const void *)func, size, blockSizeToDynamicSMemSize(size), flags);
    if (err != cudaSuccess)
      return err;
    if (blocks * size > bestBlocks * best) {
      best = size;
      bestBlocks = blocks;
    }
  }
  *blockSize = best;
  *minGridSize = bestBlocks * sms;
  return cudaSuccess;
}
template <class UnaryFunction, class T>
static inline __host__ cudaError_t cudaOccupancyMaxPotentialBlockSizeVariableSMem(
    int *minGridSize, int *blockSize, T func, UnaryFunction blockSizeToDynamicSMemSize,
    int blockSizeLimit = 0) {
  return cudaOccupancyMaxPotentialBlockSizeVariableSMemWithFlags(
      minGridSize, blockSize, func, blockSizeToDynamicSMemSize, blockSizeLimit, 0);
}
template <class T>
static inline __host__ cudaError_t cudaOccupancyMaxPotentialBlockSizeWithFlags(
    int *minGridSize, int *blockSize, T func, size_t dynamicSMemSize = 0, int blockSizeLimit = 0,
    unsigned int flags = 0) {
  return cudaOccupancyMaxPotentialBlockSizeVariableSMemWithFlags(
      minGridSize, blockSize, func, [dynamicSMemSize](int) { return dynamicSMemSize; },
      blockSizeLimit, flags);
}
template <class T>
static inline __host__ cudaError_t cudaOccupancyMaxPotentialBlockSize(int *minGridSize,
                                                                     int *blockSize, T func,
                                                                     size_t dynamicSMemSize = 0,
                                                                     int blockSizeLimit = 0) {
  return cudaOccupancyMaxPotentialBlockSizeWithFlags(minGridSize, blockSize, func,
                                                     dynamicSMemSize, blockSizeLimit, 0);
}
#endif

#endif /* __SCALE_AMD_CUDA_RUNTIME_H__ */
