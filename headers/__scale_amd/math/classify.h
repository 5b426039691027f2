/* SPDX-License-Identifier: Apache-2.0 */
/* The classification functions under their C-library names (__isnanf, __isinf, __finite,
 * __signbit, ...), which CUDA declares as device functions in math_functions.h and which code
 * calls directly (ggml: __isnanf). glibc declares the host functions of the same names; these are
 * their device overloads (clang overloads on the execution space). Each returns nonzero when the
 * property holds (1 here). The __isnand/__isinfd/__isfinited/__signbitd/__isfinitef spellings are
 * the ones CUDA declares on macOS; they are provided everywhere, as no C library here has them. */
#ifndef __SCALE_AMD_MATH_CLASSIFY_H__
#define __SCALE_AMD_MATH_CLASSIFY_H__

#define __SA_CLASSIFY(NAME, T, EXPR)                                                               \
  static __device__ __forceinline__ int NAME(T __x) { return (EXPR) ? 1 : 0; }
__SA_CLASSIFY(__isnanf, float, __builtin_isnan(__x))
__SA_CLASSIFY(__isinff, float, __builtin_isinf(__x))
__SA_CLASSIFY(__finitef, float, __builtin_isfinite(__x))
__SA_CLASSIFY(__isfinitef, float, __builtin_isfinite(__x))
__SA_CLASSIFY(__signbitf, float, __builtin_signbit(__x))
__SA_CLASSIFY(__isnan, double, __builtin_isnan(__x))
__SA_CLASSIFY(__isinf, double, __builtin_isinf(__x))
__SA_CLASSIFY(__finite, double, __builtin_isfinite(__x))
__SA_CLASSIFY(__signbit, double, __builtin_signbit(__x))
__SA_CLASSIFY(__isnand, double, __builtin_isnan(__x))
__SA_CLASSIFY(__isinfd, double, __builtin_isinf(__x))
__SA_CLASSIFY(__isfinited, double, __builtin_isfinite(__x))
__SA_CLASSIFY(__signbitd, double, __builtin_signbit(__x))
#undef __SA_CLASSIFY

#endif /* __SCALE_AMD_MATH_CLASSIFY_H__ */
