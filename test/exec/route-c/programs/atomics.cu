// SPDX-License-Identifier: Apache-2.0
// Atomics from many blocks: int/unsigned/unsigned long long/float/double atomicAdd, atomicMin/Max,
// atomicCAS spin lock, atomicExch, atomicInc wrap, atomicAnd/Or/Xor, a shared-memory histogram.
#include "check.h"
#include <vector>

struct Counters {
  int iadd, imin, imax;
  unsigned uinc, uand, uor, uxor;
  unsigned long long ull;
  float fadd;
  double dadd;
  int lock, locked_sum, exch;
};

__global__ void hammer(Counters *c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  atomicAdd(&c->iadd, 1);
  atomicMin(&c->imin, -i);
  atomicMax(&c->imax, i);
  atomicInc(&c->uinc, 99u);
  atomicAnd(&c->uand, ~(1u << (i % 32)));
  atomicOr(&c->uor, 1u << (i % 32));
  atomicXor(&c->uxor, 1u << (i % 32));
  atomicAdd(&c->ull, 1ull << 33);
  atomicAdd(&c->fadd, 0.5f);
  atomicAdd(&c->dadd, 0.25);
  atomicExch(&c->exch, 1);
  if (threadIdx.x % 32 == 0) { // one lane per warp takes the lock: no intra-warp spinning
    while (atomicCAS(&c->lock, 0, 1) != 0) {
    }
    __threadfence();
    volatile int *s = &c->locked_sum;
    *s = *s + 1;
    __threadfence();
    atomicExch(&c->lock, 0);
  }
}

__global__ void histogram(const unsigned char *data, int n, unsigned *bins) {
  __shared__ unsigned local[256];
  for (int b = threadIdx.x; b < 256; b += blockDim.x)
    local[b] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    atomicAdd(&local[data[i]], 1u);
  __syncthreads();
  for (int b = threadIdx.x; b < 256; b += blockDim.x)
    atomicAdd(&bins[b], local[b]);
}

int main() {
  const int n = 64 * 1024;
  Counters h = {};
  h.imin = 1 << 30;
  h.imax = -(1 << 30);
  h.uand = ~0u;
  Counters *d;
  CHECK(cudaMalloc(&d, sizeof h));
  CHECK(cudaMemcpy(d, &h, sizeof h, cudaMemcpyHostToDevice));
  hammer<<<n / 256, 256>>>(d, n);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost));
  EXPECT(h.iadd == n);
  EXPECT(h.imin == -(n - 1));
  EXPECT(h.imax == n - 1);
  EXPECT(h.uinc == unsigned(n % 100));
  EXPECT(h.uand == 0u);
  EXPECT(h.uor == ~0u);
  EXPECT(h.uxor == 0u); // every bit flipped n/32 (even) times
  EXPECT(h.ull == (unsigned long long)n << 33);
  EXPECT(h.fadd == n * 0.5f);
  EXPECT(h.dadd == n * 0.25);
  EXPECT(h.exch == 1);
  EXPECT(h.lock == 0);
  EXPECT(h.locked_sum == n / 32);
  const int m = 1 << 22;
  std::vector<unsigned char> data(m);
  unsigned want[256] = {};
  unsigned s = 1;
  for (int i = 0; i < m; ++i) {
    s = s * 1103515245u + 12345u;
    data[i] = (s >> 16) & 0xff;
    ++want[data[i]];
  }
  unsigned char *dd;
  unsigned *bins;
  CHECK(cudaMalloc(&dd, m));
  CHECK(cudaMalloc(&bins, 256 * sizeof(unsigned)));
  CHECK(cudaMemset(bins, 0, 256 * sizeof(unsigned)));
  CHECK(cudaMemcpy(dd, data.data(), m, cudaMemcpyHostToDevice));
  histogram<<<120, 256>>>(dd, m, bins);
  unsigned got[256];
  CHECK(cudaMemcpy(got, bins, sizeof got, cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int b = 0; b < 256; ++b)
    bad += got[b] != want[b];
  EXPECT(bad == 0);
  return report("atomics");
}
