// SPDX-License-Identifier: Apache-2.0
// Launching without <<<>>>: cudaLaunchKernel with an argument array (scalars of every size, a
// struct by value, a pointer), cudaLaunchKernelEx with a launch config, occupancy queries, and the
// errors of a bad configuration.
#include "check.h"

struct Params {
  double scale;
  int offset;
  char tag;
  short pad[3];
};

__global__ void kern(int *out, char c, short s, long long l, float f, double d, Params p) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = int(c) + s + int(l % 1000) + int(f * 2) + int(d * p.scale) + p.offset + p.tag + p.pad[2];
}

int main() {
  const int n = 256;
  int *out;
  CHECK(cudaMalloc(&out, n * sizeof(int)));
  char c = 3;
  short s = -7;
  long long l = 123456789012345ll;
  float f = 2.5f;
  double d = 4.0;
  Params p = {1.5, 100, 9, {0, 0, 11}};
  void *args[] = {&out, &c, &s, &l, &f, &d, &p};
  CHECK(cudaLaunchKernel((const void *)kern, dim3(2), dim3(128), args, 0, 0));
  int h[n];
  CHECK(cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost));
  int want = 3 - 7 + int(l % 1000) + 5 + 6 + 100 + 9 + 11;
  int bad = 0;
  for (int i = 0; i < n; ++i)
    bad += h[i] != want;
  EXPECT(bad == 0);
  CHECK(cudaMemset(out, 0, n * sizeof(int)));
  cudaLaunchConfig_t cfg = {};
  cfg.gridDim = dim3(4);
  cfg.blockDim = dim3(64);
  CHECK(cudaLaunchKernelEx(&cfg, kern, out, c, s, l, f, d, p));
  CHECK(cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost));
  bad = 0;
  for (int i = 0; i < n; ++i)
    bad += h[i] != want;
  EXPECT(bad == 0);
  int blocks = 0;
  CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, kern, 128, 0));
  EXPECT(blocks >= 1);
  kern<<<1, 2048>>>(out, c, s, l, f, d, p); // more threads than a block may have
  EXPECT(cudaGetLastError() != cudaSuccess);
  EXPECT(cudaGetLastError() == cudaSuccess); // the error was not sticky
  return report("launch_api");
}
