// SPDX-License-Identifier: Apache-2.0
// Checks jn/jnf/yn/ynf as __scale_amd/math/bessel.h computes them (the device code of the math
// tables, orders 0 and 1 taken from the host libm here) against libstdc++'s std::cyl_bessel_j and
// std::cyl_neumann (long double) on a grid of orders and arguments, with the error rule of CUDA's
// published bounds: for J_n an absolute error (5e-12 double, 2.2e-6 float) or a relative one
// (ulps) whichever is larger; Y_n relative. Also checks the special cases. Prints each failure and
// a summary with the worst errors; exits 1 on any failure.
#include "__scale_amd/math/bessel.h"
#include <cmath>
#include <cstdio>
#include <limits>

static long Checks = 0, Failures = 0;

template <class T> static double ulps(T Got, long double Want) {
  long double U =
      std::ldexp((long double)1, std::ilogb((T)Want) - std::numeric_limits<T>::digits + 1);
  U = std::max(U, (long double)std::numeric_limits<T>::denorm_min());
  return (double)(std::fabs((long double)Got - Want) / U);
}

// The error allowed: |got - want| <= Abs, or <= Ulp ulps of want.
template <class T>
static void check(const char *Name, int N, T X, T Got, long double Want, double Abs, double Ulp,
                  double &WorstAbs, double &WorstUlp) {
  ++Checks;
  double E = (double)std::fabs((long double)Got - Want), U = ulps<T>(Got, Want);
  bool Ok = E <= Abs || U <= Ulp || (std::isnan((double)Got) && std::isnan((double)Want));
  if (Ok) {
    if (E > Abs)
      WorstUlp = std::max(WorstUlp, U);
    else
      WorstAbs = std::max(WorstAbs, E);
    return;
  }
  if (++Failures <= 20)
    std::printf("FAIL %s(%d, %.9g): got %.17g want %.17Lg (abs %.3g, %.1f ulp)\n", Name, N,
                (double)X, (double)Got, Want, E, U);
}

struct HostF { // the host libm's orders 0 and 1 (ocml's on the device)
  static float __j0(float X) { return ::j0f(X); }
  static float __j1(float X) { return ::j1f(X); }
  static float __y0(float X) { return ::y0f(X); }
  static float __y1(float X) { return ::y1f(X); }
};
struct HostD {
  static double __j0(double X) { return ::j0(X); }
  static double __j1(double X) { return ::j1(X); }
  static double __y0(double X) { return ::y0(X); }
  static double __y1(double X) { return ::y1(X); }
};

int main() {
  static const int Orders[] = {2, 3, 5, 8, 13, 20, 32, 50, 64, 100, 128};
  double WA[4] = {0, 0, 0, 0}, WU[4] = {0, 0, 0, 0};
  for (int N : Orders) {
    // x from 2^-12 (series) through the n >= x region (Miller) to x >> n (upward recurrence).
    for (double X = 0x1p-12; X < 400; X *= 1.09) {
      // n >= x (Miller's algorithm; no zeros of J_n there): relative error only, down to the
      // subnormal range: 48 ulps in double, 24 in float (measured 34 and 17 at n = 128: the
      // roundings of ~n + sqrt(c n) recurrence steps; the forward recurrence is off by orders of
      // magnitude there). x > n: CUDA's absolute bound (the order-0/1 functions' error propagates).
      bool Rel = X <= N;
      long double JRef = std::cyl_bessel_j((long double)N, (long double)X);
      if (std::fabs(JRef) > 1e-290L || !Rel) {
        check<double>("jn", N, X, __sa_jn_impl<double, HostD>(N, X), JRef, Rel ? 0 : 5e-12,
                      Rel ? 48 : 4, WA[0], WU[0]);
        check<double>("jn", N, -X, __sa_jn_impl<double, HostD>(N, -X), (N & 1) ? -JRef : JRef,
                      Rel ? 0 : 5e-12, Rel ? 48 : 4, WA[0], WU[0]);
      }
      float XF = (float)X;
      long double JRefF = std::cyl_bessel_j((long double)N, (long double)XF);
      if (std::fabs(JRefF) > 1e-35L || !Rel)
        check<float>("jnf", N, XF, __sa_jn_impl<float, HostF>(N, XF), JRefF, Rel ? 0 : 2.2e-6,
                     Rel ? 24 : 4, WA[1], WU[1]);
      if (X > N / 3.0) { // Y_n below that overflows toward -inf (checked as a special case)
        // x <= n: relative, ceil(2 + 2.5n) ulps (CUDA's ynf bound there); beyond: CUDA's absolute
        // bounds (the order-0/1 functions' absolute error propagates near the zeros of Y_n).
        bool YRel = X <= N;
        double UlpB = std::ceil(2 + 2.5 * N);
        long double YRef = std::cyl_neumann((long double)N, (long double)X);
        if (std::fabs(YRef) < 1e300L)
          check<double>("yn", N, X, __sa_yn_impl<double, HostD>(N, X), YRef, YRel ? 0 : 5e-12, UlpB,
                        WA[2], WU[2]);
        long double YRefF = std::cyl_neumann((long double)N, (long double)XF);
        if (std::fabs(YRefF) < 1e37L)
          check<float>("ynf", N, XF, __sa_yn_impl<float, HostF>(N, XF), YRefF, YRel ? 0 : 2.2e-6,
                       UlpB, WA[3], WU[3]);
      }
    }
  }
  // Special cases (CUDA's documented results).
  double Inf = std::numeric_limits<double>::infinity();
  auto Expect = [](bool C, const char *What) {
    ++Checks;
    if (!C) {
      ++Failures;
      std::printf("FAIL special case %s\n", What);
    }
  };
  Expect(std::isnan(__sa_jn_impl<double, HostD>(-1, 1.0)), "jn(-1, x) is NaN");
  Expect(std::isnan(__sa_jn_impl<double, HostD>(3, NAN)), "jn(n, NaN) is NaN");
  Expect(__sa_jn_impl<double, HostD>(3, Inf) == 0, "jn(n, inf) is 0");
  Expect(__sa_jn_impl<double, HostD>(3, 0.0) == 0, "jn(n, 0) is 0");
  Expect(__sa_jn_impl<double, HostD>(0, 0.0) == 1, "jn(0, 0) is 1");
  Expect(__sa_jn_impl<double, HostD>(100000, 50.0) == 0, "jn(100000, 50) underflows to 0");
  Expect(__sa_jn_impl<double, HostD>(2000, 1900.0) > 0, "jn(2000, 1900) does not underflow");
  Expect(__sa_yn_impl<double, HostD>(3, 0.0) == -Inf, "yn(n, 0) is -inf");
  Expect(std::isnan(__sa_yn_impl<double, HostD>(3, -1.0)), "yn(n, x < 0) is NaN");
  Expect(__sa_yn_impl<double, HostD>(200, 1e-3) == -Inf, "yn(200, 1e-3) overflows to -inf");
  Expect(__sa_yn_impl<float, HostF>(60, 1e-2f) == -INFINITY, "ynf(60, 1e-2) overflows to -inf");
  std::printf("jn worst: abs %.3g, %.2f ulp; jnf worst: abs %.3g, %.2f ulp\n", WA[0], WU[0], WA[1],
              WU[1]);
  std::printf("yn worst: abs %.3g, %.2f ulp; ynf worst: abs %.3g, %.2f ulp\n", WA[2], WU[2], WA[3],
              WU[3]);
  std::printf("checked %ld results, %ld failures\n", Checks, Failures);
  return Failures ? 1 : 0;
}
