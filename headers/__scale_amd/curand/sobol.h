// SPDX-License-Identifier: Apache-2.0
// cuRAND device API, quasi-random generators: Sobol32, scrambled Sobol32, Sobol64 and scrambled
// Sobol64 states (one dimension each; the caller passes that dimension's direction vectors, e.g.
// from curandGetDirectionVectors32/64), curand_init, curand, skipahead and the distributions.
//
// Behaviour measured against NVIDIA's cuRAND 10.4 on an H200 (test/exec/cases/curand_sobol.cu):
// - point n of a dimension is c ^ XOR of v[k] over the set bits k of gray(n) = n ^ (n >> 1)
//   (Antonov-Saleev order, point 0 included; c = 0 unscrambled, the scramble constant otherwise);
//   curand returns the current point and steps to the next by one XOR (v[index of the lowest zero
//   bit of n]); curand_init's offset and skipahead move n (modulo 2^32 for the 32-bit states);
// - uniform float: 32-bit uniform of the point (64-bit states: of its upper 32 bits);
//   uniform double: (x + 1) * 2^-32 for 32-bit points, (x >> 11) * 2^-53 + 2^-54 for 64-bit ones;
// - normal: inverse normal CDF of the point (one point per value, no Box-Muller cache):
//   -sqrt(2) * erfcinv(2p) on the lower half, mirrored (x -> ~x, sign +) strictly above the middle;
//   p = x * 2^-32 + 2^-33 (float normal of 64-bit states: of the upper 32 bits; double normal of
//   64-bit states: p = (x >> 11) * 2^-53 + 2^-54); log-normal = exp(mean + stddev * normal);
// - Poisson: inversion of one point below lambda = 1000, normal approximation above (quasiPoisson).
// The layout (struct sizes 140 and 536 bytes) is the one the measured sizeof values require.
#pragma once

struct curandStateSobol32 {
  unsigned int i, x, c;
  unsigned int direction_vectors[32];
};
struct curandStateScrambledSobol32 {
  unsigned int i, x, c;
  unsigned int direction_vectors[32];
};
struct curandStateSobol64 {
  unsigned long long i, x, c;
  unsigned long long direction_vectors[64];
};
struct curandStateScrambledSobol64 {
  unsigned long long i, x, c;
  unsigned long long direction_vectors[64];
};
typedef struct curandStateSobol32 curandStateSobol32_t;
typedef struct curandStateScrambledSobol32 curandStateScrambledSobol32_t;
typedef struct curandStateSobol64 curandStateSobol64_t;
typedef struct curandStateScrambledSobol64 curandStateScrambledSobol64_t;

namespace __scale_amd {
namespace curand {

// Point n of one dimension (Gray-code order): c ^ XOR of v[k] for the set bits k of gray(n).
template <class W> __SA_CURAND_QUALIFIERS W sobolPoint(const W *v, W c, W n) {
  W g = n ^ (n >> 1), x = c;
  for (int k = 0; g; ++k, g >>= 1)
    if (g & 1)
      x ^= v[k];
  return x;
}

template <class S, class W>
__SA_CURAND_QUALIFIERS void sobolInit(S *st, const W *v, W c, W offset) {
  for (int k = 0; k < static_cast<int>(8 * sizeof(W)); ++k)
    st->direction_vectors[k] = v[k];
  st->c = c;
  st->i = offset;
  st->x = sobolPoint(v, c, offset);
}

// The next point differs from the current one in the direction vector of the lowest zero bit of
// the index (the top one when the index wraps around).
template <class S> __SA_CURAND_QUALIFIERS auto sobolNext(S *st) -> decltype(st->x) {
  using W = decltype(st->x);
  W r = st->x;
  W z = ~st->i;
  int k = z == 0 ? static_cast<int>(8 * sizeof(W)) - 1
                 : (sizeof(W) == 8 ? __builtin_ctzll(static_cast<unsigned long long>(z))
                                   : __builtin_ctz(static_cast<unsigned int>(z)));
  st->x ^= st->direction_vectors[k];
  st->i += 1;
  return r;
}

template <class S, class W> __SA_CURAND_QUALIFIERS void sobolSkip(S *st, W n) {
  st->i += n;
  st->x = sobolPoint(st->direction_vectors, st->c, st->i);
}

// erfcinv on the host: cuRAND's host generators and the lit tests run this code on the CPU, where
// libm has no erfcinv. Acklam's rational approximation of the normal quantile as the start, then
// two Halley steps on erfc(z) = y, written as erf(z) = 1 - y (exact) for y > 1/2 so that the
// residual keeps its relative accuracy near z = 0. Accurate to a few ulp for y in (0, 2).
__SA_CURAND_QUALIFIERS double hostErfcinv(double y) {
  double p = 0.5 * y, q, z; // erfcinv(y) = -quantile(y / 2) / sqrt(2)
  if (p < 0.02425) {
    q = sqrt(-2.0 * log(p));
    z = (((((-7.784894002430293e-03 * q - 3.223964580411365e-01) * q - 2.400758277161838e+00) * q -
           2.549732539343734e+00) * q + 4.374664141464968e+00) * q + 2.938163982698783e+00) /
        ((((7.784695709041462e-03 * q + 3.224671290700398e-01) * q + 2.445134137142996e+00) * q +
          3.754408661907416e+00) * q + 1.0);
  } else {
    q = p - 0.5;
    double r = q * q;
    z = (((((-3.969683028665376e+01 * r + 2.209460984245205e+02) * r - 2.759285104469687e+02) * r +
           1.383577518672690e+02) * r - 3.066479806614716e+01) * r + 2.506628277459239e+00) * q /
        (((((-5.447609879822406e+01 * r + 1.615858368580409e+02) * r - 1.556989798598866e+02) * r +
           6.680131188771972e+01) * r - 1.328068155288572e+01) * r + 1.0);
  }
  double x = -z * 0.7071067811865476; // the start for erfcinv(y)
  for (int it = 0; it < 2; ++it) {
    // u = f / f' for f(x) = erfc(x) - y (f' = -2/sqrt(pi) e^-x^2); Halley: x -= u / (1 + x u).
    double f = y > 0.5 ? (1.0 - y) - erf(x) : erfc(x) - y;
    double u = f / (-1.1283791670955126 * exp(-x * x));
    x = x - u / (1.0 + x * u);
  }
  return x;
}
__SA_CURAND_QUALIFIERS float quasiErfcinvf(float y) {
#if defined(__CUDA_ARCH__)
  return erfcinvf(y);
#else
  return static_cast<float>(hostErfcinv(y));
#endif
}
__SA_CURAND_QUALIFIERS double quasiErfcinv(double y) {
#if defined(__CUDA_ARCH__)
  return erfcinv(y);
#else
  return hostErfcinv(y);
#endif
}

// Inverse normal CDF of a 32-bit point (float and double) and of a 64-bit point (double).
__SA_CURAND_QUALIFIERS float quasiNormal(unsigned int x) {
  float s = -1.4142135f;
  if (x > 0x80000000u) {
    x = ~x;
    s = -s;
  }
  return s * quasiErfcinvf(2.0f * uniformFromBits(x));
}
__SA_CURAND_QUALIFIERS double quasiNormalDouble(unsigned int x) {
  double s = -1.4142135623730951;
  if (x > 0x80000000u) {
    x = ~x;
    s = -s;
  }
  return s * quasiErfcinv(2.0 * uniformDoubleFromBits(x));
}
__SA_CURAND_QUALIFIERS double uniformDouble53(unsigned long long x) {
  return __builtin_fma(static_cast<double>(x >> 11), kTwoPow53InvD, kTwoPow53InvD / 2.0);
}
__SA_CURAND_QUALIFIERS double quasiNormalDouble(unsigned long long x) {
  double s = -1.4142135623730951;
  if (x > 0x8000000000000000ull) {
    x = ~x;
    s = -s;
  }
  return s * quasiErfcinv(2.0 * uniformDouble53(x));
}

// The value transforms, by point width.
__SA_CURAND_QUALIFIERS unsigned int upper32(unsigned int x) { return x; }
__SA_CURAND_QUALIFIERS unsigned int upper32(unsigned long long x) {
  return static_cast<unsigned int>(x >> 32);
}
__SA_CURAND_QUALIFIERS double quasiUniformDouble(unsigned int x) {
  return __builtin_fma(static_cast<double>(x), kTwoPow32InvD, kTwoPow32InvD);
}
__SA_CURAND_QUALIFIERS double quasiUniformDouble(unsigned long long x) {
  return uniformDouble53(x);
}

// Poisson of one point (measured): lambda < 1000 inverts the Poisson CDF at the point's uniform
// (x 2^-32 + 2^-33, or 53 bits + 2^-54 for 64-bit points): the smallest k with CDF(k) >= u, the
// probabilities summed from k = 0 in log space; lambda >= 1000 truncates lambda + sqrt(lambda) z
// + 0.5 with z the point's double normal. The search stops at lambda + 40 sqrt(lambda) + 50 (for u
// within rounding of 1; cuRAND did not return from such points in our probe).
__SA_CURAND_QUALIFIERS double quasiPoissonUniform(unsigned int x) { return uniformDoubleFromBits(x); }
__SA_CURAND_QUALIFIERS double quasiPoissonUniform(unsigned long long x) { return uniformDouble53(x); }
template <class W> __SA_CURAND_QUALIFIERS unsigned int quasiPoisson(W x, double lambda) {
  if (lambda >= 1000.0)
    return static_cast<unsigned int>(sqrt(lambda) * quasiNormalDouble(x) + lambda + 0.5);
  double u = quasiPoissonUniform(x), logLambda = log(lambda), logP = -lambda, cdf = exp(logP);
  unsigned int k = 0, kMax = static_cast<unsigned int>(lambda + 40.0 * sqrt(lambda) + 50.0);
  while (cdf < u && k < kMax) {
    ++k;
    logP += logLambda - log(static_cast<double>(k));
    cdf += exp(logP);
  }
  return k;
}

} // namespace curand
} // namespace __scale_amd

__SA_CURAND_QUALIFIERS void curand_init(curandDirectionVectors32_t direction_vectors,
                                        unsigned int offset, curandStateSobol32_t *state) {
  __scale_amd::curand::sobolInit(state, direction_vectors, 0u, offset);
}
__SA_CURAND_QUALIFIERS void curand_init(curandDirectionVectors32_t direction_vectors,
                                        unsigned int scramble_c, unsigned int offset,
                                        curandStateScrambledSobol32_t *state) {
  __scale_amd::curand::sobolInit(state, direction_vectors, scramble_c, offset);
}
__SA_CURAND_QUALIFIERS void curand_init(curandDirectionVectors64_t direction_vectors,
                                        unsigned long long offset, curandStateSobol64_t *state) {
  __scale_amd::curand::sobolInit(state, direction_vectors, 0ull, offset);
}
__SA_CURAND_QUALIFIERS void curand_init(curandDirectionVectors64_t direction_vectors,
                                        unsigned long long scramble_c, unsigned long long offset,
                                        curandStateScrambledSobol64_t *state) {
  __scale_amd::curand::sobolInit(state, direction_vectors, scramble_c, offset);
}

#define __SA_CURAND_QUASI_API(S, W)                                                                \
  __SA_CURAND_QUALIFIERS W curand(S *st) { return __scale_amd::curand::sobolNext(st); }            \
  __SA_CURAND_QUALIFIERS void skipahead(W n, S *st) { __scale_amd::curand::sobolSkip(st, n); }     \
  __SA_CURAND_QUALIFIERS float curand_uniform(S *st) {                                             \
    return __scale_amd::curand::uniformFromBits(__scale_amd::curand::upper32(curand(st)));         \
  }                                                                                                \
  __SA_CURAND_QUALIFIERS double curand_uniform_double(S *st) {                                     \
    return __scale_amd::curand::quasiUniformDouble(curand(st));                                    \
  }                                                                                                \
  __SA_CURAND_QUALIFIERS float curand_normal(S *st) {                                              \
    return __scale_amd::curand::quasiNormal(__scale_amd::curand::upper32(curand(st)));             \
  }                                                                                                \
  __SA_CURAND_QUALIFIERS double curand_normal_double(S *st) {                                      \
    return __scale_amd::curand::quasiNormalDouble(curand(st));                                     \
  }                                                                                                \
  __SA_CURAND_QUALIFIERS float curand_log_normal(S *st, float mean, float stddev) {                \
    return expf(mean + stddev * curand_normal(st));                                                \
  }                                                                                                \
  __SA_CURAND_QUALIFIERS double curand_log_normal_double(S *st, double mean, double stddev) {      \
    return exp(mean + stddev * curand_normal_double(st));                                          \
  }                                                                                                \
  __SA_CURAND_QUALIFIERS unsigned int curand_poisson(S *st, double lambda) {                       \
    return __scale_amd::curand::quasiPoisson(curand(st), lambda);                                  \
  }

__SA_CURAND_QUASI_API(curandStateSobol32_t, unsigned int)
__SA_CURAND_QUASI_API(curandStateScrambledSobol32_t, unsigned int)
__SA_CURAND_QUASI_API(curandStateSobol64_t, unsigned long long)
__SA_CURAND_QUASI_API(curandStateScrambledSobol64_t, unsigned long long)
#undef __SA_CURAND_QUASI_API
