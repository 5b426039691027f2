// SPDX-License-Identifier: Apache-2.0
// The second translation unit of multi_tu (see a.cu).
#include <cuda_runtime.h>

static __device__ int which = 2;
__global__ void kernel_b(int *out) { out[threadIdx.x] = which * 100 + 2 * threadIdx.x; }
cudaError_t run_b(int *out) {
  kernel_b<<<1, 32>>>(out);
  return cudaGetLastError();
}
