// SPDX-License-Identifier: Apache-2.0
// The device API of curand_kernel.h run on the host (its functions are __host__ __device__):
// the same configurations and calls as test/exec/cases/curand_device.cu, printed in the same
// "<group> <index> <type> <hex>" format so the output compares line by line with what NVIDIA's
// cuRAND printed for that case on an H200 (nvidia-device.txt).
#include <curand_kernel.h>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

struct Config { unsigned long long seed, subsequence, offset; };
static std::vector<Config> kConfigs = {
    {1234ull, 0, 0}, {0ull, 0, 0}, {0xdeadbeefcafef00dull, 3, 17}, {42ull, 1, 0},
    {42ull, 0, 1000003ull}, {7ull, 123456789ull, 5}, {99ull, 0, 1ull << 40}, {5ull, 1ull << 40, 3}};
static int kNumConfigs = 8;
static const int kFunctions = 16, kValues = 16;

static void u32(const std::string &g, int i, unsigned v) { std::printf("%s %d u32 %08x\n", g.c_str(), i, v); }
static void f32(const std::string &g, int i, float v) { unsigned b; std::memcpy(&b, &v, 4); std::printf("%s %d f32 %08x\n", g.c_str(), i, b); }
static void f64(const std::string &g, int i, double v) { unsigned long long b; std::memcpy(&b, &v, 8); std::printf("%s %d f64 %016llx\n", g.c_str(), i, b); }

template <class S> static void run(S *st, int fn, const std::string &g) {
  for (int i = 0; i < kValues; ++i) {
    switch (fn) {
    case 0: u32(g, i, curand(st)); break;
    case 1: f32(g, i, curand_uniform(st)); break;
    case 2: f64(g, i, curand_uniform_double(st)); break;
    case 3: f32(g, i, curand_normal(st)); break;
    case 4: f64(g, i, curand_normal_double(st)); break;
    case 5: f32(g, i, curand_log_normal(st, 1.0f, 0.5f)); break;
    case 6: f64(g, i, curand_log_normal_double(st, 0.5, 2.0)); break;
    case 7: { float2 v = curand_normal2(st); f32(g, i, v.x); f32(g, ++i, v.y); } break;
    case 8: { double2 v = curand_normal2_double(st); f64(g, i, v.x); f64(g, ++i, v.y); } break;
    case 9: { float2 v = curand_log_normal2(st, -1.0f, 0.25f); f32(g, i, v.x); f32(g, ++i, v.y); } break;
    case 10: { double2 v = curand_log_normal2_double(st, 2.0, 0.125); f64(g, i, v.x); f64(g, ++i, v.y); } break;
    case 11: u32(g, i, curand_poisson(st, 3.5)); break;
    case 12: u32(g, i, curand_poisson(st, 100.0)); break;
    case 13: u32(g, i, curand_poisson(st, 5000.0)); break;
    case 14:
      switch (i % 4) {
      case 0: f32(g, i, curand_normal(st)); break;
      case 1: u32(g, i, curand(st)); break;
      case 2: f64(g, i, curand_normal_double(st)); break;
      default: f32(g, i, curand_uniform(st)); break;
      }
      break;
    case 15:
      if (i == 0) { skipahead(1000ull, st); skipahead_sequence(2ull, st); }
      if (i == 8) skipahead((1ull << 35) + 3, st);
      u32(g, i, curand(st));
      break;
    }
  }
}

// Tolerances of the groups whose values go through logf/sincosf/exp (see docs/curand.md):
// NVIDIA's float Box-Muller uses a fast sine/cosine (about 2^-21 absolute).
static const char *tolerance(int fn) {
  switch (fn) {
  case 3: case 7: case 14: return "abs=4e-6";
  case 4: case 8: return "ulp=8";
  case 5: case 9: return "rel=2e-5";
  case 6: case 10: return "ulp=32";
  default: return nullptr;
  }
}

template <class S> static void report(const char *name) {
  for (int c = 0; c < (int)kConfigs.size(); ++c)
    for (int fn = 0; fn < (c < kNumConfigs ? kFunctions : 1); ++fn) {
      if (const char *t = tolerance(fn))
        std::printf("TOL %s_c%d_f%d %s\n", name, c, fn, t);
      S st;
      curand_init(kConfigs[c].seed, kConfigs[c].subsequence, kConfigs[c].offset, &st);
      run(&st, fn, std::string(name) + "_c" + std::to_string(c) + "_f" + std::to_string(fn));
    }
}

// Extra "seed,subsequence,offset" arguments add configurations (raw draws only: group f0).
int main(int argc, char **argv) {
  for (int a = 1; a < argc; ++a) {
    char *p = argv[a];
    Config c;
    c.seed = std::strtoull(p, &p, 0);
    c.subsequence = std::strtoull(p + (*p == ','), &p, 0);
    c.offset = std::strtoull(p + (*p == ','), &p, 0);
    if (*p)
      return 2;
    kConfigs.push_back(c);
  }
  report<curandStateXORWOW_t>("xorwow");
  report<curandStatePhilox4_32_10_t>("philox");
  report<curandStateMRG32k3a_t>("mrg");
  {
    curandStateMRG32k3a_t st;
    curand_init(77ull, 0, 0, &st);
    skipahead_subsequence(5ull, &st);
    for (int i = 0; i < 4; ++i) u32("mrg_skipsub", i, curand(&st));
    skipahead_sequence(1ull, &st);
    for (int i = 4; i < 8; ++i) u32("mrg_skipsub", i, curand(&st));
  }
  for (int c = 0; c < kNumConfigs; ++c) {
    curandStatePhilox4_32_10_t st;
    curand_init(kConfigs[c].seed, kConfigs[c].subsequence, kConfigs[c].offset, &st);
    std::string g = "philox_vec_c" + std::to_string(c);
    std::printf("TOL %s rel=2e-5\n", g.c_str()); // normal4 / log_normal4 values
    uint4 a = curand4(&st);
    u32(g, 0, a.x); u32(g, 1, a.y); u32(g, 2, a.z); u32(g, 3, a.w);
    float4 u = curand_uniform4(&st);
    f32(g, 4, u.x); f32(g, 5, u.y); f32(g, 6, u.z); f32(g, 7, u.w);
    float4 n = curand_normal4(&st);
    f32(g, 8, n.x); f32(g, 9, n.y); f32(g, 10, n.z); f32(g, 11, n.w);
    float4 l = curand_log_normal4(&st, 0.5f, 1.5f);
    f32(g, 12, l.x); f32(g, 13, l.y); f32(g, 14, l.z); f32(g, 15, l.w);
    double2 d = curand_uniform2_double(&st);
    f64(g, 16, d.x); f64(g, 17, d.y);
    double2 nd = curand_normal2_double(&st);
    f64(g, 18, nd.x); f64(g, 19, nd.y);
    uint4 p = curand_poisson4(&st, 7.25);
    u32(g, 20, p.x); u32(g, 21, p.y); u32(g, 22, p.z); u32(g, 23, p.w);
    for (int i = 24; i < 32; ++i) u32(g, i, curand(&st));
  }
  std::printf("END\n");
  return 0;
}
