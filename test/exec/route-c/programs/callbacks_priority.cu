// SPDX-License-Identifier: Apache-2.0
// Stream callbacks and priorities: cudaStreamAddCallback ordering after a kernel, streams of the
// device's priority range, cudaStreamGetPriority, a blocking-sync event.
#include "check.h"
#include <atomic>

__global__ void fill(int *p, int v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] = v;
}
struct Seen {
  int *host;
  int value;
  std::atomic<int> calls;
};
static void CUDART_CB callback(cudaStream_t, cudaError_t status, void *user) {
  Seen *s = static_cast<Seen *>(user);
  if (status == cudaSuccess)
    s->value = s->host[0];
  ++s->calls;
}

int main() {
  int least = 0, greatest = 0;
  CHECK(cudaDeviceGetStreamPriorityRange(&least, &greatest));
  EXPECT(greatest <= least);
  cudaStream_t hi, lo;
  CHECK(cudaStreamCreateWithPriority(&hi, cudaStreamNonBlocking, greatest));
  CHECK(cudaStreamCreateWithPriority(&lo, cudaStreamNonBlocking, least));
  int p = 99;
  CHECK(cudaStreamGetPriority(hi, &p));
  EXPECT(p == greatest);
  const int n = 1024;
  int *d, *h;
  CHECK(cudaMalloc(&d, n * sizeof(int)));
  CHECK(cudaMallocHost(&h, n * sizeof(int)));
  Seen s{h, 0, {0}};
  fill<<<n / 256, 256, 0, hi>>>(d, 1234, n);
  CHECK(cudaMemcpyAsync(h, d, n * sizeof(int), cudaMemcpyDeviceToHost, hi));
  CHECK(cudaStreamAddCallback(hi, callback, &s, 0));
  cudaEvent_t e;
  CHECK(cudaEventCreateWithFlags(&e, cudaEventBlockingSync));
  CHECK(cudaEventRecord(e, hi));
  CHECK(cudaEventSynchronize(e));
  CHECK(cudaStreamSynchronize(hi));
  EXPECT(s.calls == 1);
  EXPECT(s.value == 1234);
  fill<<<n / 256, 256, 0, lo>>>(d, 7, n);
  CHECK(cudaStreamSynchronize(lo));
  CHECK(cudaMemcpy(h, d, sizeof(int), cudaMemcpyDeviceToHost));
  EXPECT(h[0] == 7);
  return report("callbacks_priority");
}
