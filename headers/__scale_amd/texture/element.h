/* SPDX-License-Identifier: Apache-2.0 */
/* The element types of texture and surface reads and writes, and their conversion from and to the
 * four 32-bit channels of an image instruction.
 *
 * CUDA allows char, signed char, unsigned char, short, unsigned short, int, unsigned int, float
 * and their 1-, 2- and 4-element vector types (surfaces also 3-element ones, and long long,
 * unsigned long long and their 1-, 2-vectors as pairs of 32-bit channels). The hardware
 * converts between the image's format and 32-bit channels: float channels for float, half and
 * normalized formats (cudaReadModeNormalizedFloat gives the texture a normalized format), the
 * integer itself for integer formats. So channel k of the result becomes component k of T: a
 * float component takes the channel's bits, an integer component its low bits. Writes extend each
 * integer component to 32 bits (sign- or zero-) and store float components' bits. 16-bit element
 * types of surfaces move through the d16 instructions (loadh/storeh), so that the 16 bits of a
 * half-float image are not converted. */
#ifndef __SCALE_AMD_TEXTURE_ELEMENT_H__
#define __SCALE_AMD_TEXTURE_ELEMENT_H__
#if defined(__CUDACC__) && defined(__clang__)
#include "__scale_amd/texture/image.h"
#include "vector_types.h"

namespace __scale_amd {
namespace tex {

/* element<T>: value (is T allowed), component type C, count N. */
template <class T> struct element { static constexpr bool value = false; };
#define __SCALE_TEX_VECTOR(V, T, n)                                                                \
  template <> struct element<V> {                                                                  \
    static constexpr bool value = true;                                                            \
    typedef T C;                                                                                   \
    static constexpr int N = n;                                                                    \
    static constexpr bool wide = false;                                                            \
  };
#define __SCALE_TEX_SCALAR(T) __SCALE_TEX_VECTOR(T, T, 1)
/* 64-bit surface elements: two 32-bit channels per component (an R32G32 / R32G32B32A32 image). */
#define __SCALE_TEX_WIDE(V, n)                                                                     \
  template <> struct element<V> {                                                                  \
    static constexpr bool value = true;                                                            \
    typedef unsigned int C;                                                                        \
    static constexpr int N = n;                                                                    \
    static constexpr bool wide = true;                                                             \
  };
#define __SCALE_TEX_VECTORS(P, T)                                                                  \
  __SCALE_TEX_VECTOR(P##1, T, 1)                                                                   \
  __SCALE_TEX_VECTOR(P##2, T, 2) __SCALE_TEX_VECTOR(P##3, T, 3) __SCALE_TEX_VECTOR(P##4, T, 4)
__SCALE_TEX_SCALAR(char)
__SCALE_TEX_SCALAR(signed char)
__SCALE_TEX_SCALAR(unsigned char)
__SCALE_TEX_SCALAR(short)
__SCALE_TEX_SCALAR(unsigned short)
__SCALE_TEX_SCALAR(int)
__SCALE_TEX_SCALAR(unsigned int)
__SCALE_TEX_SCALAR(float)
__SCALE_TEX_VECTORS(char, signed char)
__SCALE_TEX_VECTORS(uchar, unsigned char)
__SCALE_TEX_VECTORS(short, short)
__SCALE_TEX_VECTORS(ushort, unsigned short)
__SCALE_TEX_VECTORS(int, int)
__SCALE_TEX_VECTORS(uint, unsigned int)
__SCALE_TEX_VECTORS(float, float)
__SCALE_TEX_WIDE(long long, 2)
__SCALE_TEX_WIDE(unsigned long long, 2)
__SCALE_TEX_WIDE(longlong1, 2)
__SCALE_TEX_WIDE(ulonglong1, 2)
__SCALE_TEX_WIDE(longlong2, 4)
__SCALE_TEX_WIDE(ulonglong2, 4)
#undef __SCALE_TEX_SCALAR
#undef __SCALE_TEX_VECTOR
#undef __SCALE_TEX_VECTORS
#undef __SCALE_TEX_WIDE

/* Texture element types: CUDA's texture fetch functions take no 3-element vectors and no 64-bit
 * types. */
template <class T, bool = element<T>::value> struct texel {
  static constexpr bool value = element<T>::N != 3 && !element<T>::wide;
};
template <class T> struct texel<T, false> { static constexpr bool value = false; };
template <bool B> struct enable_if {};
template <> struct enable_if<true> { typedef int type; };

/* One channel as a component, one component as a channel. */
template <class C> struct channel {
  static __device__ __forceinline__ C get(float __f) { return (C)__builtin_bit_cast(int, __f); }
  static __device__ __forceinline__ float put(C __c) { return __builtin_bit_cast(float, (int)__c); }
  static __device__ __forceinline__ C get16(_Float16 __h) {
    return (C)__builtin_bit_cast(unsigned short, __h);
  }
  static __device__ __forceinline__ _Float16 put16(C __c) {
    return __builtin_bit_cast(_Float16, (unsigned short)__c);
  }
};
template <> struct channel<float> {
  static __device__ __forceinline__ float get(float __f) { return __f; }
  static __device__ __forceinline__ float put(float __c) { return __c; }
};

/* convert<T>: from/to 32-bit channels (f4), from16/to16 16-bit ones (h4). */
template <class T> struct convert {
  typedef typename element<T>::C C;
  static constexpr int N = element<T>::N;
  static __device__ __forceinline__ T from(f4 __v) {
    C __c[4] = {channel<C>::get(__v.x), channel<C>::get(__v.y), channel<C>::get(__v.z),
                channel<C>::get(__v.w)};
    T __r;
    __builtin_memcpy(&__r, __c, sizeof(T));
    return __r;
  }
  static __device__ __forceinline__ f4 to(T __t) {
    C __c[4] = {};
    __builtin_memcpy(__c, &__t, sizeof(T));
    return f4{channel<C>::put(__c[0]), channel<C>::put(__c[1]), channel<C>::put(__c[2]),
              channel<C>::put(__c[3])};
  }
  static __device__ __forceinline__ T from16(h4 __v) {
    C __c[4] = {channel<C>::get16(__v.x), channel<C>::get16(__v.y), channel<C>::get16(__v.z),
                channel<C>::get16(__v.w)};
    T __r;
    __builtin_memcpy(&__r, __c, sizeof(T));
    return __r;
  }
  static __device__ __forceinline__ h4 to16(T __t) {
    C __c[4] = {};
    __builtin_memcpy(__c, &__t, sizeof(T));
    return h4{channel<C>::put16(__c[0]), channel<C>::put16(__c[1]), channel<C>::put16(__c[2]),
              channel<C>::put16(__c[3])};
  }
};

/* Surfaces move 16-bit components through the d16 instructions. */
template <class T> struct is16 {
  static constexpr bool value = sizeof(typename element<T>::C) == 2;
};

} // namespace tex
} // namespace __scale_amd

#endif /* __CUDACC__ && __clang__ */
#endif /* __SCALE_AMD_TEXTURE_ELEMENT_H__ */
