/* SPDX-License-Identifier: Apache-2.0 */
/* make_<vector type>() constructors (CUDA's vector_functions.h) for every type of vector_types.h,
 * host and device, usable by a plain host compiler too. One row per element type below. */
#ifndef __SCALE_AMD_VECTOR_FUNCTIONS_H__
#define __SCALE_AMD_VECTOR_FUNCTIONS_H__
#include "crt/host_defines.h"
#include "vector_types.h"

#if defined(__cplusplus) && __cplusplus >= 201402L
#define __SCALE_VECFN static __inline__ __host__ __device__ constexpr
#elif defined(__cplusplus)
#define __SCALE_VECFN static __inline__ __host__ __device__
#else
#define __SCALE_VECFN static __inline__
#endif

#define __SCALE_MAKE_VEC(N, T)                                                                     \
  __SCALE_VECFN N##1 make_##N##1(T x) { N##1 t = {x}; return t; }                                  \
  __SCALE_VECFN N##2 make_##N##2(T x, T y) { N##2 t = {x, y}; return t; }                          \
  __SCALE_VECFN N##3 make_##N##3(T x, T y, T z) { N##3 t = {x, y, z}; return t; }                 \
  __SCALE_VECFN N##4 make_##N##4(T x, T y, T z, T w) { N##4 t = {x, y, z, w}; return t; }

__SCALE_MAKE_VEC(char, signed char)
__SCALE_MAKE_VEC(uchar, unsigned char)
__SCALE_MAKE_VEC(short, short)
__SCALE_MAKE_VEC(ushort, unsigned short)
__SCALE_MAKE_VEC(int, int)
__SCALE_MAKE_VEC(uint, unsigned int)
__SCALE_MAKE_VEC(long, long)
__SCALE_MAKE_VEC(ulong, unsigned long)
__SCALE_MAKE_VEC(longlong, long long)
__SCALE_MAKE_VEC(ulonglong, unsigned long long)
__SCALE_MAKE_VEC(float, float)
__SCALE_MAKE_VEC(double, double)
#undef __SCALE_MAKE_VEC
#undef __SCALE_VECFN

#endif /* __SCALE_AMD_VECTOR_FUNCTIONS_H__ */
