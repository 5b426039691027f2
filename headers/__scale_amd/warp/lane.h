/* SPDX-License-Identifier: Apache-2.0 */
/* Logical 32-lane warps (DESIGN.md section 4): the lane arithmetic every warp primitive shares.
 *
 * On wave32 targets (gfx10/11/12) a CUDA warp is the hardware wave. On wave64 targets (gfx90a,
 * gfx942) a wave holds two CUDA warps: lanes 0-31 and 32-63. The lane id is the low 5 bits of the
 * wave lane, a lane mask has 32 bits, and a primitive only ever looks at its own half. The wave
 * size is a compile-time constant per target (`__builtin_amdgcn_wavefrontsize()` folds), so the
 * wave64 arithmetic disappears from wave32 code. */
#ifndef __SCALE_AMD_WARP_LANE_H__
#define __SCALE_AMD_WARP_LANE_H__
#include "crt/host_defines.h"
#if defined(__CUDACC__) && defined(__clang__)

namespace __scale_amd {
namespace warp {

/* True on wave64 targets, where one wave carries two logical warps. */
static __device__ __forceinline__ bool is_wave64() { return __builtin_amdgcn_wavefrontsize() == 64; }

/* The lane's index in its hardware wave: 0-31 on wave32, 0-63 on wave64. */
static __device__ __forceinline__ unsigned wave_lane() {
  unsigned lo = __builtin_amdgcn_mbcnt_lo(~0u, 0u);
  return is_wave64() ? __builtin_amdgcn_mbcnt_hi(~0u, lo) : lo;
}

/* The first wave lane of the caller's logical warp: 0, or 32 for the upper half of a wave64. */
static __device__ __forceinline__ unsigned warp_base() { return is_wave64() ? (wave_lane() & 32u) : 0u; }

/* The CUDA lane id (PTX %laneid): 0-31 on every target. */
static __device__ __forceinline__ unsigned lane_id() { return wave_lane() & 31u; }

/* The 32 bits of a wave-wide ballot that belong to the caller's logical warp. */
static __device__ __forceinline__ unsigned ballot(bool pred) {
  unsigned long long b = __builtin_amdgcn_ballot_w64(pred);
  return (unsigned)(b >> warp_base());
}

/* Reads `v` from wave lane `src` (a full wave-lane index). */
static __device__ __forceinline__ int bpermute(unsigned src, int v) {
  return __builtin_amdgcn_ds_bpermute((int)(src << 2), v);
}

} // namespace warp
} // namespace __scale_amd

/* PTX %lanemask_eq/lt/le/gt/ge as functions (as HIP offers them), 32 bits on every target. */
static __device__ __forceinline__ unsigned __lanemask_eq() { return 1u << __scale_amd::warp::lane_id(); }
static __device__ __forceinline__ unsigned __lanemask_lt() { return __lanemask_eq() - 1u; }
static __device__ __forceinline__ unsigned __lanemask_le() { return (__lanemask_eq() << 1) - 1u; }
static __device__ __forceinline__ unsigned __lanemask_gt() { return ~__lanemask_le(); }
static __device__ __forceinline__ unsigned __lanemask_ge() { return ~__lanemask_lt(); }

#endif
#endif /* __SCALE_AMD_WARP_LANE_H__ */
