// SPDX-License-Identifier: Apache-2.0
// Measurement probe, NOT part of libcurand (built with NVIDIA's nvcc and libcurand, run on the H200):
// curand_poisson on Sobol32/Sobol64 states as a function of the point (the point is set through
// direction vector 0 and offset 1), around the lambda = 1000 switch, and the host API's Poisson on
// quasi-random generators. Its output is what docs/curand.md's Poisson paragraph reports; an
// earlier run over 4096 points x 11 lambdas (0.5 to 1e6) of the 32-bit kernel gave the inversion
// and normal-approximation rules; its 64-bit kernel, with points 2^64-1 and 2^63-1 among others,
// did not finish in 120 s (u rounds to 1: presumably a search that never ends), so this one keeps
// 64-bit points below 2^63. nvcc -arch=sm_90 -O2 probe_sobol_poisson.cu -lcurand -o probe && ./probe
#include <curand_kernel.h>
#include <curand.h>
#include <cstdio>
#include <vector>
#define L32 {100.0, 150.0, 200.0, 250.0, 300.0, 400.0, 500.0, 600.0, 700.0, 800.0, 900.0, 999.0, 1000.0}
#define L64 {0.5, 3.5, 30.0, 100.0, 1000.0, 5000.0}
__constant__ double kL32[] = L32;
__constant__ double kL64[] = L64;
const double hL32[] = L32, hL64[] = L64;
constexpr int N = 64, A = 13, B = 6;
__global__ void k32(const unsigned *xs, unsigned *o) {
  int t = threadIdx.x; unsigned v[32]; v[0] = xs[t]; for (int k = 1; k < 32; ++k) v[k] = 1u << (31 - k);
  for (int l = 0; l < A; ++l) { curandStateSobol32_t s; curand_init(v, 1u, &s); o[t * A + l] = curand_poisson(&s, kL32[l]); }
}
__global__ void k64(const unsigned long long *xs, unsigned *o) {
  int t = threadIdx.x; unsigned long long v[64]; v[0] = xs[t]; for (int k = 1; k < 64; ++k) v[k] = 1ull << (63 - k);
  for (int l = 0; l < B; ++l) { curandStateSobol64_t s; curand_init(v, 1ull, &s); o[t * B + l] = curand_poisson(&s, kL64[l]); }
}
int main() {
  std::vector<unsigned> x32(N); std::vector<unsigned long long> x64(N);
  unsigned long long s = 88172645463325252ull;
  for (int t = 0; t < N; ++t) {
    s ^= s << 13; s ^= s >> 7; s ^= s << 17;
    x32[t] = t < 16 ? t * 3 : t < 32 ? 0xffffffffu - (t - 16) * 5 : (unsigned)(s >> 32);
    x64[t] = (t < 8 ? (unsigned long long)t << 20 : s) & 0x7fffffffffffffffull; // lower half only
    if (t >= 32) x64[t] |= 0x4000000000000000ull;
  }
  unsigned *dx, *o; unsigned long long *dx64;
  cudaMalloc(&dx, N * 4); cudaMalloc(&dx64, N * 8); cudaMalloc(&o, 4096 * 4);
  cudaMemcpy(dx, x32.data(), N * 4, cudaMemcpyHostToDevice); cudaMemcpy(dx64, x64.data(), N * 8, cudaMemcpyHostToDevice);
  std::vector<unsigned> h(4096);
  k32<<<1, N>>>(dx, o); cudaMemcpy(h.data(), o, N * A * 4, cudaMemcpyDeviceToHost);
  for (int t = 0; t < N; ++t) for (int l = 0; l < A; ++l) printf("p32 %08x %g %u\n", x32[t], hL32[l], h[t * A + l]);
  fflush(stdout);
  k64<<<1, N>>>(dx64, o); cudaMemcpy(h.data(), o, N * B * 4, cudaMemcpyDeviceToHost);
  for (int t = 0; t < N; ++t) for (int l = 0; l < B; ++l) printf("p64 %016llx %g %u\n", x64[t], hL64[l], h[t * B + l]);
  fflush(stdout);
  for (curandRngType_t ty : {CURAND_RNG_QUASI_SOBOL32, CURAND_RNG_QUASI_SOBOL64}) for (double lam : {3.5, 5000.0}) {
    curandGenerator_t g; curandCreateGenerator(&g, ty); curandSetQuasiRandomGeneratorDimensions(g, 3);
    curandSetGeneratorOffset(g, 1);
    int st = curandGeneratePoisson(g, o, 24, lam); cudaMemcpy(h.data(), o, 24 * 4, cudaMemcpyDeviceToHost);
    printf("host %d %g st %d:", (int)ty, lam, st); for (int i = 0; i < 24; ++i) printf(" %u", h[i]); printf("\n");
    unsigned long long *ll; cudaMalloc(&ll, 24 * 8);
    curandSetGeneratorOffset(g, 1);
    if (ty == CURAND_RNG_QUASI_SOBOL64) { curandGenerateLongLong(g, ll, 24); std::vector<unsigned long long> q(24); cudaMemcpy(q.data(), ll, 24 * 8, cudaMemcpyDeviceToHost); printf("bits64"); for (auto v : q) printf(" %016llx", v); printf("\n"); }
    else { curandGenerate(g, o, 24); cudaMemcpy(h.data(), o, 24 * 4, cudaMemcpyDeviceToHost); printf("bits32"); for (int i = 0; i < 24; ++i) printf(" %08x", h[i]); printf("\n"); }
    fflush(stdout);
    curandDestroyGenerator(g);
  }
  return 0;
}
