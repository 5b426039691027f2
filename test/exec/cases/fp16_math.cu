// SPDX-License-Identifier: Apache-2.0
// EXEC: compare=exact
// cuda_fp16.h math functions, scalar and 2-wide. Roundings (htrunc, hceil, hfloor, hrint) are exact; the
// others are approximations in CUDA (computed in float and rounded): TOL is 2 half ulps (16384 f32 ulps
// of the widened result, or 2^-23 absolute where the result is a half denormal).
#include <cmath>
#include <cuda_fp16.h>
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
static const unsigned short HE[16] = {0x0000, 0x8000, 0x3c00, 0xbc00, 0x7c00, 0xfc00, 0x7e00, 0x0001,
                                      0x03ff, 0x0400, 0x7bff, 0xfbff, 0x3555, 0x3800, 0x3e00, 0x4100};
#define HB(x) __half_as_ushort(x)
#define H2B(x) h2bits(x)
#define APX "ulp=16384 abs=1.2e-7"
__device__ __forceinline__ unsigned h2bits(__half2 v) { return (unsigned)HB(__low2half(v)) | (unsigned)HB(__high2half(v)) << 16; }
#define OPS(X) \
  X(htrunc, h, "", HB(htrunc(a))) X(hceil, h, "", HB(hceil(a))) X(hfloor, h, "", HB(hfloor(a))) X(hrint, h, "", HB(hrint(a))) \
  X(hsqrt, h, APX, HB(hsqrt(a))) X(hrsqrt, h, APX, HB(hrsqrt(a))) X(hrcp, h, APX, HB(hrcp(a))) \
  X(hexp, h, APX, HB(hexp(a))) X(hexp2, h, APX, HB(hexp2(a))) X(hexp10, h, APX, HB(hexp10(a))) \
  X(hlog, h, APX, HB(hlog(a))) X(hlog2, h, APX, HB(hlog2(a))) X(hlog10, h, APX, HB(hlog10(a))) \
  X(hsin, h, APX, HB(hsin(a))) X(hcos, h, APX, HB(hcos(a))) \
  X(h2trunc, H, "", H2B(h2trunc(a2))) X(h2floor, H, "", H2B(h2floor(a2))) X(h2rint, H, "", H2B(h2rint(a2))) \
  X(h2sqrt, H, APX, H2B(h2sqrt(a2))) X(h2rcp, H, APX, H2B(h2rcp(a2))) X(h2exp, H, APX, H2B(h2exp(a2))) \
  X(h2log2, H, APX, H2B(h2log2(a2))) X(h2sin, H, APX, H2B(h2sin(a2)))

__global__ void math(const unsigned short *A, unsigned long long *out) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= N) return;
  __half a = __ushort_as_half(A[i]), b = __ushort_as_half(A[(i * 5 + 17) % N]);
  __half2 a2 = __halves2half2(a, b);
  unsigned long long *o = out + i;
  int k = 0;
  OPS(DEV_ROW)
}

static const Group groups[] = {OPS(HOST_ROW)};

int main() {
  // 0..255: each edge value 16 times (indices i/16); then random bit patterns whose exponent field has
  // bits 12..13 cleared: magnitudes in [2^-14, 2^-11) or [1, 32), both signs, plus denormals.
  auto A = operand16(HE, 0, 0x1234567887654321ull, 0xcfffu);
  for (int i = 0; i < 256; i += 16) A[i + 1] = (unsigned short)(0x3c00 + i * 3), A[i + 2] = (unsigned short)(0x4400 + i * 5);
  const int ng = sizeof groups / sizeof groups[0];
  DeviceBuffer<unsigned short> dA(A);
  DeviceBuffer<unsigned long long> out(size_t(ng) * N);
  math<<<N / 128, 128>>>(dA.ptr, out.ptr);
  report_groups(groups, ng, out.get());
  return finish();
}
