/* SPDX-License-Identifier: Apache-2.0 */
/* Bit-exact rounding of binary values into the two 16-bit float formats (IEEE binary16 and bfloat16).
 *
 * Every conversion of the fp16/bf16 chapters that has no single native AMD instruction goes through
 * one routine, __scale_fp16_round: it takes a value written as (-1)^sign * mag * 2^exp with a 64-bit
 * integer magnitude and a "sticky" flag for nonzero bits lost below it, and rounds it into the
 * format described by __scale_fp16_fmt in one of CUDA's four modes (rn, rz, rd, ru). Floats,
 * doubles and 64-bit integers all decompose exactly into that form, so every mode of every
 * conversion is exact (one rounding, never two) and the same code runs on the host (any C++
 * compiler, e.g. g++) and on the GPU. NaN inputs become the canonical NaN 0x7fff, as CUDA's do.
 * The 8-bit formats of cuda_fp8.h round with the same routine (__scale_fp_round_code, before the
 * overflow policy, which differs there; fp8/fp8_core.h).
 */
#ifndef __SCALE_AMD_FP16_FP_CORE_H__
#define __SCALE_AMD_FP16_FP_CORE_H__
#include "crt/host_defines.h"

#if defined(__cplusplus)
#define __SCALE_FP16_FN_ATTR static __inline__ __host__ __device__
#define __SCALE_FP16_DEV_ATTR static __inline__ __device__

/* CUDA's rounding modes, in the order of the _rn/_rz/_rd/_ru suffixes. */
enum __scale_fp16_mode { __scale_rn = 0, __scale_rz = 1, __scale_rd = 2, __scale_ru = 3 };

/* A 16-bit format: stored mantissa bits and exponent bias (all-ones exponent = Inf/NaN). */
struct __scale_fp16_fmt {
  int mant;
  int bias;
};
#define __SCALE_FMT_HALF __scale_fp16_fmt{10, 15}
#define __SCALE_FMT_BF16 __scale_fp16_fmt{7, 127}

__SCALE_FP16_FN_ATTR int __scale_fp16_clz64(unsigned long long __v) {
#if defined(__GNUC__) || defined(__clang__)
  return __builtin_clzll(__v);
#else
  int __n = 0;
  while (!(__v & (1ULL << 63))) { __v <<= 1; ++__n; }
  return __n;
#endif
}

/* Round (-1)^sign * (mag + sticky*epsilon) * 2^exp into fmt's magnitude codes (exponent and
 * mantissa fields, no sign); mag must be nonzero. The result is not clamped: it exceeds the largest
 * finite code when the value overflows, and the caller decides what overflow gives (the 16-bit
 * formats below; the 8-bit ones of cuda_fp8.h, whose largest codes differ, in fp8/fp8_core.h). */
__SCALE_FP16_FN_ATTR long __scale_fp_round_code(unsigned __sign, unsigned long long __mag,
                                                bool __sticky, int __exp, int __mode,
                                                __scale_fp16_fmt __f) {
  const int __lz = __scale_fp16_clz64(__mag);
  __mag <<= __lz;
  /* Biased exponent of the leading one, which now sits at bit 63. */
  const long __be = (long)__exp - __lz + 63 + __f.bias;
  unsigned long long __q, __rem;
  long __base;
  if (__be >= 1) {
    const int __sh = 63 - __f.mant;
    __q = __mag >> __sh;
    __rem = __mag << (64 - __sh);
    __base = ((__be - 1) << __f.mant) + (long)__q; /* the hidden bit carries into the exponent */
  } else {
    const long __sh = 63 - __f.mant + (1 - __be); /* subnormal: shift further right */
    if (__sh >= 65) {
      __q = 0;
      __rem = 1; /* below the rounding bit: sticky only */
    } else if (__sh == 64) {
      __q = 0;
      __rem = __mag;
    } else {
      __q = __mag >> __sh;
      __rem = __mag << (64 - __sh);
    }
    __base = (long)__q;
  }
  const bool __half = (__rem >> 63) != 0;
  const bool __below = (__rem << 1) != 0 || __sticky;
  const bool __inexact = __half || __below;
  bool __up;
  switch (__mode) {
  case __scale_rz: __up = false; break;
  case __scale_rd: __up = __sign && __inexact; break;
  case __scale_ru: __up = !__sign && __inexact; break;
  default: __up = __half && (__below || (__q & 1)); break;
  }
  return __base + (__up ? 1 : 0);
}

/* Round (-1)^sign * (mag + sticky*epsilon) * 2^exp into fmt; mag must be nonzero. */
__SCALE_FP16_FN_ATTR unsigned short __scale_fp16_round(unsigned __sign, unsigned long long __mag,
                                                       bool __sticky, int __exp, int __mode,
                                                       __scale_fp16_fmt __f) {
  long __bits = __scale_fp_round_code(__sign, __mag, __sticky, __exp, __mode, __f);
  const long __inf = (2L * __f.bias + 1) << __f.mant;
  if (__bits >= __inf) {
    const bool __toinf = __mode == __scale_rn || (__mode == __scale_rd && __sign) ||
                         (__mode == __scale_ru && !__sign);
    __bits = __toinf ? __inf : __inf - 1;
  }
  return (unsigned short)((__sign << 15) | (unsigned)__bits);
}

/* Special values of fmt. */
__SCALE_FP16_FN_ATTR unsigned short __scale_fp16_inf_bits(unsigned __sign, __scale_fp16_fmt __f) {
  return (unsigned short)((__sign << 15) | ((2u * __f.bias + 1) << __f.mant));
}

/* float -> fmt in the given mode. */
__SCALE_FP16_FN_ATTR unsigned short __scale_fp16_from_float(float __x, int __mode,
                                                            __scale_fp16_fmt __f) {
  const unsigned __u = __builtin_bit_cast(unsigned, __x);
  const unsigned __sign = __u >> 31, __e = (__u >> 23) & 0xff, __m = __u & 0x7fffff;
  if (__e == 0xff)
    return __m ? (unsigned short)0x7fff : __scale_fp16_inf_bits(__sign, __f);
  if (__e == 0 && __m == 0)
    return (unsigned short)(__sign << 15);
  const unsigned long long __mag = __e ? (__m | 0x800000u) : __m;
  return __scale_fp16_round(__sign, __mag, false, (__e ? (int)__e : 1) - 127 - 23, __mode, __f);
}

/* double -> fmt in the given mode (one rounding: never through float). */
__SCALE_FP16_FN_ATTR unsigned short __scale_fp16_from_double(double __x, int __mode,
                                                             __scale_fp16_fmt __f) {
  const unsigned long long __u = __builtin_bit_cast(unsigned long long, __x);
  const unsigned __sign = (unsigned)(__u >> 63);
  const unsigned __e = (unsigned)(__u >> 52) & 0x7ff;
  const unsigned long long __m = __u & 0xfffffffffffffULL;
  if (__e == 0x7ff)
    return __m ? (unsigned short)0x7fff : __scale_fp16_inf_bits(__sign, __f);
  if (__e == 0 && __m == 0)
    return (unsigned short)(__sign << 15);
  const unsigned long long __mag = __e ? (__m | (1ULL << 52)) : __m;
  return __scale_fp16_round(__sign, __mag, false, (__e ? (int)__e : 1) - 1023 - 52, __mode, __f);
}

/* 64-bit integers -> fmt in the given mode. */
__SCALE_FP16_FN_ATTR unsigned short __scale_fp16_from_u64(unsigned long long __i, int __mode,
                                                          __scale_fp16_fmt __f) {
  return __i ? __scale_fp16_round(0, __i, false, 0, __mode, __f) : (unsigned short)0;
}
__SCALE_FP16_FN_ATTR unsigned short __scale_fp16_from_s64(long long __i, int __mode,
                                                          __scale_fp16_fmt __f) {
  const unsigned long long __mag =
      __i < 0 ? 0ULL - (unsigned long long)__i : (unsigned long long)__i;
  return __i ? __scale_fp16_round(__i < 0, __mag, false, 0, __mode, __f) : (unsigned short)0;
}

/* binary16 bits -> float, exact (host path; device code uses the hardware conversion). */
__SCALE_FP16_FN_ATTR float __scale_fp16_half_bits_to_float(unsigned short __h) {
  const unsigned __sign = (unsigned)(__h >> 15) << 31, __e = (__h >> 10) & 0x1f, __m = __h & 0x3ff;
  unsigned __u;
  if (__e == 0x1f)
    __u = __sign | 0x7f800000u | (__m << 13) | (__m ? 0x400000u : 0u);
  else if (__e != 0)
    __u = __sign | ((__e + 112) << 23) | (__m << 13);
  else {
    const float __v = (float)__m * 5.9604644775390625e-8f; /* m * 2^-24, exact */
    __u = __sign | __builtin_bit_cast(unsigned, __v);
  }
  return __builtin_bit_cast(float, __u);
}

/* bfloat16 bits -> float: the upper half of a float, exact everywhere. */
__SCALE_FP16_FN_ATTR float __scale_fp16_bf16_bits_to_float(unsigned short __h) {
  return __builtin_bit_cast(float, (unsigned)__h << 16);
}

/* float -> bfloat16, round to nearest even (canonical NaN): the usual bias-and-truncate. */
__SCALE_FP16_FN_ATTR unsigned short __scale_fp16_float_to_bf16_rn(float __x) {
  const unsigned __u = __builtin_bit_cast(unsigned, __x);
  if ((__u & 0x7fffffffu) > 0x7f800000u)
    return (unsigned short)0x7fff;
  return (unsigned short)((__u + 0x7fffu + ((__u >> 16) & 1u)) >> 16);
}

/* float -> integer type T with CUDA's cvt semantics: round in mode, saturate, NaN -> 0.
 * lo/hi are T's limits as floats; hi is exclusive (2^k), lo inclusive (-2^k or 0). */
template <class __T>
__SCALE_FP16_FN_ATTR __T __scale_fp16_float_to_int(float __x, int __mode, float __lo, float __hi,
                                                   __T __tmin, __T __tmax) {
  /* NaN, as measured on NVIDIA hardware (test/exec): 0 into integers of up to 32 bits, the
   * "integer indefinite" 0x8000000000000000 into 64-bit ones, signed or not. */
  if (__x != __x)
    return sizeof(__T) == 8 ? (__T)(1ULL << 63) : (__T)0;
  float __r;
  switch (__mode) {
  case __scale_rz: __r = __builtin_truncf(__x); break;
  case __scale_rd: __r = __builtin_floorf(__x); break;
  case __scale_ru: __r = __builtin_ceilf(__x); break;
  default: __r = __builtin_rintf(__x); break;
  }
  if (__r >= __hi)
    return __tmax;
  if (__r <= __lo)
    return __tmin;
  return (__T)__r;
}

#define __SCALE_FP16_TO_INT(T, x, mode, lo, hi, tmin, tmax)                                        \
  __scale_fp16_float_to_int<T>((x), (mode), (lo), (hi), (T)(tmin), (T)(tmax))

#endif /* __cplusplus */

#endif /* __SCALE_AMD_FP16_FP_CORE_H__ */
