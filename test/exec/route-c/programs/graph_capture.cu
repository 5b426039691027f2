// SPDX-License-Identifier: Apache-2.0
// CUDA graphs by stream capture: memset, two kernels and a copy captured, instantiated, launched
// three times; cudaStreamIsCapturing during and after capture.
#include "check.h"

__global__ void add_one(int *d, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    d[i] += 1;
}
__global__ void times_two(int *d, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    d[i] *= 2;
}

int main() {
  const int n = 1 << 16;
  int *d, *acc;
  CHECK(cudaMalloc(&d, n * sizeof(int)));
  CHECK(cudaMalloc(&acc, n * sizeof(int)));
  CHECK(cudaMemset(acc, 0, n * sizeof(int)));
  cudaStream_t s;
  CHECK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
  cudaGraph_t g;
  CHECK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
  cudaStreamCaptureStatus st;
  CHECK(cudaStreamIsCapturing(s, &st));
  EXPECT(st == cudaStreamCaptureStatusActive);
  CHECK(cudaMemsetAsync(d, 0, n * sizeof(int), s));
  add_one<<<n / 256, 256, 0, s>>>(d, n);
  times_two<<<n / 256, 256, 0, s>>>(d, n);
  add_one<<<n / 256, 256, 0, s>>>(acc, n);
  CHECK(cudaMemcpyAsync(acc, acc, 0, cudaMemcpyDeviceToDevice, s));
  CHECK(cudaStreamEndCapture(s, &g));
  CHECK(cudaStreamIsCapturing(s, &st));
  EXPECT(st == cudaStreamCaptureStatusNone);
  cudaGraphExec_t x;
  CHECK(cudaGraphInstantiate(&x, g, 0));
  for (int r = 0; r < 3; ++r)
    CHECK(cudaGraphLaunch(x, s));
  CHECK(cudaStreamSynchronize(s));
  static int hd[n], ha[n];
  CHECK(cudaMemcpy(hd, d, sizeof hd, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(ha, acc, sizeof ha, cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int i = 0; i < n; ++i)
    bad += hd[i] != 2 || ha[i] != 3;
  EXPECT(bad == 0);
  CHECK(cudaGraphExecDestroy(x));
  CHECK(cudaGraphDestroy(g));
  CHECK(cudaStreamDestroy(s));
  return report("graph_capture");
}
