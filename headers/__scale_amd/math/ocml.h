/* SPDX-License-Identifier: Apache-2.0 */
/* Declarations of the ROCm ocml functions the math tables call (device side only). ocml's
 * functions are pure (no side effects except through their out-pointers, which point to private,
 * address space 5, memory). One line per family gives the f32 and f64 forms. */
#ifndef __SCALE_AMD_MATH_OCML_H__
#define __SCALE_AMD_MATH_OCML_H__
#include "../../crt/host_defines.h"

#define __SA_OCML_DECL extern "C" __device__ __attribute__((const))
#define __SA_PRIV(T) __attribute__((address_space(5))) T *
#define __SA_OCML1(N) __SA_OCML_DECL float __ocml_##N##_f32(float); __SA_OCML_DECL double __ocml_##N##_f64(double);
#define __SA_OCML2(N)                                                                              \
  __SA_OCML_DECL float __ocml_##N##_f32(float, float);                                             \
  __SA_OCML_DECL double __ocml_##N##_f64(double, double);
#define __SA_OCML3(N)                                                                              \
  __SA_OCML_DECL float __ocml_##N##_f32(float, float, float);                                      \
  __SA_OCML_DECL double __ocml_##N##_f64(double, double, double);
#define __SA_OCML4(N)                                                                              \
  __SA_OCML_DECL float __ocml_##N##_f32(float, float, float, float);                               \
  __SA_OCML_DECL double __ocml_##N##_f64(double, double, double, double);
#define __SA_OCMLP(N)                                                                              \
  extern "C" __device__ float __ocml_##N##_f32(float, __SA_PRIV(float));                           \
  extern "C" __device__ double __ocml_##N##_f64(double, __SA_PRIV(double));

__SA_OCML1(acos) __SA_OCML1(acosh) __SA_OCML1(asin) __SA_OCML1(asinh) __SA_OCML1(atan)
__SA_OCML1(atanh) __SA_OCML1(cbrt) __SA_OCML1(cos) __SA_OCML1(cosh) __SA_OCML1(cospi)
__SA_OCML1(i0) __SA_OCML1(i1) __SA_OCML1(erf) __SA_OCML1(erfc) __SA_OCML1(erfcinv)
__SA_OCML1(erfcx) __SA_OCML1(erfinv) __SA_OCML1(exp) __SA_OCML1(exp10) __SA_OCML1(exp2)
__SA_OCML1(expm1) __SA_OCML1(j0) __SA_OCML1(j1) __SA_OCML1(lgamma) __SA_OCML1(log)
__SA_OCML1(log10) __SA_OCML1(log1p) __SA_OCML1(log2) __SA_OCML1(logb) __SA_OCML1(ncdf)
__SA_OCML1(ncdfinv) __SA_OCML1(rcbrt) __SA_OCML1(rsqrt) __SA_OCML1(sin) __SA_OCML1(sinh)
__SA_OCML1(sinpi) __SA_OCML1(tan) __SA_OCML1(tanh) __SA_OCML1(tgamma) __SA_OCML1(y0)
__SA_OCML1(y1)
__SA_OCML2(atan2) __SA_OCML2(fdim) __SA_OCML2(fmod) __SA_OCML2(hypot) __SA_OCML2(nextafter)
__SA_OCML2(pow) __SA_OCML2(remainder) __SA_OCML2(rhypot)
__SA_OCML3(len3) __SA_OCML3(rlen3)
__SA_OCML4(len4) __SA_OCML4(rlen4)
__SA_OCMLP(modf) __SA_OCMLP(sincos) __SA_OCMLP(sincospi)
extern "C" __device__ float __ocml_frexp_f32(float, __SA_PRIV(int));
extern "C" __device__ double __ocml_frexp_f64(double, __SA_PRIV(int));
__SA_OCML_DECL int __ocml_ilogb_f32(float);
__SA_OCML_DECL int __ocml_ilogb_f64(double);
extern "C" __device__ float __ocml_remquo_f32(float, float, __SA_PRIV(int));
extern "C" __device__ double __ocml_remquo_f64(double, double, __SA_PRIV(int));

#undef __SA_OCML1
#undef __SA_OCML2
#undef __SA_OCML3
#undef __SA_OCML4
#undef __SA_OCMLP
#undef __SA_OCML_DECL
#endif /* __SCALE_AMD_MATH_OCML_H__ */
