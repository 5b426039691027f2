// SPDX-License-Identifier: Apache-2.0
// cuRAND device API, quasi-random generators: Sobol32, scrambled Sobol32, Sobol64 and scrambled
// Sobol64 states over NVIDIA's own direction vectors and scramble constants (taken from NVIDIA's
// host library by curandGetDirectionVectors32/64 and curandGetScrambleConstants32/64 in both
// builds, loaded with dlopen so that neither build links it), so this case checks our
// device code alone; test/lit/curand/host-api-sobol.test checks our tables. Eight (dimension,
// offset) configurations from dimension 0 to 19999 and offsets up to 2^32-16 (2^40+7 for 64 bits),
// twelve call patterns each: raw draws, uniforms, normals and log-normals (inverse normal CDF),
// skip-ahead, interleaved calls, Poisson (lambda 3.5, 200: inversion; 5000: normal
// approximation); and the states' sizes as compiled for the device.
#include "harness.h"
#include <curand.h>
#include <curand_kernel.h>
#include <dlfcn.h>

#define CURAND_CHECK(call)                                                                         \
  do {                                                                                             \
    curandStatus_t s_ = (call);                                                                    \
    if (s_ != CURAND_STATUS_SUCCESS) {                                                             \
      std::printf("CURAND-ERROR %s -> %d\n", #call, (int)s_);                                      \
      std::exit(3);                                                                                \
    }                                                                                              \
  } while (0)

constexpr int kConfigs = 8, kFunctions = 12, kValues = 16;
const unsigned kDims[kConfigs] = {0, 1, 2, 5, 63, 1000, 4095, 19999};
const unsigned long long kOffsets32[kConfigs] = {0, 1, 5, 1000, (1u << 20) + 3, 0xfffffff0u, 12345, 7};
const unsigned long long kOffsets64[kConfigs] = {0, 1, 5, 1000, (1u << 20) + 3, (1ull << 40) + 7, 12345, 7};

// Per configuration: the dimension's direction vectors (W words) and scramble constant.
template <class W> struct Inputs { const W *dv; const W *c; const unsigned long long *offset; };

__device__ void init(curandStateSobol32_t *s, const unsigned *dv, const unsigned *, unsigned long long o) {
  curand_init(const_cast<unsigned *>(dv), (unsigned)o, s);
}
__device__ void init(curandStateScrambledSobol32_t *s, const unsigned *dv, const unsigned *c, unsigned long long o) {
  curand_init(const_cast<unsigned *>(dv), *c, (unsigned)o, s);
}
__device__ void init(curandStateSobol64_t *s, const unsigned long long *dv, const unsigned long long *, unsigned long long o) {
  curand_init(const_cast<unsigned long long *>(dv), o, s);
}
__device__ void init(curandStateScrambledSobol64_t *s, const unsigned long long *dv, const unsigned long long *c,
                     unsigned long long o) {
  curand_init(const_cast<unsigned long long *>(dv), *c, o, s);
}

template <class S, class W> __global__ void kernel(Inputs<W> in, unsigned long long *out) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= kConfigs * kFunctions) return;
  int c = t / kFunctions, fn = t % kFunctions;
  S st;
  init(&st, in.dv + c * 8 * sizeof(W), in.c + c, in.offset[c]);
  unsigned long long *o = out + (size_t)t * kValues;
  for (int i = 0; i < kValues; ++i) {
    switch (fn) {
    case 0: o[i] = curand(&st); break;
    case 1: o[i] = __float_as_uint(curand_uniform(&st)); break;
    case 2: o[i] = __double_as_longlong(curand_uniform_double(&st)); break;
    case 3: o[i] = __float_as_uint(curand_normal(&st)); break;
    case 4: o[i] = __double_as_longlong(curand_normal_double(&st)); break;
    case 5: o[i] = __float_as_uint(curand_log_normal(&st, 1.0f, 0.5f)); break;
    case 6: o[i] = __double_as_longlong(curand_log_normal_double(&st, 0.5, 2.0)); break;
    case 7:
      if (i == 0) skipahead(37u, &st);
      if (i == 8) skipahead(1000003u, &st);
      o[i] = curand(&st);
      break;
    case 8: // draws interleaved with double uniforms
      o[i] = (i & 1) ? (unsigned long long)__double_as_longlong(curand_uniform_double(&st))
                     : (unsigned long long)curand(&st);
      break;
    case 9: o[i] = curand_poisson(&st, 3.5); break;     // inversion
    case 10: o[i] = curand_poisson(&st, 200.0); break;  // inversion
    default: o[i] = curand_poisson(&st, 5000.0); break; // normal approximation
    }
  }
}

__global__ void sizes(unsigned long long *out) {
  out[0] = sizeof(curandStateSobol32_t);
  out[1] = sizeof(curandStateScrambledSobol32_t);
  out[2] = sizeof(curandStateSobol64_t);
  out[3] = sizeof(curandStateScrambledSobol64_t);
}

template <class S, class W>
void report(const char *name, const W *vectors, const W *constants, const unsigned long long *offsets) {
  const int words = 8 * sizeof(W); // direction vectors per dimension: 32 or 64
  std::vector<W> dv, c;
  for (int k = 0; k < kConfigs; ++k) {
    dv.insert(dv.end(), vectors + (size_t)kDims[k] * words, vectors + (size_t)(kDims[k] + 1) * words);
    c.push_back(constants[kDims[k]]);
  }
  DeviceBuffer<W> ddv(dv), dc(c);
  DeviceBuffer<unsigned long long> doff(std::vector<unsigned long long>(offsets, offsets + kConfigs));
  DeviceBuffer<unsigned long long> out((size_t)kConfigs * kFunctions * kValues);
  kernel<S, W><<<(kConfigs * kFunctions + 63) / 64, 64>>>(Inputs<W>{ddv.ptr, dc.ptr, doff.ptr}, out.ptr);
  std::vector<unsigned long long> h = out.get();
  for (int k = 0; k < kConfigs; ++k)
    for (int fn = 0; fn < kFunctions; ++fn) {
      std::string g = std::string(name) + "_c" + std::to_string(k) + "_f" + std::to_string(fn);
      // Inverse-CDF normals: CUDA's erfcinvf / erfcinv bounds (4 / 6 ulp), counted twice.
      if (fn == 3) std::printf("TOL %s ulp=8\n", g.c_str());
      if (fn == 4) std::printf("TOL %s ulp=12\n", g.c_str());
      if (fn == 5) std::printf("TOL %s rel=4e-6\n", g.c_str());
      if (fn == 6) std::printf("TOL %s rel=1e-14\n", g.c_str());
      for (int i = 0; i < kValues; ++i) {
        unsigned long long v = h[((size_t)k * kFunctions + fn) * kValues + i];
        bool wide = sizeof(W) == 8 && (fn == 0 || fn == 7 || (fn == 8 && !(i & 1)));
        if (fn == 1 || fn == 3 || fn == 5) { float f; uint32_t b = (uint32_t)v; std::memcpy(&f, &b, 4); report_f32(g, i, f); }
        else if (fn == 2 || fn == 4 || fn == 6) { double d; std::memcpy(&d, &v, 8); report_f64(g, i, d); }
        else if (wide || fn == 8) report_u64(g, i, v);
        else report_u32(g, i, (uint32_t)v);
      }
    }
}

// NVIDIA's libcurand, for its tables only (the device machine's CUDA has it).
template <class F> F lib(const char *name) {
  static void *h = nullptr;
  if (!h) h = dlopen("libcurand.so.10", RTLD_NOW);
  if (!h) h = dlopen("/usr/local/cuda/lib64/libcurand.so.10", RTLD_NOW);
  void *f = h ? dlsym(h, name) : nullptr;
  if (!f) {
    std::printf("NO-LIBCURAND %s\n", name);
    std::exit(3);
  }
  return reinterpret_cast<F>(f);
}
#define curandGetDirectionVectors32 lib<decltype(&curandGetDirectionVectors32)>("curandGetDirectionVectors32")
#define curandGetDirectionVectors64 lib<decltype(&curandGetDirectionVectors64)>("curandGetDirectionVectors64")
#define curandGetScrambleConstants32 lib<decltype(&curandGetScrambleConstants32)>("curandGetScrambleConstants32")
#define curandGetScrambleConstants64 lib<decltype(&curandGetScrambleConstants64)>("curandGetScrambleConstants64")

int main() {
  curandDirectionVectors32_t *v32, *v32s;
  curandDirectionVectors64_t *v64, *v64s;
  unsigned *c32;
  unsigned long long *c64;
  CURAND_CHECK(curandGetDirectionVectors32(&v32, CURAND_DIRECTION_VECTORS_32_JOEKUO6));
  CURAND_CHECK(curandGetDirectionVectors32(&v32s, CURAND_SCRAMBLED_DIRECTION_VECTORS_32_JOEKUO6));
  CURAND_CHECK(curandGetDirectionVectors64(&v64, CURAND_DIRECTION_VECTORS_64_JOEKUO6));
  CURAND_CHECK(curandGetDirectionVectors64(&v64s, CURAND_SCRAMBLED_DIRECTION_VECTORS_64_JOEKUO6));
  CURAND_CHECK(curandGetScrambleConstants32(&c32));
  CURAND_CHECK(curandGetScrambleConstants64(&c64));
  std::vector<unsigned> zero32(20000, 0);
  std::vector<unsigned long long> zero64(20000, 0);
  report<curandStateSobol32_t>("sobol32", &v32[0][0], zero32.data(), kOffsets32);
  report<curandStateScrambledSobol32_t>("scrambled32", &v32s[0][0], c32, kOffsets32);
  report<curandStateSobol64_t>("sobol64", &v64[0][0], zero64.data(), kOffsets64);
  report<curandStateScrambledSobol64_t>("scrambled64", &v64s[0][0], c64, kOffsets64);
  DeviceBuffer<unsigned long long> sz(4);
  sizes<<<1, 1>>>(sz.ptr);
  std::vector<unsigned long long> s = sz.get();
  for (int i = 0; i < 4; ++i) report_u32("state_sizes", i, (uint32_t)s[i]);
  return finish();
}
