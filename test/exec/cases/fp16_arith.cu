// SPDX-License-Identifier: Apache-2.0
// EXEC: compare=exact
// cuda_fp16.h arithmetic (plain, _sat, _rn, _relu, 2-wide), min/max (incl. _nan), comparisons (ordered,
// unordered, 2-wide, bool-returning), __hisnan/__hisinf and operators. Operands: all 256 pairs of 16 edge
// values (±0, ±1, ±inf, NaN, min/max denormal, min normal, ±max, 1/3, 0.5, 1.5, 2.5) + 256 random pairs.
#include <cmath>
#include <cuda_fp16.h>
#include "harness.h"
#include "half_table.h"
static const unsigned short HE[16] = {0x0000, 0x8000, 0x3c00, 0xbc00, 0x7c00, 0xfc00, 0x7e00, 0x0001,
                                      0x03ff, 0x0400, 0x7bff, 0xfbff, 0x3555, 0x3800, 0x3e00, 0x4100};
#define HB(x) __half_as_ushort(x)
#define H2B(x) h2bits(x)
__device__ __forceinline__ unsigned h2bits(__half2 v) { return (unsigned)HB(__low2half(v)) | (unsigned)HB(__high2half(v)) << 16; }
#define OPS(X) \
  X(hadd, h, "", HB(__hadd(a, b))) X(hsub, h, "", HB(__hsub(a, b))) X(hmul, h, "", HB(__hmul(a, b))) \
  X(hdiv, h, "", HB(__hdiv(a, b))) X(hfma, h, "", HB(__hfma(a, b, c))) \
  X(hadd_sat, h, "", HB(__hadd_sat(a, b))) X(hsub_sat, h, "", HB(__hsub_sat(a, b))) \
  X(hmul_sat, h, "", HB(__hmul_sat(a, b))) X(hfma_sat, h, "", HB(__hfma_sat(a, b, c))) \
  X(hadd_rn, h, "", HB(__hadd_rn(a, b))) X(hsub_rn, h, "", HB(__hsub_rn(a, b))) X(hmul_rn, h, "", HB(__hmul_rn(a, b))) \
  X(hfma_relu, h, "", HB(__hfma_relu(a, b, c))) X(hneg, h, "", HB(__hneg(a))) X(habs, h, "", HB(__habs(a))) \
  X(hmax, h, "", HB(__hmax(a, b))) X(hmin, h, "", HB(__hmin(a, b))) \
  X(hmax_nan, h, "", HB(__hmax_nan(a, b))) X(hmin_nan, h, "", HB(__hmin_nan(a, b))) \
  X(op_add, h, "", HB(a + b)) X(op_mul, h, "", HB(a * b)) X(op_div, h, "", HB(a / b)) X(op_neg, h, "", HB(-a)) \
  X(hadd2, H, "", H2B(__hadd2(a2, b2))) X(hsub2, H, "", H2B(__hsub2(a2, b2))) X(hmul2, H, "", H2B(__hmul2(a2, b2))) \
  X(h2div, H, "", H2B(__h2div(a2, b2))) X(hfma2, H, "", H2B(__hfma2(a2, b2, c2))) \
  X(hadd2_sat, H, "", H2B(__hadd2_sat(a2, b2))) X(hsub2_sat, H, "", H2B(__hsub2_sat(a2, b2))) \
  X(hmul2_sat, H, "", H2B(__hmul2_sat(a2, b2))) X(hfma2_sat, H, "", H2B(__hfma2_sat(a2, b2, c2))) \
  X(hadd2_rn, H, "", H2B(__hadd2_rn(a2, b2))) X(hmul2_rn, H, "", H2B(__hmul2_rn(a2, b2))) \
  X(hfma2_relu, H, "", H2B(__hfma2_relu(a2, b2, c2))) X(hneg2, H, "", H2B(__hneg2(a2))) X(habs2, H, "", H2B(__habs2(a2))) \
  X(hmax2, H, "", H2B(__hmax2(a2, b2))) X(hmin2, H, "", H2B(__hmin2(a2, b2))) \
  X(hmax2_nan, H, "", H2B(__hmax2_nan(a2, b2))) X(hmin2_nan, H, "", H2B(__hmin2_nan(a2, b2))) \
  X(heq, u, "", __heq(a, b)) X(hne, u, "", __hne(a, b)) X(hlt, u, "", __hlt(a, b)) X(hle, u, "", __hle(a, b)) \
  X(hgt, u, "", __hgt(a, b)) X(hge, u, "", __hge(a, b)) X(hequ, u, "", __hequ(a, b)) X(hneu, u, "", __hneu(a, b)) \
  X(hltu, u, "", __hltu(a, b)) X(hleu, u, "", __hleu(a, b)) X(hgtu, u, "", __hgtu(a, b)) X(hgeu, u, "", __hgeu(a, b)) \
  X(hisnan, u, "", (unsigned)__hisnan(a)) X(hisinf, u, "", (unsigned)__hisinf(a)) \
  X(op_lt, u, "", a < b) X(op_ne, u, "", a != b) \
  X(heq2, H, "", H2B(__heq2(a2, b2))) X(hlt2, H, "", H2B(__hlt2(a2, b2))) X(hgeu2, H, "", H2B(__hgeu2(a2, b2))) \
  X(hneu2, H, "", H2B(__hneu2(a2, b2))) X(hisnan2, H, "", H2B(__hisnan2(a2))) \
  X(hbeq2, u, "", __hbeq2(a2, b2)) X(hbne2, u, "", __hbne2(a2, b2)) X(hblt2, u, "", __hblt2(a2, b2)) \
  X(hbgtu2, u, "", __hbgtu2(a2, b2)) X(hbequ2, u, "", __hbequ2(a2, b2)) X(hbleu2, u, "", __hbleu2(a2, b2))

__global__ void arith(const unsigned short *A, const unsigned short *B, const unsigned short *C, unsigned long long *out) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= N) return;
  __half a = __ushort_as_half(A[i]), b = __ushort_as_half(B[i]), c = __ushort_as_half(C[i]);
  __half2 a2 = __halves2half2(a, b), b2 = __halves2half2(b, c), c2 = __halves2half2(c, a);
  unsigned long long *o = out + i;
  int k = 0;
  OPS(DEV_ROW)
}

static const Group groups[] = {OPS(HOST_ROW)};

int main() {
  auto A = operand16(HE, 0, 0x1234567887654321ull, 0xffffu), B = operand16(HE, 1, 0x0fedcba987654321ull, 0xffffu),
       C = operand16(HE, 2, 0x5555aaaa3333cccdull, 0xffffu);
  const int ng = sizeof groups / sizeof groups[0];
  DeviceBuffer<unsigned short> dA(A), dB(B), dC(C);
  DeviceBuffer<unsigned long long> out(size_t(ng) * N);
  arith<<<N / 128, 128>>>(dA.ptr, dB.ptr, dC.ptr, out.ptr);
  report_groups(groups, ng, out.get());
  return finish();
}
