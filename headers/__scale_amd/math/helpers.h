/* SPDX-License-Identifier: Apache-2.0 */
/* Device helpers behind the math tables' rows that are more than one call: ocml's out-pointer
 * functions (they want private-memory pointers), Bessel functions of order n, norms, the NaN
 * payload parser, the fast tanh, round-to-nearest arithmetic that must not be contracted into fma,
 * integer dot products, __byte_perm and the SIMD lane machinery. Plain C++ helpers that the host
 * tests compile too: bessel.h (jn, yn, cyl_bessel_i0f), gamma.h (tgammaf), bits.h (__fns, ilogb). */
#ifndef __SCALE_AMD_MATH_HELPERS_H__
#define __SCALE_AMD_MATH_HELPERS_H__
#include "../../crt/host_defines.h"
#include "ocml.h"
#include "bessel.h"
#include "bits.h"
#include "gamma.h"

#define __SA_DFN static __device__ __forceinline__
#define __SA_HDFN static __host__ __device__ __forceinline__

/* ---- ocml out-pointer wrappers ---- */
#define __SA_OUT1(NAME, OCML, T, U)                                                                \
  __SA_DFN T NAME(T __x, U *__p) {                                                                 \
    U __t;                                                                                         \
    T __r = OCML(__x, (__SA_PRIV(U))&__t);                                                         \
    *__p = __t;                                                                                    \
    return __r;                                                                                    \
  }
__SA_OUT1(__sa_frexpf, __ocml_frexp_f32, float, int)
__SA_OUT1(__sa_frexp_f64, __ocml_frexp_f64, double, int)
__SA_OUT1(__sa_modff, __ocml_modf_f32, float, float)
__SA_OUT1(__sa_modf_f64, __ocml_modf_f64, double, double)
#undef __SA_OUT1
__SA_DFN float __sa_remquof(float __x, float __y, int *__q) {
  int __t;
  float __r = __ocml_remquo_f32(__x, __y, (__SA_PRIV(int))&__t);
  *__q = __t;
  return __r;
}
__SA_DFN double __sa_remquo_f64(double __x, double __y, int *__q) {
  int __t;
  double __r = __ocml_remquo_f64(__x, __y, (__SA_PRIV(int))&__t);
  *__q = __t;
  return __r;
}
#define __SA_SINCOS(NAME, OCML, T)                                                                 \
  __SA_DFN void NAME(T __x, T *__s, T *__c) {                                                      \
    T __t;                                                                                         \
    *__s = OCML(__x, (__SA_PRIV(T))&__t);                                                          \
    *__c = __t;                                                                                    \
  }
__SA_SINCOS(__sa_sincosf, __ocml_sincos_f32, float)
__SA_SINCOS(__sa_sincos_f64, __ocml_sincos_f64, double)
__SA_SINCOS(__sa_sincospif, __ocml_sincospi_f32, float)
__SA_SINCOS(__sa_sincospi_f64, __ocml_sincospi_f64, double)
#undef __SA_SINCOS

/* ---- Bessel functions of integer order (bessel.h: Miller's algorithm for J_n when n >= |x|) ---- */
#define __SA_BESSEL_OPS(NAME, T, SFX)                                                              \
  struct NAME {                                                                                    \
    static __device__ __forceinline__ T __j0(T __x) { return __ocml_j0_##SFX(__x); }               \
    static __device__ __forceinline__ T __j1(T __x) { return __ocml_j1_##SFX(__x); }               \
    static __device__ __forceinline__ T __y0(T __x) { return __ocml_y0_##SFX(__x); }               \
    static __device__ __forceinline__ T __y1(T __x) { return __ocml_y1_##SFX(__x); }               \
  };
__SA_BESSEL_OPS(__sa_bessel_ocml_f32, float, f32)
__SA_BESSEL_OPS(__sa_bessel_ocml_f64, double, f64)
#undef __SA_BESSEL_OPS
__SA_DFN float __sa_jnf(int __n, float __x) { return __sa_jn_impl<float, __sa_bessel_ocml_f32>(__n, __x); }
__SA_DFN double __sa_jn(int __n, double __x) { return __sa_jn_impl<double, __sa_bessel_ocml_f64>(__n, __x); }
__SA_DFN float __sa_ynf(int __n, float __x) { return __sa_yn_impl<float, __sa_bessel_ocml_f32>(__n, __x); }
__SA_DFN double __sa_yn(int __n, double __x) { return __sa_yn_impl<double, __sa_bessel_ocml_f64>(__n, __x); }
struct __sa_i0f_ocml {
  static __device__ __forceinline__ double __exp(double __x) { return __ocml_exp_f64(__x); }
};
__SA_DFN float __sa_i0f(float __x) { return __sa_i0f_impl<__sa_i0f_ocml>(__x); }

/* ---- norms of n-vectors, scaled by the largest magnitude so squares cannot overflow ---- */
#define __SA_NORM(NAME, T, SQRT)                                                                   \
  __SA_DFN T NAME(int __n, const T *__p) {                                                         \
    T __m = 0;                                                                                     \
    for (int __i = 0; __i < __n; ++__i) {                                                          \
      T __a = __builtin_fabs(__p[__i]);                                                            \
      if (__a > __m || __a != __a) __m = __a;                                                      \
    }                                                                                              \
    if (__m == 0 || __m != __m || __m == (T)__builtin_inf()) return __m;                          \
    T __s = 0;                                                                                     \
    for (int __i = 0; __i < __n; ++__i) {                                                          \
      T __q = __p[__i] / __m;                                                                      \
      __s = __builtin_fma(__q, __q, __s);                                                          \
    }                                                                                              \
    return __m * SQRT(__s);                                                                        \
  }
__SA_NORM(__sa_normf, float, __builtin_sqrtf)
__SA_NORM(__sa_norm_f64, double, __builtin_sqrt)
#undef __SA_NORM
__SA_DFN float __sa_rnormf(int __n, const float *__p) { return 1.0f / __sa_normf(__n, __p); }
__SA_DFN double __sa_rnorm_f64(int __n, const double *__p) { return 1.0 / __sa_norm_f64(__n, __p); }

/* nan(tagp): the payload is the tag read as an integer (0x.. hex, 0.. octal, else decimal). */
__SA_DFN unsigned long long __sa_nan_payload(const char *__t) {
  unsigned long long __v = 0;
  unsigned __base = 10;
  if (__t[0] == '0') {
    __base = 8;
    ++__t;
    if (*__t == 'x' || *__t == 'X') { __base = 16; ++__t; }
  }
  for (; *__t; ++__t) {
    char __c = *__t;
    unsigned __d = (__c >= '0' && __c <= '9') ? __c - '0'
                 : (__c >= 'a' && __c <= 'f') ? __c - 'a' + 10
                 : (__c >= 'A' && __c <= 'F') ? __c - 'A' + 10 : 99;
    if (__d >= __base) return 0;
    __v = __v * __base + __d;
  }
  return __v;
}

/* __tanhf: hardware exp2 based. */
__SA_DFN float __sa_fast_tanhf(float __x) {
  float __a = __builtin_fabsf(__x);
  if (__a > 9.0f) return __builtin_copysignf(1.0f, __x);
  float __e = __builtin_amdgcn_exp2f(__a * 2.8853900817779268f); /* e^(2|x|) */
  return __builtin_copysignf(1.0f - 2.0f * __builtin_amdgcn_rcpf(__e + 1.0f), __x);
}

/* _rn arithmetic: CUDA promises these are never contracted into an fma. */
__SA_DFN float __sa_fadd_rn(float __x, float __y) {
#pragma clang fp contract(off)
  return __x + __y;
}
__SA_DFN float __sa_fmul_rn(float __x, float __y) {
#pragma clang fp contract(off)
  return __x * __y;
}
__SA_DFN double __sa_dadd_rn(double __x, double __y) {
#pragma clang fp contract(off)
  return __x + __y;
}
__SA_DFN double __sa_dmul_rn(double __x, double __y) {
#pragma clang fp contract(off)
  return __x * __y;
}

/* ---- integer intrinsics ---- */
__SA_HDFN int __sa_imax(int __a, int __b) { return __a > __b ? __a : __b; }
__SA_HDFN int __sa_imin(int __a, int __b) { return __a < __b ? __a : __b; }
__SA_HDFN unsigned __sa_umax(unsigned __a, unsigned __b) { return __a > __b ? __a : __b; }
__SA_HDFN unsigned __sa_umin(unsigned __a, unsigned __b) { return __a < __b ? __a : __b; }

/* __byte_perm: byte i of the result is byte s[4i+2:4i] of {y, x}. Unlike PTX prmt, bit 4i+3 of
 * the selector is ignored (no sign replication), as measured on NVIDIA hardware (test/exec). */
__SA_DFN unsigned __sa_byte_perm(unsigned __x, unsigned __y, unsigned __s) {
  unsigned long long __v = ((unsigned long long)__y << 32) | __x;
  unsigned __r = 0;
  for (int __i = 0; __i < 4; ++__i) {
    unsigned __sel = (__s >> (4 * __i)) & 0xf;
    unsigned __b = (unsigned)(__v >> (8 * (__sel & 7))) & 0xff;
    __r |= __b << (8 * __i);
  }
  return __r;
}
/* __dp2a: two 16-bit lanes of a times bytes of b (the high or low pair), plus c. */
__SA_DFN int __sa_dp2a(int __a, int __b, int __c, int __hi, bool __sgn) {
  int __sum = __c;
  for (int __i = 0; __i < 2; ++__i) {
    int __h = __sgn ? (int)(short)(__a >> (16 * __i)) : (int)(unsigned short)(__a >> (16 * __i));
    int __sh = 8 * (__i + 2 * __hi);
    int __y = __sgn ? (int)(signed char)(__b >> __sh) : (int)(unsigned char)(__b >> __sh);
    __sum += __h * __y;
  }
  return __sum;
}
__SA_DFN int __sa_dp4a(int __a, int __b, int __c, bool __sgn) {
  int __sum = __c;
  for (int __i = 0; __i < 4; ++__i) {
    int __x = __sgn ? (int)(signed char)(__a >> (8 * __i)) : (int)(unsigned char)(__a >> (8 * __i));
    int __y = __sgn ? (int)(signed char)(__b >> (8 * __i)) : (int)(unsigned char)(__b >> (8 * __i));
    __sum += __x * __y;
  }
  return __sum;
}
/* ---- SIMD: lane-wise operations on 2 x 16-bit or 4 x 8-bit lanes ---- */
template <int __B, bool __S, class __F>
__SA_HDFN unsigned __sa_lanes(unsigned __a, unsigned __b, __F __f) {
  const unsigned __m = (1u << __B) - 1;
  const int __lo = __S ? -(1 << (__B - 1)) : 0, __hi = __S ? (1 << (__B - 1)) - 1 : (int)__m;
  unsigned __r = 0;
  for (int __i = 0; __i < 32; __i += __B) {
    unsigned __ua = (__a >> __i) & __m, __ub = (__b >> __i) & __m;
    int __p = __S ? (int)(__ua << (32 - __B)) >> (32 - __B) : (int)__ua;
    int __q = __S ? (int)(__ub << (32 - __B)) >> (32 - __B) : (int)__ub;
    __r |= ((unsigned)__f(__p, __q, __lo, __hi) & __m) << __i;
  }
  return __r;
}
#define __SA_LANE(OP) [](int __p, int __q, int __lo, int __hi) -> int { return (OP); }
#define __sa_v2_s(A, B, OP) __sa_lanes<16, true>((A), (B), __SA_LANE(OP))
#define __sa_v2_u(A, B, OP) __sa_lanes<16, false>((A), (B), __SA_LANE(OP))
#define __sa_v4_s(A, B, OP) __sa_lanes<8, true>((A), (B), __SA_LANE(OP))
#define __sa_v4_u(A, B, OP) __sa_lanes<8, false>((A), (B), __SA_LANE(OP))
#define __SA_CLAMP(V) ((V) < __lo ? __lo : ((V) > __hi ? __hi : (V)))
#define __SA_L_ADD (__p + __q)
#define __SA_L_SUB (__p - __q)
#define __SA_L_ABS (__p < 0 ? -__p : __p)
#define __SA_L_ABSSAT __SA_CLAMP(__p < 0 ? -__p : __p)
#define __SA_L_ABSDIFF (__p > __q ? __p - __q : __q - __p)
#define __SA_L_ADDSAT __SA_CLAMP(__p + __q)
#define __SA_L_SUBSAT __SA_CLAMP(__p - __q)
#define __SA_L_AVGS ((__p + __q + (__p + __q >= 0 ? 1 : 0)) >> 1)
#define __SA_L_AVGU ((__p + __q + 1) >> 1)
#define __SA_L_HADD ((__p + __q) >> 1)
#define __SA_L_MAX (__p > __q ? __p : __q)
#define __SA_L_MIN (__p < __q ? __p : __q)
#define __SA_L_CMP(OP) ((__p OP __q) ? -1 : 0)
#define __SA_L_SET(OP) ((__p OP __q) ? 1 : 0)
__SA_DFN unsigned __sa_vsad2(unsigned __a, unsigned __b, bool __s) {
  unsigned __d = __s ? __sa_v2_s(__a, __b, __SA_L_ABSDIFF) : __sa_v2_u(__a, __b, __SA_L_ABSDIFF);
  return (__d & 0xffffu) + (__d >> 16);
}
__SA_DFN unsigned __sa_vsad4(unsigned __a, unsigned __b, bool __s) {
  unsigned __d = __s ? __sa_v4_s(__a, __b, __SA_L_ABSDIFF) : __sa_v4_u(__a, __b, __SA_L_ABSDIFF);
  return (__d & 0xff) + ((__d >> 8) & 0xff) + ((__d >> 16) & 0xff) + (__d >> 24);
}
/* __vibmax/__vibmin on 16-bit lanes: the lane-wise max (min) and, per lane, whether a's lane won
 * (a >= b for max, a <= b for min). */
#define __SA_VIB16(NAME, T)                                                                        \
  __SA_HDFN unsigned NAME(unsigned __a, unsigned __b, bool *__ph, bool *__pl, bool __max) {        \
    T __al = (T)__a, __ah = (T)(__a >> 16), __bl = (T)__b, __bh = (T)(__b >> 16);                  \
    bool __wl = __max ? __al >= __bl : __al <= __bl, __wh = __max ? __ah >= __bh : __ah <= __bh;   \
    *__pl = __wl;                                                                                  \
    *__ph = __wh;                                                                                  \
    return (unsigned)(unsigned short)(__wl ? __al : __bl) |                                        \
           ((unsigned)(unsigned short)(__wh ? __ah : __bh) << 16);                                 \
  }
__SA_VIB16(__sa_vib_s16x2, short)
__SA_VIB16(__sa_vib_u16x2, unsigned short)
#undef __SA_VIB16

#endif /* __SCALE_AMD_MATH_HELPERS_H__ */
