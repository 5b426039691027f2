// SPDX-License-Identifier: Apache-2.0
// tgammaf and cyl_bessel_i0f as the math tables compute them (__scale_amd/math/gamma.h and
// bessel.h, plain C++: the device code, with the host's exp where the device calls ocml's) against
// long double references over every Stride-th float bit pattern of the whole finite range where
// the result is not trivially 0 or inf, plus the special cases:
//   tgammaf: x in [-46, 36], reference glibc's tgammal (64-bit significand: its error is 2^-40 of
//            a float ulp); i0f: |x| <= 100, reference the power series in long double (positive
//            terms, no cancellation).
// Usage: special-f32-host <tgammaf|i0f> <stride> <max ulp>. Prints the worst error and where,
// every result over the bound (FAIL), and "checked N results, F failures"; exits 1 on a failure.
#include "__scale_amd/math/bessel.h"
#include "__scale_amd/math/gamma.h"

#include <cfloat>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <initializer_list>

namespace {

long Checks = 0, Failures = 0;
double Worst = 0;
float WorstX = 0;

float fromBits(uint32_t U) {
  float F;
  std::memcpy(&F, &U, 4);
  return F;
}

/// |Got - Want| in ulps of Want as a float (subnormal ulp below FLT_MIN). A Want beyond the float
/// range that rounds to infinity must give inf.
double ulps(float Got, long double Want) {
  long double A = std::fabs(Want);
  if (A >= (long double)FLT_MAX * (1 + 0x1p-25L)) // rounds to +-inf
    return (std::isinf(Got) && std::signbit(Got) == std::signbit((double)Want)) ? 0 : 1e9;
  if (std::isinf(Got))
    return 1e9;
  long double U = A < FLT_MIN ? 0x1p-149L : std::ldexp(1.0L, std::ilogb(A) - 23);
  return (double)(std::fabs((long double)Got - Want) / U);
}

void check(const char *Name, float X, float Got, long double Want, double Bound) {
  ++Checks;
  double E = ulps(Got, Want);
  if (E > Worst) {
    Worst = E;
    WorstX = X;
  }
  if (E > Bound && ++Failures <= 20)
    std::printf("FAIL %s(%a = %.9g): got %.9g want %.12Lg (%.3f ulp)\n", Name, X, X, Got, Want, E);
}

void expect(const char *Name, float X, float Got, float Want) {
  ++Checks;
  bool Same = std::isnan(Want) ? std::isnan(Got) : std::memcmp(&Got, &Want, 4) == 0;
  if (!Same && ++Failures <= 20)
    std::printf("FAIL %s(%a): got %a want %a\n", Name, X, Got, Want);
}

struct HostOps {
  static double __exp(double X) { return std::exp(X); }
};

long double refI0(long double X) {
  long double Y = X * X / 4, T = 1, S = 1;
  for (int K = 1; K < 1000; ++K) {
    T *= Y / ((long double)K * K);
    S += T;
    if (T < S * 1e-22L)
      break;
  }
  return S;
}

/// Every Stride-th bit pattern of the floats in [Lo, Hi] (Lo <= 0 <= Hi), both signs.
template <class F> void sweep(float Lo, float Hi, uint32_t Stride, F Fn) {
  uint32_t Top[2];
  std::memcpy(&Top[0], &Hi, 4);
  float NLo = -Lo;
  std::memcpy(&Top[1], &NLo, 4);
  for (int Sign = 0; Sign < 2; ++Sign)
    for (uint64_t B = 0; B <= Top[Sign]; B += Stride)
      Fn(fromBits(uint32_t(B) | (Sign ? 0x80000000u : 0)));
}

} // namespace

int main(int Argc, char **Argv) {
  if (Argc != 4) {
    std::fprintf(stderr, "usage: %s <tgammaf|i0f> <stride> <max ulp>\n", Argv[0]);
    return 2;
  }
  const char *Fn = Argv[1];
  uint32_t Stride = uint32_t(std::strtoul(Argv[2], nullptr, 0));
  double Bound = std::atof(Argv[3]);
  const float Inf = INFINITY, NaN = NAN;
  if (!std::strcmp(Fn, "tgammaf")) {
    sweep(-46.0f, 36.0f, Stride, [&](float X) {
      if (X < 0 && X == std::floor(X)) // the poles
        return expect("tgammaf", X, __sa_tgammaf(X), NaN);
      check("tgammaf", X, __sa_tgammaf(X), tgammal((long double)X), Bound);
    });
    // Near the poles and the ends of the range, every float.
    for (int N = 0; N <= 46; ++N)
      for (float Dir : {-Inf, Inf}) {
        float X = -float(N);
        for (int I = 0; I < 300; ++I) {
          X = std::nextafter(X, Dir);
          if (X >= -46.0f && X != 0)
            check("tgammaf", X, __sa_tgammaf(X), tgammal((long double)X), Bound);
        }
      }
    expect("tgammaf", 0.0f, __sa_tgammaf(0.0f), Inf);
    expect("tgammaf", -0.0f, __sa_tgammaf(-0.0f), -Inf);
    expect("tgammaf", Inf, __sa_tgammaf(Inf), Inf);
    expect("tgammaf", -Inf, __sa_tgammaf(-Inf), NaN);
    expect("tgammaf", NaN, __sa_tgammaf(NaN), NaN);
    expect("tgammaf", 1e30f, __sa_tgammaf(1e30f), Inf);
    expect("tgammaf", -1e30f, __sa_tgammaf(-1e30f), NaN);
    expect("tgammaf", -46.5f, __sa_tgammaf(-46.5f), -0.0f); // Gamma < 0 on (-47, -46)
    expect("tgammaf", -47.5f, __sa_tgammaf(-47.5f), 0.0f);  // Gamma > 0 on (-48, -47)
    expect("tgammaf", 0x1p-130f, __sa_tgammaf(0x1p-130f), Inf);
    expect("tgammaf", -0x1p-149f, __sa_tgammaf(-0x1p-149f), -Inf);
  } else if (!std::strcmp(Fn, "i0f")) {
    sweep(-100.0f, 100.0f, Stride, [&](float X) {
      check("i0f", X, __sa_i0f_impl<HostOps>(X), refI0(std::fabs((long double)X)), Bound);
    });
    expect("i0f", 0.0f, __sa_i0f_impl<HostOps>(0.0f), 1.0f);
    expect("i0f", Inf, __sa_i0f_impl<HostOps>(Inf), Inf);
    expect("i0f", -Inf, __sa_i0f_impl<HostOps>(-Inf), Inf);
    expect("i0f", NaN, __sa_i0f_impl<HostOps>(NaN), NaN);
    expect("i0f", 1e30f, __sa_i0f_impl<HostOps>(1e30f), Inf);
  } else {
    std::fprintf(stderr, "unknown function %s\n", Fn);
    return 2;
  }
  std::printf("%s worst: %.6f ulp at %a (%.9g)\n", Fn, Worst, WorstX, WorstX);
  std::printf("checked %ld results, %ld failures\n", Checks, Failures);
  return Failures ? 1 : 0;
}
