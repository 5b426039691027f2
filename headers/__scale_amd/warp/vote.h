/* SPDX-License-Identifier: Apache-2.0 */
/* Votes and warp synchronization on logical 32-lane warps: __ballot_sync, __all_sync, __any_sync,
 * __uni_sync, __activemask, __syncwarp.
 *
 * A ballot is the wave-wide `llvm.amdgcn.ballot.i64` (zero-extended on wave32) shifted to the
 * caller's half of the wave; "active" means enabled in EXEC, AMD's equivalent of a converged
 * NVIDIA warp. AMD waves execute in lockstep, so __syncwarp only has to order memory among the
 * lanes: a wavefront-scope release/acquire around `s_barrier`-free wave_barrier (a scheduling
 * barrier that keeps the compiler from moving memory operations across it). */
#ifndef __SCALE_AMD_WARP_VOTE_H__
#define __SCALE_AMD_WARP_VOTE_H__
#include "__scale_amd/warp/lane.h"
#if defined(__CUDACC__) && defined(__clang__)

static __device__ __forceinline__ unsigned __activemask() { return __scale_amd::warp::ballot(true); }

/* Bit N is set iff lane N of the caller's warp is in `mask`, active, and has a non-zero predicate. */
static __device__ __forceinline__ unsigned __ballot_sync(unsigned __mask, int __pred) {
  return __scale_amd::warp::ballot(__pred != 0) & __mask;
}

static __device__ __forceinline__ int __any_sync(unsigned __mask, int __pred) {
  return __ballot_sync(__mask, __pred) != 0;
}

static __device__ __forceinline__ int __all_sync(unsigned __mask, int __pred) {
  return __ballot_sync(__mask, __pred) == (__activemask() & __mask);
}

static __device__ __forceinline__ int __uni_sync(unsigned __mask, int __pred) {
  unsigned __b = __ballot_sync(__mask, __pred);
  return __b == 0 || __b == (__activemask() & __mask);
}

static __device__ __forceinline__ void __syncwarp(unsigned __mask = 0xffffffffu) {
  (void)__mask;
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "wavefront");
  __builtin_amdgcn_wave_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "wavefront");
}

#endif
#endif /* __SCALE_AMD_WARP_VOTE_H__ */
