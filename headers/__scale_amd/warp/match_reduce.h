/* SPDX-License-Identifier: Apache-2.0 */
/* __match_any_sync, __match_all_sync and __reduce_*_sync on logical 32-lane warps.
 *
 * match_any is a waterfall loop: each round the first remaining lane of the wave broadcasts its
 * (value, warp half) with readfirstlane; the lanes holding the same pair take the ballot of that
 * round, restricted to their half, and leave the loop. It runs once per distinct value.
 * match_all compares with the value of the mask's first lane.
 * reduce over a full mask is a 5-step butterfly (swizzles); over a partial mask, a uniform loop
 * over the mask's lanes (every member lane reads the same sequence of lanes, so the loop is
 * uniform across the members, as it must be for the shuffles). */
#ifndef __SCALE_AMD_WARP_MATCH_REDUCE_H__
#define __SCALE_AMD_WARP_MATCH_REDUCE_H__
#include "__scale_amd/warp/shuffle.h"
#include "__scale_amd/warp/vote.h"
#if defined(__CUDACC__) && defined(__clang__)

namespace __scale_amd {
namespace warp {

template <class T> static __device__ __forceinline__ unsigned long long bits64(T v) {
  unsigned long long b = 0;
  __builtin_memcpy(&b, &v, sizeof(T));
  return b;
}

template <class T> static __device__ __forceinline__ unsigned match_any(unsigned mask, T value) {
  unsigned long long b = bits64(value);
  unsigned lo = (unsigned)b, hi = (unsigned)(b >> 32), base = warp_base(), result = 0;
  for (;;) {
    unsigned lead_lo = (unsigned)__builtin_amdgcn_readfirstlane((int)lo);
    unsigned lead_hi = (unsigned)__builtin_amdgcn_readfirstlane((int)hi);
    unsigned lead_base = (unsigned)__builtin_amdgcn_readfirstlane((int)base);
    bool same = lead_lo == lo && lead_hi == hi && lead_base == base;
    unsigned round = ballot(same);
    if (same) {
      result = round;
      break;
    }
  }
  return result & mask;
}

template <class T>
static __device__ __forceinline__ unsigned match_all(unsigned mask, T value, int *pred) {
  int first = __builtin_ffs((int)mask) - 1;
  unsigned long long mine = bits64(value);
  unsigned long long lead = shfl<shfl_mode::idx>(mine, first < 0 ? 0 : first, 32);
  unsigned agree = ballot(lead == mine) & mask;
  bool all = agree == mask;
  *pred = all;
  return all ? mask : 0u;
}

struct op_add { template <class T> __device__ T operator()(T a, T b) const { return a + b; } };
struct op_min { template <class T> __device__ T operator()(T a, T b) const { return b < a ? b : a; } };
struct op_max { template <class T> __device__ T operator()(T a, T b) const { return a < b ? b : a; } };
struct op_and { template <class T> __device__ T operator()(T a, T b) const { return a & b; } };
struct op_or { template <class T> __device__ T operator()(T a, T b) const { return a | b; } };
struct op_xor { template <class T> __device__ T operator()(T a, T b) const { return a ^ b; } };

template <class T, class Op>
static __device__ __forceinline__ T reduce(unsigned mask, T value, Op op) {
  if (mask == 0xffffffffu) {
    value = op(value, shfl<shfl_mode::bfly>(value, 16, 32));
    value = op(value, shfl<shfl_mode::bfly>(value, 8, 32));
    value = op(value, shfl<shfl_mode::bfly>(value, 4, 32));
    value = op(value, shfl<shfl_mode::bfly>(value, 2, 32));
    return op(value, shfl<shfl_mode::bfly>(value, 1, 32));
  }
  int first = __builtin_ffs((int)mask) - 1;
  T acc = shfl<shfl_mode::idx>(value, first < 0 ? 0 : first, 32);
  for (unsigned m = mask & (mask - 1); m; m &= m - 1)
    acc = op(acc, shfl<shfl_mode::idx>(value, __builtin_ffs((int)m) - 1, 32));
  return acc;
}

} // namespace warp
} // namespace __scale_amd

#define __SCALE_MATCH_OVERLOADS(T)                                                                 \
  static __device__ __forceinline__ unsigned __match_any_sync(unsigned __mask, T __value) {        \
    return __scale_amd::warp::match_any(__mask, __value);                                          \
  }                                                                                                \
  static __device__ __forceinline__ unsigned __match_all_sync(unsigned __mask, T __value,          \
                                                              int *__pred) {                       \
    return __scale_amd::warp::match_all(__mask, __value, __pred);                                  \
  }
__SCALE_MATCH_OVERLOADS(int)
__SCALE_MATCH_OVERLOADS(unsigned int)
__SCALE_MATCH_OVERLOADS(long)
__SCALE_MATCH_OVERLOADS(unsigned long)
__SCALE_MATCH_OVERLOADS(long long)
__SCALE_MATCH_OVERLOADS(unsigned long long)
__SCALE_MATCH_OVERLOADS(float)
__SCALE_MATCH_OVERLOADS(double)
#undef __SCALE_MATCH_OVERLOADS

#define __SCALE_REDUCE(Name, Op, T)                                                                \
  static __device__ __forceinline__ T __reduce_##Name##_sync(unsigned __mask, T __value) {         \
    return __scale_amd::warp::reduce(__mask, __value, __scale_amd::warp::Op{});                    \
  }
__SCALE_REDUCE(add, op_add, unsigned)
__SCALE_REDUCE(add, op_add, int)
__SCALE_REDUCE(min, op_min, unsigned)
__SCALE_REDUCE(min, op_min, int)
__SCALE_REDUCE(max, op_max, unsigned)
__SCALE_REDUCE(max, op_max, int)
__SCALE_REDUCE(and, op_and, unsigned)
__SCALE_REDUCE(or, op_or, unsigned)
__SCALE_REDUCE(xor, op_xor, unsigned)
#undef __SCALE_REDUCE

#endif
#endif /* __SCALE_AMD_WARP_MATCH_REDUCE_H__ */
