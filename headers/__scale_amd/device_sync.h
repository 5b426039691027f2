/* SPDX-License-Identifier: Apache-2.0 */
/* Block-level synchronization and memory fences (CUDA Programming Guide, "Synchronization
 * Functions" and "Memory Fence Functions") on AMDGPU barriers and scoped fences. */
#ifndef __SCALE_AMD_DEVICE_SYNC_H__
#define __SCALE_AMD_DEVICE_SYNC_H__
#include "crt/host_defines.h"
#if defined(__CUDACC__) && defined(__clang__)

static __device__ __forceinline__ void __syncthreads(void) {
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
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
