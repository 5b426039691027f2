/* SPDX-License-Identifier: Apache-2.0 */
/* How a row of a math table (__scale_amd/math/<chapter>.def) becomes a declaration only, for
 * tables that must be visible before the C++ library's <cmath> (math_functions.h says why).
 * Host+device rows are left out: nothing in <cmath> needs them before their definition.
 * __scale_amd/math/undef.h after the table, and define.h for the definitions. */
#define __SA_MATH(NAME, RET, PARAMS, CUDA_ULP, OUR_ULP, ...)                                       \
  static __device__ __forceinline__ RET NAME PARAMS;
#define __SA_MATH_HD(NAME, RET, PARAMS, CUDA_ULP, OUR_ULP, ...)
#define __SA_MATH_FAST(NAME, RET, PARAMS, CUDA_ULP, OUR_ULP, IMPL, FAST)                           \
  static __device__ __forceinline__ RET NAME PARAMS;
