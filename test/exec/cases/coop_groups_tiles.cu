// SPDX-License-Identifier: Apache-2.0
// EXEC: compare=exact
// Cooperative groups: thread_block (ranks, sync through shared memory), tiled_partition<N> for
// N = 2, 4, 8, 16, 32 with shfl/shfl_down/shfl_up/shfl_xor/ballot/any/all, cg::reduce (plus, greater,
// less, bit_xor), inclusive/exclusive scans, a tile of a tile and the dynamic tiled_partition(block, n).
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
#include "harness.h"
namespace cg = cooperative_groups;

#define T 256       // threads per block
#define B 2         // blocks
#define NT (T * B)
#define TQ 18       // values per thread per tile size
static const char *tile_ops[TQ] = {"thread_rank", "num_threads", "meta_group_rank", "meta_group_size", "shfl",
                                   "shfl_down", "shfl_up", "shfl_xor", "ballot", "any", "all", "reduce_plus",
                                   "reduce_greater", "reduce_less", "reduce_bit_xor", "inclusive_scan",
                                   "exclusive_scan", "inclusive_scan_greater"};

template <int S> __device__ void tile_case(cg::thread_block blk, unsigned v, unsigned *o) {
  cg::thread_block_tile<S> t = cg::tiled_partition<S>(blk);
  unsigned r = t.thread_rank();
  o[0] = r;
  o[1] = t.num_threads();
  o[2] = t.meta_group_rank();
  o[3] = t.meta_group_size();
  o[4] = t.shfl(v, (r * 3 + 1) % S);
  o[5] = t.shfl_down(v, 1);
  o[6] = t.shfl_up(v, S > 2 ? 2 : 1);
  o[7] = t.shfl_xor(v, S / 2);
  o[8] = t.ballot(v & 1);
  o[9] = t.any(v > 0xe0000000u);
  o[10] = t.all(v & 0x100);
  o[11] = cg::reduce(t, v, cg::plus<unsigned>());
  o[12] = cg::reduce(t, v, cg::greater<unsigned>());
  o[13] = cg::reduce(t, v, cg::less<unsigned>());
  o[14] = cg::reduce(t, v, cg::bit_xor<unsigned>());
  o[15] = cg::inclusive_scan(t, v);
  o[16] = cg::exclusive_scan(t, v);
  o[17] = cg::inclusive_scan(t, v, cg::greater<unsigned>());
}

__global__ void tiles(const unsigned *in, unsigned *out, unsigned *blkout, float *fout) {
  __shared__ unsigned sh[T];
  cg::thread_block blk = cg::this_thread_block();
  unsigned g = blockIdx.x * T + threadIdx.x, v = in[g];
  tile_case<2>(blk, v, out + (0 * NT + g) * TQ);
  tile_case<4>(blk, v, out + (1 * NT + g) * TQ);
  tile_case<8>(blk, v, out + (2 * NT + g) * TQ);
  tile_case<16>(blk, v, out + (3 * NT + g) * TQ);
  tile_case<32>(blk, v, out + (4 * NT + g) * TQ);
  unsigned *b = blkout + g * 12;
  b[0] = blk.thread_rank();
  b[1] = blk.size();
  b[2] = blk.group_index().x;
  b[3] = blk.thread_index().x;
  b[4] = blk.dim_threads().x;
  sh[blk.thread_rank()] = v;
  blk.sync();
  b[5] = sh[(blk.thread_rank() * 7 + 1) % T];
  cg::sync(blk);
  sh[blk.thread_rank()] = v ^ 0x5a5a5a5au;
  cg::sync(blk);
  b[6] = sh[T - 1 - blk.thread_rank()];
  auto t16 = cg::tiled_partition<16>(blk);              // a tile of a tile
  auto t4 = cg::tiled_partition<4>(t16);
  b[7] = t4.thread_rank() | t4.meta_group_rank() << 8 | t4.meta_group_size() << 16;
  b[8] = cg::reduce(t4, v, cg::plus<unsigned>());
  cg::thread_group d8 = cg::tiled_partition(blk, 8);   // dynamic tile
  b[9] = d8.thread_rank() | d8.size() << 8;
  d8.sync();
  auto w = cg::tiled_partition<32>(blk);
  b[10] = w.shfl(v, 31 - w.thread_rank()) + cg::reduce(w, v & 0xffff, cg::plus<unsigned>());
  b[11] = cg::exclusive_scan(w, v, cg::bit_xor<unsigned>());
  fout[g] = cg::reduce(w, __uint_as_float((v & 0x3fffffffu) | 0x10000000u), cg::greater<float>()) +
            w.shfl_down(__uint_as_float(v & 0x3fffffffu), 3);
}

int main() {
  auto in = inputs_u32(NT);
  DeviceBuffer<unsigned> din(in), out(size_t(5) * NT * TQ), blk(size_t(NT) * 12);
  DeviceBuffer<float> fo(NT);
  tiles<<<B, T>>>(din.ptr, out.ptr, blk.ptr, fo.ptr);
  auto h = out.get(); auto hb = blk.get(); auto hf = fo.get();
  const int sizes[5] = {2, 4, 8, 16, 32};
  for (int s = 0; s < 5; ++s)
    for (int q = 0; q < TQ; ++q) {
      std::string name = "tile" + std::to_string(sizes[s]) + "_" + tile_ops[q];
      for (int g = 0; g < NT; ++g) report_u32(name, g, h[(size_t(s) * NT + g) * TQ + q]);
    }
  const char *bn[12] = {"block_thread_rank", "block_size", "block_group_index", "block_thread_index", "block_dim_threads",
                        "block_sync_shared", "cg_sync_shared", "tile4_of_tile16_ranks", "tile4_of_tile16_reduce",
                        "dynamic_tile8_ranks", "tile32_shfl_plus_reduce", "tile32_exclusive_scan_xor"};
  for (int q = 0; q < 12; ++q)
    for (int g = 0; g < NT; ++g) report_u32(bn[q], g, hb[size_t(g) * 12 + q]);
  for (int g = 0; g < NT; ++g) report_f32("tile32_reduce_greater_f32", g, hf[g]);
  return finish();
}
