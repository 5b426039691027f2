// SPDX-License-Identifier: Apache-2.0
// Two translation units in one program (this file and b.cu, built as one command): each
// has its own fat binary, kernels and a static __device__ variable of the same name.
#include "check.h"

static __device__ int which = 1;
__global__ void kernel_a(int *out) { out[threadIdx.x] = which * 100 + threadIdx.x; }
cudaError_t run_b(int *out); // b.cu

int main() {
  int *d;
  CHECK(cudaMalloc(&d, 64 * sizeof(int)));
  kernel_a<<<1, 32>>>(d);
  CHECK(run_b(d + 32));
  int h[64];
  CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int i = 0; i < 32; ++i)
    bad += h[i] != 100 + i || h[32 + i] != 200 + 2 * i;
  EXPECT(bad == 0);
  return report("multi_tu");
}
