// SPDX-License-Identifier: Apache-2.0
// Kernel parameters by value as the launch ABI lays them out: a 1 KiB struct, vector types
// (float3, double4, int2), a struct with a union and padding, arrays inside structs, many scalar
// parameters of mixed sizes; 2-D blocks and a shared-memory tile transpose.
#include "check.h"

struct Big {
  int v[256];
};
union Bits {
  float f;
  unsigned u;
};
struct Mixed {
  char c;
  double d;
  short s;
  Bits b;
  float3 f3;
  double4 d4;
  int2 i2;
};

__global__ void big_kernel(Big b, Mixed m, long long *out, char c1, int i1, char c2, double d1,
                           short s1, float f1) {
  long long s = 0;
  for (int i = 0; i < 256; ++i)
    s += b.v[i];
  s += m.c + (long long)m.d + m.s + (long long)(m.b.u & 0xff) + (long long)(m.f3.x + m.f3.y + m.f3.z) +
       (long long)(m.d4.x + m.d4.y + m.d4.z + m.d4.w) + m.i2.x + m.i2.y;
  s += c1 + i1 + c2 + (long long)d1 + s1 + (long long)f1;
  out[threadIdx.x] = s;
}

__global__ void transpose(const float *in, float *out, int w, int h) {
  __shared__ float tile[32][33];
  int x = blockIdx.x * 32 + threadIdx.x, y = blockIdx.y * 32 + threadIdx.y;
  for (int k = 0; k < 32; k += 8)
    if (x < w && y + k < h)
      tile[threadIdx.y + k][threadIdx.x] = in[(y + k) * w + x];
  __syncthreads();
  x = blockIdx.y * 32 + threadIdx.x;
  y = blockIdx.x * 32 + threadIdx.y;
  for (int k = 0; k < 32; k += 8)
    if (x < h && y + k < w)
      out[(y + k) * h + x] = tile[threadIdx.x][threadIdx.y + k];
}

int main() {
  Big b;
  long long want = 0;
  for (int i = 0; i < 256; ++i)
    want += b.v[i] = i * 3 - 100;
  Mixed m = {7, 1000.0, -3, {0}, make_float3(1, 2, 3), make_double4(10, 20, 30, 40), make_int2(-5, 9)};
  m.b.u = 0x12345678u;
  want += 7 + 1000 - 3 + 0x78 + 6 + 100 + 4;
  want += 1 + 100000 + 2 + 12345 + 77 + 3;
  long long *d, h[64];
  CHECK(cudaMalloc(&d, sizeof h));
  big_kernel<<<1, 64>>>(b, m, d, 1, 100000, 2, 12345.9, 77, 3.7f);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  for (int i = 0; i < 64; ++i)
    EXPECT(h[i] == want);
  const int w = 300, hh = 200;
  static float in[w * hh], out[w * hh];
  for (int i = 0; i < w * hh; ++i)
    in[i] = float(i);
  float *din, *dout;
  CHECK(cudaMalloc(&din, sizeof in));
  CHECK(cudaMalloc(&dout, sizeof out));
  CHECK(cudaMemcpy(din, in, sizeof in, cudaMemcpyHostToDevice));
  transpose<<<dim3((w + 31) / 32, (hh + 31) / 32), dim3(32, 8)>>>(din, dout, w, hh);
  CHECK(cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int y = 0; y < hh; ++y)
    for (int x = 0; x < w; ++x)
      bad += out[x * hh + y] != in[y * w + x];
  EXPECT(bad == 0);
  return report("struct_args");
}
