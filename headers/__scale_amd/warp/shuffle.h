/* SPDX-License-Identifier: Apache-2.0 */
/* __shfl_sync, __shfl_up_sync, __shfl_down_sync, __shfl_xor_sync on logical 32-lane warps.
 *
 * Source-lane rule: PTX `shfl.sync.{idx,up,down,bfly}` with the `c` operand CUDA passes for a
 * `width` (segmask = 32 - width; clamp 31 for idx/down/bfly, 0 for up). A lane whose source is
 * out of its segment keeps its own value, exactly as on NVIDIA. The chosen lane is then offset by
 * the warp's base in the wave, so a shuffle never crosses the 32-lane boundary of a wave64.
 *
 * Data movement: `ds_bpermute_b32` (any pattern). A butterfly with constant lane mask that stays
 * in its segment uses `ds_swizzle_b32` in bit-mask mode instead: its groups are 32 lanes wide on
 * every target, which is exactly a logical warp, and it needs no address computation.
 * Values wider than 32 bits move as several 32-bit words from the same source lane. */
#ifndef __SCALE_AMD_WARP_SHUFFLE_H__
#define __SCALE_AMD_WARP_SHUFFLE_H__
#include "__scale_amd/warp/lane.h"
#if defined(__CUDACC__) && defined(__clang__)

namespace __scale_amd {
namespace warp {

enum class shfl_mode { idx, up, down, bfly };

/* The source lane (0-31) of a shuffle, or the caller's own lane when the source is invalid. */
template <shfl_mode M>
static __device__ __forceinline__ unsigned shfl_source(int b, int width) {
  int lane = (int)lane_id();
  int segmask = (32 - width) & 31;
  int min_lane = lane & segmask;
  int max_lane = min_lane | (31 & ~segmask);
  int j;
  bool valid;
  if (M == shfl_mode::idx) {
    j = min_lane | (b & 31 & ~segmask);
    valid = true;
  } else if (M == shfl_mode::up) {
    j = lane - b;
    valid = j >= min_lane;
  } else if (M == shfl_mode::down) {
    j = lane + b;
    valid = j <= max_lane;
  } else {
    j = lane ^ b;
    valid = j <= max_lane;
  }
  return (unsigned)(valid ? j : lane);
}

/* ds_swizzle bit-mask mode: and_mask = 0x1f, or_mask = 0, xor_mask = M (groups of 32 lanes). */
#define __SCALE_SWZ(M)                                                                             \
  case M:                                                                                          \
    return __builtin_amdgcn_ds_swizzle(v, (M << 10) | 0x1f);
static __device__ __forceinline__ int swizzle_xor(int v, int m) {
  switch (m) {
    __SCALE_SWZ(1) __SCALE_SWZ(2) __SCALE_SWZ(3) __SCALE_SWZ(4) __SCALE_SWZ(5) __SCALE_SWZ(6)
    __SCALE_SWZ(7) __SCALE_SWZ(8) __SCALE_SWZ(9) __SCALE_SWZ(10) __SCALE_SWZ(11) __SCALE_SWZ(12)
    __SCALE_SWZ(13) __SCALE_SWZ(14) __SCALE_SWZ(15) __SCALE_SWZ(16) __SCALE_SWZ(17)
    __SCALE_SWZ(18) __SCALE_SWZ(19) __SCALE_SWZ(20) __SCALE_SWZ(21) __SCALE_SWZ(22)
    __SCALE_SWZ(23) __SCALE_SWZ(24) __SCALE_SWZ(25) __SCALE_SWZ(26) __SCALE_SWZ(27)
    __SCALE_SWZ(28) __SCALE_SWZ(29) __SCALE_SWZ(30) __SCALE_SWZ(31)
  default:
    return v;
  }
}
#undef __SCALE_SWZ

/* Number of 32-bit words a value of type T moves as. */
template <class T> struct words {
  static constexpr unsigned n = (sizeof(T) + 3) / 4;
};

/* Shuffles any trivially copyable T (1 to 8+ bytes) word by word. */
template <shfl_mode M, class T>
static __device__ __forceinline__ T shfl(T var, int b, int width) {
  int w[words<T>::n] = {};
  __builtin_memcpy(w, &var, sizeof(T));
  if (M == shfl_mode::bfly && __builtin_constant_p(b) && __builtin_constant_p(width) &&
      width > 0 && width <= 32 && (width & (width - 1)) == 0 && b > 0 && b < width) {
    for (unsigned i = 0; i < words<T>::n; ++i)
      w[i] = swizzle_xor(w[i], b);
  } else {
    unsigned src = warp_base() + shfl_source<M>(b, width);
    for (unsigned i = 0; i < words<T>::n; ++i)
      w[i] = bpermute(src, w[i]);
  }
  T r;
  __builtin_memcpy(&r, w, sizeof(T));
  return r;
}

} // namespace warp
} // namespace __scale_amd

/* The public overloads: every type CUDA declares in sm_30_intrinsics.h. The mask is not needed
 * for data movement on AMD (lanes of a warp execute together); it is accepted as CUDA's. */
#define __SCALE_SHFL_OVERLOADS(T)                                                                  \
  static __device__ __forceinline__ T __shfl_sync(unsigned __mask, T __var, int __src,             \
                                                  int __width = warpSize) {                        \
    return __scale_amd::warp::shfl<__scale_amd::warp::shfl_mode::idx>(__var, __src, __width);      \
  }                                                                                                \
  static __device__ __forceinline__ T __shfl_up_sync(unsigned __mask, T __var, unsigned __delta,   \
                                                     int __width = warpSize) {                     \
    return __scale_amd::warp::shfl<__scale_amd::warp::shfl_mode::up>(__var, (int)__delta,          \
                                                                        __width);                 \
  }                                                                                                \
  static __device__ __forceinline__ T __shfl_down_sync(unsigned __mask, T __var,                   \
                                                       unsigned __delta, int __width = warpSize) { \
    return __scale_amd::warp::shfl<__scale_amd::warp::shfl_mode::down>(__var, (int)__delta,        \
                                                                          __width);               \
  }                                                                                                \
  static __device__ __forceinline__ T __shfl_xor_sync(unsigned __mask, T __var, int __lane_mask,   \
                                                      int __width = warpSize) {                    \
    return __scale_amd::warp::shfl<__scale_amd::warp::shfl_mode::bfly>(__var, __lane_mask,         \
                                                                          __width);               \
  }

__SCALE_SHFL_OVERLOADS(int)
__SCALE_SHFL_OVERLOADS(unsigned int)
__SCALE_SHFL_OVERLOADS(long)
__SCALE_SHFL_OVERLOADS(unsigned long)
__SCALE_SHFL_OVERLOADS(long long)
__SCALE_SHFL_OVERLOADS(unsigned long long)
__SCALE_SHFL_OVERLOADS(float)
__SCALE_SHFL_OVERLOADS(double)
#undef __SCALE_SHFL_OVERLOADS

#endif
#endif /* __SCALE_AMD_WARP_SHUFFLE_H__ */
