// SPDX-License-Identifier: Apache-2.0
// Every copy direction through cudaMemcpyDefault (unified addressing) and the explicit kinds,
// host to host, cudaMemcpyPeer on one device, cudaMemset/cudaMemsetAsync byte patterns, and
// copies at odd sizes and offsets.
#include "check.h"
#include <cstring>
#include <vector>

int main() {
  const size_t n = 1000003; // odd on purpose
  std::vector<unsigned char> a(n), b(n), c(n);
  for (size_t i = 0; i < n; ++i)
    a[i] = (unsigned char)(i * 31 + 7);
  unsigned char *d1, *d2, *pinned;
  CHECK(cudaMalloc(&d1, n + 64));
  CHECK(cudaMalloc(&d2, n + 64));
  CHECK(cudaMallocHost(&pinned, n));
  CHECK(cudaMemcpy(d1 + 3, a.data(), n, cudaMemcpyDefault));
  CHECK(cudaMemcpy(d2 + 1, d1 + 3, n, cudaMemcpyDefault));
  CHECK(cudaMemcpy(pinned, d2 + 1, n, cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(b.data(), pinned, n, cudaMemcpyHostToHost));
  EXPECT(a == b);
  CHECK(cudaMemcpyPeer(d1, 0, d2 + 1, 0, n));
  CHECK(cudaMemcpy(c.data(), d1, n, cudaMemcpyDeviceToHost));
  EXPECT(a == c);
  CHECK(cudaMemset(d1, 0xab, n));
  CHECK(cudaMemsetAsync(d1 + 100, 0x01, 17, 0));
  CHECK(cudaMemcpyAsync(c.data(), d1, n, cudaMemcpyDeviceToHost, 0));
  CHECK(cudaStreamSynchronize(0));
  int bad = 0;
  for (size_t i = 0; i < n; ++i)
    bad += c[i] != ((i >= 100 && i < 117) ? 0x01 : 0xab);
  EXPECT(bad == 0);
  CHECK(cudaMemcpy(d2, d1, 0, cudaMemcpyDeviceToDevice)); // zero bytes: nothing, no error
  CHECK(cudaFree(d1));
  CHECK(cudaFree(d2));
  CHECK(cudaFreeHost(pinned));
  return report("memcpy_kinds");
}
