/* SPDX-License-Identifier: Apache-2.0 */
/* Warp matrix fragments on 32-lane logical warps: the layout and the per-lane algorithm.
 *
 * CUDA leaves the mapping of fragment elements to lanes unspecified (programs may only touch x[]
 * element-wise), so we pick one that needs no hardware support and works on wave32 and wave64:
 *
 *   matrix_a and matrix_b are tiles of R x C elements in a fixed internal order, and lane l holds
 *   the E = R*C/32 consecutive elements l*E .. l*E+E-1 of it, in x[0..E-1]:
 *     matrix_a    (m x k): row-major,             R = m, C = k
 *     matrix_b    (k x n): column-major, i.e. B^T row-major, R = n, C = k
 *   accumulator (m x n): lane l holds a 2 x 4 block of D (1 x 2 for m8n8k4), blocks numbered
 *   row-major over the tile, x[] row-major within the block (acc_block below).
 *
 * The internal order does not depend on the fragment's row_major/col_major parameter nor on the
 * layout_t of a load or store: those only change the addresses a lane reads or writes, so a
 * load is E plain (strided or contiguous) reads per lane and needs no data exchange.
 *
 * mma_sync: a lane owns a block of D, rows i0.. and columns j0... It reads those rows of A and
 * columns of B (both are rows of their internal tiles) as 32-bit words from the lanes that hold
 * them, and computes each D(i,j) as a dot product in ascending k. E_a and E_b divide k for every
 * shape, so the word a lane has to provide at each step is the same on all lanes: a gather is one
 * ds_bpermute per word. `Fetch(src_lane, word)` abstracts the exchange; the device passes a
 * bpermute, the host test a read of 32 lane arrays (and checks that `word` is uniform across lanes,
 * as bpermute needs).
 *
 * Arithmetic: f16/bf16/tf32 products are exact in float and accumulate with fmaf in float (a
 * f16 accumulator is rounded once at the end); tf32 operands are read with their low 13 mantissa
 * bits ignored (what we believe tensor cores do; the exec case in docs/wmma.md asks); integer products sum exactly in 64 bits and wrap to 32 bits,
 * or clamp with satf; f64 uses fma in double. satf on a floating accumulator maps +-inf to the
 * largest finite value and NaN to +0 (the CUDA definition).
 *
 * On gfx11 (every m16n16k16 type) and gfx12 (m16n16k16 f16/bf16), fragments use the operand
 * layout of v_wmma instead (enum layout below; api.h chooses): loads and stores follow it,
 * mma_sync is one v_wmma and needs no exchange.
 *
 * This file is plain C++ (no CUDA types) so that tests compile it for the host. */
#ifndef __SCALE_AMD_WMMA_CORE_H__
#define __SCALE_AMD_WMMA_CORE_H__
/* libcu++ (cuda/std/detail/__config) defines _Float16 as a macro for __half: we need the type. */
#pragma push_macro("_Float16")
#undef _Float16

#if defined(__CUDACC__)
#define __SCALE_WMMA_FN __host__ __device__ __forceinline__
#else
#define __SCALE_WMMA_FN inline
#endif

namespace __scale_amd {
namespace wmma {

enum class use { a, b, acc };

/* Which element-to-lane mapping a fragment uses: the portable one above, or the operand layout of
 * a v_wmma_*_16x16x16 (wave32, m16n16k16 only):
 *   gfx11: lane L holds row L%16 of A and column L%16 of B (all 16 k; lanes 16-31 repeat lanes
 *          0-15), and D[2v + L/16][L%16] in x[v];
 *   gfx12: lane L holds row L%16 of A and column L%16 of B for k = 8(L/16) .. 8(L/16)+7, and
 *          D[v + 8(L/16)][L%16] in x[v]. */
enum class layout { portable, gfx11_wmma, gfx12_wmma };
template <layout L> struct layout_tag {};

/* The internal tile of a fragment: R rows of C elements, E per lane. */
template <use U, int M, int N, int K, layout L = layout::portable> struct tile {
  static constexpr int rows = U == use::a ? M : (U == use::b ? N : M);
  static constexpr int cols = U == use::acc ? N : K;
  static constexpr int per_lane = L == layout::gfx11_wmma   ? (U == use::acc ? 8 : 16)
                                  : L == layout::gfx12_wmma ? 8
                                                            : rows * cols / 32;
  static_assert(rows * cols % 32 == 0, "a fragment tile must split evenly over 32 lanes");
  static_assert(L == layout::portable || (M == 16 && N == 16 && K == 16),
                "the WMMA layouts exist for m16n16k16 only");
};

/* The portable accumulator: each lane holds a block of rows x cols elements of D (2 x 4 when it
 * holds 8, else 1 x E), blocks numbered row-major over the m x n tile. */
template <int M, int N, int K> struct acc_block {
  static constexpr int per_lane = tile<use::acc, M, N, K>::per_lane;
  static constexpr int rows = per_lane == 8 ? 2 : 1;
  static constexpr int cols = per_lane / rows;
  static_assert(M % rows == 0 && N % cols == 0 && (M / rows) * (N / cols) == 32,
                "accumulator blocks must tile the fragment over 32 lanes");
};

/* Matrix coordinates (row, col of A, B or C as CUDA names them) of element e of lane `lane`. */
template <use U, int M, int N, int K, layout L = layout::portable>
__SCALE_WMMA_FN void element_coords(unsigned lane, int e, int &row, int &col) {
  if (L == layout::gfx11_wmma) {
    int l16 = (int)(lane % 16u);
    if (U == use::a) {
      row = l16;
      col = e;
    } else if (U == use::b) {
      row = e;
      col = l16;
    } else {
      row = 2 * e + (int)(lane / 16u % 2u);
      col = l16;
    }
    return;
  }
  if (L == layout::gfx12_wmma) {
    int l16 = (int)(lane % 16u), k0 = 8 * (int)(lane / 16u % 2u);
    if (U == use::a) {
      row = l16;
      col = k0 + e;
    } else if (U == use::b) {
      row = k0 + e;
      col = l16;
    } else {
      row = k0 + e;
      col = l16;
    }
    return;
  }
  using t = tile<U, M, N, K>;
  if (U == use::acc) {
    using blk = acc_block<M, N, K>;
    int grid_cols = N / blk::cols;
    row = (int)lane / grid_cols * blk::rows + e / blk::cols;
    col = (int)lane % grid_cols * blk::cols + e % blk::cols;
    return;
  }
  int p = (int)lane * t::per_lane + e;
  int r = p / t::cols, c = p % t::cols;
  if (U == use::b) {
    row = c; /* k */
    col = r; /* n */
  } else {
    row = r;
    col = c;
  }
}

/* Offset of matrix element (row, col) in memory with leading dimension ldm. */
__SCALE_WMMA_FN unsigned long long mem_offset(int row, int col, unsigned ldm, bool col_major) {
  return col_major ? (unsigned long long)col * ldm + row : (unsigned long long)row * ldm + col;
}

/* load_matrix_sync / store_matrix_sync for one lane. */
template <use U, int M, int N, int K, layout L = layout::portable, class T>
__SCALE_WMMA_FN void load_lane(unsigned lane, T *x, const T *mem, unsigned ldm, bool col_major) {
#pragma unroll
  for (int e = 0; e < tile<U, M, N, K, L>::per_lane; ++e) {
    int r, c;
    element_coords<U, M, N, K, L>(lane, e, r, c);
    x[e] = mem[mem_offset(r, c, ldm, col_major)];
  }
}

template <int M, int N, int K, layout L = layout::portable, class T>
__SCALE_WMMA_FN void store_lane(unsigned lane, const T *x, T *mem, unsigned ldm, bool col_major) {
#pragma unroll
  for (int e = 0; e < tile<use::acc, M, N, K, L>::per_lane; ++e) {
    int r, c;
    element_coords<use::acc, M, N, K, L>(lane, e, r, c);
    mem[mem_offset(r, c, ldm, col_major)] = x[e];
  }
}

/* ---- Number formats. `raw` is the bit pattern a fragment element is stored as. ---- */

__SCALE_WMMA_FN float f16_to_float(unsigned short h) {
  return (float)__builtin_bit_cast(_Float16, h);
}
__SCALE_WMMA_FN unsigned short float_to_f16(float f) {
  return __builtin_bit_cast(unsigned short, (_Float16)f);
}

/* cvt.rna.tf32.f32: round to 10 mantissa bits, ties away from zero; inf/NaN unchanged. */
__SCALE_WMMA_FN float float_to_tf32(float f) {
  unsigned u = __builtin_bit_cast(unsigned, f);
  if ((u & 0x7f800000u) == 0x7f800000u)
    return f;
  return __builtin_bit_cast(float, (u + 0x1000u) & 0xffffe000u);
}

/* Multiplicand formats: raw storage, the value used in the products, the accumulation type. */
struct ab_f16 {
  using raw = unsigned short;
  using sum = float;
  static __SCALE_WMMA_FN float value(raw r) { return f16_to_float(r); }
};
struct ab_bf16 {
  using raw = unsigned short;
  using sum = float;
  static __SCALE_WMMA_FN float value(raw r) { return __builtin_bit_cast(float, (unsigned)r << 16); }
};
struct ab_tf32 {
  using raw = unsigned;
  using sum = float;
  static __SCALE_WMMA_FN float value(raw r) { return __builtin_bit_cast(float, r & 0xffffe000u); }
};
struct ab_s8 {
  using raw = unsigned char;
  using sum = long long;
  static __SCALE_WMMA_FN int value(raw r) { return (int)(signed char)r; }
};
struct ab_u8 {
  using raw = unsigned char;
  using sum = long long;
  static __SCALE_WMMA_FN int value(raw r) { return (int)r; }
};
struct ab_f64 {
  using raw = unsigned long long;
  using sum = double;
  static __SCALE_WMMA_FN double value(raw r) { return __builtin_bit_cast(double, r); }
};

/* Accumulator formats: read into the sum type, write back (with satf). */
__SCALE_WMMA_FN float satf_float(float v, float max) {
  if (v != v)
    return 0.0f;
  return v > max ? max : (v < -max ? -max : v);
}
struct acc_f32 {
  using raw = float;
  static __SCALE_WMMA_FN float load(raw r) { return r; }
  static __SCALE_WMMA_FN raw store(float v, bool satf) {
    return satf ? satf_float(v, 3.40282347e38f) : v;
  }
};
struct acc_f16 {
  using raw = unsigned short;
  static __SCALE_WMMA_FN float load(raw r) { return f16_to_float(r); }
  static __SCALE_WMMA_FN raw store(float v, bool satf) {
    unsigned short h = float_to_f16(v);
    if (satf) /* saturate after rounding: a finite float above 65520 rounds to inf */
      h = float_to_f16(satf_float(f16_to_float(h), 65504.0f));
    return h;
  }
};
struct acc_s32 {
  using raw = int;
  static __SCALE_WMMA_FN long long load(raw r) { return r; }
  static __SCALE_WMMA_FN raw store(long long v, bool satf) {
    if (satf)
      return v > 2147483647LL ? 2147483647 : (v < -2147483648LL ? (int)-2147483648LL : (int)v);
    return (int)(unsigned)(unsigned long long)v;
  }
};
struct acc_f64 {
  using raw = double;
  static __SCALE_WMMA_FN double load(raw r) { return r; }
  static __SCALE_WMMA_FN raw store(double v, bool) { return v; }
};

__SCALE_WMMA_FN float mul_add(float a, float b, float c) { return __builtin_fmaf(a, b, c); }
__SCALE_WMMA_FN double mul_add(double a, double b, double c) { return __builtin_fma(a, b, c); }
__SCALE_WMMA_FN long long mul_add(int a, int b, long long c) { return c + (long long)a * b; }

/* Reads chunk q of row `r` of a fragment tile whose lanes hold E elements of C per row, through
 * `fetch(src_lane, word)`. A chunk is one 32-bit word (1, 2 or 4 elements) or, for 8-byte
 * elements, one element (2 words). The word index is the same on every lane (C % E == 0). */
template <class Raw, int E, int C> struct row_chunks {
  static constexpr int words = (int)sizeof(Raw) > 4 ? (int)sizeof(Raw) / 4 : 1;
  static constexpr int elems = (int)sizeof(Raw) > 4 ? 1 : 4 / (int)sizeof(Raw);
  static constexpr int count = C / elems;
  static constexpr int row_words = C * (int)sizeof(Raw) / 4;
  static constexpr int lane_words = E * (int)sizeof(Raw) / 4;
  static_assert(C % E == 0 && row_words * 4 == C * (int)sizeof(Raw) &&
                    lane_words * 4 == E * (int)sizeof(Raw),
                "fragment rows must be whole words on whole lanes");
  template <class Fetch>
  static __SCALE_WMMA_FN void read(Fetch &fetch, int r, int q, Raw (&out)[elems]) {
    unsigned w[words];
#pragma unroll
    for (int t = 0; t < words; ++t) {
      int g = r * row_words + q * words + t;
      w[t] = fetch((unsigned)(g / lane_words), (unsigned)(g % lane_words));
    }
    __builtin_memcpy(out, w, sizeof(w));
  }
};

/* D = A * B + C for the accumulator block of lane `lane` (rows i0.., columns j0..). The k loop is
 * outermost: one chunk of each needed row of A and column of B at a time, so few exchanged words
 * are live at once. */
template <int M, int N, int K, class AB, class CAcc, class DAcc, class FetchA, class FetchB>
__SCALE_WMMA_FN void mma_lane(unsigned lane, FetchA &fetch_a, FetchB &fetch_b,
                              const typename CAcc::raw *c, typename DAcc::raw *d, bool satf) {
  constexpr int ea = tile<use::a, M, N, K>::per_lane;
  constexpr int eb = tile<use::b, M, N, K>::per_lane;
  using blk = acc_block<M, N, K>;
  using raw = typename AB::raw;
  using ca = row_chunks<raw, ea, K>;
  using cb = row_chunks<raw, eb, K>;
  const int i0 = (int)lane / (N / blk::cols) * blk::rows;
  const int j0 = (int)lane % (N / blk::cols) * blk::cols;
  typename AB::sum s[blk::per_lane];
#pragma unroll
  for (int e = 0; e < blk::per_lane; ++e)
    s[e] = CAcc::load(c[e]);
#pragma unroll
  for (int q = 0; q < ca::count; ++q) {
    raw a[blk::rows][ca::elems], b[blk::cols][cb::elems];
#pragma unroll
    for (int r = 0; r < blk::rows; ++r)
      ca::read(fetch_a, i0 + r, q, a[r]);
#pragma unroll
    for (int cc = 0; cc < blk::cols; ++cc)
      cb::read(fetch_b, j0 + cc, q, b[cc]);
#pragma unroll
    for (int e = 0; e < blk::per_lane; ++e)
#pragma unroll
      for (int t = 0; t < ca::elems; ++t)
        s[e] = mul_add(AB::value(a[e / blk::cols][t]), AB::value(b[e % blk::cols][t]), s[e]);
  }
#pragma unroll
  for (int e = 0; e < blk::per_lane; ++e)
    d[e] = DAcc::store(s[e], satf);
}

} // namespace wmma
} // namespace __scale_amd

#pragma pop_macro("_Float16")
#endif /* __SCALE_AMD_WMMA_CORE_H__ */
