/* SPDX-License-Identifier: Apache-2.0 */
/* cooperative_groups::thread_block_tile<N> (N = 1, 2, 4, 8, 16, 32; 64 ... 1024 in multi_warp.h),
 * coalesced_group, tiled_partition, coalesced_threads, labeled_partition, binary_partition and the
 * dynamic thread_group.
 *
 * Tiles of up to 32 threads live inside one logical 32-lane warp (DESIGN.md section 4). Threads of a block
 * fill warps in linear-rank order, so a tile of N is N consecutive lanes starting at a multiple of
 * N, and tile operations are warp primitives with width N. A coalesced_group is a 32-bit lane
 * mask: rank = number of member lanes below the caller; rank-based shuffles translate ranks to
 * lanes with a select-the-k-th-set-bit helper. */
#ifndef __SCALE_AMD_CG_TILES_H__
#define __SCALE_AMD_CG_TILES_H__
#include "__scale_amd/cg/block_grid.h"
#include "__scale_amd/cg/multi_warp.h"
#include "sm_30_intrinsics.h"

namespace cooperative_groups {
namespace __details {
namespace w = ::__scale_amd::warp;

/* The lane of the k-th set bit (k from 0) of `mask`, or 32 if there is none. */
static __device__ __forceinline__ unsigned nth_lane(unsigned mask, unsigned k) {
  unsigned lane = 0;
  for (unsigned step = 16; step; step >>= 1) {
    unsigned low = __builtin_popcount(mask & ((1u << (lane + step)) - 1u));
    if (low <= k)
      lane += step;
  }
  return (__builtin_popcount(mask & ((2u << lane) - 1u)) == k + 1 && lane < 32) ? lane : 32u;
}

/* Gathers the bits of `bits` at the lanes of `mask` into the low bits (bit i = member of rank i). */
static __device__ __forceinline__ unsigned compress(unsigned bits, unsigned mask) {
  unsigned out = 0, i = 0;
  for (unsigned m = mask; m; m &= m - 1, ++i)
    out |= ((bits >> __builtin_ctz(m)) & 1u) << i;
  return out;
}
} // namespace __details

/* The dynamic group: what tiled_partition(group, n) returns and what any group converts to. */
class thread_group {
protected:
  enum kind_t : unsigned { block_kind, grid_kind, tile_kind, coalesced_kind, multi_tile_kind };
  kind_t __kind;
  unsigned __mask;   /* member lanes of the warp (tile and coalesced kinds); the size (multi-warp tiles) */
  unsigned __meta_rank, __meta_size;
  __device__ thread_group(kind_t k, unsigned mask, unsigned meta_rank = 0, unsigned meta_size = 1)
      : __kind(k), __mask(mask), __meta_rank(meta_rank), __meta_size(meta_size) {}

public:
  __device__ thread_group(const thread_block &) : thread_group(block_kind, 0) {}
  __device__ thread_group(const grid_group &) : thread_group(grid_kind, 0) {}
  /* A multi-warp tile of __mask threads: its first block rank and its member count. */
  __device__ unsigned __mw_base() const { return __details::block_rank_linear() & ~(__mask - 1u); }
  __device__ unsigned __mw_members() const {
    unsigned left = __details::block_size_linear() - __mw_base();
    return left < __mask ? left : __mask;
  }
  __device__ unsigned long long num_threads() const {
    if (__kind == block_kind)
      return this_thread_block().num_threads();
    if (__kind == grid_kind)
      return this_grid().num_threads();
    if (__kind == multi_tile_kind)
      return __mw_members();
    return __builtin_popcount(__mask);
  }
  __device__ unsigned long long size() const { return num_threads(); }
  __device__ unsigned long long thread_rank() const {
    if (__kind == block_kind)
      return this_thread_block().thread_rank();
    if (__kind == grid_kind)
      return this_grid().thread_rank();
    if (__kind == multi_tile_kind)
      return __details::block_rank_linear() & (__mask - 1u);
    return __builtin_popcount(__mask & __lanemask_lt());
  }
  __device__ void sync() const {
    if (__kind == block_kind)
      __syncthreads();
    else if (__kind == grid_kind)
      this_grid().sync();
    else if (__kind == multi_tile_kind)
      __details::mw_sync(__mask, __mw_base(), __mw_members());
    else
      __syncwarp(__mask);
  }
  __device__ bool is_valid() const { return true; }
  __device__ unsigned get_type() const { return __kind; }
  __device__ unsigned __lane_mask() const { return __mask; }
  __device__ unsigned meta_group_rank() const { return __meta_rank; }
  __device__ unsigned meta_group_size() const { return __meta_size; }
};

template <unsigned N, class Parent = void> class thread_block_tile;

namespace __details {
template <unsigned N, bool MultiWarp = (N > 32)> class tile_base;

/* A static tile of N = 64 ... 1024 threads: whole waves, synchronized in LDS (multi_warp.h). */
template <unsigned N> class tile_base<N, true> : public thread_group {
  static_assert((N & (N - 1)) == 0 && N <= 1024,
                "thread_block_tile<N>: N must be a power of two from 1 to 1024");
  static __device__ unsigned base_rank() { return block_rank_linear() & ~(N - 1); }
  static __device__ unsigned members() {
    unsigned left = block_size_linear() - base_rank();
    return left < N ? left : N;
  }

public:
  static constexpr unsigned __size = N;
  static constexpr unsigned long long num_threads() { return N; }
  static constexpr unsigned long long size() { return N; }
  __device__ tile_base(unsigned meta_rank = 0, unsigned meta_size = 1)
      : thread_group(multi_tile_kind, N, meta_rank, meta_size) {}
  __device__ unsigned long long thread_rank() const { return block_rank_linear() & (N - 1); }
  __device__ void sync() const { mw_sync(N, base_rank(), members()); }
  template <class T> __device__ T shfl(T var, int src) const {
    return mw_shfl(N, base_rank(), members(), var, (unsigned)src);
  }
  __device__ int any(int pred) const { return mw_vote(N, base_rank(), members(), pred != 0, false); }
  __device__ int all(int pred) const { return mw_vote(N, base_rank(), members(), pred != 0, true); }
};

/* The operations of a static tile of N <= 32 consecutive lanes. */
template <unsigned N> class tile_base<N, false> : public thread_group {
  static_assert(N >= 1 && (N & (N - 1)) == 0,
                "thread_block_tile<N>: N must be a power of two from 1 to 1024");
  static __device__ unsigned base_lane() { return ::__scale_amd::warp::lane_id() & ~(N - 1); }

public:
  static constexpr unsigned __size = N;
  static constexpr unsigned long long num_threads() { return N; }
  static constexpr unsigned long long size() { return N; }
  __device__ tile_base(unsigned meta_rank = 0, unsigned meta_size = 1)
      : thread_group(tile_kind, build_mask(), meta_rank, meta_size) {}
  static __device__ unsigned build_mask() {
    return N == 32 ? 0xffffffffu : ((1u << N) - 1u) << (__scale_amd::warp::lane_id() & ~(N - 1));
  }
  __device__ unsigned long long thread_rank() const { return __scale_amd::warp::lane_id() & (N - 1); }
  __device__ void sync() const { __syncwarp(build_mask()); }

  template <class T> __device__ T shfl(T var, int src) const {
    return __scale_amd::warp::shfl<__scale_amd::warp::shfl_mode::idx>(var, src, (int)N);
  }
  template <class T> __device__ T shfl_up(T var, unsigned delta) const {
    return __scale_amd::warp::shfl<__scale_amd::warp::shfl_mode::up>(var, (int)delta, (int)N);
  }
  template <class T> __device__ T shfl_down(T var, unsigned delta) const {
    return __scale_amd::warp::shfl<__scale_amd::warp::shfl_mode::down>(var, (int)delta, (int)N);
  }
  template <class T> __device__ T shfl_xor(T var, unsigned mask) const {
    return __scale_amd::warp::shfl<__scale_amd::warp::shfl_mode::bfly>(var, (int)mask, (int)N);
  }
  /* Bit i of the result is the predicate of tile rank i. */
  __device__ unsigned ballot(int pred) const {
    return (__ballot_sync(build_mask(), pred) >> base_lane()) & (N == 32 ? ~0u : (1u << N) - 1u);
  }
  __device__ int any(int pred) const { return ballot(pred) != 0; }
  __device__ int all(int pred) const {
    return ballot(pred) == (N == 32 ? ~0u : (1u << N) - 1u);
  }
  template <class T> __device__ unsigned match_any(T val) const {
    return __match_any_sync(build_mask(), val) >> base_lane();
  }
  template <class T> __device__ unsigned match_all(T val, int &pred) const {
    return __match_all_sync(build_mask(), val, &pred) >> base_lane();
  }
};
} // namespace __details

template <unsigned N> class thread_block_tile<N, void> : public __details::tile_base<N> {
public:
  __device__ thread_block_tile(unsigned meta_rank = 0, unsigned meta_size = 1)
      : __details::tile_base<N>(meta_rank, meta_size) {}
};

/* A tile that remembers its parent type (CUDA's thread_block_tile<N, ParentT>). */
template <unsigned N, class Parent> class thread_block_tile : public thread_block_tile<N, void> {
public:
  __device__ thread_block_tile(unsigned meta_rank = 0, unsigned meta_size = 1)
      : thread_block_tile<N, void>(meta_rank, meta_size) {}
};

/* tiled_partition<N>(parent): the tile of N threads the caller belongs to. */
template <unsigned N>
static __device__ __forceinline__ thread_block_tile<N, thread_block>
tiled_partition(const thread_block &g) {
  unsigned size = (unsigned)g.num_threads();
  if (N > 32) /* collective over the block, as in CUDA: the tile barriers start from zero */
    __details::mw_reset();
  return thread_block_tile<N, thread_block>((unsigned)g.thread_rank() / N, (size + N - 1) / N);
}
template <unsigned N, unsigned M, class P>
static __device__ __forceinline__ thread_block_tile<N, thread_block_tile<M, P>>
tiled_partition(const thread_block_tile<M, P> &g) {
  static_assert(N <= M, "tiled_partition<N>: a tile can only be split into smaller tiles");
  /* A sub-tile of a multi-warp tile needs no reset: its counter rests at 0 since the block's. */
  return thread_block_tile<N, thread_block_tile<M, P>>((unsigned)g.thread_rank() / N, M / N);
}

/* The active lanes of the warp at the point of creation. */
class coalesced_group : public thread_group {
  __device__ unsigned lane_of(unsigned rank) const { return __details::nth_lane(__mask, rank); }

public:
  __device__ explicit coalesced_group(unsigned mask, unsigned meta_rank = 0, unsigned meta_size = 1)
      : thread_group(coalesced_kind, mask, meta_rank, meta_size) {}
  __device__ unsigned long long num_threads() const { return __builtin_popcount(__mask); }
  __device__ unsigned long long size() const { return num_threads(); }
  __device__ unsigned long long thread_rank() const {
    return __builtin_popcount(__mask & __lanemask_lt());
  }
  __device__ void sync() const { __syncwarp(__mask); }
  template <class T> __device__ T shfl(T var, unsigned src_rank) const {
    return __scale_amd::warp::shfl<__scale_amd::warp::shfl_mode::idx>(var, (int)lane_of(src_rank),
                                                                       32);
  }
  template <class T> __device__ T shfl_up(T var, unsigned delta) const {
    unsigned r = (unsigned)thread_rank();
    unsigned src = r >= delta ? lane_of(r - delta) : __scale_amd::warp::lane_id();
    return __scale_amd::warp::shfl<__scale_amd::warp::shfl_mode::idx>(var, (int)src, 32);
  }
  template <class T> __device__ T shfl_down(T var, unsigned delta) const {
    unsigned r = (unsigned)thread_rank() + delta;
    unsigned src = r < num_threads() ? lane_of(r) : __scale_amd::warp::lane_id();
    return __scale_amd::warp::shfl<__scale_amd::warp::shfl_mode::idx>(var, (int)src, 32);
  }
  __device__ unsigned ballot(int pred) const {
    return __details::compress(__ballot_sync(__mask, pred), __mask);
  }
  __device__ int any(int pred) const { return __ballot_sync(__mask, pred) != 0; }
  __device__ int all(int pred) const { return __ballot_sync(__mask, pred) == __mask; }
  template <class T> __device__ unsigned match_any(T val) const {
    return __details::compress(__match_any_sync(__mask, val), __mask);
  }
  template <class T> __device__ unsigned match_all(T val, int &pred) const {
    return __details::compress(__match_all_sync(__mask, val, &pred), __mask);
  }
};

static __device__ __forceinline__ coalesced_group coalesced_threads() {
  return coalesced_group(__activemask());
}

/* tiled_partition(coalesced, n): consecutive ranks [k*n, (k+1)*n) form tile k. */
static __device__ __forceinline__ coalesced_group tiled_partition(const coalesced_group &g,
                                                                  unsigned n) {
  unsigned mask = g.__lane_mask(), rank = (unsigned)g.thread_rank(), first = rank / n * n, out = 0;
  for (unsigned i = 0; i < n; ++i) {
    unsigned lane = __details::nth_lane(mask, first + i);
    if (lane < 32)
      out |= 1u << lane;
  }
  unsigned size = __builtin_popcount(mask);
  return coalesced_group(out, rank / n, (size + n - 1) / n);
}

namespace __details {
/* The dynamic multi-warp tile (what tiled_partition(group, n) returns for n > 32). */
class mw_group : public thread_group {
public:
  __device__ mw_group(unsigned n, unsigned meta_rank, unsigned meta_size)
      : thread_group(multi_tile_kind, n, meta_rank, meta_size) {}
};
} // namespace __details

/* tiled_partition(parent, n) with a run-time size: a power of two up to 32 is a warp-sized tile;
 * a power of two from 64 up is a multi-warp tile (parent: the block, or a multi-warp tile at
 * least n large; collective over the parent). Other sizes trap, as CUDA aborts. */
static __device__ __forceinline__ thread_group tiled_partition(const thread_group &g, unsigned n) {
  if (g.get_type() == 3 /* coalesced */)
    return tiled_partition(static_cast<const coalesced_group &>(g), n);
  if (n == 0 || (n & (n - 1)) != 0 || n > 1024)
    __builtin_trap();
  if (n > 32) {
    unsigned size = (unsigned)g.num_threads();
    if (g.get_type() == 0 /* block */)
      __details::mw_reset();
    else if (g.get_type() != 4 /* multi-warp tile */ || n > size)
      __builtin_trap();
    return __details::mw_group(n, (unsigned)g.thread_rank() / n, (size + n - 1) / n);
  }
  unsigned lanes = n >= 32 ? 32u : n;
  unsigned mask = lanes == 32 ? 0xffffffffu
                              : ((1u << lanes) - 1u) << (__scale_amd::warp::lane_id() & ~(lanes - 1));
  unsigned size = (unsigned)g.num_threads();
  return coalesced_group(mask & __activemask(), (unsigned)g.thread_rank() / n, (size + n - 1) / n);
}
static __device__ __forceinline__ thread_group tiled_partition(const thread_block &g, unsigned n) {
  return tiled_partition(thread_group(g), n);
}

/* labeled_partition: the members of `g` with the same label. */
template <class Label>
static __device__ __forceinline__ coalesced_group labeled_partition(const coalesced_group &g,
                                                                    Label label) {
  return coalesced_group(__match_any_sync(g.__lane_mask(), label) & g.__lane_mask());
}
template <unsigned N, class P, class Label>
static __device__ __forceinline__ coalesced_group labeled_partition(const thread_block_tile<N, P> &g,
                                                                    Label label) {
  return coalesced_group(__match_any_sync(g.build_mask(), label) & g.build_mask());
}
static __device__ __forceinline__ coalesced_group binary_partition(const coalesced_group &g,
                                                                   bool pred) {
  unsigned b = __ballot_sync(g.__lane_mask(), pred);
  return coalesced_group(pred ? b : (g.__lane_mask() & ~b));
}
template <unsigned N, class P>
static __device__ __forceinline__ coalesced_group binary_partition(const thread_block_tile<N, P> &g,
                                                                   bool pred) {
  unsigned b = __ballot_sync(g.build_mask(), pred);
  return coalesced_group(pred ? b : (g.build_mask() & ~b));
}

/* Free functions of the CUDA API. */
template <class Group> static __device__ __forceinline__ void sync(const Group &g) { g.sync(); }
template <class Group>
static __device__ __forceinline__ unsigned long long thread_rank(const Group &g) {
  return g.thread_rank();
}
template <class Group>
static __device__ __forceinline__ unsigned long long group_size(const Group &g) {
  return g.num_threads();
}

} // namespace cooperative_groups

#endif /* __SCALE_AMD_CG_TILES_H__ */
