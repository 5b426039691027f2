/* SPDX-License-Identifier: Apache-2.0 */
/* cooperative_groups::memcpy_async / wait / wait_prior.
 * AMD GPUs before gfx950 have no asynchronous global-to-LDS copy that CUDA's semantics map to, so
 * the group copies cooperatively at once (4-byte words strided by rank when both pointers and the
 * size allow, bytes otherwise) and wait() is the group's barrier, which makes every copy visible to
 * the whole group, as CUDA's wait does. wait_prior<N> waits for everything (a stronger guarantee). */
#ifndef __SCALE_AMD_COOPERATIVE_GROUPS_MEMCPY_ASYNC_H__
#define __SCALE_AMD_COOPERATIVE_GROUPS_MEMCPY_ASYNC_H__
#include "cooperative_groups.h"
#if defined(__cplusplus) && defined(__CUDACC__) && defined(__clang__)
#include <stddef.h>

namespace cooperative_groups {

template <class Group, class Size>
static __device__ __forceinline__ void memcpy_async(const Group &g, void *dst, const void *src,
                                                    Size size) {
  size_t n = static_cast<size_t>(size);
  size_t rank = (size_t)g.thread_rank(), stride = (size_t)g.num_threads();
  if ((((size_t)dst | (size_t)src | n) & 3) == 0) {
    unsigned *d = (unsigned *)dst;
    const unsigned *s = (const unsigned *)src;
    for (size_t i = rank; i < n / 4; i += stride)
      d[i] = s[i];
  } else {
    char *d = (char *)dst;
    const char *s = (const char *)src;
    for (size_t i = rank; i < n; i += stride)
      d[i] = s[i];
  }
}

template <class Group, class T>
static __device__ __forceinline__ void memcpy_async(const Group &g, T *dst, size_t dst_count,
                                                    const T *src, size_t src_count) {
  size_t n = dst_count < src_count ? dst_count : src_count;
  size_t rank = (size_t)g.thread_rank(), stride = (size_t)g.num_threads();
  for (size_t i = rank; i < n; i += stride)
    dst[i] = src[i];
}

template <class Group> static __device__ __forceinline__ void wait(const Group &g) { g.sync(); }
template <unsigned N, class Group>
static __device__ __forceinline__ void wait_prior(const Group &g) { g.sync(); }

} // namespace cooperative_groups

#endif
#endif /* __SCALE_AMD_COOPERATIVE_GROUPS_MEMCPY_ASYNC_H__ */
