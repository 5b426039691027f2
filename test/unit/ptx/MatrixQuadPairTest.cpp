// SPDX-License-Identifier: Apache-2.0
// mma.sync.aligned.m8n8k4 (clang-plugin/ptx/MatrixQuadPair.cpp) run on the host by an emulated
// wave32 (WarpJit.h): each of the four quad pairs gets its own A, B and C, placed into the lanes'
// fragments by the layouts of MatrixLayout.h (checked against the PTX ISA by MatrixLayoutTest),
// and every lane's D must be the exact product of its quad pair's matrices. The inputs are small
// multiples of 1/2, so every partial sum is exact and the comparison is bit for bit.
#include "MatrixLayout.h"
#include "WarpJit.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>

using namespace scale::ptx::matrix;

namespace {

struct LaneIn {
  uint32_t W[12]; // a0a1, a2a3, b0b1, b2b3, then C: 8 f32 or 4 f16x2
};
struct LaneOut {
  uint32_t W[8];
};

/// The f16 encoding of V, which must be 0 or a normal f16 value exactly.
uint16_t toHalf(float V) {
  if (V == 0)
    return std::signbit(V) ? 0x8000 : 0;
  int E;
  float F = std::frexp(std::fabs(V), &E); // V = F * 2^E, F in [0.5, 1)
  uint32_t Mant = uint32_t(std::ldexp(F, 11)); // 11 significant bits
  EXPECT_EQ(std::ldexp(float(Mant), E - 11), std::fabs(V)) << "not exact in f16: " << V;
  return uint16_t((V < 0 ? 0x8000 : 0) | uint32_t(E + 14) << 10 | (Mant & 0x3ff));
}

uint32_t bitsOf(float V) {
  uint32_t U;
  std::memcpy(&U, &V, 4);
  return U;
}

/// -2, -1.5, ..., 2 from a running seed.
float smallValue(uint32_t &Seed) {
  Seed = Seed * 1664525u + 1013904223u;
  return float(int((Seed >> 16) % 9) - 4) / 2;
}

std::string mmaBody(bool ARow, bool BRow, bool F32) {
  std::string Ty = F32 ? "f32" : "f16", CTy = F32 ? "float" : "i32";
  unsigned NC = F32 ? 8 : 4;
  std::string Body, Args, Outs, Cons, Ret;
  for (unsigned W = 0; W < 4 + NC; ++W) {
    std::string T = W < 4 ? "i32" : CTy, N = std::to_string(W);
    Body += "  %p" + N + " = getelementptr i32, ptr %in, i64 " + N + "\n  %v" + N + " = load " + T +
            ", ptr %p" + N + "\n";
    Args += (W ? ", " : "") + T + " %v" + N;
  }
  std::string Ptx = "mma.sync.aligned.m8n8k4." + std::string(ARow ? "row" : "col") + "." +
                    (BRow ? "row" : "col") + "." + Ty + ".f16.f16." + Ty + " {";
  for (unsigned D = 0; D < NC; ++D) {
    Ptx += (D ? "," : "") + std::string("$") + std::to_string(D);
    Ret += (D ? ", " : "") + CTy;
    Cons += std::string(D ? "," : "") + (F32 ? "=f" : "=r");
  }
  Ptx += "}, {$" + std::to_string(NC) + ",$" + std::to_string(NC + 1) + "}, {$" +
         std::to_string(NC + 2) + ",$" + std::to_string(NC + 3) + "}, {";
  Cons += ",r,r,r,r";
  for (unsigned C = 0; C < NC; ++C) {
    Ptx += (C ? ",$" : "$") + std::to_string(NC + 4 + C);
    Cons += F32 ? ",f" : ",r";
  }
  Ptx += "};";
  Body += "  %r = call {" + Ret + "} asm \"" + Ptx + "\", \"" + Cons + "\"(" + Args + ")\n";
  for (unsigned D = 0; D < NC; ++D) {
    std::string N = std::to_string(D);
    Body += "  %d" + N + " = extractvalue {" + Ret + "} %r, " + N + "\n";
    Body += "  %q" + N + " = getelementptr i32, ptr %out, i64 " + N + "\n";
    Body += "  store " + CTy + " %d" + N + ", ptr %q" + N + "\n";
  }
  return Body + "  ret void";
}

void runM884(bool ARow, bool BRow, bool F32) {
  SCOPED_TRACE(std::string(ARow ? "row" : "col") + "." + (BRow ? "row" : "col") +
               (F32 ? ".f32" : ".f16"));
  scale::test::WarpJit J(mmaBody(ARow, BRow, F32));
  ASSERT_EQ(J.Error, "");
  float A[4][8][4], B[4][4][8], C[4][8][8];
  uint32_t Seed = 12345u + 7 * ARow + 3 * BRow + F32;
  for (unsigned Q = 0; Q < 4; ++Q) {
    for (unsigned M = 0; M < 8; ++M)
      for (unsigned K = 0; K < 4; ++K)
        A[Q][M][K] = smallValue(Seed);
    for (unsigned K = 0; K < 4; ++K)
      for (unsigned N = 0; N < 8; ++N)
        B[Q][K][N] = smallValue(Seed);
    for (unsigned M = 0; M < 8; ++M)
      for (unsigned N = 0; N < 8; ++N)
        C[Q][M][N] = smallValue(Seed) * (F32 ? 8 : 1);
  }
  std::vector<LaneIn> In(32);
  std::vector<LaneOut> Out(32);
  for (unsigned L = 0; L < 32; ++L) {
    unsigned Q = (L / 4) % 4;
    LaneIn &LI = In[L];
    std::memset(&LI, 0, sizeof LI);
    for (unsigned I = 0; I < 4; ++I) {
      Coord CA = m884A(ARow, L, I), CB = m884B(BRow, L, I);
      LI.W[I / 2] |= uint32_t(toHalf(A[Q][CA.Row][CA.Col])) << (16 * (I % 2));
      LI.W[2 + I / 2] |= uint32_t(toHalf(B[Q][CB.Row][CB.Col])) << (16 * (I % 2));
    }
    for (unsigned I = 0; I < 8; ++I) {
      Coord CC = m884C(F32, L, I);
      if (F32)
        LI.W[4 + I] = bitsOf(C[Q][CC.Row][CC.Col]);
      else
        LI.W[4 + I / 2] |= uint32_t(toHalf(C[Q][CC.Row][CC.Col])) << (16 * (I % 2));
    }
  }
  J.run(In, Out);
  for (unsigned L = 0; L < 32; ++L) {
    unsigned Q = (L / 4) % 4;
    for (unsigned I = 0; I < 8; ++I) {
      Coord CD = m884C(F32, L, I);
      float Want = C[Q][CD.Row][CD.Col];
      for (unsigned K = 0; K < 4; ++K)
        Want += A[Q][CD.Row][K] * B[Q][K][CD.Col];
      uint32_t Got = F32 ? Out[L].W[I] : (Out[L].W[I / 2] >> (16 * (I % 2))) & 0xffff;
      uint32_t Bits = F32 ? bitsOf(Want) : toHalf(Want);
      if (Want == 0)
        Got &= F32 ? 0x7fffffffu : 0x7fffu; // the sign of an exact zero sum is not what is tested
      EXPECT_EQ(Got, Want == 0 ? 0 : Bits) << "lane " << L << " element " << I << " (" << CD.Row
                                            << ", " << CD.Col << ") want " << Want;
    }
  }
}

TEST(MatrixQuadPair, F32AllLayouts) {
  for (bool ARow : {true, false})
    for (bool BRow : {true, false})
      runM884(ARow, BRow, true);
}

TEST(MatrixQuadPair, F16AllLayouts) {
  for (bool ARow : {true, false})
    for (bool BRow : {true, false})
      runM884(ARow, BRow, false);
}

} // namespace
