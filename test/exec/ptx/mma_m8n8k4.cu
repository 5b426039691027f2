// SPDX-License-Identifier: Apache-2.0
// EXEC: compare=exact
// Route A (test/exec/README.md): mma.sync.aligned.m8n8k4 with .f16 inputs, four independent
// 8x8x4 products per warp, one per quad pair (lanes 4q..4q+3 with 4q+16..4q+19), against NVIDIA's
// tensor cores: the four layout pairs of A and B, .f32 and .f16 accumulators. 4 warps in 2 blocks;
// every lane writes its 8 accumulator elements (f32: out[thread * 8 + j]; f16: the 4 registers,
// then 0xcafe0000). Inputs "exact" are small multiples of 1/2 (every partial sum representable:
// any summation order gives the same bits); "rand" are full-mantissa values in [0.5, 2) (the
// tolerance in main()).
#include "harness.h"

constexpr int N = 128;
constexpr int kForms = 7;

// f16 bit patterns of -2, -1.5, ..., 2.
__device__ const unsigned short kHalf[9] = {0xC000, 0xBE00, 0xBC00, 0xB800, 0x0000, 0x3800, 0x3C00, 0x3E00, 0x4000};

__device__ unsigned h2(unsigned u) { return kHalf[u % 9] | unsigned(kHalf[(u >> 8) % 9]) << 16; }
__device__ unsigned hrand2(unsigned u) { return (0x3800 + (u & 0x7ff)) | (0x3800 + ((u >> 16) & 0x7ff)) << 16; }
__device__ float cexact(unsigned u) { return float(int(u % 33) - 16); }

#define MMA884_F32(layouts)                                                                        \
  asm volatile("mma.sync.aligned.m8n8k4." layouts ".f32.f16.f16.f32 {%0,%1,%2,%3,%4,%5,%6,%7}, "   \
               "{%8,%9}, {%10,%11}, {%12,%13,%14,%15,%16,%17,%18,%19};"                            \
               : "=f"(f[0]), "=f"(f[1]), "=f"(f[2]), "=f"(f[3]), "=f"(f[4]), "=f"(f[5]),           \
                 "=f"(f[6]), "=f"(f[7])                                                            \
               : "r"(r[0]), "r"(r[1]), "r"(r[2]), "r"(r[3]), "f"(c[0]), "f"(c[1]), "f"(c[2]),      \
                 "f"(c[3]), "f"(c[4]), "f"(c[5]), "f"(c[6]), "f"(c[7]))
#define MMA884_F16(layouts)                                                                        \
  asm volatile("mma.sync.aligned.m8n8k4." layouts ".f16.f16.f16.f16 {%0,%1,%2,%3}, {%4,%5}, "      \
               "{%6,%7}, {%8,%9,%10,%11};"                                                         \
               : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3])                                    \
               : "r"(r[0]), "r"(r[1]), "r"(r[2]), "r"(r[3]), "r"(h2(x >> 4)), "r"(h2(y >> 4)),     \
                 "r"(h2(z >> 4)), "r"(h2(w >> 4)))

__global__ void forms(int f_, unsigned *out, const unsigned *a) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned x = a[i], y = a[(i + 37) % N], z = a[(i + 73) % N], w = a[(i + 101) % N];
  unsigned d[8];
  float f[8];
  for (int j = 0; j < 8; ++j)
    d[j] = 0xcafe0000u;
  unsigned r[4] = {x, y, z, w};
  float c[8];
  for (int j = 0; j < 8; ++j)
    c[j] = cexact(r[j % 4] >> j);
  bool isf = f_ != 4 && f_ != 5;
  for (int j = 0; j < 4; ++j)
    r[j] = f_ == 6 ? hrand2(r[j]) : h2(r[j] * (2654435761u + 2 * f_));
  switch (f_) {
  case 0: MMA884_F32("row.col"); break;
  case 1: MMA884_F32("col.row"); break;
  case 2: MMA884_F32("row.row"); break;
  case 3: MMA884_F32("col.col"); break;
  case 4: MMA884_F16("row.col"); break;
  case 5: MMA884_F16("col.row"); break;
  case 6: MMA884_F32("row.col"); break;
  }
  if (isf)
    for (int j = 0; j < 8; ++j)
      memcpy(&d[j], &f[j], 4);
  for (int j = 0; j < 8; ++j)
    out[i * 8 + j] = d[j];
}

static const char *const kNames[kForms] = {
    "mma.m8n8k4.row.col.f32.exact", "mma.m8n8k4.col.row.f32.exact", "mma.m8n8k4.row.row.f32.exact",
    "mma.m8n8k4.col.col.f32.exact", "mma.m8n8k4.row.col.f16.exact", "mma.m8n8k4.col.row.f16.exact",
    "mma.m8n8k4.row.col.f32.rand"};

int main() {
  std::vector<unsigned> in = inputs_u32(N);
  DeviceBuffer<unsigned> a(in);
  // Sums of 4 products in [0.25, 4) and C in [-16, 16]: |partial sums| < 32, so one rounding
  // differs by at most 1 ulp of 32 (3.8e-6); the tensor cores' truncating adder by as much again.
  std::printf("TOL mma.m8n8k4.row.col.f32.rand abs=1e-5\n");
  for (int f = 0; f < kForms; ++f) {
    DeviceBuffer<unsigned> out(N * 8);
    forms<<<N / 64, 64>>>(f, out.ptr, a.ptr);
    std::vector<unsigned> h = out.get();
    bool isf = f != 4 && f != 5;
    for (int i = 0; i < N * 8; ++i) {
      if (isf) {
        float v;
        std::memcpy(&v, &h[i], 4);
        report_f32(kNames[f], i, v);
      } else {
        report_u32(kNames[f], i, h[i]);
      }
    }
  }
  return finish();
}
