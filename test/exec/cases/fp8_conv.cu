// SPDX-License-Identifier: Apache-2.0
// EXEC: compare=exact
// cuda_fp8.h on the device: NVIDIA's (the cvt instructions of sm_89+ for __NV_SATFINITE, its
// software otherwise) against ours (route B: our header's software through our pipeline).
//   h2f8, b2f8   every half / bfloat16 code -> e4m3 and e5m2, both saturation modes (one byte each)
//   f2f8*        every half code widened to float, and its two float neighbours (every fp8 rounding
//                tie and both sides of it), same four conversions; d2f8* the same in double with
//                double neighbours
//   widen_*      every fp8 code -> half, bfloat16, float, double, and the integer conversions
//   ctor_*       the class constructors from integers (through float, as NVIDIA's)
//   pair_*       the x2 / x4 forms on packed inputs
// The host-side results of the same header are checked bit for bit against NVIDIA's host code by
// test/lit/fp8/host-exact.cpp; this case covers NVIDIA's device code, which may differ.
#include <cuda_fp8.h>
#include <cmath>
#include "harness.h"

constexpr int N = 65536;

__device__ __forceinline__ unsigned pack4(unsigned a, unsigned b, unsigned c, unsigned d) {
  return a | b << 8 | c << 16 | d << 24;
}
#define FOUR(CVT, X)                                                                               \
  pack4(CVT(X, __NV_NOSAT, __NV_E4M3), CVT(X, __NV_SATFINITE, __NV_E4M3),                          \
        CVT(X, __NV_NOSAT, __NV_E5M2), CVT(X, __NV_SATFINITE, __NV_E5M2))

__global__ void narrow(const float *F, const double *D, unsigned *out) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= N)
    return;
  __half_raw h;
  h.x = (unsigned short)i;
  __nv_bfloat16_raw b;
  b.x = (unsigned short)i;
  out[0 * N + i] = FOUR(__nv_cvt_halfraw_to_fp8, h);
  out[1 * N + i] = FOUR(__nv_cvt_bfloat16raw_to_fp8, b);
  for (int k = 0; k < 3; ++k) {
    out[(2 + k) * N + i] = FOUR(__nv_cvt_float_to_fp8, F[k * N + i]);
    out[(5 + k) * N + i] = FOUR(__nv_cvt_double_to_fp8, D[k * N + i]);
  }
  // The classes: constructors saturate.
  out[8 * N + i] = pack4(__nv_fp8_e4m3(__half(h)).__x, __nv_fp8_e5m2(__nv_bfloat16(b)).__x,
                         __nv_fp8_e4m3(F[N + i]).__x, __nv_fp8_e5m2(D[2 * N + i]).__x);
}

__global__ void widen(unsigned *out, unsigned long long *out64) {
  const int c = threadIdx.x; // 256 codes, two interpretations
  __nv_fp8_e4m3 a;
  a.__x = (__nv_fp8_storage_t)c;
  __nv_fp8_e5m2 e;
  e.__x = (__nv_fp8_storage_t)c;
  unsigned *o = out + c * 32;
  unsigned long long *o64 = out64 + c * 8;
  o[0] = __nv_cvt_fp8_to_halfraw((__nv_fp8_storage_t)c, __NV_E4M3).x |
         (unsigned)__nv_cvt_fp8_to_halfraw((__nv_fp8_storage_t)c, __NV_E5M2).x << 16;
  o[1] = __half_as_ushort(static_cast<__half>(a)) | (unsigned)__half_as_ushort(static_cast<__half>(e)) << 16;
  o[2] = __bfloat16_as_ushort(static_cast<__nv_bfloat16>(a)) |
         (unsigned)__bfloat16_as_ushort(static_cast<__nv_bfloat16>(e)) << 16;
  o[3] = __float_as_uint(static_cast<float>(a));
  o[4] = __float_as_uint(static_cast<float>(e));
  o64[0] = (unsigned long long)__double_as_longlong(static_cast<double>(a));
  o64[1] = (unsigned long long)__double_as_longlong(static_cast<double>(e));
#define INTS(V, B)                                                                                 \
  o[B + 0] = (unsigned char)static_cast<unsigned char>(V);                                         \
  o[B + 1] = (unsigned)(int)static_cast<signed char>(V);                                           \
  o[B + 2] = (unsigned)(int)static_cast<char>(V);                                                  \
  o[B + 3] = static_cast<unsigned short>(V);                                                       \
  o[B + 4] = (unsigned)(int)static_cast<short>(V);                                                 \
  o[B + 5] = static_cast<unsigned int>(V);                                                         \
  o[B + 6] = (unsigned)static_cast<int>(V);                                                        \
  o[B + 7] = static_cast<bool>(V)
  INTS(a, 8);
  INTS(e, 16);
  o64[2] = static_cast<unsigned long long>(a);
  o64[3] = (unsigned long long)static_cast<long long>(a);
  o64[4] = static_cast<unsigned long long>(e);
  o64[5] = (unsigned long long)static_cast<long long>(e);
  o64[6] = static_cast<unsigned long>(a);
  o64[7] = (unsigned long long)static_cast<long>(e);
}

__global__ void fromInts(const int *I, const long long *L, unsigned *out) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= N)
    return;
  const int n = I[i];
  const long long l = L[i];
  out[i] = pack4(__nv_fp8_e4m3(n).__x, __nv_fp8_e5m2(n).__x, __nv_fp8_e4m3((unsigned)n).__x,
                 __nv_fp8_e5m2((short)n).__x);
  out[N + i] = pack4(__nv_fp8_e4m3(l).__x, __nv_fp8_e5m2(l).__x,
                     __nv_fp8_e4m3((unsigned long long)l).__x, __nv_fp8_e5m2((unsigned short)n).__x);
}

__global__ void pairs(const float *F, unsigned *out) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= N)
    return;
  const float x = F[i], y = F[2 * N + (i * 7 + 3) % N];
  const float2 f2 = make_float2(x, y);
  out[i] = __nv_cvt_float2_to_fp8x2(f2, __NV_NOSAT, __NV_E4M3) |
           (unsigned)__nv_cvt_float2_to_fp8x2(f2, __NV_SATFINITE, __NV_E5M2) << 16;
  const __half2_raw h2 = __nv_cvt_fp8x2_to_halfraw2((__nv_fp8x2_storage_t)i, __NV_E4M3);
  out[N + i] = h2.x | (unsigned)h2.y << 16;
  const __half2_raw g2 = __nv_cvt_fp8x2_to_halfraw2((__nv_fp8x2_storage_t)i, __NV_E5M2);
  out[2 * N + i] = g2.x | (unsigned)g2.y << 16;
  out[3 * N + i] = __nv_fp8x4_e4m3(make_float4(x, y, -x, -y)).__x;
  out[4 * N + i] = __nv_fp8x2_e5m2(make_double2(x, y)).__x |
                   (unsigned)__nv_fp8x2_e4m3(__floats2half2_rn(x, y)).__x << 16;
  __nv_fp8x2_e4m3 p;
  p.__x = (__nv_fp8x2_storage_t)i;
  const float2 pf = static_cast<float2>(p);
  out[5 * N + i] = __float_as_uint(pf.x) ^ __float_as_uint(pf.y) * 3u;
}

static float f32(uint32_t b) { float f; std::memcpy(&f, &b, 4); return f; }
static float half_value(unsigned h) { // exact, host side
  const int e = (h >> 10) & 31, m = h & 1023;
  float v = e == 0 ? std::ldexp((float)m, -24) : e == 31 ? (m ? NAN : INFINITY) : std::ldexp((float)(m | 1024), e - 25);
  return (h & 0x8000) ? -v : v;
}

int main() {
  std::vector<float> F(3 * N);
  std::vector<double> D(3 * N);
  for (int i = 0; i < N; ++i) {
    const float v = half_value(i);
    F[i] = v;
    F[N + i] = std::nextafter(v, INFINITY);
    F[2 * N + i] = std::nextafter(v, -INFINITY);
    D[i] = v;
    D[N + i] = std::nextafter((double)v, (double)INFINITY);
    D[2 * N + i] = std::nextafter((double)v, -(double)INFINITY);
  }
  F[N + 0x7c00] = f32(0x7f800001); // a signalling NaN and a negative NaN among the neighbours
  F[2 * N + 0xfc00] = f32(0xffc00000);
  std::vector<int> I(N);
  std::vector<long long> L(N);
  uint64_t s = 0x9E3779B97F4A7C15ull;
  for (int i = 0; i < N; ++i) {
    s ^= s << 13; s ^= s >> 7; s ^= s << 17;
    I[i] = i < 2048 ? i - 1024 : int(uint32_t(s >> 20)) >> int(s % 32u);
    L[i] = i < 2048 ? (long long)(i - 1024) * 48 : (long long)s >> int((s >> 7) % 64u);
  }
  const int ie[] = {0x7fffffff, -0x7fffffff - 1, 464, 465, 463, 480, 61440, 61439, 61441, 57344, 65535, -65536};
  for (int k = 0; k < int(sizeof ie / 4); ++k) I[2048 + k] = ie[k];
  DeviceBuffer<float> dF(F);
  DeviceBuffer<double> dD(D);
  DeviceBuffer<int> dI(I);
  DeviceBuffer<long long> dL(L);
  DeviceBuffer<unsigned> outN(9 * N), outW(256 * 32), outI(2 * N), outP(6 * N);
  DeviceBuffer<unsigned long long> outW64(256 * 8);
  narrow<<<N / 256, 256>>>(dF.ptr, dD.ptr, outN.ptr);
  widen<<<1, 256>>>(outW.ptr, outW64.ptr);
  fromInts<<<N / 256, 256>>>(dI.ptr, dL.ptr, outI.ptr);
  pairs<<<N / 256, 256>>>(dF.ptr, outP.ptr);
  const char *ng[] = {"h2f8", "b2f8", "f2f8", "f2f8_up", "f2f8_dn", "d2f8", "d2f8_up", "d2f8_dn", "ctor_fp"};
  std::vector<unsigned> hn = outN.get();
  for (int g = 0; g < 9; ++g)
    for (int i = 0; i < N; ++i)
      report_u32(ng[g], i, hn[g * N + i]);
  std::vector<unsigned> hw = outW.get();
  for (int i = 0; i < 256 * 32; ++i)
    if (i % 32 < 24)
      report_u32("widen", i, hw[i]);
  std::vector<unsigned long long> hw64 = outW64.get();
  for (int i = 0; i < 256 * 8; ++i)
    report_u64("widen64", i, hw64[i]);
  std::vector<unsigned> hi = outI.get();
  for (int i = 0; i < 2 * N; ++i)
    report_u32("ctor_int", i, hi[i]);
  std::vector<unsigned> hp = outP.get();
  for (int i = 0; i < 6 * N; ++i)
    report_u32("pair", i, hp[i]);
  return finish();
}
