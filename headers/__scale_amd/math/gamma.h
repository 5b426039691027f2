/* SPDX-License-Identifier: Apache-2.0 */
/* tgammaf: the gamma function of a float, computed in double and rounded once.
 *
 * Design: a float x has 24 significant bits and |x| < 64 here, so z = x + k is exact in double for
 * every integer k the reduction needs (also next to the poles at 0, -1, -2, ...: x + n there is a
 * tiny but exact difference). The recurrence Gamma(z + 1) = z Gamma(z) moves z into [2, 3]:
 *   z < 2: Gamma(x) = Gamma(x + n) / (x (x + 1) ... (x + n - 1))
 *   z > 3: Gamma(x) = (x - 1) (x - 2) ... (x - n) Gamma(x - n)
 * with at most 48 factors, each exact or rounded once (relative error 2^-53 each), and on [2, 3] a
 * degree-12 polynomial in z - 2.5 (the Chebyshev interpolant of Gamma, converted to monomials;
 * relative error 1.1e-13, measured with mpmath). Total relative error below 2e-13 before the
 * final rounding to float, so the result is within 0.5 + 4e-6 ulp of the exact value: in
 * practice correctly rounded. No reflection formula (its sin(pi x) loses the distance to the
 * pole), no exp/log (their error is amplified by the size of the exponent), no target builtins:
 * the same code runs on the host in test/lit/math/special-f32-host.test against glibc's tgammal.
 * Measured over every float in [-46, 36]: 0.500002 ulp (the rounding alone), docs/math-accuracy.md.
 * Out of the loop's range: x > 36 overflows (+inf), x < -46 underflows (+-0 with the sign of
 * Gamma, which alternates between consecutive poles). CUDA's special cases: +-0 -> +-inf,
 * negative integers and -inf -> NaN, +inf -> +inf, NaN -> NaN.
 * Cost: one polynomial and up to 48 double multiplies and adds; double arithmetic is slow on
 * RDNA, but ocml's float algorithm reached 19 ulp against CUDA's 5. */
#ifndef __SCALE_AMD_MATH_GAMMA_H__
#define __SCALE_AMD_MATH_GAMMA_H__
#include "../../crt/host_defines.h"

#define __SA_GAMMA_FN static inline __host__ __device__ __attribute__((always_inline))

/* Gamma(z) for z in [2, 3]. */
__SA_GAMMA_FN double __sa_gamma_2_3(double __z) {
  const double __s = __z - 2.5;
  double __p = 0x1.1366203bf7bd1p-17;
  __p = __builtin_fma(__p, __s, -0x1.f98b54d4e84dep-17);
  __p = __builtin_fma(__p, __s, 0x1.ffe8675020a40p-15);
  __p = __builtin_fma(__p, __s, 0x1.395254bc9e2a3p-18);
  __p = __builtin_fma(__p, __s, 0x1.8b96092de48f6p-11);
  __p = __builtin_fma(__p, __s, 0x1.a5576859b55c2p-10);
  __p = __builtin_fma(__p, __s, 0x1.5489c519e11d6p-7);
  __p = __builtin_fma(__p, __s, 0x1.d0a9c4fe87acfp-6);
  __p = __builtin_fma(__p, __s, 0x1.c138b89beb369p-4);
  __p = __builtin_fma(__p, __s, 0x1.03f6d2f5f084fp-2);
  __p = __builtin_fma(__p, __s, 0x1.4f224d4b7be7cp-1);
  __p = __builtin_fma(__p, __s, 0x1.de9585f1ac09bp-1);
  return __builtin_fma(__p, __s, 0x1.544fa6d47b390p+0);
}

__SA_GAMMA_FN float __sa_tgammaf(float __x) {
  if (__x != __x)
    return __x;
  if (__x == 0)
    return __builtin_copysignf(__builtin_inff(), __x);
  if (__x > 36.0f)
    return __builtin_inff(); /* Gamma(35.05) > FLT_MAX already; also +inf */
  const float __fl = __builtin_floorf(__x);
  if (__x < 0 && __x == __fl)
    return __builtin_nanf(""); /* the poles, and -inf */
  if (__x < -46.0f) {
    /* |Gamma(x)| < 1e-51 here (below the float range): +-0, negative when floor(x) is odd.
     * |x| < 2^23 since larger floats are integers; the parity of floor(x) is exact as an int. */
    return ((int)__fl & 1) ? -0.0f : 0.0f;
  }
  double __z = __x, __num = 1, __den = 1;
  while (__z < 2) {
    __den *= __z;
    __z += 1;
  }
  while (__z > 3) {
    __z -= 1;
    __num *= __z;
  }
  return (float)(__sa_gamma_2_3(__z) * __num / __den);
}

#undef __SA_GAMMA_FN
#endif
