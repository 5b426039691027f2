/* SPDX-License-Identifier: Apache-2.0 */
/* The C library functions CUDA device code may call besides printf/assert (device_misc.h):
 * memcpy, memset, malloc, free (and the C++ ABI's pure-virtual handlers). nvcc treats them as device builtins; libcu++'s atomics and CUB's
 * bit casts call memcpy from __device__ functions, Thrust's sequential backend calls std::malloc /
 * std::free from __host__ __device__ ones. Each is an inline __device__ function with C linkage (a
 * target overload of glibc's host declaration).
 * memcpy/memset expand to clang's builtins, which the AMDGPU backend lowers inline.
 * malloc/free use the device heap of the ROCm device library (ockl's __ockl_dm_alloc/dealloc, the
 * allocator HIP's own device malloc uses; the HIP runtime provides the heap). CUDA's heap size
 * limit (cudaLimitMallocHeapSize) is not applied. This header comes before any C++ library header
 * (cuda_runtime.h is force-included), so <cstdlib>'s `using ::malloc;` also brings the device
 * overloads into namespace std. */
#ifndef __SCALE_AMD_DEVICE_LIBC_H__
#define __SCALE_AMD_DEVICE_LIBC_H__
#include "crt/host_defines.h"
#if defined(__CUDACC__) && defined(__clang__)
#include <stddef.h>

extern "C" __device__ inline void *memcpy(void *__restrict __dst, const void *__restrict __src,
                                          size_t __n) {
  return __builtin_memcpy(__dst, __src, __n);
}
extern "C" __device__ inline void *memset(void *__dst, int __c, size_t __n) {
  return __builtin_memset(__dst, __c, __n);
}

extern "C" __device__ unsigned long long __ockl_dm_alloc(unsigned long long __size);
extern "C" __device__ void __ockl_dm_dealloc(unsigned long long __addr);
extern "C" __device__ inline void *malloc(size_t __size) {
  return (void *)__ockl_dm_alloc(__size);
}
extern "C" __device__ inline void free(void *__ptr) { __ockl_dm_dealloc((unsigned long long)__ptr); }

/* The C++ ABI's handlers for calling a pure virtual or deleted virtual function, which every
 * vtable of an abstract class names (device code with virtual functions, e.g. NVIDIA's newdelete
 * sample): a trap, as on NVIDIA. Weak, so that every translation unit may carry one; code
 * generation refers to them by name, so they cannot be inline. */
extern "C" __device__ __attribute__((weak)) void __cxa_pure_virtual(void) { __builtin_trap(); }
extern "C" __device__ __attribute__((weak)) void __cxa_deleted_virtual(void) { __builtin_trap(); }

#endif /* __CUDACC__ && __clang__ */
#endif /* __SCALE_AMD_DEVICE_LIBC_H__ */
