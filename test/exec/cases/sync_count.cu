// SPDX-License-Identifier: Apache-2.0
// EXEC: compare=exact
// Block-wide barrier reductions __syncthreads_count/_and/_or over several predicates (all-true,
// all-false, one thread, data-dependent) in several blocks, with shared-memory traffic between barriers,
// and __syncwarp with full and partial masks ordering shared-memory exchanges inside a warp.
#include "harness.h"

#define T 256
#define B 4
#define NP 6
#define NQ (3 * NP + 2)

__device__ int pred(int p, unsigned t, unsigned v) {
  switch (p) {
  case 0: return 1;
  case 1: return 0;
  case 2: return t == 77;
  case 3: return v & 1;
  case 4: return v > 0x20000000u;
  default: return (v & 0x700) == 0;
  }
}

__global__ void sync_reduce(const unsigned *in, unsigned *out) {
  __shared__ unsigned sh[T];
  unsigned t = threadIdx.x, v = in[blockIdx.x * T + t];
  unsigned *o = out + (blockIdx.x * T + t) * NQ;
  for (int p = 0; p < NP; ++p) {
    int c = pred(p, t, v);
    o[3 * p + 0] = __syncthreads_count(c);
    o[3 * p + 1] = (unsigned)__syncthreads_and(c ? (int)(v | 1) : 0);   // nonzero values other than 1
    o[3 * p + 2] = (unsigned)__syncthreads_or(c ? (int)(v | 0x80) : 0);
  }
  sh[t] = v;
  unsigned c = __syncthreads_count(v & 4);           // barrier with pending shared stores
  o[3 * NP] = c + sh[(t + 1) % T];
  __syncthreads();                                   // sh is rewritten below
  unsigned lane = t & 31, w = t & ~31u;
  __syncwarp();
  sh[t] = v * 3;
  __syncwarp(0xffffffffu);
  unsigned x = sh[w + ((lane + 5) & 31)];
  __syncwarp();                                      // odd lanes overwrite what even lanes just read
  if (lane & 1) {
    sh[t] = x + lane;
    __syncwarp(0xaaaaaaaau);
    x ^= sh[w + ((lane + 2) & 31)];
  }
  o[3 * NP + 1] = x;
}

int main() {
  auto in = inputs_u32(T * B);
  DeviceBuffer<unsigned> din(in), out(size_t(T) * B * NQ);
  sync_reduce<<<B, T>>>(din.ptr, out.ptr);
  auto h = out.get();
  const char *kind[3] = {"count", "and", "or"};
  for (int q = 0; q < NQ; ++q) {
    std::string name = q < 3 * NP ? std::string("syncthreads_") + kind[q % 3] + "_p" + std::to_string(q / 3)
                                   : q == 3 * NP ? "syncthreads_count_shared" : "syncwarp_exchange";
    for (int g = 0; g < T * B; ++g) report_u32(name, g, h[size_t(g) * NQ + q]);
  }
  return finish();
}
