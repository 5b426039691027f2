// SPDX-License-Identifier: Apache-2.0
// cuRAND device Poisson, curand_poisson(state, lambda), in the three regimes cuRAND uses:
//
// lambda < 64: Knuth's multiplication method on float uniforms (multiply until the product of
//   exp(lambda) and the uniforms drops to 1 or below).
// lambda > 4000: the normal approximation, lambda + sqrt(lambda) * curand_normal_double + 0.5,
//   truncated (it uses and refills the state's double Box-Muller cache).
// 64 <= lambda <= 4000: inversion of a continuous envelope distribution with a rejection step
//   (acceptance-rejection on a discretised continuous proposal). Each trial takes two float
//   uniforms u, z. The proposal is k = floor(G^-1(u)) where G is a type I generalised logistic
//   distribution with shape 2, G(x) = (1 + exp(-t))^-2, t = b (x - lambda) + t0, so
//   G^-1(u) = lambda + (log(sqrt(u) / (1 - sqrt(u))) - t0) / b. k is accepted when
//   z * 1.3 * (G(k + 1) - G(k)) < P(k), P the Poisson probability, all three in float.
//
// The middle regime was measured on an H200 by treating NVIDIA's curand_poisson as a black box
// (XORWOW states that produce chosen 32-bit words): two draws per trial; the proposal's steps over
// all 2^32 values of the first word for 178 lambdas in [64, 4000] (T(u) = -log(u^-1/2 - 1) is
// linear in k at every step, to float precision); the acceptance thresholds over all 2^32 values
// of the second word (ratio P / (z G-difference) = 1.300 at every k; the float rounding of P and
// of the G difference). b(lambda) and t0(lambda) are not documented: we use least-squares fits to
// the measured steps, so the proposal differs from cuRAND's where G^-1(u) is within about
// 1e-4 of an integer. Residual mismatch against cuRAND, per value over 10^6 draws: about 1e-5 for
// lambda < 300, up to 2.5e-4 near 4000 (docs/curand.md, issue 9).
#pragma once

namespace __scale_amd {
namespace curand {

// Knuth: the number of uniforms whose product with exp(lambda) stays above 1, minus one.
template <class S> __SA_CURAND_QUALIFIERS unsigned int poissonKnuth(S *st, double lambda) {
  unsigned int k = 0;
  float p = expf(static_cast<float>(lambda));
  do {
    ++k;
    p *= uniform(st);
  } while (p > 1.0f);
  return k - 1;
}

// The envelope of the middle regime: slope b and offset t0 of t(x) = b (x - lambda) + t0.
// Fitted to the steps of cuRAND's proposal (168 lambdas, 64..4000): b * sqrt(lambda) within
// 6e-7 and t0 within 3e-6 of the per-lambda least-squares values.
struct PoissonEnvelope {
  double lambda, b, t0;
};
__SA_CURAND_QUALIFIERS PoissonEnvelope poissonEnvelope(double lambda) {
  double s = sqrt(lambda);
  double b = (1.432479924 + 0.08895178091 / lambda + 0.0002536201882 * s) / s;
  double t0 = 0.9420143825 + 0.2109872803 / s + 0.2125210947 / (lambda * s);
  return {lambda, b, t0};
}
// G^-1(u): the proposal before flooring, rounded to float as cuRAND computes it.
__SA_CURAND_QUALIFIERS float poissonEnvelopeQuantile(const PoissonEnvelope &e, float u) {
  double r = sqrt(static_cast<double>(u));
  double t = log(r / (1.0 - r));
  return static_cast<float>(e.lambda + (t - e.t0) / e.b);
}
// The envelope's distribution function at an integer, in float as cuRAND evaluates it (the
// difference of two values near 1 loses the digits that cuRAND loses; measured in the upper tail).
__SA_CURAND_QUALIFIERS float poissonEnvelopeCdf(const PoissonEnvelope &e, float k) {
  float t =
      fmaf(static_cast<float>(e.b), k - static_cast<float>(e.lambda), static_cast<float>(e.t0));
  float g = 1.0f + expf(-t);
  return 1.0f / (g * g);
}
// P(k) = exp(k log(lambda) - lambda - log(k!)) in float with one fused multiply-add, the rounding
// cuRAND's acceptance thresholds show (its error grows to 4e-3 relative at lambda = 4000). cuRAND's
// float log(lambda) is not the correctly rounded one; over 170 lambdas the value that reproduces
// its thresholds is log2(lambda) rounded down to float, times ln 2, rounded (161 of 170).
__SA_CURAND_QUALIFIERS float poissonLogLambda(double lambda) {
  double l2 = log2(lambda);
  float f = static_cast<float>(l2);
  if (static_cast<double>(f) > l2)
    f = nextafterf(f, 0.0f);
  return static_cast<float>(static_cast<double>(f) * 0.6931471805599453);
}
__SA_CURAND_QUALIFIERS float poissonProbability(double lambda, float k) {
  float e = fmaf(k, poissonLogLambda(lambda), -static_cast<float>(lambda)) -
            static_cast<float>(lgamma(static_cast<double>(k) + 1.0));
  return expf(e);
}
// One trial on the uniforms (u, z): the accepted value, or -1 for a rejection.
__SA_CURAND_QUALIFIERS double poissonEnvelopeTrial(const PoissonEnvelope &e, float u, float z) {
  float k = floorf(poissonEnvelopeQuantile(e, u));
  if (k < 0.0f)
    return -1.0;
  float v = 1.3f * (poissonEnvelopeCdf(e, k + 1.0f) - poissonEnvelopeCdf(e, k));
  return z * v < poissonProbability(e.lambda, k) ? static_cast<double>(k) : -1.0;
}

template <class S> __SA_CURAND_QUALIFIERS unsigned int poisson(S *st, double lambda) {
  if (lambda < 64.0)
    return poissonKnuth(st, lambda);
  if (lambda > 4000.0)
    return static_cast<unsigned int>(sqrt(lambda) * normalDouble(st) + lambda + 0.5);
  PoissonEnvelope e = poissonEnvelope(lambda);
  for (;;) {
    float u = uniform(st);
    float z = uniform(st);
    double k = poissonEnvelopeTrial(e, u, z);
    if (k >= 0.0)
      return static_cast<unsigned int>(k);
  }
}

} // namespace curand
} // namespace __scale_amd
