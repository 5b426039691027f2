// SPDX-License-Identifier: Apache-2.0
// Device queries through our runtime: cudaGetDeviceProperties and cudaDeviceGetAttribute agree
// with each other and with what any CUDA GPU reports (warpSize 32, 1024 threads per block, block
// and grid limits), and with the memory a cudaMemGetInfo sees.
#include "check.h"
#include <cstring>

int main() {
  int n = 0;
  CHECK(cudaGetDeviceCount(&n));
  EXPECT(n >= 1);
  cudaDeviceProp p;
  CHECK(cudaGetDeviceProperties(&p, 0));
  std::printf("device 0: %s, cc %d.%d, %d SMs, %zu MiB, warp %d, %d threads/block\n", p.name,
              p.major, p.minor, p.multiProcessorCount, p.totalGlobalMem >> 20, p.warpSize,
              p.maxThreadsPerBlock);
  EXPECT(p.warpSize == 32);
  EXPECT(p.maxThreadsPerBlock == 1024);
  EXPECT(p.maxThreadsDim[0] == 1024 && p.maxThreadsDim[1] == 1024 && p.maxThreadsDim[2] == 64);
  EXPECT(p.maxGridSize[0] == 2147483647 && p.maxGridSize[1] == 65535);
  EXPECT(p.multiProcessorCount > 0);
  EXPECT(p.sharedMemPerBlock == 48 * 1024);
  EXPECT(p.totalGlobalMem > (1ull << 30));
  EXPECT(std::strlen(p.name) > 0);
  int v = 0;
  CHECK(cudaDeviceGetAttribute(&v, cudaDevAttrMaxThreadsPerBlock, 0));
  EXPECT(v == 1024);
  CHECK(cudaDeviceGetAttribute(&v, cudaDevAttrMultiProcessorCount, 0));
  EXPECT(v == p.multiProcessorCount);
  CHECK(cudaDeviceGetAttribute(&v, cudaDevAttrWarpSize, 0));
  EXPECT(v == 32);
  CHECK(cudaDeviceGetAttribute(&v, cudaDevAttrMaxSharedMemoryPerBlock, 0));
  EXPECT(v == 48 * 1024);
  CHECK(cudaDeviceGetAttribute(&v, cudaDevAttrMaxBlockDimZ, 0));
  EXPECT(v == 64);
  CHECK(cudaDeviceGetAttribute(&v, cudaDevAttrMaxGridDimY, 0));
  EXPECT(v == 65535);
  size_t free_b = 0, total_b = 0;
  CHECK(cudaMemGetInfo(&free_b, &total_b));
  EXPECT(total_b > 0 && free_b <= total_b);
  int rv = 0, dv = 0;
  CHECK(cudaRuntimeGetVersion(&rv));
  CHECK(cudaDriverGetVersion(&dv));
  EXPECT(rv >= 12000 && dv >= rv);
  return report("device_query");
}
