// SPDX-License-Identifier: Apache-2.0
// Streams, events and cudaMemcpyAsync: four streams each copy in, scale and copy out their chunk
// from pinned memory; events order a final kernel on another stream after all four; elapsed time,
// cudaStreamQuery, cudaEventQuery and a host function on a stream.
#include "check.h"
#include <vector>

__global__ void scale(float *d, int n, float f) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    d[i] = d[i] * f + 1.0f;
}
__global__ void sum_chunks(const float *d, int chunk, int chunks, float *out) {
  if (threadIdx.x == 0 && blockIdx.x == 0) {
    float s = 0;
    for (int c = 0; c < chunks; ++c)
      s += d[c * chunk];
    *out = s;
  }
}
static void CUDART_CB hostFn(void *p) { *static_cast<int *>(p) = 42; }

int main() {
  const int chunks = 4, chunk = 1 << 18, n = chunks * chunk;
  float *h = nullptr, *d = nullptr, *out = nullptr;
  CHECK(cudaMallocHost(&h, n * sizeof(float)));
  CHECK(cudaMalloc(&d, n * sizeof(float)));
  CHECK(cudaMalloc(&out, sizeof(float)));
  for (int i = 0; i < n; ++i)
    h[i] = float(i % 100);
  cudaStream_t s[chunks], last;
  cudaEvent_t done[chunks], start, stop;
  for (int c = 0; c < chunks; ++c) {
    CHECK(cudaStreamCreateWithFlags(&s[c], cudaStreamNonBlocking));
    CHECK(cudaEventCreateWithFlags(&done[c], cudaEventDisableTiming));
  }
  CHECK(cudaStreamCreate(&last));
  CHECK(cudaEventCreate(&start));
  CHECK(cudaEventCreate(&stop));
  CHECK(cudaEventRecord(start, 0));
  for (int c = 0; c < chunks; ++c) {
    float *hc = h + c * chunk, *dc = d + c * chunk;
    CHECK(cudaMemcpyAsync(dc, hc, chunk * sizeof(float), cudaMemcpyHostToDevice, s[c]));
    scale<<<chunk / 256, 256, 0, s[c]>>>(dc, chunk, float(c + 1));
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpyAsync(hc, dc, chunk * sizeof(float), cudaMemcpyDeviceToHost, s[c]));
    CHECK(cudaEventRecord(done[c], s[c]));
    CHECK(cudaStreamWaitEvent(last, done[c], 0));
  }
  sum_chunks<<<1, 32, 0, last>>>(d, chunk, chunks, out);
  int flag = 0;
  CHECK(cudaLaunchHostFunc(last, hostFn, &flag));
  CHECK(cudaEventRecord(stop, last));
  CHECK(cudaEventSynchronize(stop));
  CHECK(cudaStreamSynchronize(last));
  EXPECT(cudaEventQuery(stop) == cudaSuccess);
  EXPECT(cudaStreamQuery(last) == cudaSuccess);
  float ms = -1;
  CHECK(cudaEventElapsedTime(&ms, start, stop));
  EXPECT(ms >= 0);
  EXPECT(flag == 42);
  for (int c = 0; c < chunks; ++c)
    CHECK(cudaStreamSynchronize(s[c]));
  int bad = 0;
  for (int i = 0; i < n; ++i)
    bad += h[i] != float(i % 100) * float(i / chunk + 1) + 1.0f;
  EXPECT(bad == 0);
  float total = 0;
  CHECK(cudaMemcpy(&total, out, sizeof total, cudaMemcpyDeviceToHost));
  float want = 0;
  for (int c = 0; c < chunks; ++c)
    want += h[c * chunk]; // element 0 of every chunk, as the copies brought it back
  EXPECT(total == want);
  unsigned flags = 99;
  CHECK(cudaStreamGetFlags(s[0], &flags));
  EXPECT(flags == cudaStreamNonBlocking);
  for (int c = 0; c < chunks; ++c) {
    CHECK(cudaStreamDestroy(s[c]));
    CHECK(cudaEventDestroy(done[c]));
  }
  CHECK(cudaStreamDestroy(last));
  CHECK(cudaFreeHost(h));
  CHECK(cudaFree(d));
  return report("streams_events");
}
