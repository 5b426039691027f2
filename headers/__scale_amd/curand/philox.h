// SPDX-License-Identifier: Apache-2.0
// Philox4x32-10 (Salmon, Moraes, Dror, Shaw: "Parallel random numbers: as easy as 1, 2, 3",
// SC'11): a counter-based generator; each 128-bit counter value gives four 32-bit outputs
// through ten rounds keyed by the 64-bit seed. cuRAND's layout: key = seed, the counter's upper
// 64 bits = subsequence, its lower 64 bits = offset / 4, and STATE = which of the four outputs
// is next.
#pragma once
#include "common.h"

struct curandStatePhilox4_32_10 {
  uint4 ctr;
  uint4 output;
  uint2 key;
  unsigned int STATE;
  int boxmuller_flag;
  int boxmuller_flag_double;
  float boxmuller_extra;
  double boxmuller_extra_double;
};
typedef struct curandStatePhilox4_32_10 curandStatePhilox4_32_10_t;

namespace __scale_amd {
namespace curand {

constexpr unsigned int kPhiloxM0 = 0xD2511F53u, kPhiloxM1 = 0xCD9E8D57u;
constexpr unsigned int kPhiloxW0 = 0x9E3779B9u, kPhiloxW1 = 0xBB67AE85u; // golden ratio, sqrt(3)-1

__SA_CURAND_QUALIFIERS uint4 philoxRound(uint4 c, uint2 k) {
  unsigned long long p0 = static_cast<unsigned long long>(kPhiloxM0) * c.x;
  unsigned long long p1 = static_cast<unsigned long long>(kPhiloxM1) * c.z;
  uint4 r;
  r.x = static_cast<unsigned int>(p1 >> 32) ^ c.y ^ k.x;
  r.y = static_cast<unsigned int>(p1);
  r.z = static_cast<unsigned int>(p0 >> 32) ^ c.w ^ k.y;
  r.w = static_cast<unsigned int>(p0);
  return r;
}

__SA_CURAND_QUALIFIERS uint4 philox4x32_10(uint4 c, uint2 k) {
  for (int i = 0; i < 9; ++i) {
    c = philoxRound(c, k);
    k.x += kPhiloxW0;
    k.y += kPhiloxW1;
  }
  return philoxRound(c, k);
}

// ctr += n (128-bit counter, n added to the low 64 bits with carry)
__SA_CURAND_QUALIFIERS void philoxAddLow(uint4 &c, unsigned long long n) {
  unsigned long long lo = (static_cast<unsigned long long>(c.y) << 32 | c.x);
  unsigned long long sum = lo + n;
  c.x = static_cast<unsigned int>(sum);
  c.y = static_cast<unsigned int>(sum >> 32);
  if (sum < lo) {
    unsigned long long hi = (static_cast<unsigned long long>(c.w) << 32 | c.z) + 1;
    c.z = static_cast<unsigned int>(hi);
    c.w = static_cast<unsigned int>(hi >> 32);
  }
}
__SA_CURAND_QUALIFIERS void philoxAddHigh(uint4 &c, unsigned long long n) {
  unsigned long long hi = (static_cast<unsigned long long>(c.w) << 32 | c.z) + n;
  c.z = static_cast<unsigned int>(hi);
  c.w = static_cast<unsigned int>(hi >> 32);
}

} // namespace curand
} // namespace __scale_amd

__SA_CURAND_QUALIFIERS void skipahead(unsigned long long n, curandStatePhilox4_32_10_t *state) {
  state->STATE += static_cast<unsigned int>(n & 3u);
  n /= 4;
  if (state->STATE > 3) {
    n += 1;
    state->STATE -= 4;
  }
  __scale_amd::curand::philoxAddLow(state->ctr, n);
  state->output = __scale_amd::curand::philox4x32_10(state->ctr, state->key);
}

__SA_CURAND_QUALIFIERS void skipahead_sequence(unsigned long long n,
                                               curandStatePhilox4_32_10_t *state) {
  __scale_amd::curand::philoxAddHigh(state->ctr, n);
  state->output = __scale_amd::curand::philox4x32_10(state->ctr, state->key);
}

__SA_CURAND_QUALIFIERS void curand_init(unsigned long long seed, unsigned long long subsequence,
                                        unsigned long long offset,
                                        curandStatePhilox4_32_10_t *state) {
  state->ctr = make_uint4(0, 0, 0, 0);
  state->key = make_uint2(static_cast<unsigned int>(seed), static_cast<unsigned int>(seed >> 32));
  state->STATE = 0;
  state->boxmuller_flag = 0;
  state->boxmuller_flag_double = 0;
  state->boxmuller_extra = 0.0f;
  state->boxmuller_extra_double = 0.0;
  skipahead_sequence(subsequence, state);
  skipahead(offset, state);
}

__SA_CURAND_QUALIFIERS unsigned int curand(curandStatePhilox4_32_10_t *state) {
  unsigned int r = state->STATE == 0   ? state->output.x
                   : state->STATE == 1 ? state->output.y
                   : state->STATE == 2 ? state->output.z
                                       : state->output.w;
  if (++state->STATE == 4) {
    __scale_amd::curand::philoxAddLow(state->ctr, 1);
    state->output = __scale_amd::curand::philox4x32_10(state->ctr, state->key);
    state->STATE = 0;
  }
  return r;
}

// Four consecutive outputs starting at the current position.
__SA_CURAND_QUALIFIERS uint4 curand4(curandStatePhilox4_32_10_t *state) {
  uint4 cur = state->output;
  __scale_amd::curand::philoxAddLow(state->ctr, 1);
  uint4 next = __scale_amd::curand::philox4x32_10(state->ctr, state->key);
  state->output = next;
  switch (state->STATE) {
  case 0: return cur;
  case 1: return make_uint4(cur.y, cur.z, cur.w, next.x);
  case 2: return make_uint4(cur.z, cur.w, next.x, next.y);
  default: return make_uint4(cur.w, next.x, next.y, next.z);
  }
}
