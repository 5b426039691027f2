/* SPDX-License-Identifier: Apache-2.0 */
/* cooperative_groups::thread_block and grid_group.
 *
 * grid_group::sync() is a grid-wide barrier over a counter in device memory, correct when every
 * block of the grid is resident at once, which is what a cooperative launch
 * (cudaLaunchCooperativeKernel) guarantees. Algorithm: thread 0 of each block adds 1 to the
 * counter, except block 0, which adds 0x80000000 - (blocks - 1); bit 31 of the counter flips
 * exactly when every block has arrived, and the low bits return to their value, so the counter
 * never needs resetting. Waiters spin with s_sleep on an acquire load of bit 31. */
#ifndef __SCALE_AMD_CG_BLOCK_GRID_H__
#define __SCALE_AMD_CG_BLOCK_GRID_H__
#include "crt/host_defines.h"
#include "vector_types.h"
#include "__scale_amd/builtin_vars.h"
#include "__scale_amd/device_sync.h"

/* One counter per program (weak: every translation unit may define it, -fgpu-rdc merges them). */
__device__ __attribute__((weak)) unsigned int __scale_amd_grid_barrier;

namespace cooperative_groups {
namespace __details {
static __device__ __forceinline__ unsigned block_rank_linear() {
  return threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
}
static __device__ __forceinline__ unsigned block_size_linear() {
  return blockDim.x * blockDim.y * blockDim.z;
}
static __device__ __forceinline__ void grid_sync(unsigned *counter) {
  __syncthreads();
  if (block_rank_linear() == 0) {
    unsigned blocks = gridDim.x * gridDim.y * gridDim.z;
    bool first = (blockIdx.x | blockIdx.y | blockIdx.z) == 0;
    unsigned add = first ? 0x80000000u - (blocks - 1u) : 1u;
    unsigned old = __hip_atomic_fetch_add(counter, add, __ATOMIC_RELEASE, __HIP_MEMORY_SCOPE_AGENT);
    while (((old ^ __hip_atomic_load(counter, __ATOMIC_ACQUIRE, __HIP_MEMORY_SCOPE_AGENT)) &
            0x80000000u) == 0)
      __builtin_amdgcn_s_sleep(1);
  }
  __syncthreads();
}
} // namespace __details

class thread_block {
public:
  static constexpr bool __is_thread_block = true;
  __device__ void sync() const { __syncthreads(); }
  __device__ unsigned long long thread_rank() const { return __details::block_rank_linear(); }
  __device__ unsigned long long num_threads() const { return __details::block_size_linear(); }
  __device__ unsigned long long size() const { return num_threads(); }
  __device__ dim3 group_index() const { return dim3(blockIdx.x, blockIdx.y, blockIdx.z); }
  __device__ dim3 thread_index() const { return dim3(threadIdx.x, threadIdx.y, threadIdx.z); }
  __device__ dim3 group_dim() const { return dim3(blockDim.x, blockDim.y, blockDim.z); }
  __device__ dim3 dim_threads() const { return group_dim(); }
  __device__ bool is_valid() const { return true; }
};

static __device__ __forceinline__ thread_block this_thread_block() { return thread_block(); }

class grid_group {
public:
  /* True when launched cooperatively; the device cannot tell, so a grid is always valid here. */
  __device__ bool is_valid() const { return true; }
  __device__ void sync() const { __details::grid_sync(&__scale_amd_grid_barrier); }
  __device__ unsigned long long num_blocks() const {
    return (unsigned long long)gridDim.x * gridDim.y * gridDim.z;
  }
  __device__ unsigned long long block_rank() const {
    return blockIdx.x + (unsigned long long)gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z);
  }
  __device__ unsigned long long num_threads() const {
    return num_blocks() * __details::block_size_linear();
  }
  __device__ unsigned long long size() const { return num_threads(); }
  __device__ unsigned long long thread_rank() const {
    return block_rank() * __details::block_size_linear() + __details::block_rank_linear();
  }
  __device__ dim3 group_dim() const { return dim3(gridDim.x, gridDim.y, gridDim.z); }
  __device__ dim3 dim_blocks() const { return group_dim(); }
  __device__ dim3 block_index() const { return dim3(blockIdx.x, blockIdx.y, blockIdx.z); }
  __device__ dim3 dim_threads() const { return dim3(blockDim.x, blockDim.y, blockDim.z); }
};

static __device__ __forceinline__ grid_group this_grid() { return grid_group(); }

} // namespace cooperative_groups

#endif /* __SCALE_AMD_CG_BLOCK_GRID_H__ */
