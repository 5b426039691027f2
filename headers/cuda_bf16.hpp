/* SPDX-License-Identifier: Apache-2.0 */
/* Definitions of the Bfloat16 Precision Intrinsics declared in cuda_bf16.h.
 * The targets we support have no bf16 arithmetic, so every operation computes in float and rounds
 * once to bfloat16 (nearest even, canonical NaN 0x7fff): exact for + - * / sqrt, since float
 * carries more than twice bfloat16's precision. fma rounds a*b+c to double and then to float in
 * round-to-odd (error terms from TwoSum) before the final rounding: a single correct rounding too.
 * The same code runs on the host and on the GPU. */
#ifndef __SCALE_AMD_CUDA_BF16_HPP__
#define __SCALE_AMD_CUDA_BF16_HPP__
#include "cuda_bf16.h"

#if defined(__cplusplus)
/* ---- conversions --------------------------------------------------------------------------- */
__SCALE_FP16_FN_ATTR unsigned short __bfloat16_as_ushort(const __nv_bfloat16 h) { return __nv_bfloat16_raw(h).x; }
__SCALE_FP16_FN_ATTR short int __bfloat16_as_short(const __nv_bfloat16 h) { return (short)__nv_bfloat16_raw(h).x; }
__SCALE_FP16_FN_ATTR __nv_bfloat16 __ushort_as_bfloat16(const unsigned short int i) { return __nv_bfloat16(__nv_bfloat16_raw{i}); }
__SCALE_FP16_FN_ATTR __nv_bfloat16 __short_as_bfloat16(const short int i) { return __nv_bfloat16(__nv_bfloat16_raw{(unsigned short)i}); }

__SCALE_FP16_FN_ATTR float __bfloat162float(const __nv_bfloat16 a) {
  return __scale_fp16_bf16_bits_to_float(__bfloat16_as_ushort(a));
}
__SCALE_FP16_FN_ATTR __nv_bfloat16 __float2bfloat16_rn(const float a) {
  return __ushort_as_bfloat16(__scale_fp16_float_to_bf16_rn(a));
}
__SCALE_FP16_FN_ATTR __nv_bfloat16 __float2bfloat16(const float a) { return __float2bfloat16_rn(a); }
__SCALE_FP16_FN_ATTR __nv_bfloat16 __float2bfloat16_rz(const float a) { return __ushort_as_bfloat16(__scale_fp16_from_float(a, __scale_rz, __SCALE_FMT_BF16)); }
__SCALE_FP16_FN_ATTR __nv_bfloat16 __float2bfloat16_rd(const float a) { return __ushort_as_bfloat16(__scale_fp16_from_float(a, __scale_rd, __SCALE_FMT_BF16)); }
__SCALE_FP16_FN_ATTR __nv_bfloat16 __float2bfloat16_ru(const float a) { return __ushort_as_bfloat16(__scale_fp16_from_float(a, __scale_ru, __SCALE_FMT_BF16)); }
__SCALE_FP16_FN_ATTR __nv_bfloat16 __double2bfloat16(const double a) { return __ushort_as_bfloat16(__scale_fp16_from_double(a, __scale_rn, __SCALE_FMT_BF16)); }

/* Integers -> bfloat16: always the exact software rounding (int -> float -> bf16 would round twice). */
#define __SCALE_I2B_M(P, T, M, CORE, CT)                                                           \
  __SCALE_FP16_FN_ATTR __nv_bfloat16 __##P##2bfloat16_##M(const T i) {                            \
    return __ushort_as_bfloat16(CORE((CT)i, __scale_##M, __SCALE_FMT_BF16));                       \
  }
#define __SCALE_I2B(P, T, CORE, CT)                                                                \
  __SCALE_I2B_M(P, T, rn, CORE, CT) __SCALE_I2B_M(P, T, rz, CORE, CT)                              \
  __SCALE_I2B_M(P, T, rd, CORE, CT) __SCALE_I2B_M(P, T, ru, CORE, CT)
__SCALE_I2B(short, short int, __scale_fp16_from_s64, long long)
__SCALE_I2B(int, int, __scale_fp16_from_s64, long long)
__SCALE_I2B(ll, long long int, __scale_fp16_from_s64, long long)
__SCALE_I2B(ushort, unsigned short int, __scale_fp16_from_u64, unsigned long long)
__SCALE_I2B(uint, unsigned int, __scale_fp16_from_u64, unsigned long long)
__SCALE_I2B(ull, unsigned long long int, __scale_fp16_from_u64, unsigned long long)
#undef __SCALE_I2B
#undef __SCALE_I2B_M

/* bfloat16 -> integers: round in the mode, saturate to the type's range, NaN -> 0 (PTX cvt). */
#define __SCALE_B2I_M(P, T, M, LO, HI, TMIN, TMAX)                                                 \
  __SCALE_FP16_FN_ATTR T __bfloat162##P##_##M(const __nv_bfloat16 h) {                           \
    return __SCALE_FP16_TO_INT(T, __bfloat162float(h), __scale_##M, LO, HI, TMIN, TMAX);           \
  }
#define __SCALE_B2I(P, T, LO, HI, TMIN, TMAX)                                                      \
  __SCALE_B2I_M(P, T, rn, LO, HI, TMIN, TMAX) __SCALE_B2I_M(P, T, rz, LO, HI, TMIN, TMAX)         \
  __SCALE_B2I_M(P, T, rd, LO, HI, TMIN, TMAX) __SCALE_B2I_M(P, T, ru, LO, HI, TMIN, TMAX)
__SCALE_B2I(short, short int, -32768.0f, 32768.0f, -32768, 32767)
__SCALE_B2I(ushort, unsigned short int, 0.0f, 65536.0f, 0, 65535)
__SCALE_B2I(int, int, -2147483648.0f, 2147483648.0f, -2147483647 - 1, 2147483647)
__SCALE_B2I(uint, unsigned int, 0.0f, 4294967296.0f, 0, 4294967295u)
__SCALE_B2I(ll, long long int, -9223372036854775808.0f, 9223372036854775808.0f,
            -9223372036854775807LL - 1, 9223372036854775807LL)
__SCALE_B2I(ull, unsigned long long int, 0.0f, 18446744073709551616.0f, 0, ~0ULL)
__SCALE_B2I_M(char, signed char, rz, -128.0f, 128.0f, -128, 127)
__SCALE_B2I_M(uchar, unsigned char, rz, 0.0f, 256.0f, 0, 255)
#undef __SCALE_B2I
#undef __SCALE_B2I_M

/* ---- __half <-> __nv_bfloat16 (the explicit constructors of types.inc) ----------------------- */
#if !defined(__CUDA_NO_HALF_CONVERSIONS__)
__host__ __device__ inline __half::__half(const __nv_bfloat16 f) { *this = __float2half(__bfloat162float(f)); }
#endif
#if !defined(__CUDA_NO_BFLOAT16_CONVERSIONS__)
__host__ __device__ inline __nv_bfloat16::__nv_bfloat16(const __half f) {
  *this = __float2bfloat16(__half2float(f));
}
#endif

/* ---- pairs --------------------------------------------------------------------------------- */
__SCALE_FP16_FN_ATTR __nv_bfloat162 __halves2bfloat162(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __nv_bfloat162(a, b); }
__SCALE_FP16_FN_ATTR __nv_bfloat162 make_bfloat162(const __nv_bfloat16 x, const __nv_bfloat16 y) { return __nv_bfloat162(x, y); }
__SCALE_FP16_FN_ATTR __nv_bfloat162 __bfloat162bfloat162(const __nv_bfloat16 a) { return __nv_bfloat162(a, a); }
__SCALE_FP16_FN_ATTR __nv_bfloat16 __low2bfloat16(const __nv_bfloat162 a) { return a.x; }
__SCALE_FP16_FN_ATTR __nv_bfloat16 __high2bfloat16(const __nv_bfloat162 a) { return a.y; }
__SCALE_FP16_FN_ATTR __nv_bfloat162 __low2bfloat162(const __nv_bfloat162 a) { return __nv_bfloat162(a.x, a.x); }
__SCALE_FP16_FN_ATTR __nv_bfloat162 __high2bfloat162(const __nv_bfloat162 a) { return __nv_bfloat162(a.y, a.y); }
__SCALE_FP16_FN_ATTR __nv_bfloat162 __lows2bfloat162(const __nv_bfloat162 a, const __nv_bfloat162 b) { return __nv_bfloat162(a.x, b.x); }
__SCALE_FP16_FN_ATTR __nv_bfloat162 __highs2bfloat162(const __nv_bfloat162 a, const __nv_bfloat162 b) { return __nv_bfloat162(a.y, b.y); }
__SCALE_FP16_FN_ATTR __nv_bfloat162 __float2bfloat162_rn(const float a) { return __bfloat162bfloat162(__float2bfloat16_rn(a)); }
__SCALE_FP16_FN_ATTR __nv_bfloat162 __floats2bfloat162_rn(const float a, const float b) {
  return __nv_bfloat162(__float2bfloat16_rn(a), __float2bfloat16_rn(b));
}
__SCALE_FP16_FN_ATTR __nv_bfloat162 __float22bfloat162_rn(const float2 a) { return __floats2bfloat162_rn(a.x, a.y); }
__SCALE_FP16_FN_ATTR float2 __bfloat1622float2(const __nv_bfloat162 a) {
  return float2{__bfloat162float(a.x), __bfloat162float(a.y)};
}

#if defined(__CUDACC__)
/* a*b+c with one rounding. a*b is exact in double (8-bit significands, no overflow or underflow);
 * s = a*b + c is rounded to double, err its exact error (TwoSum), and an inexact even s moves one ulp
 * towards the exact value (round-to-odd); the same step again from double to float. Each
 * intermediate keeps more than two extra bits, so the final float -> bf16 rounding is correct, also
 * where a*b overflows float (NVIDIA: bf16max*bf16max + -inf = -inf, measured in test/exec). */
__SCALE_FP16_DEV_ATTR float __scale_bf16_odd_to_float(const double x) {
  float f = (float)x;
  if ((double)f == x || f != f || __builtin_isinf(f))
    return f;
  unsigned u = __builtin_bit_cast(unsigned, f);
  if (f == 0.0f)
    return __builtin_bit_cast(float, (x < 0.0 ? 0x80000000u : 0u) | 1u);
  if (!(u & 1u))
    u += (((double)f < x) == (f > 0.0f)) ? 1u : ~0u;
  return __builtin_bit_cast(float, u);
}
__SCALE_FP16_DEV_ATTR __nv_bfloat16 __scale_bf16_fma(const float a, const float b, const float c) {
#pragma clang fp contract(off)
  const double p = (double)a * (double)b;
  const double dc = (double)c;
  const double s = p + dc;
  const double bv = s - p;
  const double err = (p - (s - bv)) + (dc - bv);
  unsigned long long u = __builtin_bit_cast(unsigned long long, s);
  if (err == err && err != 0.0 && !(u & 1ULL) &&
      (u & 0x7ff0000000000000ULL) != 0x7ff0000000000000ULL)
    u += ((err > 0.0) == (s > 0.0)) ? 1ULL : ~0ULL;
  return __float2bfloat16_rn(__scale_bf16_odd_to_float(__builtin_bit_cast(double, u)));
}
#endif

/* ---- the shared operations (ops.inc) --------------------------------------------------------- */
#define __SCALE_T __nv_bfloat16
#define __SCALE_T2 __nv_bfloat162
#define __SCALE_TOF(x) __bfloat162float(x)
#define __SCALE_FROMF(f) __float2bfloat16_rn(f)
#define __SCALE_BITS(x) __bfloat16_as_ushort(x)
#define __SCALE_FROMBITS(u) __ushort_as_bfloat16((unsigned short)(u))
#define __SCALE_BINOP(a, b, OP) __float2bfloat16_rn(__bfloat162float(a) OP __bfloat162float(b))
#define __SCALE_BINOP2(a, b, OP)                                                                   \
  __nv_bfloat162(__SCALE_BINOP((a).x, (b).x, OP), __SCALE_BINOP((a).y, (b).y, OP))
#define __SCALE_FMA(a, b, c) __scale_bf16_fma(__bfloat162float(a), __bfloat162float(b), __bfloat162float(c))
#define __SCALE_FMA2(a, b, c)                                                                      \
  __nv_bfloat162(__SCALE_FMA((a).x, (b).x, (c).x), __SCALE_FMA((a).y, (b).y, (c).y))
#if defined(__CUDA_NO_BFLOAT16_OPERATORS__)
#define __SCALE_OPS1 0
#else
#define __SCALE_OPS1 1
#endif
#if defined(__CUDA_NO_BFLOAT162_OPERATORS__)
#define __SCALE_OPS2 0
#else
#define __SCALE_OPS2 1
#endif
#include "__scale_amd/fp16/ops.inc"
#include "__scale_amd/fp16/operators.inc"
#undef __SCALE_OPS1
#undef __SCALE_OPS2
#undef __SCALE_T
#undef __SCALE_T2
#undef __SCALE_TOF
#undef __SCALE_FROMF
#undef __SCALE_BITS
#undef __SCALE_FROMBITS
#undef __SCALE_BINOP
#undef __SCALE_BINOP2
#undef __SCALE_FMA
#undef __SCALE_FMA2

#if defined(__CUDACC__)
/* No 16-bit bf16 atomics on our targets: a 32-bit compare-and-swap on the containing word. */
__SCALE_FP16_DEV_ATTR __nv_bfloat16 atomicAdd(__nv_bfloat16 *const address, const __nv_bfloat16 val) {
  unsigned int *p = (unsigned int *)((unsigned long long)address & ~3ULL);
  const unsigned int sh = ((unsigned long long)address & 2ULL) ? 16u : 0u;
  unsigned int old = __hip_atomic_load(p, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
  for (;;) {
    const __nv_bfloat16 cur = __ushort_as_bfloat16((unsigned short)(old >> sh));
    const unsigned int upd =
        (old & ~(0xffffu << sh)) | ((unsigned int)__bfloat16_as_ushort(__hadd(cur, val)) << sh);
    if (__hip_atomic_compare_exchange_weak(p, &old, upd, __ATOMIC_RELAXED, __ATOMIC_RELAXED,
                                           __HIP_MEMORY_SCOPE_AGENT))
      return cur;
  }
}
#endif
#endif /* __cplusplus */

#endif /* __SCALE_AMD_CUDA_BF16_HPP__ */
