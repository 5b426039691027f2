// SPDX-License-Identifier: Apache-2.0
// Built with --default-stream per-thread (build.py's flags line below): host threads each launch
// on their own default stream and copy back, concurrently.
// ROUTEC-FLAGS: --default-stream per-thread
#include "check.h"
#include <thread>
#include <vector>

__global__ void mark(int *p, int v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] = v + i;
}

int main() {
  const int threads = 4, n = 1 << 16;
  std::vector<int> ok(threads, 0);
  std::vector<std::thread> pool;
  for (int t = 0; t < threads; ++t)
    pool.emplace_back([t, &ok] {
      int *d = nullptr;
      std::vector<int> h(n);
      if (cudaMalloc(&d, n * sizeof(int)) != cudaSuccess)
        return;
      mark<<<n / 256, 256>>>(d, t * 1000000, n);
      cudaMemcpyAsync(h.data(), d, n * sizeof(int), cudaMemcpyDeviceToHost, 0);
      cudaStreamSynchronize(cudaStreamPerThread);
      int bad = 0;
      for (int i = 0; i < n; ++i)
        bad += h[i] != t * 1000000 + i;
      ok[t] = bad == 0 && cudaFree(d) == cudaSuccess;
    });
  for (auto &th : pool)
    th.join();
  for (int t = 0; t < threads; ++t)
    EXPECT(ok[t]);
  return report("per_thread_stream");
}
