/* SPDX-License-Identifier: Apache-2.0 */
/* CUDA's built-in vector types (char1 ... double4, dim3). Sizes and alignments are CUDA's ABI:
 * 2-element types are aligned to their size, 4-element types to their size up to 16 bytes,
 * 1- and 3-element types have their element's alignment. */
#ifndef __SCALE_AMD_VECTOR_TYPES_H__
#define __SCALE_AMD_VECTOR_TYPES_H__
#define __VECTOR_TYPES_H__ /* NVIDIA's guard name: code tests it (e.g. CUDA samples' helper_cuda.h) */
#include "crt/host_defines.h"

#define __SCALE_VEC1(T, N) struct N##1 { T x; }; typedef struct N##1 N##1;
#define __SCALE_VEC2(T, N, A) struct __align__(A) N##2 { T x, y; }; typedef struct N##2 N##2;
#define __SCALE_VEC3(T, N) struct N##3 { T x, y, z; }; typedef struct N##3 N##3;
#define __SCALE_VEC4(T, N, A) struct __align__(A) N##4 { T x, y, z, w; }; typedef struct N##4 N##4;
#define __SCALE_VECS(T, N, A2, A4) __SCALE_VEC1(T, N) __SCALE_VEC2(T, N, A2) __SCALE_VEC3(T, N) __SCALE_VEC4(T, N, A4)

__SCALE_VECS(signed char, char, 2, 4)
__SCALE_VECS(unsigned char, uchar, 2, 4)
__SCALE_VECS(short, short, 4, 8)
__SCALE_VECS(unsigned short, ushort, 4, 8)
__SCALE_VECS(int, int, 8, 16)
__SCALE_VECS(unsigned int, uint, 8, 16)
__SCALE_VECS(long long, longlong, 16, 16)
__SCALE_VECS(unsigned long long, ulonglong, 16, 16)
__SCALE_VECS(float, float, 8, 16)
__SCALE_VECS(double, double, 16, 16)
/* long is 64-bit on Linux: long1 is aligned to 8, long2 to 16; long4 keeps 16 (CUDA's legacy layout). */
struct __align__(8) long1 { long x; }; typedef struct long1 long1;
struct __align__(8) ulong1 { unsigned long x; }; typedef struct ulong1 ulong1;
__SCALE_VEC2(long, long, 16) __SCALE_VEC3(long, long) __SCALE_VEC4(long, long, 16)
__SCALE_VEC2(unsigned long, ulong, 16) __SCALE_VEC3(unsigned long, ulong) __SCALE_VEC4(unsigned long, ulong, 16)

#undef __SCALE_VEC1
#undef __SCALE_VEC2
#undef __SCALE_VEC3
#undef __SCALE_VEC4
#undef __SCALE_VECS

struct dim3 {
  unsigned int x, y, z;
#if defined(__cplusplus)
  __host__ __device__ constexpr dim3(unsigned int vx = 1, unsigned int vy = 1, unsigned int vz = 1)
      : x(vx), y(vy), z(vz) {}
  __host__ __device__ constexpr dim3(uint3 v) : x(v.x), y(v.y), z(v.z) {}
  __host__ __device__ constexpr operator uint3() const { return uint3{x, y, z}; }
#endif
};
typedef struct dim3 dim3;

#endif /* __SCALE_AMD_VECTOR_TYPES_H__ */
