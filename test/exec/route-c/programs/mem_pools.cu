// SPDX-License-Identifier: Apache-2.0
// The stream-ordered allocator: cudaMallocAsync / cudaFreeAsync on two streams ordered by an
// event, the default pool's release threshold, cudaMemcpyAsync device to device.
#include "check.h"

__global__ void iota(int *p, int n, int base) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] = base + i;
}

int main() {
  const int n = 1 << 20;
  cudaStream_t a, b;
  CHECK(cudaStreamCreateWithFlags(&a, cudaStreamNonBlocking));
  CHECK(cudaStreamCreateWithFlags(&b, cudaStreamNonBlocking));
  cudaMemPool_t pool;
  CHECK(cudaDeviceGetDefaultMemPool(&pool, 0));
  unsigned long long threshold = 1ull << 30;
  CHECK(cudaMemPoolSetAttribute(pool, cudaMemPoolAttrReleaseThreshold, &threshold));
  long long sum = 0;
  for (int round = 0; round < 4; ++round) {
    int *x = nullptr, *y = nullptr;
    CHECK(cudaMallocAsync(&x, n * sizeof(int), a));
    iota<<<n / 256, 256, 0, a>>>(x, n, round);
    cudaEvent_t e;
    CHECK(cudaEventCreateWithFlags(&e, cudaEventDisableTiming));
    CHECK(cudaEventRecord(e, a));
    CHECK(cudaStreamWaitEvent(b, e, 0));
    CHECK(cudaMallocAsync(&y, n * sizeof(int), b));
    CHECK(cudaMemcpyAsync(y, x, n * sizeof(int), cudaMemcpyDeviceToDevice, b));
    int last = 0;
    CHECK(cudaMemcpyAsync(&last, y + n - 1, sizeof last, cudaMemcpyDeviceToHost, b));
    CHECK(cudaFreeAsync(y, b));
    CHECK(cudaStreamSynchronize(b));
    CHECK(cudaFreeAsync(x, a));
    CHECK(cudaEventDestroy(e));
    sum += last;
  }
  CHECK(cudaStreamSynchronize(a));
  EXPECT(sum == 4ll * (n - 1) + 0 + 1 + 2 + 3);
  unsigned long long got = 0;
  CHECK(cudaMemPoolGetAttribute(pool, cudaMemPoolAttrReleaseThreshold, &got));
  EXPECT(got == threshold);
  return report("mem_pools");
}
