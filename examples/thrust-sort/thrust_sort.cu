// SPDX-License-Identifier: Apache-2.0
// Sort a million pseudo-random keys with thrust::sort, sum them with thrust::reduce and a
// transform_reduce with a device functor, and compare with std::sort / std::accumulate.
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/reduce.h>
#include <thrust/sort.h>
#include <thrust/transform_reduce.h>
#include <thrust/functional.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <numeric>
#include <vector>

struct Square {
  __host__ __device__ std::uint64_t operator()(std::uint32_t x) const {
    return std::uint64_t(x % 1000u) * (x % 1000u);
  }
};

int main() {
  const std::size_t n = 1u << 20;
  std::vector<std::uint32_t> keys(n);
  std::uint32_t state = 12345u;
  for (auto &k : keys) {
    state = state * 1664525u + 1013904223u; // LCG: deterministic input
    k = state >> 8;
  }

  int devices = 0;
  if (cudaGetDeviceCount(&devices) != cudaSuccess || devices == 0) {
    std::printf("thrust_sort: no CUDA device, nothing to run\n");
    return 0;
  }

  thrust::device_vector<std::uint32_t> d(keys.begin(), keys.end());
  thrust::sort(d.begin(), d.end());
  std::uint64_t sum = thrust::reduce(d.begin(), d.end(), std::uint64_t(0));
  std::uint64_t squares = thrust::transform_reduce(d.begin(), d.end(), Square(), std::uint64_t(0),
                                                   thrust::plus<std::uint64_t>());
  thrust::host_vector<std::uint32_t> sorted = d;

  std::sort(keys.begin(), keys.end());
  std::uint64_t want_sum = std::accumulate(keys.begin(), keys.end(), std::uint64_t(0));
  std::uint64_t want_squares = 0;
  for (auto k : keys)
    want_squares += Square()(k);

  bool ok = std::equal(keys.begin(), keys.end(), sorted.begin()) && sum == want_sum &&
            squares == want_squares;
  std::printf("thrust_sort: %zu keys, sum %llu, squares %llu: %s\n", n,
              (unsigned long long)sum, (unsigned long long)squares, ok ? "ok" : "FAILED");
  return ok ? 0 : 1;
}
