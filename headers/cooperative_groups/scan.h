/* SPDX-License-Identifier: Apache-2.0 */
/* cooperative_groups::inclusive_scan / exclusive_scan over a thread_block_tile<N> or a
 * coalesced_group: Hillis-Steele with rank-based shfl_up (log2 of the group size steps).
 * exclusive_scan gives rank 0 a value-initialized T, and rank r the inclusive result of r-1. */
#ifndef __SCALE_AMD_COOPERATIVE_GROUPS_SCAN_H__
#define __SCALE_AMD_COOPERATIVE_GROUPS_SCAN_H__
#include "cooperative_groups/reduce.h"
#if defined(__cplusplus) && defined(__CUDACC__) && defined(__clang__)

namespace cooperative_groups {

template <class Group, class T, class Op>
static __device__ __forceinline__ T inclusive_scan(const Group &g, T val, Op op) {
  unsigned rank = (unsigned)g.thread_rank(), n = (unsigned)g.num_threads();
  for (unsigned d = 1; d < n; d *= 2) {
    T other = g.shfl_up(val, d);
    if (rank >= d)
      val = op(other, val);
  }
  return val;
}
template <class Group, class T>
static __device__ __forceinline__ T inclusive_scan(const Group &g, T val) {
  return inclusive_scan(g, val, plus<T>());
}

template <class Group, class T, class Op>
static __device__ __forceinline__ T exclusive_scan(const Group &g, T val, Op op) {
  T inc = inclusive_scan(g, val, op);
  T prev = g.shfl_up(inc, 1);
  return g.thread_rank() == 0 ? T() : prev;
}
template <class Group, class T>
static __device__ __forceinline__ T exclusive_scan(const Group &g, T val) {
  return exclusive_scan(g, val, plus<T>());
}

} // namespace cooperative_groups

#endif
#endif /* __SCALE_AMD_COOPERATIVE_GROUPS_SCAN_H__ */
