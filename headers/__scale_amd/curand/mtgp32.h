// SPDX-License-Identifier: Apache-2.0
// cuRAND's MTGP32 generator, the internals shared by the device API (curand_mtgp32_kernel.h) and
// libcurand's MTGP32 generator. One curandStateMtgp32_t serves a whole thread block: each call of
// curand() by the block's d <= 256 threads advances the MTGP recursion by d words, thread t
// (its index in the block) computing word t of the step:
//   r = para_rec(s[o+t], s[o+t+1], s[o+t+pos])      (o = the state's ring offset)
//   s[o+t+N] = r                                     (N = 351 words, MEXP 11213)
//   out = temper(r, s[o+t+pos-1])
// then the thread of word 0 moves the offset on by d (barriers before and after, so every thread
// of the block must make the same calls). The reads of one step lie in [o, o+d+pos] and the
// writes in [o+N, o+N+d), so the threads do not depend on each other within a step; stepping
// t = 0..d-1 in order on one CPU thread gives the same words (libcurand's host generator does).
// Thread index: blockDim.z*blockDim.y*threadIdx.z + blockDim.x*threadIdx.y + threadIdx.x, as
// cuRAND computes it (measured; the usual index whenever blockDim.x == blockDim.z, so always for
// 1-D and 2-D blocks; otherwise threads share words and some ring slots are never written).
// Distributions take one draw per value: uniform = x*2^-32 + 2^-33, double uniform (x+1)*2^-32,
// normal by inverting the normal CDF (-sqrt(2) * erfcinv(2u), mirrored at 0.5 to keep
// precision), log-normal = exp(mean + stddev * normal), Poisson by inversion (lambda < 1000) or
// the rounded normal approximation.
#pragma once
#include <curand_mtgp32.h>
#include <math.h>
#include "common.h"

namespace __scale_amd {
namespace curand {

__SA_CURAND_QUALIFIERS unsigned int mtgpParaRec(const mtgp32_kernel_params_t *k, int id,
                                                unsigned int x1, unsigned int x2, unsigned int y) {
  unsigned int x = (x1 & k->mask[0]) ^ x2;
  x ^= x << k->sh1_tbl[id];
  y = x ^ (y >> k->sh2_tbl[id]);
  return y ^ k->param_tbl[id][y & 0x0f];
}
// The tempering look-up index: the 4 low bits of t folded with its upper half and quarter.
__SA_CURAND_QUALIFIERS unsigned int mtgpTemperIndex(unsigned int t) {
  t ^= t >> 16;
  t ^= t >> 8;
  return t & 0x0f;
}
// Word t of the block's next step (the state's offset is not moved).
__SA_CURAND_QUALIFIERS unsigned int mtgpWord(curandStateMtgp32_t *st, unsigned int t) {
  const mtgp32_kernel_params_t *k = st->k;
  int id = st->pIdx;
  unsigned int pos = k->pos_tbl[id], o = static_cast<unsigned int>(st->offset) + t;
  unsigned int r = mtgpParaRec(k, id, st->s[o & MTGP32_STATE_MASK], st->s[(o + 1) & MTGP32_STATE_MASK],
                               st->s[(o + pos) & MTGP32_STATE_MASK]);
  st->s[(o + MTGPDC_N) & MTGP32_STATE_MASK] = r;
  return r ^ k->temper_tbl[id][mtgpTemperIndex(st->s[(o + pos - 1) & MTGP32_STATE_MASK])];
}
// cuRAND's single-precision word t: the recursion read as for mtgpWord, the new word stored at
// s[t] (not in its ring slot), the single tempering giving the bits of a float in [1, 2)
// (flt_tmp_tbl holds the exponent).
__SA_CURAND_QUALIFIERS unsigned int mtgpSingleWordAt(curandStateMtgp32_t *st, unsigned int t) {
  const mtgp32_kernel_params_t *k = st->k;
  int id = st->pIdx;
  unsigned int pos = k->pos_tbl[id], o = static_cast<unsigned int>(st->offset) + t;
  unsigned int r = mtgpParaRec(k, id, st->s[o & MTGP32_STATE_MASK], st->s[(o + 1) & MTGP32_STATE_MASK],
                               st->s[(o + pos) & MTGP32_STATE_MASK]);
  st->s[t & MTGP32_STATE_MASK] = r;
  unsigned int i = mtgpTemperIndex(st->s[(o + pos - 1) & MTGP32_STATE_MASK]);
  return (r >> 9) ^ k->single_temper_tbl[id][i];
}
__SA_CURAND_QUALIFIERS void mtgpAdvance(curandStateMtgp32_t *st, unsigned int n) {
  st->offset = static_cast<int>((static_cast<unsigned int>(st->offset) + n) & MTGP32_STATE_MASK);
}

// Poisson by inversion of its CDF at u (cuRAND's MTGP32 curand_poisson for lambda < 1000, one
// draw per value, measured): the smallest k with P(X <= k) >= u, the CDF summed from k = 0 in
// double (in log space where exp(-lambda) would underflow).
__SA_CURAND_QUALIFIERS unsigned int poissonInverse(float u, double lambda) {
  unsigned int k = 0;
  if (lambda < 700.0) {
    double pmf = exp(-lambda), cdf = pmf;
    while (cdf < u && k < 100000u) {
      ++k;
      pmf *= lambda / k;
      cdf += pmf;
    }
    return k;
  }
  double logLambda = log(lambda), logPmf = -lambda, cdf = exp(logPmf);
  while (cdf < u && k < 100000u) {
    ++k;
    logPmf += logLambda - log(static_cast<double>(k));
    cdf += exp(logPmf);
  }
  return k;
}

#ifdef __CUDACC__
// Normal by inversion of one draw (cuRAND's MTGP32 normal): -sqrt(2) * erfcinv(2u), computed on
// the lower half (u <= 1/2) and mirrored.
__device__ __forceinline__ float normalIcdf(unsigned int x) {
  float s = -1.4142135f;
  if (x > 0x80000000u) {
    x = 0xffffffffu - x;
    s = -s;
  }
  return s * erfcinvf(2.0f * uniformFromBits(x));
}
__device__ __forceinline__ double normalIcdfDouble(unsigned int x) {
  double s = -1.4142135623730951;
  if (x > 0x80000000u) {
    x = 0xffffffffu - x;
    s = -s;
  }
  return s * erfcinv(2.0 * uniformDoubleFromBits(x));
}

// One step of the block: word `index` of a step of n words.
__device__ __forceinline__ unsigned int mtgpBlockStep(curandStateMtgp32_t *st, unsigned int index,
                                                      unsigned int n) {
  unsigned int o = mtgpWord(st, index);
  __syncthreads();
  if (index == 0)
    mtgpAdvance(st, n);
  __syncthreads();
  return o;
}
__device__ __forceinline__ unsigned int mtgpThreadIndex() {
  return blockDim.z * blockDim.y * threadIdx.z + blockDim.x * threadIdx.y + threadIdx.x;
}
__device__ __forceinline__ unsigned int mtgpBlockSize() {
  return blockDim.z * blockDim.y * blockDim.x;
}
#endif

} // namespace curand
} // namespace __scale_amd
