// SPDX-License-Identifier: Apache-2.0
// EXEC: compare=exact
// Cooperative groups: thread_block_tile<N> of more than one warp (N = 64, 128, 256, 512 in blocks
// of 512): thread_rank, num_threads, meta_group_rank/size; sync() as a barrier between warps,
// checked by four rounds of write / sync / read-another-warp's-value / sync with the warps skewed
// by different amounts of busy work before each write (a missing or early barrier reads a stale
// value); shfl from a fixed rank, any, all; cg::reduce, inclusive_scan and exclusive_scan. (The
// dynamic tiled_partition(block, n > 32) is not here: NVIDIA's aborts.) One kernel per tile size,
// its groups printed and flushed when it has finished, so a hang shows which size it was.
#include "harness.h"
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
namespace cg = cooperative_groups;

#define T 512 // threads per block
#define B 2   // blocks
#define NT (T * B)
#define Q 11 // values per thread per tile size
static const char *ops[Q] = {
    "thread_rank", "num_threads", "meta_group_rank", "meta_group_size", "sync_rounds",       "shfl",
    "any",         "all",         "reduce_plus",     "inclusive_scan",  "exclusive_scan_xor"};

// Busy work that differs per warp and round, so that warps reach the barrier far apart.
__device__ unsigned skew(unsigned tid, unsigned round, unsigned v) {
  unsigned n = ((tid / 32u + round) % 4u) * 3000u, acc = v;
  for (unsigned i = 0; i < n; ++i)
    acc = acc * 1664525u + 1013904223u;
  return acc;
}

template <unsigned S>
__device__ void mw_case(cg::thread_block blk, unsigned v, unsigned *o, unsigned *sh) {
  blk.sync(); // the previous tile size has finished with sh
  cg::thread_block_tile<S> t = cg::tiled_partition<S>(blk);
  unsigned r = t.thread_rank(), tid = blk.thread_rank(), base = tid - r;
  o[0] = r;
  o[1] = t.num_threads();
  o[2] = t.meta_group_rank();
  o[3] = t.meta_group_size();
  unsigned acc = v, sink = 0;
  for (unsigned round = 0; round < 4; ++round) {
    sink += skew(tid, round, v);
    sh[tid] = v * (2u * round + 1u) + round;
    if (round & 1)
      cg::sync(t);
    else
      t.sync();
    acc = acc * 31u + sh[base + (r * 7u + 3u + round * 37u) % S];
    t.sync();
  }
  o[4] = acc + (sink == 0x9e3779b9u ? 1u : 0u); // keeps the busy work (same on both sides)
  o[5] = t.shfl(v, (3u * S) / 4u + 1u);
  o[6] = t.any(v % 97u == 0u);
  o[7] = t.all(v % 53u != 0u);
  o[8] = cg::reduce(t, v, cg::plus<unsigned>());
  o[9] = cg::inclusive_scan(t, v);
  o[10] = cg::exclusive_scan(t, v, cg::bit_xor<unsigned>());
}

// One kernel per tile size, each group printed (and flushed) as soon as its kernel has finished,
// so that a hang or fault shows which size caused it.
template <unsigned S> __global__ void multi_warp(const unsigned *in, unsigned *out) {
  __shared__ unsigned sh[T];
  cg::thread_block blk = cg::this_thread_block();
  unsigned g = blockIdx.x * T + threadIdx.x, v = in[g];
  mw_case<S>(blk, v, out + size_t(g) * Q, sh);
}

template <unsigned S> void run_size(const DeviceBuffer<unsigned> &din) {
  DeviceBuffer<unsigned> out(size_t(NT) * Q);
  multi_warp<S><<<B, T>>>(din.ptr, out.ptr);
  auto h = out.get();
  for (int q = 0; q < Q; ++q) {
    std::string name = "tile" + std::to_string(S) + "_" + ops[q];
    for (int g = 0; g < NT; ++g)
      report_u32(name, g, h[size_t(g) * Q + q]);
  }
  std::fflush(stdout);
}

int main() {
  std::setvbuf(stdout, nullptr, _IOFBF, 1 << 20);
  auto in = inputs_u32(NT);
  DeviceBuffer<unsigned> din(in);
  run_size<64>(din);
  run_size<128>(din);
  run_size<256>(din);
  run_size<512>(din);
  return finish();
}
