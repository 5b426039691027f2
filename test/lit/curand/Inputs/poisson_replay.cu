// SPDX-License-Identifier: Apache-2.0
// test/exec/cases/curand_poisson.cu run on the host (curand_kernel.h's functions are
// __host__ __device__): the same lambdas, seeds and calls, printed in the same
// "<group> <index> u32 <hex>" lines, to compare with what NVIDIA's cuRAND printed for that case on
// an H200 (poisson-nvidia.txt).
#include <curand_kernel.h>
#include <cstdio>
#include <string>

static const double kLambdas[] = {63.99,  64.0,   64.25,  77.7,   100.0,  127.5,   200.0,
                                  333.3,  500.0,  777.0,  1000.0, 1500.0, 2000.0,  2718.28,
                                  3000.0, 3500.0, 3999.5, 4000.0, 4000.5, 1.0e4};
static const int kNumLambdas = 20;
static const unsigned long long kSeeds[] = {1234ull, 0xdeadbeefcafef00dull};
static const int kNumSeeds = 2, kValues = 33;

static void put(const std::string &g, int i, unsigned v) {
  std::printf("%s %d u32 %08x\n", g.c_str(), i, v);
}

template <class S> static void scalar(const char *name) {
  for (int l = 0; l < kNumLambdas; ++l)
    for (int s = 0; s < kNumSeeds; ++s) {
      std::string g = std::string(name) + "_l" + std::to_string(l) + "_s" + std::to_string(s);
      S st;
      curand_init(kSeeds[s], s, 0, &st);
      for (int i = 0; i < kValues - 1; ++i) put(g, i, curand_poisson(&st, kLambdas[l]));
      put(g, kValues - 1, curand(&st));
    }
}

int main() {
  scalar<curandStateXORWOW_t>("xorwow");
  scalar<curandStatePhilox4_32_10_t>("philox");
  scalar<curandStateMRG32k3a_t>("mrg");
  for (int l = 0; l < kNumLambdas; ++l) {
    std::string g = "philox4_l" + std::to_string(l);
    curandStatePhilox4_32_10_t st;
    curand_init(99ull, 0, 0, &st);
    for (int i = 0; i < kValues - 1; i += 4) {
      uint4 p = curand_poisson4(&st, kLambdas[l]);
      put(g, i, p.x); put(g, i + 1, p.y); put(g, i + 2, p.z); put(g, i + 3, p.w);
    }
    put(g, kValues - 1, curand(&st));
  }
  std::printf("END\n");
  return 0;
}
