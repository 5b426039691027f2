// SPDX-License-Identifier: Apache-2.0
// The quasi-random host-API call sequence of host_sobol_calls.h (recorded on NVIDIA's cuRAND by
// cuda-x/curand/reference/record_sobol.cu) run on our libcurand's host generators (CPU, no GPU
// needed). Then a check of what cannot be compared with NVIDIA (our scrambled tables are our
// own): every scrambled generator's output equals the device-API states of curand_kernel.h built
// from curandGetDirectionVectors / curandGetScrambleConstants ("scrambled-consistent" lines).
#include "host_sobol_calls.h"
#include <curand_kernel.h>

template <class S, class W, class V>
static bool consistent(curandRngType_t type, const V *vectors, const W *constants, unsigned dims) {
  curandGenerator_t g;
  if (curandCreateGeneratorHost(&g, type) != CURAND_STATUS_SUCCESS) return false;
  const size_t points = 100;
  std::vector<W> out(points * dims);
  bool ok = curandSetQuasiRandomGeneratorDimensions(g, dims) == CURAND_STATUS_SUCCESS &&
            curandSetGeneratorOffset(g, 1000) == CURAND_STATUS_SUCCESS;
  if (sizeof(W) == 8)
    ok = ok && curandGenerateLongLong(g, (unsigned long long *)out.data(), out.size()) == CURAND_STATUS_SUCCESS;
  else
    ok = ok && curandGenerate(g, (unsigned *)out.data(), out.size()) == CURAND_STATUS_SUCCESS;
  curandDestroyGenerator(g);
  for (unsigned d = 0; ok && d < dims; ++d) {
    S st;
    curand_init(const_cast<W *>(vectors[d]), constants[d], 1000, &st);
    for (size_t i = 0; i < points; ++i)
      ok = ok && curand(&st) == out[d * points + i];
  }
  return ok;
}

int main() {
  if (sobolCalls() != 0) return 1;
  curandDirectionVectors32_t *v32;
  curandDirectionVectors64_t *v64;
  unsigned *c32;
  unsigned long long *c64;
  curandGetDirectionVectors32(&v32, CURAND_SCRAMBLED_DIRECTION_VECTORS_32_JOEKUO6);
  curandGetDirectionVectors64(&v64, CURAND_SCRAMBLED_DIRECTION_VECTORS_64_JOEKUO6);
  curandGetScrambleConstants32(&c32);
  curandGetScrambleConstants64(&c64);
  std::printf("scrambled-consistent 32 %d\n",
              consistent<curandStateScrambledSobol32_t, unsigned>(CURAND_RNG_QUASI_SCRAMBLED_SOBOL32, v32, c32, 37));
  std::printf("scrambled-consistent 64 %d\n",
              consistent<curandStateScrambledSobol64_t, unsigned long long>(CURAND_RNG_QUASI_SCRAMBLED_SOBOL64, v64, c64, 37));
  return 0;
}
