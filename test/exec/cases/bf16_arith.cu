// SPDX-License-Identifier: Apache-2.0
// EXEC: compare=exact
// cuda_bf16.h arithmetic on __nv_bfloat16/__nv_bfloat162 (plain, _sat, _rn, _relu, 2-wide), min/max (incl. _nan), comparisons (ordered,
// unordered, 2-wide, bool-returning), __hisnan/__hisinf and operators. Operands: all 256 pairs of 16 edge
// values (±0, ±1, ±inf, NaN, min/max denormal, min normal, ±max, 1/3, 0.5, 1.5, 2.5) + 256 random pairs.
#include <cmath>
#include <cuda_bf16.h>
#include "harness.h"
// ---- table machinery (same in every fp16*/bf16* case) ----
// X(name, kind, tol, expr): one output group per row. kinds: h half bits, b bf16 bits (both reported as
// f32 through an exact host-side widening, so any NaN matches any NaN and everything else is bit-exact),
// H/B half2/bf162 (two f32 values per index), u u32 raw bits, w u64, f f32 bits, d f64 bits.
#define N 512
#define DEV_ROW(name, kind, tol, expr) o[(k++) * N] = (unsigned long long)(expr);
#define HOST_ROW(name, kind, tol, expr) {#name, #kind[0], tol},
struct Group { const char *name; char kind; const char *tol; };
inline float widen_h16(uint32_t h) {
  uint32_t s = h & 0x8000u, e = (h >> 10) & 0x1fu, m = h & 0x3ffu, b;
  if (e == 31) { b = (s << 16) | 0x7f800000u | (m << 13); float f; std::memcpy(&f, &b, 4); return f; }
  float f = e == 0 ? std::ldexp(float(m), -24) : std::ldexp(1.0f + float(m) / 1024.0f, int(e) - 15);
  return s ? -f : f;
}
inline float widen_b16(uint32_t h) { uint32_t b = (h & 0xffffu) << 16; float f; std::memcpy(&f, &b, 4); return f; }
inline void report_groups(const Group *g, size_t ng, const std::vector<unsigned long long> &h) {
  for (size_t k = 0; k < ng; ++k) {
    std::string tol = g[k].tol, tok;
    for (size_t p = 0; p <= tol.size(); ++p) {
      if (p == tol.size() || tol[p] == ' ') { if (!tok.empty()) std::printf("TOL %s %s\n", g[k].name, tok.c_str()); tok.clear(); }
      else tok += tol[p];
    }
    for (size_t i = 0; i < N; ++i) {
      unsigned long long v = h[k * N + i];
      switch (g[k].kind) {
      case 'h': report_f32(g[k].name, i, widen_h16(uint32_t(v) & 0xffffu)); break;
      case 'b': report_f32(g[k].name, i, widen_b16(uint32_t(v))); break;
      case 'H': report_f32(g[k].name, 2 * i, widen_h16(uint32_t(v) & 0xffffu));
                report_f32(g[k].name, 2 * i + 1, widen_h16(uint32_t(v) >> 16)); break;
      case 'B': report_f32(g[k].name, 2 * i, widen_b16(uint32_t(v)));
                report_f32(g[k].name, 2 * i + 1, widen_b16(uint32_t(v) >> 16)); break;
      case 'u': report_u32(g[k].name, i, uint32_t(v)); break;
      case 'w': report_u64(g[k].name, i, v); break;
      case 'f': { uint32_t b = uint32_t(v); float f; std::memcpy(&f, &b, 4); report_f32(g[k].name, i, f); break; }
      case 'd': { double d; std::memcpy(&d, &v, 8); report_f64(g[k].name, i, d); break; }
      }
    }
  }
}
inline uint64_t xs(uint64_t &s) { s ^= s << 13; s ^= s >> 7; s ^= s << 17; return s; }
// 16-bit operands: indices 0..255 are every pair of the 16 edge values (a = E[i/16], b = E[i%16]),
// the rest a fixed pseudo-random stream of bit patterns (mask limits the exponent where wanted).
inline std::vector<unsigned short> operand16(const unsigned short *E, int which, uint64_t seed, unsigned mask) {
  std::vector<unsigned short> v(N);
  uint64_t s = seed;
  for (int i = 0; i < N; ++i) {
    unsigned r = unsigned(xs(s) >> 23) & 0xffffu;
    v[i] = i < 256 ? E[which == 0 ? i / 16 : which == 1 ? i % 16 : (i * 7 + 3) % 16] : (unsigned short)(r & mask);
  }
  return v;
}
// ---- end of table machinery ----
static const unsigned short BE[16] = {0x0000, 0x8000, 0x3f80, 0xbf80, 0x7f80, 0xff80, 0x7fc0, 0x0001,
                                      0x007f, 0x0080, 0x7f7f, 0xff7f, 0x3eab, 0x3f00, 0x3fc0, 0x4020};
#define HB(x) __bfloat16_as_ushort(x)
#define H2B(x) h2bits(x)
__device__ __forceinline__ unsigned h2bits(__nv_bfloat162 v) { return (unsigned)HB(__low2bfloat16(v)) | (unsigned)HB(__high2bfloat16(v)) << 16; }
#define OPS(X) \
  X(hadd, b, "", HB(__hadd(a, b))) X(hsub, b, "", HB(__hsub(a, b))) X(hmul, b, "", HB(__hmul(a, b))) \
  X(hdiv, b, "", HB(__hdiv(a, b))) X(hfma, b, "", HB(__hfma(a, b, c))) \
  X(hadd_sat, b, "", HB(__hadd_sat(a, b))) X(hsub_sat, b, "", HB(__hsub_sat(a, b))) \
  X(hmul_sat, b, "", HB(__hmul_sat(a, b))) X(hfma_sat, b, "", HB(__hfma_sat(a, b, c))) \
  X(hadd_rn, b, "", HB(__hadd_rn(a, b))) X(hsub_rn, b, "", HB(__hsub_rn(a, b))) X(hmul_rn, b, "", HB(__hmul_rn(a, b))) \
  X(hfma_relu, b, "", HB(__hfma_relu(a, b, c))) X(hneg, b, "", HB(__hneg(a))) X(habs, b, "", HB(__habs(a))) \
  X(hmax, b, "", HB(__hmax(a, b))) X(hmin, b, "", HB(__hmin(a, b))) \
  X(hmax_nan, b, "", HB(__hmax_nan(a, b))) X(hmin_nan, b, "", HB(__hmin_nan(a, b))) \
  X(op_add, b, "", HB(a + b)) X(op_mul, b, "", HB(a * b)) X(op_div, b, "", HB(a / b)) X(op_neg, b, "", HB(-a)) \
  X(hadd2, B, "", H2B(__hadd2(a2, b2))) X(hsub2, B, "", H2B(__hsub2(a2, b2))) X(hmul2, B, "", H2B(__hmul2(a2, b2))) \
  X(h2div, B, "", H2B(__h2div(a2, b2))) X(hfma2, B, "", H2B(__hfma2(a2, b2, c2))) \
  X(hadd2_sat, B, "", H2B(__hadd2_sat(a2, b2))) X(hsub2_sat, B, "", H2B(__hsub2_sat(a2, b2))) \
  X(hmul2_sat, B, "", H2B(__hmul2_sat(a2, b2))) X(hfma2_sat, B, "", H2B(__hfma2_sat(a2, b2, c2))) \
  X(hadd2_rn, B, "", H2B(__hadd2_rn(a2, b2))) X(hmul2_rn, B, "", H2B(__hmul2_rn(a2, b2))) \
  X(hfma2_relu, B, "", H2B(__hfma2_relu(a2, b2, c2))) X(hneg2, B, "", H2B(__hneg2(a2))) X(habs2, B, "", H2B(__habs2(a2))) \
  X(hmax2, B, "", H2B(__hmax2(a2, b2))) X(hmin2, B, "", H2B(__hmin2(a2, b2))) \
  X(hmax2_nan, B, "", H2B(__hmax2_nan(a2, b2))) X(hmin2_nan, B, "", H2B(__hmin2_nan(a2, b2))) \
  X(heq, u, "", __heq(a, b)) X(hne, u, "", __hne(a, b)) X(hlt, u, "", __hlt(a, b)) X(hle, u, "", __hle(a, b)) \
  X(hgt, u, "", __hgt(a, b)) X(hge, u, "", __hge(a, b)) X(hequ, u, "", __hequ(a, b)) X(hneu, u, "", __hneu(a, b)) \
  X(hltu, u, "", __hltu(a, b)) X(hleu, u, "", __hleu(a, b)) X(hgtu, u, "", __hgtu(a, b)) X(hgeu, u, "", __hgeu(a, b)) \
  X(hisnan, u, "", (unsigned)__hisnan(a)) X(hisinf, u, "", (unsigned)__hisinf(a)) \
  X(op_lt, u, "", a < b) X(op_ne, u, "", a != b) \
  X(heq2, B, "", H2B(__heq2(a2, b2))) X(hlt2, B, "", H2B(__hlt2(a2, b2))) X(hgeu2, B, "", H2B(__hgeu2(a2, b2))) \
  X(hneu2, B, "", H2B(__hneu2(a2, b2))) X(hisnan2, B, "", H2B(__hisnan2(a2))) \
  X(hbeq2, u, "", __hbeq2(a2, b2)) X(hbne2, u, "", __hbne2(a2, b2)) X(hblt2, u, "", __hblt2(a2, b2)) \
  X(hbgtu2, u, "", __hbgtu2(a2, b2)) X(hbequ2, u, "", __hbequ2(a2, b2)) X(hbleu2, u, "", __hbleu2(a2, b2))

__global__ void arith(const unsigned short *A, const unsigned short *B, const unsigned short *C, unsigned long long *out) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= N) return;
  __nv_bfloat16 a = __ushort_as_bfloat16(A[i]), b = __ushort_as_bfloat16(B[i]), c = __ushort_as_bfloat16(C[i]);
  __nv_bfloat162 a2 = __halves2bfloat162(a, b), b2 = __halves2bfloat162(b, c), c2 = __halves2bfloat162(c, a);
  unsigned long long *o = out + i;
  int k = 0;
  OPS(DEV_ROW)
}

static const Group groups[] = {OPS(HOST_ROW)};

int main() {
  auto A = operand16(BE, 0, 0x1234567887654321ull, 0xffffu), B = operand16(BE, 1, 0x0fedcba987654321ull, 0xffffu),
       C = operand16(BE, 2, 0x5555aaaa3333cccdull, 0xffffu);
  const int ng = sizeof groups / sizeof groups[0];
  DeviceBuffer<unsigned short> dA(A), dB(B), dC(C);
  DeviceBuffer<unsigned long long> out(size_t(ng) * N);
  arith<<<N / 128, 128>>>(dA.ptr, dB.ptr, dC.ptr, out.ptr);
  report_groups(groups, ng, out.get());
  return finish();
}
