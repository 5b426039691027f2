/* SPDX-License-Identifier: Apache-2.0 */
/* The AMD image resources behind CUDA texture and surface objects.
 *
 * A cudaTextureObject_t / cudaSurfaceObject_t is the 64-bit handle the HIP runtime returns: the
 * address of a read-only device block holding the image resource descriptor (8 dwords; for a
 * linear 1D texture the first 4 are a buffer descriptor), 4 dwords of runtime metadata, then the
 * sampler descriptor (4 dwords, at dword 12). Device code reads it through a constant (address
 * space 4) pointer, so the descriptors land in scalar registers.
 *
 * The instructions come from ROCm ockl's __ockl_image_* functions, the contract HIP's runtime
 * builds its descriptors for (sampling with unnormalized coordinates, cube-map face selection and
 * the gfx90a sampler workaround are done there). test/lit/device/texture/ockl-audit.cu checks
 * their ISA on gfx1100 and gfx1200 (DESIGN.md section 6). Image sizes come from the hardware
 * (image_get_resinfo), never from descriptor bit fields, whose layout differs between GFX9, GFX10
 * and GFX11+. */
#ifndef __SCALE_AMD_TEXTURE_IMAGE_H__
#define __SCALE_AMD_TEXTURE_IMAGE_H__
#if defined(__CUDACC__) && defined(__clang__)

/* What the device target's image hardware can do (the device pass defines __gfxNNN__):
 *   __SCALE_AMD_TEX_NO_IMAGES  gfx94x/gfx950 (CDNA3): no image instructions; buffer loads only.
 *   __SCALE_AMD_TEX_CDNA       gfx90a: image_sample/load/store/get_resinfo, but not the
 *                              "extended" image instructions (sample_lz/_l/_d, gather4); ockl's
 *                              sampling takes the non-_lz path for exactly this ISA (9.0.10).
 * Without these guards the backend drops what it cannot select, silently (kernels became a bare
 * s_endpgm), so every texture function checks them at compile time. */
#if defined(__gfx940__) || defined(__gfx941__) || defined(__gfx942__) || defined(__gfx950__)
#define __SCALE_AMD_TEX_NO_IMAGES 1
#elif defined(__gfx90a__)
#define __SCALE_AMD_TEX_CDNA 1
#endif

namespace __scale_amd {
namespace tex {

typedef float f2 __attribute__((ext_vector_type(2)));
typedef float f4 __attribute__((ext_vector_type(4)));
typedef int i2 __attribute__((ext_vector_type(2)));
typedef int i4 __attribute__((ext_vector_type(4)));
typedef int i8 __attribute__((ext_vector_type(8)));
typedef _Float16 h4 __attribute__((ext_vector_type(4)));
typedef const __attribute__((address_space(4))) unsigned int *desc;

/* Dword offset of the sampler descriptor in a texture object. */
enum { sampler_offset = 12 };

static __device__ __forceinline__ desc image(unsigned long long __obj) { return (desc)__obj; }
static __device__ __forceinline__ desc sampler(unsigned long long __obj) {
  return image(__obj) + sampler_offset;
}
static __device__ __forceinline__ i8 rsrc(desc __i) {
  return *(const __attribute__((address_space(4))) i8 *)__i;
}

/* False for every T: a static_assert on it fires only when its template is instantiated. */
template <class T> struct unavailable { static constexpr bool value = false; };

} // namespace tex
} // namespace __scale_amd

extern "C" {
#define __SCALE_I __scale_amd::tex::desc
#define __SCALE_F4 __scale_amd::tex::f4
#define __SCALE_F2 __scale_amd::tex::f2
#define __SCALE_I2 __scale_amd::tex::i2
#define __SCALE_I4 __scale_amd::tex::i4
#define __SCALE_H4 __scale_amd::tex::h4
/* Formatted loads (the descriptor's format converts; integer formats give the integer bits). */
__device__ __SCALE_F4 __ockl_image_load_1Db(__SCALE_I, int);
__device__ __SCALE_F4 __ockl_image_load_1D(__SCALE_I, int);
__device__ __SCALE_F4 __ockl_image_load_1Da(__SCALE_I, __SCALE_I2);
__device__ __SCALE_F4 __ockl_image_load_2D(__SCALE_I, __SCALE_I2);
__device__ __SCALE_F4 __ockl_image_load_2Da(__SCALE_I, __SCALE_I4);
__device__ __SCALE_F4 __ockl_image_load_3D(__SCALE_I, __SCALE_I4);
__device__ __SCALE_H4 __ockl_image_loadh_1D(__SCALE_I, int);
__device__ __SCALE_H4 __ockl_image_loadh_1Da(__SCALE_I, __SCALE_I2);
__device__ __SCALE_H4 __ockl_image_loadh_2D(__SCALE_I, __SCALE_I2);
__device__ __SCALE_H4 __ockl_image_loadh_2Da(__SCALE_I, __SCALE_I4);
__device__ __SCALE_H4 __ockl_image_loadh_3D(__SCALE_I, __SCALE_I4);
__device__ void __ockl_image_store_1D(__SCALE_I, int, __SCALE_F4);
__device__ void __ockl_image_store_1Da(__SCALE_I, __SCALE_I2, __SCALE_F4);
__device__ void __ockl_image_store_2D(__SCALE_I, __SCALE_I2, __SCALE_F4);
__device__ void __ockl_image_store_2Da(__SCALE_I, __SCALE_I4, __SCALE_F4);
__device__ void __ockl_image_store_3D(__SCALE_I, __SCALE_I4, __SCALE_F4);
__device__ void __ockl_image_storeh_1D(__SCALE_I, int, __SCALE_H4);
__device__ void __ockl_image_storeh_1Da(__SCALE_I, __SCALE_I2, __SCALE_H4);
__device__ void __ockl_image_storeh_2D(__SCALE_I, __SCALE_I2, __SCALE_H4);
__device__ void __ockl_image_storeh_2Da(__SCALE_I, __SCALE_I4, __SCALE_H4);
__device__ void __ockl_image_storeh_3D(__SCALE_I, __SCALE_I4, __SCALE_H4);
/* Sampling through the sampler descriptor. */
__device__ __SCALE_F4 __ockl_image_sample_1D(__SCALE_I, __SCALE_I, float);
__device__ __SCALE_F4 __ockl_image_sample_1Da(__SCALE_I, __SCALE_I, __SCALE_F2);
__device__ __SCALE_F4 __ockl_image_sample_2D(__SCALE_I, __SCALE_I, __SCALE_F2);
__device__ __SCALE_F4 __ockl_image_sample_2Da(__SCALE_I, __SCALE_I, __SCALE_F4);
__device__ __SCALE_F4 __ockl_image_sample_3D(__SCALE_I, __SCALE_I, __SCALE_F4);
__device__ __SCALE_F4 __ockl_image_sample_CM(__SCALE_I, __SCALE_I, __SCALE_F4);
__device__ __SCALE_F4 __ockl_image_sample_CMa(__SCALE_I, __SCALE_I, __SCALE_F4);
__device__ __SCALE_F4 __ockl_image_sample_lod_1D(__SCALE_I, __SCALE_I, float, float);
__device__ __SCALE_F4 __ockl_image_sample_lod_1Da(__SCALE_I, __SCALE_I, __SCALE_F2, float);
__device__ __SCALE_F4 __ockl_image_sample_lod_2D(__SCALE_I, __SCALE_I, __SCALE_F2, float);
__device__ __SCALE_F4 __ockl_image_sample_lod_2Da(__SCALE_I, __SCALE_I, __SCALE_F4, float);
__device__ __SCALE_F4 __ockl_image_sample_lod_3D(__SCALE_I, __SCALE_I, __SCALE_F4, float);
__device__ __SCALE_F4 __ockl_image_sample_lod_CM(__SCALE_I, __SCALE_I, __SCALE_F4, float);
__device__ __SCALE_F4 __ockl_image_sample_lod_CMa(__SCALE_I, __SCALE_I, __SCALE_F4, float);
__device__ __SCALE_F4 __ockl_image_sample_grad_1D(__SCALE_I, __SCALE_I, float, float, float);
__device__ __SCALE_F4 __ockl_image_sample_grad_1Da(__SCALE_I, __SCALE_I, __SCALE_F2, float, float);
__device__ __SCALE_F4 __ockl_image_sample_grad_2D(__SCALE_I, __SCALE_I, __SCALE_F2, __SCALE_F2,
                                                  __SCALE_F2);
__device__ __SCALE_F4 __ockl_image_sample_grad_2Da(__SCALE_I, __SCALE_I, __SCALE_F4, __SCALE_F2,
                                                   __SCALE_F2);
__device__ __SCALE_F4 __ockl_image_sample_grad_3D(__SCALE_I, __SCALE_I, __SCALE_F4, __SCALE_F4,
                                                  __SCALE_F4);
__device__ __SCALE_F4 __ockl_image_gather4r_2D(__SCALE_I, __SCALE_I, __SCALE_F2);
__device__ __SCALE_F4 __ockl_image_gather4g_2D(__SCALE_I, __SCALE_I, __SCALE_F2);
__device__ __SCALE_F4 __ockl_image_gather4b_2D(__SCALE_I, __SCALE_I, __SCALE_F2);
__device__ __SCALE_F4 __ockl_image_gather4a_2D(__SCALE_I, __SCALE_I, __SCALE_F2);
#undef __SCALE_I
#undef __SCALE_F4
#undef __SCALE_F2
#undef __SCALE_I2
#undef __SCALE_I4
#undef __SCALE_H4

/* image_get_resinfo at mip level 0 (dmask 0xf: width, height, depth or layers, mip count, as
 * integers in float registers). No clang builtin exists for it: these names bind the declarations
 * to the LLVM intrinsics, whose dmask/texfailctrl/cachepolicy operands must be literal constants at
 * every call, and whose return type must be the intrinsic's (<4 x float>: clang does not run the
 * IR verifier, and a wrong type was silently miscompiled). */
__device__ __scale_amd::tex::f4 __scale_amd_resinfo_1d(int, int, __scale_amd::tex::i8, int, int)
    __asm("llvm.amdgcn.image.getresinfo.1d.v4f32.i32");
__device__ __scale_amd::tex::f4 __scale_amd_resinfo_1darray(int, int, __scale_amd::tex::i8, int,
                                                            int)
    __asm("llvm.amdgcn.image.getresinfo.1darray.v4f32.i32");
__device__ __scale_amd::tex::f4 __scale_amd_resinfo_2d(int, int, __scale_amd::tex::i8, int, int)
    __asm("llvm.amdgcn.image.getresinfo.2d.v4f32.i32");
__device__ __scale_amd::tex::f4 __scale_amd_resinfo_2darray(int, int, __scale_amd::tex::i8, int,
                                                            int)
    __asm("llvm.amdgcn.image.getresinfo.2darray.v4f32.i32");
__device__ __scale_amd::tex::f4 __scale_amd_resinfo_3d(int, int, __scale_amd::tex::i8, int, int)
    __asm("llvm.amdgcn.image.getresinfo.3d.v4f32.i32");
} // extern "C"

#endif /* __CUDACC__ && __clang__ */
#endif /* __SCALE_AMD_TEXTURE_IMAGE_H__ */
