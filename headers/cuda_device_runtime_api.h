/* SPDX-License-Identifier: Apache-2.0 */
/* The device side of the CUDA runtime API (CUDA's "device runtime", dynamic parallelism).
 * AMD GPUs cannot launch kernels from device code, so nothing here launches work; what is
 * declared is what CCCL (Thrust/CUB 1.17) references from __host__ __device__ functions, with the
 * semantics CUDA gives it when no child grid exists.
 *
 * __cudaDeviceSynchronizeDeprecationAvoidance: CUDA >= 11.6 spells device-side
 * cudaDeviceSynchronize this way (CUB's detail::device_synchronize calls it; its `if (host) ...
 * else ...` keeps the call in the host pass too, so it must be callable from both sides). On the
 * device it waits for the calling thread's child grids: there are none, so it returns cudaSuccess.
 * On the host it is cudaDeviceSynchronize.
 *
 * cudaGetParameterBuffer / cudaLaunchDevice (and the V2 forms): the device-side kernel launch that
 * Thrust's triple-chevron launcher names in __device__ functions (compiled only with -rdc, but
 * parsed in every host pass). They are declared so that code parses; a call that survives to
 * code generation is an error naming the missing feature (clang's `error` attribute: at the call,
 * with its source line, in a whole-program compile; at the device link, without the line, under
 * -rdc), never an undefined symbol.
 *
 * The runtime functions CUDA also declares for device code (CUB/Thrust call them from
 * __host__ __device__ functions when compiled with -rdc, ahead of a device-side launch):
 * - with their CUDA semantics: cudaGetLastError / cudaPeekAtLastError (cudaSuccess: no device-side
 *   runtime call here can fail without being a compile error), cudaDeviceSynchronize (no child
 *   grids: cudaSuccess), cudaMalloc / cudaFree (the device heap, as CUDA's are: malloc/free);
 * - as the same kind of error (they only serve dynamic parallelism, or need the device's
 *   ordinal, which AMD device code cannot know): cudaGetDevice, cudaDeviceGetAttribute,
 *   cudaFuncGetAttributes, cudaOccupancy*, cudaStream*, cudaEvent*, cudaMemcpyAsync,
 *   cudaMemsetAsync. */
#ifndef __SCALE_AMD_CUDA_DEVICE_RUNTIME_API_H__
#define __SCALE_AMD_CUDA_DEVICE_RUNTIME_API_H__
#include "crt/host_defines.h"
#include "driver_types.h"
#include "vector_types.h"
#include "__scale_amd/device_libc.h"
#include <stddef.h>

#if defined(__CUDACC__) && defined(__clang__)
extern "C" __host__ cudaError_t CUDARTAPI cudaDeviceSynchronize(void);

extern "C" __host__ __device__ inline cudaError_t
__cudaDeviceSynchronizeDeprecationAvoidance(void) {
#if defined(__CUDA_ARCH__)
  return cudaSuccess;
#else
  return cudaDeviceSynchronize();
#endif
}

#define __SCALE_AMD_NO_DEVICE_LAUNCH                                                              \
  __attribute__((error("device-side kernel launch (CUDA dynamic parallelism) is not supported on " \
                       "AMD GPUs")))
extern "C" __device__ __SCALE_AMD_NO_DEVICE_LAUNCH void *
cudaGetParameterBuffer(size_t alignment, size_t size);
extern "C" __device__ __SCALE_AMD_NO_DEVICE_LAUNCH void *
cudaGetParameterBufferV2(void *func, dim3 gridDimension, dim3 blockDimension,
                         unsigned int sharedMemSize);
extern "C" __device__ __SCALE_AMD_NO_DEVICE_LAUNCH cudaError_t
cudaLaunchDevice(void *func, void *parameterBuffer, dim3 gridDimension, dim3 blockDimension,
                 unsigned int sharedMemSize, cudaStream_t stream);
extern "C" __device__ __SCALE_AMD_NO_DEVICE_LAUNCH cudaError_t
cudaLaunchDeviceV2(void *parameterBuffer, cudaStream_t stream);

extern "C" __device__ inline cudaError_t cudaGetLastError(void) { return cudaSuccess; }
extern "C" __device__ inline cudaError_t cudaPeekAtLastError(void) { return cudaSuccess; }
extern "C" __device__ inline cudaError_t cudaDeviceSynchronize(void) { return cudaSuccess; }
extern "C" __device__ inline cudaError_t cudaMalloc(void **devPtr, size_t size) {
  *devPtr = malloc(size);
  return *devPtr || size == 0 ? cudaSuccess : cudaErrorMemoryAllocation;
}
extern "C" __device__ inline cudaError_t cudaFree(void *devPtr) {
  free(devPtr);
  return cudaSuccess;
}

#define __SCALE_AMD_NO_DEVICE_RUNTIME(name)                                                        \
  __attribute__((error("device-side " #name " is not supported on AMD GPUs (CUDA dynamic "         \
                       "parallelism / device runtime)")))
extern "C" __device__ __SCALE_AMD_NO_DEVICE_RUNTIME(cudaGetDevice) cudaError_t
cudaGetDevice(int *device);
extern "C" __device__ __SCALE_AMD_NO_DEVICE_RUNTIME(cudaDeviceGetAttribute) cudaError_t
cudaDeviceGetAttribute(int *value, enum cudaDeviceAttr attr, int device);
extern "C" __device__ __SCALE_AMD_NO_DEVICE_RUNTIME(cudaFuncGetAttributes) cudaError_t
cudaFuncGetAttributes(struct cudaFuncAttributes *attr, const void *func);
extern "C" __device__ __SCALE_AMD_NO_DEVICE_RUNTIME(cudaOccupancyMaxActiveBlocksPerMultiprocessor)
cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *numBlocks, const void *func,
                                                                   int blockSize,
                                                                   size_t dynamicSMemSize,
                                                                   unsigned int flags);
extern "C" __device__ __SCALE_AMD_NO_DEVICE_RUNTIME(cudaStreamCreateWithFlags) cudaError_t
cudaStreamCreateWithFlags(cudaStream_t *pStream, unsigned int flags);
extern "C" __device__ __SCALE_AMD_NO_DEVICE_RUNTIME(cudaStreamDestroy) cudaError_t
cudaStreamDestroy(cudaStream_t stream);
extern "C" __device__ __SCALE_AMD_NO_DEVICE_RUNTIME(cudaEventCreateWithFlags) cudaError_t
cudaEventCreateWithFlags(cudaEvent_t *event, unsigned int flags);
extern "C" __device__ __SCALE_AMD_NO_DEVICE_RUNTIME(cudaEventRecord) cudaError_t
cudaEventRecord(cudaEvent_t event, cudaStream_t stream);
extern "C" __device__ __SCALE_AMD_NO_DEVICE_RUNTIME(cudaEventDestroy) cudaError_t
cudaEventDestroy(cudaEvent_t event);
extern "C" __device__ __SCALE_AMD_NO_DEVICE_RUNTIME(cudaMemcpyAsync) cudaError_t
cudaMemcpyAsync(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind,
                cudaStream_t stream);
extern "C" __device__ __SCALE_AMD_NO_DEVICE_RUNTIME(cudaMemsetAsync) cudaError_t
cudaMemsetAsync(void *devPtr, int value, size_t count, cudaStream_t stream);
/* cuda_runtime.h's C++ forms, for device code. */
template <class T>
__device__ __SCALE_AMD_NO_DEVICE_RUNTIME(cudaOccupancyMaxActiveBlocksPerMultiprocessor)
cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks, T func, int blockSize,
                                                          size_t dynamicSMemSize);
template <class T>
__device__ __SCALE_AMD_NO_DEVICE_RUNTIME(cudaFuncGetAttributes) cudaError_t
cudaFuncGetAttributes(struct cudaFuncAttributes *attr, T *entry);
#undef __SCALE_AMD_NO_DEVICE_RUNTIME
#undef __SCALE_AMD_NO_DEVICE_LAUNCH
#endif /* __CUDACC__ && __clang__ */

#endif /* __SCALE_AMD_CUDA_DEVICE_RUNTIME_API_H__ */
