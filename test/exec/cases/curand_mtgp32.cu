// SPDX-License-Identifier: Apache-2.0
// EXEC: compare=exact
// cuRAND's MTGP32 device API: one curandStateMtgp32_t per thread block, states made by
// curandMakeMTGP32Constants / curandMakeMTGP32KernelState from cuRAND's 200 parameter sets
// (curand_mtgp32dc_p_11213.h). Blocks of 64, 128 and 256 threads (1-D, 2-D and a 3-D block whose
// blockDim.x != blockDim.z, where cuRAND's thread index differs from the usual one), several
// generators per launch (parameter sets 0..199, two seeds), enough calls to wrap the 1024-word
// ring: curand, curand_mtgp32_single, curand_mtgp32_specific (with a permuted index and with a
// step shorter than the block), uniform, normal, log-normal, float and double, Poisson.
// curand_mtgp32_single / _single_specific store their word at s[index] rather than in the ring
// (cuRAND's definition, docs/curand.md): with several warps per block NVIDIA's results depend on
// warp scheduling, so they run on one-warp blocks only (config b32), where they are deterministic.
// Groups init_* print the host set-up (route B shares NVIDIA's host headers, so these record the
// reference values that test/lit/curand/mtgp32-host.test checks our host functions against).
#include "harness.h"
#include <curand_kernel.h>
#include <curand_mtgp32_host.h>
#include <curand_mtgp32dc_p_11213.h>

constexpr int kFunctions = 14;

__device__ unsigned long long draw(curandStateMtgp32_t *st, int fn, int k, unsigned t, unsigned n) {
  switch (fn) {
  case 0: return curand(st);
  case 1: return __float_as_uint(curand_uniform(st));
  case 2: return __double_as_longlong(curand_uniform_double(st));
  case 3: return __float_as_uint(curand_normal(st));
  case 4: return __double_as_longlong(curand_normal_double(st));
  case 5: return __float_as_uint(curand_log_normal(st, 1.0f, 0.5f));
  case 6: return __double_as_longlong(curand_log_normal_double(st, 0.5, 2.0));
  case 7: return __float_as_uint(curand_mtgp32_single(st));
  case 8: return curand_mtgp32_specific(st, (unsigned char)(n - 1 - t), (unsigned char)n);
  case 9:
    return __float_as_uint(
        curand_mtgp32_single_specific(st, (unsigned char)(n - 1 - t), (unsigned char)n));
  case 10: // kinds interleaved on one state
    switch (k % 4) {
    case 0: return curand(st);
    case 1: return __float_as_uint(curand_uniform(st));
    case 2: return __double_as_longlong(curand_normal_double(st));
    default: return __float_as_uint(curand_uniform(st));
    }
  case 11: // a step of 32 words: threads t and t + 32 compute the same word
    return curand_mtgp32_specific(st, (unsigned char)(t % 32), 32);
  case 12: { // Poisson: inversion (small and large lambda), normal approximation from 1000 on
    const double lambda[] = {3.5, 999.0, 1000.0};
    return curand_poisson(st, lambda[k % 3]);
  }
  default: {
    const double lambda[] = {0.5, 64.0, 4000.5};
    return curand_poisson(st, lambda[k % 3]);
  }
  }
}

// Block b uses generator stateOf[b]; thread t (usual linear index) writes value k at
// out[(b * calls + k) * blockSize + t].
__global__ void draws(curandStateMtgp32_t *states, const int *stateOf, int fn, int calls,
                      unsigned long long *out) {
  curandStateMtgp32_t *st = &states[stateOf[blockIdx.x]];
  unsigned n = blockDim.x * blockDim.y * blockDim.z;
  unsigned t = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
  for (int k = 0; k < calls; ++k)
    out[((size_t)blockIdx.x * calls + k) * n + t] = draw(st, fn, k, t, n);
}

struct Config { const char *name; dim3 block; int set; std::vector<int> states; };

static uint32_t fnv(const void *p, size_t n) {
  const unsigned char *b = static_cast<const unsigned char *>(p);
  uint32_t h = 2166136261u;
  for (size_t i = 0; i < n; ++i) { h ^= b[i]; h *= 16777619u; }
  return h;
}

int main() {
  mtgp32_kernel_params_t *kp;
  EXEC_CHECK(cudaMalloc(&kp, sizeof(mtgp32_kernel_params_t)));
  if (curandMakeMTGP32Constants(mtgp32dc_params_fast_11213, kp) != CURAND_STATUS_SUCCESS) {
    std::printf("curandMakeMTGP32Constants failed\n");
    return 1;
  }
  mtgp32_kernel_params_t hkp;
  EXEC_CHECK(cudaMemcpy(&hkp, kp, sizeof hkp, cudaMemcpyDeviceToHost));
  report_u32("init_kparams", 0, fnv(&hkp, sizeof hkp));
  report_u32("init_kparams", 1, hkp.mask[0]);

  // Two arrays of generators: 200 for seed 1234, 4 for a seed whose upper half matters.
  const unsigned long long seeds[] = {1234ull, 0xdeadbeefcafef00dull};
  const int counts[] = {200, 4};
  curandStateMtgp32_t *arrays[2], *pristine[2];
  for (int a = 0; a < 2; ++a) {
    size_t bytes = sizeof(curandStateMtgp32_t) * counts[a];
    EXEC_CHECK(cudaMalloc(&arrays[a], bytes));
    EXEC_CHECK(cudaMalloc(&pristine[a], bytes));
    if (curandMakeMTGP32KernelState(pristine[a], mtgp32dc_params_fast_11213, kp, counts[a], seeds[a]) !=
        CURAND_STATUS_SUCCESS) {
      std::printf("curandMakeMTGP32KernelState failed\n");
      return 1;
    }
    std::vector<curandStateMtgp32_t> h(counts[a]);
    EXEC_CHECK(cudaMemcpy(h.data(), pristine[a], bytes, cudaMemcpyDeviceToHost));
    std::string g = "init_seed" + std::to_string(a);
    for (int i = 0; i < counts[a]; ++i) {
      report_u32(g, 4 * i, fnv(h[i].s, sizeof(unsigned) * MTGPDC_N));
      report_u32(g, 4 * i + 1, (uint32_t)h[i].offset);
      report_u32(g, 4 * i + 2, (uint32_t)h[i].pIdx);
      report_u32(g, 4 * i + 3, h[i].k == kp);
    }
    for (int i : {0, counts[a] - 1})
      for (int j = 0; j < MTGPDC_N; ++j)
        report_u32(g + "_s" + std::to_string(i), j, h[i].s[j]);
  }

  const Config configs[] = {
      {"b64", dim3(64), 0, {0, 1, 2}},       {"b128", dim3(128), 0, {5, 199}},
      {"b256", dim3(256), 0, {3, 100}},      {"b16x2x2", dim3(16, 2, 2), 0, {7}},
      {"b32x4", dim3(32, 4), 0, {8}},        {"seed2_b64", dim3(64), 1, {0, 3}},
      {"b32", dim3(32), 0, {9, 10, 150}}};
  for (const Config &c : configs) {
    unsigned n = c.block.x * c.block.y * c.block.z;
    int blocks = (int)c.states.size();
    DeviceBuffer<int> stateOf(c.states);
    for (int fn = 0; fn < kFunctions; ++fn) {
      bool single = fn == 7 || fn == 9;
      if (single != (n == 32) && fn != 0)
        continue; // the single-precision functions on one-warp blocks only, the others on the rest
      // raw draws: 1280 words per generator, past the ring's end; b32 also wraps with singles
      int calls = fn == 0 || n == 32 ? 1280 / (int)n : 3;
      EXEC_CHECK(cudaMemcpy(arrays[c.set], pristine[c.set], sizeof(curandStateMtgp32_t) * counts[c.set],
                            cudaMemcpyDeviceToDevice));
      DeviceBuffer<unsigned long long> out((size_t)blocks * calls * n);
      draws<<<blocks, c.block>>>(arrays[c.set], stateOf.ptr, fn, calls, out.ptr);
      std::vector<unsigned long long> h = out.get();
      std::string g = std::string(c.name) + "_f" + std::to_string(fn);
      bool dbl = fn == 2 || fn == 4 || fn == 6;
      bool flt = fn == 1 || fn == 3 || fn == 5 || fn == 7 || fn == 9;
      if (fn == 3) std::printf("TOL %s ulp=10\n", g.c_str());  // erfcinvf: 4 ulp each side
      if (fn == 4) std::printf("TOL %s ulp=14\n", g.c_str());  // erfcinv: 6 ulp each side
      if (fn == 5) std::printf("TOL %s rel=1e-5\n", g.c_str()); // exp of the normal above
      if (fn == 6) std::printf("TOL %s rel=1e-13\n", g.c_str());
      if (fn == 10) std::printf("TOL %s ulp=14\n", g.c_str());
      for (size_t i = 0; i < h.size(); ++i) {
        if (fn == 10) {
          int k = (int)((i / n) % calls);
          if (k % 4 == 2) { double d; std::memcpy(&d, &h[i], 8); report_f64(g, i, d); }
          else if (k % 4 == 0) report_u32(g, i, (uint32_t)h[i]);
          else { uint32_t b = (uint32_t)h[i]; float f; std::memcpy(&f, &b, 4); report_f32(g, i, f); }
        } else if (dbl) { double d; std::memcpy(&d, &h[i], 8); report_f64(g, i, d); }
        else if (flt) { uint32_t b = (uint32_t)h[i]; float f; std::memcpy(&f, &b, 4); report_f32(g, i, f); }
        else report_u32(g, i, (uint32_t)h[i]);
      }
    }
  }
  for (int a = 0; a < 2; ++a) { cudaFree(arrays[a]); cudaFree(pristine[a]); }
  cudaFree(kp);
  return finish();
}
