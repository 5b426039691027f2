// SPDX-License-Identifier: Apache-2.0
// The Sobol direction-vector tables of libcurand.
//
// Joe-Kuo 6 (S. Joe and F. Y. Kuo, SIAM J. Sci. Comput. 30, 2008; new-joe-kuo-6.21201, first
// 20000 dimensions): generated at build time by gen_sobol_tables.py from the installed rocRAND
// headers (MIT licence, Copyright (c) 2017-2021 Advanced Micro Devices, Inc.) into binary files
// that this file embeds with .incbin; nothing of the data is in the source tree.
//
// Scrambled sets: each dimension's vectors multiplied by a random lower-triangular bit matrix with
// unit diagonal (Matousek's linear matrix scrambling: column j has bit W-1-j set and random bits
// below), and a random scramble constant per dimension (digital shift) whose upper 32 bits are the
// 32-bit constant (as in cuRAND). The random bits come from SplitMix64 (Steele, Lea and Flood,
// 2014) with a fixed seed per dimension, so the tables are the same on every build. cuRAND's own
// scrambled tables are different (random data of NVIDIA's; docs/curand.md).
#include "SobolTables.h"
#include <mutex>
#include <vector>

#ifndef SCALE_AMD_NO_SOBOL_TABLES
asm(".pushsection .rodata\n"
    ".balign 64\n"
    "scale_amd_sobol32:\n"
    ".incbin \"" SCALE_AMD_SOBOL_DIR "/sobol32.bin\"\n"
    ".balign 64\n"
    "scale_amd_sobol64:\n"
    ".incbin \"" SCALE_AMD_SOBOL_DIR "/sobol64.bin\"\n"
    ".popsection\n");
#define SA_HIDDEN __attribute__((visibility("hidden")))
extern "C" SA_HIDDEN const unsigned scale_amd_sobol32[] asm("scale_amd_sobol32");
extern "C" SA_HIDDEN const unsigned long long scale_amd_sobol64[] asm("scale_amd_sobol64");
#endif

namespace scale_amd {
namespace curand {
namespace {

unsigned long long splitmix64(unsigned long long &s) {
  unsigned long long z = (s += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

// Scrambled copy of one width's table: v'_k = M_d v_k for each dimension d.
template <class W> std::vector<W> scramble(const W *v, unsigned long long salt) {
  constexpr int B = 8 * sizeof(W);
  std::vector<W> out(static_cast<size_t>(kSobolDims) * B);
  for (unsigned d = 0; d < kSobolDims; ++d) {
    unsigned long long s = 0x5343414c45414d44ull ^ salt; // "SCALEAMD"
    s ^= static_cast<unsigned long long>(d) << 20;
    W col[B];
    for (int j = 0; j < B; ++j) {
      W top = static_cast<W>(W(1) << (B - 1 - j));
      col[j] = top | (static_cast<W>(splitmix64(s)) & static_cast<W>(top - 1));
    }
    for (int k = 0; k < B; ++k) {
      W x = v[d * B + k], y = 0;
      for (int j = 0; j < B; ++j)
        if ((x >> (B - 1 - j)) & 1)
          y ^= col[j];
      out[d * B + k] = y;
    }
  }
  return out;
}

struct Scrambled {
  std::vector<unsigned> v32, c32;
  std::vector<unsigned long long> v64, c64;
};

const Scrambled *scrambled() {
#ifdef SCALE_AMD_NO_SOBOL_TABLES
  return nullptr;
#else
  static Scrambled *t = nullptr;
  static std::once_flag once;
  std::call_once(once, [] {
    t = new Scrambled;
    t->v32 = scramble(scale_amd_sobol32, 32);
    t->v64 = scramble(scale_amd_sobol64, 64);
    unsigned long long s = 0x736f626f6c736372ull; // "sobolscr"
    for (unsigned d = 0; d < kSobolDims; ++d) {
      t->c64.push_back(splitmix64(s));
      t->c32.push_back(static_cast<unsigned>(t->c64.back() >> 32));
    }
  });
  return t;
#endif
}

} // namespace

const unsigned *sobolVectors32(bool scr) {
#ifdef SCALE_AMD_NO_SOBOL_TABLES
  (void)scr;
  return nullptr;
#else
  return scr ? scrambled()->v32.data() : scale_amd_sobol32;
#endif
}
const unsigned long long *sobolVectors64(bool scr) {
#ifdef SCALE_AMD_NO_SOBOL_TABLES
  (void)scr;
  return nullptr;
#else
  return scr ? scrambled()->v64.data() : scale_amd_sobol64;
#endif
}
const unsigned *sobolConstants32() { return scrambled() ? scrambled()->c32.data() : nullptr; }
const unsigned long long *sobolConstants64() {
  return scrambled() ? scrambled()->c64.data() : nullptr;
}

} // namespace curand
} // namespace scale_amd
