// SPDX-License-Identifier: Apache-2.0
// Mapped pinned memory (zero copy): cudaHostAlloc(cudaHostAllocMapped), cudaHostGetDevicePointer,
// a kernel writing host memory directly; cudaHostRegister of a malloc'd buffer.
#include "check.h"
#include <cstdlib>

__global__ void square(const int *in, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = in[i] * in[i];
}

int main() {
  const int n = 10000;
  int *in = nullptr, *din = nullptr;
  CHECK(cudaHostAlloc(&in, n * sizeof(int), cudaHostAllocMapped));
  for (int i = 0; i < n; ++i)
    in[i] = i - 5000;
  CHECK(cudaHostGetDevicePointer(&din, in, 0));
  int *out = static_cast<int *>(std::malloc(n * sizeof(int)));
  CHECK(cudaHostRegister(out, n * sizeof(int), cudaHostRegisterMapped));
  int *dout = nullptr;
  CHECK(cudaHostGetDevicePointer(&dout, out, 0));
  unsigned flags = 0;
  CHECK(cudaHostGetFlags(&flags, in));
  EXPECT(flags & cudaHostAllocMapped);
  square<<<(n + 255) / 256, 256>>>(din, dout, n);
  CHECK(cudaDeviceSynchronize());
  int bad = 0;
  for (int i = 0; i < n; ++i)
    bad += out[i] != (i - 5000) * (i - 5000);
  EXPECT(bad == 0);
  CHECK(cudaHostUnregister(out));
  std::free(out);
  CHECK(cudaFreeHost(in));
  return report("zero_copy");
}
