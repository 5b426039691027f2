// SPDX-License-Identifier: Apache-2.0
// Driver for occupancy-header.test: cuda_occupancy.h on a described sm_80-like device.
#include <cuda_runtime_api.h>
#include <cuda_occupancy.h>
#include <cstdio>
#include <cstring>

static void show(const char *what, const cudaOccResult &r) {
  std::printf("%s: blocks=%d limits=", what, r.activeBlocksPerMultiprocessor);
  const char *sep = "";
  if (r.limitingFactors & OCC_LIMIT_WARPS)
    std::printf("%swarps", sep), sep = ",";
  if (r.limitingFactors & OCC_LIMIT_REGISTERS)
    std::printf("%sregisters", sep), sep = ",";
  if (r.limitingFactors & OCC_LIMIT_SHARED_MEMORY)
    std::printf("%sshared", sep), sep = ",";
  if (r.limitingFactors & OCC_LIMIT_BLOCKS)
    std::printf("%sblocks", sep), sep = ",";
  std::printf("\n");
}

static size_t smemFor(int block) { return block > 512 ? 100000 : 0; }

int main() {
  cudaDeviceProp dp;
  std::memset(&dp, 0, sizeof dp);
  dp.major = 8;
  dp.minor = 0;
  dp.maxThreadsPerBlock = 1024;
  dp.maxThreadsPerMultiProcessor = 2048;
  dp.regsPerBlock = 65536;
  dp.regsPerMultiprocessor = 65536;
  dp.warpSize = 32;
  dp.sharedMemPerBlock = 49152;
  dp.sharedMemPerMultiprocessor = 167936;
  dp.multiProcessorCount = 108;
  dp.sharedMemPerBlockOptin = 166912;
  dp.reservedSharedMemPerBlock = 1024;
  cudaOccDeviceProp p(dp);
  std::printf("from cudaDeviceProp: major=%d sms=%d warp=%d\n", p.computeMajor, p.numSms,
              p.warpSize);

  cudaOccFuncAttributes a;
  cudaOccDeviceState s;
  cudaOccResult r;
  a.numRegs = 32;
  cudaOccMaxActiveBlocksPerMultiprocessor(&r, &p, &a, &s, 256, 0);
  show("256x32", r);
  a.numRegs = 64;
  cudaOccMaxActiveBlocksPerMultiprocessor(&r, &p, &a, &s, 256, 0);
  show("256x64", r);
  a.numRegs = 16;
  cudaOccMaxActiveBlocksPerMultiprocessor(&r, &p, &a, &s, 128, 40000);
  show("128+40000", r);
  a.maxThreadsPerBlock = 512;
  cudaOccMaxActiveBlocksPerMultiprocessor(&r, &p, &a, &s, 1024, 0);
  std::printf("1024x0: blocks=%d\n", r.activeBlocksPerMultiprocessor);
  a.maxThreadsPerBlock = 0;
  std::printf("bad input: %d\n",
              cudaOccMaxActiveBlocksPerMultiprocessor(&r, &p, &a, &s, 0, 0) ==
                  CUDA_OCC_ERROR_INVALID_INPUT);
  int grid = 0, block = 0;
  cudaOccMaxPotentialOccupancyBlockSize(&grid, &block, &p, &a, &s, 0, 0);
  std::printf("best: grid=%d block=%d\n", grid, block);
  cudaOccMaxPotentialOccupancyBlockSizeVariableSMem(&grid, &block, &p, &a, &s, smemFor);
  std::printf("variable: block=%d\n", block);
  return 0;
}
