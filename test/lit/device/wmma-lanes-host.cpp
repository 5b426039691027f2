// SPDX-License-Identifier: Apache-2.0
// The wmma lane layout and per-lane mma algorithm (headers/__scale_amd/wmma/core.h) run on the
// host for 32 emulated lanes, for every row of shapes.def, both fragment layouts of A and B, both
// memory layouts of the C load and the D store, with and without satf, and compared with a
// reference matrix product computed here. The exchange between lanes is a read of the other
// lane's words; the test also checks that the word a lane provides at each step is the same on
// all lanes (what ds_bpermute needs), and that a corrupted exchange is detected.
// RUN: %clang_amd -std=c++17 -O0 -I %src_root/headers %s -o %t && %t | FileCheck %s
//
// CHECK: tf32 rounding ok
// CHECK: m16n16k16 f16 x f16 + f32: 32 combinations ok
// CHECK: m16n16k16 f16 x f16 + f16: 32 combinations ok
// CHECK: m16n16k16 bf16 x bf16 + f32: 32 combinations ok
// CHECK: m16n16k16 s8 x s8 + s32: 32 combinations ok
// CHECK: m16n16k16 u8 x u8 + s32: 32 combinations ok
// CHECK: m32n8k16 f16 x f16 + f32: 32 combinations ok
// CHECK: m32n8k16 f16 x f16 + f16: 32 combinations ok
// CHECK: m32n8k16 bf16 x bf16 + f32: 32 combinations ok
// CHECK: m32n8k16 s8 x s8 + s32: 32 combinations ok
// CHECK: m32n8k16 u8 x u8 + s32: 32 combinations ok
// CHECK: m8n32k16 f16 x f16 + f32: 32 combinations ok
// CHECK: m8n32k16 f16 x f16 + f16: 32 combinations ok
// CHECK: m8n32k16 bf16 x bf16 + f32: 32 combinations ok
// CHECK: m8n32k16 s8 x s8 + s32: 32 combinations ok
// CHECK: m8n32k16 u8 x u8 + s32: 32 combinations ok
// CHECK: m16n16k8 tf32 x tf32 + f32: 32 combinations ok
// CHECK: m8n8k4 f64 x f64 + f64: 32 combinations ok
// CHECK: m16n16k16 f16 mixed C f16 -> D f32: 32 combinations ok
// CHECK: m16n16k16 f16 mixed C f32 -> D f16: 32 combinations ok
// CHECK: m32n8k16 f16 mixed C f16 -> D f32: 32 combinations ok
// CHECK: m8n32k16 f16 mixed C f32 -> D f16: 32 combinations ok
// CHECK: gfx11 m16n16k16 f16 + f32: 32 combinations ok
// CHECK: gfx11 m16n16k16 f16 + f16: 32 combinations ok
// CHECK: gfx11 m16n16k16 f16 mixed: 32 combinations ok
// CHECK: gfx11 m16n16k16 bf16 + f32: 32 combinations ok
// CHECK: gfx11 m16n16k16 s8 + s32: 32 combinations ok
// CHECK: gfx11 m16n16k16 u8 + s32: 32 combinations ok
// CHECK: gfx12 m16n16k16 f16 + f32: 32 combinations ok
// CHECK: gfx12 m16n16k16 f16 + f16: 32 combinations ok
// CHECK: gfx12 m16n16k16 f16 mixed: 32 combinations ok
// CHECK: gfx12 m16n16k16 bf16 + f32: 32 combinations ok
// CHECK: self-check: corrupted exchange detected
// CHECK: failures: 0

#include "__scale_amd/wmma/core.h"

#include <cmath>
#include <cstdio>
#include <cstring>
#include <type_traits>
#include <vector>

namespace w = __scale_amd::wmma;

static unsigned long long rng_state = 0x9e3779b97f4a7c15ULL;
static unsigned rnd() {
  rng_state = rng_state * 6364136223846793005ULL + 1442695040888963407ULL;
  return (unsigned)(rng_state >> 33);
}
static int rnd_in(int lo, int hi) { return lo + (int)(rnd() % (unsigned)(hi - lo + 1)); }

/* Test values per multiplicand format: the raw bits and the exact value the product must use. */
template <class AB> struct gen;
template <> struct gen<w::ab_f16> {
  static unsigned short make(double &v) {
    int i = rnd_in(-3, 3);
    v = i;
    return w::float_to_f16((float)i);
  }
};
template <> struct gen<w::ab_bf16> {
  static unsigned short make(double &v) {
    int i = rnd_in(-3, 3);
    float f = (float)i;
    unsigned u;
    std::memcpy(&u, &f, 4);
    v = i;
    return (unsigned short)(u >> 16);
  }
};
template <> struct gen<w::ab_tf32> { /* low 13 bits are noise the product must ignore */
  static unsigned make(double &v) {
    int i = rnd_in(-3, 3);
    float f = (float)i;
    unsigned u;
    std::memcpy(&u, &f, 4);
    v = i;
    return i == 0 ? 0u : (u | (rnd() & 0x1fffu));
  }
};
template <> struct gen<w::ab_s8> {
  static unsigned char make(double &v) {
    int i = rnd_in(-128, 127);
    v = i;
    return (unsigned char)(signed char)i;
  }
};
template <> struct gen<w::ab_u8> {
  static unsigned char make(double &v) {
    int i = rnd_in(0, 255);
    v = i;
    return (unsigned char)i;
  }
};
template <> struct gen<w::ab_f64> {
  static unsigned long long make(double &v) {
    int i = rnd_in(-3, 3);
    double d = i;
    v = i;
    unsigned long long u;
    std::memcpy(&u, &d, 8);
    return u;
  }
};

/* Accumulator values: C raw from an exact value, and the expected D raw from the exact result. */
static const double kInf = INFINITY;
template <class F> struct accv;
template <> struct accv<w::acc_f32> {
  static float make(double v) { return (float)v; }
  static double special(int s) { return s == 0 ? kInf : (s == 1 ? -kInf : NAN); }
  static bool same(float got, double ref, bool satf) {
    if (std::isnan(ref))
      return satf ? got == 0.0f && !std::signbit(got) : std::isnan(got);
    if (std::isinf(ref) && satf)
      return got == (ref > 0 ? 3.40282347e38f : -3.40282347e38f);
    return got == (float)ref;
  }
};
template <> struct accv<w::acc_f16> {
  static unsigned short make(double v) { return w::float_to_f16((float)v); }
  static double special(int s) { return accv<w::acc_f32>::special(s); }
  static bool same(unsigned short got, double ref, bool satf) {
    float g = w::f16_to_float(got);
    if (std::isnan(ref))
      return satf ? got == 0 : std::isnan(g);
    if (std::isinf(ref) && satf)
      return g == (ref > 0 ? 65504.0f : -65504.0f);
    return g == (float)ref;
  }
};
template <> struct accv<w::acc_s32> {
  static int make(double v) { return (int)(long long)v; }
  static double special(int s) {
    return s == 0 ? 2147483600.0 : (s == 1 ? -2147483600.0 : 2147483647.0);
  }
  static bool same(int got, double ref, bool satf) {
    long long r = (long long)ref; /* exact: |ref| < 2^53 */
    if (satf)
      r = r > 2147483647LL ? 2147483647LL : (r < -2147483648LL ? -2147483648LL : r);
    return got == (int)(unsigned)(unsigned long long)r;
  }
};
template <> struct accv<w::acc_f64> {
  static double make(double v) { return v; }
  static double special(int s) { return s == 0 ? 1e300 : (s == 1 ? -1e300 : 0.5); }
  static bool same(double got, double ref, bool) { return got == ref; }
};

static int failures = 0;

/* The instruction's result for an exact value, as the accumulator format stores it (v_wmma's
 * clamp for integers; the f16 accumulator goes through the f32 instruction). */
template <class DF> static typename DF::raw emulate(double ref, bool satf);
template <> float emulate<w::acc_f32>(double ref, bool satf) {
  return w::acc_f32::store((float)ref, satf);
}
template <> unsigned short emulate<w::acc_f16>(double ref, bool satf) {
  return w::acc_f16::store((float)ref, satf);
}
template <> int emulate<w::acc_s32>(double ref, bool satf) {
  return w::acc_s32::store((long long)ref, satf);
}
template <> double emulate<w::acc_f64>(double ref, bool) { return ref; }

/* Memory offset of (row, col), written independently of core.h's mem_offset. */
static size_t off(int row, int col, unsigned ld, bool col_major) {
  return col_major ? (size_t)col * ld + row : (size_t)row * ld + col;
}

/* Runs one (layouts, satf) combination; `corrupt` makes the exchange read the lane after the
 * source lane. Returns the number of wrong D elements (or -1 when the exchange is not uniform). */
template <int M, int N, int K, class AB, class CF, class DF, w::layout L = w::layout::portable>
static int run_one(bool a_col, bool b_col, bool c_col, bool d_col, bool satf, bool corrupt) {
  using ta = w::tile<w::use::a, M, N, K, L>;
  using tb = w::tile<w::use::b, M, N, K, L>;
  using tc = w::tile<w::use::acc, M, N, K, L>;
  using raw = typename AB::raw;
  const int pad = 3;
  /* Memory images with a padded leading dimension. */
  unsigned lda = (a_col ? M : K) + pad, ldb = (b_col ? K : N) + pad;
  unsigned ldc = (c_col ? M : N) + pad, ldd = (d_col ? M : N) + pad;
  std::vector<raw> memA(lda * (a_col ? K : M)), memB(ldb * (b_col ? N : K));
  std::vector<typename CF::raw> memC(ldc * (c_col ? N : M));
  std::vector<typename DF::raw> memD(ldd * (d_col ? N : M));
  std::vector<double> A(M * K), B(K * N), C(M * N);
  std::vector<raw> rawA(M * K), rawB(K * N);
  for (int i = 0; i < M; ++i)
    for (int k = 0; k < K; ++k)
      memA[off(i, k, lda, a_col)] = rawA[i * K + k] = gen<AB>::make(A[i * K + k]);
  for (int k = 0; k < K; ++k)
    for (int j = 0; j < N; ++j)
      memB[off(k, j, ldb, b_col)] = rawB[k * N + j] = gen<AB>::make(B[k * N + j]);
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j) {
      C[i * N + j] = rnd_in(-50, 50);
      if (i == 1 && j < 3) /* overflow / inf / NaN cases for satf */
        C[i * N + j] = accv<CF>::special(j);
      if (std::is_same<CF, w::acc_s32>::value && i >= 2)
        C[i * N + j] = (double)(int)rnd();
      memC[off(i, j, ldc, c_col)] = accv<CF>::make(C[i * N + j]);
    }
  /* The C a lane reads back as float/int may differ from the double we chose (f16 rounding): use
   * the value actually stored. */
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      C[i * N + j] = (double)CF::load(memC[off(i, j, ldc, c_col)]);

  /* 32 lanes: load, exchange, mma, store. */
  raw xa[32][ta::per_lane], xb[32][tb::per_lane];
  typename CF::raw xc[32][tc::per_lane];
  typename DF::raw xd[32][tc::per_lane];
  for (unsigned l = 0; l < 32; ++l) {
    w::load_lane<w::use::a, M, N, K, L>(l, xa[l], memA.data(), lda, a_col);
    w::load_lane<w::use::b, M, N, K, L>(l, xb[l], memB.data(), ldb, b_col);
    w::load_lane<w::use::acc, M, N, K, L>(l, xc[l], memC.data(), ldc, c_col);
  }
  if (L != w::layout::portable) {
    /* v_wmma_*_16x16x16 operands (RDNA3 / RDNA4 ISA, wave32), written out here independently of
     * core.h: gfx11: lane l holds A[l%16][0..15] and B[0..15][l%16], C/D element v of lane l is
     * [2v + l/16][l%16]; gfx12: lane l holds A[l%16][8(l/16)+v] and B[8(l/16)+v][l%16] (v < 8),
     * C/D element v is [v + 8(l/16)][l%16]. Check the loads against that and emulate the
     * instruction. */
    const bool g11 = L == w::layout::gfx11_wmma;
    for (unsigned l = 0; l < 32; ++l)
      for (int v = 0; v < ta::per_lane; ++v) {
        int k = g11 ? v : 8 * (int)(l / 16) + v;
        if (std::memcmp(&xa[l][v], &rawA[(l % 16) * K + k], sizeof(raw)) ||
            std::memcmp(&xb[l][v], &rawB[k * N + l % 16], sizeof(raw)))
          return 1000;
        if (v >= 8)
          continue;
        int i = g11 ? 2 * v + (int)(l / 16) : v + 8 * (int)(l / 16), j = (int)(l % 16);
        if ((double)CF::load(xc[l][v]) != C[i * N + j] && C[i * N + j] == C[i * N + j])
          return 1000;
        double ref = C[i * N + j];
        for (int kk = 0; kk < K; ++kk)
          ref += A[i * K + kk] * B[kk * N + j];
        xd[l][v] = emulate<DF>(ref, satf);
      }
  } else {
    std::vector<unsigned> seq[32];
    for (unsigned l = 0; l < 32; ++l) {
      auto make_fetch = [&](const void *lanes, unsigned lane_bytes) {
        return [&seq, l, lanes, lane_bytes, corrupt](unsigned src, unsigned word) {
          seq[l].push_back(word);
          unsigned v;
          unsigned s = corrupt ? (src + 1u) % 32u : src;
          std::memcpy(&v, (const char *)lanes + s * lane_bytes + 4 * word, 4);
          return v;
        };
      };
      auto fa = make_fetch(xa, sizeof(xa[0]));
      auto fb = make_fetch(xb, sizeof(xb[0]));
      w::mma_lane<M, N, K, AB, CF, DF>(l, fa, fb, xc[l], xd[l], satf);
    }
    for (unsigned l = 1; l < 32; ++l)
      if (seq[l] != seq[0])
        return -1;
  }
  for (unsigned l = 0; l < 32; ++l)
    w::store_lane<M, N, K, L>(l, xd[l], memD.data(), ldd, d_col);

  int bad = 0;
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j) {
      double ref = C[i * N + j];
      for (int k = 0; k < K; ++k)
        ref += A[i * K + k] * B[k * N + j];
      if (!accv<DF>::same(memD[off(i, j, ldd, d_col)], ref, satf))
        ++bad;
    }
  return bad;
}

template <int M, int N, int K, class AB, class CF, class DF, w::layout L = w::layout::portable>
static void run_all(const char *name) {
  int ok = 0, total = 0;
  for (int bits = 0; bits < 32; ++bits) {
    ++total;
    int bad =
        run_one<M, N, K, AB, CF, DF, L>(bits & 1, bits & 2, bits & 4, bits & 8, bits & 16, false);
    if (bad == 0)
      ++ok;
    else
      std::printf("FAIL %s a_col=%d b_col=%d c_col=%d d_col=%d satf=%d: %d\n", name, bits & 1,
                  !!(bits & 2), !!(bits & 4), !!(bits & 8), !!(bits & 16), bad);
  }
  failures += total - ok;
  std::printf("%s: %d combinations %s\n", name, total, ok == total ? "ok" : "FAILED");
}

static void check_tf32() {
  struct {
    float in, out;
  } cases[] = {
      {1.0f, 1.0f},
      {1.0f + 0x1p-11f, 1.0f + 0x1p-10f},   /* tie: away from zero */
      {-1.0f - 0x1p-11f, -1.0f - 0x1p-10f}, /* tie, negative */
      {1.0f + 0x1p-12f, 1.0f},              /* below half */
      {1.0f + 0x1.8p-11f, 1.0f + 0x1p-10f}, /* above half */
      {3.4028235e38f, INFINITY},            /* rounds up out of range */
      {INFINITY, INFINITY},
      {0x1p-130f, 0x1p-130f}, /* subnormal, kept */
      {0x1p-140f, 0.0f},      /* subnormal below tf32 precision */
  };
  for (auto &c : cases) {
    float got = w::float_to_tf32(c.in);
    if (got != c.out) {
      std::printf("FAIL tf32(%a) = %a, want %a\n", c.in, got, c.out);
      ++failures;
      return;
    }
  }
  if (!std::isnan(w::float_to_tf32(NAN))) {
    std::printf("FAIL tf32(NaN) is not NaN\n");
    ++failures;
    return;
  }
  std::printf("tf32 rounding ok\n");
}

int main() {
  check_tf32();
#define NAME3(M, N, K) "m" #M "n" #N "k" #K
#define SCALE_WMMA_OP(M, N, K, AB, ACC)                                                            \
  run_all<M, N, K, w::ab_##AB, w::acc_##ACC, w::acc_##ACC>(NAME3(M, N, K) " " #AB " x " #AB        \
                                                                          " + " #ACC);
#include "__scale_amd/wmma/shapes.def"
  run_all<16, 16, 16, w::ab_f16, w::acc_f16, w::acc_f32>("m16n16k16 f16 mixed C f16 -> D f32");
  run_all<16, 16, 16, w::ab_f16, w::acc_f32, w::acc_f16>("m16n16k16 f16 mixed C f32 -> D f16");
  run_all<32, 8, 16, w::ab_f16, w::acc_f16, w::acc_f32>("m32n8k16 f16 mixed C f16 -> D f32");
  run_all<8, 32, 16, w::ab_f16, w::acc_f32, w::acc_f16>("m8n32k16 f16 mixed C f32 -> D f16");

  /* gfx11: m16n16k16 in v_wmma's operand layout. */
  using gfx11 = std::integral_constant<w::layout, w::layout::gfx11_wmma>;
  run_all<16, 16, 16, w::ab_f16, w::acc_f32, w::acc_f32, gfx11::value>("gfx11 m16n16k16 f16 + f32");
  run_all<16, 16, 16, w::ab_f16, w::acc_f16, w::acc_f16, gfx11::value>("gfx11 m16n16k16 f16 + f16");
  run_all<16, 16, 16, w::ab_f16, w::acc_f16, w::acc_f32, gfx11::value>("gfx11 m16n16k16 f16 mixed");
  run_all<16, 16, 16, w::ab_bf16, w::acc_f32, w::acc_f32, gfx11::value>(
      "gfx11 m16n16k16 bf16 + f32");
  run_all<16, 16, 16, w::ab_s8, w::acc_s32, w::acc_s32, gfx11::value>("gfx11 m16n16k16 s8 + s32");
  run_all<16, 16, 16, w::ab_u8, w::acc_s32, w::acc_s32, gfx11::value>("gfx11 m16n16k16 u8 + s32");
  /* gfx12: m16n16k16 f16/bf16 in v_wmma's operand layout. */
  using gfx12 = std::integral_constant<w::layout, w::layout::gfx12_wmma>;
  run_all<16, 16, 16, w::ab_f16, w::acc_f32, w::acc_f32, gfx12::value>("gfx12 m16n16k16 f16 + f32");
  run_all<16, 16, 16, w::ab_f16, w::acc_f16, w::acc_f16, gfx12::value>("gfx12 m16n16k16 f16 + f16");
  run_all<16, 16, 16, w::ab_f16, w::acc_f32, w::acc_f16, gfx12::value>("gfx12 m16n16k16 f16 mixed");
  run_all<16, 16, 16, w::ab_bf16, w::acc_f32, w::acc_f32, gfx12::value>(
      "gfx12 m16n16k16 bf16 + f32");

  /* The test must be able to fail: a wrong exchange gives wrong products. */
  int bad = run_one<16, 16, 16, w::ab_f16, w::acc_f32, w::acc_f32>(false, true, false, false, false,
                                                                   true);
  if (bad > 0)
    std::printf("self-check: corrupted exchange detected (%d wrong)\n", bad);
  else
    ++failures;
  std::printf("failures: %d\n", failures);
  return failures != 0;
}
