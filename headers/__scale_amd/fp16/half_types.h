/* SPDX-License-Identifier: Apache-2.0 */
/* __half, __half2 and their raw forms with CUDA's layout: 2 bytes aligned to 2, 4 bytes aligned
 * to 4, the value stored as the IEEE binary16 bit pattern in an unsigned short. The structs are
 * trivially copyable, so device code moves them to _Float16 (and 2 x _Float16) with a bit cast.
 * Constructors and conversion operators follow CUDA's list; __CUDA_NO_HALF_CONVERSIONS__ removes
 * the implicit conversions, as in CUDA. The members call functions declared in cuda_fp16.h. */
#ifndef __SCALE_AMD_FP16_HALF_TYPES_H__
#define __SCALE_AMD_FP16_HALF_TYPES_H__
#include "crt/host_defines.h"

typedef struct __align__(2) __half_raw { unsigned short x; } __half_raw;
typedef struct __align__(4) __half2_raw {
  unsigned short x;
  unsigned short y;
} __half2_raw;

#if defined(__cplusplus)
struct __half;
struct __half2;
__SCALE_FP16_FN_ATTR __half __float2half(const float a);
__SCALE_FP16_FN_ATTR __half __double2half(const double a);
__SCALE_FP16_FN_ATTR float __half2float(const __half a);
__SCALE_FP16_FN_ATTR __half __short2half_rn(const short int i);
__SCALE_FP16_FN_ATTR __half __ushort2half_rn(const unsigned short int i);
__SCALE_FP16_FN_ATTR __half __int2half_rn(const int i);
__SCALE_FP16_FN_ATTR __half __uint2half_rn(const unsigned int i);
__SCALE_FP16_FN_ATTR __half __ll2half_rn(const long long int i);
__SCALE_FP16_FN_ATTR __half __ull2half_rn(const unsigned long long int i);
__SCALE_FP16_FN_ATTR signed char __half2char_rz(const __half h);
__SCALE_FP16_FN_ATTR unsigned char __half2uchar_rz(const __half h);
__SCALE_FP16_FN_ATTR short int __half2short_rz(const __half h);
__SCALE_FP16_FN_ATTR unsigned short int __half2ushort_rz(const __half h);
__SCALE_FP16_FN_ATTR int __half2int_rz(const __half h);
__SCALE_FP16_FN_ATTR unsigned int __half2uint_rz(const __half h);
__SCALE_FP16_FN_ATTR long long int __half2ll_rz(const __half h);
__SCALE_FP16_FN_ATTR unsigned long long int __half2ull_rz(const __half h);

struct __align__(2) __half {
protected:
  unsigned short __x;

public:
  __half() = default;
  __host__ __device__ constexpr __half(const __half_raw &hr) : __x(hr.x) {}
  __host__ __device__ __half &operator=(const __half_raw &hr) {
    __x = hr.x;
    return *this;
  }
  __host__ __device__ __half &operator=(const volatile __half_raw &hr) {
    __x = hr.x;
    return *this;
  }
  __host__ __device__ volatile __half &operator=(const __half_raw &hr) volatile {
    __x = hr.x;
    return *this;
  }
  __host__ __device__ constexpr operator __half_raw() const { return __half_raw{__x}; }
  __host__ __device__ operator __half_raw() const volatile { return __half_raw{__x}; }

#if !defined(__CUDA_NO_HALF_CONVERSIONS__)
  __host__ __device__ __half(const float f) { *this = __float2half(f); }
  __host__ __device__ __half(const double f) { *this = __double2half(f); }
  __host__ __device__ operator float() const { return __half2float(*this); }
  __host__ __device__ __half &operator=(const float f) { return *this = __float2half(f); }
  __host__ __device__ __half &operator=(const double f) { return *this = __double2half(f); }

  __host__ __device__ __half(const short val) { *this = __short2half_rn(val); }
  __host__ __device__ __half(const unsigned short val) { *this = __ushort2half_rn(val); }
  __host__ __device__ __half(const int val) { *this = __int2half_rn(val); }
  __host__ __device__ __half(const unsigned int val) { *this = __uint2half_rn(val); }
  __host__ __device__ __half(const long val) { *this = __ll2half_rn((long long)val); }
  __host__ __device__ __half(const unsigned long val) { *this = __ull2half_rn(val); }
  __host__ __device__ __half(const long long val) { *this = __ll2half_rn(val); }
  __host__ __device__ __half(const unsigned long long val) { *this = __ull2half_rn(val); }

  __host__ __device__ operator signed char() const { return __half2char_rz(*this); }
  __host__ __device__ operator unsigned char() const { return __half2uchar_rz(*this); }
  __host__ __device__ operator char() const {
    return (char)(((char)-1 < 0) ? (int)__half2char_rz(*this) : (int)__half2uchar_rz(*this));
  }
  __host__ __device__ operator short() const { return __half2short_rz(*this); }
  __host__ __device__ operator unsigned short() const { return __half2ushort_rz(*this); }
  __host__ __device__ operator int() const { return __half2int_rz(*this); }
  __host__ __device__ operator unsigned int() const { return __half2uint_rz(*this); }
  __host__ __device__ operator long() const { return (long)__half2ll_rz(*this); }
  __host__ __device__ operator unsigned long() const { return (unsigned long)__half2ull_rz(*this); }
  __host__ __device__ operator long long() const { return __half2ll_rz(*this); }
  __host__ __device__ operator unsigned long long() const { return __half2ull_rz(*this); }

  __host__ __device__ __half &operator=(const short val) { return *this = __short2half_rn(val); }
  __host__ __device__ __half &operator=(const unsigned short val) {
    return *this = __ushort2half_rn(val);
  }
  __host__ __device__ __half &operator=(const int val) { return *this = __int2half_rn(val); }
  __host__ __device__ __half &operator=(const unsigned int val) {
    return *this = __uint2half_rn(val);
  }
  __host__ __device__ __half &operator=(const long long val) { return *this = __ll2half_rn(val); }
  __host__ __device__ __half &operator=(const unsigned long long val) {
    return *this = __ull2half_rn(val);
  }
  /* Nonzero, NaN included, is true. */
  __host__ __device__ constexpr operator bool() const { return (__x & 0x7fffu) != 0; }
#endif
};

struct __align__(4) __half2 {
  __half x;
  __half y;

  __half2() = default;
  __host__ __device__ constexpr __half2(const __half &a, const __half &b) : x(a), y(b) {}
  __host__ __device__ constexpr __half2(const __half2_raw &h2r)
      : x(__half_raw{h2r.x}), y(__half_raw{h2r.y}) {}
  __host__ __device__ __half2 &operator=(const __half2_raw &h2r) {
    x = __half_raw{h2r.x};
    y = __half_raw{h2r.y};
    return *this;
  }
  __host__ __device__ operator __half2_raw() const {
    return __half2_raw{__half_raw(x).x, __half_raw(y).x};
  }
};
#else  /* C: the storage types only, as CUDA provides. */
typedef __half_raw __half;
typedef __half2_raw __half2;
#endif

typedef __half __nv_half;
typedef __half2 __nv_half2;
typedef __half_raw __nv_half_raw;
typedef __half2_raw __nv_half2_raw;
typedef __half half;
typedef __half2 half2;
typedef __half nv_half;
typedef __half2 nv_half2;

#endif /* __SCALE_AMD_FP16_HALF_TYPES_H__ */
