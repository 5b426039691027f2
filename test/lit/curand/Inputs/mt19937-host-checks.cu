// SPDX-License-Identifier: Apache-2.0
// libcurand's CURAND_RNG_PSEUDO_MT19937 host generator: what NVIDIA's recorded values do not
// cover (mt19937-host-api.test covers the first 301000 values of seed 1234).
// - Rounds: generator 0 is init_genrand(seed) itself, so its lanes' values in rounds 0 and 1
//   (positions 65536 k + lane and 5111808 + 65536 k + lane) are words of std::mt19937(seed),
//   an independent implementation, at cuRAND's lane order.
// - A call crossing into round 1 gives the same values as two calls (round 0's end, then more).
// - Calls continue the stream at any length; a new seed keeps the position (our choice: the
//   new seed's stream from the same position).
// - Distributions from the words (our choice, not measured): uniform x 2^-32 + 2^-33, double
//   uniform (x + 1) 2^-32, one word per value; normal pairs from two words (statistics), log-normal
//   = exp(normal); Poisson mean.
// - Status codes: offsets, odd normal counts, orderings.
#include <curand.h>
#include <cmath>
#include <cstdio>
#include <random>
#include <vector>

static int failures = 0;
#define EXPECT(c, ...)                                                                             \
  do {                                                                                             \
    if (!(c)) {                                                                                    \
      std::printf("FAIL line %d: ", __LINE__);                                                     \
      std::printf(__VA_ARGS__);                                                                    \
      std::printf("\n");                                                                           \
      ++failures;                                                                                  \
    }                                                                                              \
  } while (0)

static curandGenerator_t make(unsigned long long seed) {
  curandGenerator_t g = nullptr;
  curandCreateGeneratorHost(&g, CURAND_RNG_PSEUDO_MT19937);
  curandSetPseudoRandomGeneratorSeed(g, seed);
  return g;
}
static std::vector<unsigned> bits(curandGenerator_t g, size_t n) {
  std::vector<unsigned> v(n);
  EXPECT(curandGenerate(g, v.data(), n) == CURAND_STATUS_SUCCESS, "curandGenerate %zu", n);
  return v;
}

// State word number e of cuRAND's lane `lane`, value k of a round.
static unsigned laneWord(unsigned lane, unsigned k) {
  static const unsigned first[8] = {0, 113, 170, 283, 340, 397, 510, 567};
  static const unsigned block[11] = {1, 57, 114, 171, 227, 284, 341, 398, 454, 511, 568};
  return k == 0 ? first[lane] : block[(k - 1) / 7] + 7 * lane + (k - 1) % 7;
}

int main() {
  const size_t R = 65536 * 78; // positions per round
  {
    curandGenerator_t g = make(1234);
    std::vector<unsigned> all = bits(g, R + 65536 * 78);
    curandDestroyGenerator(g);
    std::mt19937 ref(1234);
    std::vector<unsigned> words(2 * 624);
    for (unsigned &w : words)
      w = static_cast<unsigned>(ref());
    int bad = 0;
    for (unsigned round = 0; round < 2; ++round)
      for (unsigned k = 0; k < 78; ++k)
        for (unsigned lane = 0; lane < 8; ++lane)
          bad += all[round * R + 65536 * k + lane] != words[624 * round + laneWord(lane, k)];
    EXPECT(bad == 0, "generator 0 vs std::mt19937: %d of 1248 differ", bad);
    std::printf("generator-0-rounds %d\n", bad);

    g = make(1234);
    std::vector<unsigned> a = bits(g, R - 5), b = bits(g, 1000);
    curandDestroyGenerator(g);
    bad = 0;
    for (size_t i = 0; i < a.size(); i += 9973)
      bad += a[i] != all[i];
    for (size_t i = 0; i < b.size(); ++i)
      bad += b[i] != all[R - 5 + i];
    EXPECT(bad == 0, "round crossing in two calls: %d differ", bad);
    std::printf("round-crossing %d\n", bad);
  }
  {
    curandGenerator_t g = make(1234);
    std::vector<unsigned> whole = bits(g, 3000);
    curandDestroyGenerator(g);
    g = make(1234);
    std::vector<unsigned> parts;
    for (size_t n : {7, 1, 992, 1000, 999, 1}) {
      std::vector<unsigned> p = bits(g, n);
      parts.insert(parts.end(), p.begin(), p.end());
    }
    EXPECT(parts == whole, "calls of 7, 1, 992, 1000, 999, 1 values differ from one call");
    float f[64];
    double d[64];
    curandGenerateUniform(g, f, 64);
    curandDestroyGenerator(g);
    g = make(1234);
    std::vector<unsigned> w = bits(g, 3128);
    curandDestroyGenerator(g);
    int bad = 0;
    for (int i = 0; i < 64; ++i)
      bad += f[i] != std::fmaf(static_cast<float>(w[3000 + i]), 0x1p-32f, 0x1p-33f);
    g = make(1234);
    bits(g, 3064);
    curandGenerateUniformDouble(g, d, 64);
    curandDestroyGenerator(g);
    for (int i = 0; i < 64; ++i)
      bad += d[i] != (static_cast<double>(w[3064 + i]) + 1.0) * 0x1p-32;
    EXPECT(bad == 0, "uniform values: %d differ from the words", bad);
    std::printf("continuation-and-uniforms %d\n", bad);

    g = make(1234);
    bits(g, 1000);
    curandSetPseudoRandomGeneratorSeed(g, 99);
    std::vector<unsigned> after = bits(g, 1000);
    curandDestroyGenerator(g);
    g = make(99);
    std::vector<unsigned> fresh = bits(g, 2000);
    curandDestroyGenerator(g);
    EXPECT(std::vector<unsigned>(fresh.begin() + 1000, fresh.end()) == after, "seed change");
    EXPECT(fresh[0] != whole[0], "seeds 99 and 1234 give the same first value");
  }
  {
    const size_t n = 200000;
    std::vector<float> v(n), l(n);
    std::vector<double> dv(n);
    curandGenerator_t g = make(99);
    EXPECT(curandGenerateNormal(g, v.data(), n, 2.0f, 3.0f) == CURAND_STATUS_SUCCESS, "normal");
    curandDestroyGenerator(g);
    g = make(99);
    EXPECT(curandGenerateLogNormal(g, l.data(), n, 2.0f, 3.0f) == CURAND_STATUS_SUCCESS,
           "log-normal");
    curandDestroyGenerator(g);
    double s = 0, s2 = 0;
    int bad = 0;
    for (size_t i = 0; i < n; ++i) {
      s += v[i];
      s2 += (v[i] - 2.0) * (v[i] - 2.0);
      bad += std::fabs(l[i] - std::exp(v[i])) > 1e-5f * std::exp(v[i]);
    }
    EXPECT(std::fabs(s / n - 2.0) < 0.03 && std::fabs(std::sqrt(s2 / n) - 3.0) < 0.03,
           "normal mean %g stddev %g", s / n, std::sqrt(s2 / n));
    EXPECT(bad == 0, "log-normal != exp(normal) for %d values", bad);
    g = make(99);
    EXPECT(curandGenerateNormalDouble(g, dv.data(), n, -1.0, 0.5) == CURAND_STATUS_SUCCESS,
           "normal double");
    curandDestroyGenerator(g);
    s = s2 = 0;
    for (double x : dv) {
      s += x;
      s2 += (x + 1.0) * (x + 1.0);
    }
    EXPECT(std::fabs(s / n + 1.0) < 0.01 && std::fabs(std::sqrt(s2 / n) - 0.5) < 0.01,
           "double normal mean %g stddev %g", s / n, std::sqrt(s2 / n));
    for (double lambda : {3.5, 5000.0}) {
      std::vector<unsigned> p(n);
      g = make(99);
      EXPECT(curandGeneratePoisson(g, p.data(), n, lambda) == CURAND_STATUS_SUCCESS, "poisson");
      curandDestroyGenerator(g);
      double m = 0;
      for (unsigned x : p)
        m += x;
      m /= n;
      EXPECT(std::fabs(m - lambda) < 0.02 * std::sqrt(lambda) + 0.01, "poisson %g mean %g",
             lambda, m);
    }
    std::printf("distributions done\n");
  }
  {
    curandGenerator_t g = make(1234);
    float f[3];
    std::printf("offset %d\n", static_cast<int>(curandSetGeneratorOffset(g, 7)));
    std::printf("normal-odd %d\n", static_cast<int>(curandGenerateNormal(g, f, 3, 0.0f, 1.0f)));
    std::printf("ordering-best %d\n",
                static_cast<int>(curandSetGeneratorOrdering(g, CURAND_ORDERING_PSEUDO_BEST)));
    std::printf("ordering-seeded %d\n",
                static_cast<int>(curandSetGeneratorOrdering(g, CURAND_ORDERING_PSEUDO_SEEDED)));
    std::printf("destroy %d\n", static_cast<int>(curandDestroyGenerator(g)));
  }
  std::printf("failures %d\n", failures);
  return failures != 0;
}
