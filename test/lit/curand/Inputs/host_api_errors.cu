// SPDX-License-Identifier: Apache-2.0
// Argument validation of the cuRAND host API: prints "<case> <status>" for each misuse. The
// expected statuses in host-api-errors.test were measured with NVIDIA's cuRAND 10.4 (H200).
// Host generators only, so this runs without a GPU.
#include <curand.h>
#include <cstdio>

#define SHOW(name, call) std::printf("%s %d\n", name, (int)(call))

int main() {
  curandGenerator_t g = nullptr;
  SHOW("create-bad-type", curandCreateGeneratorHost(&g, (curandRngType_t)12345));
  SHOW("create-quasi", curandCreateGeneratorHost(&g, CURAND_RNG_QUASI_SOBOL32));
  SHOW("create-null", curandCreateGeneratorHost(nullptr, CURAND_RNG_PSEUDO_XORWOW));
  SHOW("destroy-null", curandDestroyGenerator(nullptr));
  SHOW("generate-null-generator", curandGenerate(nullptr, nullptr, 4));
  int v = 0;
  SHOW("version", curandGetVersion(&v));
  std::printf("version-value %d\n", v);
  const struct { curandRngType_t t; const char *n; } types[] = {
      {CURAND_RNG_PSEUDO_XORWOW, "xorwow"}, {CURAND_RNG_PSEUDO_MRG32K3A, "mrg"},
      {CURAND_RNG_PSEUDO_PHILOX4_32_10, "philox"}};
  float f[8];
  double d[8];
  unsigned u[16];
  for (auto &t : types) {
    if (curandCreateGeneratorHost(&g, t.t) != CURAND_STATUS_SUCCESS) return 1;
    std::printf("== %s\n", t.n);
    SHOW("normal-odd", curandGenerateNormal(g, f, 7, 0.0f, 1.0f));
    SHOW("normal-double-odd", curandGenerateNormalDouble(g, d, 3, 0.0, 1.0));
    SHOW("lognormal-odd", curandGenerateLogNormal(g, f, 5, 0.0f, 1.0f));
    SHOW("normal-even", curandGenerateNormal(g, f, 8, 0.0f, 1.0f));
    SHOW("ordering-legacy", curandSetGeneratorOrdering(g, CURAND_ORDERING_PSEUDO_LEGACY));
    SHOW("ordering-seeded", curandSetGeneratorOrdering(g, CURAND_ORDERING_PSEUDO_SEEDED));
    SHOW("ordering-quasi", curandSetGeneratorOrdering(g, CURAND_ORDERING_QUASI_DEFAULT));
    SHOW("dimensions-on-pseudo", curandSetQuasiRandomGeneratorDimensions(g, 3));
    SHOW("poisson-negative", curandGeneratePoisson(g, u, 16, -1.0));
    SHOW("poisson-zero", curandGeneratePoisson(g, u, 16, 0.0));
    SHOW("poisson-ok", curandGeneratePoisson(g, u, 16, 2.5));
    SHOW("zero-count", curandGenerate(g, u, 0));
    SHOW("destroy", curandDestroyGenerator(g));
  }
  return 0;
}
