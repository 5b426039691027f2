/* SPDX-License-Identifier: Apache-2.0 */
/* CUDA's surface object functions: surf{1D,2D,3D,1DLayered,2DLayered}read (value and pointer
 * forms) and ...write, with byte x-coordinates and boundary modes (default cudaBoundaryModeTrap),
 * generated from __scale_amd/texture/surface_functions.def over AMD image instructions
 * (__scale_amd/texture/surface.h). */
#ifndef __SCALE_AMD_SURFACE_INDIRECT_FUNCTIONS_H__
#define __SCALE_AMD_SURFACE_INDIRECT_FUNCTIONS_H__
#include "crt/host_defines.h"
#include "surface_types.h"
#include "vector_types.h"
#if defined(__CUDACC__) && defined(__clang__)
#include "__scale_amd/texture/surface.h"

#define __SCALE_SURF_PARAMS(...) __VA_ARGS__
#define __SCALE_SURF_ENABLE                                                                        \
  typename __scale_amd::tex::enable_if<__scale_amd::tex::element<T>::value>::type = 0
#define SCALE_SURF(name, params, args, coords, dim)                                                \
  template <class T, __SCALE_SURF_ENABLE>                                                          \
  static __device__ __forceinline__ T name##read(                                                  \
      cudaSurfaceObject_t __obj, __SCALE_SURF_PARAMS params,                                       \
      enum cudaSurfaceBoundaryMode __mode = cudaBoundaryModeTrap) {                                \
    typedef __scale_amd::tex::i4 i4;                                                               \
    return __scale_amd::tex::surf_read<T, __scale_amd::tex::dim>(                                  \
        __obj, __SCALE_SURF_PARAMS coords, __mode);                                                \
  }                                                                                                \
  template <class T, __SCALE_SURF_ENABLE>                                                          \
  static __device__ __forceinline__ void name##read(                                               \
      T *__ret, cudaSurfaceObject_t __obj, __SCALE_SURF_PARAMS params,                             \
      enum cudaSurfaceBoundaryMode __mode = cudaBoundaryModeTrap) {                                \
    typedef __scale_amd::tex::i4 i4;                                                               \
    *__ret = __scale_amd::tex::surf_read<T, __scale_amd::tex::dim>(                                \
        __obj, __SCALE_SURF_PARAMS coords, __mode);                                                \
  }                                                                                                \
  template <class T, __SCALE_SURF_ENABLE>                                                          \
  static __device__ __forceinline__ void name##write(                                              \
      T __v, cudaSurfaceObject_t __obj, __SCALE_SURF_PARAMS params,                                \
      enum cudaSurfaceBoundaryMode __mode = cudaBoundaryModeTrap) {                                \
    typedef __scale_amd::tex::i4 i4;                                                               \
    __scale_amd::tex::surf_write<T, __scale_amd::tex::dim>(__v, __obj, __SCALE_SURF_PARAMS coords, \
                                                           __mode);                                \
  }
#include "__scale_amd/texture/surface_functions.def"
#undef SCALE_SURF
#undef __SCALE_SURF_ENABLE
#undef __SCALE_SURF_PARAMS

#endif /* __CUDACC__ && __clang__ */
#endif /* __SCALE_AMD_SURFACE_INDIRECT_FUNCTIONS_H__ */
