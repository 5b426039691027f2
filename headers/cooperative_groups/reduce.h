/* SPDX-License-Identifier: Apache-2.0 */
/* cooperative_groups::reduce and the operator objects plus/less/greater/bit_and/bit_or/bit_xor.
 * On a thread_block_tile<N>: log2(N) butterfly steps (shfl_xor with width N); every thread gets
 * the result. On a coalesced_group: each member combines the members' values in rank order. */
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

template <unsigned N, class P, class T, class Op>
static __device__ __forceinline__ T reduce(const thread_block_tile<N, P> &g, T val, Op op) {
  for (unsigned m = N / 2; m > 0; m /= 2)
    val = op(val, g.shfl_xor(val, m));
  return val;
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
