/* SPDX-License-Identifier: Apache-2.0 */
/* cooperative_groups::reduce and the operator objects plus/less/greater/bit_and/bit_or/bit_xor.
 * On a thread_block_tile<N>: log2(N) butterfly steps (shfl_xor with width N); every thread gets
 * the result (N > 32: per warp, then the warps' results through LDS, __scale_amd/cg/multi_warp.h).
 * On a coalesced_group: each member combines the members' values in rank order. */
#ifndef __SCALE_AMD_COOPERATIVE_GROUPS_REDUCE_H__
#define __SCALE_AMD_COOPERATIVE_GROUPS_REDUCE_H__
#include "cooperative_groups.h"
#if defined(__cplusplus) && defined(__CUDACC__) && defined(__clang__)

namespace cooperative_groups {

template <class T> struct plus { __device__ T operator()(const T &a, const T &b) const { return a + b; } };
template <class T> struct less { __device__ T operator()(const T &a, const T &b) const { return b < a ? b : a; } };
template <class T> struct greater { __device__ T operator()(const T &a, const T &b) const { return a < b ? b : a; } };
template <class T> struct bit_and { __device__ T operator()(const T &a, const T &b) const { return a & b; } };
template <class T> struct bit_or { __device__ T operator()(const T &a, const T &b) const { return a | b; } };
template <class T> struct bit_xor { __device__ T operator()(const T &a, const T &b) const { return a ^ b; } };

namespace __details {
template <bool B> struct bool_c {};
/* A tile of up to 32 lanes: log2(N) butterflies. */
template <unsigned N, class P, class T, class Op>
static __device__ __forceinline__ T tile_reduce(const thread_block_tile<N, P> &g, T val, Op op, bool_c<false>) {
  for (unsigned m = N / 2; m > 0; m /= 2)
    val = op(val, g.shfl_xor(val, m));
  return val;
}
/* A tile of more than 32 threads: each warp reduces, lane 0 stores the warp's result in LDS, and
 * after the tile barrier every member combines the tile's warp results in warp order. */
template <unsigned N, class P, class T, class Op>
static __device__ __forceinline__ T tile_reduce(const thread_block_tile<N, P> &g, T val, Op op, bool_c<true>) {
  thread_block_tile<32> w;
  val = tile_reduce(w, val, op, bool_c<false>());
  unsigned me = block_rank_linear(), base = me - (unsigned)g.thread_rank();
  unsigned warps = (block_size_linear() - base + 31u) / 32u;
  if (warps > N / 32u)
    warps = N / 32u;
  if (w.thread_rank() == 0)
    mw_put(me / 32u, val);
  g.sync();
  T acc = mw_get<T>(base / 32u);
  for (unsigned k = 1; k < warps; ++k)
    acc = op(acc, mw_get<T>(base / 32u + k));
  g.sync(); /* the slots are not rewritten before every member has read them */
  return acc;
}
} // namespace __details

template <unsigned N, class P, class T, class Op>
static __device__ __forceinline__ T reduce(const thread_block_tile<N, P> &g, T val, Op op) {
  return __details::tile_reduce(g, val, op, __details::bool_c<(N > 32)>());
}

template <class T, class Op>
static __device__ __forceinline__ T reduce(const coalesced_group &g, T val, Op op) {
  unsigned mask = g.__lane_mask();
  T acc = __scale_amd::warp::shfl<__scale_amd::warp::shfl_mode::idx>(val, __builtin_ctz(mask), 32);
  for (unsigned m = mask & (mask - 1); m; m &= m - 1)
    acc = op(acc, __scale_amd::warp::shfl<__scale_amd::warp::shfl_mode::idx>(val, __builtin_ctz(m), 32));
  return acc;
}

} // namespace cooperative_groups

#endif
#endif /* __SCALE_AMD_COOPERATIVE_GROUPS_REDUCE_H__ */
