// SPDX-License-Identifier: Apache-2.0
// Many host threads using the runtime at once (built with -fsanitize=thread when the compiler
// supports it): first-use loading of HIP, per-thread last errors, per-thread launch
// configuration, streams and allocations.
#include "cuda_runtime_api.h"

#include <atomic>
#include <gtest/gtest.h>
#include <thread>
#include <vector>

extern "C" {
unsigned __hipPushCallConfiguration(dim3, dim3, size_t, cudaStream_t);
cudaError_t __hipPopCallConfiguration(dim3 *, dim3 *, size_t *, cudaStream_t *);
}

namespace {

TEST(ThreadSafety, ConcurrentApiUse) {
  constexpr int Threads = 8, Iterations = 200;
  std::atomic<int> Failures{0};
  std::vector<std::thread> Pool;
  for (int T = 0; T < Threads; ++T)
    Pool.emplace_back([&, T] {
      for (int I = 0; I < Iterations; ++I) {
        int N = 0;
        if (cudaGetDeviceCount(&N) != cudaSuccess || N != 1)
          ++Failures;
        void *P = nullptr;
        if (cudaMalloc(&P, 64 + T) != cudaSuccess || cudaFree(P) != cudaSuccess)
          ++Failures;
        cudaStream_t S;
        if (cudaStreamCreate(&S) != cudaSuccess || cudaStreamDestroy(S) != cudaSuccess)
          ++Failures;
        // Each thread's error stays its own.
        if (cudaSetDevice(100 + T) != cudaErrorInvalidDevice ||
            cudaGetLastError() != cudaErrorInvalidDevice || cudaGetLastError() != cudaSuccess)
          ++Failures;
        __hipPushCallConfiguration(dim3(T + 1), dim3(1), 0, nullptr);
        dim3 G, B;
        size_t Smem;
        cudaStream_t St;
        if (__hipPopCallConfiguration(&G, &B, &Smem, &St) != cudaSuccess ||
            G.x != unsigned(T + 1))
          ++Failures;
      }
    });
  for (std::thread &T : Pool)
    T.join();
  EXPECT_EQ(Failures, 0);
}

} // namespace
