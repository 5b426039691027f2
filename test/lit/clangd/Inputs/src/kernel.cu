// SPDX-License-Identifier: Apache-2.0
// A .cu file as real projects write it: device code, warp intrinsics, inline PTX with nvcc's
// constraint letters (l, f, h, d), host/device code split by __CUDA_ARCH__, launches.
#include <cstdio>
#include "config.h"

__device__ float warpSum(float v) {
  for (int o = 16; o > 0; o >>= 1)
    v += __shfl_down_sync(0xffffffffu, v, o);
  return v;
}

__device__ unsigned long long globalTimer() {
  unsigned long long t;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
  return t;
}

__device__ float addF(float a, float b) {
  float r;
  asm("add.f32 %0, %1, %2;" : "=f"(r) : "f"(a), "f"(b));
  return r;
}

__device__ double mulD(double a, double b) {
  double r;
  asm("mul.f64 %0, %1, %2;" : "=d"(r) : "d"(a), "d"(b));
  return r;
}

__device__ unsigned short lowHalf(unsigned short x) {
  unsigned short r;
  asm("mov.b16 %0, %1;" : "=h"(r) : "h"(x));
  return r;
}

__host__ __device__ int laneOf(int i) {
#ifdef __CUDA_ARCH__
  unsigned lane;
  asm("mov.u32 %0, %%laneid;" : "=r"(lane));
  return (int)lane;
#else
  return i % warpSize;
#endif
}

__global__ void kernel(float *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float v = warpSum(addF(p[i], SCALE));
  if (__any_sync(__activemask(), v > 0.0f))
    p[i] = v + (float)mulD(globalTimer(), 1.0) + lowHalf(laneOf(i));
}

int main() {
  float *d = nullptr;
  if (cudaMalloc(&d, 128 * sizeof(float)) != cudaSuccess)
    return 1;
  kernel<<<dim3(1), dim3(128)>>>(d, 128);
  cudaError_t e = cudaDeviceSynchronize();
  std::printf("%s\n", cudaGetErrorString(e));
  cudaFree(d);
  return 0;
}
