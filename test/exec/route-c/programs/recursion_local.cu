// SPDX-License-Identifier: Apache-2.0
// Device code that needs a stack: recursion (Fibonacci, Ackermann-like depth), local arrays
// indexed at run time (private memory), a device-side insertion sort of a per-thread array, and
// cudaDeviceSetLimit(cudaLimitStackSize).
#include "check.h"

__device__ __noinline__ int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
__device__ __noinline__ int depth(int n, int acc) { return n == 0 ? acc : depth(n - 1, acc + n % 7); }

__global__ void kern(int *out, const int *seed) {
  int t = threadIdx.x + blockIdx.x * blockDim.x;
  int local[64];
  for (int i = 0; i < 64; ++i)
    local[i] = (seed[t] * (i + 1) * 2654435761u) >> 20;
  for (int i = 1; i < 64; ++i) { // insertion sort in private memory
    int v = local[i], j = i - 1;
    while (j >= 0 && local[j] > v) {
      local[j + 1] = local[j];
      --j;
    }
    local[j + 1] = v;
  }
  int ok = 1;
  for (int i = 1; i < 64; ++i)
    ok &= local[i - 1] <= local[i];
  out[3 * t] = fib(15 + t % 5);
  out[3 * t + 1] = depth(200 + t, 0);
  out[3 * t + 2] = ok + local[seed[t] % 64] * 0;
}

static int hfib(int n) { return n < 2 ? n : hfib(n - 1) + hfib(n - 2); }

int main() {
  CHECK(cudaDeviceSetLimit(cudaLimitStackSize, 16384));
  size_t stack = 0;
  CHECK(cudaDeviceGetLimit(&stack, cudaLimitStackSize));
  EXPECT(stack >= 16384);
  const int n = 256;
  int hs[n], ho[3 * n];
  for (int i = 0; i < n; ++i)
    hs[i] = i * 17 + 3;
  int *ds, *dout;
  CHECK(cudaMalloc(&ds, sizeof hs));
  CHECK(cudaMalloc(&dout, sizeof ho));
  CHECK(cudaMemcpy(ds, hs, sizeof hs, cudaMemcpyHostToDevice));
  kern<<<n / 64, 64>>>(dout, ds);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(ho, dout, sizeof ho, cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int t = 0; t < n; ++t) {
    int dd = 0;
    for (int k = 200 + t; k > 0; --k)
      dd += k % 7;
    bad += ho[3 * t] != hfib(15 + t % 5) || ho[3 * t + 1] != dd || ho[3 * t + 2] != 1;
  }
  EXPECT(bad == 0);
  return report("recursion_local");
}
