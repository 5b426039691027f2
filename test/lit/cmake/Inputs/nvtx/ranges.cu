// SPDX-License-Identifier: Apache-2.0
// NVTX ranges around a kernel launch (no GPU needed: the launch may fail, the ranges still run).
#ifdef USE_LEGACY_HEADER
#include <nvToolsExt.h>
#else
#include <nvtx3/nvtx3.hpp>
#endif
#include <cstdio>

__global__ void scale(float *x, float a) { x[threadIdx.x] *= a; }

int main() {
  int level = nvtxRangePushA("launch");
  scale<<<1, 32>>>(nullptr, 2.0f);
  cudaError_t e = cudaDeviceSynchronize();
#ifndef USE_LEGACY_HEADER
  { nvtx3::scoped_range r{"scoped"}; }
#endif
  std::printf("level %d pop %d launch %s\n", level, nvtxRangePop(), e == cudaSuccess ? "ok" : "failed");
  return 0;
}
