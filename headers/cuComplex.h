/* SPDX-License-Identifier: Apache-2.0 */
/* cuComplex.h: single and double precision complex numbers as the CUDA libraries (cuBLAS, cuSPARSE,
 * cuFFT) pass them. The types are float2/double2 (CUDA's ABI: 8- and 16-byte aligned), the
 * functions are the documented host+device helpers. Includable by host compilers. */
#ifndef __SCALE_AMD_CUCOMPLEX_H__
#define __SCALE_AMD_CUCOMPLEX_H__

#include "vector_types.h"
#include <math.h>

#if defined(__cplusplus)
extern "C" {
#endif

typedef float2 cuFloatComplex;
typedef double2 cuDoubleComplex;
typedef cuFloatComplex cuComplex;

#define __SCALE_CX static __inline__ __host__ __device__

__SCALE_CX float cuCrealf(cuFloatComplex __x) { return __x.x; }
__SCALE_CX float cuCimagf(cuFloatComplex __x) { return __x.y; }
__SCALE_CX cuFloatComplex make_cuFloatComplex(float __r, float __i) {
  cuFloatComplex __z;
  __z.x = __r;
  __z.y = __i;
  return __z;
}
__SCALE_CX cuFloatComplex cuConjf(cuFloatComplex __x) { return make_cuFloatComplex(__x.x, -__x.y); }
__SCALE_CX cuFloatComplex cuCaddf(cuFloatComplex __x, cuFloatComplex __y) {
  return make_cuFloatComplex(__x.x + __y.x, __x.y + __y.y);
}
__SCALE_CX cuFloatComplex cuCsubf(cuFloatComplex __x, cuFloatComplex __y) {
  return make_cuFloatComplex(__x.x - __y.x, __x.y - __y.y);
}
__SCALE_CX cuFloatComplex cuCmulf(cuFloatComplex __x, cuFloatComplex __y) {
  return make_cuFloatComplex(__x.x * __y.x - __x.y * __y.y, __x.x * __y.y + __x.y * __y.x);
}
/* Division and modulus scale by the larger component to avoid premature overflow. */
__SCALE_CX cuFloatComplex cuCdivf(cuFloatComplex __x, cuFloatComplex __y) {
  float __s = fabsf(__y.x) + fabsf(__y.y);
  float __oos = 1.0f / __s;
  float __ars = __x.x * __oos, __ais = __x.y * __oos;
  float __brs = __y.x * __oos, __bis = __y.y * __oos;
  __s = 1.0f / (__brs * __brs + __bis * __bis);
  return make_cuFloatComplex((__ars * __brs + __ais * __bis) * __s,
                             (__ais * __brs - __ars * __bis) * __s);
}
__SCALE_CX float cuCabsf(cuFloatComplex __x) {
  float __a = fabsf(__x.x), __b = fabsf(__x.y);
  float __v = __a > __b ? __a : __b, __w = __a > __b ? __b : __a;
  if (__v == 0.0f || __v > 3.402823466e38f || __w > 3.402823466e38f)
    return __v + __w;
  __w = __w / __v;
  return __v * sqrtf(1.0f + __w * __w);
}

__SCALE_CX double cuCreal(cuDoubleComplex __x) { return __x.x; }
__SCALE_CX double cuCimag(cuDoubleComplex __x) { return __x.y; }
__SCALE_CX cuDoubleComplex make_cuDoubleComplex(double __r, double __i) {
  cuDoubleComplex __z;
  __z.x = __r;
  __z.y = __i;
  return __z;
}
__SCALE_CX cuDoubleComplex cuConj(cuDoubleComplex __x) { return make_cuDoubleComplex(__x.x, -__x.y); }
__SCALE_CX cuDoubleComplex cuCadd(cuDoubleComplex __x, cuDoubleComplex __y) {
  return make_cuDoubleComplex(__x.x + __y.x, __x.y + __y.y);
}
__SCALE_CX cuDoubleComplex cuCsub(cuDoubleComplex __x, cuDoubleComplex __y) {
  return make_cuDoubleComplex(__x.x - __y.x, __x.y - __y.y);
}
__SCALE_CX cuDoubleComplex cuCmul(cuDoubleComplex __x, cuDoubleComplex __y) {
  return make_cuDoubleComplex(__x.x * __y.x - __x.y * __y.y, __x.x * __y.y + __x.y * __y.x);
}
__SCALE_CX cuDoubleComplex cuCdiv(cuDoubleComplex __x, cuDoubleComplex __y) {
  double __s = fabs(__y.x) + fabs(__y.y);
  double __oos = 1.0 / __s;
  double __ars = __x.x * __oos, __ais = __x.y * __oos;
  double __brs = __y.x * __oos, __bis = __y.y * __oos;
  __s = 1.0 / (__brs * __brs + __bis * __bis);
  return make_cuDoubleComplex((__ars * __brs + __ais * __bis) * __s,
                              (__ais * __brs - __ars * __bis) * __s);
}
__SCALE_CX double cuCabs(cuDoubleComplex __x) {
  double __a = fabs(__x.x), __b = fabs(__x.y);
  double __v = __a > __b ? __a : __b, __w = __a > __b ? __b : __a;
  if (__v == 0.0 || __v > 1.79769313486231570e308 || __w > 1.79769313486231570e308)
    return __v + __w;
  __w = __w / __v;
  return __v * sqrt(1.0 + __w * __w);
}

__SCALE_CX cuComplex make_cuComplex(float __r, float __i) { return make_cuFloatComplex(__r, __i); }
__SCALE_CX cuDoubleComplex cuComplexFloatToDouble(cuFloatComplex __c) {
  return make_cuDoubleComplex((double)__c.x, (double)__c.y);
}
__SCALE_CX cuFloatComplex cuComplexDoubleToFloat(cuDoubleComplex __c) {
  return make_cuFloatComplex((float)__c.x, (float)__c.y);
}
/* x * y + d */
__SCALE_CX cuComplex cuCfmaf(cuComplex __x, cuComplex __y, cuComplex __d) {
  return make_cuComplex(__x.x * __y.x + __d.x - __x.y * __y.y, __x.x * __y.y + __d.y + __x.y * __y.x);
}
__SCALE_CX cuDoubleComplex cuCfma(cuDoubleComplex __x, cuDoubleComplex __y, cuDoubleComplex __d) {
  return make_cuDoubleComplex(__x.x * __y.x + __d.x - __x.y * __y.y,
                              __x.x * __y.y + __d.y + __x.y * __y.x);
}

#undef __SCALE_CX

#if defined(__cplusplus)
}
#endif

#endif /* __SCALE_AMD_CUCOMPLEX_H__ */
