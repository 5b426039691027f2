// SPDX-License-Identifier: Apache-2.0
// out[i] = sum_{j=-R..R} w[j+R] * in[i+j]: each block loads its tile plus a halo of R elements
// on each side into dynamic shared memory, synchronises, then computes from shared memory.
// The weights live in __constant__ memory. The result is checked against a host loop.
#include <cmath>
#include <cstdio>
#include <vector>

#include <cuda_runtime.h>

constexpr int kRadius = 4;
constexpr int kBlock = 256;

__constant__ float c_weights[2 * kRadius + 1];

__global__ void stencil1d(const float *__restrict__ in, float *__restrict__ out, int n) {
  extern __shared__ float tile[]; // kBlock + 2 * kRadius floats
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  int l = threadIdx.x + kRadius;

  tile[l] = g < n ? in[g] : 0.0f;
  if (threadIdx.x < kRadius) {
    int left = g - kRadius, right = g + blockDim.x;
    tile[l - kRadius] = left >= 0 ? in[left] : 0.0f;
    tile[l + blockDim.x] = right < n ? in[right] : 0.0f;
  }
  __syncthreads();

  if (g < n) {
    float acc = 0.0f;
#pragma unroll
    for (int j = -kRadius; j <= kRadius; ++j)
      acc += c_weights[j + kRadius] * tile[l + j];
    out[g] = acc;
  }
}

#define CHECK(call)                                                                                \
  do {                                                                                             \
    cudaError_t e_ = (call);                                                                       \
    if (e_ != cudaSuccess) {                                                                       \
      std::fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #call, cudaGetErrorString(e_));  \
      return 2;                                                                                    \
    }                                                                                              \
  } while (0)

int main() {
  const int n = 1 << 22;
  std::vector<float> in(n), out(n), weights(2 * kRadius + 1);
  for (int i = 0; i < n; ++i)
    in[i] = std::sin(0.001f * i);
  for (int j = 0; j <= 2 * kRadius; ++j)
    weights[j] = 1.0f / (1 + std::abs(j - kRadius));

  int devices = 0;
  if (cudaGetDeviceCount(&devices) != cudaSuccess || devices == 0) {
    std::printf("stencil: no CUDA device, nothing to run\n");
    return 0;
  }
  float *d_in = nullptr, *d_out = nullptr;
  CHECK(cudaMalloc(&d_in, n * sizeof(float)));
  CHECK(cudaMalloc(&d_out, n * sizeof(float)));
  CHECK(cudaMemcpy(d_in, in.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpyToSymbol(c_weights, weights.data(), weights.size() * sizeof(float)));

  cudaEvent_t start, stop;
  CHECK(cudaEventCreate(&start));
  CHECK(cudaEventCreate(&stop));
  CHECK(cudaEventRecord(start));
  size_t shmem = (kBlock + 2 * kRadius) * sizeof(float);
  stencil1d<<<(n + kBlock - 1) / kBlock, kBlock, shmem>>>(d_in, d_out, n);
  CHECK(cudaGetLastError());
  CHECK(cudaEventRecord(stop));
  CHECK(cudaEventSynchronize(stop));
  float ms = 0;
  CHECK(cudaEventElapsedTime(&ms, start, stop));
  CHECK(cudaMemcpy(out.data(), d_out, n * sizeof(float), cudaMemcpyDeviceToHost));

  int bad = 0;
  for (int i = 0; i < n; ++i) {
    float want = 0;
    for (int j = -kRadius; j <= kRadius; ++j)
      want += weights[j + kRadius] * (i + j >= 0 && i + j < n ? in[i + j] : 0.0f);
    bad += std::fabs(want - out[i]) > 1e-4f * (1 + std::fabs(want));
  }
  CHECK(cudaFree(d_in));
  CHECK(cudaFree(d_out));
  std::printf("stencil: %d points in %.3f ms: %s\n", n, ms, bad ? "FAILED" : "ok");
  return bad ? 1 : 0;
}
