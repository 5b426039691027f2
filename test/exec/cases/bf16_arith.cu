// SPDX-License-Identifier: Apache-2.0
// EXEC: compare=exact
// cuda_bf16.h arithmetic on __nv_bfloat16/__nv_bfloat162 (plain, _sat, _rn, _relu, 2-wide), min/max (incl. _nan), comparisons (ordered,
// unordered, 2-wide, bool-returning), __hisnan/__hisinf and operators. Operands: all 256 pairs of 16 edge
// values (±0, ±1, ±inf, NaN, min/max denormal, min normal, ±max, 1/3, 0.5, 1.5, 2.5) + 256 random pairs.
#include <cmath>
#include <cuda_bf16.h>
#include "harness.h"
#include "half_table.h"
static const unsigned short BE[16] = {0x0000, 0x8000, 0x3f80, 0xbf80, 0x7f80, 0xff80, 0x7fc0, 0x0001,
                                      0x007f, 0x0080, 0x7f7f, 0xff7f, 0x3eab, 0x3f00, 0x3fc0, 0x4020};
#define HB(x) __bfloat16_as_ushort(x)
#define H2B(x) h2bits(x)
__device__ __forceinline__ unsigned h2bits(__nv_bfloat162 v) { return (unsigned)HB(__low2bfloat16(v)) | (unsigned)HB(__high2bfloat16(v)) << 16; }
#define OPS(X) \
  X(hadd, b, "", HB(__hadd(a, b))) X(hsub, b, "", HB(__hsub(a, b))) X(hmul, b, "", HB(__hmul(a, b))) \
  X(hdiv, b, "", HB(__hdiv(a, b))) X(hfma, b, "", HB(__hfma(a, b, c))) \
  X(hadd_sat, b, "", HB(__hadd_sat(a, b))) X(hsub_sat, b, "", HB(__hsub_sat(a, b))) \
  X(hmul_sat, b, "", HB(__hmul_sat(a, b))) X(hfma_sat, b, "", HB(__hfma_sat(a, b, c))) \
  X(hadd_rn, b, "", HB(__hadd_rn(a, b))) X(hsub_rn, b, "", HB(__hsub_rn(a, b))) X(hmul_rn, b, "", HB(__hmul_rn(a, b))) \
  X(hfma_relu, b, "", HB(__hfma_relu(a, b, c))) X(hneg, b, "", HB(__hneg(a))) X(habs, b, "", HB(__habs(a))) \
  X(hmax, b, "", HB(__hmax(a, b))) X(hmin, b, "", HB(__hmin(a, b))) \
  X(hmax_nan, b, "", HB(__hmax_nan(a, b))) X(hmin_nan, b, "", HB(__hmin_nan(a, b))) \
  X(op_add, b, "", HB(a + b)) X(op_mul, b, "", HB(a * b)) X(op_div, b, "", HB(a / b)) X(op_neg, b, "", HB(-a)) \
  X(hadd2, B, "", H2B(__hadd2(a2, b2))) X(hsub2, B, "", H2B(__hsub2(a2, b2))) X(hmul2, B, "", H2B(__hmul2(a2, b2))) \
  X(h2div, B, "", H2B(__h2div(a2, b2))) X(hfma2, B, "", H2B(__hfma2(a2, b2, c2))) \
  X(hadd2_sat, B, "", H2B(__hadd2_sat(a2, b2))) X(hsub2_sat, B, "", H2B(__hsub2_sat(a2, b2))) \
  X(hmul2_sat, B, "", H2B(__hmul2_sat(a2, b2))) X(hfma2_sat, B, "", H2B(__hfma2_sat(a2, b2, c2))) \
  X(hadd2_rn, B, "", H2B(__hadd2_rn(a2, b2))) X(hmul2_rn, B, "", H2B(__hmul2_rn(a2, b2))) \
  X(hfma2_relu, B, "", H2B(__hfma2_relu(a2, b2, c2))) X(hneg2, B, "", H2B(__hneg2(a2))) X(habs2, B, "", H2B(__habs2(a2))) \
  X(hmax2, B, "", H2B(__hmax2(a2, b2))) X(hmin2, B, "", H2B(__hmin2(a2, b2))) \
  X(hmax2_nan, B, "", H2B(__hmax2_nan(a2, b2))) X(hmin2_nan, B, "", H2B(__hmin2_nan(a2, b2))) \
  X(heq, u, "", __heq(a, b)) X(hne, u, "", __hne(a, b)) X(hlt, u, "", __hlt(a, b)) X(hle, u, "", __hle(a, b)) \
  X(hgt, u, "", __hgt(a, b)) X(hge, u, "", __hge(a, b)) X(hequ, u, "", __hequ(a, b)) X(hneu, u, "", __hneu(a, b)) \
  X(hltu, u, "", __hltu(a, b)) X(hleu, u, "", __hleu(a, b)) X(hgtu, u, "", __hgtu(a, b)) X(hgeu, u, "", __hgeu(a, b)) \
  X(hisnan, u, "", (unsigned)__hisnan(a)) X(hisinf, u, "", (unsigned)__hisinf(a)) \
  X(op_lt, u, "", a < b) X(op_ne, u, "", a != b) \
  X(heq2, B, "", H2B(__heq2(a2, b2))) X(hlt2, B, "", H2B(__hlt2(a2, b2))) X(hgeu2, B, "", H2B(__hgeu2(a2, b2))) \
  X(hneu2, B, "", H2B(__hneu2(a2, b2))) X(hisnan2, B, "", H2B(__hisnan2(a2))) \
  X(hbeq2, u, "", __hbeq2(a2, b2)) X(hbne2, u, "", __hbne2(a2, b2)) X(hblt2, u, "", __hblt2(a2, b2)) \
  X(hbgtu2, u, "", __hbgtu2(a2, b2)) X(hbequ2, u, "", __hbequ2(a2, b2)) X(hbleu2, u, "", __hbleu2(a2, b2))

__global__ void arith(const unsigned short *A, const unsigned short *B, const unsigned short *C, unsigned long long *out) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= N) return;
  __nv_bfloat16 a = __ushort_as_bfloat16(A[i]), b = __ushort_as_bfloat16(B[i]), c = __ushort_as_bfloat16(C[i]);
  __nv_bfloat162 a2 = __halves2bfloat162(a, b), b2 = __halves2bfloat162(b, c), c2 = __halves2bfloat162(c, a);
  unsigned long long *o = out + i;
  int k = 0;
  OPS(DEV_ROW)
}

static const Group groups[] = {OPS(HOST_ROW)};

int main() {
  auto A = operand16(BE, 0, 0x1234567887654321ull, 0xffffu), B = operand16(BE, 1, 0x0fedcba987654321ull, 0xffffu),
       C = operand16(BE, 2, 0x5555aaaa3333cccdull, 0xffffu);
  const int ng = sizeof groups / sizeof groups[0];
  DeviceBuffer<unsigned short> dA(A), dB(B), dC(C);
  DeviceBuffer<unsigned long long> out(size_t(ng) * N);
  arith<<<N / 128, 128>>>(dA.ptr, dB.ptr, dC.ptr, out.ptr);
  report_groups(groups, ng, out.get());
  return finish();
}
