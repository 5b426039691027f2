/* SPDX-License-Identifier: Apache-2.0 */
/* Load/store cache-hint intrinsics (CUDA "Read-Only Data Cache Load Function", "Load/Store
 * Functions Using Cache Hints") for every type CUDA declares them for.
 *
 * Mapping of PTX cache operators to AMDGPU:
 *   __ldg, __ldca, __ldcg        plain load (L1/L2 caching is the hardware default)
 *   __ldcs, __ldlu               nontemporal load (streaming / last use: `nt`/`slc` bits)
 *   __ldcv                       volatile load (fetch again from memory: `glc`/`sc` bits)
 *   __stwb, __stcg               plain store
 *   __stcs                       nontemporal store (streaming)
 *   __stwt                       volatile store (write-through past the caches)
 * Values move as one integer or int vector of their size (1, 2, 4, 8 or 16 bytes), so a float4
 * stays one 128-bit memory instruction. __half/__nv_bfloat16 overloads are in cuda_fp16.h /
 * cuda_bf16.h and can use __scale_amd::ldst::{load,store}. */
#ifndef __SCALE_AMD_SM_32_INTRINSICS_H__
#define __SCALE_AMD_SM_32_INTRINSICS_H__
#include "crt/host_defines.h"
#include "vector_types.h"
#if defined(__CUDACC__) && defined(__clang__)

namespace __scale_amd {
namespace ldst {

enum class hint { plain, nontemporal, volatile_ };

template <unsigned Size> struct word;
template <> struct word<1> { typedef unsigned char type; };
template <> struct word<2> { typedef unsigned short type; };
template <> struct word<4> { typedef unsigned int type; };
template <> struct word<8> { typedef unsigned long long type; };
template <> struct word<16> { typedef unsigned int type __attribute__((ext_vector_type(4))); };

template <hint H, class T> static __device__ __forceinline__ T load(const T *__p) {
  typedef typename word<sizeof(T)>::type W;
  const W *__w = (const W *)__p;
  W __v;
  if (H == hint::nontemporal)
    __v = __builtin_nontemporal_load(__w);
  else if (H == hint::volatile_)
    __v = *(const volatile W *)__w;
  else
    __v = *__w;
  T __r;
  __builtin_memcpy(&__r, &__v, sizeof(T));
  return __r;
}

template <hint H, class T> static __device__ __forceinline__ void store(T *__p, T __value) {
  typedef typename word<sizeof(T)>::type W;
  W __v;
  __builtin_memcpy(&__v, &__value, sizeof(T));
  W *__w = (W *)__p;
  if (H == hint::nontemporal)
    __builtin_nontemporal_store(__v, __w);
  else if (H == hint::volatile_)
    *(volatile W *)__w = __v;
  else
    *__w = __v;
}

} // namespace ldst
} // namespace __scale_amd

#define __SCALE_LDST(T)                                                                            \
  static __device__ __forceinline__ T __ldg(const T *__p) {                                        \
    return __scale_amd::ldst::load<__scale_amd::ldst::hint::plain>(__p);                           \
  }                                                                                                \
  static __device__ __forceinline__ T __ldca(const T *__p) {                                       \
    return __scale_amd::ldst::load<__scale_amd::ldst::hint::plain>(__p);                           \
  }                                                                                                \
  static __device__ __forceinline__ T __ldcg(const T *__p) {                                       \
    return __scale_amd::ldst::load<__scale_amd::ldst::hint::plain>(__p);                           \
  }                                                                                                \
  static __device__ __forceinline__ T __ldcs(const T *__p) {                                       \
    return __scale_amd::ldst::load<__scale_amd::ldst::hint::nontemporal>(__p);                     \
  }                                                                                                \
  static __device__ __forceinline__ T __ldlu(const T *__p) {                                       \
    return __scale_amd::ldst::load<__scale_amd::ldst::hint::nontemporal>(__p);                     \
  }                                                                                                \
  static __device__ __forceinline__ T __ldcv(const T *__p) {                                       \
    return __scale_amd::ldst::load<__scale_amd::ldst::hint::volatile_>(__p);                       \
  }                                                                                                \
  static __device__ __forceinline__ void __stwb(T *__p, T __v) {                                   \
    __scale_amd::ldst::store<__scale_amd::ldst::hint::plain>(__p, __v);                            \
  }                                                                                                \
  static __device__ __forceinline__ void __stcg(T *__p, T __v) {                                   \
    __scale_amd::ldst::store<__scale_amd::ldst::hint::plain>(__p, __v);                            \
  }                                                                                                \
  static __device__ __forceinline__ void __stcs(T *__p, T __v) {                                   \
    __scale_amd::ldst::store<__scale_amd::ldst::hint::nontemporal>(__p, __v);                      \
  }                                                                                                \
  static __device__ __forceinline__ void __stwt(T *__p, T __v) {                                   \
    __scale_amd::ldst::store<__scale_amd::ldst::hint::volatile_>(__p, __v);                        \
  }

/* The types of CUDA's sm_32_intrinsics.h, in its order. */
#define __SCALE_LDST_TYPES(X)                                                                      \
  X(long) X(unsigned long) X(char) X(signed char) X(short) X(int) X(long long) X(char2) X(char4)   \
  X(short2) X(short4) X(int2) X(int4) X(longlong2) X(unsigned char) X(unsigned short)              \
  X(unsigned int) X(unsigned long long) X(uchar2) X(uchar4) X(ushort2) X(ushort4) X(uint2)         \
  X(uint4) X(ulonglong2) X(float) X(double) X(float2) X(float4) X(double2)
__SCALE_LDST_TYPES(__SCALE_LDST)
#undef __SCALE_LDST

#endif
#endif /* __SCALE_AMD_SM_32_INTRINSICS_H__ */
