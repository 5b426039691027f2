/* SPDX-License-Identifier: Apache-2.0 */
/* cooperative_groups::inclusive_scan / exclusive_scan over a thread_block_tile<N> or a
 * coalesced_group: Hillis-Steele with rank-based shfl_up (log2 of the group size steps).
 * exclusive_scan gives rank 0 a value-initialized T, and rank r the inclusive result of r-1.
 * A tile of more than 32 threads scans each warp, then prefixes each warp with the totals of the
 * warps before it, exchanged through LDS between two tile barriers (__scale_amd/cg/multi_warp.h).
 */
#ifndef __SCALE_AMD_COOPERATIVE_GROUPS_SCAN_H__
#define __SCALE_AMD_COOPERATIVE_GROUPS_SCAN_H__
#include "cooperative_groups/reduce.h"
#if defined(__cplusplus) && defined(__CUDACC__) && defined(__clang__)

namespace cooperative_groups {
namespace __details {
template <class Group, class T, class Op>
static __device__ __forceinline__ T hs_inclusive(const Group &g, T val, Op op) {
  unsigned rank = (unsigned)g.thread_rank(), n = (unsigned)g.num_threads();
  for (unsigned d = 1; d < n; d *= 2) {
    T other = g.shfl_up(val, d);
    if (rank >= d)
      val = op(other, val);
  }
  return val;
}
template <class Group, class T, class Op>
static __device__ __forceinline__ T hs_exclusive(const Group &g, T val, Op op) {
  T inc = hs_inclusive(g, val, op);
  T prev = g.shfl_up(inc, 1);
  return g.thread_rank() == 0 ? T() : prev;
}

template <unsigned N, class P, class T, class Op>
static __device__ __forceinline__ T tile_scan(const thread_block_tile<N, P> &g, T val, Op op,
                                              bool inclusive, bool_c<false>) {
  return inclusive ? hs_inclusive(g, val, op) : hs_exclusive(g, val, op);
}
/* N > 32: the last lane of each warp (or of the block's last, partial warp) stores its warp's
 * total; member k of warp i gets op(total of warps 0..i-1, warp scan of k). */
template <unsigned N, class P, class T, class Op>
static __device__ __forceinline__ T tile_scan(const thread_block_tile<N, P> &g, T val, Op op,
                                              bool inclusive, bool_c<true>) {
  thread_block_tile<32> w;
  T inc = hs_inclusive(w, val, op);
  T exc = w.shfl_up(inc, 1);
  unsigned me = block_rank_linear(), base = me - (unsigned)g.thread_rank(),
           lane = (unsigned)w.thread_rank();
  unsigned last = block_size_linear() - 1u - (me & ~31u);
  if (lane == (last < 31u ? last : 31u))
    mw_put(me / 32u, inc);
  g.sync();
  unsigned wi = (me - base) / 32u;
  T prefix = T();
  for (unsigned k = 0; k < wi; ++k)
    prefix = k == 0 ? mw_get<T>(base / 32u) : op(prefix, mw_get<T>(base / 32u + k));
  g.sync(); /* the slots are not rewritten before every member has read them */
  if (inclusive)
    return wi == 0 ? inc : op(prefix, inc);
  if (lane == 0)
    return prefix; /* T() for tile rank 0 */
  return wi == 0 ? exc : op(prefix, exc);
}
} // namespace __details

template <class Group, class T, class Op>
static __device__ __forceinline__ T inclusive_scan(const Group &g, T val, Op op) {
  return __details::hs_inclusive(g, val, op);
}
template <unsigned N, class P, class T, class Op>
static __device__ __forceinline__ T inclusive_scan(const thread_block_tile<N, P> &g, T val, Op op) {
  return __details::tile_scan(g, val, op, true, __details::bool_c<(N > 32)>());
}
template <class Group, class T>
static __device__ __forceinline__ T inclusive_scan(const Group &g, T val) {
  return inclusive_scan(g, val, plus<T>());
}

template <class Group, class T, class Op>
static __device__ __forceinline__ T exclusive_scan(const Group &g, T val, Op op) {
  return __details::hs_exclusive(g, val, op);
}
template <unsigned N, class P, class T, class Op>
static __device__ __forceinline__ T exclusive_scan(const thread_block_tile<N, P> &g, T val, Op op) {
  return __details::tile_scan(g, val, op, false, __details::bool_c<(N > 32)>());
}
template <class Group, class T>
static __device__ __forceinline__ T exclusive_scan(const Group &g, T val) {
  return exclusive_scan(g, val, plus<T>());
}

} // namespace cooperative_groups

#endif
#endif /* __SCALE_AMD_COOPERATIVE_GROUPS_SCAN_H__ */
