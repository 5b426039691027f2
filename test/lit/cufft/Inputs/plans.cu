// SPDX-License-Identifier: Apache-2.0
// What FFT code does with cuFFT: work-size estimates, 1-D/2-D/3-D and advanced-layout plans of
// every type, a user work area, a stream, execution; each result printed.
#include <cstdio>
#include <cufftXt.h>

__global__ void scale(cufftComplex *x, int n, float s) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    x[i].x *= s;
    x[i].y *= s;
  }
}

int main() {
  size_t ws = 0;
  cufftResult r = cufftEstimate1d(1024, CUFFT_C2C, 4, &ws);
  std::printf("estimate %d %zu\n", int(r), ws);
  cufftHandle plan;
  r = cufftPlan1d(&plan, 1024, CUFFT_C2C, 4);
  std::printf("plan1d %d\n", int(r));
  if (r == CUFFT_SUCCESS) {
    cufftComplex *d;
    cudaMalloc(&d, sizeof(cufftComplex) * 4096);
    cufftSetStream(plan, 0);
    std::printf("exec %d\n", int(cufftExecC2C(plan, d, d, CUFFT_FORWARD)));
    scale<<<16, 256>>>(d, 4096, 1.0f / 1024);
    cufftDestroy(plan);
  }
  int n[3] = {16, 30, 7}, embed[3] = {16, 32, 8};
  std::printf("many %d\n", int(cufftPlanMany(&plan, 3, n, embed, 1, 16 * 32 * 8, embed, 1,
                                             16 * 32 * 8, CUFFT_Z2Z, 2)));
  cufftHandle h;
  cufftCreate(&h);
  cufftSetAutoAllocation(h, 0);
  long long n64[1] = {97};
  r = cufftXtMakePlanMany(h, 1, n64, nullptr, 1, 0, CUDA_R_64F, nullptr, 1, 0, CUDA_C_64F, 3, &ws,
                          CUDA_C_64F);
  std::printf("xt %d\n", int(r));
  void *cb = nullptr;
  std::printf("callback %d\n", int(cufftXtSetCallback(h, &cb, CUFFT_CB_LD_REAL_DOUBLE, nullptr)));
  cufftPlan2d(&plan, 64, 64, CUFFT_R2C);
  cufftPlan3d(&plan, 8, 8, 8, CUFFT_C2R);
  cufftExecD2Z(h, nullptr, nullptr);
  cufftExecZ2D(h, nullptr, nullptr);
  cufftExecR2C(h, nullptr, nullptr);
  cufftExecC2R(h, nullptr, nullptr);
  cufftExecZ2Z(h, nullptr, nullptr, CUFFT_INVERSE);
  cufftSetWorkArea(h, nullptr);
  cufftDestroy(h);
  int v;
  cufftGetVersion(&v);
  std::printf("version %d\n", v);
}
