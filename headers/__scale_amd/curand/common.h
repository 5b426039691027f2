// SPDX-License-Identifier: Apache-2.0
// cuRAND device API, shared part: function qualifiers, the conversion constants and the
// bits→distribution transforms that every generator uses (uniform, Box-Muller). Everything is
// __host__ __device__ so the same code produces the host generators of libcurand and can be
// checked on a machine without a GPU.
//
// Bit-exactness with NVIDIA's cuRAND: the transforms are the documented ones (uniform = x*2^-32
// + 2^-33, excluding 0 and including 1; double uniform from 53 bits of two draws; Box-Muller on
// two uniforms). Where nvcc contracts a*b+c into a fused multiply-add we write fma explicitly,
// so the result does not depend on the compiler's contraction setting.
#pragma once

#define __SA_CURAND_QUALIFIERS __host__ __device__ __forceinline__

namespace __scale_amd {
namespace curand {

constexpr float kTwoPow32Inv = 2.3283064365386963e-10f;   // 2^-32
constexpr float kTwoPi = 6.2831855f;                       // 2*pi rounded to float
constexpr float kTwoPow32InvTwoPi = kTwoPow32Inv * kTwoPi; // rounded float product
constexpr double kTwoPow32InvD = 2.3283064365386963e-10;   // 2^-32
constexpr double kTwoPow53InvD = 1.1102230246251565e-16;   // 2^-53
constexpr double kPiD = 3.141592653589793;

__SA_CURAND_QUALIFIERS float uniformFromBits(unsigned int x) {
  return __builtin_fmaf(static_cast<float>(x), kTwoPow32Inv, kTwoPow32Inv / 2.0f);
}
__SA_CURAND_QUALIFIERS double uniformDoubleFromBits(unsigned int x) {
  return __builtin_fma(static_cast<double>(x), kTwoPow32InvD, kTwoPow32InvD / 2.0);
}
// 53 random bits from two 32-bit draws: x in the low bits, y shifted over the top 21.
__SA_CURAND_QUALIFIERS double uniformDoubleFromBits(unsigned int x, unsigned int y) {
  unsigned long long z = static_cast<unsigned long long>(x) ^ (static_cast<unsigned long long>(y) << 21);
  return __builtin_fma(static_cast<double>(z), kTwoPow53InvD, kTwoPow53InvD / 2.0);
}

// Device code uses the CUDA math function; the host side (host generators, checks without a
// GPU) has no sincospi in libm, so it computes it here.
__SA_CURAND_QUALIFIERS void sinCosPi(double x, double *s, double *c) {
#if defined(__CUDA_ARCH__)
  sincospi(x, s, c);
#else
  double q = __builtin_rint(2.0 * x); // x = q/2 + r, |r| <= 1/4
  double r = x - 0.5 * q;
  double sr = __builtin_sin(kPiD * r), cr = __builtin_cos(kPiD * r);
  switch (static_cast<long long>(q) & 3) {
  case 0: *s = sr; *c = cr; break;
  case 1: *s = cr; *c = -sr; break;
  case 2: *s = -sr; *c = -cr; break;
  default: *s = -cr; *c = sr; break;
  }
#endif
}
struct Pair { float x, y; };
struct PairD { double x, y; };

// Box-Muller on two 32-bit draws: radius from x, angle from y.
__SA_CURAND_QUALIFIERS Pair boxMuller(unsigned int x, unsigned int y) {
  float u = uniformFromBits(x);
  float v = __builtin_fmaf(static_cast<float>(y), kTwoPow32InvTwoPi, kTwoPow32InvTwoPi / 2.0f);
  float s = sqrtf(-2.0f * logf(u));
  float sn, cs;
  sincosf(v, &sn, &cs);
  return {sn * s, cs * s};
}

// Double Box-Muller on four draws: 53-bit radius uniform from (x0, x1), 53-bit angle (in units
// of pi, for sincospi) from (y0, y1).
__SA_CURAND_QUALIFIERS PairD boxMullerDouble(unsigned int x0, unsigned int x1, unsigned int y0,
                                             unsigned int y1) {
  double u = uniformDoubleFromBits(x0, x1);
  unsigned long long zy = static_cast<unsigned long long>(y0) ^ (static_cast<unsigned long long>(y1) << 21);
  double v = __builtin_fma(static_cast<double>(zy), kTwoPow53InvD * 2.0, kTwoPow53InvD);
  double s = sqrt(-2.0 * log(u));
  double sn, cs;
  sinCosPi(v, &sn, &cs);
  return {sn * s, cs * s};
}

// The Box-Muller caches of a state: a second normal is kept for the next call of the same kind.
enum : int { kExtraNormal = 1, kExtraLogNormal = 2 };

} // namespace curand
} // namespace __scale_amd
