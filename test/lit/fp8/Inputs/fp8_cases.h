// SPDX-License-Identifier: Apache-2.0
// The FP8 conversions compared with NVIDIA's, written once against the public cuda_fp8.h API so
// that the same file compiles with NVIDIA's header (gen_reference.cu, built by NVIDIA's nvcc as
// host code) and with ours (host-exact.cpp): every row is a function from an integer input (the
// bits of a float, a double, a half, an fp8 code, or an integer's value) to the result's bits.
//
// A reference is a list of runs per row: (first input, result) where the result changes, in the
// input's natural order (bit patterns for floating-point inputs: each sign half is monotone in
// magnitude; offset values for signed integers). 16-bit and 8-bit domains and float are scanned
// exhaustively by the generator; 64-bit domains are searched (galloping, then bisection) and the
// runs confirmed by random probes, so the reference is exact and small.
//
// Pair and quad conversions (fp8x2, fp8x4) are checked as what they are documented to be, the
// scalar conversion of each element in its byte: `pairs()` checks that on random and special
// inputs for whichever header it is compiled with (the generator refuses to write a reference
// when NVIDIA's fails it), so the scalar reference covers them.
#ifndef SCALE_TEST_FP8_CASES_H
#define SCALE_TEST_FP8_CASES_H
#include <cuda_fp8.h>
#include <cstdint>
#include <cstring>

namespace fp8cases {

enum Domain { D8, D16, F32, F64, S32, U32, S64, U64 };
inline const char *domainName(Domain d) {
  static const char *n[] = {"d8", "d16", "f32", "f64", "s32", "u32", "s64", "u64"};
  return n[d];
}
// Inputs of a domain are indices 0 .. last(d); signed domains store value - INT_MIN.
inline uint64_t last(Domain d) {
  switch (d) {
  case D8: return 0xff;
  case D16: return 0xffff;
  case F32: case S32: case U32: return 0xffffffffu;
  default: return ~0ull;
  }
}

template <class T, class U> inline T bits(U u) {
  static_assert(sizeof(T) == sizeof(U), "size");
  T t;
  std::memcpy(&t, &u, sizeof t);
  return t;
}
inline float f32(uint64_t i) { return bits<float>((uint32_t)i); }
inline double f64(uint64_t i) { return bits<double>(i); }
inline int32_t s32(uint64_t i) { return (int32_t)(uint32_t)(i ^ 0x80000000u); }
inline int64_t s64(uint64_t i) { return (int64_t)(i ^ 0x8000000000000000ull); }
inline __half_raw hraw(uint64_t i) { __half_raw r; r.x = (unsigned short)i; return r; }
inline __nv_bfloat16_raw braw(uint64_t i) { __nv_bfloat16_raw r; r.x = (unsigned short)i; return r; }
inline __half half(uint64_t i) { return __half(hraw(i)); }
inline __nv_bfloat16 bf16(uint64_t i) { return __nv_bfloat16(braw(i)); }
inline uint64_t of(__half h) { return ((__half_raw)h).x; }
inline uint64_t of(__nv_bfloat16 h) { return ((__nv_bfloat16_raw)h).x; }
template <class T> inline T fp8(uint64_t i) { T t; t.__x = (__nv_fp8_storage_t)i; return t; }

struct Row {
  const char *name;
  Domain dom;
  uint64_t (*fn)(uint64_t);
};

// The conversion functions, in both saturation modes and both interpretations.
#define FP8_CVT(N, EXPR)                                                                         \
  template <__nv_saturation_t S, __nv_fp8_interpretation_t I> uint64_t N(uint64_t i) {          \
    return EXPR;                                                                                 \
  }
FP8_CVT(cvt_float, __nv_cvt_float_to_fp8(f32(i), S, I))
FP8_CVT(cvt_double, __nv_cvt_double_to_fp8(f64(i), S, I))
FP8_CVT(cvt_halfraw, __nv_cvt_halfraw_to_fp8(hraw(i), S, I))
FP8_CVT(cvt_bf16raw, __nv_cvt_bfloat16raw_to_fp8(braw(i), S, I))
#undef FP8_CVT
#define FP8_SAT_ROWS(N, D)                                                                       \
  {#N "_e4m3_nosat", D, N<__NV_NOSAT, __NV_E4M3>}, {#N "_e4m3_sat", D, N<__NV_SATFINITE, __NV_E4M3>}, \
      {#N "_e5m2_nosat", D, N<__NV_NOSAT, __NV_E5M2>},                                           \
      {#N "_e5m2_sat", D, N<__NV_SATFINITE, __NV_E5M2>},

// The classes: constructors from every source type, conversion operators to every target.
#define FP8_CLASS_ROWS(X, T)                                                                     \
  X(T, ctor_float, F32, T(f32(i)).__x)                                                            \
  X(T, ctor_double, F64, T(f64(i)).__x)                                                           \
  X(T, ctor_half, D16, T(half(i)).__x)                                                            \
  X(T, ctor_bf16, D16, T(bf16(i)).__x)                                                            \
  X(T, ctor_ushort, D16, T((unsigned short)i).__x)                                                \
  X(T, ctor_short, D16, T((short)(unsigned short)(i ^ 0x8000u)).__x)                              \
  X(T, ctor_uint, U32, T((unsigned int)i).__x)                                                    \
  X(T, ctor_int, S32, T((int)s32(i)).__x)                                                         \
  X(T, ctor_ulong, U64, T((unsigned long)i).__x)                                                  \
  X(T, ctor_long, S64, T((long)s64(i)).__x)                                                       \
  X(T, ctor_ullong, U64, T((unsigned long long)i).__x)                                            \
  X(T, ctor_llong, S64, T((long long)s64(i)).__x)                                                 \
  X(T, to_halfraw, D8, __nv_cvt_fp8_to_halfraw(fp8<T>(i).__x, T##_interp).x)                    \
  X(T, op_half, D8, of(static_cast<__half>(fp8<T>(i))))                                          \
  X(T, op_bf16, D8, of(static_cast<__nv_bfloat16>(fp8<T>(i))))                                   \
  X(T, op_float, D8, bits<uint32_t>(static_cast<float>(fp8<T>(i))))                              \
  X(T, op_double, D8, bits<uint64_t>(static_cast<double>(fp8<T>(i))))                            \
  X(T, op_uchar, D8, (uint64_t) static_cast<unsigned char>(fp8<T>(i)))                           \
  X(T, op_ushort, D8, (uint64_t) static_cast<unsigned short>(fp8<T>(i)))                         \
  X(T, op_uint, D8, (uint64_t) static_cast<unsigned int>(fp8<T>(i)))                             \
  X(T, op_ulong, D8, (uint64_t) static_cast<unsigned long>(fp8<T>(i)))                           \
  X(T, op_ullong, D8, (uint64_t) static_cast<unsigned long long>(fp8<T>(i)))                     \
  X(T, op_schar, D8, (uint64_t)(int64_t) static_cast<signed char>(fp8<T>(i)))                    \
  X(T, op_char, D8, (uint64_t)(int64_t) static_cast<char>(fp8<T>(i)))                            \
  X(T, op_short, D8, (uint64_t)(int64_t) static_cast<short>(fp8<T>(i)))                          \
  X(T, op_int, D8, (uint64_t)(int64_t) static_cast<int>(fp8<T>(i)))                              \
  X(T, op_long, D8, (uint64_t)(int64_t) static_cast<long>(fp8<T>(i)))                            \
  X(T, op_llong, D8, (uint64_t) static_cast<long long>(fp8<T>(i)))                               \
  X(T, op_bool, D8, (uint64_t) static_cast<bool>(fp8<T>(i)))
const __nv_fp8_interpretation_t __nv_fp8_e4m3_interp = __NV_E4M3;
const __nv_fp8_interpretation_t __nv_fp8_e5m2_interp = __NV_E5M2;
#define FP8_CLASS_FN(T, N, D, E) inline uint64_t T##_##N(uint64_t i) { return E; }
FP8_CLASS_ROWS(FP8_CLASS_FN, __nv_fp8_e4m3)
FP8_CLASS_ROWS(FP8_CLASS_FN, __nv_fp8_e5m2)
#undef FP8_CLASS_FN

inline const Row *rows(int *n) {
#define FP8_CLASS_ROW(T, N, D, E) {#T "_" #N, D, T##_##N},
  static const Row r[] = {
      FP8_SAT_ROWS(cvt_float, F32) FP8_SAT_ROWS(cvt_double, F64) FP8_SAT_ROWS(cvt_halfraw, D16)
      FP8_SAT_ROWS(cvt_bf16raw, D16)
      FP8_CLASS_ROWS(FP8_CLASS_ROW, __nv_fp8_e4m3) FP8_CLASS_ROWS(FP8_CLASS_ROW, __nv_fp8_e5m2)};
#undef FP8_SAT_ROWS
#undef FP8_CLASS_ROW
  *n = (int)(sizeof r / sizeof r[0]);
  return r;
}

// A small deterministic generator (splitmix64): both programs draw the same inputs.
struct Rng {
  uint64_t s;
  explicit Rng(uint64_t seed) : s(seed) {}
  uint64_t next() {
    uint64_t z = (s += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
  }
};

// Pair and quad conversions against the scalar ones, element by element. Returns the number of
// mismatches (printing the first few through report).
template <class Report> long pairs(long samples, Report report) {
  long bad = 0;
  auto check = [&](const char *what, uint64_t got, uint64_t want) {
    if (got != want) {
      if (bad < 10)
        report(what, got, want);
      ++bad;
    }
  };
  static const uint32_t special[] = {0x0, 0x80000000u, 0x7f800000u, 0xff800000u, 0x7fc00000u,
                                     0xffc00001u, 0x43e00000u, 0x43e80000u, 0x47600000u,
                                     0x47700000u, 0x3b000000u, 0x3a800000u, 0x37800000u, 1u};
  const int nspecial = (int)(sizeof special / sizeof special[0]);
  Rng rng(0x5ca1eu);
  const __nv_saturation_t sats[] = {__NV_NOSAT, __NV_SATFINITE};
  const __nv_fp8_interpretation_t kinds[] = {__NV_E4M3, __NV_E5M2};
  for (long n = 0; n < samples; ++n) {
    const uint64_t r = rng.next(), r2 = rng.next();
    // Random bits, half of them in fp8's range (exponent near 127), some special values.
    uint32_t a = (uint32_t)r, b = (uint32_t)(r >> 32);
    if (n & 1) {
      a = (a & 0x807fffffu) | ((uint32_t)(100 + (r2 & 31)) << 23);
      b = (b & 0x807fffffu) | ((uint32_t)(100 + ((r2 >> 5) & 31)) << 23);
    }
    if (n < nspecial * nspecial) {
      a = special[n % nspecial];
      b = special[n / nspecial];
    }
    const float fa = f32(a), fb = f32(b);
    const double da = f64(((uint64_t)a << 32) | (r2 >> 32)), db = f64((uint64_t)b << 32 | (uint32_t)r2);
    const uint16_t ha = (uint16_t)(r2 >> 40), hb = (uint16_t)(r2 >> 24);
    for (__nv_saturation_t s : sats)
      for (__nv_fp8_interpretation_t k : kinds) {
        auto s8 = [&](float x) { return (uint64_t)__nv_cvt_float_to_fp8(x, s, k); };
        auto d8 = [&](double x) { return (uint64_t)__nv_cvt_double_to_fp8(x, s, k); };
        auto h8 = [&](uint16_t x) { return (uint64_t)__nv_cvt_halfraw_to_fp8(hraw(x), s, k); };
        auto b8 = [&](uint16_t x) { return (uint64_t)__nv_cvt_bfloat16raw_to_fp8(braw(x), s, k); };
        float2 f2;
        f2.x = fa;
        f2.y = fb;
        check("float2_to_fp8x2", __nv_cvt_float2_to_fp8x2(f2, s, k), s8(fa) | s8(fb) << 8);
        double2 d2;
        d2.x = da;
        d2.y = db;
        check("double2_to_fp8x2", __nv_cvt_double2_to_fp8x2(d2, s, k), d8(da) | d8(db) << 8);
        __half2_raw h2;
        h2.x = ha;
        h2.y = hb;
        check("halfraw2_to_fp8x2", __nv_cvt_halfraw2_to_fp8x2(h2, s, k), h8(ha) | h8(hb) << 8);
        __nv_bfloat162_raw b2;
        b2.x = ha;
        b2.y = hb;
        check("bfloat16raw2_to_fp8x2", __nv_cvt_bfloat16raw2_to_fp8x2(b2, s, k),
              b8(ha) | b8(hb) << 8);
      }
    // fp8x2 -> halfraw2 and the operators of the pair and quad classes.
    const uint16_t c2 = (uint16_t)r;
    for (__nv_fp8_interpretation_t k : kinds) {
      __half2_raw w = __nv_cvt_fp8x2_to_halfraw2(c2, k);
      check("fp8x2_to_halfraw2", (uint64_t)w.x | (uint64_t)w.y << 16,
            (uint64_t)__nv_cvt_fp8_to_halfraw((__nv_fp8_storage_t)c2, k).x |
                (uint64_t)__nv_cvt_fp8_to_halfraw((__nv_fp8_storage_t)(c2 >> 8), k).x << 16);
    }
#define FP8_VEC_CHECKS(T, T2, T4)                                                                \
  {                                                                                              \
    float2 f2;                                                                                   \
    f2.x = fa;                                                                                   \
    f2.y = fb;                                                                                   \
    check(#T2 "(float2)", T2(f2).__x, T(fa).__x | T(fb).__x << 8);                               \
    double2 d2;                                                                                  \
    d2.x = da;                                                                                   \
    d2.y = db;                                                                                   \
    check(#T2 "(double2)", T2(d2).__x, T(da).__x | T(db).__x << 8);                              \
    const __half2 h2(half(ha), half(hb));                                                        \
    check(#T2 "(__half2)", T2(h2).__x, T(half(ha)).__x | T(half(hb)).__x << 8);                  \
    const __nv_bfloat162 b2(bf16(ha), bf16(hb));                                                 \
    check(#T2 "(__nv_bfloat162)", T2(b2).__x, T(bf16(ha)).__x | T(bf16(hb)).__x << 8);           \
    T2 p;                                                                                        \
    p.__x = c2;                                                                                  \
    const float2 pf = static_cast<float2>(p);                                                    \
    check(#T2 " -> float2", (uint64_t)bits<uint32_t>(pf.x) | (uint64_t)bits<uint32_t>(pf.y) << 32, \
          (uint64_t)bits<uint32_t>(float(fp8<T>(c2 & 0xff))) |                                   \
              (uint64_t)bits<uint32_t>(float(fp8<T>(c2 >> 8))) << 32);                           \
    const __half2 ph = static_cast<__half2>(p);                                                  \
    check(#T2 " -> __half2", of(ph.x) | of(ph.y) << 16,                                          \
          of(__half(fp8<T>(c2 & 0xff))) | of(__half(fp8<T>(c2 >> 8))) << 16);                    \
    float4 f4;                                                                                   \
    f4.x = fa;                                                                                   \
    f4.y = fb;                                                                                   \
    f4.z = fb;                                                                                   \
    f4.w = fa;                                                                                   \
    const uint64_t qa = T(fa).__x, qb = T(fb).__x;                                               \
    check(#T4 "(float4)", T4(f4).__x, qa | qb << 8 | qb << 16 | qa << 24);                       \
    double4 d4;                                                                                  \
    d4.x = da;                                                                                   \
    d4.y = db;                                                                                   \
    d4.z = db;                                                                                   \
    d4.w = da;                                                                                   \
    const uint64_t ra = T(da).__x, rb = T(db).__x;                                               \
    check(#T4 "(double4)", T4(d4).__x, ra | rb << 8 | rb << 16 | ra << 24);                      \
    const __half2 h2r(half(hb), half(ha));                                                       \
    const uint64_t ta = T(half(ha)).__x, tb = T(half(hb)).__x;                                   \
    check(#T4 "(__half2, __half2)", T4(h2, h2r).__x, ta | tb << 8 | tb << 16 | ta << 24);        \
    const __nv_bfloat162 b2r(bf16(hb), bf16(ha));                                                \
    const uint64_t ua = T(bf16(ha)).__x, ub = T(bf16(hb)).__x;                                   \
    check(#T4 "(__nv_bfloat162, __nv_bfloat162)", T4(b2, b2r).__x,                               \
          ua | ub << 8 | ub << 16 | ua << 24);                                                   \
    T4 q;                                                                                        \
    q.__x = (uint32_t)r2;                                                                        \
    const float4 qf = static_cast<float4>(q);                                                    \
    const float qe[4] = {qf.x, qf.y, qf.z, qf.w};                                                \
    for (int e = 0; e < 4; ++e)                                                                  \
      check(#T4 " -> float4", bits<uint32_t>(qe[e]),                                             \
            bits<uint32_t>(float(fp8<T>((uint32_t)r2 >> (8 * e) & 0xff))));                      \
  }
    FP8_VEC_CHECKS(__nv_fp8_e4m3, __nv_fp8x2_e4m3, __nv_fp8x4_e4m3)
    FP8_VEC_CHECKS(__nv_fp8_e5m2, __nv_fp8x2_e5m2, __nv_fp8x4_e5m2)
#undef FP8_VEC_CHECKS
  }
  return bad;
}

} // namespace fp8cases
#endif
