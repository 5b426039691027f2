// SPDX-License-Identifier: Apache-2.0
// Reference recorder, NOT part of libcurand: built with NVIDIA's nvcc and linked with NVIDIA's
// libcurand, run on an NVIDIA GPU (the H200 of the device tool), it writes raw binary dumps of the
// host API's outputs into the directory given as argv[1] and prints status codes. extract.py turns
// the dumps into test/lit/curand/Inputs/nvidia-host-api.txt. Recorded with CUDA 13 / cuRAND 10.4:
//   nvcc -arch=sm_90 -O2 record_host_api.cu -lcurand -o rec && ./rec /tmp/h > status.txt
#include <curand.h>
#include <cuda_runtime.h>
#include <cstdio>
#include <vector>
#include <string>
#define CK(x) do { int e = (int)(x); if (e) { printf("ERR %s -> %d line %d\n", #x, e, __LINE__); } } while (0)
static std::string dir;
template <class T> void save(const std::string &name, T *d, size_t n, bool host) {
  std::vector<T> h(n);
  if (host) memcpy(h.data(), d, n * sizeof(T)); else CK(cudaMemcpy(h.data(), d, n * sizeof(T), cudaMemcpyDeviceToHost));
  FILE *f = fopen((dir + "/" + name).c_str(), "wb"); fwrite(h.data(), sizeof(T), n, f); fclose(f);
}
int main(int argc, char **argv) {
  dir = argv[1];
  struct G { curandRngType_t t; const char *n; } gens[] = {{CURAND_RNG_PSEUDO_DEFAULT, "default"}, {CURAND_RNG_PSEUDO_XORWOW, "xorwow"},
    {CURAND_RNG_PSEUDO_MRG32K3A, "mrg"}, {CURAND_RNG_PSEUDO_PHILOX4_32_10, "philox"}};
  const size_t N = 1 << 18, M = 8192;
  unsigned *du; float *df; double *dd;
  CK(cudaMalloc(&du, N * 4)); CK(cudaMalloc(&df, M * 4)); CK(cudaMalloc(&dd, M * 8));
  int ver; CK(curandGetVersion(&ver)); printf("version %d\n", ver);
  for (int host = 0; host < 2; ++host)
  for (auto g : gens) {
    std::string p = std::string(host ? "h_" : "d_") + g.n;
    curandGenerator_t gen;
    if (host) CK(curandCreateGeneratorHost(&gen, g.t)); else CK(curandCreateGenerator(&gen, g.t));
    unsigned *u = du; float *f = df; double *d = dd;
    std::vector<unsigned> hu(N); std::vector<float> hf(M); std::vector<double> hd(M);
    if (host) { u = hu.data(); f = hf.data(); d = hd.data(); }
    size_t n = host ? 65536 : N;
    CK(curandSetPseudoRandomGeneratorSeed(gen, 1234));
    CK(curandGenerate(gen, u, n)); save(p + "_u32", u, n, host);
    CK(curandGenerate(gen, u, 1000)); save(p + "_u32_next", u, 1000, host);
    CK(curandSetPseudoRandomGeneratorSeed(gen, 1234)); CK(curandSetGeneratorOffset(gen, 100));
    CK(curandGenerate(gen, u, 4096)); save(p + "_u32_off100", u, 4096, host);
    CK(curandSetGeneratorOffset(gen, 0));
    CK(curandSetPseudoRandomGeneratorSeed(gen, 77)); CK(curandGenerate(gen, u, 1001)); save(p + "_u32_seed77_1001", u, 1001, host);
    CK(curandSetPseudoRandomGeneratorSeed(gen, 5)); CK(curandGenerateUniform(gen, f, M)); save(p + "_uniform", f, M, host);
    CK(curandSetPseudoRandomGeneratorSeed(gen, 5)); CK(curandGenerateUniformDouble(gen, d, M)); save(p + "_uniform_double", d, M, host);
    CK(curandSetPseudoRandomGeneratorSeed(gen, 5)); CK(curandGenerateNormal(gen, f, M, 1.0f, 2.0f)); save(p + "_normal", f, M, host);
    CK(curandSetPseudoRandomGeneratorSeed(gen, 5)); CK(curandGenerateNormalDouble(gen, d, M, -1.0, 0.5)); save(p + "_normal_double", d, M, host);
    CK(curandSetPseudoRandomGeneratorSeed(gen, 5)); CK(curandGenerateLogNormal(gen, f, M, 0.5f, 0.25f)); save(p + "_lognormal", f, M, host);
    CK(curandSetPseudoRandomGeneratorSeed(gen, 5)); CK(curandGenerateLogNormalDouble(gen, d, M, 0.5, 0.25)); save(p + "_lognormal_double", d, M, host);
    double lams[] = {3.5, 100.0, 5000.0};
    for (double l : lams) {
      CK(curandSetPseudoRandomGeneratorSeed(gen, 5)); CK(curandGeneratePoisson(gen, u, M, l)); save(p + "_poisson" + std::to_string((int)l), u, M, host);
    }
    // error codes
    printf("%s odd-normal %d\n", p.c_str(), (int)curandGenerateNormal(gen, f, 7, 0, 1));
    printf("%s set-ordering-legacy %d\n", p.c_str(), (int)curandSetGeneratorOrdering(gen, CURAND_ORDERING_PSEUDO_LEGACY));
    CK(curandSetPseudoRandomGeneratorSeed(gen, 1234)); CK(curandGenerate(gen, u, 65536)); save(p + "_u32_legacy", u, 65536, host);
    printf("%s set-ordering-seeded %d\n", p.c_str(), (int)curandSetGeneratorOrdering(gen, CURAND_ORDERING_PSEUDO_SEEDED));
    CK(curandDestroyGenerator(gen));
  }
  curandGenerator_t gen;
  printf("bad-type %d\n", (int)curandCreateGenerator(&gen, (curandRngType_t)12345));
  printf("null-gen %d\n", (int)curandCreateGenerator(nullptr, CURAND_RNG_PSEUDO_XORWOW));
  CK(curandCreateGenerator(&gen, CURAND_RNG_PSEUDO_XORWOW));
  printf("dim-on-pseudo %d\n", (int)curandSetQuasiRandomGeneratorDimensions(gen, 3));
  printf("poisson-neg %d\n", (int)curandGeneratePoisson(gen, du, 16, -1.0));
  printf("poisson-zero %d\n", (int)curandGeneratePoisson(gen, du, 16, 0.0));
  printf("ordering-quasi %d\n", (int)curandSetGeneratorOrdering(gen, CURAND_ORDERING_QUASI_DEFAULT));
  printf("unaligned-double %d\n", (int)curandGenerateUniformDouble(gen, (double *)((char *)dd + 4), 16));
  printf("normal-odd-double %d\n", (int)curandGenerateNormalDouble(gen, dd, 3, 0, 1));
  printf("lognormal-odd %d\n", (int)curandGenerateLogNormal(gen, df, 5, 0, 1));
  printf("zero-n %d\n", (int)curandGenerate(gen, du, 0));
  printf("host-ptr-on-device-gen %d\n", (int)curandGenerate(gen, (unsigned *)&gen, 4));
  CK(curandDestroyGenerator(gen));
  return 0;
}
