// SPDX-License-Identifier: Apache-2.0
// Checks the portable directed-rounding code of __scale_amd/math/rounding.h (what __fadd_rd,
// __dmul_ru, __fma_rz, __ll2float_rd, ... compile to on the device) against the host FPU running in
// that rounding mode (fesetround), bit for bit, on random bit patterns (all classes: zeros,
// subnormals, infinities, NaNs) and on operands built to produce ties, cancellations, underflow
// and overflow. Prints the first mismatches and a summary; exits 1 on any mismatch.
#include "__scale_amd/math/rounding.h"
#include <cfenv>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <random>

#pragma STDC FENV_ACCESS ON

static const int Modes[] = {__SA_RZ, __SA_RU, __SA_RD};
static const int FeModes[] = {FE_TOWARDZERO, FE_UPWARD, FE_DOWNWARD};
static const char *ModeName[] = {"rz", "ru", "rd"};
static long Failures = 0, Checks = 0;

template <class T> static bool same(T A, T B) {
  if (A != A && B != B) return true;
  return std::memcmp(&A, &B, sizeof(T)) == 0;
}
template <class T> static void report(const char *Op, int M, T Got, T Want, double A, double B, double C) {
  ++Checks;
  if (same(Got, Want)) return;
  if (++Failures <= 20)
    std::printf("MISMATCH %s_%s(%a, %a, %a): got %a want %a\n", Op, ModeName[M], A, B, C, (double)Got,
                (double)Want);
}

// The reference: the same operation executed by the host in the wanted mode.
__attribute__((noinline)) static float refF(int Op, float X, float Y, float Z, int Fe) {
  std::fesetround(Fe);
  volatile float R;
  switch (Op) {
  case 0: R = X + Y; break;
  case 1: R = X * Y; break;
  case 2: R = std::fmaf(X, Y, Z); break;
  case 3: R = X / Y; break;
  default: R = std::sqrt(X); break;
  }
  std::fesetround(FE_TONEAREST);
  return R;
}
__attribute__((noinline)) static double refD(int Op, double X, double Y, double Z, int Fe) {
  std::fesetround(Fe);
  volatile double R;
  switch (Op) {
  case 0: R = X + Y; break;
  case 1: R = X * Y; break;
  case 2: R = std::fma(X, Y, Z); break;
  case 3: R = X / Y; break;
  default: R = std::sqrt(X); break;
  }
  std::fesetround(FE_TONEAREST);
  return R;
}
__attribute__((noinline)) static float refCvtF(int Kind, uint64_t V, int Fe) {
  std::fesetround(Fe);
  volatile float R;
  volatile double D = 0;
  std::memcpy((void *)&D, &V, 8);
  switch (Kind) {
  case 0: R = (float)(int64_t)V; break;
  case 1: R = (float)V; break;
  default: R = (float)D; break;
  }
  std::fesetround(FE_TONEAREST);
  return R;
}
__attribute__((noinline)) static double refCvtD(int Kind, uint64_t V, int Fe) {
  std::fesetround(Fe);
  volatile double R = Kind == 0 ? (double)(int64_t)V : (double)V;
  std::fesetround(FE_TONEAREST);
  return R;
}

static float ourF(int Op, float X, float Y, float Z, int M) {
  switch (Op) {
  case 0: return __sa_fadd(X, Y, M);
  case 1: return __sa_fmul(X, Y, M);
  case 2: return __sa_ffma(X, Y, Z, M);
  case 3: return __sa_fdiv(X, Y, M);
  default: return __sa_fsqrt(X, M);
  }
}
static double ourD(int Op, double X, double Y, double Z, int M) {
  switch (Op) {
  case 0: return __sa_dadd(X, Y, M);
  case 1: return __sa_dmul(X, Y, M);
  case 2: return __sa_dfma(X, Y, Z, M);
  case 3: return __sa_ddiv(X, Y, M);
  default: return __sa_dsqrt(X, M);
  }
}
static const char *OpName[] = {"add", "mul", "fma", "div", "sqrt"};

int main(int argc, char **argv) {
  long N = argc > 1 ? std::atol(argv[1]) : 200000;
  std::mt19937_64 Rng(12345);
  auto RandF = [&]() {
    uint32_t B = (uint32_t)Rng();
    switch (Rng() % 4) {
    case 0: return std::ldexp((float)(Rng() % 16777216), (int)(Rng() % 60) - 30) * ((Rng() & 1) ? -1.f : 1.f);
    case 1: B &= 0x807fffffu; break; // subnormal or zero
    default: break;
    }
    float F;
    std::memcpy(&F, &B, 4);
    return F;
  };
  auto RandD = [&]() {
    uint64_t B = Rng();
    switch (Rng() % 5) {
    case 0: return std::ldexp((double)(Rng() >> 11), (int)(Rng() % 120) - 60) * ((Rng() & 1) ? -1. : 1.);
    case 1: B &= 0x800fffffffffffffull; break;                                       // subnormal
    case 2: B = (B & 0x800fffffffffffffull) | ((uint64_t)(Rng() % 80) << 52); break; // tiny normal
    case 3: B = (B & 0x800fffffffffffffull) | ((uint64_t)(2000 + Rng() % 47) << 52); break; // huge
    default: break;
    }
    double D;
    std::memcpy(&D, &B, 8);
    return D;
  };
  for (long I = 0; I < N; ++I) {
    float X = RandF(), Y = RandF(), Z = RandF();
    double A = RandD(), B = RandD(), C = RandD();
    if (I % 3 == 0) Y = -X + RandF() * 0x1p-20f;                 // cancellation
    if (I % 3 == 1) C = -(A * B) * (1 + std::ldexp(1.0, -50));    // fma cancellation
    if (I % 7 == 0) B = -A;                                       // exact zero
    for (int MI = 0; MI < 3; ++MI)
      for (int Op = 0; Op < 5; ++Op) {
        report(OpName[Op], MI, ourF(Op, X, Y, Z, Modes[MI]), refF(Op, X, Y, Z, FeModes[MI]), X, Y, Z);
        report(OpName[Op], MI, ourD(Op, A, B, C, Modes[MI]), refD(Op, A, B, C, FeModes[MI]), A, B, C);
      }
    uint64_t V = Rng() >> (Rng() % 64);
    double DV;
    std::memcpy(&DV, &V, 8);
    for (int MI = 0; MI < 3; ++MI) {
      report("ll2float", MI, __sa_ll2float((int64_t)V, Modes[MI]), refCvtF(0, V, FeModes[MI]), (double)(int64_t)V, 0, 0);
      report("ull2float", MI, __sa_ull2float(V, Modes[MI]), refCvtF(1, V, FeModes[MI]), (double)V, 0, 0);
      report("double2float", MI, __sa_round_f32(DV, 0.0, Modes[MI]), refCvtF(2, V, FeModes[MI]), DV, 0, 0);
      report("ll2double", MI, __sa_ll2double((int64_t)V, Modes[MI]), refCvtD(0, V, FeModes[MI]), (double)(int64_t)V, 0, 0);
      report("ull2double", MI, __sa_ull2double(V, Modes[MI]), refCvtD(1, V, FeModes[MI]), (double)V, 0, 0);
    }
  }
  std::printf("checked %ld results, %ld mismatches\n", Checks, Failures);
  return Failures ? 1 : 0;
}
