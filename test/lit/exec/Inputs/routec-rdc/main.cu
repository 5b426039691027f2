// Relocatable device code for route C: a device function and a __device__ array defined in
// lib.cu, a static kernel and a static __device__ counter here (clang's -fgpu-rdc names both
// with a .intern./.static. suffix).
#include <cuda_runtime.h>
extern __device__ float weights[4];
__device__ float weigh(const float *v, int i);
static __device__ int calls;
static __global__ void apply(float *v, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    v[i] = weigh(v, i);
  atomicAdd(&calls, 1);
}
int main() {
  float *v;
  cudaMalloc(&v, 64 * sizeof(float));
  apply<<<2, 32>>>(v, 64);
  int n = 0;
  cudaMemcpyFromSymbol(&n, calls, sizeof n);
  return cudaDeviceSynchronize() == cudaErrorInsufficientDriver ? 0 : 1;
}
