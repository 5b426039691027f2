// SPDX-License-Identifier: Apache-2.0
// XORWOW (Marsaglia 2003, "Xorshift RNGs"): a 160-bit xorshift state v[0..4] plus a Weyl
// counter d (step 362437). Seeding (as cuRAND documents it: the 64-bit seed is split, salted and
// scrambled into the five words and d) and skip-ahead: subsequence s starts 2^67*s steps ahead.
//
// Skip-ahead without tables: the xorshift part is linear over GF(2), T^n = r(T) where
// r(x) = x^n mod P(x) and P is T's characteristic polynomial (degree 160). P is computed at
// compile time by Berlekamp-Massey from 320 output bits; x^n mod P by square-and-multiply over
// the bits of n (n = 2^67*subsequence + offset, up to 131 bits); r(T)v by stepping v 160 times.
// The Weyl counter just adds 362437*n mod 2^32 (2^67*s contributes 0).
#pragma once
#include "common.h"

struct curandStateXORWOW {
  unsigned int d, v[5];
  int boxmuller_flag;
  int boxmuller_flag_double;
  float boxmuller_extra;
  double boxmuller_extra_double;
};
typedef struct curandStateXORWOW curandStateXORWOW_t;
typedef struct curandStateXORWOW curandState;
typedef struct curandStateXORWOW curandState_t;

namespace __scale_amd {
namespace curand {

constexpr unsigned int kXorwowWeyl = 362437u;

struct Gf2Poly160 { unsigned int w[5]; }; // coefficients of x^0..x^159

__SA_CURAND_QUALIFIERS constexpr void xorwowShift(unsigned int (&v)[5]) {
  unsigned int t = v[0] ^ (v[0] >> 2);
  v[0] = v[1];
  v[1] = v[2];
  v[2] = v[3];
  v[3] = v[4];
  v[4] = (v[4] ^ (v[4] << 4)) ^ (t ^ (t << 1));
}

// P(x) = x^160 + sum(w bits): the characteristic polynomial of the xorshift step.
constexpr Gf2Poly160 xorwowCharPoly() {
  unsigned int v[5] = {1u, 2u, 3u, 4u, 5u};
  bool s[320] = {};
  for (int n = 0; n < 320; ++n) {
    xorwowShift(v);
    s[n] = v[4] & 1u;
  }
  bool c[321] = {}, b[321] = {}, t[321] = {};
  c[0] = b[0] = true;
  int len = 0, m = 1;
  for (int n = 0; n < 320; ++n) {
    bool d = s[n];
    for (int i = 1; i <= len; ++i)
      d ^= c[i] & s[n - i];
    if (!d) {
      ++m;
      continue;
    }
    for (int i = 0; i <= 320; ++i)
      t[i] = c[i];
    for (int i = 0; i + m <= 320; ++i)
      c[i + m] ^= b[i];
    if (2 * len <= n) {
      len = n + 1 - len;
      for (int i = 0; i <= 320; ++i)
        b[i] = t[i];
      m = 1;
    } else {
      ++m;
    }
  }
  Gf2Poly160 p = {};
  if (len != 160)
    return p; // caught by the static_assert below
  for (int i = 1; i <= 160; ++i)
    if (c[i])
      p.w[(160 - i) / 32] |= 1u << ((160 - i) % 32);
  return p;
}
constexpr Gf2Poly160 kXorwowPoly = xorwowCharPoly();
static_assert(kXorwowPoly.w[0] & 1u, "XORWOW characteristic polynomial must have degree 160");

// a := a*x mod P
__SA_CURAND_QUALIFIERS void polyMulX(unsigned int (&a)[5]) {
  unsigned int top = a[4] >> 31;
  for (int i = 4; i > 0; --i)
    a[i] = (a[i] << 1) | (a[i - 1] >> 31);
  a[0] <<= 1;
  unsigned int mask = 0u - top;
  for (int i = 0; i < 5; ++i)
    a[i] ^= kXorwowPoly.w[i] & mask;
}

// a := a*b mod P (Horner over the bits of b, high to low)
__SA_CURAND_QUALIFIERS void polyMulMod(unsigned int (&a)[5], const unsigned int (&b)[5]) {
  unsigned int acc[5] = {0, 0, 0, 0, 0};
  for (int bit = 159; bit >= 0; --bit) {
    polyMulX(acc);
    unsigned int mask = 0u - ((b[bit / 32] >> (bit % 32)) & 1u);
    for (int i = 0; i < 5; ++i)
      acc[i] ^= a[i] & mask;
  }
  for (int i = 0; i < 5; ++i)
    a[i] = acc[i];
}

// Advances the xorshift words by 2^shift * n steps (n < 2^64, shift < 128).
__SA_CURAND_QUALIFIERS void xorwowJump(unsigned int (&v)[5], unsigned long long n, int shift) {
  if (n == 0)
    return;
  unsigned int r[5] = {1, 0, 0, 0, 0}; // x^0
  int top = 63;
  while (!((n >> top) & 1ull))
    --top;
  for (int bit = top; bit >= 0; --bit) {
    unsigned int sq[5] = {r[0], r[1], r[2], r[3], r[4]};
    polyMulMod(r, sq);
    if ((n >> bit) & 1ull)
      polyMulX(r);
  }
  for (int i = 0; i < shift; ++i) {
    unsigned int sq[5] = {r[0], r[1], r[2], r[3], r[4]};
    polyMulMod(r, sq);
  }
  unsigned int acc[5] = {0, 0, 0, 0, 0};
  for (int k = 0; k < 160; ++k) {
    unsigned int mask = 0u - ((r[k / 32] >> (k % 32)) & 1u);
    for (int i = 0; i < 5; ++i)
      acc[i] ^= v[i] & mask;
    xorwowShift(v);
  }
  for (int i = 0; i < 5; ++i)
    v[i] = acc[i];
}

} // namespace curand
} // namespace __scale_amd

__SA_CURAND_QUALIFIERS unsigned int curand(curandStateXORWOW_t *state) {
  __scale_amd::curand::xorwowShift(state->v);
  state->d += __scale_amd::curand::kXorwowWeyl;
  return state->v[4] + state->d;
}

__SA_CURAND_QUALIFIERS void skipahead(unsigned long long n, curandStateXORWOW_t *state) {
  __scale_amd::curand::xorwowJump(state->v, n, 0);
  state->d += __scale_amd::curand::kXorwowWeyl * static_cast<unsigned int>(n);
}

// Subsequences are 2^67 steps apart.
__SA_CURAND_QUALIFIERS void skipahead_sequence(unsigned long long n, curandStateXORWOW_t *state) {
  __scale_amd::curand::xorwowJump(state->v, n, 67);
}

__SA_CURAND_QUALIFIERS void curand_init(unsigned long long seed, unsigned long long subsequence,
                                        unsigned long long offset, curandStateXORWOW_t *state) {
  unsigned int s0 = static_cast<unsigned int>(seed) ^ 0xaad26b49u;
  unsigned int s1 = static_cast<unsigned int>(seed >> 32) ^ 0xf7dcefddu;
  unsigned int t0 = 1099087573u * s0;
  unsigned int t1 = 2591861531u * s1;
  state->d = 6615241u + t1 + t0;
  state->v[0] = 123456789u + t0;
  state->v[1] = 362436069u ^ t0;
  state->v[2] = 521288629u + t1;
  state->v[3] = 88675123u ^ t1;
  state->v[4] = 5783321u + t0;
  skipahead_sequence(subsequence, state);
  skipahead(offset, state);
  state->boxmuller_flag = 0;
  state->boxmuller_flag_double = 0;
  state->boxmuller_extra = 0.0f;
  state->boxmuller_extra_double = 0.0;
}
