/* SPDX-License-Identifier: Apache-2.0 */
/* Tiles of more than one warp: thread_block_tile<N> for N = 64, 128, ..., 1024 (CUDA allows
 * power-of-two sizes up to 1024 for static tiles) and the dynamic tiled_partition(block, n) with n
 * a power of two from 64 up (CUDA aborts there; here it works). A tile is N consecutive linear
 * thread ranks of the block starting at a multiple of N, i.e. whole hardware waves (N/32 waves
 * on wave32, N/64 on wave64; a 64-thread tile is one wave64).
 *
 * sync() is a software barrier in LDS, one (count, generation) pair per tile: all waves of a
 * workgroup are resident at once, so a wave may spin on another without deadlock.
 *   - Tile slots: a tile of N threads starting at thread b uses slot 1024/N - 1 + b/N (a heap
 *     numbering: sizes 1024, 512, ..., 64 get disjoint slots 0, 1-2, ..., 15-30), so a tile and
 *     its sub-tiles never share a counter.
 *   - The count is in threads, not waves: every lane reads the generation, then the first lane
 *     of the lanes executing together (the wave's EXEC) adds their number with an acq_rel
 *     fetch_add. A lane is counted only after its own read of the generation, so that read sees
 *     the generation of the barrier it is arriving at. The adder that brings the count to the
 *     member count stores 0 to the count, then stores generation + 1 with release; then every
 *     lane (the last adder's included) spins (s_sleep) on an acquire load until the generation
 *     has changed. No lane waits for another lane of its own wave inside a branch, so nothing
 *     depends on the lanes of a wave moving in lockstep: on AMD the whole wave is one adder and
 *     spins as one; where the lanes of a warp are scheduled independently (route B of
 *     test/exec, NVIDIA hardware), each group of lanes that happens to run together counts
 *     itself and each lane leaves only once the barrier is complete.
 *   - Ordering: the arrivals' release adds form one release sequence on the count, which the last
 *     arrival's acq_rel add acquires; its release store of the generation is acquired by every
 *     spinning lane. So every write made by any member before sync() happens-before every read
 *     after it, and the count reset happens-before the next arrival of any member (same location,
 *     coherence). Workgroup-scope fences around the barrier order the lanes' plain accesses.
 *   - LDS starts undefined: every partition of the block (tiled_partition<N>(block) and the
 *     dynamic form, collective over the block as in CUDA) zeroes the counts and then
 * __syncthreads(). Counts are 0 again after every completed barrier, so sub-partitions need no
 * reset. Generations are never reset: only their change is observed. shfl/any/all exchange through
 * LDS between two barriers (CUDA provides these on multi-warp tiles; ballot and match are warp-only
 * there too); reduce and scan (cooperative_groups/*.h) combine per-warp results through LDS the
 * same way. All members must call them convergently. */
#ifndef __SCALE_AMD_CG_MULTI_WARP_H__
#define __SCALE_AMD_CG_MULTI_WARP_H__
#include "__scale_amd/cg/block_grid.h"
#include "__scale_amd/warp/lane.h"

namespace cooperative_groups {
namespace __details {

enum : unsigned { mw_slots = 31, mw_max_block = 1024 };
/* count[slot], generation[slot], the shfl value of each tile, one vote word per hardware wave. */
static __shared__ unsigned __sa_cg_mw_count[mw_slots];
static __shared__ unsigned __sa_cg_mw_gen[mw_slots];
static __shared__ unsigned long long __sa_cg_mw_xchg[mw_slots];
static __shared__ unsigned __sa_cg_mw_vote[mw_max_block / 32];
/* One value per logical warp of the block: the warp partials of reduce and scan. */
static __shared__ unsigned long long __sa_cg_mw_warp[mw_max_block / 32];

template <class T> static __device__ __forceinline__ void mw_put(unsigned warp, const T &v) {
  static_assert(sizeof(T) <= sizeof(unsigned long long),
                "reduce/scan on a tile of more than 32 threads: values of at most 8 bytes");
  __builtin_memcpy(&__sa_cg_mw_warp[warp], &v, sizeof(T));
}
template <class T> static __device__ __forceinline__ T mw_get(unsigned warp) {
  T v;
  __builtin_memcpy(&v, &__sa_cg_mw_warp[warp], sizeof(T));
  return v;
}

static __device__ __forceinline__ unsigned mw_slot(unsigned n, unsigned base_rank) {
  return mw_max_block / n - 1u + base_rank / n;
}
static __device__ __forceinline__ unsigned wave_size() { return __builtin_amdgcn_wavefrontsize(); }
/* True in the first active lane of the caller's hardware wave. */
static __device__ __forceinline__ bool wave_leader() {
  unsigned long long exec = __builtin_amdgcn_read_exec();
  return ::__scale_amd::warp::wave_lane() == (unsigned)__builtin_ctzll(exec);
}

/* Called by every thread of the block when a multi-warp partition is made. */
static __device__ __forceinline__ void mw_reset() {
  unsigned r = block_rank_linear();
  if (r < mw_slots)
    __sa_cg_mw_count[r] = 0;
  __syncthreads();
}

/* The barrier of the tile of `n` threads (a power of two >= 64) holding the caller; `members` is
 * its thread count (n, or less for a block that ends inside the tile). */
static __device__ __forceinline__ void mw_sync(unsigned n, unsigned base_rank, unsigned members) {
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  if (members > wave_size()) {
    unsigned s = mw_slot(n, base_rank);
    unsigned gen =
        __hip_atomic_load(&__sa_cg_mw_gen[s], __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_WORKGROUP);
    unsigned long long together = __builtin_amdgcn_read_exec();
    if (::__scale_amd::warp::wave_lane() == (unsigned)__builtin_ctzll(together)) {
      unsigned k = (unsigned)__builtin_popcountll(together);
      unsigned arrived = k + __hip_atomic_fetch_add(&__sa_cg_mw_count[s], k, __ATOMIC_ACQ_REL,
                                                    __HIP_MEMORY_SCOPE_WORKGROUP);
      if (arrived == members) {
        __hip_atomic_store(&__sa_cg_mw_count[s], 0u, __ATOMIC_RELAXED,
                           __HIP_MEMORY_SCOPE_WORKGROUP);
        __hip_atomic_store(&__sa_cg_mw_gen[s], gen + 1u, __ATOMIC_RELEASE,
                           __HIP_MEMORY_SCOPE_WORKGROUP);
      }
    }
    while (__hip_atomic_load(&__sa_cg_mw_gen[s], __ATOMIC_ACQUIRE, __HIP_MEMORY_SCOPE_WORKGROUP) ==
           gen)
      __builtin_amdgcn_s_sleep(1);
  }
  __builtin_amdgcn_wave_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}

/* The value `v` of tile rank `src` (types of at most 8 bytes, as CUDA's multi-warp shfl). */
template <class T>
static __device__ __forceinline__ T mw_shfl(unsigned n, unsigned base_rank, unsigned members, T v,
                                            unsigned src) {
  static_assert(sizeof(T) <= sizeof(unsigned long long),
                "shfl on a tile of more than 32 threads: at most 8 bytes");
  unsigned s = mw_slot(n, base_rank);
  if (block_rank_linear() - base_rank == src % n)
    __builtin_memcpy(&__sa_cg_mw_xchg[s], &v, sizeof(T));
  mw_sync(n, base_rank, members);
  T r;
  __builtin_memcpy(&r, &__sa_cg_mw_xchg[s], sizeof(T));
  mw_sync(n, base_rank, members); /* nobody writes the slot again before everyone has read it */
  return r;
}

/* any (all = false) or all (all = true) of the members' predicates. */
static __device__ __forceinline__ bool mw_vote(unsigned n, unsigned base_rank, unsigned members,
                                               bool pred, bool all) {
  unsigned ws = wave_size(), first = base_rank / ws, waves = (members + ws - 1) / ws;
  unsigned long long b = __builtin_amdgcn_ballot_w64(all ? !pred : pred);
  if (wave_leader())
    __sa_cg_mw_vote[block_rank_linear() / ws] = b != 0;
  mw_sync(n, base_rank, members);
  bool hit = false;
  for (unsigned w = 0; w < waves; ++w)
    hit |= __sa_cg_mw_vote[first + w] != 0;
  mw_sync(n, base_rank, members);
  return all ? !hit : hit;
}

} // namespace __details

/* CUDA's scratch for multi-warp tiles on devices without reserved shared memory. The barrier state
 * here is static LDS, so the object is empty and this_thread_block(scratch) is this_thread_block().
 */
template <unsigned MaxBlockSize = 1024> struct block_tile_memory {};
template <unsigned MaxBlockSize>
static __device__ __forceinline__ thread_block
this_thread_block(block_tile_memory<MaxBlockSize> &) {
  return thread_block();
}
} // namespace cooperative_groups

#endif /* __SCALE_AMD_CG_MULTI_WARP_H__ */
