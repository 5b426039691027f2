/* SPDX-License-Identifier: Apache-2.0 */
/* Bessel functions of integer order n (jn, jnf, yn, ynf) from the order-0 and order-1 functions.
 *
 * Design: the three-term recurrence  C(k+1) = (2k/x) C(k) - C(k-1)  is stable upward for Y_n (it is
 * the dominant solution) and for J_n while k < |x|; for n >= |x| the upward recurrence of J_n loses
 * a digit per step (J_n is the minimal solution), so J_n is then computed by Miller's algorithm:
 * recur downward from an order m well above n (b_{m+1} = 0, b_m = 1), which converges to the
 * minimal solution up to a constant, and normalise with the identity 1 = J_0 + 2 (J_2 + J_4 + ...).
 * m = n + sqrt(c n) (+ slack), with c from the precision, as in the classic analyses (the error of
 * the start decays like (x/2)^(m-n) / (m!/n!)). Values are rescaled when they grow past 2^(+-400)
 * (2^(+-60) in float) so that tiny x cannot overflow; for |x| below 2^-10 the power series
 * (x/2)^n / n! (1 - q/(n+1) + ...) with q = (x/2)^2 is used directly. Each step rounds 2k/x
 * afresh (one rounded 2/x reused would bias all n steps alike: 100 ulps at n = 100); measured
 * against long double references: within 34 ulps (double) and 17 ulps (float) for n <= 128.
 * J_n(-x) = (-1)^n J_n(x); Y_n is NaN for x < 0 and -inf at 0 (CUDA's special cases); n < 0 is NaN.
 * Nothing here uses target builtins: the same code runs on the host against libstdc++'s
 * std::cyl_bessel_j / std::cyl_neumann in test/lit/math/bessel-host.test (orders 0 and 1 there come
 * from the host libm, on the device from ocml). */
#ifndef __SCALE_AMD_MATH_BESSEL_H__
#define __SCALE_AMD_MATH_BESSEL_H__
#include "../../crt/host_defines.h"

#define __SA_BESSEL_FN static inline __host__ __device__ __attribute__((always_inline))

template <class T> struct __sa_bessel_limits;
template <> struct __sa_bessel_limits<float> {
  static constexpr float __big = 0x1p60f, __small = 0x1p-60f;
  static constexpr int __start_c = 40; /* ~ 7 significant digits */
};
template <> struct __sa_bessel_limits<double> {
  static constexpr double __big = 0x1p400, __small = 0x1p-400;
  static constexpr int __start_c = 160; /* ~ 16 significant digits */
};

/* J_n(x) for n >= 1, x > 0 and n >= x: Miller's downward recurrence (or the series for tiny x). */
template <class T> __SA_BESSEL_FN T __sa_jn_miller(int __n, T __x) {
  typedef __sa_bessel_limits<T> __L;
  if (__x < (T)0x1p-10) {
    T __h = __x * (T)0.5, __p = 1;
    for (int __k = 1; __k <= __n; ++__k)
      __p *= __h / (T)__k; /* (x/2)^n / n!, may underflow: fine */
    T __q = __h * __h, __t = 1, __s = 1;
    for (int __k = 1; __k <= 3; ++__k) {
      __t *= -__q / (T)(__k * (__n + __k));
      __s += __t;
    }
    return __p * __s;
  }
  if (__n > 1000) { /* 0 < J_n(x) <= (x/2)^n / n! here: when that underflows, skip Miller's O(n) */
    T __h = __x * (T)0.5, __p = 1;
    for (int __k = 1; __k <= __n && __p != 0; ++__k)
      __p *= __h / (T)__k;
    if (__p == 0)
      return 0;
  }
  int __r = (int)__builtin_sqrt((double)__L::__start_c * (double)__n);
  int __m = 2 * ((__n + __r + 8) / 2); /* even start order */
  T __bp = 0, __b = 1, __sum = 0, __ans = 0;
  for (int __k = __m; __k > 0; --__k) {
    /* b_{k-1}; 2k/x rounded afresh at each step: a rounded 2/x reused would bias every step alike
     * (n steps of the same error: measured 100 ulps at n = 100). */
    T __bm = (T)(2 * __k) / __x * __b - __bp;
    __bp = __b;
    __b = __bm;
    if (__builtin_fabs(__b) > __L::__big) { /* rescale everything accumulated so far */
      __b *= __L::__small;
      __bp *= __L::__small;
      __sum *= __L::__small;
      __ans *= __L::__small;
    }
    if ((__k - 1) % 2 == 0 && __k - 1 > 0)
      __sum += __b; /* even orders >= 2 */
    if (__k - 1 == __n)
      __ans = __b;
  }
  __sum = (T)2 * __sum + __b; /* J_0 + 2 (J_2 + J_4 + ...) at the same scale */
  return __ans / __sum;
}

/* J_n(x) for x > 0 from J_0(x), J_1(x) upward (stable while k < x). */
template <class T> __SA_BESSEL_FN T __sa_bessel_up(int __n, T __x, T __c0, T __c1) {
  T __a = __c0, __b = __c1;
  for (int __k = 1; __k < __n; ++__k) {
    T __c = (T)(2 * __k) / __x * __b - __a;
    __a = __b;
    __b = __c;
    if (__b == -(T)__builtin_inf())
      break; /* Y_n overflowed: stays -inf */
  }
  return __b;
}

/* jn, yn: __O provides the order-0/1 functions of the target as static members __j0, __j1, __y0,
 * __y1 (ocml on the device, libm on the host). */
template <class T, class __O> __SA_BESSEL_FN T __sa_jn_impl(int __n, T __x) {
  if (__n < 0 || __x != __x)
    return (T)__builtin_nan("");
  if (__n == 0)
    return __O::__j0(__x);
  T __ax = __builtin_fabs(__x);
  T __r;
  if (__ax == (T)__builtin_inf() || __ax == 0)
    __r = 0;
  else if (__n == 1)
    __r = __O::__j1(__ax);
  else if ((T)__n < __ax)
    __r = __sa_bessel_up<T>(__n, __ax, __O::__j0(__ax), __O::__j1(__ax));
  else
    __r = __sa_jn_miller<T>(__n, __ax);
  return (__x < 0 && (__n & 1)) ? -__r : __r;
}

template <class T, class __O> __SA_BESSEL_FN T __sa_yn_impl(int __n, T __x) {
  if (__n < 0 || __x != __x || __x < 0)
    return (T)__builtin_nan("");
  if (__x == 0)
    return -(T)__builtin_inf();
  if (__n == 0)
    return __O::__y0(__x);
  if (__n == 1)
    return __O::__y1(__x);
  return __sa_bessel_up<T>(__n, __x, __O::__y0(__x), __O::__y1(__x));
}

/* cyl_bessel_i0f: I_0 of a float, computed in double and rounded once (ocml's float algorithm
 * reached 7 ulp against CUDA's 6). |x| <= 8: the power series sum (x^2/4)^k / (k!)^2, k <= 18
 * (positive terms: no cancellation; truncation below 5e-15 relative). |x| > 8: e^|x| / sqrt(|x|)
 * times a degree-12 polynomial in 1/|x| - 1/16 for sqrt(t) e^-t I_0(t) (the Chebyshev interpolant
 * on 1/|x| in (0, 1/8], relative error 1.2e-12, measured with mpmath). x^2 is exact in double. With
 * a double exp and sqrt of about 1 ulp the result is within 0.5 + 1e-4 ulp of the exact value
 * before the rounding to float (measured over every float of [-100, 100]: 0.500016 ulp,
 * docs/math-accuracy.md). __O provides __exp (double): ocml on the device, libm on the host
 * (test/lit/math/i0f-host.test). I_0 overflows float beyond |x| = 91.9: +inf from |x| > 100
 * (before exp could overflow double); NaN stays NaN. */
template <class __O> __SA_BESSEL_FN float __sa_i0f_impl(float __x) {
  const double __a = __builtin_fabs((double)__x);
  if (__a <= 8.0) {
    const double __y = 0.25 * __a * __a;
    double __p = 0x1.faaf2fa1c79e5p-106; /* 1 / (18!)^2 */
    __p = __builtin_fma(__p, __y, 0x1.40a2dc2460523p-97);
    __p = __builtin_fma(__p, __y, 0x1.69f7da8510bcdp-89);
    __p = __builtin_fma(__p, __y, 0x1.69f7da8510bcdp-81);
    __p = __builtin_fma(__p, __y, 0x1.3e22d70ef3b5fp-73);
    __p = __builtin_fma(__p, __y, 0x1.e725594ee52e9p-66);
    __p = __builtin_fma(__p, __y, 0x1.4197a7f5154bcp-58);
    __p = __builtin_fma(__p, __y, 0x1.69ca9cf3b7f54p-51);
    __p = __builtin_fma(__p, __y, 0x1.5601885e63e5dp-44);
    __p = __builtin_fma(__p, __y, 0x1.0b313289be0b9p-37);
    __p = __builtin_fma(__p, __y, 0x1.522a43f65486ap-31);
    __p = __builtin_fma(__p, __y, 0x1.522a43f65486ap-25);
    __p = __builtin_fma(__p, __y, 0x1.02e85c0898b71p-19);
    __p = __builtin_fma(__p, __y, 0x1.23456789abcdfp-14);
    __p = __builtin_fma(__p, __y, 0x1.c71c71c71c71cp-10);
    __p = __builtin_fma(__p, __y, 0x1.c71c71c71c71cp-6);
    __p = __builtin_fma(__p, __y, 0x1.0000000000000p-2);
    __p = __builtin_fma(__p, __y, 1.0);
    return (float)__builtin_fma(__p, __y, 1.0);
  }
  if (__a > 100.0)
    return __builtin_inff(); /* +-inf, and far beyond the float range; NaN goes on */
  const double __s = 1.0 / __a - 0.0625;
  double __q = 0x1.8b89001c7498bp+18;
  __q = __builtin_fma(__q, __s, -0x1.ed55634a5f574p+14);
  __q = __builtin_fma(__q, __s, -0x1.7ca711b9ae678p+13);
  __q = __builtin_fma(__q, __s, -0x1.ae142eaac8d12p+7);
  __q = __builtin_fma(__q, __s, 0x1.8ffb8358beb53p+6);
  __q = __builtin_fma(__q, __s, 0x1.81165b2133aa4p+3);
  __q = __builtin_fma(__q, __s, 0x1.7b5cabeb89cecp+0);
  __q = __builtin_fma(__q, __s, 0x1.3db37f0a2d8f2p-2);
  __q = __builtin_fma(__q, __s, 0x1.8e542bee625b8p-4);
  __q = __builtin_fma(__q, __s, 0x1.75e772ea81adcp-5);
  __q = __builtin_fma(__q, __s, 0x1.1daa728337599p-5);
  __q = __builtin_fma(__q, __s, 0x1.b87969adf33c0p-5);
  __q = __builtin_fma(__q, __s, 0x1.9bd428ad249a5p-2);
  return (float)(__O::__exp(__a) * (__q / __builtin_sqrt(__a)));
}

#endif
