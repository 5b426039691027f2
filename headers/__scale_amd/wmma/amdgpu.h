/* SPDX-License-Identifier: Apache-2.0 */
/* mma_sync on AMD matrix instructions, for the fragments core.h lays out in an instruction's
 * operand layout (api.h's layout_for decides which):
 *   gfx11 (wave32): v_wmma_f32_16x16x16_{f16,bf16}, v_wmma_i32_16x16x16_iu8 (satf = clamp) for
 *                   every m16n16k16 type;
 *   gfx12 (wave32): v_wmma_f32_16x16x16_{f16,bf16}_gfx12 for m16n16k16 f16/bf16.
 * The loads and stores already put each element where the instruction wants it, so mma_sync is
 * one instruction and no exchange. An f16 accumulator goes through the f32 instruction
 * (converted in, rounded once out), as the portable path computes it. Device code only. */
#ifndef __SCALE_AMD_WMMA_AMDGPU_H__
#define __SCALE_AMD_WMMA_AMDGPU_H__
/* libcu++ (cuda/std/detail/__config) defines _Float16 as a macro for __half: we need the type. */
#pragma push_macro("_Float16")
#undef _Float16
#include "__scale_amd/wmma/core.h"
#if defined(__CUDACC__) && defined(__clang__) && defined(__AMDGCN__) &&                            \
    (defined(__GFX11__) || defined(__GFX12__))

namespace __scale_amd {
namespace wmma {

typedef float v8f_t __attribute__((ext_vector_type(8)));
typedef int v8i_t __attribute__((ext_vector_type(8)));

/* The v_wmma layouts: operands as vectors, the accumulator through the f32 (or i32) form. */
template <class Op, class CF, class DF, class FA, class FB, class FC, class FD>
__device__ __forceinline__ void wmma_run(FD &d, const FA &a, const FB &b, const FC &c, bool satf) {
  using op = Op;
  typename op::in va, vb;
  static_assert(sizeof(va) == sizeof(a.x) && sizeof(vb) == sizeof(b.x), "wmma: operand size");
  __builtin_memcpy(&va, a.x, sizeof(va));
  __builtin_memcpy(&vb, b.x, sizeof(vb));
  typename CF::raw cr[8];
  typename DF::raw dr[8];
  static_assert(sizeof(cr) == sizeof(c.x) && sizeof(dr) == sizeof(d.x), "wmma: result size");
  __builtin_memcpy(cr, c.x, sizeof(cr));
  typename op::out vc;
#pragma unroll
  for (int e = 0; e < 8; ++e)
    vc[e] = (typename op::elem)CF::load(cr[e]);
  typename op::out vd = op::run(va, vb, vc, satf);
#pragma unroll
  for (int e = 0; e < 8; ++e)
    dr[e] = DF::store(vd[e], satf);
  __builtin_memcpy(d.x, dr, sizeof(dr));
}

#if defined(__GFX11__)
typedef _Float16 v16h_t __attribute__((ext_vector_type(16)));
typedef short v16s_t __attribute__((ext_vector_type(16)));
typedef int v4i_t __attribute__((ext_vector_type(4)));

template <class AB> struct gfx11_wmma;
template <> struct gfx11_wmma<ab_f16> {
  using in = v16h_t;
  using out = v8f_t;
  using elem = float;
  static __device__ __forceinline__ out run(in a, in b, out c, bool) {
    return __builtin_amdgcn_wmma_f32_16x16x16_f16_w32(a, b, c);
  }
};
template <> struct gfx11_wmma<ab_bf16> {
  using in = v16s_t;
  using out = v8f_t;
  using elem = float;
  static __device__ __forceinline__ out run(in a, in b, out c, bool) {
    return __builtin_amdgcn_wmma_f32_16x16x16_bf16_w32(a, b, c);
  }
};
template <bool Signed> struct gfx11_wmma_iu8 {
  using in = v4i_t;
  using out = v8i_t;
  using elem = int;
  static __device__ __forceinline__ out run(in a, in b, out c, bool satf) {
    return satf ? __builtin_amdgcn_wmma_i32_16x16x16_iu8_w32(Signed, a, Signed, b, c, true)
                : __builtin_amdgcn_wmma_i32_16x16x16_iu8_w32(Signed, a, Signed, b, c, false);
  }
};
template <> struct gfx11_wmma<ab_s8> : gfx11_wmma_iu8<true> {};
template <> struct gfx11_wmma<ab_u8> : gfx11_wmma_iu8<false> {};

template <int M, int N, int K, class AB, class CF, class DF, class FA, class FB, class FC, class FD>
__device__ __forceinline__ void mma_impl(layout_tag<layout::gfx11_wmma>, FD &d, const FA &a,
                                         const FB &b, const FC &c, bool satf) {
  wmma_run<gfx11_wmma<AB>, CF, DF>(d, a, b, c, satf);
}
#endif

#if defined(__GFX12__) && defined(__AMDGCN__)
/* gfx12: v_wmma_f32_16x16x16_{f16,bf16}, half of k per lane (core.h). */
typedef _Float16 v8h_t __attribute__((ext_vector_type(8)));
typedef short v8s_t __attribute__((ext_vector_type(8)));

template <class AB> struct gfx12_wmma;
template <> struct gfx12_wmma<ab_f16> {
  using in = v8h_t;
  using out = v8f_t;
  using elem = float;
  static __device__ __forceinline__ out run(in a, in b, out c, bool) {
    return __builtin_amdgcn_wmma_f32_16x16x16_f16_w32_gfx12(a, b, c);
  }
};
template <> struct gfx12_wmma<ab_bf16> {
  using in = v8s_t;
  using out = v8f_t;
  using elem = float;
  static __device__ __forceinline__ out run(in a, in b, out c, bool) {
    return __builtin_amdgcn_wmma_f32_16x16x16_bf16_w32_gfx12(a, b, c);
  }
};

template <int M, int N, int K, class AB, class CF, class DF, class FA, class FB, class FC, class FD>
__device__ __forceinline__ void mma_impl(layout_tag<layout::gfx12_wmma>, FD &d, const FA &a,
                                         const FB &b, const FC &c, bool satf) {
  wmma_run<gfx12_wmma<AB>, CF, DF>(d, a, b, c, satf);
}
#endif

} // namespace wmma
} // namespace __scale_amd

#endif
#pragma pop_macro("_Float16")
#endif /* __SCALE_AMD_WMMA_AMDGPU_H__ */
