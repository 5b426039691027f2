// SPDX-License-Identifier: Apache-2.0
// The device-API calls of test/exec/cases/curand_sobol.cu for the unscrambled Sobol32 and Sobol64
// states, run on the host (sobol.h is __host__ __device__) over our libcurand's Joe-Kuo tables, in
// the case's "<group> <index> <type> <hex>" format, so that the output compares with what NVIDIA's
// cuRAND printed for that case on an H200 (nvidia-sobol-device.txt). The scrambled states need
// NVIDIA's scrambled tables, which we do not have; the H200 run of the case covers them.
#include <curand.h>
#include <curand_kernel.h>
#include <cstdio>
#include <cstring>
#include <string>

constexpr int kConfigs = 8, kFunctions = 12, kValues = 16;
const unsigned kDims[kConfigs] = {0, 1, 2, 5, 63, 1000, 4095, 19999};
const unsigned long long kOffsets32[kConfigs] = {0, 1, 5, 1000, (1u << 20) + 3, 0xfffffff0u, 12345, 7};
const unsigned long long kOffsets64[kConfigs] = {0, 1, 5, 1000, (1u << 20) + 3, (1ull << 40) + 7, 12345, 7};

static void u32(const std::string &g, int i, unsigned v) { std::printf("%s %d u32 %08x\n", g.c_str(), i, v); }
static void u64(const std::string &g, int i, unsigned long long v) { std::printf("%s %d u64 %016llx\n", g.c_str(), i, v); }
static void f32(const std::string &g, int i, float v) { unsigned b; std::memcpy(&b, &v, 4); std::printf("%s %d f32 %08x\n", g.c_str(), i, b); }
static void f64(const std::string &g, int i, double v) { unsigned long long b; std::memcpy(&b, &v, 8); std::printf("%s %d f64 %016llx\n", g.c_str(), i, b); }

template <class S, class W> static void run(const char *name, W *vectors, const unsigned long long *offsets) {
  for (int c = 0; c < kConfigs; ++c)
    for (int fn = 0; fn < kFunctions; ++fn) {
      std::string g = std::string(name) + "_c" + std::to_string(c) + "_f" + std::to_string(fn);
      S st;
      curand_init(vectors + (size_t)kDims[c] * 8 * sizeof(W), static_cast<W>(offsets[c]), &st);
      for (int i = 0; i < kValues; ++i) {
        switch (fn) {
        case 0: sizeof(W) == 8 ? u64(g, i, curand(&st)) : u32(g, i, (unsigned)curand(&st)); break;
        case 1: f32(g, i, curand_uniform(&st)); break;
        case 2: f64(g, i, curand_uniform_double(&st)); break;
        case 3: f32(g, i, curand_normal(&st)); break;
        case 4: f64(g, i, curand_normal_double(&st)); break;
        case 5: f32(g, i, curand_log_normal(&st, 1.0f, 0.5f)); break;
        case 6: f64(g, i, curand_log_normal_double(&st, 0.5, 2.0)); break;
        case 7:
          if (i == 0) skipahead(static_cast<W>(37), &st);
          if (i == 8) skipahead(static_cast<W>(1000003), &st);
          sizeof(W) == 8 ? u64(g, i, curand(&st)) : u32(g, i, (unsigned)curand(&st));
          break;
        case 8: {
          unsigned long long v;
          if (i & 1) { double d = curand_uniform_double(&st); std::memcpy(&v, &d, 8); }
          else v = curand(&st);
          u64(g, i, v);
          break;
        }
        case 9: u32(g, i, curand_poisson(&st, 3.5)); break;
        case 10: u32(g, i, curand_poisson(&st, 200.0)); break;
        default: u32(g, i, curand_poisson(&st, 5000.0)); break;
        }
      }
    }
}

int main() {
  curandDirectionVectors32_t *v32;
  curandDirectionVectors64_t *v64;
  if (curandGetDirectionVectors32(&v32, CURAND_DIRECTION_VECTORS_32_JOEKUO6) != CURAND_STATUS_SUCCESS ||
      curandGetDirectionVectors64(&v64, CURAND_DIRECTION_VECTORS_64_JOEKUO6) != CURAND_STATUS_SUCCESS)
    return 1;
  run<curandStateSobol32_t, unsigned>("sobol32", &v32[0][0], kOffsets32);
  run<curandStateSobol64_t, unsigned long long>("sobol64", &v64[0][0], kOffsets64);
  u32("state_sizes", 0, sizeof(curandStateSobol32_t));
  u32("state_sizes", 1, sizeof(curandStateScrambledSobol32_t));
  u32("state_sizes", 2, sizeof(curandStateSobol64_t));
  u32("state_sizes", 3, sizeof(curandStateScrambledSobol64_t));
  std::printf("END\n");
  return 0;
}
