// SPDX-License-Identifier: Apache-2.0
// MRG32k3a (L'Ecuyer 1999, "Good parameters and implementations for combined multiple
// recursive random number generators"): two order-3 recurrences modulo m1 = 2^32-209 and
// m2 = 2^32-22853, combined. Skip-ahead multiplies the state by A^n for the companion matrices
// A1, A2; the matrices A^(2^k), k < 191, are computed at compile time (constexpr) so a jump costs
// one 3x3 product per set bit of n. curand_init's subsequence is 2^76 steps, skipahead_sequence
// 2^127 steps.
#pragma once
#include "common.h"

struct curandStateMRG32k3a {
  unsigned int s1[3];
  unsigned int s2[3];
  int boxmuller_flag;
  int boxmuller_flag_double;
  float boxmuller_extra;
  double boxmuller_extra_double;
};
typedef struct curandStateMRG32k3a curandStateMRG32k3a_t;

namespace __scale_amd {
namespace curand {

constexpr unsigned long long kMrgM1 = 4294967087ull, kMrgM2 = 4294944443ull;
constexpr unsigned long long kMrgA12 = 1403580ull, kMrgA13n = 810728ull;
constexpr unsigned long long kMrgA21 = 527612ull, kMrgA23n = 1370589ull;
constexpr int kMrgPowers = 191;

struct Mat3 { unsigned int a[9]; };
struct MrgJumpTables { Mat3 m1[kMrgPowers], m2[kMrgPowers]; };

__SA_CURAND_QUALIFIERS constexpr Mat3 mat3MulMod(const Mat3 &x, const Mat3 &y, unsigned long long m) {
  Mat3 r = {};
  for (int i = 0; i < 3; ++i)
    for (int j = 0; j < 3; ++j) {
      unsigned long long s = 0;
      for (int k = 0; k < 3; ++k)
        s = (s + static_cast<unsigned long long>(x.a[3 * i + k]) * y.a[3 * k + j] % m) % m;
      r.a[3 * i + j] = static_cast<unsigned int>(s);
    }
  return r;
}

constexpr MrgJumpTables mrgJumpTables() {
  MrgJumpTables t = {};
  t.m1[0] = Mat3{{0, 1, 0, 0, 0, 1, static_cast<unsigned int>(kMrgM1 - kMrgA13n),
                  static_cast<unsigned int>(kMrgA12), 0}};
  t.m2[0] = Mat3{{0, 1, 0, 0, 0, 1, static_cast<unsigned int>(kMrgM2 - kMrgA23n), 0,
                  static_cast<unsigned int>(kMrgA21)}};
  for (int k = 1; k < kMrgPowers; ++k) {
    t.m1[k] = mat3MulMod(t.m1[k - 1], t.m1[k - 1], kMrgM1);
    t.m2[k] = mat3MulMod(t.m2[k - 1], t.m2[k - 1], kMrgM2);
  }
  return t;
}

#if defined(__CUDA_ARCH__)
__device__ __constant__ constexpr MrgJumpTables kMrgJump = mrgJumpTables();
#else
inline constexpr MrgJumpTables kMrgJump = mrgJumpTables();
#endif

__SA_CURAND_QUALIFIERS void mat3Apply(const Mat3 &m, unsigned int (&s)[3], unsigned long long mod) {
  unsigned int r[3];
  for (int i = 0; i < 3; ++i) {
    unsigned long long acc = 0;
    for (int k = 0; k < 3; ++k)
      acc = (acc + static_cast<unsigned long long>(m.a[3 * i + k]) * s[k] % mod) % mod;
    r[i] = static_cast<unsigned int>(acc);
  }
  for (int i = 0; i < 3; ++i)
    s[i] = r[i];
}

// Advances both components by 2^shift * n steps (n < 2^64, shift + 64 <= kMrgPowers).
__SA_CURAND_QUALIFIERS void mrgJump(curandStateMRG32k3a &st, unsigned long long n, int shift) {
  for (int k = 0; n != 0; ++k, n >>= 1)
    if (n & 1ull) {
      mat3Apply(kMrgJump.m1[k + shift], st.s1, kMrgM1);
      mat3Apply(kMrgJump.m2[k + shift], st.s2, kMrgM2);
    }
}

__SA_CURAND_QUALIFIERS unsigned int mrgMulMod(unsigned int a, unsigned int b, unsigned long long m) {
  return static_cast<unsigned int>(static_cast<unsigned long long>(a) * b % m);
}

// One step; returns the combined value in [1, m1] as a double.
__SA_CURAND_QUALIFIERS double mrgNext(curandStateMRG32k3a &st) {
  // Each product is below 2^53; the subtraction is made non-negative by adding m.
  unsigned long long p1 = (kMrgA12 * st.s1[1] % kMrgM1 + kMrgM1 - kMrgA13n * st.s1[0] % kMrgM1) % kMrgM1;
  unsigned long long p2 = (kMrgA21 * st.s2[2] % kMrgM2 + kMrgM2 - kMrgA23n * st.s2[0] % kMrgM2) % kMrgM2;
  st.s1[0] = st.s1[1];
  st.s1[1] = st.s1[2];
  st.s1[2] = static_cast<unsigned int>(p1);
  st.s2[0] = st.s2[1];
  st.s2[1] = st.s2[2];
  st.s2[2] = static_cast<unsigned int>(p2);
  return p1 > p2 ? static_cast<double>(p1 - p2) : static_cast<double>(p1 + kMrgM1 - p2);
}

constexpr double kMrgNorm = 2.3283065498378290e-10; // 1/(m1+1)

} // namespace curand
} // namespace __scale_amd

__SA_CURAND_QUALIFIERS void skipahead(unsigned long long n, curandStateMRG32k3a_t *state) {
  __scale_amd::curand::mrgJump(*state, n, 0);
}
__SA_CURAND_QUALIFIERS void skipahead_subsequence(unsigned long long n, curandStateMRG32k3a_t *state) {
  __scale_amd::curand::mrgJump(*state, n, 76);
}
__SA_CURAND_QUALIFIERS void skipahead_sequence(unsigned long long n, curandStateMRG32k3a_t *state) {
  __scale_amd::curand::mrgJump(*state, n, 127);
}

__SA_CURAND_QUALIFIERS void curand_init(unsigned long long seed, unsigned long long subsequence,
                                        unsigned long long offset, curandStateMRG32k3a_t *state) {
  using namespace __scale_amd::curand;
  for (int i = 0; i < 3; ++i)
    state->s1[i] = state->s2[i] = 12345u;
  if (seed != 0ull) {
    unsigned int x1 = static_cast<unsigned int>(seed) ^ 0x55555555u;
    unsigned int x2 = static_cast<unsigned int>(seed >> 32) ^ 0xAAAAAAAAu;
    state->s1[0] = mrgMulMod(x1, state->s1[0], kMrgM1);
    state->s1[1] = mrgMulMod(x2, state->s1[1], kMrgM1);
    state->s1[2] = mrgMulMod(x1, state->s1[2], kMrgM1);
    state->s2[0] = mrgMulMod(x2, state->s2[0], kMrgM2);
    state->s2[1] = mrgMulMod(x1, state->s2[1], kMrgM2);
    state->s2[2] = mrgMulMod(x2, state->s2[2], kMrgM2);
  }
  skipahead_subsequence(subsequence, state);
  skipahead(offset, state);
  state->boxmuller_flag = 0;
  state->boxmuller_flag_double = 0;
  state->boxmuller_extra = 0.0f;
  state->boxmuller_extra_double = 0.0;
}

__SA_CURAND_QUALIFIERS unsigned int curand(curandStateMRG32k3a_t *state) {
  return static_cast<unsigned int>(__scale_amd::curand::mrgNext(*state) * 1.000000048662);
}
