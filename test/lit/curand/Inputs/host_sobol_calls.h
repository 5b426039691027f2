// SPDX-License-Identifier: Apache-2.0
// One call sequence of the quasi-random host API, shared by the recorder that ran it on NVIDIA's
// cuRAND (cuda-x/curand/reference/record_sobol.cu, device generators, SOBOL_REPLAY_DEVICE=1) and
// by the replay of host_sobol_replay.cu on our libcurand (host generators, no GPU). Every value
// and every status code is printed as "<group> <index> <type> <hex>" so that
// test/exec/compare.py compares the two outputs; statuses are u32 groups named st_*.
// Direction vectors and scramble constants are compared as one 64-bit FNV-1a checksum per block
// of dimensions (groups dv32, dv32s, dv64, dv64s, sc32, sc64).
#pragma once
#include <curand.h>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>
#if SOBOL_REPLAY_DEVICE
#include <cuda_runtime.h>
#endif

namespace sobol_calls {

inline void u32(const std::string &g, size_t i, unsigned v) { std::printf("%s %zu u32 %08x\n", g.c_str(), i, v); }
inline void u64(const std::string &g, size_t i, unsigned long long v) { std::printf("%s %zu u64 %016llx\n", g.c_str(), i, v); }
inline void f32(const std::string &g, size_t i, float v) { unsigned b; std::memcpy(&b, &v, 4); std::printf("%s %zu f32 %08x\n", g.c_str(), i, b); }
inline void f64(const std::string &g, size_t i, double v) { unsigned long long b; std::memcpy(&b, &v, 8); std::printf("%s %zu f64 %016llx\n", g.c_str(), i, b); }
inline void st(const std::string &name, curandStatus_t s) { u32("st_" + name, 0, (unsigned)s); }

inline unsigned long long fnv(const void *p, size_t bytes) {
  unsigned long long h = 1469598103934665603ull;
  for (size_t i = 0; i < bytes; ++i)
    h = (h ^ static_cast<const unsigned char *>(p)[i]) * 1099511628211ull;
  return h;
}
template <class T> void checksums(const std::string &g, const T *p, size_t dims, size_t perDim, size_t block) {
  for (size_t d = 0; d < dims; d += block)
    u64(g, d / block, fnv(p + d * perDim, (dims - d < block ? dims - d : block) * perDim * sizeof(T)));
}

// A buffer the generator writes (device memory for NVIDIA's device generators, host memory for
// our host generators), read back for printing.
template <class T> struct Buf {
  std::vector<T> h;
  T *p;
  explicit Buf(size_t n) : h(n) {
#if SOBOL_REPLAY_DEVICE
    cudaMalloc(&p, n * sizeof(T));
#else
    p = h.data();
#endif
  }
  const std::vector<T> &get() {
#if SOBOL_REPLAY_DEVICE
    cudaMemcpy(h.data(), p, h.size() * sizeof(T), cudaMemcpyDeviceToHost);
#endif
    return h;
  }
  ~Buf() {
#if SOBOL_REPLAY_DEVICE
    cudaFree(p);
#endif
  }
};

inline curandStatus_t create(curandGenerator_t *g, curandRngType_t t) {
#if SOBOL_REPLAY_DEVICE
  return curandCreateGenerator(g, t);
#else
  return curandCreateGeneratorHost(g, t);
#endif
}

struct Type { curandRngType_t t; const char *name; bool is64; };

inline void values(curandGenerator_t g, const Type &ty, const std::string &p, size_t n,
                   const std::vector<size_t> &show) {
  if (ty.is64) {
    Buf<unsigned long long> b(n);
    st(p + "_bits", curandGenerateLongLong(g, b.p, n));
    for (size_t i : show) u64(p + "_bits", i, b.get()[i]);
  } else {
    Buf<unsigned> b(n);
    st(p + "_bits", curandGenerate(g, b.p, n));
    for (size_t i : show) u32(p + "_bits", i, b.get()[i]);
  }
}

inline std::vector<size_t> upTo(size_t n) {
  std::vector<size_t> v;
  for (size_t i = 0; i < n; ++i) v.push_back(i);
  return v;
}

inline void generator(const Type &ty) {
  std::string p = ty.name;
  curandGenerator_t g;
  st(p + "_create", create(&g, ty.t));
  values(g, ty, p + "_dim1", 8, upTo(8)); // default: one dimension
  st(p + "_dims3", curandSetQuasiRandomGeneratorDimensions(g, 3));
  values(g, ty, p + "_dim3", 24, upTo(24));
  values(g, ty, p + "_dim3_next", 24, upTo(24)); // continues where the last call ended
  st(p + "_dims3_again", curandSetQuasiRandomGeneratorDimensions(g, 3));
  values(g, ty, p + "_dim3_after_dims", 6, upTo(6)); // does setting dimensions rewind?
  st(p + "_offset5", curandSetGeneratorOffset(g, 5));
  values(g, ty, p + "_dim3_off5", 12, upTo(12));
  st(p + "_offset_big", curandSetGeneratorOffset(g, (1ull << 32) + 3));
  values(g, ty, p + "_dim3_offbig", 6, upTo(6));
  st(p + "_dims4", curandSetQuasiRandomGeneratorDimensions(g, 4));
  const size_t n = 40;
  auto dist = [&](const char *name, auto fn, bool dbl) {
    st(p + "_" + name + "_off", curandSetGeneratorOffset(g, 1));
    if (dbl) {
      Buf<double> b(n);
      st(p + "_" + name, fn(b.p));
      for (size_t i = 0; i < n; ++i) f64(p + "_" + name, i, b.get()[i]);
    } else {
      Buf<float> b(n);
      st(p + "_" + name, fn(b.p));
      for (size_t i = 0; i < n; ++i) f32(p + "_" + name, i, b.get()[i]);
    }
  };
  dist("uniform", [&](void *o) { return curandGenerateUniform(g, (float *)o, n); }, false);
  dist("uniform_double", [&](void *o) { return curandGenerateUniformDouble(g, (double *)o, n); }, true);
  std::printf("TOL %s_normal ulp=4\nTOL %s_normal_double ulp=4\n", p.c_str(), p.c_str());
  std::printf("TOL %s_lognormal ulp=8\nTOL %s_lognormal_double ulp=8\n", p.c_str(), p.c_str());
  dist("normal", [&](void *o) { return curandGenerateNormal(g, (float *)o, n, 1.0f, 2.0f); }, false);
  dist("normal_double", [&](void *o) { return curandGenerateNormalDouble(g, (double *)o, n, -1.0, 0.5); }, true);
  dist("lognormal", [&](void *o) { return curandGenerateLogNormal(g, (float *)o, n, 0.5f, 0.25f); }, false);
  dist("lognormal_double", [&](void *o) { return curandGenerateLogNormalDouble(g, (double *)o, n, 0.5, 0.25); }, true);
  // All 20000 dimensions, two points each: dimension d's points are values 2d and 2d + 1.
  st(p + "_dims20000", curandSetQuasiRandomGeneratorDimensions(g, 20000));
  st(p + "_dims20000_off", curandSetGeneratorOffset(g, 0));
  std::vector<size_t> hi;
  for (size_t d : {0, 1, 2, 7, 100, 1000, 4095, 10000, 19998, 19999}) { hi.push_back(2 * d); hi.push_back(2 * d + 1); }
  values(g, ty, p + "_dim20000", 40000, hi);
  // Misuse.
  st(p + "_dims0", curandSetQuasiRandomGeneratorDimensions(g, 0));
  st(p + "_dims20001", curandSetQuasiRandomGeneratorDimensions(g, 20001));
  st(p + "_dims2", curandSetQuasiRandomGeneratorDimensions(g, 2));
  {
    Buf<unsigned> u(16);
    Buf<unsigned long long> l(16);
    Buf<float> f(16);
    Buf<double> d(16);
    st(p + "_generate32_n7", curandGenerate(g, u.p, 7));
    st(p + "_generate64_n7", curandGenerateLongLong(g, l.p, 7));
    st(p + "_generate32", curandGenerate(g, u.p, 8));
    st(p + "_generate64", curandGenerateLongLong(g, l.p, 8));
    st(p + "_uniform_n7", curandGenerateUniform(g, f.p, 7));
    st(p + "_normal_n7", curandGenerateNormal(g, f.p, 7, 0.0f, 1.0f));
    st(p + "_dims1", curandSetQuasiRandomGeneratorDimensions(g, 1));
    st(p + "_normal_odd_dim1", curandGenerateNormal(g, f.p, 7, 0.0f, 1.0f));
    st(p + "_normal_double_odd_dim1", curandGenerateNormalDouble(g, d.p, 3, 0.0, 1.0));
    st(p + "_lognormal_odd_dim1", curandGenerateLogNormal(g, f.p, 5, 0.0f, 1.0f));
    st(p + "_poisson", curandGeneratePoisson(g, u.p, 8, 2.0));
    st(p + "_zero_count", curandGenerateUniform(g, f.p, 0));
  }
  st(p + "_seed", curandSetPseudoRandomGeneratorSeed(g, 5));
  st(p + "_ordering_quasi", curandSetGeneratorOrdering(g, CURAND_ORDERING_QUASI_DEFAULT));
  st(p + "_ordering_pseudo", curandSetGeneratorOrdering(g, CURAND_ORDERING_PSEUDO_DEFAULT));
  st(p + "_seeds", curandGenerateSeeds(g));
  st(p + "_destroy", curandDestroyGenerator(g));
}

inline int sobolCalls() {
  curandDirectionVectors32_t *v32 = nullptr, *v32s = nullptr;
  curandDirectionVectors64_t *v64 = nullptr, *v64s = nullptr;
  unsigned *c32 = nullptr;
  unsigned long long *c64 = nullptr;
  st("getdv32", curandGetDirectionVectors32(&v32, CURAND_DIRECTION_VECTORS_32_JOEKUO6));
  st("getdv32s", curandGetDirectionVectors32(&v32s, CURAND_SCRAMBLED_DIRECTION_VECTORS_32_JOEKUO6));
  st("getdv64", curandGetDirectionVectors64(&v64, CURAND_DIRECTION_VECTORS_64_JOEKUO6));
  st("getdv64s", curandGetDirectionVectors64(&v64s, CURAND_SCRAMBLED_DIRECTION_VECTORS_64_JOEKUO6));
  st("getsc32", curandGetScrambleConstants32(&c32));
  st("getsc64", curandGetScrambleConstants64(&c64));
  curandDirectionVectors32_t *bad32 = nullptr;
  curandDirectionVectors64_t *bad64 = nullptr;
  st("getdv32_set64", curandGetDirectionVectors32(&bad32, CURAND_DIRECTION_VECTORS_64_JOEKUO6));
  st("getdv64_set32", curandGetDirectionVectors64(&bad64, CURAND_DIRECTION_VECTORS_32_JOEKUO6));
  st("getdv32_badset", curandGetDirectionVectors32(&bad32, (curandDirectionVectorSet_t)7));
  if (!v32 || !v32s || !v64 || !v64s || !c32 || !c64) {
    std::printf("FAILED direction vectors\n");
    return 1;
  }
  checksums("dv32", &v32[0][0], 20000, 32, 100);
  checksums("dv64", &v64[0][0], 20000, 64, 100);
  checksums("dv32s", &v32s[0][0], 20000, 32, 100);
  checksums("dv64s", &v64s[0][0], 20000, 64, 100);
  checksums("sc32", c32, 20000, 1, 100);
  checksums("sc64", c64, 20000, 1, 100);
  for (size_t k = 0; k < 32; ++k) u32("dv32_dim1", k, v32[1][k]); // readable when a block differs
  for (size_t k = 0; k < 64; ++k) u64("dv64_dim1", k, v64[1][k]);

  const Type types[] = {{CURAND_RNG_QUASI_SOBOL32, "sobol32", false},
                        {CURAND_RNG_QUASI_DEFAULT, "quasi_default", false},
                        {CURAND_RNG_QUASI_SCRAMBLED_SOBOL32, "scrambled32", false},
                        {CURAND_RNG_QUASI_SOBOL64, "sobol64", true},
                        {CURAND_RNG_QUASI_SCRAMBLED_SOBOL64, "scrambled64", true}};
  for (const Type &t : types)
    generator(t);
  curandGenerator_t g;
  st("pseudo_create", create(&g, CURAND_RNG_PSEUDO_XORWOW));
  st("pseudo_dims", curandSetQuasiRandomGeneratorDimensions(g, 3));
  Buf<unsigned long long> l(8);
  st("pseudo_longlong", curandGenerateLongLong(g, l.p, 8));
  st("pseudo_ordering_quasi", curandSetGeneratorOrdering(g, CURAND_ORDERING_QUASI_DEFAULT));
  curandDestroyGenerator(g);
  std::printf("END\n");
  return 0;
}

} // namespace sobol_calls

using sobol_calls::sobolCalls;
