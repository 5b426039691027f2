// SPDX-License-Identifier: Apache-2.0
// Pitched memory: cudaMallocPitch, cudaMemcpy2D both ways and device to device, cudaMemset2D, a
// kernel walking rows by pitch.
#include "check.h"
#include <vector>

__global__ void add_rows(float *p, size_t pitch, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y;
  if (x < w && y < h)
    reinterpret_cast<float *>(reinterpret_cast<char *>(p) + y * pitch)[x] += float(y);
}

int main() {
  const int w = 333, h = 77;
  std::vector<float> a(w * h), b(w * h, -1.0f);
  for (int i = 0; i < w * h; ++i)
    a[i] = float(i % 251);
  float *d, *e;
  size_t pitch = 0, pitch2 = 0;
  CHECK(cudaMallocPitch(&d, &pitch, w * sizeof(float), h));
  CHECK(cudaMallocPitch(&e, &pitch2, w * sizeof(float), h));
  EXPECT(pitch >= w * sizeof(float) && pitch % 256 == 0);
  CHECK(cudaMemset2D(d, pitch, 0xff, pitch, h));
  CHECK(cudaMemcpy2D(d, pitch, a.data(), w * sizeof(float), w * sizeof(float), h,
                     cudaMemcpyHostToDevice));
  add_rows<<<dim3((w + 127) / 128, h), 128>>>(d, pitch, w, h);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy2D(e, pitch2, d, pitch, w * sizeof(float), h, cudaMemcpyDeviceToDevice));
  CHECK(cudaMemcpy2D(b.data(), w * sizeof(float), e, pitch2, w * sizeof(float), h,
                     cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x)
      bad += b[y * w + x] != a[y * w + x] + float(y);
  EXPECT(bad == 0);
  unsigned char pad = 0;
  if (pitch > w * sizeof(float)) { // the padding kept cudaMemset2D's byte
    CHECK(cudaMemcpy(&pad, reinterpret_cast<char *>(d) + w * sizeof(float), 1,
                     cudaMemcpyDeviceToHost));
    EXPECT(pad == 0xff);
  }
  return report("pitched_2d");
}
