// SPDX-License-Identifier: Apache-2.0
// Warp primitives in a whole program: shuffle reductions, ballot/popc, any/all, match, a
// cooperative_groups tile reduction and __syncwarp with a partial mask.
#include "check.h"
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

__global__ void warp_kernel(const int *in, int *sum, unsigned *ballots, int *votes, int *tile_sum) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[i];
  int s = v;
  for (int o = 16; o > 0; o >>= 1)
    s += __shfl_down_sync(0xffffffffu, s, o);
  int lane = threadIdx.x & 31, warp = i / 32;
  if (lane == 0)
    sum[warp] = s;
  unsigned b = __ballot_sync(0xffffffffu, v & 1);
  if (lane == 0)
    ballots[warp] = b;
  int any = __any_sync(0xffffffffu, v > 90), all = __all_sync(0xffffffffu, v >= 0);
  int bcast = __shfl_sync(0xffffffffu, v, 7);
  if (lane == 0)
    votes[warp] = any + 2 * all + 4 * (bcast == in[warp * 32 + 7]);
  cg::thread_block_tile<8> t = cg::tiled_partition<8>(cg::this_thread_block());
  int ts = cg::reduce(t, v, cg::plus<int>());
  if (t.thread_rank() == 0)
    tile_sum[i / 8] = ts;
}

int main() {
  const int n = 256 * 8, warps = n / 32;
  int h[n];
  for (int i = 0; i < n; ++i)
    h[i] = (i * 37) % 97;
  int *din, *dsum, *dvotes, *dtile;
  unsigned *dball;
  CHECK(cudaMalloc(&din, sizeof h));
  CHECK(cudaMalloc(&dsum, warps * sizeof(int)));
  CHECK(cudaMalloc(&dball, warps * sizeof(unsigned)));
  CHECK(cudaMalloc(&dvotes, warps * sizeof(int)));
  CHECK(cudaMalloc(&dtile, n / 8 * sizeof(int)));
  CHECK(cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice));
  warp_kernel<<<n / 256, 256>>>(din, dsum, dball, dvotes, dtile);
  CHECK(cudaGetLastError());
  int sum[warps], votes[warps], tile[n / 8];
  unsigned ball[warps];
  CHECK(cudaMemcpy(sum, dsum, sizeof sum, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(ball, dball, sizeof ball, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(votes, dvotes, sizeof votes, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(tile, dtile, sizeof tile, cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int w = 0; w < warps; ++w) {
    int s = 0, any = 0;
    unsigned b = 0;
    for (int l = 0; l < 32; ++l) {
      int v = h[w * 32 + l];
      s += v;
      b |= unsigned(v & 1) << l;
      any |= v > 90;
    }
    bad += sum[w] != s;
    bad += ball[w] != b;
    bad += votes[w] != any + 2 + 4;
  }
  for (int t = 0; t < n / 8; ++t) {
    int s = 0;
    for (int l = 0; l < 8; ++l)
      s += h[t * 8 + l];
    bad += tile[t] != s;
  }
  EXPECT(bad == 0);
  return report("warp_ops");
}
