/* SPDX-License-Identifier: Apache-2.0 */
/* Bit-exact conversions between the 8-bit floats of cuda_fp8.h and the wider formats, for the host
 * (any C++ compiler) and the GPU alike.
 *
 * The two formats (OCP FP8, as CUDA's):
 *   e4m3  sign, 4 exponent bits (bias 7), 3 mantissa bits; no infinities; S.1111.111 is NaN;
 *         largest finite 0x7e = 448.
 *   e5m2  sign, 5 exponent bits (bias 15), 2 mantissa bits; IEEE-like: 0x7c = inf, 0x7d..0x7f NaN;
 *         largest finite 0x7b = 57344 (the upper byte of the binary16 encoding).
 *
 * Narrowing rounds to nearest even with fp16/fp_core.h's routine (one rounding from float or
 * double: both decompose exactly). What CUDA documents and we measured against NVIDIA's header for
 * every float and half input (test/lit/fp8/host-exact.cpp):
 *   - a float (half, bfloat16) NaN gives 0x7f whatever its sign; a double NaN keeps its sign, and
 *     in e5m2 the second bit of its payload (sign | 0x7e | bit 50: NVIDIA's double path truncates
 *     the payload and sets the quiet bit);
 *   - a finite value that rounds beyond the largest finite one, and an infinity, give
 *     with __NV_SATFINITE the largest finite value of its sign, and otherwise the sign and NaN
 *     (e4m3: 0x7f / 0xff) or infinity (e5m2: 0x7c / 0xfc);
 *   - the tie at the top (464 for e4m3, 61440 for e5m2) rounds to even: to 448, to infinity.
 * Widening is exact; every NaN becomes the canonical NaN of the target format, sign dropped
 * (half 0x7fff, bfloat16 0x7fff, float 0x7fffffff, double 0x7fffffffe0000000: NVIDIA's values).
 *
 * No AMD target we support converts FP8 in hardware the way CUDA does (gfx940-942 have FP8
 * conversions in the FNUZ variants, another format), so device code runs this same code. */
#ifndef __SCALE_AMD_FP8_FP8_CORE_H__
#define __SCALE_AMD_FP8_FP8_CORE_H__
#include "../fp16/fp_core.h"

#if defined(__cplusplus)
/* interp: 0 = e4m3, 1 = e5m2 (the values of __NV_E4M3 and __NV_E5M2). */
__SCALE_FP16_FN_ATTR __scale_fp16_fmt __scale_fp8_fmt(int __interp) {
  return __interp ? __scale_fp16_fmt{2, 15} : __scale_fp16_fmt{3, 7};
}
__SCALE_FP16_FN_ATTR unsigned __scale_fp8_max_code(int __interp) { return __interp ? 0x7bu : 0x7eu; }

/* What an out-of-range value of sign s becomes. */
__SCALE_FP16_FN_ATTR unsigned char __scale_fp8_overflow(unsigned __s, bool __sat, int __interp) {
  const unsigned __m = __sat ? __scale_fp8_max_code(__interp) : (__interp ? 0x7cu : 0x7fu);
  return (unsigned char)((__s << 7) | __m);
}

/* (-1)^sign * mag * 2^exp (mag nonzero) to fp8, nearest even. */
__SCALE_FP16_FN_ATTR unsigned char __scale_fp8_round(unsigned __s, unsigned long long __mag, int __exp,
                                                     bool __sat, int __interp) {
  const long __c = __scale_fp_round_code(__s, __mag, false, __exp, __scale_rn, __scale_fp8_fmt(__interp));
  if (__c > (long)__scale_fp8_max_code(__interp))
    return __scale_fp8_overflow(__s, __sat, __interp);
  return (unsigned char)((__s << 7) | (unsigned)__c);
}

__SCALE_FP16_FN_ATTR unsigned char __scale_fp8_from_double(double __x, bool __sat, int __interp) {
  const unsigned long long __u = __builtin_bit_cast(unsigned long long, __x);
  const unsigned __s = (unsigned)(__u >> 63);
  const unsigned __e = (unsigned)(__u >> 52) & 0x7ff;
  const unsigned long long __m = __u & 0xfffffffffffffULL;
  if (__e == 0x7ff && __m)
    return (unsigned char)((__s << 7) | (__interp ? 0x7eu | (unsigned)(__m >> 50 & 1) : 0x7fu));
  if (__e == 0x7ff)
    return __scale_fp8_overflow(__s, __sat, __interp);
  if (__e == 0 && __m == 0)
    return (unsigned char)(__s << 7);
  return __scale_fp8_round(__s, __e ? (__m | (1ULL << 52)) : __m, (__e ? (int)__e : 1) - 1023 - 52,
                           __sat, __interp);
}

__SCALE_FP16_FN_ATTR unsigned char __scale_fp8_from_float(float __x, bool __sat, int __interp) {
  const unsigned __u = __builtin_bit_cast(unsigned, __x);
  const unsigned __s = __u >> 31, __e = (__u >> 23) & 0xff, __m = __u & 0x7fffff;
  if (__e == 0xff)
    return __m ? (unsigned char)0x7f : __scale_fp8_overflow(__s, __sat, __interp);
  if (__e == 0 && __m == 0)
    return (unsigned char)(__s << 7);
  return __scale_fp8_round(__s, __e ? (__m | 0x800000u) : __m, (__e ? (int)__e : 1) - 127 - 23, __sat,
                           __interp);
}

__SCALE_FP16_FN_ATTR bool __scale_fp8_is_nan(unsigned char __c, int __interp) {
  return __interp ? (__c & 0x7fu) > 0x7cu : (__c & 0x7fu) == 0x7fu;
}

/* fp8 -> binary16 bits, exact; NaN -> 0x7fff. e5m2 is binary16's upper byte. */
__SCALE_FP16_FN_ATTR unsigned short __scale_fp8_to_half_bits(unsigned char __c, int __interp) {
  if (__scale_fp8_is_nan(__c, __interp))
    return (unsigned short)0x7fff;
  if (__interp)
    return (unsigned short)(__c << 8);
  const unsigned __s = (unsigned)(__c >> 7) << 15, __e = (__c >> 3) & 0xfu, __m = __c & 0x7u;
  if (__e)
    return (unsigned short)(__s | ((__e + 8u) << 10) | (__m << 7)); /* rebias 7 -> 15 */
  if (!__m)
    return (unsigned short)__s;
  /* Subnormal m * 2^-9 (m = 1..7) is normal in binary16: shift the leading one into place. */
  const int __lz = __m >= 4 ? 0 : __m >= 2 ? 1 : 2; /* leading one at bit 2 - lz */
  const unsigned __frac = (__m << (__lz + 8)) & 0x3ffu;
  return (unsigned short)(__s | ((unsigned)(8 - __lz) << 10) | __frac);
}

/* fp8 -> float bits, exact; NaN -> 0x7fffffff. */
__SCALE_FP16_FN_ATTR float __scale_fp8_to_float(unsigned char __c, int __interp) {
  if (__scale_fp8_is_nan(__c, __interp))
    return __builtin_bit_cast(float, 0x7fffffffu);
  return __scale_fp16_half_bits_to_float(__scale_fp8_to_half_bits(__c, __interp));
}

/* fp8 -> double, exact; NaN -> 0x7fffffffe0000000 (the float NaN above, widened). */
__SCALE_FP16_FN_ATTR double __scale_fp8_to_double(unsigned char __c, int __interp) {
  if (__scale_fp8_is_nan(__c, __interp))
    return __builtin_bit_cast(double, 0x7fffffffe0000000ULL);
  return (double)__scale_fp8_to_float(__c, __interp);
}

/* fp8 -> bfloat16 bits, exact (every fp8 value is a bfloat16); NaN -> 0x7fff. */
__SCALE_FP16_FN_ATTR unsigned short __scale_fp8_to_bf16_bits(unsigned char __c, int __interp) {
  if (__scale_fp8_is_nan(__c, __interp))
    return (unsigned short)0x7fff;
  return (unsigned short)(__builtin_bit_cast(unsigned, __scale_fp8_to_float(__c, __interp)) >> 16);
}
#endif /* __cplusplus */

#endif /* __SCALE_AMD_FP8_FP8_CORE_H__ */
