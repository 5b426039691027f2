// SPDX-License-Identifier: Apache-2.0
// EXEC: compare=exact
// Warp primitives where the two warps of one AMD wave64 go different ways (route B's gfx90a variant,
// route-b/amdgcn_emul_wave64.h; on every target the results are CUDA's 32-lane ones): each warp at a
// different primitive, loops with warp-dependent trip counts, one warp returning early, a warp
// idle at a barrier while the other votes, partial warps and blocks of 32, 40 and 96 threads (half
// and one-and-a-half waves), 2-D blocks, match_any and __syncthreads_count across such blocks.
#include "harness.h"

#define NQ 12
static const char *names[NQ] = {"per_warp_op", "loop_trip", "early_return", "idle_at_barrier",
                                "half_lanes", "match_any", "count", "nested", "shfl_idx_wide",
                                "ballot_after_loop", "all_any", "reduce_min"};

__global__ void diverge(const unsigned *in, unsigned *out) {
  unsigned nt = blockDim.x * blockDim.y;
  unsigned t = threadIdx.x + blockDim.x * threadIdx.y, g = blockIdx.x * nt + t;
  unsigned v = in[g], lane = t & 31, warp = t >> 5;
  unsigned *o = out + NQ * g;
  const unsigned full = 0xffffffffu;
  // the active lanes of this (possibly partial) warp
  unsigned wm = (nt - (t & ~31u)) >= 32 ? full : (1u << (nt - (t & ~31u))) - 1u;
  // shuffles stay inside the active lanes: width 8 in the partial warp (8 lanes, 40-thread blocks)
  int wd = wm == full ? 32 : 8;
  // 0: each warp of a wave pair at a different primitive
  switch (warp % 4) {
  case 0: o[0] = __ballot_sync(wm, v & 1); break;
  case 1: o[0] = __shfl_xor_sync(wm, v, 3, wd); break;
  case 2: o[0] = __reduce_add_sync(wm, v & 0xffff); break;
  default: o[0] = __any_sync(wm, v == 7) + 2 * __all_sync(wm, v != 0); break;
  }
  // 1: trip count depends on the warp (and the block): the partner warp leaves the loop earlier
  unsigned acc = 0;
  for (unsigned i = 0; i < 1 + ((warp + blockIdx.x) % 3) * 2; ++i)
    acc += __shfl_down_sync(wm, v + i, 1 + i % 3, wd) ^ __ballot_sync(wm, (v >> i) & 1);
  o[1] = acc;
  // 7: nested divergence inside a warp, different per warp
  o[7] = 0;
  if ((lane & 3) == (warp & 3)) {
    unsigned m = __ballot_sync(__activemask(), 1);
    o[7] = m ^ __shfl_sync(m, v, 31 - __clz(m));
  }
  // 5: match_any with warp-dependent values
  o[5] = __match_any_sync(wm, (v & 3) + (warp & 1) * (lane & 4));
  // 8: shfl with computed source lanes (idx, width 16)
  o[8] = __shfl_sync(wm, v, (v >> 3) & 31, wd < 16 ? wd : 16);
  // 11: reduce over partial masks
  unsigned pm = wm & (0x0f0f0f0fu << (warp & 3));
  o[11] = (pm >> lane) & 1 ? __reduce_min_sync(pm, v) : 0;
  // 4: half of the lanes of every warp
  o[4] = 0;
  if (lane < 16)
    o[4] = __ballot_sync(wm & 0xffffu, v & 2) | __popc(__activemask()) << 20;
  // 6: a block-wide count (all threads), after the divergence above
  o[6] = __syncthreads_count(v & 8);
  // 3: odd warps wait at the barrier while even warps vote and shuffle
  o[3] = 0;
  if ((warp & 1) == 0) {
    unsigned b = __ballot_sync(wm, v & 16);
    o[3] = b + __shfl_up_sync(wm, v, 2, wd);
  }
  __syncthreads();
  // 9: after a loop whose length differs per lane
  unsigned k = 0;
  while (k < (v & 7))
    ++k;
  o[9] = __ballot_sync(wm, k & 1);
  // 10: votes after the early-return part: odd warps leave
  o[10] = 0;
  o[2] = 0;
  if (warp & 1)
    return;
  o[10] = __all_sync(wm, v & 1) | __any_sync(wm, v & 0x100) << 1;
  o[2] = __ballot_sync(wm, v & 32) ^ __shfl_sync(wm, v, 0);
}

int main() {
  struct Shape { dim3 grid, block; };
  const Shape shapes[] = {{dim3(2), dim3(128)}, {dim3(1), dim3(32)}, {dim3(3), dim3(96)},
                          {dim3(1), dim3(40)}, {dim3(2), dim3(16, 6)}};
  for (int s = 0; s < 5; ++s) {
    unsigned n = shapes[s].grid.x * shapes[s].block.x * shapes[s].block.y;
    auto in = inputs_u32(n);
    DeviceBuffer<unsigned> din(in), out(size_t(NQ) * n);
    diverge<<<shapes[s].grid, shapes[s].block>>>(din.ptr, out.ptr);
    auto h = out.get();
    for (int q = 0; q < NQ; ++q)
      for (unsigned i = 0; i < n; ++i)
        report_u32(std::string(names[q]) + "_s" + std::to_string(s), i, h[size_t(NQ) * i + q]);
  }
  return finish();
}
