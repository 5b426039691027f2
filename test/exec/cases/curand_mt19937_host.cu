// SPDX-License-Identifier: Apache-2.0
// EXEC: compare=exact
// cuRAND's host API with CURAND_RNG_PSEUDO_MT19937, device generators: NVIDIA's libcurand in the
// reference build (build.sh links -lcurand), our libcurand's MT19937 generator
// (cuda-x/curand/Mt19937Generator.cu, compiled into the case) in route B, so that its kernels
// (twist of 8192 states, cuRAND's eight-lane read-out, distributions) go through our device
// pipeline. Bits of a first and a continued call (recorded before: bit-exact on the host
// generator), a call crossing into the second round (5111808 values), a seed of 2^32 and more,
// a seed set after generating; and the distributions, which no recording covers yet.
#include "harness.h"

#ifdef SCALE_EXEC_REFERENCE
#include <curand.h>
struct Gen {
  curandGenerator_t g = nullptr;
  explicit Gen(unsigned long long seed) {
    if (curandCreateGenerator(&g, CURAND_RNG_PSEUDO_MT19937) ||
        curandSetPseudoRandomGeneratorSeed(g, seed)) {
      std::printf("generator creation failed\n");
      std::exit(3);
    }
  }
  ~Gen() { curandDestroyGenerator(g); }
  int seed(unsigned long long s) { return curandSetPseudoRandomGeneratorSeed(g, s); }
  int bits(unsigned *o, size_t n) { return curandGenerate(g, o, n); }
  int uniform(float *o, size_t n) { return curandGenerateUniform(g, o, n); }
  int uniformDouble(double *o, size_t n) { return curandGenerateUniformDouble(g, o, n); }
  int normal(float *o, size_t n, float m, float s) { return curandGenerateNormal(g, o, n, m, s); }
  int normalDouble(double *o, size_t n, double m, double s) {
    return curandGenerateNormalDouble(g, o, n, m, s);
  }
  int logNormal(float *o, size_t n, float m, float s) { return curandGenerateLogNormal(g, o, n, m, s); }
  int logNormalDouble(double *o, size_t n, double m, double s) {
    return curandGenerateLogNormalDouble(g, o, n, m, s);
  }
  int poisson(unsigned *o, size_t n, double l) { return curandGeneratePoisson(g, o, n, l); }
};
#else
#include "../../../cuda-x/curand/Mt19937Generator.cu"
struct Gen {
  scale_amd::curand::Generator g{};
  using Dist = scale_amd::curand::Dist;
  explicit Gen(unsigned long long seed) {
    g.kind = scale_amd::curand::Kind::Mt19937;
    g.host = false;
    g.seed = seed;
    if (scale_amd::curand::mt19937Create(g)) {
      std::printf("generator creation failed\n");
      std::exit(3);
    }
  }
  ~Gen() { scale_amd::curand::mt19937Destroy(g); }
  int fill(Dist d, void *o, size_t n, double m = 0, double s = 0) {
    return scale_amd::curand::mt19937Fill(g, scale_amd::curand::Request{d, o, n, m, s});
  }
  int seed(unsigned long long s) { g.seed = s; return 0; } // as Api.cu
  int bits(unsigned *o, size_t n) { return fill(Dist::Bits, o, n); }
  int uniform(float *o, size_t n) { return fill(Dist::Uniform, o, n); }
  int uniformDouble(double *o, size_t n) { return fill(Dist::UniformDouble, o, n); }
  int normal(float *o, size_t n, float m, float s) { return fill(Dist::Normal, o, n, m, s); }
  int normalDouble(double *o, size_t n, double m, double s) { return fill(Dist::NormalDouble, o, n, m, s); }
  int logNormal(float *o, size_t n, float m, float s) { return fill(Dist::LogNormal, o, n, m, s); }
  int logNormalDouble(double *o, size_t n, double m, double s) {
    return fill(Dist::LogNormalDouble, o, n, m, s);
  }
  int poisson(unsigned *o, size_t n, double l) { return fill(Dist::Poisson, o, n, l); }
};
#endif

using Ranges = std::vector<std::pair<size_t, size_t>>;
template <class T> static void show(const std::string &g, DeviceBuffer<T> &b, const Ranges &ranges) {
  std::vector<T> h = b.get();
  for (auto [start, count] : ranges)
    for (size_t i = start; i < start + count && i < h.size(); ++i) {
      if constexpr (sizeof(T) == 8) report_f64(g, i, h[i]);
      else if constexpr (std::is_same<T, float>::value) report_f32(g, i, h[i]);
      else report_u32(g, i, h[i]);
    }
}
#define CALL(x) do { int s_ = (x); if (s_) { std::printf("CURAND-ERROR %s %d\n", #x, s_); std::exit(3); } } while (0)

int main() {
  const size_t R = 65536 * 78; // values per round
  {
    Gen g(1234);
    DeviceBuffer<unsigned> a(300000), b(1000), c(R);
    CALL(g.bits(a.ptr, 300000));
    show("raw300k", a, {{0, 256}, {65400, 256}, {299744, 256}});
    CALL(g.bits(b.ptr, 1000));
    show("raw_cont1000", b, {{0, 1000}});
    CALL(g.bits(c.ptr, R)); // ends 301000 values into round 1
    show("raw_round1", c, {{R - 301000 - 256, 512}, {R - 1000, 1000}});
  }
  {
    Gen g(0xdeadbeefcafef00dull);
    DeviceBuffer<unsigned> a(70000);
    CALL(g.bits(a.ptr, 70000));
    show("seed_dead", a, {{0, 128}, {65536, 128}});
  }
  {
    Gen g(1234);
    DeviceBuffer<unsigned> a(1000), b(1000);
    CALL(g.bits(a.ptr, 1000));
    CALL(g.seed(99));
    CALL(g.bits(b.ptr, 1000));
    show("seed_after_generate", b, {{0, 256}});
  }
  {
    Gen g(1234);
    DeviceBuffer<float> f(20000), f2(3001);
    CALL(g.uniform(f.ptr, 20000));
    show("uniform", f, {{0, 256}, {19744, 256}});
    CALL(g.uniform(f2.ptr, 3001));
    show("uniform_cont", f2, {{0, 256}, {2745, 256}});
  }
  {
    Gen g(1234);
    DeviceBuffer<double> d(5000);
    CALL(g.uniformDouble(d.ptr, 5000));
    show("uniform_double", d, {{0, 512}});
  }
  {
    Gen g(1234);
    DeviceBuffer<float> f(20000), f2(3002);
    CALL(g.normal(f.ptr, 20000, 0.0f, 1.0f));
    std::printf("TOL normal abs=2e-6\nTOL normal_cont abs=7e-6\n");
    show("normal", f, {{0, 512}});
    CALL(g.normal(f2.ptr, 3002, 2.0f, 3.0f));
    show("normal_cont", f2, {{0, 256}});
  }
  {
    Gen g(1234);
    DeviceBuffer<double> d(5000);
    CALL(g.normalDouble(d.ptr, 5000, 0.5, 2.0));
    std::printf("TOL normal_double abs=2e-14\n");
    show("normal_double", d, {{0, 512}});
  }
  {
    Gen g(1234);
    DeviceBuffer<float> f(2000);
    DeviceBuffer<double> d(2000);
    CALL(g.logNormal(f.ptr, 2000, 1.0f, 0.5f));
    std::printf("TOL log_normal rel=1e-5\nTOL log_normal_double rel=1e-13\n");
    show("log_normal", f, {{0, 256}});
    CALL(g.logNormalDouble(d.ptr, 2000, 0.5, 2.0));
    show("log_normal_double", d, {{0, 256}});
  }
  {
    Gen g(1234);
    DeviceBuffer<unsigned> p(2000), q(2000);
    CALL(g.poisson(p.ptr, 2000, 3.5));
    show("poisson_3_5", p, {{0, 256}});
    CALL(g.poisson(q.ptr, 2000, 5000.0));
    show("poisson_5000", q, {{0, 256}});
  }
  return finish();
}
