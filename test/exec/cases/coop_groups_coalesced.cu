// SPDX-License-Identifier: Apache-2.0
// EXEC: compare=exact
// Cooperative groups in divergent code: coalesced_threads() inside data-dependent branches (size,
// thread_rank, ballot, any/all, shfl/shfl_down/shfl_up, reduce, scans), nested divergence,
// labeled_partition and binary_partition of a coalesced group and of a full warp tile.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
#include "harness.h"
namespace cg = cooperative_groups;

#define T 256
#define NQ 24
static const char *names[NQ] = {"odd_size", "odd_thread_rank", "odd_ballot", "odd_shfl0", "odd_shfl_rev",
                                "odd_shfl_down", "odd_shfl_up", "odd_any", "odd_all", "odd_reduce_plus",
                                "odd_reduce_greater", "odd_inclusive_scan", "odd_exclusive_scan",
                                "odd_labeled_size", "odd_labeled_rank", "odd_labeled_reduce",
                                "odd_binary_size", "odd_binary_rank", "nested_size", "nested_rank_ballot",
                                "warp_labeled_size", "warp_labeled_rank", "warp_labeled_reduce", "warp_labeled_shfl0"};

__global__ void coalesced(const unsigned *in, unsigned *out) {
  unsigned t = threadIdx.x, v = in[t];
  unsigned *o = out + NQ * t;
  for (int q = 0; q < NQ; ++q) o[q] = 0;
  if (v & 1) {
    cg::coalesced_group g = cg::coalesced_threads();
    unsigned r = g.thread_rank(), n = g.num_threads();
    o[0] = n;
    o[1] = r;
    o[2] = g.ballot(v & 2);
    o[3] = g.shfl(v, 0);
    o[4] = g.shfl(v, n - 1 - r);
    o[5] = g.shfl_down(v, 1);
    o[6] = g.shfl_up(v, 2);
    o[7] = g.any(v > 0xe0000000u);
    o[8] = g.all(v & 0x10);
    o[9] = cg::reduce(g, v, cg::plus<unsigned>());
    o[10] = cg::reduce(g, v, cg::greater<unsigned>());
    o[11] = cg::inclusive_scan(g, v);
    o[12] = cg::exclusive_scan(g, v & 0xffff);
    cg::coalesced_group lp = cg::labeled_partition(g, (v >> 4) & 3);
    o[13] = lp.num_threads();
    o[14] = lp.thread_rank();
    o[15] = cg::reduce(lp, v, cg::plus<unsigned>());
    cg::coalesced_group bp = cg::binary_partition(g, v & 0x100);
    o[16] = bp.num_threads();
    o[17] = bp.thread_rank();
  } else if (v & 2) {
    if (t & 4) {
      cg::coalesced_group g = cg::coalesced_threads();
      o[18] = g.num_threads();
      o[19] = g.thread_rank() | g.ballot(v & 8) << 8;
    }
  }
  cg::thread_block_tile<32> w = cg::tiled_partition<32>(cg::this_thread_block());
  cg::coalesced_group lw = cg::labeled_partition(w, v % 5);
  o[20] = lw.num_threads();
  o[21] = lw.thread_rank();
  o[22] = cg::reduce(lw, v >> 4, cg::plus<unsigned>());
  o[23] = lw.shfl(v, 0);
}

int main() {
  auto in = inputs_u32(T);
  DeviceBuffer<unsigned> din(in), out(size_t(NQ) * T);
  coalesced<<<1, T>>>(din.ptr, out.ptr);
  auto h = out.get();
  for (int q = 0; q < NQ; ++q)
    for (int t = 0; t < T; ++t) report_u32(names[q], t, h[size_t(NQ) * t + q]);
  return finish();
}
