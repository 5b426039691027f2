// SPDX-License-Identifier: Apache-2.0
// EXEC: compare=exact
// cuda_bf16.h conversions: float/double/integers -> __nv_bfloat16 in every rounding mode, bf16 -> float
// and integers in every rounding mode, reinterpretations and bfloat162 packing. Edge inputs: ±0, ±inf,
// NaN, denormals, max, rounding ties, bf16 overflow boundaries, INT_MIN/INT_MAX.
#include <cmath>
#include <cuda_bf16.h>
#include "harness.h"
#include "half_table.h"
static const unsigned short BE[16] = {0x0000, 0x8000, 0x3f80, 0xbf80, 0x7f80, 0xff80, 0x7fc0, 0x0001,
                                      0x007f, 0x0080, 0x7f7f, 0xff7f, 0x3eab, 0x3f00, 0x3fc0, 0x4020};
#define BB(x) __bfloat16_as_ushort(x)
#define B2B(x) b2bits(x)
__device__ __forceinline__ unsigned b2bits(__nv_bfloat162 v) { return (unsigned)BB(__low2bfloat16(v)) | (unsigned)BB(__high2bfloat16(v)) << 16; }
#define OPS(X) \
  X(float2bfloat16, b, "", BB(__float2bfloat16(f))) X(float2bfloat16_rn, b, "", BB(__float2bfloat16_rn(f))) \
  X(float2bfloat16_rz, b, "", BB(__float2bfloat16_rz(f))) X(float2bfloat16_rd, b, "", BB(__float2bfloat16_rd(f))) \
  X(float2bfloat16_ru, b, "", BB(__float2bfloat16_ru(f))) X(double2bfloat16, b, "", BB(__double2bfloat16(d))) \
  X(bfloat162float, f, "", __float_as_uint(__bfloat162float(a))) \
  X(int2bfloat16_rn, b, "", BB(__int2bfloat16_rn(n))) X(int2bfloat16_rz, b, "", BB(__int2bfloat16_rz(n))) \
  X(int2bfloat16_rd, b, "", BB(__int2bfloat16_rd(n))) X(int2bfloat16_ru, b, "", BB(__int2bfloat16_ru(n))) \
  X(uint2bfloat16_rn, b, "", BB(__uint2bfloat16_rn(un))) X(uint2bfloat16_rz, b, "", BB(__uint2bfloat16_rz(un))) \
  X(uint2bfloat16_rd, b, "", BB(__uint2bfloat16_rd(un))) X(uint2bfloat16_ru, b, "", BB(__uint2bfloat16_ru(un))) \
  X(short2bfloat16_rn, b, "", BB(__short2bfloat16_rn(sh))) X(short2bfloat16_rz, b, "", BB(__short2bfloat16_rz(sh))) \
  X(short2bfloat16_rd, b, "", BB(__short2bfloat16_rd(sh))) X(short2bfloat16_ru, b, "", BB(__short2bfloat16_ru(sh))) \
  X(ushort2bfloat16_rn, b, "", BB(__ushort2bfloat16_rn(us))) X(ushort2bfloat16_rz, b, "", BB(__ushort2bfloat16_rz(us))) \
  X(ushort2bfloat16_rd, b, "", BB(__ushort2bfloat16_rd(us))) X(ushort2bfloat16_ru, b, "", BB(__ushort2bfloat16_ru(us))) \
  X(ll2bfloat16_rn, b, "", BB(__ll2bfloat16_rn(l))) X(ll2bfloat16_rz, b, "", BB(__ll2bfloat16_rz(l))) \
  X(ll2bfloat16_rd, b, "", BB(__ll2bfloat16_rd(l))) X(ll2bfloat16_ru, b, "", BB(__ll2bfloat16_ru(l))) \
  X(ull2bfloat16_rn, b, "", BB(__ull2bfloat16_rn(ul))) X(ull2bfloat16_rz, b, "", BB(__ull2bfloat16_rz(ul))) \
  X(ull2bfloat16_rd, b, "", BB(__ull2bfloat16_rd(ul))) X(ull2bfloat16_ru, b, "", BB(__ull2bfloat16_ru(ul))) \
  X(bfloat162int_rn, u, "", (unsigned)__bfloat162int_rn(a)) X(bfloat162int_rz, u, "", (unsigned)__bfloat162int_rz(a)) \
  X(bfloat162int_rd, u, "", (unsigned)__bfloat162int_rd(a)) X(bfloat162int_ru, u, "", (unsigned)__bfloat162int_ru(a)) \
  X(bfloat162uint_rn, u, "", __bfloat162uint_rn(a)) X(bfloat162uint_rz, u, "", __bfloat162uint_rz(a)) \
  X(bfloat162uint_rd, u, "", __bfloat162uint_rd(a)) X(bfloat162uint_ru, u, "", __bfloat162uint_ru(a)) \
  X(bfloat162short_rn, u, "", (unsigned short)__bfloat162short_rn(a)) X(bfloat162short_rz, u, "", (unsigned short)__bfloat162short_rz(a)) \
  X(bfloat162short_rd, u, "", (unsigned short)__bfloat162short_rd(a)) X(bfloat162short_ru, u, "", (unsigned short)__bfloat162short_ru(a)) \
  X(bfloat162ushort_rn, u, "", __bfloat162ushort_rn(a)) X(bfloat162ushort_rz, u, "", __bfloat162ushort_rz(a)) \
  X(bfloat162ushort_rd, u, "", __bfloat162ushort_rd(a)) X(bfloat162ushort_ru, u, "", __bfloat162ushort_ru(a)) \
  X(bfloat162ll_rn, w, "", __bfloat162ll_rn(a)) X(bfloat162ll_rz, w, "", __bfloat162ll_rz(a)) \
  X(bfloat162ll_rd, w, "", __bfloat162ll_rd(a)) X(bfloat162ll_ru, w, "", __bfloat162ll_ru(a)) \
  X(bfloat162ull_rn, w, "", __bfloat162ull_rn(a)) X(bfloat162ull_rz, w, "", __bfloat162ull_rz(a)) \
  X(bfloat162ull_rd, w, "", __bfloat162ull_rd(a)) X(bfloat162ull_ru, w, "", __bfloat162ull_ru(a)) \
  X(bfloat16_as_short, u, "", (unsigned short)__bfloat16_as_short(a)) X(bfloat16_as_ushort, u, "", __bfloat16_as_ushort(a)) \
  X(short_as_bfloat16, u, "", BB(__short_as_bfloat16(sh))) X(ushort_as_bfloat16, u, "", BB(__ushort_as_bfloat16(us))) \
  X(float2bfloat162_rn, B, "", B2B(__float2bfloat162_rn(f))) X(floats2bfloat162_rn, B, "", B2B(__floats2bfloat162_rn(f, f2))) \
  X(float22bfloat162_rn, B, "", B2B(__float22bfloat162_rn(make_float2(f2, f)))) \
  X(bfloat1622float2_x, f, "", __float_as_uint(__bfloat1622float2(__halves2bfloat162(a, b)).x)) \
  X(bfloat1622float2_y, f, "", __float_as_uint(__bfloat1622float2(__halves2bfloat162(a, b)).y)) \
  X(low2float, f, "", __float_as_uint(__low2float(__halves2bfloat162(a, b)))) \
  X(high2float, f, "", __float_as_uint(__high2float(__halves2bfloat162(a, b)))) \
  X(bfloat162bfloat162, u, "", B2B(__bfloat162bfloat162(a))) X(halves2bfloat162, u, "", B2B(__halves2bfloat162(a, b))) \
  X(lows2bfloat162, u, "", B2B(__lows2bfloat162(__halves2bfloat162(a, b), __halves2bfloat162(b, a)))) \
  X(highs2bfloat162, u, "", B2B(__highs2bfloat162(__halves2bfloat162(a, b), __halves2bfloat162(b, a)))) \
  X(lowhigh2highlow, u, "", B2B(__lowhigh2highlow(__halves2bfloat162(a, b))))

__global__ void conv(const unsigned short *A, const unsigned short *B, const float *F, const double *D,
                     const int *I, const long long *L, unsigned long long *out) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= N) return;
  __nv_bfloat16 a = __ushort_as_bfloat16(A[i]), b = __ushort_as_bfloat16(B[i]);
  float f = F[i], f2 = F[(i * 5 + 1) % N];
  double d = D[i];
  int n = I[i];
  unsigned un = (unsigned)n;
  short sh = (short)n;
  unsigned short us = (unsigned short)n;
  long long l = L[i];
  unsigned long long ul = (unsigned long long)l;
  unsigned long long *o = out + i;
  int k = 0;
  OPS(DEV_ROW)
}

static const Group groups[] = {OPS(HOST_ROW)};

int main() {
  auto A = operand16(BE, 0, 0x1234567887654321ull, 0xffffu), B = operand16(BE, 1, 0x0fedcba987654321ull, 0xffffu);
  // floats: harness edges, bf16 ties (low 16 bits 0x8000) on even and odd mantissas, overflow boundary,
  // denormal ties, then random bit patterns of every exponent.
  const uint32_t fe[] = {0x00000000, 0x80000000, 0x3f800000, 0xbf800000, 0x7f800000, 0xff800000, 0x7fc00000,
                         0x00000001, 0x007fffff, 0x00800000, 0x7f7fffff, 0x3effffff, 0x3f808000, 0x3f818000,
                         0xbf808000, 0xbf818000, 0x3f808001, 0x7f7f8000, 0x7f7f7fff, 0xff7f8000, 0x00008000,
                         0x00018000, 0x80008000, 0x7fc00001, 0xffffffff, 0x7f800001, 0x3f80ffff, 0x4f000000};
  std::vector<float> F(N);
  std::vector<double> D(N);
  std::vector<int> I(N);
  std::vector<long long> L(N);
  uint64_t s = 0x9E3779B97F4A7C15ull;
  for (int i = 0; i < N; ++i) {
    uint32_t bits = i < int(sizeof fe / 4) ? fe[i] : uint32_t(xs(s) >> 13);
    std::memcpy(&F[i], &bits, 4);
    double nudge = (xs(s) & 1) ? 1.0 + std::ldexp(1.0, -30) : 1.0 - std::ldexp(1.0, -30);
    D[i] = (i % 3 == 0) ? (double)F[i] : (double)F[i] * nudge;
    I[i] = int(uint32_t(xs(s) >> 20)) >> int(xs(s) % 32u);
    L[i] = (long long)xs(s) >> int(xs(s) % 64u);
  }
  const uint64_t de[] = {0x7ff8000000000000ull, 0x0000000000000001ull, 0x7fefffffffffffffull, 0x3ff0100000000000ull,
                         0x3ff0100000000001ull, 0x47efffffe0000000ull, 0x47efffffefffffffull};
  for (int i = 0; i < 7; ++i) std::memcpy(&D[200 + i], &de[i], 8);
  const int ie[] = {0, 1, -1, 2147483647, -2147483647 - 1, 257, 259, -259, 65535, 65536, 32767, -32768,
                    385, 383, 0x7fffff, 0x1000001, 1 << 30, 0x7fbfffff};
  for (int i = 0; i < int(sizeof ie / 4); ++i) I[i] = ie[i];
  const long long le[] = {0, 1, -1, 0x7fffffffffffffffll, (long long)0x8000000000000000ull, 257, 259, -259,
                          1ll << 40, (1ll << 40) + (1ll << 32), -(1ll << 40) - 1, 0xfffffffffll};
  for (int i = 0; i < int(sizeof le / 8); ++i) L[i] = le[i];
  const int ng = sizeof groups / sizeof groups[0];
  DeviceBuffer<unsigned short> dA(A), dB(B);
  DeviceBuffer<float> dF(F);
  DeviceBuffer<double> dD(D);
  DeviceBuffer<int> dI(I);
  DeviceBuffer<long long> dL(L);
  DeviceBuffer<unsigned long long> out(size_t(ng) * N);
  conv<<<N / 128, 128>>>(dA.ptr, dB.ptr, dF.ptr, dD.ptr, dI.ptr, dL.ptr, out.ptr);
  report_groups(groups, ng, out.get());
  return finish();
}
