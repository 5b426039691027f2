/* SPDX-License-Identifier: Apache-2.0 */
/* CUDA's 8-bit floating-point types and conversions (the "FP8 Intrinsics" chapter of the CUDA Math
 * API, CUDA 11.8 and later): the storage types, __nv_saturation_t and __nv_fp8_interpretation_t,
 * the __nv_cvt_* conversion functions, and (C++) the classes __nv_fp8_e4m3, __nv_fp8_e5m2 and their
 * x2/x4 forms in cuda_fp8.hpp. Every function is __host__ __device__ and bit-exact against NVIDIA's
 * (fp8/fp8_core.h says what the results are; test/lit/fp8 checks them). Includable by a plain host
 * compiler. Like CUDA's, it includes cuda_fp16.h and cuda_bf16.h.
 * __CUDA_NO_FP8_CONVERSIONS__ and __CUDA_NO_FP8_CONVERSION_OPERATORS__ remove the classes'
 * constructors and conversion operators, as in CUDA. The e8m0 type and cuda_fp4.h/cuda_fp6.h are
 * CUDA 12.8's, beyond the version this toolkit presents (12.6). */
#ifndef __SCALE_AMD_CUDA_FP8_H__
#define __SCALE_AMD_CUDA_FP8_H__
#define __CUDA_FP8_H__ /* NVIDIA's guard name */
#include "cuda_fp16.h"
#include "cuda_bf16.h"
#include "__scale_amd/fp8/fp8_core.h"

typedef unsigned char __nv_fp8_storage_t;
typedef unsigned short int __nv_fp8x2_storage_t;
typedef unsigned int __nv_fp8x4_storage_t;

typedef enum __nv_saturation_t {
  __NV_NOSAT,     /* out-of-range values become NaN (e4m3) or infinity (e5m2) */
  __NV_SATFINITE, /* out-of-range values and infinities become the largest finite value */
} __nv_saturation_t;

typedef enum __nv_fp8_interpretation_t {
  __NV_E4M3,
  __NV_E5M2,
} __nv_fp8_interpretation_t;

#if defined(__cplusplus)
#define __SCALE_FP8_FN static __inline__ __host__ __device__

/* ---- narrowing: nearest even, saturation as requested ---------------------------------------- */
__SCALE_FP8_FN __nv_fp8_storage_t __nv_cvt_double_to_fp8(const double x, const __nv_saturation_t saturate,
                                                        const __nv_fp8_interpretation_t fp8_interpretation) {
  return __scale_fp8_from_double(x, saturate == __NV_SATFINITE, fp8_interpretation);
}
__SCALE_FP8_FN __nv_fp8x2_storage_t __nv_cvt_double2_to_fp8x2(const double2 x, const __nv_saturation_t saturate,
                                                             const __nv_fp8_interpretation_t fp8_interpretation) {
  return (__nv_fp8x2_storage_t)(__nv_cvt_double_to_fp8(x.x, saturate, fp8_interpretation) |
                                (unsigned)__nv_cvt_double_to_fp8(x.y, saturate, fp8_interpretation) << 8);
}
__SCALE_FP8_FN __nv_fp8_storage_t __nv_cvt_float_to_fp8(const float x, const __nv_saturation_t saturate,
                                                       const __nv_fp8_interpretation_t fp8_interpretation) {
  return __scale_fp8_from_float(x, saturate == __NV_SATFINITE, fp8_interpretation);
}
__SCALE_FP8_FN __nv_fp8x2_storage_t __nv_cvt_float2_to_fp8x2(const float2 x, const __nv_saturation_t saturate,
                                                            const __nv_fp8_interpretation_t fp8_interpretation) {
  return (__nv_fp8x2_storage_t)(__nv_cvt_float_to_fp8(x.x, saturate, fp8_interpretation) |
                                (unsigned)__nv_cvt_float_to_fp8(x.y, saturate, fp8_interpretation) << 8);
}
/* Half and bfloat16 widen exactly to float first. */
__SCALE_FP8_FN __nv_fp8_storage_t __nv_cvt_halfraw_to_fp8(const __half_raw x, const __nv_saturation_t saturate,
                                                         const __nv_fp8_interpretation_t fp8_interpretation) {
  return __nv_cvt_float_to_fp8(__scale_fp16_half_bits_to_float(x.x), saturate, fp8_interpretation);
}
__SCALE_FP8_FN __nv_fp8x2_storage_t __nv_cvt_halfraw2_to_fp8x2(const __half2_raw x, const __nv_saturation_t saturate,
                                                              const __nv_fp8_interpretation_t fp8_interpretation) {
  return (__nv_fp8x2_storage_t)(__nv_cvt_halfraw_to_fp8(__half_raw{x.x}, saturate, fp8_interpretation) |
                                (unsigned)__nv_cvt_halfraw_to_fp8(__half_raw{x.y}, saturate, fp8_interpretation)
                                    << 8);
}
__SCALE_FP8_FN __nv_fp8_storage_t __nv_cvt_bfloat16raw_to_fp8(const __nv_bfloat16_raw x,
                                                             const __nv_saturation_t saturate,
                                                             const __nv_fp8_interpretation_t fp8_interpretation) {
  return __nv_cvt_float_to_fp8(__scale_fp16_bf16_bits_to_float(x.x), saturate, fp8_interpretation);
}
__SCALE_FP8_FN __nv_fp8x2_storage_t __nv_cvt_bfloat16raw2_to_fp8x2(const __nv_bfloat162_raw x,
                                                                  const __nv_saturation_t saturate,
                                                                  const __nv_fp8_interpretation_t fp8_interpretation) {
  return (__nv_fp8x2_storage_t)(
      __nv_cvt_bfloat16raw_to_fp8(__nv_bfloat16_raw{x.x}, saturate, fp8_interpretation) |
      (unsigned)__nv_cvt_bfloat16raw_to_fp8(__nv_bfloat16_raw{x.y}, saturate, fp8_interpretation) << 8);
}

/* ---- widening: exact ------------------------------------------------------------------------ */
__SCALE_FP8_FN __half_raw __nv_cvt_fp8_to_halfraw(const __nv_fp8_storage_t x,
                                                 const __nv_fp8_interpretation_t fp8_interpretation) {
  return __half_raw{__scale_fp8_to_half_bits(x, fp8_interpretation)};
}
__SCALE_FP8_FN __half2_raw __nv_cvt_fp8x2_to_halfraw2(const __nv_fp8x2_storage_t x,
                                                     const __nv_fp8_interpretation_t fp8_interpretation) {
  return __half2_raw{__scale_fp8_to_half_bits((unsigned char)x, fp8_interpretation),
                     __scale_fp8_to_half_bits((unsigned char)(x >> 8), fp8_interpretation)};
}
#undef __SCALE_FP8_FN

#include "cuda_fp8.hpp"
#endif /* __cplusplus */

#define __CUDA_FP8_TYPES_EXIST__
#endif /* __SCALE_AMD_CUDA_FP8_H__ */
