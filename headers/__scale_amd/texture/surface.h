/* SPDX-License-Identifier: Apache-2.0 */
/* Surface reads and writes on AMD images: byte x-coordinates, CUDA's boundary modes.
 *
 * CUDA addresses a surface's x in bytes; the element index is x / sizeof(T) rounded towards minus
 * infinity (so x = -1 stays out of bounds). Boundary modes:
 *   cudaBoundaryModeZero   the hardware's own behaviour: out-of-range loads give 0, out-of-range
 *                          stores are dropped; no extra instruction.
 *   cudaBoundaryModeClamp  coordinates clamped to the image (image_get_resinfo gives its size).
 *   cudaBoundaryModeTrap   (CUDA's default) an out-of-range access traps (s_trap), like CUDA's
 *                          launch failure; costs one image_get_resinfo per access.
 * Each dimN adapter maps the four coordinates to the ockl function of that image kind; `bounded`
 * is the number of coordinates the boundary mode checks (layers included). */
#ifndef __SCALE_AMD_TEXTURE_SURFACE_H__
#define __SCALE_AMD_TEXTURE_SURFACE_H__
#if defined(__CUDACC__) && defined(__clang__)
#include "__scale_amd/texture/element.h"
#include "surface_types.h"

namespace __scale_amd {
namespace tex {

#define __SCALE_SURF_DIM(D, n, C, load, loadh, store, storeh, resinfo)                             \
  struct D {                                                                                       \
    static constexpr int bounded = n;                                                              \
    static __device__ __forceinline__ f4 get(desc __i, i4 __c) { return load(__i, C); }            \
    static __device__ __forceinline__ h4 get16(desc __i, i4 __c) { return loadh(__i, C); }         \
    static __device__ __forceinline__ void put(desc __i, i4 __c, f4 __v) { store(__i, C, __v); }   \
    static __device__ __forceinline__ void put16(desc __i, i4 __c, h4 __v) {                       \
      storeh(__i, C, __v);                                                                         \
    }                                                                                              \
    static __device__ __forceinline__ i4 size(desc __i) {                                          \
      return __builtin_bit_cast(i4, resinfo(15, 0, rsrc(__i), 0, 0));                              \
    }                                                                                              \
  };
__SCALE_SURF_DIM(dim1D, 1, __c.x, __ockl_image_load_1D, __ockl_image_loadh_1D,
                 __ockl_image_store_1D, __ockl_image_storeh_1D, __scale_amd_resinfo_1d)
__SCALE_SURF_DIM(dim2D, 2, (i2{__c.x, __c.y}), __ockl_image_load_2D, __ockl_image_loadh_2D,
                 __ockl_image_store_2D, __ockl_image_storeh_2D, __scale_amd_resinfo_2d)
__SCALE_SURF_DIM(dim3D, 3, __c, __ockl_image_load_3D, __ockl_image_loadh_3D,
                 __ockl_image_store_3D, __ockl_image_storeh_3D, __scale_amd_resinfo_3d)
__SCALE_SURF_DIM(dim1DLayered, 2, (i2{__c.x, __c.y}), __ockl_image_load_1Da,
                 __ockl_image_loadh_1Da, __ockl_image_store_1Da, __ockl_image_storeh_1Da,
                 __scale_amd_resinfo_1darray)
__SCALE_SURF_DIM(dim2DLayered, 3, __c, __ockl_image_load_2Da, __ockl_image_loadh_2Da,
                 __ockl_image_store_2Da, __ockl_image_storeh_2Da, __scale_amd_resinfo_2darray)
#undef __SCALE_SURF_DIM

/* Byte x-coordinate to element index, rounding towards minus infinity. */
template <class T> static __device__ __forceinline__ int element_index(int __x) {
  const int __n = (int)sizeof(T);
  return (__n & (__n - 1)) == 0 ? __x >> __builtin_ctz(__n) : (__x - (__x < 0 ? __n - 1 : 0)) / __n;
}

/* The coordinates after the boundary mode (Zero: unchanged, the hardware ignores them). */
template <class D>
static __device__ __forceinline__ i4 bound(desc __i, i4 __c, enum cudaSurfaceBoundaryMode __mode) {
  if (__mode == cudaBoundaryModeZero)
    return __c;
  i4 __size = D::size(__i);
#pragma unroll
  for (int __k = 0; __k < D::bounded; ++__k) {
    int __v = __c[__k];
    unsigned __max = (unsigned)__size[__k] - 1u;
    if ((unsigned)__v > __max) {
      if (__mode == cudaBoundaryModeTrap)
        __builtin_trap();
      __c[__k] = __v < 0 ? 0 : (int)__max;
    }
  }
  return __c;
}

/* The access itself: 32-bit channels, or 16-bit ones (d16) for 16-bit components. */
template <class T, class D, bool = is16<T>::value> struct access {
  static __device__ __forceinline__ T get(desc __i, i4 __c) {
    return convert<T>::from(D::get(__i, __c));
  }
  static __device__ __forceinline__ void put(desc __i, i4 __c, T __v) {
    D::put(__i, __c, convert<T>::to(__v));
  }
};
template <class T, class D> struct access<T, D, true> {
  static __device__ __forceinline__ T get(desc __i, i4 __c) {
    return convert<T>::from16(D::get16(__i, __c));
  }
  static __device__ __forceinline__ void put(desc __i, i4 __c, T __v) {
    D::put16(__i, __c, convert<T>::to16(__v));
  }
};

#if defined(__SCALE_AMD_TEX_NO_IMAGES)
#define __SCALE_SURF_CHECK                                                                         \
  static_assert(unavailable<T>::value, "surface functions: this AMD target has no image "         \
                                       "instructions (docs/device-api.md, Textures and surfaces)");
#else
#define __SCALE_SURF_CHECK
#endif

template <class T, class D>
static __device__ __forceinline__ T surf_read(unsigned long long __obj, i4 __c,
                                             enum cudaSurfaceBoundaryMode __mode) {
  __SCALE_SURF_CHECK
  desc __i = image(__obj);
  __c.x = element_index<T>(__c.x);
  return access<T, D>::get(__i, bound<D>(__i, __c, __mode));
}

template <class T, class D>
static __device__ __forceinline__ void surf_write(T __v, unsigned long long __obj, i4 __c,
                                                  enum cudaSurfaceBoundaryMode __mode) {
  __SCALE_SURF_CHECK
  desc __i = image(__obj);
  __c.x = element_index<T>(__c.x);
  access<T, D>::put(__i, bound<D>(__i, __c, __mode), __v);
}

#undef __SCALE_SURF_CHECK

} // namespace tex
} // namespace __scale_amd

#endif /* __CUDACC__ && __clang__ */
#endif /* __SCALE_AMD_TEXTURE_SURFACE_H__ */
