/* SPDX-License-Identifier: Apache-2.0 */
/* __nv_bfloat16, __nv_bfloat162 and their raw forms with CUDA's layout: 2 bytes aligned to 2, 4
 * bytes aligned to 4, the value stored as the bfloat16 bit pattern (the upper half of a float) in an
 * unsigned short. Constructors and conversion operators follow CUDA's list;
 * __CUDA_NO_BFLOAT16_CONVERSIONS__ removes the implicit conversions, as in CUDA. The members call
 * functions declared in cuda_bf16.h. */
#ifndef __SCALE_AMD_FP16_BF16_TYPES_H__
#define __SCALE_AMD_FP16_BF16_TYPES_H__
#include "crt/host_defines.h"

typedef struct __align__(2) __nv_bfloat16_raw { unsigned short x; } __nv_bfloat16_raw;
typedef struct __align__(4) __nv_bfloat162_raw {
  unsigned short x;
  unsigned short y;
} __nv_bfloat162_raw;

#if defined(__cplusplus)
struct __nv_bfloat16;
struct __nv_bfloat162;
__SCALE_FP16_FN_ATTR __nv_bfloat16 __float2bfloat16(const float a);
__SCALE_FP16_FN_ATTR __nv_bfloat16 __double2bfloat16(const double a);
__SCALE_FP16_FN_ATTR float __bfloat162float(const __nv_bfloat16 a);
__SCALE_FP16_FN_ATTR __nv_bfloat16 __short2bfloat16_rn(const short int i);
__SCALE_FP16_FN_ATTR __nv_bfloat16 __ushort2bfloat16_rn(const unsigned short int i);
__SCALE_FP16_FN_ATTR __nv_bfloat16 __int2bfloat16_rn(const int i);
__SCALE_FP16_FN_ATTR __nv_bfloat16 __uint2bfloat16_rn(const unsigned int i);
__SCALE_FP16_FN_ATTR __nv_bfloat16 __ll2bfloat16_rn(const long long int i);
__SCALE_FP16_FN_ATTR __nv_bfloat16 __ull2bfloat16_rn(const unsigned long long int i);
__SCALE_FP16_FN_ATTR signed char __bfloat162char_rz(const __nv_bfloat16 h);
__SCALE_FP16_FN_ATTR unsigned char __bfloat162uchar_rz(const __nv_bfloat16 h);
__SCALE_FP16_FN_ATTR short int __bfloat162short_rz(const __nv_bfloat16 h);
__SCALE_FP16_FN_ATTR unsigned short int __bfloat162ushort_rz(const __nv_bfloat16 h);
__SCALE_FP16_FN_ATTR int __bfloat162int_rz(const __nv_bfloat16 h);
__SCALE_FP16_FN_ATTR unsigned int __bfloat162uint_rz(const __nv_bfloat16 h);
__SCALE_FP16_FN_ATTR long long int __bfloat162ll_rz(const __nv_bfloat16 h);
__SCALE_FP16_FN_ATTR unsigned long long int __bfloat162ull_rz(const __nv_bfloat16 h);

struct __align__(2) __nv_bfloat16 {
protected:
  unsigned short __x;

public:
  __nv_bfloat16() = default;
  __host__ __device__ constexpr __nv_bfloat16(const __nv_bfloat16_raw &hr) : __x(hr.x) {}
  __host__ __device__ __nv_bfloat16 &operator=(const __nv_bfloat16_raw &hr) {
    __x = hr.x;
    return *this;
  }
  __host__ __device__ __nv_bfloat16 &operator=(const volatile __nv_bfloat16_raw &hr) {
    __x = hr.x;
    return *this;
  }
  __host__ __device__ volatile __nv_bfloat16 &operator=(const __nv_bfloat16_raw &hr) volatile {
    __x = hr.x;
    return *this;
  }
  __host__ __device__ constexpr operator __nv_bfloat16_raw() const { return __nv_bfloat16_raw{__x}; }
  __host__ __device__ operator __nv_bfloat16_raw() const volatile { return __nv_bfloat16_raw{__x}; }

#if !defined(__CUDA_NO_BFLOAT16_CONVERSIONS__)
  __host__ __device__ __nv_bfloat16(const float f) { *this = __float2bfloat16(f); }
  __host__ __device__ __nv_bfloat16(const double f) { *this = __double2bfloat16(f); }
  __host__ __device__ operator float() const { return __bfloat162float(*this); }
  __host__ __device__ __nv_bfloat16 &operator=(const float f) { return *this = __float2bfloat16(f); }
  __host__ __device__ __nv_bfloat16 &operator=(const double f) { return *this = __double2bfloat16(f); }

  __host__ __device__ __nv_bfloat16(const short val) { *this = __short2bfloat16_rn(val); }
  __host__ __device__ __nv_bfloat16(const unsigned short val) { *this = __ushort2bfloat16_rn(val); }
  __host__ __device__ __nv_bfloat16(const int val) { *this = __int2bfloat16_rn(val); }
  __host__ __device__ __nv_bfloat16(const unsigned int val) { *this = __uint2bfloat16_rn(val); }
  __host__ __device__ __nv_bfloat16(const long val) { *this = __ll2bfloat16_rn((long long)val); }
  __host__ __device__ __nv_bfloat16(const unsigned long val) { *this = __ull2bfloat16_rn(val); }
  __host__ __device__ __nv_bfloat16(const long long val) { *this = __ll2bfloat16_rn(val); }
  __host__ __device__ __nv_bfloat16(const unsigned long long val) { *this = __ull2bfloat16_rn(val); }

  __host__ __device__ operator signed char() const { return __bfloat162char_rz(*this); }
  __host__ __device__ operator unsigned char() const { return __bfloat162uchar_rz(*this); }
  __host__ __device__ operator char() const {
    return (char)(((char)-1 < 0) ? (int)__bfloat162char_rz(*this) : (int)__bfloat162uchar_rz(*this));
  }
  __host__ __device__ operator short() const { return __bfloat162short_rz(*this); }
  __host__ __device__ operator unsigned short() const { return __bfloat162ushort_rz(*this); }
  __host__ __device__ operator int() const { return __bfloat162int_rz(*this); }
  __host__ __device__ operator unsigned int() const { return __bfloat162uint_rz(*this); }
  __host__ __device__ operator long() const { return (long)__bfloat162ll_rz(*this); }
  __host__ __device__ operator unsigned long() const { return (unsigned long)__bfloat162ull_rz(*this); }
  __host__ __device__ operator long long() const { return __bfloat162ll_rz(*this); }
  __host__ __device__ operator unsigned long long() const { return __bfloat162ull_rz(*this); }

  __host__ __device__ __nv_bfloat16 &operator=(const short val) { return *this = __short2bfloat16_rn(val); }
  __host__ __device__ __nv_bfloat16 &operator=(const unsigned short val) {
    return *this = __ushort2bfloat16_rn(val);
  }
  __host__ __device__ __nv_bfloat16 &operator=(const int val) { return *this = __int2bfloat16_rn(val); }
  __host__ __device__ __nv_bfloat16 &operator=(const unsigned int val) {
    return *this = __uint2bfloat16_rn(val);
  }
  __host__ __device__ __nv_bfloat16 &operator=(const long long val) { return *this = __ll2bfloat16_rn(val); }
  __host__ __device__ __nv_bfloat16 &operator=(const unsigned long long val) {
    return *this = __ull2bfloat16_rn(val);
  }
  /* Nonzero, NaN included, is true. */
  __host__ __device__ constexpr operator bool() const { return (__x & 0x7fffu) != 0; }
#endif
};

struct __align__(4) __nv_bfloat162 {
  __nv_bfloat16 x;
  __nv_bfloat16 y;

  __nv_bfloat162() = default;
  __host__ __device__ constexpr __nv_bfloat162(const __nv_bfloat16 &a, const __nv_bfloat16 &b) : x(a), y(b) {}
  __host__ __device__ constexpr __nv_bfloat162(const __nv_bfloat162_raw &h2r)
      : x(__nv_bfloat16_raw{h2r.x}), y(__nv_bfloat16_raw{h2r.y}) {}
  __host__ __device__ __nv_bfloat162 &operator=(const __nv_bfloat162_raw &h2r) {
    x = __nv_bfloat16_raw{h2r.x};
    y = __nv_bfloat16_raw{h2r.y};
    return *this;
  }
  __host__ __device__ operator __nv_bfloat162_raw() const {
    return __nv_bfloat162_raw{__nv_bfloat16_raw(x).x, __nv_bfloat16_raw(y).x};
  }
};
#else  /* C: the storage types only, as CUDA provides. */
typedef __nv_bfloat16_raw __nv_bfloat16;
typedef __nv_bfloat162_raw __nv_bfloat162;
#endif

typedef __nv_bfloat16 nv_bfloat16;
typedef __nv_bfloat162 nv_bfloat162;

#endif /* __SCALE_AMD_FP16_BF16_TYPES_H__ */
