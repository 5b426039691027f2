// SPDX-License-Identifier: Apache-2.0
// EXEC: compare=exact
// cuda_bf16.h math functions, scalar and 2-wide. Roundings (htrunc, hceil, hfloor, hrint) are exact; the
// others are approximations in CUDA (computed in float and rounded): TOL is 2 bf16 ulps (131072 f32 ulps
// of the widened result, or 2e-40 absolute where the result is a bf16 denormal).
#include <cmath>
#include <cuda_bf16.h>
#include "harness.h"
#include "half_table.h"
static const unsigned short BE[16] = {0x0000, 0x8000, 0x3f80, 0xbf80, 0x7f80, 0xff80, 0x7fc0, 0x0001,
                                      0x007f, 0x0080, 0x7f7f, 0xff7f, 0x3eab, 0x3f00, 0x3fc0, 0x4020};
#define HB(x) __bfloat16_as_ushort(x)
#define H2B(x) h2bits(x)
#define APX "ulp=131072 abs=2e-40"
__device__ __forceinline__ unsigned h2bits(__nv_bfloat162 v) { return (unsigned)HB(__low2bfloat16(v)) | (unsigned)HB(__high2bfloat16(v)) << 16; }
#define OPS(X) \
  X(htrunc, b, "", HB(htrunc(a))) X(hceil, b, "", HB(hceil(a))) X(hfloor, b, "", HB(hfloor(a))) X(hrint, b, "", HB(hrint(a))) \
  X(hsqrt, b, APX, HB(hsqrt(a))) X(hrsqrt, b, APX, HB(hrsqrt(a))) X(hrcp, b, APX, HB(hrcp(a))) \
  X(hexp, b, APX, HB(hexp(a))) X(hexp2, b, APX, HB(hexp2(a))) X(hexp10, b, APX, HB(hexp10(a))) \
  X(hlog, b, APX, HB(hlog(a))) X(hlog2, b, APX, HB(hlog2(a))) X(hlog10, b, APX, HB(hlog10(a))) \
  X(hsin, b, APX, HB(hsin(a))) X(hcos, b, APX, HB(hcos(a))) \
  X(h2trunc, B, "", H2B(h2trunc(a2))) X(h2floor, B, "", H2B(h2floor(a2))) X(h2rint, B, "", H2B(h2rint(a2))) \
  X(h2sqrt, B, APX, H2B(h2sqrt(a2))) X(h2rcp, B, APX, H2B(h2rcp(a2))) X(h2exp, B, APX, H2B(h2exp(a2))) \
  X(h2log2, B, APX, H2B(h2log2(a2))) X(h2sin, B, APX, H2B(h2sin(a2)))

__global__ void math(const unsigned short *A, unsigned long long *out) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= N) return;
  __nv_bfloat16 a = __ushort_as_bfloat16(A[i]), b = __ushort_as_bfloat16(A[(i * 5 + 17) % N]);
  __nv_bfloat162 a2 = __halves2bfloat162(a, b);
  unsigned long long *o = out + i;
  int k = 0;
  OPS(DEV_ROW)
}

static const Group groups[] = {OPS(HOST_ROW)};

int main() {
  // 0..255: each edge value 16 times (indices i/16) with a few exact/odd values in between; then random
  // values of both signs with magnitudes in [2^-17, 2^7).
  auto A = operand16(BE, 0, 0x1234567887654321ull, 0xffffu);
  for (int i = 0; i < 256; i += 16) A[i + 1] = (unsigned short)(0x3f80 + i / 2), A[i + 2] = (unsigned short)(0x4080 + i / 4);
  uint64_t s = 0x77aa55cc33ee1100ull;
  for (int i = 256; i < N; ++i) {
    unsigned r = unsigned(xs(s) >> 20);
    A[i] = (unsigned short)((r & 0x807fu) | ((110u + (r >> 16) % 24u) << 7));
  }
  const int ng = sizeof groups / sizeof groups[0];
  DeviceBuffer<unsigned short> dA(A);
  DeviceBuffer<unsigned long long> out(size_t(ng) * N);
  math<<<N / 128, 128>>>(dA.ptr, out.ptr);
  report_groups(groups, ng, out.get());
  return finish();
}
