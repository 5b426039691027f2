// SPDX-License-Identifier: Apache-2.0
// MTGP32 set-up as pure host functions (no GPU): the device parameter table built from the
// parameter sets, and the initial state of generator i for a seed. curand_mtgp32_host.h copies
// their results to the device; libcurand's host generator and the lit tests use them directly.
//
// Initial state (the MTGP authors' mtgp32_init_state, with cuRAND's seed use, measured): the
// 64-bit seed is folded to 32 bits (seed ^ seed >> 32); generator i gets seed + i + 1 and
// parameter set i. Words 0..N-1 of s (N = MEXP/32 + 1 = 351) are filled from a hidden seed of
// the set (tbl[4] ^ tbl[8] << 16) by Knuth's multiplier 1812433253 recursion; the other words of
// the 1024-word ring are not read before they are written and are left as they are.
#pragma once
#include <curand_mtgp32.h>
#include <string.h>

namespace __scale_amd {
namespace curand {

inline void mtgpInitState(unsigned int s[], const mtgp32_params_fast_t *para, unsigned int seed) {
  int size = para->mexp / 32 + 1;
  unsigned int hidden = para->tbl[4] ^ (para->tbl[8] << 16);
  unsigned int fill = hidden;
  fill += fill >> 16;
  fill += fill >> 8;
  memset(s, static_cast<int>(fill & 0xff), sizeof(unsigned int) * static_cast<size_t>(size));
  s[0] = seed;
  s[1] = hidden;
  for (int i = 1; i < size; ++i)
    s[i] ^= 1812433253u * (s[i - 1] ^ (s[i - 1] >> 30)) + static_cast<unsigned int>(i);
}

// The seed word of generator i.
inline unsigned int mtgpSeedOf(unsigned long long seed, int i) {
  return static_cast<unsigned int>(seed ^ (seed >> 32)) + static_cast<unsigned int>(i) + 1u;
}

// Generators 0..n-1 (n <= CURAND_NUM_MTGP32_PARAMS) with their parameter table pointer k.
inline void mtgpMakeStates(curandStateMtgp32_t *states, const mtgp32_params_fast_t params[],
                           mtgp32_kernel_params_t *k, int n, unsigned long long seed) {
  for (int i = 0; i < n; ++i) {
    mtgpInitState(states[i].s, &params[i], mtgpSeedOf(seed, i));
    states[i].offset = 0;
    states[i].pIdx = i;
    states[i].k = k;
  }
}

// The device table: one row per parameter set; the mask is set 0's.
inline void mtgpMakeKernelParams(const mtgp32_params_fast_t params[], mtgp32_kernel_params_t *p) {
  for (int i = 0; i < CURAND_NUM_MTGP32_PARAMS; ++i) {
    p->pos_tbl[i] = static_cast<unsigned int>(params[i].pos);
    p->sh1_tbl[i] = static_cast<unsigned int>(params[i].sh1);
    p->sh2_tbl[i] = static_cast<unsigned int>(params[i].sh2);
    for (int j = 0; j < TBL_SIZE; ++j) {
      p->param_tbl[i][j] = params[i].tbl[j];
      p->temper_tbl[i][j] = params[i].tmp_tbl[j];
      p->single_temper_tbl[i][j] = params[i].flt_tmp_tbl[j];
    }
  }
  p->mask[0] = params[0].mask;
}

} // namespace curand
} // namespace __scale_amd
