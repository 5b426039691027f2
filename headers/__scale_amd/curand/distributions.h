// SPDX-License-Identifier: Apache-2.0
// cuRAND device API distributions over the three generators: uniform (float, double), normal and
// log-normal (Box-Muller, the second value of a pair cached in the state for the next call of the
// same kind), and Poisson. XORWOW and Philox draw 32-bit words; MRG32k3a converts its combined
// value directly (uniform = value / (m1 + 1)).
//
// Poisson (Knuth, an envelope-rejection method and the normal approximation): poisson.h.
#pragma once
#include "mrg32k3a.h"
#include "philox.h"
#include "xorwow.h"

namespace __scale_amd {
namespace curand {

template <class S> __SA_CURAND_QUALIFIERS float uniform(S *st) { return uniformFromBits(::curand(st)); }
__SA_CURAND_QUALIFIERS float uniform(curandStateMRG32k3a_t *st) {
  return static_cast<float>(mrgNext(*st) * kMrgNorm);
}
template <class S> __SA_CURAND_QUALIFIERS double uniformDouble(S *st) {
  unsigned int x = ::curand(st);
  unsigned int y = ::curand(st);
  return uniformDoubleFromBits(x, y);
}
// Philox's scalar double uniform uses one 32-bit draw, (x + 1) * 2^-32 (measured; its
// uniform2_double uses 53 bits of two draws like the other generators).
__SA_CURAND_QUALIFIERS double uniformDouble(curandStatePhilox4_32_10_t *st) {
  return __builtin_fma(static_cast<double>(::curand(st)), kTwoPow32InvD, kTwoPow32InvD);
}
__SA_CURAND_QUALIFIERS double uniformDouble(curandStateMRG32k3a_t *st) {
  return mrgNext(*st) * kMrgNorm;
}

template <class S> __SA_CURAND_QUALIFIERS Pair normalPair(S *st) {
  unsigned int x = ::curand(st);
  unsigned int y = ::curand(st);
  return boxMuller(x, y);
}
__SA_CURAND_QUALIFIERS Pair normalPair(curandStateMRG32k3a_t *st) {
  float x = uniform(st);
  float y = uniform(st) * kTwoPi;
  float s = sqrtf(-2.0f * logf(x));
  float sn, cs;
  sincosf(y, &sn, &cs);
  return {sn * s, cs * s};
}
template <class S> __SA_CURAND_QUALIFIERS PairD normalPairDouble(S *st) {
  unsigned int x0 = ::curand(st);
  unsigned int x1 = ::curand(st);
  unsigned int y0 = ::curand(st);
  unsigned int y1 = ::curand(st);
  return boxMullerDouble(x0, x1, y0, y1);
}
__SA_CURAND_QUALIFIERS PairD normalPairDouble(curandStateMRG32k3a_t *st) {
  double x = uniformDouble(st);
  double y = uniformDouble(st);
  double s = sqrt(-2.0 * log(x));
  double sn, cs;
  sinCosPi(2.0 * y, &sn, &cs);
  return {sn * s, cs * s};
}

template <class S> __SA_CURAND_QUALIFIERS float normal(S *st) {
  if (st->boxmuller_flag != kExtraNormal) {
    Pair p = normalPair(st);
    st->boxmuller_extra = p.y;
    st->boxmuller_flag = kExtraNormal;
    return p.x;
  }
  st->boxmuller_flag = 0;
  return st->boxmuller_extra;
}
template <class S> __SA_CURAND_QUALIFIERS double normalDouble(S *st) {
  if (st->boxmuller_flag_double != kExtraNormal) {
    PairD p = normalPairDouble(st);
    st->boxmuller_extra_double = p.y;
    st->boxmuller_flag_double = kExtraNormal;
    return p.x;
  }
  st->boxmuller_flag_double = 0;
  return st->boxmuller_extra_double;
}
template <class S> __SA_CURAND_QUALIFIERS float logNormal(S *st, float mean, float stddev) {
  if (st->boxmuller_flag != kExtraLogNormal) {
    Pair p = normalPair(st);
    st->boxmuller_extra = expf(mean + stddev * p.y);
    st->boxmuller_flag = kExtraLogNormal;
    return expf(mean + stddev * p.x);
  }
  st->boxmuller_flag = 0;
  return st->boxmuller_extra;
}
template <class S> __SA_CURAND_QUALIFIERS double logNormalDouble(S *st, double mean, double stddev) {
  if (st->boxmuller_flag_double != kExtraLogNormal) {
    PairD p = normalPairDouble(st);
    st->boxmuller_extra_double = exp(mean + stddev * p.y);
    st->boxmuller_flag_double = kExtraLogNormal;
    return exp(mean + stddev * p.x);
  }
  st->boxmuller_flag_double = 0;
  return st->boxmuller_extra_double;
}

} // namespace curand
} // namespace __scale_amd

#include "poisson.h"

#define __SA_CURAND_SCALAR_API(S)                                                                  \
  __SA_CURAND_QUALIFIERS float curand_uniform(S *st) { return __scale_amd::curand::uniform(st); }  \
  __SA_CURAND_QUALIFIERS double curand_uniform_double(S *st) {                                     \
    return __scale_amd::curand::uniformDouble(st);                                                 \
  }                                                                                                \
  __SA_CURAND_QUALIFIERS float curand_normal(S *st) { return __scale_amd::curand::normal(st); }    \
  __SA_CURAND_QUALIFIERS double curand_normal_double(S *st) {                                      \
    return __scale_amd::curand::normalDouble(st);                                                  \
  }                                                                                                \
  __SA_CURAND_QUALIFIERS float2 curand_normal2(S *st) {                                            \
    __scale_amd::curand::Pair p = __scale_amd::curand::normalPair(st);                             \
    return make_float2(p.x, p.y);                                                                  \
  }                                                                                                \
  __SA_CURAND_QUALIFIERS double2 curand_normal2_double(S *st) {                                    \
    __scale_amd::curand::PairD p = __scale_amd::curand::normalPairDouble(st);                      \
    return make_double2(p.x, p.y);                                                                 \
  }                                                                                                \
  __SA_CURAND_QUALIFIERS float curand_log_normal(S *st, float mean, float stddev) {                \
    return __scale_amd::curand::logNormal(st, mean, stddev);                                       \
  }                                                                                                \
  __SA_CURAND_QUALIFIERS double curand_log_normal_double(S *st, double mean, double stddev) {      \
    return __scale_amd::curand::logNormalDouble(st, mean, stddev);                                 \
  }                                                                                                \
  __SA_CURAND_QUALIFIERS float2 curand_log_normal2(S *st, float mean, float stddev) {              \
    __scale_amd::curand::Pair p = __scale_amd::curand::normalPair(st);                             \
    return make_float2(expf(mean + stddev * p.x), expf(mean + stddev * p.y));                      \
  }                                                                                                \
  __SA_CURAND_QUALIFIERS double2 curand_log_normal2_double(S *st, double mean, double stddev) {    \
    __scale_amd::curand::PairD p = __scale_amd::curand::normalPairDouble(st);                      \
    return make_double2(exp(mean + stddev * p.x), exp(mean + stddev * p.y));                       \
  }                                                                                                \
  __SA_CURAND_QUALIFIERS unsigned int curand_poisson(S *st, double lambda) {                       \
    return __scale_amd::curand::poisson(st, lambda);                                               \
  }

__SA_CURAND_SCALAR_API(curandStateXORWOW_t)
__SA_CURAND_SCALAR_API(curandStatePhilox4_32_10_t)
__SA_CURAND_SCALAR_API(curandStateMRG32k3a_t)
#undef __SA_CURAND_SCALAR_API

// Philox's four-wide functions consume one counter block per call (curand4).
__SA_CURAND_QUALIFIERS float4 curand_uniform4(curandStatePhilox4_32_10_t *st) {
  using namespace __scale_amd::curand;
  uint4 r = curand4(st);
  return make_float4(uniformFromBits(r.x), uniformFromBits(r.y), uniformFromBits(r.z),
                     uniformFromBits(r.w));
}
__SA_CURAND_QUALIFIERS double2 curand_uniform2_double(curandStatePhilox4_32_10_t *st) {
  using namespace __scale_amd::curand;
  uint4 r = curand4(st);
  return make_double2(uniformDoubleFromBits(r.x, r.y), uniformDoubleFromBits(r.z, r.w));
}
__SA_CURAND_QUALIFIERS float4 curand_normal4(curandStatePhilox4_32_10_t *st) {
  using namespace __scale_amd::curand;
  uint4 r = curand4(st);
  Pair a = boxMuller(r.x, r.y), b = boxMuller(r.z, r.w);
  return make_float4(a.x, a.y, b.x, b.y);
}
__SA_CURAND_QUALIFIERS float4 curand_log_normal4(curandStatePhilox4_32_10_t *st, float mean,
                                                 float stddev) {
  float4 n = curand_normal4(st);
  return make_float4(expf(mean + stddev * n.x), expf(mean + stddev * n.y),
                     expf(mean + stddev * n.z), expf(mean + stddev * n.w));
}
__SA_CURAND_QUALIFIERS uint4 curand_poisson4(curandStatePhilox4_32_10_t *st, double lambda) {
  unsigned int a = curand_poisson(st, lambda);
  unsigned int b = curand_poisson(st, lambda);
  unsigned int c = curand_poisson(st, lambda);
  unsigned int d = curand_poisson(st, lambda);
  return make_uint4(a, b, c, d);
}
