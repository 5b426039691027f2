// SPDX-License-Identifier: Apache-2.0
// wmma.load / wmma.mma / wmma.store .m16n16k16 (clang-plugin/ptx/Matrix.cpp) run on the host by an
// emulated wave32 (WarpJit.h), lowered for gfx1030 (the portable mma path, whose lane exchanges the
// emulation runs). PTX leaves the fragments' layout to the implementation, so what is checked is
// what a program can observe: D = A * B + C in memory after load, mma and store, for every layout
// of A, B, C and D, f32 and f16 accumulators, f16 and bf16 inputs, strides wider than the tile, and
// that an elementwise operation on every fragment register (what nvcc writes for frag.x[i] *= s)
// acts on every element. The inputs are small multiples of 1/2: every partial sum is exact and the
// comparison is bit for bit.
#include "WarpJit.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <string>
#include <vector>

namespace {

struct LaneIn {
  uint64_t A, B, C, D;
  uint32_t Lda, Ldb, Ldc, Ldd;
};
struct LaneOut {
  uint32_t Unused;
};

uint16_t toHalf(float V) {
  if (V == 0)
    return std::signbit(V) ? 0x8000 : 0;
  int E;
  float F = std::frexp(std::fabs(V), &E);
  uint32_t Mant = uint32_t(std::ldexp(F, 11));
  return uint16_t((V < 0 ? 0x8000 : 0) | uint32_t(E + 14) << 10 | (Mant & 0x3ff));
}
float fromHalf(uint16_t H) {
  int E = (H >> 10) & 31;
  float M = float(H & 0x3ff);
  float V = E == 0 ? std::ldexp(M, -24) : std::ldexp(M + 1024, E - 25);
  return H & 0x8000 ? -V : V;
}
uint16_t toBf16(float V) {
  uint32_t U;
  std::memcpy(&U, &V, 4);
  return uint16_t(U >> 16); // exact for the small values used
}

float smallValue(uint32_t &Seed) {
  Seed = Seed * 1664525u + 1013904223u;
  return float(int((Seed >> 16) % 9) - 4) / 2;
}

std::string regs(const char *Name, unsigned N) {
  std::string S = "{";
  for (unsigned I = 0; I < N; ++I)
    S += std::string(I ? ", " : "") + "%" + Name + std::to_string(I);
  return S + "}";
}

struct Form {
  bool ARow, BRow, CRow, DRow, F32Acc, Bf16, Scale;
};

std::string body(const Form &F) {
  std::string In = F.Bf16 ? "bf16" : "f16", Acc = F.F32Acc ? "f32" : "f16";
  unsigned NAB = F.Bf16 ? 4 : 8, NC = F.F32Acc ? 8 : 4;
  std::string AccReg = F.F32Acc ? ".f32" : ".b32";
  std::string Ptx = "{\\0A.reg .b32 %a<8>;\\0A.reg .b32 %b<8>;\\0A.reg " + AccReg + " %c<8>;\\0A.reg " + AccReg +
                    " %d<8>;\\0A";
  Ptx += "wmma.load.a.sync.aligned." + std::string(F.ARow ? "row" : "col") + ".m16n16k16." + In + " " +
         regs("a", NAB) + ", [$0], $4;\\0A";
  Ptx += "wmma.load.b.sync.aligned." + std::string(F.BRow ? "row" : "col") + ".m16n16k16." + In + " " +
         regs("b", NAB) + ", [$1], $5;\\0A";
  Ptx += "wmma.load.c.sync.aligned." + std::string(F.CRow ? "row" : "col") + ".m16n16k16." + Acc + " " +
         regs("c", NC) + ", [$2], $6;\\0A";
  std::string Types = F.Bf16 ? ".f32.bf16.bf16.f32" : "." + Acc + "." + Acc;
  Ptx += "wmma.mma.sync.aligned." + std::string(F.ARow ? "row" : "col") + "." + (F.BRow ? "row" : "col") +
         ".m16n16k16" + Types + " " + regs("d", NC) + ", " + regs("a", NAB) + ", " + regs("b", NAB) + ", " +
         regs("c", NC) + ";\\0A";
  if (F.Scale) // D *= 2 elementwise, register by register
    for (unsigned I = 0; I < NC; ++I) {
      std::string R = "%d" + std::to_string(I);
      Ptx += F.F32Acc ? "mul.f32 " + R + ", " + R + ", 0f40000000;\\0A"
                      : "mul.f16x2 " + R + ", " + R + ", 0x40004000;\\0A";
    }
  Ptx += "wmma.store.d.sync.aligned." + std::string(F.DRow ? "row" : "col") + ".m16n16k16." + Acc + " [$3], " +
         regs("d", NC) + ", $7;\\0A}";
  std::string Body;
  const char *Names[] = {"pa", "pb", "pc", "pd"};
  for (unsigned I = 0; I < 4; ++I)
    Body += "  %g" + std::to_string(I) + " = getelementptr i64, ptr %in, i64 " + std::to_string(I) + "\n  %" +
            Names[I] + " = load ptr, ptr %g" + std::to_string(I) + "\n";
  for (unsigned I = 0; I < 4; ++I)
    Body += "  %h" + std::to_string(I) + " = getelementptr i32, ptr %in, i64 " + std::to_string(8 + I) +
            "\n  %s" + std::to_string(I) + " = load i32, ptr %h" + std::to_string(I) + "\n";
  Body += "  call void asm sideeffect \"" + Ptx +
          "\", \"l,l,l,l,r,r,r,r,~{memory}\"(ptr %pa, ptr %pb, ptr %pc, ptr %pd, i32 %s0, i32 %s1, i32 %s2, i32 %s3)\n"
          "  ret void";
  return Body;
}

void check(const Form &F) {
  SCOPED_TRACE(std::string("A ") + (F.ARow ? "row" : "col") + ", B " + (F.BRow ? "row" : "col") + ", C " +
               (F.CRow ? "row" : "col") + ", D " + (F.DRow ? "row" : "col") + (F.F32Acc ? ", f32" : ", f16") +
               (F.Bf16 ? ", bf16" : "") + (F.Scale ? ", scaled" : ""));
  scale::test::WarpJit J(body(F), "gfx1030");
  ASSERT_TRUE(J.Error.empty()) << J.Error;
  const unsigned Lda = 24, Ldb = 20, Ldc = 16, Ldd = 32; // strides in elements, wider than the tile
  float A[16][16], B[16][16], C[16][16];
  uint32_t Seed = 12345 + F.ARow + 2 * F.BRow + 4 * F.CRow + 8 * F.DRow + 16 * F.F32Acc + 32 * F.Bf16;
  for (unsigned I = 0; I < 16; ++I)
    for (unsigned K = 0; K < 16; ++K) {
      A[I][K] = smallValue(Seed);
      B[I][K] = smallValue(Seed);
      C[I][K] = smallValue(Seed);
    }
  std::vector<uint16_t> MA(16 * Lda), MB(16 * Ldb);
  std::vector<float> CF(16 * Ldc), DF(16 * Ldd, -1000.0f);
  std::vector<uint16_t> CH(16 * Ldc), DH(16 * Ldd, 0xffff);
  auto In16 = [&](float V) { return F.Bf16 ? toBf16(V) : toHalf(V); };
  for (unsigned R = 0; R < 16; ++R)
    for (unsigned K = 0; K < 16; ++K) {
      MA[F.ARow ? R * Lda + K : K * Lda + R] = In16(A[R][K]);
      MB[F.BRow ? R * Ldb + K : K * Ldb + R] = In16(B[R][K]); // B[k][n] with R = k, K = n
      unsigned CI = F.CRow ? R * Ldc + K : K * Ldc + R;
      CF[CI] = C[R][K];
      CH[CI] = toHalf(C[R][K]);
    }
  LaneIn L{reinterpret_cast<uint64_t>(MA.data()), reinterpret_cast<uint64_t>(MB.data()),
           F.F32Acc ? reinterpret_cast<uint64_t>(CF.data()) : reinterpret_cast<uint64_t>(CH.data()),
           F.F32Acc ? reinterpret_cast<uint64_t>(DF.data()) : reinterpret_cast<uint64_t>(DH.data()),
           Lda, Ldb, Ldc, Ldd};
  std::vector<LaneIn> Ins(32, L);
  std::vector<LaneOut> Outs(32);
  J.run(Ins, Outs);
  for (unsigned R = 0; R < 16; ++R)
    for (unsigned N = 0; N < 16; ++N) {
      float Want = C[R][N];
      for (unsigned K = 0; K < 16; ++K)
        Want += A[R][K] * B[K][N];
      if (F.Scale)
        Want *= 2;
      unsigned DI = F.DRow ? R * Ldd + N : N * Ldd + R;
      float Got = F.F32Acc ? DF[DI] : fromHalf(DH[DI]);
      ASSERT_EQ(Got, Want) << "D[" << R << "][" << N << "]";
    }
  // Nothing outside the 16 x 16 tile of D was written.
  for (unsigned R = 0; R < 16; ++R)
    for (unsigned X = 16; X < Ldd; ++X) {
      unsigned DI = R * Ldd + X;
      if (F.F32Acc)
        ASSERT_EQ(DF[DI], -1000.0f) << "element " << DI;
      else
        ASSERT_EQ(DH[DI], 0xffff) << "element " << DI;
    }
}

TEST(Wmma, EveryLayoutF32Accumulator) {
  for (unsigned M = 0; M < 16; ++M)
    check({bool(M & 1), bool(M & 2), bool(M & 4), bool(M & 8), true, false, false});
}

TEST(Wmma, F16Accumulator) {
  for (unsigned M = 0; M < 4; ++M)
    check({bool(M & 1), bool(M & 2), bool(M & 1), !(M & 2), false, false, false});
}

TEST(Wmma, Bf16Inputs) {
  check({true, false, true, true, true, true, false});
  check({false, true, false, true, true, true, false});
}

TEST(Wmma, ElementwiseOperationsOnTheRegisters) {
  check({true, false, true, true, true, false, true});
  check({false, true, true, false, false, false, true});
}

} // namespace
