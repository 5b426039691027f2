/* SPDX-License-Identifier: Apache-2.0 */
/* CUDA's pipeline primitives (__pipeline_memcpy_async, __pipeline_commit, __pipeline_wait_prior).
 * They are per-thread: each thread's copy only has to be complete when that thread waits. AMD GPUs
 * before gfx950 have no asynchronous global-to-LDS copy for it, so the copy happens at once and
 * commit/wait order nothing more than program order already does. `zfill` trailing bytes are
 * zeroed as CUDA specifies (size_and_align - src_size). */
#ifndef __SCALE_AMD_CUDA_PIPELINE_H__
#define __SCALE_AMD_CUDA_PIPELINE_H__
#include "crt/host_defines.h"
#if defined(__CUDACC__) && defined(__clang__)
#include <stddef.h>

static __device__ __forceinline__ void __pipeline_memcpy_async(void *__dst, const void *__src,
                                                               size_t __size_and_align,
                                                               size_t __zfill = 0) {
  size_t __copy = __size_and_align - __zfill;
  __builtin_memcpy(__dst, __src, __copy);
  if (__zfill)
    __builtin_memset((char *)__dst + __copy, 0, __zfill);
}
static __device__ __forceinline__ void __pipeline_commit() {}
static __device__ __forceinline__ void __pipeline_wait_prior(size_t __prior) { (void)__prior; }

#endif
#endif /* __SCALE_AMD_CUDA_PIPELINE_H__ */
