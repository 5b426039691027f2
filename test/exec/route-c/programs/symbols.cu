// SPDX-License-Identifier: Apache-2.0
// __constant__ and __device__ variables: cudaMemcpyToSymbol / FromSymbol (with offsets, async),
// cudaGetSymbolAddress / Size, a static __device__ counter, an initialised __device__ table.
#include "check.h"

__constant__ float coef[16];
__constant__ int offset_c;
__device__ int table[8] = {1, 2, 3, 4, 5, 6, 7, 8};
static __device__ unsigned counter;
__device__ double results[64];

__global__ void poly(const float *x, float *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float acc = 0;
    for (int k = 15; k >= 0; --k)
      acc = acc * x[i] + coef[k];
    y[i] = acc + offset_c + table[i % 8];
    atomicAdd(&counter, 1u);
  }
}
__global__ void fill_results() { results[threadIdx.x] = threadIdx.x * 0.5; }

int main() {
  const int n = 1000;
  float hc[16];
  for (int k = 0; k < 16; ++k)
    hc[k] = (k % 3) * 0.25f;
  CHECK(cudaMemcpyToSymbol(coef, hc, 8 * sizeof(float)));
  CHECK(cudaMemcpyToSymbol(coef, hc + 8, 8 * sizeof(float), 8 * sizeof(float)));
  int off = 10;
  CHECK(cudaMemcpyToSymbolAsync(offset_c, &off, sizeof off, 0, cudaMemcpyHostToDevice, 0));
  float hx[n], hy[n];
  for (int i = 0; i < n; ++i)
    hx[i] = (i % 7) * 0.125f;
  float *dx, *dy;
  CHECK(cudaMalloc(&dx, sizeof hx));
  CHECK(cudaMalloc(&dy, sizeof hy));
  CHECK(cudaMemcpy(dx, hx, sizeof hx, cudaMemcpyHostToDevice));
  poly<<<(n + 127) / 128, 128>>>(dx, dy, n);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(hy, dy, sizeof hy, cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int i = 0; i < n; ++i) {
    float acc = 0;
    for (int k = 15; k >= 0; --k)
      acc = acc * hx[i] + hc[k];
    bad += hy[i] != acc + 10 + (i % 8 + 1);
  }
  EXPECT(bad == 0);
  unsigned cnt = 0;
  CHECK(cudaMemcpyFromSymbol(&cnt, counter, sizeof cnt));
  EXPECT(cnt == n);
  int t[2] = {};
  CHECK(cudaMemcpyFromSymbol(t, table, sizeof t, 6 * sizeof(int)));
  EXPECT(t[0] == 7 && t[1] == 8);
  size_t size = 0;
  CHECK(cudaGetSymbolSize(&size, coef));
  EXPECT(size == 16 * sizeof(float));
  void *addr = nullptr;
  CHECK(cudaGetSymbolAddress(&addr, results));
  fill_results<<<1, 64>>>();
  double hr[64];
  CHECK(cudaMemcpy(hr, addr, sizeof hr, cudaMemcpyDeviceToHost));
  for (int i = 0; i < 64; ++i)
    EXPECT(hr[i] == i * 0.5);
  return report("symbols");
}
