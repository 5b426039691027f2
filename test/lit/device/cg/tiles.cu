// thread_block_tile<N> operations are warp primitives of width N inside one logical warp;
// tile.ballot returns tile-relative bits; reduce over a tile is log2(N) swizzle butterflies.
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefixes=CHECK,GFX9
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefixes=CHECK
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefixes=CHECK
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
namespace cg = cooperative_groups;

// Reduce over a 16-lane tile: swizzles with xor 8, 4, 2, 1 and nothing crossing 16 lanes.
// CHECK-LABEL: _Z8reduce16Pi:
// CHECK-NOT: swizzle(SWAP,16)
// CHECK: swizzle(SWAP,8)
// CHECK: swizzle(SWAP,4)
// CHECK: swizzle(SWAP,2)
// CHECK: swizzle(SWAP,1)
// CHECK: s_endpgm
__global__ void reduce16(int *p) {
  auto t = cg::tiled_partition<16>(cg::this_thread_block());
  p[threadIdx.x] = cg::reduce(t, p[threadIdx.x], cg::plus<int>());
}

// Tile ballot: the warp ballot shifted by the tile's first lane (on wave64 after the half shift).
// CHECK-LABEL: _Z6ballotPj:
// CHECK: v_and_b32_e32 [[BASE:v[0-9]+]], 24,
// GFX9: v_lshrrev_b64
// CHECK: v_bfe_u32 {{v[0-9]+}}, {{.*}}, [[BASE]], 8
__global__ void ballot(unsigned *p) {
  auto t = cg::tiled_partition<8>(cg::this_thread_block());
  p[threadIdx.x] = t.ballot(p[threadIdx.x] > 2);
}

// Scan over an 8-lane tile: 3 rounds of shfl_up (bpermute).
// CHECK-LABEL: _Z4scanPf:
// CHECK-COUNT-3: ds_bpermute_b32
// CHECK-NOT: ds_bpermute_b32
// CHECK: s_endpgm
__global__ void scan(float *p) {
  auto t = cg::tiled_partition<8>(cg::this_thread_block());
  p[threadIdx.x] = cg::inclusive_scan(t, p[threadIdx.x], cg::plus<float>());
}

// All tile sizes and operations compile; meta_group_rank is the block rank / N.
template <unsigned N> __device__ int ops(int v) {
  auto t = cg::tiled_partition<N>(cg::this_thread_block());
  int pred;
  t.sync();
  return t.shfl(v, 0) + t.shfl_up(v, 1) + t.shfl_down(v, 1) + t.shfl_xor(v, 1 % N) + t.any(v) +
         t.all(v) + (int)t.ballot(v) + (int)t.match_any(v) + (int)t.match_all(v, pred) +
         (int)t.thread_rank() + (int)t.num_threads() + (int)t.meta_group_rank() +
         (int)t.meta_group_size() + cg::reduce(t, v, cg::greater<int>()) +
         cg::exclusive_scan(t, v, cg::bit_xor<int>());
}
__global__ void sizes(int *p) {
  int v = p[threadIdx.x];
  p[threadIdx.x] = ops<1>(v) + ops<2>(v) + ops<4>(v) + ops<8>(v) + ops<16>(v) + ops<32>(v);
}
