// SPDX-License-Identifier: Apache-2.0
// The call sequence that recorded nvidia-host-api.txt (NVIDIA's cuRAND on an H200), run through
// our libcurand's host generators (CPU, no GPU needed; they share the fill code and the output
// layout with the device generators). Prints the recorded positions in the same format.
#include <curand.h>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

static void u32(const std::string &g, size_t i, unsigned v) { std::printf("%s %zu u32 %08x\n", g.c_str(), i, v); }

#define CHECK(call)                                                                                \
  do {                                                                                             \
    curandStatus_t s_ = (call);                                                                    \
    if (s_ != CURAND_STATUS_SUCCESS) { std::printf("FAILED %s -> %d\n", #call, (int)s_); return 1; } \
  } while (0)

int main() {
  struct { curandRngType_t type; const char *name; } gens[] = {
      {CURAND_RNG_PSEUDO_XORWOW, "xorwow"}, {CURAND_RNG_PSEUDO_MRG32K3A, "mrg"},
      {CURAND_RNG_PSEUDO_PHILOX4_32_10, "philox"}, {CURAND_RNG_PSEUDO_DEFAULT, "default"}};
  const size_t idx[] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
                        4095, 4096, 4097, 65535, 65536, 65537, 81919, 81920, 81921, 262143};
  for (auto &g : gens) {
    std::string p = g.name;
    curandGenerator_t gen;
    CHECK(curandCreateGeneratorHost(&gen, g.type));
    std::vector<unsigned> u(1 << 18);
    CHECK(curandSetPseudoRandomGeneratorSeed(gen, 1234));
    CHECK(curandGenerate(gen, u.data(), u.size()));
    for (size_t i : idx) u32(p + "_u32", i, u[i]);
    auto head = [&](const std::string &name, size_t n) {
      for (size_t i = 0; i < 8; ++i) u32(p + "_" + name, i, u[i]);
      u32(p + "_" + name, n - 1, u[n - 1]);
    };
    CHECK(curandGenerate(gen, u.data(), 1000)); // continues where the last call ended
    head("u32_next", 1000);
    CHECK(curandSetPseudoRandomGeneratorSeed(gen, 1234));
    CHECK(curandSetGeneratorOffset(gen, 100));
    CHECK(curandGenerate(gen, u.data(), 4096));
    head("u32_off100", 4096);
    CHECK(curandSetGeneratorOffset(gen, 0));
    CHECK(curandSetPseudoRandomGeneratorSeed(gen, 77)); // a new seed keeps the position
    CHECK(curandGenerate(gen, u.data(), 1001));
    head("u32_seed77_1001", 1001);
    std::vector<float> f(8192);
    CHECK(curandSetPseudoRandomGeneratorSeed(gen, 5));
    CHECK(curandGenerateUniform(gen, f.data(), f.size()));
    for (size_t i : {0, 1, 2, 3, 4, 5, 6, 7, 8191}) {
      unsigned b; std::memcpy(&b, &f[i], 4); std::printf("%s_uniform %zu f32 %08x\n", p.c_str(), i, b);
    }
    std::vector<double> d(8192);
    CHECK(curandSetPseudoRandomGeneratorSeed(gen, 5));
    CHECK(curandGenerateUniformDouble(gen, d.data(), d.size()));
    for (size_t i : {0, 1, 2, 3, 4, 5, 6, 7, 8191}) {
      unsigned long long b; std::memcpy(&b, &d[i], 8); std::printf("%s_uniform_double %zu f64 %016llx\n", p.c_str(), i, b);
    }
    // Box-Muller output (matched for XORWOW and Philox; MRG32k3a's float normals only).
    auto showF = [&](const char *name) {
      for (size_t i : {0, 1, 2, 3, 4, 5, 6, 7, 8191}) {
        unsigned b; std::memcpy(&b, &f[i], 4); std::printf("%s_%s %zu f32 %08x\n", p.c_str(), name, i, b);
      }
    };
    auto showD = [&](const char *name) {
      for (size_t i : {0, 1, 2, 3, 4, 5, 6, 7, 8191}) {
        unsigned long long b; std::memcpy(&b, &d[i], 8); std::printf("%s_%s %zu f64 %016llx\n", p.c_str(), name, i, b);
      }
    };
    bool xorwow = p != "mrg";
    CHECK(curandSetPseudoRandomGeneratorSeed(gen, 5));
    CHECK(curandGenerateNormal(gen, f.data(), f.size(), 1.0f, 2.0f));
    if (xorwow || p == "mrg") showF("normal");
    CHECK(curandSetPseudoRandomGeneratorSeed(gen, 5));
    CHECK(curandGenerateNormalDouble(gen, d.data(), d.size(), -1.0, 0.5));
    if (xorwow) showD("normal_double");
    CHECK(curandSetPseudoRandomGeneratorSeed(gen, 5));
    CHECK(curandGenerateLogNormal(gen, f.data(), f.size(), 0.5f, 0.25f));
    if (xorwow) showF("lognormal");
    CHECK(curandSetPseudoRandomGeneratorSeed(gen, 5));
    CHECK(curandGenerateLogNormalDouble(gen, d.data(), d.size(), 0.5, 0.25));
    if (xorwow) showD("lognormal_double");
    CHECK(curandDestroyGenerator(gen));
  }
  std::printf("END\n");
  return 0;
}
