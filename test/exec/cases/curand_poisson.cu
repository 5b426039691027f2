// SPDX-License-Identifier: Apache-2.0
// EXEC: compare=exact
// curand_poisson across its three regimes, with most lambdas in the middle one (64 <= lambda <=
// 4000, the envelope-rejection method of headers/__scale_amd/curand/poisson.h) including both
// edges and the values just outside them, for XORWOW, Philox4_32_10 and MRG32k3a, and
// curand_poisson4 for Philox. Each group is one (generator, lambda, seed): 32 values from a fresh
// curand_init, then one raw curand() that shows how many draws the 32 values consumed.
#include "harness.h"
#include <curand_kernel.h>

__constant__ double kLambdas[] = {63.99,  64.0,   64.25,  77.7,   100.0,  127.5,   200.0,
                                  333.3,  500.0,  777.0,  1000.0, 1500.0, 2000.0,  2718.28,
                                  3000.0, 3500.0, 3999.5, 4000.0, 4000.5, 1.0e4};
constexpr int kNumLambdas = 20;
__constant__ unsigned long long kSeeds[] = {1234ull, 0xdeadbeefcafef00dull};
constexpr int kNumSeeds = 2;
constexpr int kValues = 33; // 32 Poisson values, then one curand()

template <class S> __global__ void scalar(unsigned *out) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= kNumLambdas * kNumSeeds) return;
  double lambda = kLambdas[t / kNumSeeds];
  S st;
  curand_init(kSeeds[t % kNumSeeds], t % kNumSeeds, 0, &st);
  unsigned *o = out + (size_t)t * kValues;
  for (int i = 0; i < kValues - 1; ++i) o[i] = curand_poisson(&st, lambda);
  o[kValues - 1] = curand(&st);
}

__global__ void philox4(unsigned *out) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= kNumLambdas) return;
  curandStatePhilox4_32_10_t st;
  curand_init(99ull, 0, 0, &st);
  unsigned *o = out + (size_t)t * kValues;
  for (int i = 0; i < kValues - 1; i += 4) {
    uint4 p = curand_poisson4(&st, kLambdas[t]);
    o[i] = p.x; o[i + 1] = p.y; o[i + 2] = p.z; o[i + 3] = p.w;
  }
  o[kValues - 1] = curand(&st);
}

static void print(const std::string &g, const std::vector<unsigned> &h, size_t at) {
  for (int i = 0; i < kValues; ++i) report_u32(g, i, h[at + i]);
}

template <class S> void report(const char *name) {
  DeviceBuffer<unsigned> out((size_t)kNumLambdas * kNumSeeds * kValues);
  scalar<S><<<1, kNumLambdas * kNumSeeds>>>(out.ptr);
  std::vector<unsigned> h = out.get();
  for (int l = 0; l < kNumLambdas; ++l)
    for (int s = 0; s < kNumSeeds; ++s)
      print(std::string(name) + "_l" + std::to_string(l) + "_s" + std::to_string(s), h,
            (size_t)(l * kNumSeeds + s) * kValues);
}

int main() {
  report<curandStateXORWOW_t>("xorwow");
  report<curandStatePhilox4_32_10_t>("philox");
  report<curandStateMRG32k3a_t>("mrg");
  DeviceBuffer<unsigned> out((size_t)kNumLambdas * kValues);
  philox4<<<1, kNumLambdas>>>(out.ptr);
  std::vector<unsigned> h = out.get();
  for (int l = 0; l < kNumLambdas; ++l)
    print("philox4_l" + std::to_string(l), h, (size_t)l * kValues);
  return finish();
}
