// SPDX-License-Identifier: Apache-2.0
// Device printf as real code uses it: struct members and array elements of every printf type in a
// loop, widths, precisions and flags, strings from global memory, printf's return value (CUDA: the
// number of arguments parsed), and the threads of a block taking turns; an assert that holds.
// Judged by NVIDIA's build of the same source: the same stdout, byte for byte.
// ROUTEC-JUDGE: ref
#include "check.h"
#include <cassert>
#include <cstdint>

struct Particle {
  int id;
  unsigned flags;
  float mass;
  double energy;
  long long tick;
  unsigned long long key;
  short charge;
  unsigned char tag;
  char name[12];
};

__global__ void dump(const Particle *ps, int n, int *counts) {
  if (threadIdx.x != 0 || blockIdx.x != 0)
    return;
  for (int i = 0; i < n; ++i) {
    const Particle &p = ps[i];
    assert(p.id == i);
    counts[i] = printf("[%2d] %-10s flags=%#06x/%o mass=%9.4f e=%+.6e g=%g tick=%lld key=%llu q=%hd "
                       "tag=%c%%\n",
                       p.id, p.name, p.flags, p.flags, p.mass, p.energy, p.energy, p.tick, p.key,
                       p.charge, p.tag);
  }
  counts[n] = printf("no arguments\n");
  int64_t wide = -(int64_t(1) << 40);
  counts[n + 1] = printf("%ld %lx %X %5.1f%% %s\n", (long)wide, (unsigned long)(-wide), 0xbeefu,
                         99.44f, n > 2 ? "many" : "few");
}

// Each thread of the block prints in its turn, so the order of the lines is fixed.
__global__ void turns(const float *v, int rounds) {
  for (int r = 0; r < rounds; ++r) {
    for (int t = 0; t < blockDim.x; ++t) {
      if (threadIdx.x == t)
        printf("block %d thread %d round %d: v=%.3f\n", blockIdx.x, t, r,
               v[blockIdx.x * blockDim.x + t] * (r + 1));
      __syncthreads();
    }
  }
}

int main() {
  const int n = 5;
  Particle h[n] = {};
  const char *names[n] = {"electron", "proton", "neutron", "muon", "tau"};
  for (int i = 0; i < n; ++i) {
    h[i].id = i;
    h[i].flags = 0x11u * (i + 1);
    h[i].mass = 0.5f + 1.25f * i;
    h[i].energy = 1.0e-3 * (i + 1) * (i % 2 ? -1 : 1) + 1234.5 * i;
    h[i].tick = -1000000000000LL * i;
    h[i].key = 0xfedcba9876543210ull >> i;
    h[i].charge = static_cast<short>(i - 2);
    h[i].tag = static_cast<unsigned char>('A' + i);
    snprintf(h[i].name, sizeof h[i].name, "%s", names[i]);
  }
  Particle *d;
  int *counts;
  CHECK(cudaMalloc(&d, sizeof h));
  CHECK(cudaMalloc(&counts, (n + 2) * sizeof(int)));
  CHECK(cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice));
  dump<<<2, 32>>>(d, n, counts);
  CHECK(cudaDeviceSynchronize());
  int hc[n + 2];
  CHECK(cudaMemcpy(hc, counts, sizeof hc, cudaMemcpyDeviceToHost));
  for (int i = 0; i < n + 2; ++i)
    std::printf("printf %d returned %d\n", i, hc[i]);

  float hv[8];
  for (int i = 0; i < 8; ++i)
    hv[i] = 0.125f * i;
  float *v;
  CHECK(cudaMalloc(&v, sizeof hv));
  CHECK(cudaMemcpy(v, hv, sizeof hv, cudaMemcpyHostToDevice));
  turns<<<1, 4>>>(v, 2);
  CHECK(cudaDeviceSynchronize());
  CHECK(cudaFree(d));
  CHECK(cudaFree(counts));
  CHECK(cudaFree(v));
  return report("device_printf");
}
