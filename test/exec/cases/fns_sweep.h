// SPDX-License-Identifier: Apache-2.0
// The __fns / fns.b32 sweep shared by fns_sweep.cu (route B: the __fns function of our
// headers) and ptx/fns.cu (route A: the PTX instruction lowered by our plugin): 24 mask
// patterns x 46 bases (0..40 and beyond 31: 63, 64, 255, 2^31, 2^32-1) x 74 offsets (-33..33,
// INT_MIN, INT_MIN+1, INT_MAX, +-64, +-1000). One thread per (mask, base), looping over the
// offsets; out[(mask * kBases + base) * kOffsets + offset]. The ISA leaves base > 31 undefined
// and its pseudo-code has no |INT_MIN|: ptxas's constant folding gives 0xffffffff and 0 there
// (headers/__scale_amd/math/bits.h); this sweep checks the hardware's run-time answer.
#pragma once
#include <climits>

constexpr int kMasks = 24, kBases = 46, kOffsets = 74;
constexpr int kSweep = kMasks * kBases * kOffsets;

__device__ __host__ inline unsigned sweepMask(int m) {
  const unsigned fixed[16] = {0u, 0xffffffffu, 1u, 0x80000000u, 0xaaaaaaaau, 0x55555555u,
                              0x80000001u, 0x0000ffffu, 0xffff0000u, 0x00010000u, 0x7fffffffu,
                              0xfffffffeu, 0x00000180u, 0x11111111u, 0x12345678u, 0xdeadbeefu};
  if (m < 16)
    return fixed[m];
  unsigned s = 0x9e3779b9u * unsigned(m + 1);
  s ^= s << 13; s ^= s >> 17; s ^= s << 5;
  return s;
}
__device__ __host__ inline unsigned sweepBase(int b) {
  const unsigned beyond[5] = {63u, 64u, 255u, 0x80000000u, 0xffffffffu};
  return b <= 40 ? unsigned(b) : beyond[b - 41];
}
__device__ __host__ inline int sweepOffset(int o) {
  const int extreme[7] = {INT_MIN, INT_MIN + 1, INT_MAX, -64, 64, -1000, 1000};
  return o < 67 ? o - 33 : extreme[o - 67];
}
