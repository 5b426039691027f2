// SPDX-License-Identifier: Apache-2.0
// cuda_fp16 and math in kernels: __half/__half2 arithmetic and conversions, float math functions
// against the host's within a few ulp, integer intrinsics (__popc, __clz, __brev).
#include "check.h"
#include <cmath>
#include <cuda_fp16.h>

__global__ void kern(const float *x, float *y, __half *hy, unsigned *bits, int n) { // bits: 4 per i, 3 used
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float v = x[i];
  y[4 * i + 0] = sinf(v);
  y[4 * i + 1] = expf(v * 0.1f);
  y[4 * i + 2] = sqrtf(fabsf(v));
  y[4 * i + 3] = atan2f(v, 1.5f);
  __half2 h = __floats2half2_rn(v, -v);
  h = __hmul2(h, __float2half2_rn(0.5f));
  hy[2 * i] = __low2half(h);
  hy[2 * i + 1] = __hadd(__high2half(h), __float2half(1.0f));
  unsigned u = unsigned(i) * 2654435761u;
  bits[4 * i + 0] = __popc(u);
  bits[4 * i + 1] = __clz(u);
  bits[4 * i + 2] = __brev(u);
}

static float ulps(float a, float b) {
  return std::fabs(a - b) / std::fmax(std::ldexp(1.0f, std::ilogb(std::fabs(b)) - 23), 1e-30f);
}

int main() {
  const int n = 4096;
  static float x[n], y[4 * n];
  static __half hy[2 * n];
  static unsigned bits[4 * n];
  for (int i = 0; i < n; ++i)
    x[i] = (i - n / 2) * 0.01f;
  float *dx, *dy;
  __half *dh;
  unsigned *db;
  CHECK(cudaMalloc(&dx, sizeof x));
  CHECK(cudaMalloc(&dy, sizeof y));
  CHECK(cudaMalloc(&dh, sizeof hy));
  CHECK(cudaMalloc(&db, sizeof bits));
  CHECK(cudaMemcpy(dx, x, sizeof x, cudaMemcpyHostToDevice));
  kern<<<n / 128, 128>>>(dx, dy, dh, db, n);
  CHECK(cudaMemcpy(y, dy, sizeof y, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(hy, dh, sizeof hy, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(bits, db, sizeof bits, cudaMemcpyDeviceToHost));
  float worst = 0;
  int bad = 0;
  for (int i = 0; i < n; ++i) {
    float v = x[i];
    worst = std::fmax(worst, ulps(y[4 * i + 0], std::sin(v)));
    worst = std::fmax(worst, ulps(y[4 * i + 1], std::exp(v * 0.1f)));
    worst = std::fmax(worst, ulps(y[4 * i + 2], std::sqrt(std::fabs(v))));
    worst = std::fmax(worst, ulps(y[4 * i + 3], std::atan2(v, 1.5f)));
    bad += std::fabs(__half2float(hy[2 * i]) - v * 0.5f) > std::fabs(v) * 0.001f + 1e-4f;
    bad += std::fabs(__half2float(hy[2 * i + 1]) - (1.0f - v * 0.5f)) > 0.01f;
    unsigned u = unsigned(i) * 2654435761u, r = 0;
    for (int k = 0; k < 32; ++k)
      r |= ((u >> k) & 1u) << (31 - k);
    bad += bits[4 * i] != unsigned(__builtin_popcount(u));
    bad += bits[4 * i + 1] != unsigned(u ? __builtin_clz(u) : 32);
    bad += bits[4 * i + 2] != r;
  }
  std::printf("worst float error: %.1f ulp\n", worst);
  EXPECT(worst <= 4.0f);
  EXPECT(bad == 0);
  return report("half_math");
}
