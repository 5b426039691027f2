// SPDX-License-Identifier: Apache-2.0
// Prints "mask base offset result" for a sweep of fns.b32 operands, the result being our __fns
// (headers/__scale_amd/math/bits.h, the same semantics as the fns.b32 lowering); ptxas_fold.py
// compares each line with what NVIDIA's ptxas folds the instruction to.
#include "__scale_amd/math/bits.h"

#include <climits>
#include <cstdio>

int main() {
  const unsigned Masks[] = {0u, ~0u, 1u, 0x80000000u, 0xaaaaaaaau, 0x00010001u, 0x12345678u, 0xf0f0f0f0u};
  const unsigned Bases[] = {0, 1, 5, 16, 30, 31, 32, 33, 40, 64, 0x80000000u, 0xffffffffu};
  const int Offsets[] = {INT_MIN, INT_MIN + 1, -1000, -33, -32, -17, -5, -2, -1, 0, 1, 2, 3, 7,
                         16, 31, 32, 33, 1000, INT_MAX};
  for (unsigned M : Masks)
    for (unsigned B : Bases)
      for (int O : Offsets)
        std::printf("%#x %u %d %#x\n", M, B, O, __sa_fns(M, B, O));
  return 0;
}
