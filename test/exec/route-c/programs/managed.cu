// SPDX-License-Identifier: Apache-2.0
// Unified memory: cudaMallocManaged used from host and device, a __managed__ variable, prefetch
// and advice, cudaPointerGetAttributes of managed, device, pinned and pageable memory.
#include "check.h"
#include <cstdlib>

__managed__ int managed_total = 5;

__global__ void accumulate(int *v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    v[i] *= 2;
    atomicAdd(&managed_total, v[i]);
  }
}

int main() {
  const int n = 4096;
  int *v = nullptr;
  CHECK(cudaMallocManaged(&v, n * sizeof(int)));
  long long want = 5;
  for (int i = 0; i < n; ++i) {
    v[i] = i % 10;
    want += 2 * (i % 10);
  }
  int dev = 0;
  CHECK(cudaGetDevice(&dev));
  CHECK(cudaMemAdvise(v, n * sizeof(int), cudaMemAdviseSetPreferredLocation, dev));
  CHECK(cudaMemPrefetchAsync(v, n * sizeof(int), dev, 0));
  accumulate<<<n / 128, 128>>>(v, n);
  CHECK(cudaDeviceSynchronize());
  int bad = 0;
  for (int i = 0; i < n; ++i)
    bad += v[i] != 2 * (i % 10);
  EXPECT(bad == 0);
  EXPECT(managed_total == want);
  cudaPointerAttributes a;
  CHECK(cudaPointerGetAttributes(&a, v));
  EXPECT(a.type == cudaMemoryTypeManaged);
  int *d, *pinned;
  CHECK(cudaMalloc(&d, 16));
  CHECK(cudaMallocHost(&pinned, 16));
  CHECK(cudaPointerGetAttributes(&a, d));
  EXPECT(a.type == cudaMemoryTypeDevice && a.device == dev);
  CHECK(cudaPointerGetAttributes(&a, pinned));
  EXPECT(a.type == cudaMemoryTypeHost);
  int *pageable = static_cast<int *>(std::malloc(16));
  CHECK(cudaPointerGetAttributes(&a, pageable));
  EXPECT(a.type == cudaMemoryTypeUnregistered);
  std::free(pageable);
  CHECK(cudaFree(v));
  CHECK(cudaFree(d));
  CHECK(cudaFreeHost(pinned));
  return report("managed");
}
