/* SPDX-License-Identifier: Apache-2.0 */
/* How a row of a math table (__scale_amd/math/<chapter>.def) becomes a definition. Included before
 * a table; __scale_amd/math/undef.h after it. __USE_FAST_MATH__ (nvcc --use_fast_math) selects the
 * fast form of the rows that have one, as nvcc does. */
#define __SA_MATH(NAME, RET, PARAMS, CUDA_ULP, OUR_ULP, ...)                                       \
  static __device__ __forceinline__ RET NAME PARAMS { return __VA_ARGS__; }
#define __SA_MATH_HD(NAME, RET, PARAMS, CUDA_ULP, OUR_ULP, ...)                                    \
  static __host__ __device__ __forceinline__ RET NAME PARAMS { return __VA_ARGS__; }
#if defined(__USE_FAST_MATH__)
#define __SA_MATH_FAST(NAME, RET, PARAMS, CUDA_ULP, OUR_ULP, IMPL, FAST)                           \
  static __device__ __forceinline__ RET NAME PARAMS { return FAST; }
#else
#define __SA_MATH_FAST(NAME, RET, PARAMS, CUDA_ULP, OUR_ULP, IMPL, FAST)                           \
  static __device__ __forceinline__ RET NAME PARAMS { return IMPL; }
#endif
