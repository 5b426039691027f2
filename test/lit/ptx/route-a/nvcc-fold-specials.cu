// SPDX-License-Identifier: Apache-2.0
// CUDA's own answers for special operands, read from what NVIDIA's nvcc folds them to (-O3,
// libdevice inlined, the constant stored by the sm_90 SASS), next to ours: ilogbf / ilogb of
// NaN and 0 are INT_MIN and of inf INT_MAX (ocml gave INT_MAX for NaN; ours: bits.h), and
// __fns(mask, base, INT_MIN) is 0 (ours: bits.h; the old loop gave 0xffffffff).
// RUN: /usr/local/cuda/bin/nvcc -arch=sm_90 -O3 -cubin %s -o %t.cubin
// RUN: python3 %S/Inputs/ptxas_fold.py --cubin %t.cubin | %FileCheck %s --check-prefix=NV
// RUN: %clang_amd -std=c++17 -O2 -DOURS -I%src_root/headers -x c++ %s -o %t.exe
// RUN: %t.exe | %FileCheck %s --check-prefix=NV
// NV: fns_int_min 0x00000000
// NV: fns_int_min_base40 0x00000000
// NV: ilogb_nan 0x80000000
// NV: ilogb_zero 0x80000000
// NV: ilogbf_inf 0x7fffffff
// NV: ilogbf_nan 0x80000000
// NV: ilogbf_neg_nan 0x80000000
// NV: ilogbf_zero 0x80000000
#ifndef OURS
#define K(NAME, T, EXPR) extern "C" __global__ void NAME(T *o) { *o = (EXPR); }
#else
#include "__scale_amd/math/bits.h"
#include <cstdio>
#include <utility>
#include <cstring>
static float f32(unsigned u) { float f; std::memcpy(&f, &u, 4); return f; }
static double f64(unsigned long long u) { double d; std::memcpy(&d, &u, 8); return d; }
#define __int_as_float f32
#define __longlong_as_double f64
#define ilogbf __sa_ilogbf
#define ilogb __sa_ilogb
#define __fns __sa_fns
struct Row { const char *Name; unsigned V; };
static Row Rows[16];
static int NRows = 0;
#define K(NAME, T, EXPR) static int NAME##_ = (Rows[NRows++] = Row{#NAME, (unsigned)(EXPR)}, 0);
#endif
K(ilogb_nan, int, ilogb(__longlong_as_double(0x7ff8000000000000ull)))
K(ilogb_zero, int, ilogb(0.0))
K(ilogbf_inf, int, ilogbf(__int_as_float(0x7f800000u)))
K(ilogbf_nan, int, ilogbf(__int_as_float(0x7fc00000u)))
K(ilogbf_neg_nan, int, ilogbf(__int_as_float(0xffc00001u)))
K(ilogbf_zero, int, ilogbf(0.0f))
K(fns_int_min, unsigned, __fns(0xffffffffu, 3, -2147483647 - 1))
K(fns_int_min_base40, unsigned, __fns(0u, 40, -2147483647 - 1))
#ifdef OURS
int main() {
  // The same order as the cubin's kernels (sorted by name).
  for (int I = 0; I < NRows; ++I)
    for (int J = I + 1; J < NRows; ++J)
      if (std::strcmp(Rows[J].Name, Rows[I].Name) < 0)
        std::swap(Rows[I], Rows[J]);
  for (int I = 0; I < NRows; ++I)
    std::printf("%s 0x%08x\n", Rows[I].Name, Rows[I].V);
}
#endif
