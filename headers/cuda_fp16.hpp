/* SPDX-License-Identifier: Apache-2.0 */
/* Definitions of the Half Precision Intrinsics declared in cuda_fp16.h.
 * Device code computes on clang's _Float16 (and 2 x _Float16 vectors, which map to the packed
 * v_pk_* instructions); the host side (any C++ compiler) computes in float and rounds with the
 * exact software rounding of __scale_amd/fp16/fp_core.h. Both give the same bits: a single
 * float operation on two halves followed by one rounding is exact for + - * / sqrt. */
#ifndef __SCALE_AMD_CUDA_FP16_HPP__
#define __SCALE_AMD_CUDA_FP16_HPP__
#include "cuda_fp16.h"

#if defined(__cplusplus)
/* The device pass only: clang 22 also defines __AMDGCN__ in the host pass of a HIP compilation
 * (aux-target macros), where these device-only helpers must not be used. */
#if defined(__AMDGCN__) && defined(__CUDA_ARCH__)
#define __SCALE_FP16_NATIVE 1
typedef _Float16 __scale_f16x2 __attribute__((ext_vector_type(2)));
__SCALE_FP16_DEV_ATTR _Float16 __scale_h16(const __half a) { return __builtin_bit_cast(_Float16, a); }
__SCALE_FP16_DEV_ATTR __half __scale_from_h16(const _Float16 a) { return __builtin_bit_cast(__half, a); }
__SCALE_FP16_DEV_ATTR __scale_f16x2 __scale_h16x2(const __half2 a) { return __builtin_bit_cast(__scale_f16x2, a); }
__SCALE_FP16_DEV_ATTR __half2 __scale_from_h16x2(const __scale_f16x2 a) { return __builtin_bit_cast(__half2, a); }
#endif

/* ---- conversions --------------------------------------------------------------------------- */
__SCALE_FP16_FN_ATTR unsigned short __half_as_ushort(const __half h) { return __half_raw(h).x; }
__SCALE_FP16_FN_ATTR short int __half_as_short(const __half h) { return (short)__half_raw(h).x; }
__SCALE_FP16_FN_ATTR __half __ushort_as_half(const unsigned short int i) { return __half(__half_raw{i}); }
__SCALE_FP16_FN_ATTR __half __short_as_half(const short int i) { return __half(__half_raw{(unsigned short)i}); }

__SCALE_FP16_FN_ATTR float __half2float(const __half a) {
#if defined(__SCALE_FP16_NATIVE)
  return (float)__scale_h16(a);
#else
  return __scale_fp16_half_bits_to_float(__half_as_ushort(a));
#endif
}
__SCALE_FP16_FN_ATTR __half __float2half_rn(const float a) {
#if defined(__SCALE_FP16_NATIVE)
  return __scale_from_h16((_Float16)a);
#else
  return __ushort_as_half(__scale_fp16_from_float(a, __scale_rn, __SCALE_FMT_HALF));
#endif
}
__SCALE_FP16_FN_ATTR __half __float2half(const float a) { return __float2half_rn(a); }
__SCALE_FP16_FN_ATTR __half __float2half_rz(const float a) { return __ushort_as_half(__scale_fp16_from_float(a, __scale_rz, __SCALE_FMT_HALF)); }
__SCALE_FP16_FN_ATTR __half __float2half_rd(const float a) { return __ushort_as_half(__scale_fp16_from_float(a, __scale_rd, __SCALE_FMT_HALF)); }
__SCALE_FP16_FN_ATTR __half __float2half_ru(const float a) { return __ushort_as_half(__scale_fp16_from_float(a, __scale_ru, __SCALE_FMT_HALF)); }
__SCALE_FP16_FN_ATTR __half __double2half(const double a) { return __ushort_as_half(__scale_fp16_from_double(a, __scale_rn, __SCALE_FMT_HALF)); }

/* Integers -> half in each mode; the nearest-even forms use the hardware conversion on the GPU
 * (exact: the int -> float step cannot change a result below the overflow threshold 65520). */
#if defined(__SCALE_FP16_NATIVE)
#define __SCALE_I2H_RN(i, CORE, CT) __scale_from_h16((_Float16)(i))
#else
#define __SCALE_I2H_RN(i, CORE, CT) __ushort_as_half(CORE((CT)(i), __scale_rn, __SCALE_FMT_HALF))
#endif
#define __SCALE_I2H(P, T, CORE, CT)                                                                \
  __SCALE_FP16_FN_ATTR __half __##P##2half_rn(const T i) {                                       \
    return __SCALE_I2H_RN(i, CORE, CT);                                                            \
  }                                                                                                \
  __SCALE_FP16_FN_ATTR __half __##P##2half_rz(const T i) {                                       \
    return __ushort_as_half(CORE((CT)i, __scale_rz, __SCALE_FMT_HALF));                            \
  }                                                                                                \
  __SCALE_FP16_FN_ATTR __half __##P##2half_rd(const T i) {                                       \
    return __ushort_as_half(CORE((CT)i, __scale_rd, __SCALE_FMT_HALF));                            \
  }                                                                                                \
  __SCALE_FP16_FN_ATTR __half __##P##2half_ru(const T i) {                                       \
    return __ushort_as_half(CORE((CT)i, __scale_ru, __SCALE_FMT_HALF));                            \
  }
__SCALE_I2H(short, short int, __scale_fp16_from_s64, long long)
__SCALE_I2H(int, int, __scale_fp16_from_s64, long long)
__SCALE_I2H(ll, long long int, __scale_fp16_from_s64, long long)
__SCALE_I2H(ushort, unsigned short int, __scale_fp16_from_u64, unsigned long long)
__SCALE_I2H(uint, unsigned int, __scale_fp16_from_u64, unsigned long long)
__SCALE_I2H(ull, unsigned long long int, __scale_fp16_from_u64, unsigned long long)
#undef __SCALE_I2H
#undef __SCALE_I2H_RN

/* half -> integers: round in the mode, saturate to the type's range, NaN -> 0 (PTX cvt). */
#define __SCALE_H2I_M(P, T, M, LO, HI, TMIN, TMAX)                                                 \
  __SCALE_FP16_FN_ATTR T __half2##P##_##M(const __half h) {                                      \
    return __SCALE_FP16_TO_INT(T, __half2float(h), __scale_##M, LO, HI, TMIN, TMAX);               \
  }
#define __SCALE_H2I(P, T, LO, HI, TMIN, TMAX)                                                      \
  __SCALE_H2I_M(P, T, rn, LO, HI, TMIN, TMAX) __SCALE_H2I_M(P, T, rz, LO, HI, TMIN, TMAX)         \
  __SCALE_H2I_M(P, T, rd, LO, HI, TMIN, TMAX) __SCALE_H2I_M(P, T, ru, LO, HI, TMIN, TMAX)
__SCALE_H2I(short, short int, -32768.0f, 32768.0f, -32768, 32767)
__SCALE_H2I(ushort, unsigned short int, 0.0f, 65536.0f, 0, 65535)
__SCALE_H2I(int, int, -2147483648.0f, 2147483648.0f, -2147483647 - 1, 2147483647)
__SCALE_H2I(uint, unsigned int, 0.0f, 4294967296.0f, 0, 4294967295u)
__SCALE_H2I(ll, long long int, -9223372036854775808.0f, 9223372036854775808.0f,
            -9223372036854775807LL - 1, 9223372036854775807LL)
__SCALE_H2I(ull, unsigned long long int, 0.0f, 18446744073709551616.0f, 0, ~0ULL)
__SCALE_H2I_M(char, signed char, rz, -128.0f, 128.0f, -128, 127)
__SCALE_H2I_M(uchar, unsigned char, rz, 0.0f, 256.0f, 0, 255)
#undef __SCALE_H2I
#undef __SCALE_H2I_M

/* ---- pairs --------------------------------------------------------------------------------- */
__SCALE_FP16_FN_ATTR __half2 __halves2half2(const __half a, const __half b) { return __half2(a, b); }
__SCALE_FP16_FN_ATTR __half2 make_half2(const __half x, const __half y) { return __half2(x, y); }
__SCALE_FP16_FN_ATTR __half2 __half2half2(const __half a) { return __half2(a, a); }
__SCALE_FP16_FN_ATTR __half __low2half(const __half2 a) { return a.x; }
__SCALE_FP16_FN_ATTR __half __high2half(const __half2 a) { return a.y; }
__SCALE_FP16_FN_ATTR __half2 __low2half2(const __half2 a) { return __half2(a.x, a.x); }
__SCALE_FP16_FN_ATTR __half2 __high2half2(const __half2 a) { return __half2(a.y, a.y); }
__SCALE_FP16_FN_ATTR __half2 __lows2half2(const __half2 a, const __half2 b) { return __half2(a.x, b.x); }
__SCALE_FP16_FN_ATTR __half2 __highs2half2(const __half2 a, const __half2 b) { return __half2(a.y, b.y); }
__SCALE_FP16_FN_ATTR __half2 __float2half2_rn(const float a) { return __half2half2(__float2half_rn(a)); }
__SCALE_FP16_FN_ATTR __half2 __floats2half2_rn(const float a, const float b) {
  return __half2(__float2half_rn(a), __float2half_rn(b));
}
__SCALE_FP16_FN_ATTR __half2 __float22half2_rn(const float2 a) { return __floats2half2_rn(a.x, a.y); }
__SCALE_FP16_FN_ATTR float2 __half22float2(const __half2 a) {
  return float2{__half2float(a.x), __half2float(a.y)};
}

/* ---- the shared operations (ops.inc) --------------------------------------------------------- */
#define __SCALE_T __half
#define __SCALE_T2 __half2
#define __SCALE_TOF(x) __half2float(x)
#define __SCALE_FROMF(f) __float2half_rn(f)
#define __SCALE_BITS(x) __half_as_ushort(x)
#define __SCALE_FROMBITS(u) __ushort_as_half((unsigned short)(u))
#if defined(__SCALE_FP16_NATIVE)
/* Native f16 arithmetic, never contracted (CUDA's __hadd/__hmul are separate instructions). */
#define __SCALE_BINOP(a, b, OP)                                                                    \
  [&]() {                                                                                          \
    _Pragma("clang fp contract(off)") return __scale_from_h16(__scale_h16(a) OP __scale_h16(b));   \
  }()
#define __SCALE_BINOP2(a, b, OP)                                                                   \
  [&]() {                                                                                          \
    _Pragma("clang fp contract(off)") return __scale_from_h16x2(__scale_h16x2(a) OP __scale_h16x2(b)); \
  }()
#define __SCALE_FMA(a, b, c)                                                                       \
  __scale_from_h16(__builtin_elementwise_fma(__scale_h16(a), __scale_h16(b), __scale_h16(c)))
#define __SCALE_FMA2(a, b, c)                                                                      \
  __scale_from_h16x2(__builtin_elementwise_fma(__scale_h16x2(a), __scale_h16x2(b), __scale_h16x2(c)))
#else
#define __SCALE_BINOP(a, b, OP) __float2half_rn(__half2float(a) OP __half2float(b))
#define __SCALE_BINOP2(a, b, OP)                                                                   \
  __half2(__SCALE_BINOP((a).x, (b).x, OP), __SCALE_BINOP((a).y, (b).y, OP))
/* Host pass of a CUDA compile: the device-only fma is parsed, never emitted. */
#define __SCALE_FMA(a, b, c) __float2half_rn(__builtin_fmaf(__half2float(a), __half2float(b), __half2float(c)))
#define __SCALE_FMA2(a, b, c)                                                                      \
  __half2(__SCALE_FMA((a).x, (b).x, (c).x), __SCALE_FMA((a).y, (b).y, (c).y))
#endif
#if defined(__CUDA_NO_HALF_OPERATORS__)
#define __SCALE_OPS1 0
#else
#define __SCALE_OPS1 1
#endif
#if defined(__CUDA_NO_HALF2_OPERATORS__)
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
__SCALE_FP16_DEV_ATTR __half atomicAdd(__half *const address, const __half val) {
#if defined(__SCALE_FP16_NATIVE)
  return __scale_from_h16(__hip_atomic_fetch_add((_Float16 *)address, __scale_h16(val),
                                                 __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT));
#else
  return val; /* host pass: parsed, never emitted */
#endif
}
#endif
#undef __SCALE_FP16_NATIVE
#endif /* __cplusplus */

#endif /* __SCALE_AMD_CUDA_FP16_HPP__ */
