// SPDX-License-Identifier: Apache-2.0
// The table machinery of the fp16*/bf16* execution cases: one output group per row of an X-macro
// table, 16-bit results widened exactly on the host, 16-bit operands from edge values and a fixed
// stream. Include after harness.h.
#pragma once
#include <cmath>
#include <cstring>
#include "harness.h"
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
