// SPDX-License-Identifier: Apache-2.0
// EXEC: compare=exact
// cuda_fp16.h math functions, scalar and 2-wide. Roundings (htrunc, hceil, hfloor, hrint) are exact; the
// others are approximations in CUDA (computed in float and rounded): TOL is 2 half ulps (16384 f32 ulps
// of the widened result, or 2^-23 absolute where the result is a half denormal).
#include <cmath>
#include <cuda_fp16.h>
#include "harness.h"
#include "half_table.h"
static const unsigned short HE[16] = {0x0000, 0x8000, 0x3c00, 0xbc00, 0x7c00, 0xfc00, 0x7e00, 0x0001,
                                      0x03ff, 0x0400, 0x7bff, 0xfbff, 0x3555, 0x3800, 0x3e00, 0x4100};
#define HB(x) __half_as_ushort(x)
#define H2B(x) h2bits(x)
#define APX "ulp=16384 abs=1.2e-7"
__device__ __forceinline__ unsigned h2bits(__half2 v) { return (unsigned)HB(__low2half(v)) | (unsigned)HB(__high2half(v)) << 16; }
#define OPS(X) \
  X(htrunc, h, "", HB(htrunc(a))) X(hceil, h, "", HB(hceil(a))) X(hfloor, h, "", HB(hfloor(a))) X(hrint, h, "", HB(hrint(a))) \
  X(hsqrt, h, APX, HB(hsqrt(a))) X(hrsqrt, h, APX, HB(hrsqrt(a))) X(hrcp, h, APX, HB(hrcp(a))) \
  X(hexp, h, APX, HB(hexp(a))) X(hexp2, h, APX, HB(hexp2(a))) X(hexp10, h, APX, HB(hexp10(a))) \
  X(hlog, h, APX, HB(hlog(a))) X(hlog2, h, APX, HB(hlog2(a))) X(hlog10, h, APX, HB(hlog10(a))) \
  X(hsin, h, APX, HB(hsin(a))) X(hcos, h, APX, HB(hcos(a))) \
  X(h2trunc, H, "", H2B(h2trunc(a2))) X(h2floor, H, "", H2B(h2floor(a2))) X(h2rint, H, "", H2B(h2rint(a2))) \
  X(h2sqrt, H, APX, H2B(h2sqrt(a2))) X(h2rcp, H, APX, H2B(h2rcp(a2))) X(h2exp, H, APX, H2B(h2exp(a2))) \
  X(h2log2, H, APX, H2B(h2log2(a2))) X(h2sin, H, APX, H2B(h2sin(a2)))

__global__ void math(const unsigned short *A, unsigned long long *out) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= N) return;
  __half a = __ushort_as_half(A[i]), b = __ushort_as_half(A[(i * 5 + 17) % N]);
  __half2 a2 = __halves2half2(a, b);
  unsigned long long *o = out + i;
  int k = 0;
  OPS(DEV_ROW)
}

static const Group groups[] = {OPS(HOST_ROW)};

int main() {
  // 0..255: each edge value 16 times (indices i/16); then random bit patterns whose exponent field has
  // bits 12..13 cleared: magnitudes in [2^-14, 2^-11) or [1, 32), both signs, plus denormals.
  auto A = operand16(HE, 0, 0x1234567887654321ull, 0xcfffu);
  for (int i = 0; i < 256; i += 16) A[i + 1] = (unsigned short)(0x3c00 + i * 3), A[i + 2] = (unsigned short)(0x4400 + i * 5);
  const int ng = sizeof groups / sizeof groups[0];
  DeviceBuffer<unsigned short> dA(A);
  DeviceBuffer<unsigned long long> out(size_t(ng) * N);
  math<<<N / 128, 128>>>(dA.ptr, out.ptr);
  report_groups(groups, ng, out.get());
  return finish();
}
