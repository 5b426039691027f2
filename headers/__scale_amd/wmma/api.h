/* SPDX-License-Identifier: Apache-2.0 */
/* nvcuda::wmma, CUDA's warp matrix functions (CUDA Programming Guide, "Warp Matrix Functions"),
 * over the lane layouts of core.h: the portable one on every target, wave32 or wave64 (two
 * logical warps per wave, each exchanging data only within its own 32 lanes through ds_bpermute),
 * and v_wmma's operand layouts for m16n16k16 on gfx11/gfx12 (amdgpu.h). layout_for below picks
 * one per fragment; load/store/mma_sync dispatch on it. docs/wmma.md has the details.
 *
 * A fragment<Use, m, n, k, T, Layout> exists for each row of shapes.def; any other combination
 * is a static_assert naming it. The sub-byte types of wmma::experimental (u4, s4, b1) are
 * declared but not implemented: a fragment of them is a static_assert. */
#ifndef __SCALE_AMD_WMMA_API_H__
#define __SCALE_AMD_WMMA_API_H__
#include "__scale_amd/warp/lane.h"
#include "__scale_amd/wmma/amdgpu.h"
#include "__scale_amd/wmma/core.h"
#include "cuda_bf16.h"
#include "cuda_fp16.h"
#if defined(__CUDACC__) && defined(__clang__)

namespace nvcuda {
namespace wmma {

struct matrix_a {};
struct matrix_b {};
struct accumulator {};
struct row_major {};
struct col_major {};
enum layout_t { mem_row_major, mem_col_major };

namespace precision {
struct tf32 {};
} // namespace precision

namespace experimental {
namespace precision {
struct u4 {};
struct s4 {};
struct b1 {};
} // namespace precision
enum bmmaBitOp { bmmaBitOpXOR = 1, bmmaBitOpAND = 2 };
enum bmmaAccumulateOp { bmmaAccumulateOpPOPC = 1 };
} // namespace experimental

} // namespace wmma
} // namespace nvcuda

namespace __scale_amd {
namespace wmma {

/* Element kinds, named as in shapes.def. */
enum class kind { none, f16, bf16, s8, u8, tf32, f64, f32, s32, sub_byte };

template <class T> struct kind_of { static constexpr kind value = kind::none; };
template <> struct kind_of<__half> { static constexpr kind value = kind::f16; };
template <> struct kind_of<__nv_bfloat16> { static constexpr kind value = kind::bf16; };
template <> struct kind_of<signed char> { static constexpr kind value = kind::s8; };
template <> struct kind_of<unsigned char> { static constexpr kind value = kind::u8; };
template <> struct kind_of<nvcuda::wmma::precision::tf32> {
  static constexpr kind value = kind::tf32;
};
template <> struct kind_of<double> { static constexpr kind value = kind::f64; };
template <> struct kind_of<float> { static constexpr kind value = kind::f32; };
template <> struct kind_of<int> { static constexpr kind value = kind::s32; };
template <> struct kind_of<nvcuda::wmma::experimental::precision::u4> {
  static constexpr kind value = kind::sub_byte;
};
template <> struct kind_of<nvcuda::wmma::experimental::precision::s4> {
  static constexpr kind value = kind::sub_byte;
};
template <> struct kind_of<nvcuda::wmma::experimental::precision::b1> {
  static constexpr kind value = kind::sub_byte;
};

/* Is (m, n, k, ab, acc) a row of shapes.def? kind::none matches any. */
constexpr bool has_op(int m, int n, int k, kind ab, kind acc) {
#define SCALE_WMMA_OP(M, N, K, AB, ACC)                                                            \
  if (m == M && n == N && k == K && (ab == kind::none || ab == kind::AB) &&                        \
      (acc == kind::none || acc == kind::ACC))                                                     \
    return true;
#include "__scale_amd/wmma/shapes.def"
  return false;
}

/* Storage element type of a fragment of T (tf32 lives in a float). */
template <class T> struct storage { using type = T; };
template <> struct storage<nvcuda::wmma::precision::tf32> { using type = float; };

template <class Use> struct use_of;
template <> struct use_of<nvcuda::wmma::matrix_a> { static constexpr use value = use::a; };
template <> struct use_of<nvcuda::wmma::matrix_b> { static constexpr use value = use::b; };
template <> struct use_of<nvcuda::wmma::accumulator> { static constexpr use value = use::acc; };

template <class Use, int M, int N, int K, class T, class Layout> struct frag_check {
  static constexpr kind k_ = kind_of<T>::value;
  static constexpr use u_ = use_of<Use>::value;
  static_assert(k_ != kind::sub_byte, "wmma: the experimental sub-byte types (precision::u4, s4, "
                                      "b1) are not supported by this toolkit");
  static_assert(u_ == use::acc ? has_op(M, N, K, kind::none, k_) : has_op(M, N, K, k_, kind::none),
                "wmma: no such fragment: this shape/element type combination is not one CUDA "
                "supports (m16n16k16, m32n8k16, m8n32k16 with __half, __nv_bfloat16, signed or "
                "unsigned char; m16n16k8 with precision::tf32; m8n8k4 with double)");
  static_assert(u_ == use::acc || !__is_same(Layout, void),
                "wmma: matrix_a and matrix_b fragments need a row_major or col_major layout");
  static_assert(u_ != use::acc || __is_same(Layout, void),
                "wmma: an accumulator fragment takes no layout parameter");
  static constexpr bool ok = true;
};

/* Per-type accumulator / multiplicand formats of core.h. */
template <kind K> struct ab_fmt;
template <> struct ab_fmt<kind::f16> { using type = ab_f16; };
template <> struct ab_fmt<kind::bf16> { using type = ab_bf16; };
template <> struct ab_fmt<kind::s8> { using type = ab_s8; };
template <> struct ab_fmt<kind::u8> { using type = ab_u8; };
template <> struct ab_fmt<kind::tf32> { using type = ab_tf32; };
template <> struct ab_fmt<kind::f64> { using type = ab_f64; };
template <kind K> struct acc_fmt;
template <> struct acc_fmt<kind::f32> { using type = acc_f32; };
template <> struct acc_fmt<kind::f16> { using type = acc_f16; };
template <> struct acc_fmt<kind::s32> { using type = acc_s32; };
template <> struct acc_fmt<kind::f64> { using type = acc_f64; };

/* The lane layout of a fragment on the target being compiled: v_wmma's for m16n16k16 on gfx11
 * (every m16n16k16 type has a v_wmma there) and for the f16/bf16 m16n16k16 fragments on gfx12
 * (float/half accumulators, which only ever meet f16/bf16 multiplicands; int accumulators meet
 * s8/u8 only, so each accumulator's layout is known from its own type); the portable one
 * otherwise and on the host side. */
constexpr bool int_family(kind k) { return k == kind::s8 || k == kind::u8 || k == kind::s32; }
template <int M, int N, int K, kind T> struct layout_for {
#if defined(__GFX11__) && defined(__AMDGCN__)
  static constexpr layout value =
      (M == 16 && N == 16 && K == 16) ? layout::gfx11_wmma : layout::portable;
#elif defined(__GFX12__) && defined(__AMDGCN__)
  static constexpr layout value =
      (M == 16 && N == 16 && K == 16 && !int_family(T)) ? layout::gfx12_wmma : layout::portable;
#else
  static constexpr layout value = layout::portable;
#endif
};

template <class Use, int M, int N, int K, class T, class Layout> struct frag_base {
  static_assert(frag_check<Use, M, N, K, T, Layout>::ok, "");
  typedef T element_type; /* precision::tf32 for tf32 fragments, as in CUDA */
  typedef typename storage<T>::type storage_element_type;
  enum {
    num_elements =
        tile<use_of<Use>::value, M, N, K, layout_for<M, N, K, kind_of<T>::value>::value>::per_lane
  };
  storage_element_type x[num_elements];
};

/* One lane's read of word `w` of `words` from lane `src` of its logical warp. */
template <int W> struct lane_words {
  unsigned w[W];
  __device__ __forceinline__ unsigned operator()(unsigned src, unsigned i) const {
    return (unsigned)warp::bpermute(warp::warp_base() + src, (int)w[i]);
  }
};

/* mma_sync on the portable layout: gather through ds_bpermute, per-lane dot products (core.h). */
template <int M, int N, int K, class AB, class CF, class DF, class FA, class FB, class FC, class FD>
__device__ __forceinline__ void mma_impl(layout_tag<layout::portable>, FD &d, const FA &a,
                                         const FB &b, const FC &c, bool satf) {
  lane_words<sizeof(a.x) / 4> fa;
  lane_words<sizeof(b.x) / 4> fb;
  typename CF::raw cr[sizeof(c.x) / sizeof(c.x[0])];
  typename DF::raw dr[sizeof(d.x) / sizeof(d.x[0])];
  static_assert(sizeof(fa.w) == sizeof(a.x) && sizeof(fb.w) == sizeof(b.x) &&
                    sizeof(cr) == sizeof(c.x) && sizeof(dr) == sizeof(d.x),
                "wmma: fragment storage is not made of whole words");
  __builtin_memcpy(fa.w, a.x, sizeof(a.x));
  __builtin_memcpy(fb.w, b.x, sizeof(b.x));
  __builtin_memcpy(cr, c.x, sizeof(c.x));
  mma_lane<M, N, K, AB, CF, DF>(__scale_amd::warp::lane_id(), fa, fb, cr, dr, satf);
  __builtin_memcpy(d.x, dr, sizeof(d.x));
}

} // namespace wmma
} // namespace __scale_amd

namespace nvcuda {
namespace wmma {

template <typename Use, int m, int n, int k, typename T, typename Layout = void>
class fragment : public __scale_amd::wmma::frag_base<Use, m, n, k, T, Layout> {};

/* cvt.rna.tf32.f32 */
static __device__ __forceinline__ float __float_to_tf32(float in) {
  return __scale_amd::wmma::float_to_tf32(in);
}

template <typename Use, int m, int n, int k, typename T, typename Layout>
__device__ __forceinline__ void
fill_fragment(fragment<Use, m, n, k, T, Layout> &a,
              const typename fragment<Use, m, n, k, T, Layout>::storage_element_type &v) {
#pragma unroll
  for (int i = 0; i < a.num_elements; ++i)
    a.x[i] = v;
}

/* matrix_a / matrix_b: the memory layout is the fragment's. */
template <typename Use, int m, int n, int k, typename T, typename Layout>
__device__ __forceinline__ void
load_matrix_sync(fragment<Use, m, n, k, T, Layout> &a,
                 const typename fragment<Use, m, n, k, T, Layout>::storage_element_type *mptr,
                 unsigned ldm) {
  static_assert(!__is_same(Use, accumulator),
                "wmma: loading an accumulator fragment needs a layout_t argument");
  namespace w = __scale_amd::wmma;
  w::load_lane<w::use_of<Use>::value, m, n, k, w::layout_for<m, n, k, w::kind_of<T>::value>::value>(
      __scale_amd::warp::lane_id(), a.x, mptr, ldm, __is_same(Layout, col_major));
}

/* accumulator: the memory layout is given. */
template <int m, int n, int k, typename T>
__device__ __forceinline__ void load_matrix_sync(fragment<accumulator, m, n, k, T> &a,
                                                 const T *mptr, unsigned ldm, layout_t layout) {
  namespace w = __scale_amd::wmma;
  w::load_lane<w::use::acc, m, n, k, w::layout_for<m, n, k, w::kind_of<T>::value>::value>(
      __scale_amd::warp::lane_id(), a.x, mptr, ldm, layout == mem_col_major);
}

template <int m, int n, int k, typename T>
__device__ __forceinline__ void store_matrix_sync(T *mptr,
                                                  const fragment<accumulator, m, n, k, T> &a,
                                                  unsigned ldm, layout_t layout) {
  namespace w = __scale_amd::wmma;
  w::store_lane<m, n, k, w::layout_for<m, n, k, w::kind_of<T>::value>::value>(
      __scale_amd::warp::lane_id(), a.x, mptr, ldm, layout == mem_col_major);
}

/* D = A * B + C; d may be c. satf: integer results clamp to the int range; floating results map
 * +-inf to the largest finite value and NaN to +0. */
template <int m, int n, int k, typename TAB, typename LA, typename LB, typename TD, typename TC>
__device__ __forceinline__ void
mma_sync(fragment<accumulator, m, n, k, TD> &d, const fragment<matrix_a, m, n, k, TAB, LA> &a,
         const fragment<matrix_b, m, n, k, TAB, LB> &b, const fragment<accumulator, m, n, k, TC> &c,
         bool satf = false) {
  namespace w = __scale_amd::wmma;
  constexpr w::kind kab = w::kind_of<TAB>::value, kc = w::kind_of<TC>::value,
                    kd = w::kind_of<TD>::value;
  static_assert(w::has_op(m, n, k, kab, kc) && w::has_op(m, n, k, kab, kd),
                "wmma: mma_sync has no such combination of multiplicand and accumulator types");
  using ab = typename w::ab_fmt<kab>::type;
  using cf = typename w::acc_fmt<kc>::type;
  using df = typename w::acc_fmt<kd>::type;
  w::mma_impl<m, n, k, ab, cf, df>(w::layout_tag<w::layout_for<m, n, k, kab>::value>(), d, a, b, c,
                                   satf);
}

} // namespace wmma
} // namespace nvcuda

#endif
#endif /* __SCALE_AMD_WMMA_API_H__ */
