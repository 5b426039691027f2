// SPDX-License-Identifier: Apache-2.0
// Calls twice() from twice.cu: resolved by the device link.
extern __device__ int twice(int x);
__global__ void kernel(int *p) { p[threadIdx.x] = twice(threadIdx.x); }
int launch() {
  int *p = nullptr;
  cudaError_t e = cudaMalloc(&p, 16 * sizeof(int));
  if (e != cudaSuccess)
    return int(e);
  kernel<<<1, 16>>>(p);
  return int(cudaGetLastError());
}
