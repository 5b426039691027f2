/* SPDX-License-Identifier: Apache-2.0 */
/* Exact IEEE directed rounding (the _rd/_ru/_rz intrinsics of the CUDA Math API) in portable C++.
 *
 * Design: AMDGPU has a rounding-mode register, but clang-22 ignores `#pragma STDC FENV_ROUND` for
 * amdgcn (measured) and moving plain fp ops across s_setreg is not prevented. So every directed
 * operation is computed in round-to-nearest together with the *sign of its rounding error*, and the
 * nearest result is then moved one ulp (nextafter) where the mode asks for it:
 *   - float ops run in double: x*y is exact there; x+y, x*y+z keep their error through TwoSum;
 *     x/y and sqrt(x) through the fma residual (fma(-q, y, x), fma(-s, s, x));
 *   - double ops use TwoSum (add), the fma residual (mul; div and sqrt after scaling the operands
 *     to [0.5, 2) so the residual cannot underflow) and Boldo-Muller's ErrFma (fma).
 * An exact zero sum takes the sign IEEE gives it in the mode (-0 in round-down).
 * Nothing here uses target builtins, so the same code is compiled and checked against the host's
 * fesetround() in test/lit/math/rounding-host.test. */
#ifndef __SCALE_AMD_MATH_ROUNDING_H__
#define __SCALE_AMD_MATH_ROUNDING_H__
#include "../../crt/host_defines.h"

#define __SA_RD_FN static inline __host__ __device__ __attribute__((always_inline))
enum { __SA_RN = 0, __SA_RZ = 1, __SA_RU = 2, __SA_RD = 3 };

__SA_RD_FN unsigned int __sa_f2u(float __x) { return __builtin_bit_cast(unsigned int, __x); }
__SA_RD_FN float __sa_u2f(unsigned int __x) { return __builtin_bit_cast(float, __x); }
__SA_RD_FN unsigned long long __sa_d2u(double __x) { return __builtin_bit_cast(unsigned long long, __x); }
__SA_RD_FN double __sa_u2d(unsigned long long __x) { return __builtin_bit_cast(double, __x); }

/* The next representable value toward +inf / -inf (NaN and the infinity in that direction stay). */
__SA_RD_FN float __sa_nextup_f32(float __x) {
  if (__x != __x || __x == __builtin_inff()) return __x;
  if (__x == 0.0f) return __sa_u2f(1u);
  unsigned int __u = __sa_f2u(__x);
  return __sa_u2f((__u >> 31) ? __u - 1 : __u + 1);
}
__SA_RD_FN float __sa_nextdown_f32(float __x) { return -__sa_nextup_f32(-__x); }
__SA_RD_FN double __sa_nextup_f64(double __x) {
  if (__x != __x || __x == __builtin_inf()) return __x;
  if (__x == 0.0) return __sa_u2d(1ull);
  unsigned long long __u = __sa_d2u(__x);
  return __sa_u2d((__u >> 63) ? __u - 1 : __u + 1);
}
__SA_RD_FN double __sa_nextdown_f64(double __x) { return -__sa_nextup_f64(-__x); }

/* __r is round-to-nearest of the exact value t; __s = sign(r - t) (-1, 0, +1). */
__SA_RD_FN float __sa_adjust_f32(float __r, int __s, bool __tneg, int __m) {
  if (__s == 0 || __m == __SA_RN) return __r;
  if (__m == __SA_RD || (__m == __SA_RZ && !__tneg)) return __s > 0 ? __sa_nextdown_f32(__r) : __r;
  return __s < 0 ? __sa_nextup_f32(__r) : __r; /* RU, or RZ of a negative value */
}
__SA_RD_FN double __sa_adjust_f64(double __r, int __s, bool __tneg, int __m) {
  if (__s == 0 || __m == __SA_RN) return __r;
  if (__m == __SA_RD || (__m == __SA_RZ && !__tneg)) return __s > 0 ? __sa_nextdown_f64(__r) : __r;
  return __s < 0 ? __sa_nextup_f64(__r) : __r;
}
__SA_RD_FN int __sa_sign(double __e) { return __e > 0 ? 1 : (__e < 0 ? -1 : 0); }

/* Round the exact value d + e (d = round-to-nearest-double of it, e its error, NaN when d is not
 * finite) to float in mode m. Also __double2float_r{d,u,z} (e = 0). */
__SA_RD_FN float __sa_round_f32(double __d, double __e, int __m) {
  float __f = (float)__d;
  if (__d != __d) return __f;
  double __df = (double)__f;
  int __s = __df < __d ? -1 : (__df > __d ? 1 : -__sa_sign(__e));
  return __sa_adjust_f32(__f, __s, __d < 0, __m);
}

/* TwoSum: a + b = s + e exactly (finite, no overflow). */
__SA_RD_FN double __sa_two_sum(double __a, double __b, double *__e) {
  double __s = __a + __b, __bb = __s - __a;
  *__e = (__a - (__s - __bb)) + (__b - __bb);
  return __s;
}
__SA_RD_FN bool __sa_finite(double __x) { return __x - __x == 0.0; }

/* ---- float ---- */
__SA_RD_FN float __sa_fadd(float __x, float __y, int __m) {
  double __e, __d = __sa_two_sum((double)__x, (double)__y, &__e);
  if (__d == 0.0 && __m == __SA_RD) return -((-__x) + (-__y)); /* exact zero: -0 in round-down */
  return __sa_round_f32(__d, __e, __m);
}
__SA_RD_FN float __sa_fmul(float __x, float __y, int __m) {
  return __sa_round_f32((double)__x * (double)__y, 0.0, __m); /* exact in double */
}
__SA_RD_FN float __sa_ffma(float __x, float __y, float __z, int __m) {
  double __p = (double)__x * (double)__y, __e, __d = __sa_two_sum(__p, (double)__z, &__e);
  if (__d == 0.0 && __m == __SA_RD) return (float)-((-__p) + (-(double)__z));
  return __sa_round_f32(__d, __e, __m);
}
__SA_RD_FN float __sa_fdiv(float __x, float __y, int __m) {
  double __dy = (double)__y, __q = (double)__x / __dy;
  double __r = __builtin_fma(-__q, __dy, (double)__x); /* x - q*y, exact */
  return __sa_round_f32(__q, __dy > 0 ? __r : -__r, __m);
}
__SA_RD_FN float __sa_fsqrt(float __x, int __m) {
  double __dx = (double)__x, __s = __builtin_sqrt(__dx);
  return __sa_round_f32(__s, __builtin_fma(-__s, __s, __dx), __m);
}

/* ---- double ---- */
__SA_RD_FN double __sa_dadd(double __x, double __y, int __m) {
  double __e, __r = __sa_two_sum(__x, __y, &__e);
  if (!__sa_finite(__r)) /* NaN/inf operands are exact; an overflow rounded away from zero */
    return (__sa_finite(__x) && __sa_finite(__y)) ? __sa_adjust_f64(__r, __r > 0 ? 1 : -1, __r < 0, __m) : __r;
  if (__r == 0.0 && __e == 0.0) return __m == __SA_RD ? -((-__x) + (-__y)) : __r;
  if (__e != __e) { /* r finite but TwoSum's s - a overflowed: halve (exact this close to overflow) */
    double __h;
    (void)__sa_two_sum(__x * 0.5, __y * 0.5, &__h);
    __e = __h;
  }
  return __sa_adjust_f64(__r, -__sa_sign(__e), __r < 0, __m);
}
/* x = mant * 2^exp with mant in [0.5, 1) (finite nonzero x; exact, subnormals included). */
__SA_RD_FN double __sa_frexp(double __x, int *__ex) { return __builtin_frexp(__x, __ex); }

__SA_RD_FN double __sa_dmul(double __x, double __y, int __m) {
  double __r = __x * __y;
  if (!__sa_finite(__x) || !__sa_finite(__y) || __x == 0.0 || __y == 0.0) return __r;
  if (!__sa_finite(__r)) return __sa_adjust_f64(__r, __r > 0 ? 1 : -1, __r < 0, __m);
  int __s;
  if (__builtin_fabs(__r) >= 0x1p-960) {
    __s = -__sa_sign(__builtin_fma(__x, __y, -__r));
  } else { /* scale to [0.25, 1) so the residual cannot underflow, compare with r scaled back */
    int __ex, __ey;
    double __mx = __sa_frexp(__x, &__ex), __my = __sa_frexp(__y, &__ey);
    double __p = __mx * __my, __e = __builtin_fma(__mx, __my, -__p);
    double __R = __builtin_ldexp(__r, -(__ex + __ey));
    __s = __R != __p ? __sa_sign(__R - __p) : -__sa_sign(__e);
  }
  return __sa_adjust_f64(__r, __s, (__x < 0) != (__y < 0), __m);
}
__SA_RD_FN double __sa_ddiv(double __x, double __y, int __m) {
  double __q = __x / __y;
  if (!__sa_finite(__x) || !__sa_finite(__y) || __x == 0.0 || __y == 0.0) return __q;
  int __ex, __ey;
  double __mx = __sa_frexp(__x, &__ex), __my = __sa_frexp(__y, &__ey);
  double __qq = __mx / __my, __res = __builtin_fma(-__qq, __my, __mx); /* sign(t' - qq) = sign(res/my) */
  double __Q = __builtin_ldexp(__q, -(__ex - __ey));                  /* exact: q scaled to qq's binade */
  int __s = __Q != __qq ? __sa_sign(__Q - __qq) : -(__sa_sign(__res) * (__my > 0 ? 1 : -1));
  return __sa_adjust_f64(__q, __s, (__x < 0) != (__y < 0), __m);
}
__SA_RD_FN double __sa_dsqrt(double __x, int __m) {
  double __r = __builtin_sqrt(__x);
  if (!(__x > 0.0) || !__sa_finite(__x)) return __r;
  int __ex;
  double __mx = __sa_frexp(__x, &__ex);
  if (__ex & 1) { __mx *= 2.0; __ex -= 1; } /* mx in [0.5, 2), even exponent */
  double __sq = __builtin_sqrt(__mx), __res = __builtin_fma(-__sq, __sq, __mx);
  double __R = __builtin_ldexp(__r, -(__ex / 2));
  int __s = __R != __sq ? __sa_sign(__R - __sq) : -__sa_sign(__res);
  return __sa_adjust_f64(__r, __s, false, __m);
}
/* ErrFma (Boldo, Muller: "Exact and approximated error of the FMA", IEEE TC 2011): without
 * underflow, a*b + c = r1 + r2 + r3 exactly with |r2 + r3| <= ulp(r1)/2 and |r3| <= ulp(r2)/2. */
__SA_RD_FN int __sa_fma_errsign(double __a, double __b, double __c, double __r1) {
  double __u1 = __a * __b, __u2 = __builtin_fma(__a, __b, -__u1);
  double __al2, __al1 = __sa_two_sum(__c, __u2, &__al2);
  double __be2, __be1 = __sa_two_sum(__u1, __al1, &__be2);
  double __g = (__be1 - __r1) + __be2;
  double __r2 = __g + __al2, __r3 = __al2 - (__r2 - __g); /* Fast2Sum(g, alpha2) */
  return __r2 != 0.0 ? -__sa_sign(__r2) : -__sa_sign(__r3);   /* sign(r1 - exact) */
}
__SA_RD_FN double __sa_dfma(double __x, double __y, double __z, int __m) {
  double __r = __builtin_fma(__x, __y, __z);
  if (!__sa_finite(__x) || !__sa_finite(__y) || !__sa_finite(__z)) return __r;
  if (!__sa_finite(__r)) return __sa_adjust_f64(__r, __r > 0 ? 1 : -1, __r < 0, __m);
  double __p = __x * __y;
  int __s;
  bool __tneg = __r < 0 || (__r == 0.0 && __builtin_signbit(__r));
  if (__x == 0.0 || __y == 0.0) {
    __s = 0; /* t = +-0 + z: exact */
  } else if (__builtin_fabs(__p) >= 0x1p-900 && __builtin_fabs(__r) >= 0x1p-900) {
    __s = __sa_fma_errsign(__x, __y, __z, __r);
  } else if (__builtin_fabs(__p) <= __builtin_fabs(__z) * 0x1p-56) {
    /* |x*y| < ulp(z)/2: r is z (the product only decides the direction) or, at a subnormal tie,
     * z's neighbour */
    __s = __r != __z ? __sa_sign(__r - __z) : ((__x < 0) != (__y < 0) ? 1 : -1);
  } else { /* tiny product or tiny result: scale so that x*y is in [0.25, 1), z along (no overflow
            * since |z| < 2^56 |x*y|, no underflow since the scale is up or z ~ -x*y) */
    int __ex, __ey;
    double __mx = __sa_frexp(__x, &__ex), __my = __sa_frexp(__y, &__ey);
    double __zs = __builtin_ldexp(__z, -(__ex + __ey));
    double __rs = __builtin_fma(__mx, __my, __zs);
    double __R = __builtin_ldexp(__r, -(__ex + __ey));
    __s = __R != __rs ? __sa_sign(__R - __rs) : __sa_fma_errsign(__mx, __my, __zs, __rs);
  }
  if (__s == 0 && __r == 0.0 && __m == __SA_RD) return -__builtin_fma(-__x, __y, -__z); /* -0 */
  return __sa_adjust_f64(__r, __s, __tneg, __m);
}

/* 64-bit integers to float/double: x = hi * 2^32 + lo as two exact doubles, TwoSum keeps the error. */
__SA_RD_FN double __sa_i64_split(long long __x, double *__e) {
  double __hi = (double)(int)(__x >> 32) * 4294967296.0, __lo = (double)(unsigned int)__x;
  return __sa_two_sum(__hi, __lo, __e);
}
__SA_RD_FN double __sa_u64_split(unsigned long long __x, double *__e) {
  double __hi = (double)(unsigned int)(__x >> 32) * 4294967296.0, __lo = (double)(unsigned int)__x;
  return __sa_two_sum(__hi, __lo, __e);
}
__SA_RD_FN float __sa_ll2float(long long __x, int __m) {
  double __e, __d = __sa_i64_split(__x, &__e);
  return __sa_round_f32(__d, __e, __m);
}
__SA_RD_FN float __sa_ull2float(unsigned long long __x, int __m) {
  double __e, __d = __sa_u64_split(__x, &__e);
  return __sa_round_f32(__d, __e, __m);
}
__SA_RD_FN double __sa_ll2double(long long __x, int __m) {
  double __e, __d = __sa_i64_split(__x, &__e);
  return __sa_adjust_f64(__d, -__sa_sign(__e), __x < 0, __m);
}
__SA_RD_FN double __sa_ull2double(unsigned long long __x, int __m) {
  double __e, __d = __sa_u64_split(__x, &__e);
  return __sa_adjust_f64(__d, -__sa_sign(__e), false, __m);
}

/* Saturating float-to-integer conversions as PTX cvt.rni/rzi/rmi/rpi: out-of-range values clamp.
 * NaN, as measured on NVIDIA hardware (sm_90, test/exec): 0 from f32 to a 32-bit integer; the
 * "integer indefinite" 0x80000000 from f64 to a 32-bit integer and 0x8000000000000000 to a 64-bit
 * one, signed or not. __v is already an integral value (rounded in the wanted mode). */
#define __SA_SAT_CVT(NAME, T, LO, HI, NANV)                                                        \
  __SA_RD_FN T NAME(double __v) {                                                                  \
    if (__v != __v) return (T)(NANV);                                                              \
    if (__v <= (double)(LO)) return (LO);                                                          \
    if (__v >= (double)(HI)) return (HI);                                                          \
    return (T)__v;                                                                                 \
  }
__SA_SAT_CVT(__sa_sat_i32, int, (-2147483647 - 1), 2147483647, 0)
__SA_SAT_CVT(__sa_sat_u32, unsigned int, 0u, 4294967295u, 0u)
__SA_SAT_CVT(__sa_sat_i32_f64, int, (-2147483647 - 1), 2147483647, (-2147483647 - 1))
__SA_SAT_CVT(__sa_sat_u32_f64, unsigned int, 0u, 4294967295u, 0x80000000u)
__SA_SAT_CVT(__sa_sat_i64, long long, (-9223372036854775807ll - 1), 9223372036854775807ll,
             (-9223372036854775807ll - 1))
__SA_SAT_CVT(__sa_sat_u64, unsigned long long, 0ull, 18446744073709551615ull, 0x8000000000000000ull)
#undef __SA_SAT_CVT

#endif /* __SCALE_AMD_MATH_ROUNDING_H__ */
