// SPDX-License-Identifier: Apache-2.0
// libcurand's CURAND_RNG_PSEUDO_MTGP32 host generator (runs on the CPU, no GPU) through the call
// sequences that recorded NVIDIA's values on an H200 (mtgp32-nvidia-host.txt): a long first call,
// calls continuing inside a chunk, a seed set after generating, other seeds, every distribution,
// and the status codes MTGP32 gives. Prints the same selected values in the same format.
// Recording on an H200: nvcc -DMTGP32_RECORD_ON_DEVICE mtgp32-host-replay.cu -lcurand runs the same
// calls on NVIDIA's device generators (managed memory) and prints the reference.
#include <curand.h>
#include <cstdlib>
#include <cstdio>
#include <cstring>
#include <utility>
#include <vector>

using Ranges = std::vector<std::pair<size_t, size_t>>;
template <class T> struct Buffer {
  T *p = nullptr;
  explicit Buffer(size_t n) {
#ifdef MTGP32_RECORD_ON_DEVICE
    cudaMallocManaged(&p, n * sizeof(T));
#else
    p = static_cast<T *>(std::calloc(n, sizeof(T)));
#endif
  }
  ~Buffer() {
#ifdef MTGP32_RECORD_ON_DEVICE
    cudaFree(p);
#else
    std::free(p);
#endif
  }
  T *data() { return p; }
};
static void show(const char *group, const void *data, const char *type, const Ranges &ranges) {
#ifdef MTGP32_RECORD_ON_DEVICE
  cudaDeviceSynchronize();
#endif
  for (auto [start, count] : ranges)
    for (size_t i = start; i < start + count; ++i) {
      if (!std::strcmp(type, "f64")) {
        unsigned long long b;
        std::memcpy(&b, static_cast<const char *>(data) + 8 * i, 8);
        std::printf("%s %zu f64 %016llx\n", group, i, b);
      } else {
        unsigned b;
        std::memcpy(&b, static_cast<const char *>(data) + 4 * i, 4);
        std::printf("%s %zu %s %08x\n", group, i, type, b);
      }
    }
}
static curandGenerator_t make(unsigned long long seed) {
  curandGenerator_t g = nullptr;
#ifdef MTGP32_RECORD_ON_DEVICE
  curandStatus_t s = curandCreateGenerator(&g, CURAND_RNG_PSEUDO_MTGP32);
#else
  curandStatus_t s = curandCreateGeneratorHost(&g, CURAND_RNG_PSEUDO_MTGP32);
#endif
  if (s != CURAND_STATUS_SUCCESS ||
      curandSetPseudoRandomGeneratorSeed(g, seed) != CURAND_STATUS_SUCCESS) {
    std::printf("cannot create an MTGP32 host generator\n");
    std::exit(1);
  }
  return g;
}

int main() {
  Buffer<unsigned> u(300000);
  Buffer<float> f(20000);
  Buffer<double> d(20000);
  {
    curandGenerator_t g = make(1234);
    curandGenerate(g, u.data(), 300000);
    show("raw300k", u.data(), "u32", {{0, 64}, {49120, 64}, {299936, 64}});
    curandGenerate(g, u.data(), 1000);
    show("raw_cont1000", u.data(), "u32", {{0, 64}, {936, 64}});
    curandGenerate(g, u.data(), 70001);
    show("raw_cont70001", u.data(), "u32", {{0, 64}, {69937, 64}});
    curandDestroyGenerator(g);
  }
  {
    curandGenerator_t g = make(1234);
    curandGenerate(g, u.data(), 1000);
    show("raw1000", u.data(), "u32", {{936, 64}});
    curandGenerate(g, u.data(), 5000);
    show("raw1000_cont5000", u.data(), "u32", {{0, 64}, {4936, 64}});
    curandDestroyGenerator(g);
  }
  {
    curandGenerator_t g = make(1234);
    curandGenerate(g, u.data(), 1000);
    curandSetPseudoRandomGeneratorSeed(g, 99);
    curandGenerate(g, u.data(), 1000);
    show("seed_after_generate", u.data(), "u32", {{0, 64}});
    curandDestroyGenerator(g);
  }
  {
    curandGenerator_t g = make(99);
    curandGenerate(g, u.data(), 2000);
    show("seed99", u.data(), "u32", {{0, 64}});
    curandDestroyGenerator(g);
    g = make(0xdeadbeefcafef00dull);
    curandGenerate(g, u.data(), 50000);
    show("seed_dead", u.data(), "u32", {{0, 64}, {49150, 64}});
    curandDestroyGenerator(g);
    g = make(1234);
    curandGenerate(g, u.data(), 3);
    show("three", u.data(), "u32", {{0, 3}});
    curandDestroyGenerator(g);
  }
  {
    curandGenerator_t g = make(1234);
    curandGenerateUniform(g, f.data(), 20000);
    show("uniform", f.data(), "f32", {{0, 128}, {19872, 128}});
    curandGenerateUniform(g, f.data(), 3001);
    show("uniform_cont", f.data(), "f32", {{0, 64}, {2937, 64}});
    curandDestroyGenerator(g);
    g = make(1234);
    curandGenerateNormal(g, f.data(), 20000, 0.0f, 1.0f);
    show("normal", f.data(), "f32", {{0, 256}});
    curandGenerateNormal(g, f.data(), 3002, 0.0f, 1.0f);
    show("normal_cont", f.data(), "f32", {{0, 64}, {2938, 64}});
    curandDestroyGenerator(g);
    g = make(1234);
    curandGenerateUniformDouble(g, d.data(), 20000);
    show("uniform_double", d.data(), "f64", {{0, 128}});
    curandDestroyGenerator(g);
    g = make(1234);
    curandGenerateNormalDouble(g, d.data(), 20000, 0.0, 1.0);
    show("normal_double", d.data(), "f64", {{0, 128}});
    curandDestroyGenerator(g);
    g = make(1234);
    curandGenerateLogNormal(g, f.data(), 2000, 1.0f, 0.5f);
    show("log_normal", f.data(), "f32", {{0, 128}});
    curandDestroyGenerator(g);
    g = make(1234);
    curandGenerateLogNormalDouble(g, d.data(), 2000, 0.5, 2.0);
    show("log_normal_double", d.data(), "f64", {{0, 128}});
    curandDestroyGenerator(g);
    g = make(1234);
    curandGenerate(g, u.data(), 5000);
    show("host_generator", u.data(), "u32", {{0, 64}, {4936, 64}});
    curandDestroyGenerator(g);
  }
  {
    curandGenerator_t g = make(1234);
    unsigned st[5];
    st[0] = curandGenerateNormal(g, f.data(), 3001, 0.0f, 1.0f);
    st[1] = curandSetGeneratorOffset(g, 5000);
    st[2] = curandSetGeneratorOrdering(g, CURAND_ORDERING_PSEUDO_SEEDED);
    st[3] = curandSetGeneratorOrdering(g, CURAND_ORDERING_PSEUDO_BEST);
    st[4] = curandSetGeneratorOrdering(g, CURAND_ORDERING_PSEUDO_LEGACY);
    show("status", st, "u32", {{0, 5}});
    curandDestroyGenerator(g);
  }
  // erfcinv of two math libraries (4 and 6 ulp each), then exp
  std::printf("TOL normal ulp=10\nTOL normal_cont ulp=10\nTOL normal_double ulp=14\n");
  std::printf("TOL log_normal rel=1e-5\nTOL log_normal_double rel=1e-13\n");
  std::printf("END\n");
  return 0;
}
