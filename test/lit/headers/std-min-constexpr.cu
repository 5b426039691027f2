// SPDX-License-Identifier: Apache-2.0
// std::min / std::max stay libstdc++'s constexpr templates with our headers (our CUDA integer
// min/max overloads are not brought into std), so they are constant expressions in host and
// device code, while unqualified min(a, b) / max(a, b) still reach the CUDA overloads on the device
// (integers of mixed signedness included, as CUDA's) and host. Found in ggml:
// `static constexpr int k = std::min(N * 4, 32 * 1024);`.
// RUN: %nvcc --offload-arch=%amd_targets %s -o %t && %t | FileCheck %s
// CHECK: host 64 32768 3 7
// CHECK-NEXT: std::min(NaN, 1) = nan, min(NaN, 1) = 1
#include <algorithm>
#include <cmath>
#include <cstdio>

template <int N> struct Tile {
  static constexpr int k = std::min(N * 4, 32 * 1024);
  static constexpr int m = std::max(N, 3);
};
constexpr int host_k = std::min(7, 9);

template <int N> __global__ void kernel(int *p, unsigned *u, float *f) {
  static constexpr int dk = std::min(N * 4, 32 * 1024);
  constexpr int dm = std::max(N, 1);
  static_assert(dk == 64 && dm == 16 && Tile<N>::k == 64, "constant expressions on the device");
  p[0] = min(p[1], p[2]) + max(p[3], dk);
  u[0] = min(u[1], p[2]) + max(p[4], u[2]); // CUDA's mixed-signedness overloads
  p[5] = std::min(p[6], p[7]);
  f[0] = min(f[1], f[2]) + std::max(f[3], f[4]);
}
template __global__ void kernel<16>(int *, unsigned *, float *);

int main() {
  static_assert(Tile<16>::k == 64 && Tile<1 << 14>::k == 32768 && Tile<1>::m == 3, "host");
  std::printf("host %d %d %d %d\n", Tile<16>::k, Tile<1 << 14>::k, Tile<1>::m, host_k);
  const float nan = std::nanf("");
  std::printf("std::min(NaN, 1) = %g, min(NaN, 1) = %g\n", std::min(nan, 1.0f), min(nan, 1.0f));
  return 0;
}
