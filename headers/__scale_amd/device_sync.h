/* SPDX-License-Identifier: Apache-2.0 */
/* Block-level synchronization and memory fences (CUDA Programming Guide, "Synchronization
 * Functions" and "Memory Fence Functions") on AMDGPU barriers and scoped fences.
 * Scopes: __threadfence_block = workgroup, __threadfence = agent (PTX fence.sc.gpu),
 * __threadfence_system = system; all sequentially consistent, as PTX membar/fence.sc are.
 * __syncwarp is a warp primitive: sm_30_intrinsics.h. */
#ifndef __SCALE_AMD_DEVICE_SYNC_H__
#define __SCALE_AMD_DEVICE_SYNC_H__
#include "crt/host_defines.h"
#if defined(__CUDACC__) && defined(__clang__)

static __device__ __forceinline__ void __syncthreads(void) {
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}
namespace __scale_amd {
/* How many threads of the block have a non-zero `pred` (PTX bar.red.popc): each wave adds the
 * popcount of its ballot to an LDS counter once. Three barriers: the counter is reset, then
 * summed, then read by everyone before any thread may reset it again in a later call. */
static __device__ __attribute__((noinline)) unsigned block_count(int pred) {
  __shared__ unsigned __count;
  if ((__builtin_amdgcn_workitem_id_x() | __builtin_amdgcn_workitem_id_y() |
       __builtin_amdgcn_workitem_id_z()) == 0)
    __count = 0;
  __syncthreads();
  unsigned long long __b = __builtin_amdgcn_ballot_w64(pred != 0);
  unsigned __lane = __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u));
  if ((unsigned)__builtin_amdgcn_readfirstlane((int)__lane) == __lane)
    __hip_atomic_fetch_add(&__count, (unsigned)__builtin_popcountll(__b), __ATOMIC_RELAXED,
                           __HIP_MEMORY_SCOPE_WORKGROUP);
  __syncthreads();
  unsigned __r = __count;
  __syncthreads();
  return __r;
}
} // namespace __scale_amd

static __device__ __forceinline__ int __syncthreads_count(int __pred) {
  return (int)__scale_amd::block_count(__pred);
}
static __device__ __forceinline__ int __syncthreads_and(int __pred) {
  return __scale_amd::block_count(!__pred) == 0;
}
static __device__ __forceinline__ int __syncthreads_or(int __pred) {
  return __scale_amd::block_count(__pred) != 0;
}

static __device__ __forceinline__ void __threadfence_block(void) {
  __builtin_amdgcn_fence(__ATOMIC_SEQ_CST, "workgroup");
}
static __device__ __forceinline__ void __threadfence(void) {
  __builtin_amdgcn_fence(__ATOMIC_SEQ_CST, "agent");
}
static __device__ __forceinline__ void __threadfence_system(void) {
  __builtin_amdgcn_fence(__ATOMIC_SEQ_CST, "");
}

#endif
#endif /* __SCALE_AMD_DEVICE_SYNC_H__ */
