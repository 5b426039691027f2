// SPDX-License-Identifier: Apache-2.0
// __fns, ilogbf and ilogb as the math tables compute them (__scale_amd/math/bits.h, plain C++: the
// device code) on the host:
//  * __fns against the PTX ISA's pseudo-code of fns.b32 (written out below as the ISA states it,
//    a loop over bit positions) on 40 mask patterns x bases 0..40 and beyond x offsets -40..40 and
//    the extremes, with the two rules where the pseudo-code is not what NVIDIA computes (ptxas's
//    constant folding, see bits.h): base > 31 gives 0xffffffff, offset INT_MIN gives 0;
//  * ilogbf / ilogb against CUDA's documented special values (INT_MIN for +-0 and NaN, INT_MAX for
//    +-inf) and against the host's ilogbf / ilogb (glibc: the same special values) on every 61st
//    float bit pattern, every subnormal bit length and payload-carrying NaNs.
// Prints each mismatch (MISMATCH) and "checked N results, M mismatches"; exits 1 on a mismatch.
#include "__scale_amd/math/bits.h"

#include <climits>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <vector>

namespace {

long Checks = 0, Mismatches = 0;

void expect(const char *What, long long Got, long long Want, unsigned long long A, long long B = 0,
            long long C = 0) {
  ++Checks;
  if (Got != Want && ++Mismatches <= 30)
    std::printf("MISMATCH %s(%#llx, %lld, %lld): got %#llx want %#llx\n", What, A, B, C,
                (unsigned long long)Got, (unsigned long long)Want);
}

/// fns.b32 as the PTX ISA's pseudo-code states it, for base <= 31 and offset != INT_MIN.
unsigned fnsIsa(unsigned Mask, unsigned Base, int Offset) {
  unsigned D = 0xffffffffu;
  if (Offset == 0) {
    if ((Mask >> Base) & 1)
      D = Base;
    return D;
  }
  int Pos = int(Base), Count = (Offset > 0 ? Offset : -Offset) - 1, Inc = Offset > 0 ? 1 : -1;
  while (Pos >= 0 && Pos < 32) {
    if ((Mask >> Pos) & 1) {
      if (Count == 0)
        return unsigned(Pos);
      --Count;
    }
    Pos += Inc;
  }
  return D;
}

unsigned fnsNvidia(unsigned Mask, unsigned Base, int Offset) {
  if (Offset == INT_MIN)
    return 0;
  if (Base > 31)
    return 0xffffffffu;
  return fnsIsa(Mask, Base, Offset);
}

} // namespace

int main() {
  // Masks: empty, full, single bits at the ends and inside, alternating, sparse, dense, random.
  std::vector<unsigned> Masks = {0u, ~0u, 1u, 0x80000000u, 0x00010000u, 0xaaaaaaaau, 0x55555555u,
                                 0x80000001u, 0x0000ffffu, 0xffff0000u, 0x00ff00ffu, 0xf0f0f0f0u,
                                 0x11111111u, 0x88888888u, 0x7fffffffu, 0xfffffffeu, 0x00000180u,
                                 0x40000002u, 0x12345678u, 0xdeadbeefu};
  unsigned S = 0x9e3779b9u;
  while (Masks.size() < 40) {
    S ^= S << 13;
    S ^= S >> 17;
    S ^= S << 5;
    Masks.push_back(S);
  }
  std::vector<unsigned> Bases;
  for (unsigned B = 0; B <= 40; ++B)
    Bases.push_back(B);
  for (unsigned B : {63u, 64u, 100u, 0x7fffffffu, 0x80000000u, 0xffffffe0u, 0xffffffffu})
    Bases.push_back(B);
  std::vector<int> Offsets;
  for (int O = -40; O <= 40; ++O)
    Offsets.push_back(O);
  for (int O : {INT_MIN, INT_MIN + 1, INT_MAX, -1000, 1000, -65536, 65536})
    Offsets.push_back(O);
  for (unsigned M : Masks)
    for (unsigned B : Bases)
      for (int O : Offsets)
        expect("__fns", __sa_fns(M, B, O), fnsNvidia(M, B, O), M, B, O);
  // The ISA's own examples.
  expect("__fns", __sa_fns(0xaaaaaaaau, 3, 1), 3, 0xaaaaaaaau, 3, 1);
  expect("__fns", __sa_fns(0xaaaaaaaau, 3, -1), 3, 0xaaaaaaaau, 3, -1);
  expect("__fns", __sa_fns(0xaaaaaaaau, 2, 1), 3, 0xaaaaaaaau, 2, 1);
  expect("__fns", __sa_fns(0xaaaaaaaau, 2, -1), 1, 0xaaaaaaaau, 2, -1);

  // ilogbf: CUDA's documented values, then the host's ilogbf.
  const float FInf = INFINITY;
  expect("ilogbf", __sa_ilogbf(0.0f), INT_MIN, 0);
  expect("ilogbf", __sa_ilogbf(-0.0f), INT_MIN, 0x80000000u);
  expect("ilogbf", __sa_ilogbf(NAN), INT_MIN, 0x7fc00000u);
  expect("ilogbf", __sa_ilogbf(-NAN), INT_MIN, 0xffc00000u);
  expect("ilogbf", __sa_ilogbf(FInf), INT_MAX, 0x7f800000u);
  expect("ilogbf", __sa_ilogbf(-FInf), INT_MAX, 0xff800000u);
  expect("ilogbf", __sa_ilogbf(0x1p-149f), -149, 1);
  expect("ilogbf", __sa_ilogbf(0x1.fffffcp-127f), -127, 0x007fffffu);
  auto CheckF = [](uint32_t U) {
    float X;
    std::memcpy(&X, &U, 4);
    expect("ilogbf", __sa_ilogbf(X), ilogbf(X), U);
  };
  for (uint64_t U = 0; U <= 0xffffffffu; U += 61)
    CheckF(uint32_t(U));
  for (uint32_t Sign : {0u, 0x80000000u})
    for (int B = 0; B < 23; ++B) {
      CheckF(Sign | (1u << B));             // subnormals of every bit length
      CheckF(Sign | ((2u << B) - 1));
      CheckF(Sign | 0x7f800000u | (1u << B)); // NaNs with a payload bit
    }
  // ilogb (double).
  const double DInf = INFINITY;
  expect("ilogb", __sa_ilogb(0.0), INT_MIN, 0);
  expect("ilogb", __sa_ilogb(-0.0), INT_MIN, 0x8000000000000000ull);
  expect("ilogb", __sa_ilogb((double)NAN), INT_MIN, 0x7ff8000000000000ull);
  expect("ilogb", __sa_ilogb(DInf), INT_MAX, 0x7ff0000000000000ull);
  expect("ilogb", __sa_ilogb(-DInf), INT_MAX, 0xfff0000000000000ull);
  expect("ilogb", __sa_ilogb(0x1p-1074), -1074, 1);
  auto CheckD = [](uint64_t U) {
    double X;
    std::memcpy(&X, &U, 8);
    expect("ilogb", __sa_ilogb(X), ilogb(X), U);
  };
  for (uint64_t Sign : {0ull, 0x8000000000000000ull})
    for (int E = 0; E < 2048; ++E)
      for (uint64_t M : {0ull, 1ull, 0x8000000000000ull, 0xfffffffffffffull, 0x123456789abcdull})
        CheckD(Sign | uint64_t(E) << 52 | M);
  for (uint64_t Sign : {0ull, 0x8000000000000000ull})
    for (int B = 0; B < 52; ++B) {
      CheckD(Sign | (1ull << B));
      CheckD(Sign | ((2ull << B) - 1));
    }
  std::printf("checked %ld results, %ld mismatches\n", Checks, Mismatches);
  return Mismatches ? 1 : 0;
}
