// SPDX-License-Identifier: Apache-2.0
// Checks the directed-rounding double addition of __scale_amd/math/rounding.h (the code behind
// __dadd_rz/_ru/_rd) against the host FPU in the same rounding mode (fesetround), on sums of
// operands of opposite signs close to the overflow threshold, where TwoSum's intermediate s - a
// overflows. Prints each failure; exits 1 on any.
#include "__scale_amd/math/rounding.h"
#include <cfenv>
#include <cmath>
#include <cstdio>
#include <cstring>

static double hostAdd(double X, double Y, int Mode) {
  std::fesetround(Mode);
  volatile double VX = X, VY = Y;
  double R = VX + VY;
  std::fesetround(FE_TONEAREST);
  return R;
}

int main() {
  const int Ours[3] = {__SA_RZ, __SA_RU, __SA_RD};
  const int Host[3] = {FE_TOWARDZERO, FE_UPWARD, FE_DOWNWARD};
  long Checks = 0, Failures = 0;
  auto check = [&](double X, double Y) {
    for (int M = 0; M < 3; ++M) {
      double R = __sa_dadd(X, Y, Ours[M]), H = hostAdd(X, Y, Host[M]);
      ++Checks;
      if (std::memcmp(&R, &H, sizeof R) && Failures++ < 10)
        std::printf("FAIL mode %d: %a + %a = %a, host %a\n", M, X, Y, R, H);
    }
  };
  check(-6.6569921776833291e+307, 1.7976931348623157e+308);
  unsigned long long S = 88172645463325252ull;
  auto next = [&] { S ^= S << 13; S ^= S >> 7; S ^= S << 17; return S; };
  for (int I = 0; I < 200000; ++I) {
    double X = std::ldexp(double(next() >> 11) / 9007199254740992.0, 1020 + int(S % 4));
    double Y = -std::ldexp(double(next() >> 11) / 9007199254740992.0, 1016 + int(S % 8));
    check(X, Y);
    check(Y, X);
  }
  std::printf("checked %ld sums, %ld failures\n", Checks, Failures);
  return Failures != 0;
}
