/* SPDX-License-Identifier: Apache-2.0 */
/* CUDA's texture object functions (tex1Dfetch, tex1D, tex2D, tex3D, layered, cube map, Lod, Grad,
 * tex2Dgather), each as `T f<T>(cudaTextureObject_t, coords...)` and `void f(T *, obj, coords...)`,
 * generated from __scale_amd/texture/texture_functions.def over AMD image instructions
 * (__scale_amd/texture/image.h). The element conversion is in __scale_amd/texture/element.h. */
#ifndef __SCALE_AMD_TEXTURE_INDIRECT_FUNCTIONS_H__
#define __SCALE_AMD_TEXTURE_INDIRECT_FUNCTIONS_H__
#include "crt/host_defines.h"
#include "texture_types.h"
#include "vector_types.h"
#if defined(__CUDACC__) && defined(__clang__)
#include "__scale_amd/texture/element.h"

#define __SCALE_TEX_PARAMS(...) __VA_ARGS__
/* The pointer form calls the value form with the object first. */
#define __SCALE_TEX_CALL(...) (__obj, __VA_ARGS__)
/* The body: the row's call, its CDNA call, or a compile error, by what the target has. */
#define __SCALE_TEX_USE(name, call) return __scale_amd::tex::convert<T>::from(call);
#define __SCALE_TEX_NONE(name, call)                                                               \
  static_assert(__scale_amd::tex::unavailable<T>::value,                                           \
                #name ": this AMD target lacks the image instruction it needs "                    \
                      "(docs/device-api.md, Textures and surfaces)");                              \
  return T();
#define __SCALE_TEX_buffer(name, call, cdna) __SCALE_TEX_USE(name, call)
#if defined(__SCALE_AMD_TEX_NO_IMAGES)
#define __SCALE_TEX_image(name, call, cdna) __SCALE_TEX_NONE(name, call)
#define __SCALE_TEX_extended(name, call, cdna) __SCALE_TEX_NONE(name, call)
#define __SCALE_TEX_gather(name, call, cdna) __SCALE_TEX_NONE(name, call)
#elif defined(__SCALE_AMD_TEX_CDNA)
#define __SCALE_TEX_image(name, call, cdna) __SCALE_TEX_USE(name, call)
#define __SCALE_TEX_extended(name, call, cdna) __SCALE_TEX_USE(name, cdna)
#define __SCALE_TEX_gather(name, call, cdna) __SCALE_TEX_NONE(name, call)
#else
#define __SCALE_TEX_image(name, call, cdna) __SCALE_TEX_USE(name, call)
#define __SCALE_TEX_extended(name, call, cdna) __SCALE_TEX_USE(name, call)
#define __SCALE_TEX_gather(name, call, cdna) __SCALE_TEX_USE(name, call)
#endif
#define SCALE_TEX(name, params, args, needs, call, cdna)                                           \
  template <class T, typename __scale_amd::tex::enable_if<__scale_amd::tex::texel<T>::value>::type \
                         = 0>                                                                      \
  static __device__ __forceinline__ T name(cudaTextureObject_t __obj,                              \
                                           __SCALE_TEX_PARAMS params) {                            \
    typedef __scale_amd::tex::f2 f2;                                                               \
    typedef __scale_amd::tex::f4 f4;                                                               \
    __scale_amd::tex::desc __i = __scale_amd::tex::image(__obj);                                   \
    __scale_amd::tex::desc __s = __scale_amd::tex::sampler(__obj);                                 \
    (void)__i;                                                                                     \
    (void)__s;                                                                                     \
    __SCALE_TEX_##needs(name, call, cdna)                                                          \
  }                                                                                                \
  template <class T, typename __scale_amd::tex::enable_if<__scale_amd::tex::texel<T>::value>::type \
                         = 0>                                                                      \
  static __device__ __forceinline__ void name(T *__ret, cudaTextureObject_t __obj,                 \
                                              __SCALE_TEX_PARAMS params) {                         \
    *__ret = name<T> __SCALE_TEX_CALL args;                                                        \
  }
#include "__scale_amd/texture/texture_functions.def"
#undef SCALE_TEX
#undef __SCALE_TEX_buffer
#undef __SCALE_TEX_image
#undef __SCALE_TEX_extended
#undef __SCALE_TEX_gather
#undef __SCALE_TEX_USE
#undef __SCALE_TEX_NONE
#undef __SCALE_TEX_CALL
#undef __SCALE_TEX_PARAMS

#endif /* __CUDACC__ && __clang__ */
#endif /* __SCALE_AMD_TEXTURE_INDIRECT_FUNCTIONS_H__ */
