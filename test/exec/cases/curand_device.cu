// SPDX-License-Identifier: Apache-2.0
// EXEC: compare=exact
// cuRAND device API (curand_kernel.h): XORWOW, Philox4_32_10 and MRG32k3a streams for several
// (seed, subsequence, offset) triples, every scalar distribution, skip-ahead, and the Box-Muller
// cache shared between calls. One thread per (configuration, function); each starts from a fresh
// curand_init so a wrong value points at one function.
#include "harness.h"
#include <curand_kernel.h>

struct Config { unsigned long long seed, subsequence, offset; };
__constant__ Config kConfigs[] = {
    {1234ull, 0, 0}, {0ull, 0, 0}, {0xdeadbeefcafef00dull, 3, 17}, {42ull, 1, 0},
    {42ull, 0, 1000003ull}, {7ull, 123456789ull, 5}, {99ull, 0, 1ull << 40}, {5ull, 1ull << 40, 3}};
constexpr int kNumConfigs = 8;
constexpr int kFunctions = 16;
constexpr int kValues = 16; // per thread, stored as 64-bit slots

template <class S> __device__ void run(S *st, int fn, unsigned long long *o) {
  auto f32 = [](float v) { return (unsigned long long)__float_as_uint(v); };
  auto f64 = [](double v) { return (unsigned long long)__double_as_longlong(v); };
  for (int i = 0; i < kValues; ++i) {
    switch (fn) {
    case 0: o[i] = curand(st); break;
    case 1: o[i] = f32(curand_uniform(st)); break;
    case 2: o[i] = f64(curand_uniform_double(st)); break;
    case 3: o[i] = f32(curand_normal(st)); break;
    case 4: o[i] = f64(curand_normal_double(st)); break;
    case 5: o[i] = f32(curand_log_normal(st, 1.0f, 0.5f)); break;
    case 6: o[i] = f64(curand_log_normal_double(st, 0.5, 2.0)); break;
    case 7: { float2 v = curand_normal2(st); o[i] = f32(v.x); o[++i] = f32(v.y); } break;
    case 8: { double2 v = curand_normal2_double(st); o[i] = f64(v.x); o[++i] = f64(v.y); } break;
    case 9: { float2 v = curand_log_normal2(st, -1.0f, 0.25f); o[i] = f32(v.x); o[++i] = f32(v.y); } break;
    case 10: { double2 v = curand_log_normal2_double(st, 2.0, 0.125); o[i] = f64(v.x); o[++i] = f64(v.y); } break;
    case 11: o[i] = curand_poisson(st, 3.5); break;
    case 12: o[i] = curand_poisson(st, 100.0); break;
    case 13: o[i] = curand_poisson(st, 5000.0); break;
    case 14: // the Box-Muller caches interleaved with other draws
      switch (i % 4) {
      case 0: o[i] = f32(curand_normal(st)); break;
      case 1: o[i] = curand(st); break;
      case 2: o[i] = f64(curand_normal_double(st)); break;
      default: o[i] = f32(curand_uniform(st)); break;
      }
      break;
    case 15: // skip-ahead after init: offset and (sub)sequence jumps
      if (i == 0) { skipahead(1000ull, st); skipahead_sequence(2ull, st); }
      if (i == 8) skipahead((1ull << 35) + 3, st);
      o[i] = curand(st);
      break;
    }
  }
}

template <class S> __global__ void kernel(unsigned long long *out) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= kNumConfigs * kFunctions) return;
  Config c = kConfigs[t / kFunctions];
  S st;
  curand_init(c.seed, c.subsequence, c.offset, &st);
  run(&st, t % kFunctions, out + (size_t)t * kValues);
}

// MRG32k3a also has skipahead_subsequence (2^76 steps) next to skipahead_sequence (2^127).
__global__ void mrg_subsequence(unsigned long long *out) {
  curandStateMRG32k3a_t st;
  curand_init(77ull, 0, 0, &st);
  skipahead_subsequence(5ull, &st);
  for (int i = 0; i < 4; ++i) out[i] = curand(&st);
  skipahead_sequence(1ull, &st);
  for (int i = 4; i < 8; ++i) out[i] = curand(&st);
}

// Philox's vector functions.
__global__ void philox_vectors(unsigned long long *out) {
  int c = threadIdx.x;
  if (c >= kNumConfigs) return;
  curandStatePhilox4_32_10_t st;
  curand_init(kConfigs[c].seed, kConfigs[c].subsequence, kConfigs[c].offset, &st);
  unsigned long long *o = out + c * 32;
  uint4 a = curand4(&st);
  o[0] = a.x; o[1] = a.y; o[2] = a.z; o[3] = a.w;
  float4 u = curand_uniform4(&st);
  o[4] = __float_as_uint(u.x); o[5] = __float_as_uint(u.y); o[6] = __float_as_uint(u.z); o[7] = __float_as_uint(u.w);
  float4 n = curand_normal4(&st);
  o[8] = __float_as_uint(n.x); o[9] = __float_as_uint(n.y); o[10] = __float_as_uint(n.z); o[11] = __float_as_uint(n.w);
  float4 l = curand_log_normal4(&st, 0.5f, 1.5f);
  o[12] = __float_as_uint(l.x); o[13] = __float_as_uint(l.y); o[14] = __float_as_uint(l.z); o[15] = __float_as_uint(l.w);
  double2 d = curand_uniform2_double(&st);
  o[16] = __double_as_longlong(d.x); o[17] = __double_as_longlong(d.y);
  double2 nd = curand_normal2_double(&st);
  o[18] = __double_as_longlong(nd.x); o[19] = __double_as_longlong(nd.y);
  uint4 p = curand_poisson4(&st, 7.25);
  o[20] = p.x; o[21] = p.y; o[22] = p.z; o[23] = p.w;
  for (int i = 24; i < 32; ++i) o[i] = curand(&st);
}

// Box-Muller groups go through logf/sincosf/exp: NVIDIA's float path uses a fast sine/cosine
// (about 2^-21 absolute), so these compare within a tolerance (docs/curand.md).
static const char *tolerance(int fn) {
  switch (fn) {
  case 3: case 7: case 14: return "abs=4e-6";
  case 4: case 8: return "ulp=8";
  case 5: case 9: return "rel=2e-5";
  case 6: case 10: return "ulp=32";
  default: return nullptr;
  }
}

template <class S> void report(const char *name) {
  const size_t n = (size_t)kNumConfigs * kFunctions * kValues;
  DeviceBuffer<unsigned long long> out(n);
  kernel<S><<<(kNumConfigs * kFunctions + 63) / 64, 64>>>(out.ptr);
  std::vector<unsigned long long> h = out.get();
  static const char *types[kFunctions] = {"u32", "f32", "f64", "f32", "f64", "f32", "f64", "f32",
                                          "f64", "f32", "f64", "u32", "u32", "u32", "mix", "u32"};
  for (int c = 0; c < kNumConfigs; ++c)
    for (int fn = 0; fn < kFunctions; ++fn) {
      std::string g = std::string(name) + "_c" + std::to_string(c) + "_f" + std::to_string(fn);
      if (const char *t = tolerance(fn))
        std::printf("TOL %s %s\n", g.c_str(), t);
      for (int i = 0; i < kValues; ++i) {
        unsigned long long v = h[((size_t)c * kFunctions + fn) * kValues + i];
        std::string t = types[fn];
        if (t == "mix") t = (i % 4 == 0 || i % 4 == 3) ? "f32" : (i % 4 == 1 ? "u32" : "f64");
        if (t == "u32") report_u32(g, i, (uint32_t)v);
        else if (t == "f32") { float f; uint32_t b = (uint32_t)v; std::memcpy(&f, &b, 4); report_f32(g, i, f); }
        else { double d; std::memcpy(&d, &v, 8); report_f64(g, i, d); }
      }
    }
}

int main() {
  report<curandStateXORWOW_t>("xorwow");
  report<curandStatePhilox4_32_10_t>("philox");
  report<curandStateMRG32k3a_t>("mrg");
  {
    DeviceBuffer<unsigned long long> out(8);
    mrg_subsequence<<<1, 1>>>(out.ptr);
    std::vector<unsigned long long> h = out.get();
    for (int i = 0; i < 8; ++i) report_u32("mrg_skipsub", i, (uint32_t)h[i]);
  }
  {
    DeviceBuffer<unsigned long long> out(kNumConfigs * 32);
    philox_vectors<<<1, kNumConfigs>>>(out.ptr);
    std::vector<unsigned long long> h = out.get();
    for (int c = 0; c < kNumConfigs; ++c)
      for (int i = 0; i < 32; ++i) {
        unsigned long long v = h[c * 32 + i];
        std::string g = "philox_vec_c" + std::to_string(c);
        if (i == 0)
          std::printf("TOL %s rel=2e-5\n", g.c_str()); // normal4 / log_normal4
        if (i < 4 || (i >= 20)) report_u32(g, i, (uint32_t)v);
        else if (i < 16) { float f; uint32_t b = (uint32_t)v; std::memcpy(&f, &b, 4); report_f32(g, i, f); }
        else { double d; std::memcpy(&d, &v, 8); report_f64(g, i, d); }
      }
  }
  return finish();
}
