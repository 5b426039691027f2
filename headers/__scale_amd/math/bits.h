/* SPDX-License-Identifier: Apache-2.0 */
/* Math-table helpers that are pure integer code on bit patterns: __fns, ilogbf, ilogb. Nothing
 * here uses target builtins (only __builtin_popcount / clz / bit_cast), so the same code runs on
 * the host in test/lit/math/bits-host.test; integer code is also unaffected by --use_fast_math (no
 * finite-only folding of NaN tests, no denormal flushing). */
#ifndef __SCALE_AMD_MATH_BITS_H__
#define __SCALE_AMD_MATH_BITS_H__
#include "../../crt/host_defines.h"

#define __SA_BITS_FN static inline __host__ __device__ __attribute__((always_inline))

/* __fns(mask, base, offset) = PTX fns.b32 (PTX ISA "Integer Arithmetic Instructions: fns"): the
 * position of the |offset|-th set bit of mask counting from bit base upward (offset > 0, base
 * included) or downward (offset < 0); offset 0 gives base if its bit is set; 0xffffffff when there
 * is no such bit. Where the ISA is silent or says undefined we do what NVIDIA's ptxas computes
 * (its constant folding of fns.b32, probed over 9 masks x 39 bases x 76 offsets; the execution
 * case test/exec/ptx/fns.cu checks the hardware): base > 31 gives 0xffffffff, and offset
 * INT_MIN gives 0 for every mask and base (|INT_MIN| does not exist as an s32; the pseudo-code's
 * count = |offset| - 1 would give 0xffffffff).
 * Branch-free, the same algorithm as the PTX lowering (clang-plugin/ptx/IntArith.cpp lowerFns):
 * keep the bits on the searched side of base, turn the request into a rank k from the bottom
 * (k = |offset| upward, popc - |offset| + 1 downward) and find the k-th set bit by a binary search
 * over popcounts of halves. */
__SA_BITS_FN unsigned __sa_fns(unsigned __mask, unsigned __base, int __offset) {
  if (__offset == (-2147483647 - 1))
    return 0;
  if (__base > 31)
    return 0xffffffffu;
  unsigned __m, __need = __offset < 0 ? 0u - (unsigned)__offset : (unsigned)__offset;
  if (__offset == 0) {
    __m = __mask & (1u << __base);
    __need = 1;
  } else if (__offset > 0) {
    __m = __mask & (0xffffffffu << __base);
  } else {
    __m = __mask & (0xffffffffu >> (31 - __base));
  }
  unsigned __cnt = (unsigned)__builtin_popcount(__m);
  if (__need > __cnt)
    return 0xffffffffu;
  unsigned __k = __offset < 0 ? __cnt - __need + 1 : __need, __pos = 0;
  for (unsigned __s = 16; __s > 0; __s /= 2) {
    unsigned __c = (unsigned)__builtin_popcount(__m & ((1u << __s) - 1));
    if (__c < __k) {
      __k -= __c;
      __m >>= __s;
      __pos += __s;
    }
  }
  return __pos;
}

/* ilogbf / ilogb with CUDA's special values (CUDA Math API, libdevice __nv_ilogb[f]): INT_MIN for
 * +-0 and for NaN, INT_MAX for +-inf; subnormals give their true exponent. (ocml returns INT_MAX
 * for NaN, its FP_ILOGBNAN; glibc, like CUDA, INT_MIN.) */
__SA_BITS_FN int __sa_ilogbf(float __x) {
  unsigned __u = __builtin_bit_cast(unsigned, __x) & 0x7fffffffu;
  if (__u >= 0x7f800000u)
    return __u == 0x7f800000u ? 2147483647 : (-2147483647 - 1);
  if (__u == 0)
    return -2147483647 - 1;
  if (__u < 0x00800000u) /* u * 2^-149 */
    return -118 - __builtin_clz(__u);
  return (int)(__u >> 23) - 127;
}

__SA_BITS_FN int __sa_ilogb(double __x) {
  unsigned long long __u = __builtin_bit_cast(unsigned long long, __x) & 0x7fffffffffffffffull;
  if (__u >= 0x7ff0000000000000ull)
    return __u == 0x7ff0000000000000ull ? 2147483647 : (-2147483647 - 1);
  if (__u == 0)
    return -2147483647 - 1;
  if (__u < 0x0010000000000000ull) /* u * 2^-1074 */
    return -1011 - __builtin_clzll(__u);
  return (int)(__u >> 52) - 1023;
}

#undef __SA_BITS_FN
#endif
