// SPDX-License-Identifier: Apache-2.0
// Kernels of different launch sizes running at the same time on four streams, each recording the
// gridDim and blockDim it sees many times over a spin: on AMD both come from the dispatch's
// implicit arguments, which route B emulates per launch (test/exec/route-b/amdgcn_emul.cu).
#include "check.h"

__global__ void record(unsigned *bad, unsigned gx, unsigned bx, long long spin) {
  long long t0 = clock64();
  unsigned wrong = 0;
  do {
    wrong += gridDim.x != gx || blockDim.x != bx || gridDim.y != 1 || blockDim.y != 1;
  } while (clock64() - t0 < spin);
  if (wrong)
    atomicAdd(bad, wrong);
}

int main() {
  unsigned *bad;
  CHECK(cudaMalloc(&bad, 4 * sizeof(unsigned)));
  CHECK(cudaMemset(bad, 0, 4 * sizeof(unsigned)));
  cudaStream_t s[4];
  const unsigned grids[4] = {3, 17, 64, 5}, blocks[4] = {32, 96, 256, 1024};
  for (int k = 0; k < 4; ++k)
    CHECK(cudaStreamCreateWithFlags(&s[k], cudaStreamNonBlocking));
  for (int rep = 0; rep < 3; ++rep)
    for (int k = 0; k < 4; ++k)
      record<<<grids[k], blocks[k], 0, s[k]>>>(bad + k, grids[k], blocks[k], 2000000);
  CHECK(cudaDeviceSynchronize());
  unsigned h[4];
  CHECK(cudaMemcpy(h, bad, sizeof h, cudaMemcpyDeviceToHost));
  for (int k = 0; k < 4; ++k)
    EXPECT(h[k] == 0);
  return report("concurrent_kernels");
}
