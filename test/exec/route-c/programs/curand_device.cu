// SPDX-License-Identifier: Apache-2.0
// cuRAND's device API (our curand_kernel.h): XORWOW and Philox states per thread, uniform and
// normal draws; checks that every value is in range and that the moments are right.
#include "check.h"
#include <cmath>
#include <curand_kernel.h>

__global__ void draw(unsigned long long seed, float *u, float *g, unsigned *bits, int per) {
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  curandState s;
  curand_init(seed, id, 0, &s);
  curandStatePhilox4_32_10_t p;
  curand_init(seed, id, 0, &p);
  for (int k = 0; k < per; ++k) {
    u[id * per + k] = curand_uniform(&s);
    g[id * per + k] = curand_normal(&p);
    bits[id * per + k] = curand(&s);
  }
}

int main() {
  const int threads = 64 * 256, per = 16, n = threads * per;
  float *u, *g;
  unsigned *b;
  CHECK(cudaMallocManaged(&u, n * sizeof(float)));
  CHECK(cudaMallocManaged(&g, n * sizeof(float)));
  CHECK(cudaMallocManaged(&b, n * sizeof(unsigned)));
  draw<<<64, 256>>>(1234ull, u, g, b, per);
  CHECK(cudaDeviceSynchronize());
  double su = 0, sg = 0, sg2 = 0, ones = 0;
  int bad = 0;
  for (int i = 0; i < n; ++i) {
    bad += !(u[i] > 0.0f && u[i] <= 1.0f);
    su += u[i];
    sg += g[i];
    sg2 += double(g[i]) * g[i];
    ones += __builtin_popcount(b[i]);
  }
  EXPECT(bad == 0);
  EXPECT(std::fabs(su / n - 0.5) < 0.01);
  EXPECT(std::fabs(sg / n) < 0.01);
  EXPECT(std::fabs(sg2 / n - 1.0) < 0.02);
  EXPECT(std::fabs(ones / n - 16.0) < 0.05);
  EXPECT(u[0] != u[per]); // different subsequences per thread
  return report("curand_device");
}
