// SPDX-License-Identifier: Apache-2.0
// A kernel that calls a device function defined in another file (relocatable device code).
extern __device__ int scale_by_three(int);
__global__ void apply(int *p) { p[threadIdx.x] = scale_by_three(p[threadIdx.x]); }
int run(int *p) {
  apply<<<1, 32>>>(p);
  return cudaDeviceSynchronize();
}
