// SPDX-License-Identifier: Apache-2.0
// Dynamic shared memory: a block reduction with extern __shared__ sized at launch, a second kernel
// that needs 96 KiB (cudaFuncSetAttribute MaxDynamicSharedMemorySize), static + dynamic together.
#include "check.h"
#include <vector>

__global__ void block_sum(const int *in, long long *out, int n) {
  extern __shared__ long long buf[];
  int t = threadIdx.x;
  int i = blockIdx.x * blockDim.x + t;
  buf[t] = i < n ? in[i] : 0;
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (t < s)
      buf[t] += buf[t + s];
    __syncthreads();
  }
  if (t == 0)
    out[blockIdx.x] = buf[0];
}

__global__ void big_shared(int *out, int words) {
  extern __shared__ int big[];
  __shared__ int bias;
  if (threadIdx.x == 0)
    bias = words % 13; // from the argument: the compiler cannot fold the static variable away
  for (int w = threadIdx.x; w < words; w += blockDim.x)
    big[w] = w;
  __syncthreads();
  long long s = 0;
  for (int w = threadIdx.x; w < words; w += blockDim.x)
    s += big[words - 1 - w];
  atomicAdd(out, int(s % 1000) + bias * (threadIdx.x == 0));
}

int main() {
  const int n = 1 << 20, block = 512, blocks = n / block;
  std::vector<int> h(n);
  for (int i = 0; i < n; ++i)
    h[i] = i % 1000 - 500;
  int *d;
  long long *partial;
  CHECK(cudaMalloc(&d, n * sizeof(int)));
  CHECK(cudaMalloc(&partial, blocks * sizeof(long long)));
  CHECK(cudaMemcpy(d, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));
  block_sum<<<blocks, block, block * sizeof(long long)>>>(d, partial, n);
  CHECK(cudaGetLastError());
  std::vector<long long> hp(blocks);
  CHECK(cudaMemcpy(hp.data(), partial, blocks * sizeof(long long), cudaMemcpyDeviceToHost));
  for (int b = 0; b < blocks; ++b) {
    long long want = 0;
    for (int i = b * block; i < (b + 1) * block; ++i)
      want += h[i];
    EXPECT(hp[b] == want);
    if (hp[b] != want)
      break;
  }
  const int words = 96 * 1024 / 4;
  CHECK(cudaFuncSetAttribute(big_shared, cudaFuncAttributeMaxDynamicSharedMemorySize, words * 4));
  int *acc;
  CHECK(cudaMalloc(&acc, sizeof(int)));
  CHECK(cudaMemset(acc, 0, sizeof(int)));
  big_shared<<<1, 256, words * 4>>>(acc, words);
  CHECK(cudaGetLastError());
  int got = 0;
  CHECK(cudaMemcpy(&got, acc, sizeof got, cudaMemcpyDeviceToHost));
  int want = words % 13;
  for (int t = 0; t < 256; ++t) {
    long long s = 0;
    for (int w = t; w < words; w += 256)
      s += words - 1 - w;
    want += int(s % 1000);
  }
  EXPECT(got == want);
  cudaFuncAttributes fa;
  CHECK(cudaFuncGetAttributes(&fa, big_shared));
  EXPECT(fa.sharedSizeBytes >= 4);                      // bias
  EXPECT(fa.maxDynamicSharedSizeBytes == words * 4);     // as set above
  EXPECT(fa.maxThreadsPerBlock >= 256);
  return report("dynamic_shared");
}
