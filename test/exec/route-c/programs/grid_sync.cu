// SPDX-License-Identifier: Apache-2.0
// Cooperative launch: cudaLaunchCooperativeKernel and grid.sync() between two phases of a
// grid-wide computation (every block reads what all others wrote in the first phase).
#include "check.h"
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

__global__ void two_phase(int *a, int *b, int n) {
  cg::grid_group g = cg::this_grid();
  for (int i = g.thread_rank(); i < n; i += g.size())
    a[i] = i;
  g.sync();
  for (int i = g.thread_rank(); i < n; i += g.size())
    b[i] = a[n - 1 - i] + a[(i + 7) % n];
}

int main() {
  const int n = 100000;
  int *a, *b;
  CHECK(cudaMalloc(&a, n * sizeof(int)));
  CHECK(cudaMalloc(&b, n * sizeof(int)));
  int dev = 0, sms = 0, per_sm = 0, coop = 0;
  CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev));
  CHECK(cudaDeviceGetAttribute(&coop, cudaDevAttrCooperativeLaunch, dev));
  EXPECT(coop == 1);
  CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, two_phase, 256, 0));
  int nn = n;
  void *args[] = {&a, &b, &nn};
  CHECK(cudaLaunchCooperativeKernel((void *)two_phase, dim3(sms * (per_sm < 2 ? per_sm : 2)),
                                    dim3(256), args, 0, 0));
  CHECK(cudaDeviceSynchronize());
  static int h[n];
  CHECK(cudaMemcpy(h, b, sizeof h, cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int i = 0; i < n; ++i)
    bad += h[i] != (n - 1 - i) + (i + 7) % n;
  EXPECT(bad == 0);
  return report("grid_sync");
}
