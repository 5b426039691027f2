// SPDX-License-Identifier: Apache-2.0
// EXEC: compare=exact
// Route A (test/exec/README.md): the warp-level matrix instructions ldmatrix, stmatrix, movmatrix
// and mma.sync against NVIDIA's tensor cores. 4 warps in 2 blocks; every lane writes its 4 result
// registers (out[thread * 4 + j], 0xcafe0000 where a form has fewer). mma inputs are either
// "exact" (small multiples of 1/2, every partial sum representable: any summation order gives the
// same bits) or "rand" (full-mantissa values in [0.5, 2): sums differ from the tensor cores'
// truncating adder by a few ulp of the largest partial sum, the tolerance in main()).
#include "harness.h"

constexpr int N = 128;
constexpr int kForms = 22;

// f16 / bf16 bit patterns of -2, -1.5, ..., 2.
__device__ const unsigned short kHalf[9] = {0xC000, 0xBE00, 0xBC00, 0xB800, 0x0000, 0x3800, 0x3C00, 0x3E00, 0x4000};
__device__ const unsigned short kBf16[9] = {0xC000, 0xBFC0, 0xBF80, 0xBF00, 0x0000, 0x3F00, 0x3F80, 0x3FC0, 0x4000};

__device__ unsigned h2(unsigned u) { return kHalf[u % 9] | unsigned(kHalf[(u >> 8) % 9]) << 16; }
__device__ unsigned bf2(unsigned u) { return kBf16[u % 9] | unsigned(kBf16[(u >> 8) % 9]) << 16; }
__device__ unsigned tf(unsigned u) { return unsigned(kBf16[u % 9]) << 16; }
__device__ unsigned hrand2(unsigned u) { return (0x3800 + (u & 0x7ff)) | (0x3800 + ((u >> 16) & 0x7ff)) << 16; }
__device__ float cexact(unsigned u) { return float(int(u % 33) - 16); }

#define MMA_F32(shape, ab, A, B)                                                                  \
  asm volatile("mma.sync.aligned." shape ".row.col.f32." ab "." ab ".f32 {%0,%1,%2,%3}, " A ", " B \
               ", {%4,%5,%6,%7};"                                                                 \
               : "=f"(f[0]), "=f"(f[1]), "=f"(f[2]), "=f"(f[3])                                   \
               : "f"(c[0]), "f"(c[1]), "f"(c[2]), "f"(c[3]), "r"(r[0]), "r"(r[1]), "r"(r[2]),      \
                 "r"(r[3]), "r"(r[4]), "r"(r[5]))

__global__ void forms(int f_, unsigned *out, const unsigned *a) {
  __shared__ unsigned short tile[4 * 64];
  int t = threadIdx.x, i = blockIdx.x * blockDim.x + t;
  unsigned lane = t & 31, wbase = t & ~31u;
  unsigned x = a[i], y = a[(i + 37) % N], z = a[(i + 73) % N], w = a[(i + 101) % N];
  unsigned d[4] = {0xcafe0000u, 0xcafe0000u, 0xcafe0000u, 0xcafe0000u};
  float f[4];
  bool isf = false;
  // Each warp owns 2 matrices of the tile when blocks hold 2 warps: 128 halves per warp.
  unsigned short *wt = tile + (wbase / 32) * 128;
  for (int k = t; k < 256; k += blockDim.x)
    tile[k] = (unsigned short)(a[(blockIdx.x * 256 + k) % N] >> (k % 16));
  __syncthreads();
  unsigned rowa = (unsigned)__cvta_generic_to_shared(wt + ((lane / 8) % 2) * 64 + (lane % 8) * 8);
  unsigned r[6] = {x, y, z, w, x ^ y, z ^ w};
  float c[4] = {cexact(x), cexact(y), cexact(z), cexact(w)};
  switch (f_) {
  // ---- ldmatrix / stmatrix / movmatrix
  case 0: asm volatile("ldmatrix.sync.aligned.m8n8.x1.shared.b16 {%0}, [%1];" : "=r"(d[0]) : "r"(rowa)); break;
  case 1: asm volatile("ldmatrix.sync.aligned.m8n8.x2.shared.b16 {%0, %1}, [%2];" : "=r"(d[0]), "=r"(d[1]) : "r"(rowa)); break;
  case 2: // x4: matrices 2, 3 repeat 0, 1 at other row order
    rowa = (unsigned)__cvta_generic_to_shared(wt + ((lane / 8) % 2) * 64 + (7 - lane % 8) * 8);
    asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared::cta.b16 {%0, %1, %2, %3}, [%4];" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]) : "r"(rowa));
    break;
  case 3: asm volatile("ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {%0, %1, %2, %3}, [%4];" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]) : "r"(rowa)); break;
  case 4: asm volatile("ldmatrix.sync.aligned.m8n8.x1.trans.shared.b16 {%0}, [%1];" : "=r"(d[0]) : "r"(rowa)); break;
  case 5:
  case 6:
    __syncthreads();
    if (f_ == 5)
      asm volatile("stmatrix.sync.aligned.m8n8.x2.shared.b16 [%0], {%1, %2};" :: "r"(rowa), "r"(x), "r"(y) : "memory");
    else
      asm volatile("stmatrix.sync.aligned.m8n8.x2.trans.shared.b16 [%0], {%1, %2};" :: "r"(rowa), "r"(x), "r"(y) : "memory");
    __syncthreads();
    for (int j = 0; j < 4; ++j)
      d[j] = wt[lane * 4 + j];
    break;
  case 7: asm volatile("movmatrix.sync.aligned.m8n8.trans.b16 %0, %1;" : "=r"(d[0]) : "r"(x)); break;
  // ---- mma, f32 accumulator
  case 8: isf = true; for (int j = 0; j < 6; ++j) r[j] = h2(r[j] * 2654435761u); MMA_F32("m16n8k16", "f16", "{%8,%9,%10,%11}", "{%12,%13}"); break;
  case 9: isf = true; for (int j = 0; j < 6; ++j) r[j] = hrand2(r[j]); MMA_F32("m16n8k16", "f16", "{%8,%9,%10,%11}", "{%12,%13}"); break;
  case 10: isf = true; for (int j = 0; j < 6; ++j) r[j] = h2(r[j] ^ 0x5555); MMA_F32("m16n8k8", "f16", "{%8,%9}", "{%10}"); break;
  case 11: isf = true; for (int j = 0; j < 6; ++j) r[j] = bf2(r[j]); MMA_F32("m16n8k16", "bf16", "{%8,%9,%10,%11}", "{%12,%13}"); break;
  case 12: isf = true; for (int j = 0; j < 6; ++j) r[j] = bf2(r[j] >> 3); MMA_F32("m16n8k8", "bf16", "{%8,%9}", "{%10}"); break;
  case 13: isf = true; for (int j = 0; j < 6; ++j) r[j] = tf(r[j]); MMA_F32("m16n8k8", "tf32", "{%8,%9,%10,%11}", "{%12,%13}"); break;
  case 14: isf = true; for (int j = 0; j < 6; ++j) r[j] = tf(r[j] >> 5); MMA_F32("m16n8k4", "tf32", "{%8,%9}", "{%10}"); break;
  case 15: // tf32 operands with the low 13 bits set: the tensor cores ignore them
    isf = true; for (int j = 0; j < 6; ++j) r[j] = tf(r[j]) | (r[j] & 0x1fff); MMA_F32("m16n8k8", "tf32", "{%8,%9,%10,%11}", "{%12,%13}"); break;
  // ---- mma, f16 accumulator
  case 16:
    for (int j = 0; j < 6; ++j) r[j] = h2(r[j] * 40503u);
    asm volatile("mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {%0,%1}, {%2,%3,%4,%5}, {%6,%7}, {%8,%9};"
                 : "=r"(d[0]), "=r"(d[1]) : "r"(r[0]), "r"(r[1]), "r"(r[2]), "r"(r[3]), "r"(r[4]), "r"(r[5]), "r"(h2(x >> 4)), "r"(h2(y >> 4)));
    break;
  case 17:
    for (int j = 0; j < 6; ++j) r[j] = h2(r[j] >> 7);
    asm volatile("mma.sync.aligned.m16n8k8.row.col.f16.f16.f16.f16 {%0,%1}, {%2,%3}, {%4}, {%5,%6};"
                 : "=r"(d[0]), "=r"(d[1]) : "r"(r[0]), "r"(r[1]), "r"(r[2]), "r"(h2(z)), "r"(h2(w)));
    break;
  // ---- mma, integers
  case 18:
    asm volatile("mma.sync.aligned.m16n8k16.row.col.s32.s8.s8.s32 {%0,%1,%2,%3}, {%4,%5}, {%6}, {%7,%8,%9,%10};"
                 : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]) : "r"(x), "r"(y), "r"(z), "r"(w), "r"(x), "r"(y), "r"(z));
    break;
  case 19:
    asm volatile("mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%10,%11,%12,%13};"
                 : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]) : "r"(x), "r"(y), "r"(z), "r"(w), "r"(x ^ z), "r"(y ^ w), "r"(w), "r"(z), "r"(y), "r"(x));
    break;
  case 20: // accumulators near the s32 limits: .satfinite clamps
    asm volatile("mma.sync.aligned.m16n8k32.row.col.satfinite.s32.u8.s8.s32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%10,%11,%12,%13};"
                 : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3])
                 : "r"(x), "r"(y), "r"(z), "r"(w), "r"(x ^ z), "r"(y ^ w), "r"(0x7ffff000u + (w & 0xfff)), "r"(0x80000fffu - (z & 0xfff)), "r"(y), "r"(0x7fffffffu));
    break;
  case 21: // without .satfinite the sum wraps
    asm volatile("mma.sync.aligned.m16n8k16.row.col.s32.u8.u8.s32 {%0,%1,%2,%3}, {%4,%5}, {%6}, {%7,%8,%9,%10};"
                 : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]) : "r"(x), "r"(y), "r"(z), "r"(0x7ffff000u + (w & 0xfff)), "r"(0x80000000u), "r"(y), "r"(0xffffffffu));
    break;
  }
  if (isf)
    for (int j = 0; j < 4; ++j)
      memcpy(&d[j], &f[j], 4);
  for (int j = 0; j < 4; ++j)
    out[i * 4 + j] = d[j];
}

static const char *const kNames[kForms] = {
    "ldmatrix.x1", "ldmatrix.x2", "ldmatrix.x4.shared::cta", "ldmatrix.x4.trans", "ldmatrix.x1.trans",
    "stmatrix.x2", "stmatrix.x2.trans", "movmatrix.trans", "mma.m16n8k16.f32.f16.exact",
    "mma.m16n8k16.f32.f16.rand", "mma.m16n8k8.f32.f16.exact", "mma.m16n8k16.f32.bf16.exact",
    "mma.m16n8k8.f32.bf16.exact", "mma.m16n8k8.f32.tf32.exact", "mma.m16n8k4.f32.tf32.exact",
    "mma.m16n8k8.f32.tf32.lowbits", "mma.m16n8k16.f16.f16.exact", "mma.m16n8k8.f16.f16.exact",
    "mma.m16n8k16.s32.s8.s8", "mma.m16n8k32.s32.s8.s8", "mma.m16n8k32.satfinite.s32.u8.s8",
    "mma.m16n8k16.s32.u8.u8.wrap"};

int main() {
  std::vector<unsigned> in = inputs_u32(N);
  DeviceBuffer<unsigned> a(in);
  // Sums of 16 products in [0.25, 4) and C in [-16, 16] (|partial sums| < 80): the tensor cores
  // add the exact products with truncation, we round each fma. Measured on the H200: with C added
  // first at most 1.2e-5 (3 ulp of 39.3); with the products first and C last (the lowering's order
  // now, the same on every target) at most 3.8e-6 (1 ulp).
  std::printf("TOL mma.m16n8k16.f32.f16.rand abs=2.5e-5\n");
  for (int f = 0; f < kForms; ++f) {
    DeviceBuffer<unsigned> out(N * 4);
    forms<<<N / 64, 64>>>(f, out.ptr, a.ptr);
    std::vector<unsigned> h = out.get();
    bool isf = f >= 8 && f <= 15;
    for (int i = 0; i < N * 4; ++i) {
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
