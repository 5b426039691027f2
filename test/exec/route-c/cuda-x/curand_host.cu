// SPDX-License-Identifier: Apache-2.0
// Our libcurand's host API as a program calls it: XORWOW, Philox and MRG32k3a generators on the
// device, uniform/normal/log-normal/Poisson draws, seeds and offsets; moments checked, the same
// seed giving the same numbers, a generator on a stream.
// ROUTEC-FLAGS: -lcurand
#include "../programs/check.h"
#include <cmath>
#include <curand.h>
#include <vector>

#define RAND(call) EXPECT((call) == CURAND_STATUS_SUCCESS)

int main() {
  const size_t n = 1 << 20;
  float *d;
  unsigned *p;
  CHECK(cudaMalloc(&d, n * sizeof(float)));
  CHECK(cudaMalloc(&p, n * sizeof(unsigned)));
  std::vector<float> h(n), h2(n);
  std::vector<unsigned> hp(n);
  for (curandRngType_t type : {CURAND_RNG_PSEUDO_XORWOW, CURAND_RNG_PSEUDO_PHILOX4_32_10,
                               CURAND_RNG_PSEUDO_MRG32K3A}) {
    curandGenerator_t g;
    RAND(curandCreateGenerator(&g, type));
    RAND(curandSetPseudoRandomGeneratorSeed(g, 2024));
    RAND(curandGenerateUniform(g, d, n));
    CHECK(cudaMemcpy(h.data(), d, n * 4, cudaMemcpyDeviceToHost));
    double s = 0;
    int out = 0;
    for (float v : h) {
      s += v;
      out += !(v > 0.0f && v <= 1.0f);
    }
    EXPECT(out == 0);
    EXPECT(std::fabs(s / n - 0.5) < 0.002);
    RAND(curandGenerateNormal(g, d, n, 3.0f, 2.0f));
    CHECK(cudaMemcpy(h.data(), d, n * 4, cudaMemcpyDeviceToHost));
    double m = 0, v2 = 0;
    for (float v : h)
      m += v;
    m /= n;
    for (float v : h)
      v2 += (v - m) * (v - m);
    EXPECT(std::fabs(m - 3.0) < 0.01 && std::fabs(std::sqrt(v2 / n) - 2.0) < 0.01);
    RAND(curandGeneratePoisson(g, p, n, 4.5));
    CHECK(cudaMemcpy(hp.data(), p, n * 4, cudaMemcpyDeviceToHost));
    double pm = 0;
    for (unsigned v : hp)
      pm += v;
    EXPECT(std::fabs(pm / n - 4.5) < 0.02);
    // The same seed again: the same uniform numbers.
    RAND(curandSetPseudoRandomGeneratorSeed(g, 2024));
    RAND(curandSetGeneratorOffset(g, 0));
    RAND(curandGenerateUniform(g, d, n));
    CHECK(cudaMemcpy(h2.data(), d, n * 4, cudaMemcpyDeviceToHost));
    RAND(curandSetPseudoRandomGeneratorSeed(g, 2024));
    RAND(curandSetGeneratorOffset(g, 0));
    cudaStream_t st;
    CHECK(cudaStreamCreate(&st));
    RAND(curandSetStream(g, st));
    RAND(curandGenerateUniform(g, d, n));
    CHECK(cudaStreamSynchronize(st));
    CHECK(cudaMemcpy(h.data(), d, n * 4, cudaMemcpyDeviceToHost));
    EXPECT(h == h2);
    RAND(curandDestroyGenerator(g));
    CHECK(cudaStreamDestroy(st));
  }
  return report("curand_host");
}
