// SPDX-License-Identifier: Apache-2.0
// EXEC: compare=exact
// cuRAND's host API with CURAND_RNG_PSEUDO_MTGP32, device generators: NVIDIA's libcurand in the
// reference build (build.sh links -lcurand), our libcurand's MTGP32 generator
// (cuda-x/curand/Mtgp32Generator.cu, compiled into the case) in route B, so that its fill kernel
// (192 blocks of 256 threads, one MTGP32 state each, chunked output, the chunk kept for a call
// that ends inside it) goes through our device pipeline. Long calls across generator rounds,
// calls continuing inside a chunk, other seeds, uniforms, double uniforms, normals, log-normals.
#include "harness.h"

#ifdef SCALE_EXEC_REFERENCE
#include <curand.h>
struct Gen {
  curandGenerator_t g = nullptr;
  explicit Gen(unsigned long long seed) {
    if (curandCreateGenerator(&g, CURAND_RNG_PSEUDO_MTGP32) || curandSetPseudoRandomGeneratorSeed(g, seed)) {
      std::printf("generator creation failed\n");
      std::exit(3);
    }
  }
  ~Gen() { curandDestroyGenerator(g); }
  int bits(unsigned *o, size_t n) { return curandGenerate(g, o, n); }
  int uniform(float *o, size_t n) { return curandGenerateUniform(g, o, n); }
  int uniformDouble(double *o, size_t n) { return curandGenerateUniformDouble(g, o, n); }
  int normal(float *o, size_t n, float m, float s) { return curandGenerateNormal(g, o, n, m, s); }
  int normalDouble(double *o, size_t n, double m, double s) { return curandGenerateNormalDouble(g, o, n, m, s); }
  int logNormal(float *o, size_t n, float m, float s) { return curandGenerateLogNormal(g, o, n, m, s); }
  int logNormalDouble(double *o, size_t n, double m, double s) { return curandGenerateLogNormalDouble(g, o, n, m, s); }
};
#else
#include "../../../cuda-x/curand/Mtgp32Generator.cu"
struct Gen {
  scale_amd::curand::Generator g{};
  using Dist = scale_amd::curand::Dist;
  explicit Gen(unsigned long long seed) {
    g.kind = scale_amd::curand::Kind::Mtgp32;
    g.host = false;
    g.seed = seed;
    if (scale_amd::curand::mtgp32Create(g)) {
      std::printf("generator creation failed\n");
      std::exit(3);
    }
  }
  ~Gen() { scale_amd::curand::mtgp32Destroy(g); }
  int fill(Dist d, void *o, size_t n, double m = 0, double s = 0) {
    return scale_amd::curand::mtgp32Fill(g, scale_amd::curand::Request{d, o, n, m, s});
  }
  int bits(unsigned *o, size_t n) { return fill(Dist::Bits, o, n); }
  int uniform(float *o, size_t n) { return fill(Dist::Uniform, o, n); }
  int uniformDouble(double *o, size_t n) { return fill(Dist::UniformDouble, o, n); }
  int normal(float *o, size_t n, float m, float s) { return fill(Dist::Normal, o, n, m, s); }
  int normalDouble(double *o, size_t n, double m, double s) { return fill(Dist::NormalDouble, o, n, m, s); }
  int logNormal(float *o, size_t n, float m, float s) { return fill(Dist::LogNormal, o, n, m, s); }
  int logNormalDouble(double *o, size_t n, double m, double s) { return fill(Dist::LogNormalDouble, o, n, m, s); }
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
  {
    Gen g(1234);
    DeviceBuffer<unsigned> a(120000), b(1000), c(70001);
    CALL(g.bits(a.ptr, 120000)); // 2.4 rounds of the 192 generators
    show("raw120k", a, {{0, 256}, {49100, 200}, {98300, 200}, {119744, 256}});
    CALL(g.bits(b.ptr, 1000)); // starts inside chunk 468
    show("raw_cont1000", b, {{0, 1000}});
    CALL(g.bits(c.ptr, 70001));
    show("raw_cont70001", c, {{0, 300}, {69701, 300}});
  }
  {
    Gen g(1234);
    DeviceBuffer<unsigned> a(3), b(300);
    CALL(g.bits(a.ptr, 3));
    CALL(g.bits(b.ptr, 300)); // inside chunk 0, then chunk 1
    show("three", a, {{0, 3}});
    show("three_cont300", b, {{0, 300}});
  }
  {
    Gen g(0xdeadbeefcafef00dull);
    DeviceBuffer<unsigned> a(50000);
    CALL(g.bits(a.ptr, 50000));
    show("seed_dead", a, {{0, 128}, {49100, 128}, {49872, 128}});
  }
  {
    Gen g(1234);
    DeviceBuffer<float> f(20000), f2(3001);
    CALL(g.uniform(f.ptr, 20000));
    show("uniform", f, {{0, 256}, {19744, 256}});
    CALL(g.uniform(f2.ptr, 3001));
    show("uniform_cont", f2, {{0, 3001}});
  }
  {
    Gen g(1234);
    DeviceBuffer<double> d(5000);
    CALL(g.uniformDouble(d.ptr, 5000));
    show("uniform_double", d, {{0, 512}});
  }
  {
    Gen g(1234);
    DeviceBuffer<float> f(20000), f2(3001);
    CALL(g.normal(f.ptr, 20000, 0.0f, 1.0f));
    // erfcinvf: 4 ulp each side. normal_cont is 2 + 3 n: an absolute bound, 3 x 8 ulp of |n| <= 3.5
    // plus the final rounding (values near 0 lose the relative precision to cancellation).
    std::printf("TOL normal ulp=10\nTOL normal_cont abs=7e-6\n");
    show("normal", f, {{0, 512}});
    CALL(g.normal(f2.ptr, 3001, 2.0f, 3.0f)); // an odd count
    show("normal_cont", f2, {{0, 3001}});
  }
  {
    Gen g(1234);
    DeviceBuffer<double> d(5000);
    CALL(g.normalDouble(d.ptr, 5000, 0.5, 2.0));
    // 0.5 + 2 n, erfcinv 6 ulp each side: 2 x 12 ulp of |n| <= 4 plus the final rounding.
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
  return finish();
}
