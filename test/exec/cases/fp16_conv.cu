// SPDX-License-Identifier: Apache-2.0
// EXEC: compare=exact
// cuda_fp16.h conversions: float/double/integers -> __half in every rounding mode, __half -> float and
// integers in every rounding mode, reinterpretations and half2 packing. Edge inputs: ±0, ±inf, NaN,
// denormals, max, rounding ties, half overflow boundaries, INT_MIN/INT_MAX.
#include <cmath>
#include <cuda_fp16.h>
#include "harness.h"
#include "half_table.h"
static const unsigned short HE[16] = {0x0000, 0x8000, 0x3c00, 0xbc00, 0x7c00, 0xfc00, 0x7e00, 0x0001,
                                      0x03ff, 0x0400, 0x7bff, 0xfbff, 0x3555, 0x3800, 0x3e00, 0x4100};
#define HB(x) __half_as_ushort(x)
#define H2B(x) __half2_as_uint32(x)
__device__ __forceinline__ unsigned __half2_as_uint32(__half2 v) { return (unsigned)HB(__low2half(v)) | (unsigned)HB(__high2half(v)) << 16; }
#define OPS(X) \
  X(float2half, h, "", HB(__float2half(f))) X(float2half_rn, h, "", HB(__float2half_rn(f))) \
  X(float2half_rz, h, "", HB(__float2half_rz(f))) X(float2half_rd, h, "", HB(__float2half_rd(f))) \
  X(float2half_ru, h, "", HB(__float2half_ru(f))) X(double2half, h, "", HB(__double2half(d))) \
  X(half2float, f, "", __float_as_uint(__half2float(a))) \
  X(int2half_rn, h, "", HB(__int2half_rn(n))) X(int2half_rz, h, "", HB(__int2half_rz(n))) \
  X(int2half_rd, h, "", HB(__int2half_rd(n))) X(int2half_ru, h, "", HB(__int2half_ru(n))) \
  X(uint2half_rn, h, "", HB(__uint2half_rn(un))) X(uint2half_rz, h, "", HB(__uint2half_rz(un))) \
  X(uint2half_rd, h, "", HB(__uint2half_rd(un))) X(uint2half_ru, h, "", HB(__uint2half_ru(un))) \
  X(short2half_rn, h, "", HB(__short2half_rn(sh))) X(short2half_rz, h, "", HB(__short2half_rz(sh))) \
  X(short2half_rd, h, "", HB(__short2half_rd(sh))) X(short2half_ru, h, "", HB(__short2half_ru(sh))) \
  X(ushort2half_rn, h, "", HB(__ushort2half_rn(us))) X(ushort2half_rz, h, "", HB(__ushort2half_rz(us))) \
  X(ushort2half_rd, h, "", HB(__ushort2half_rd(us))) X(ushort2half_ru, h, "", HB(__ushort2half_ru(us))) \
  X(ll2half_rn, h, "", HB(__ll2half_rn(l))) X(ll2half_rz, h, "", HB(__ll2half_rz(l))) \
  X(ll2half_rd, h, "", HB(__ll2half_rd(l))) X(ll2half_ru, h, "", HB(__ll2half_ru(l))) \
  X(ull2half_rn, h, "", HB(__ull2half_rn(ul))) X(ull2half_rz, h, "", HB(__ull2half_rz(ul))) \
  X(ull2half_rd, h, "", HB(__ull2half_rd(ul))) X(ull2half_ru, h, "", HB(__ull2half_ru(ul))) \
  X(half2int_rn, u, "", (unsigned)__half2int_rn(a)) X(half2int_rz, u, "", (unsigned)__half2int_rz(a)) \
  X(half2int_rd, u, "", (unsigned)__half2int_rd(a)) X(half2int_ru, u, "", (unsigned)__half2int_ru(a)) \
  X(half2uint_rn, u, "", __half2uint_rn(a)) X(half2uint_rz, u, "", __half2uint_rz(a)) \
  X(half2uint_rd, u, "", __half2uint_rd(a)) X(half2uint_ru, u, "", __half2uint_ru(a)) \
  X(half2short_rn, u, "", (unsigned short)__half2short_rn(a)) X(half2short_rz, u, "", (unsigned short)__half2short_rz(a)) \
  X(half2short_rd, u, "", (unsigned short)__half2short_rd(a)) X(half2short_ru, u, "", (unsigned short)__half2short_ru(a)) \
  X(half2ushort_rn, u, "", __half2ushort_rn(a)) X(half2ushort_rz, u, "", __half2ushort_rz(a)) \
  X(half2ushort_rd, u, "", __half2ushort_rd(a)) X(half2ushort_ru, u, "", __half2ushort_ru(a)) \
  X(half2ll_rn, w, "", __half2ll_rn(a)) X(half2ll_rz, w, "", __half2ll_rz(a)) \
  X(half2ll_rd, w, "", __half2ll_rd(a)) X(half2ll_ru, w, "", __half2ll_ru(a)) \
  X(half2ull_rn, w, "", __half2ull_rn(a)) X(half2ull_rz, w, "", __half2ull_rz(a)) \
  X(half2ull_rd, w, "", __half2ull_rd(a)) X(half2ull_ru, w, "", __half2ull_ru(a)) \
  X(half_as_short, u, "", (unsigned short)__half_as_short(a)) X(half_as_ushort, u, "", __half_as_ushort(a)) \
  X(short_as_half, u, "", HB(__short_as_half(sh))) X(ushort_as_half, u, "", HB(__ushort_as_half(us))) \
  X(float2half2_rn, H, "", H2B(__float2half2_rn(f))) X(floats2half2_rn, H, "", H2B(__floats2half2_rn(f, f2))) \
  X(float22half2_rn, H, "", H2B(__float22half2_rn(make_float2(f2, f)))) \
  X(half22float2_x, f, "", __float_as_uint(__half22float2(__halves2half2(a, b)).x)) \
  X(half22float2_y, f, "", __float_as_uint(__half22float2(__halves2half2(a, b)).y)) \
  X(low2float, f, "", __float_as_uint(__low2float(__halves2half2(a, b)))) \
  X(high2float, f, "", __float_as_uint(__high2float(__halves2half2(a, b)))) \
  X(half2half2, u, "", H2B(__half2half2(a))) X(halves2half2, u, "", H2B(__halves2half2(a, b))) \
  X(lows2half2, u, "", H2B(__lows2half2(__halves2half2(a, b), __halves2half2(b, a)))) \
  X(highs2half2, u, "", H2B(__highs2half2(__halves2half2(a, b), __halves2half2(b, a)))) \
  X(lowhigh2highlow, u, "", H2B(__lowhigh2highlow(__halves2half2(a, b)))) \
  X(low2half2, u, "", H2B(__low2half2(__halves2half2(a, b)))) X(high2half2, u, "", H2B(__high2half2(__halves2half2(a, b))))

__global__ void conv(const unsigned short *A, const unsigned short *B, const float *F, const double *D,
                     const int *I, const long long *L, unsigned long long *out) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= N) return;
  __half a = __ushort_as_half(A[i]), b = __ushort_as_half(B[i]);
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
  auto A = operand16(HE, 0, 0x1234567887654321ull, 0xffffu), B = operand16(HE, 1, 0x0fedcba987654321ull, 0xffffu);
  // floats: the harness edges, half-precision boundaries and ties, then bit patterns over the
  // exponents that matter for half (2^-27 .. 2^17).
  const uint32_t fe[] = {0x00000000, 0x80000000, 0x3f800000, 0xbf800000, 0x7f800000, 0xff800000, 0x7fc00000,
                         0x00000001, 0x007fffff, 0x00800000, 0x7f7fffff, 0x3effffff, 0x3f801000, 0x3f803000,
                         0xbf801000, 0x477fe000, 0x477fefff, 0x477ff000, 0xc77ff000, 0x33000000, 0x33000001,
                         0x33800000, 0x33c00000, 0xb3400000, 0x38800000, 0x387fc000, 0x387fe000, 0x38801000,
                         0x4f000000, 0xcf000000, 0x7fffffff, 0x3f7ff000};
  std::vector<float> F(N);
  std::vector<double> D(N);
  std::vector<int> I(N);
  std::vector<long long> L(N);
  uint64_t s = 0x9E3779B97F4A7C15ull;
  for (int i = 0; i < N; ++i) {
    uint32_t r = uint32_t(xs(s) >> 11), bits;
    if (i < int(sizeof fe / 4)) bits = fe[i];
    else bits = (r & 0x807fffffu) | ((100u + (r >> 23) % 46u) << 23);
    std::memcpy(&F[i], &bits, 4);
    // doubles: exactly the floats, or a float nudged by 2^-30 relative (double rounding), or raw edges
    double nudge = (xs(s) & 1) ? 1.0 + std::ldexp(1.0, -30) : 1.0 - std::ldexp(1.0, -30);
    D[i] = (i % 3 == 0) ? (double)F[i] : (double)F[i] * nudge;
    int sh = int(xs(s) % 32u);
    I[i] = int(uint32_t(xs(s) >> 20)) >> sh;
    L[i] = (long long)xs(s) >> int(xs(s) % 64u);
  }
  const uint64_t de[] = {0x7ff8000000000000ull, 0x0000000000000001ull, 0x7fefffffffffffffull, 0x40effc0000000001ull,
                         0x40effc0000000000ull, 0x3e70000000000001ull, 0x3f50040000000000ull};
  for (int i = 0; i < 7; ++i) std::memcpy(&D[200 + i], &de[i], 8);
  const int ie[] = {0, 1, -1, 2147483647, -2147483647 - 1, 2049, 2051, -2051, 65504, 65519, 65520, 65535, 65536,
                    -65536, 32767, -32768, 4097, 4099, 8195, 1 << 30, 0x7fefffff};
  for (int i = 0; i < int(sizeof ie / 4); ++i) I[i] = ie[i];
  const long long le[] = {0, 1, -1, 0x7fffffffffffffffll, (long long)0x8000000000000000ull, 2049, 65520, -65520, 65519,
                          4097, 1ll << 40, -(1ll << 40), 0xfffffffffll};
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
