// SPDX-License-Identifier: Apache-2.0
// The mma / ldmatrix fragment layouts of MatrixLayout.h: entries of the PTX ISA's fragment figures,
// and every element of every matrix held by exactly one (lane, register, element).
#include "MatrixLayout.h"

#include <gtest/gtest.h>

#include <set>
#include <utility>

using namespace scale::ptx::matrix;

namespace {

struct Form {
  unsigned K, Bits;
};
const Form Forms[] = {{8, 16}, {16, 16}, {4, 32}, {8, 32}, {16, 8}, {32, 8}};

TEST(MatrixLayout, RegisterCounts) {
  EXPECT_EQ(aRegs(16, 16), 4u); // m16n8k16 f16: a0..a3, b0..b1
  EXPECT_EQ(bRegs(16, 16), 2u);
  EXPECT_EQ(aRegs(8, 16), 2u);
  EXPECT_EQ(bRegs(8, 16), 1u);
  EXPECT_EQ(aRegs(8, 32), 4u); // tf32 m16n8k8
  EXPECT_EQ(bRegs(8, 32), 2u);
  EXPECT_EQ(aRegs(4, 32), 2u);
  EXPECT_EQ(aRegs(32, 8), 4u); // s8 m16n8k32
  EXPECT_EQ(bRegs(32, 8), 2u);
  EXPECT_EQ(aRegs(16, 8), 2u);
  EXPECT_EQ(bRegs(16, 8), 1u);
}

TEST(MatrixLayout, IsaFigureEntries) {
  // m16n8k16 .f16 A: a2 of lane 5 (group 1, thread 1) holds row 1, columns 10 and 11.
  EXPECT_EQ(aElem(16, 5, 2, 0), (Coord{1, 10}));
  EXPECT_EQ(aElem(16, 5, 3, 1), (Coord{9, 11}));
  // B: b1 of lane 6 holds rows 12, 13 of column 1.
  EXPECT_EQ(bElem(16, 6, 1, 0), (Coord{12, 1}));
  // tf32 m16n8k8 A: a2 of lane 3 is (0, 7); a1 of lane 4 is (9, 0).
  EXPECT_EQ(aElem(32, 3, 2, 0), (Coord{0, 7}));
  EXPECT_EQ(aElem(32, 4, 1, 0), (Coord{9, 0}));
  // s8 m16n8k32 A: a2 of lane 1, byte 3: row 0, column 4 + 3 + 16.
  EXPECT_EQ(aElem(8, 1, 2, 3), (Coord{0, 23}));
  EXPECT_EQ(bElem(8, 31, 1, 0), (Coord{28, 7}));
  // C/D: c2 of lane 31 is (15, 6), c1 of lane 0 is (0, 1).
  EXPECT_EQ(cElem(31, 2), (Coord{15, 6}));
  EXPECT_EQ(cElem(0, 1), (Coord{0, 1}));
  // ldmatrix: lane 13 holds row 3, columns 2, 3; transposed, (2, 3) and (3, 3).
  EXPECT_EQ(m8n8Elem(13, 1, false), (Coord{3, 3}));
  EXPECT_EQ(m8n8Elem(13, 0, true), (Coord{2, 3}));
  EXPECT_EQ(m8n8Lane(3, 3), 13u);
}

TEST(MatrixLayout, EachElementOnce) {
  for (const Form &F : Forms) {
    std::set<std::pair<unsigned, unsigned>> A, B;
    unsigned E = perReg(F.Bits);
    for (unsigned L = 0; L < 32; ++L)
      for (unsigned X = 0; X < E; ++X) {
        for (unsigned R = 0; R < aRegs(F.K, F.Bits); ++R) {
          Coord C = aElem(F.Bits, L, R, X);
          EXPECT_LT(C.Row, 16u);
          EXPECT_LT(C.Col, F.K);
          EXPECT_TRUE(A.insert({C.Row, C.Col}).second) << "A K=" << F.K << " bits=" << F.Bits;
        }
        for (unsigned R = 0; R < bRegs(F.K, F.Bits); ++R) {
          Coord C = bElem(F.Bits, L, R, X);
          EXPECT_LT(C.Row, F.K);
          EXPECT_LT(C.Col, 8u);
          EXPECT_TRUE(B.insert({C.Row, C.Col}).second) << "B K=" << F.K << " bits=" << F.Bits;
        }
      }
    EXPECT_EQ(A.size(), 16u * F.K);
    EXPECT_EQ(B.size(), 8u * F.K);
  }
  std::set<std::pair<unsigned, unsigned>> C, M;
  for (unsigned L = 0; L < 32; ++L) {
    for (unsigned I = 0; I < 4; ++I)
      EXPECT_TRUE(C.insert({cElem(L, I).Row, cElem(L, I).Col}).second);
    for (unsigned H = 0; H < 2; ++H) {
      Coord P = m8n8Elem(L, H, false);
      EXPECT_TRUE(M.insert({P.Row, P.Col}).second);
      EXPECT_EQ(m8n8Lane(P.Row, P.Col), L);
    }
  }
  EXPECT_EQ(C.size(), 128u);
  EXPECT_EQ(M.size(), 64u);
}

// The gfx11 WMMA data movement (MatrixAmdgpu.cpp): every unit a lane receives is the one its WMMA
// operand needs, and every D element comes from the VGPR that holds it.
TEST(MatrixLayout, Gfx11WmmaGather) {
  for (const Form &F : Forms) {
    if (F.Bits == 32)
      continue; // no tf32 WMMA on gfx11
    unsigned E = perReg(F.Bits);
    for (unsigned R = 0; R < F.K / E; ++R)
      for (unsigned L = 0; L < 32; ++L) {
        unsigned Unit = wmmaATUnit(R, L), Src = wmmaATSource(R, L), Reg = wmmaATOffered(R, Src);
        EXPECT_LT(Unit, F.K / E);
        EXPECT_LT(Reg, aRegs(F.K, F.Bits));
        for (unsigned X = 0; X < E; ++X)
          EXPECT_EQ(aElem(F.Bits, Src, Reg, X), (Coord{L % 16, Unit * E + X})) << "round " << R << " lane " << L;
        if (L % 16 < 8)
          for (unsigned X = 0; X < E; ++X)
            EXPECT_EQ(bElem(F.Bits, wmmaBTSource(R, L), R / 4, X), (Coord{R * E + X, L % 16}));
      }
  }
  for (unsigned Q = 0; Q < 4; ++Q)
    for (unsigned L = 0; L < 32; ++L) {
      unsigned Src = wmmaDSource(Q, L), V = wmmaDOffered(Q, Src);
      EXPECT_LT(V, 4u);
      EXPECT_EQ(wmmaDResult(Src, V), cElem(L, wmmaDElem(Q, L)))
          << "q " << Q << " lane " << L;
    }
}

// The gfx9 MFMA data movement (MatrixAmdgpu.cpp), for P = 4 (16x16x16) and P = 8 (16x16x32 i8).
TEST(MatrixLayout, Gfx9MfmaGather) {
  struct MForm {
    unsigned K, Bits, P;
  };
  const MForm MForms[] = {{8, 16, 4}, {16, 16, 4}, {16, 8, 4}, {32, 8, 4}, {16, 8, 8}, {32, 8, 8}};
  for (const MForm &F : MForms) {
    unsigned E = perReg(F.Bits);
    for (unsigned Chunk = 0; Chunk < F.K / (2 * F.P); ++Chunk)
      for (unsigned L = 0; L < 32; ++L)
        for (unsigned J = 0; J < F.P / E; ++J) {
          unsigned U = mfmaUnit(F.P, F.Bits, Chunk, L, J), Src = mfmaSource(U, L);
          for (unsigned X = 0; X < E; ++X) {
            unsigned K = mfmaK(F.P, Chunk, L, J * E + X);
            EXPECT_EQ(bElem(F.Bits, Src, U / 4, X), (Coord{K, L % 8})) << "K=" << F.K << " lane " << L;
            EXPECT_EQ(aElem(F.Bits, Src, mfmaAReg(U, L), X), (Coord{L % 16, K})) << "K=" << F.K << " lane " << L;
          }
          EXPECT_LT(U / 4, bRegs(F.K, F.Bits));
          EXPECT_EQ(U / 4, mfmaUnit(F.P, F.Bits, Chunk, 0, 0) / 4); // the lowering's static register
          EXPECT_LT(mfmaAReg(U, L), aRegs(F.K, F.Bits));
        }
  }
  for (unsigned L = 0; L < 32; ++L) {
    std::set<unsigned> Elems;
    for (unsigned Q = 0; Q < 4; ++Q) {
      Elems.insert(mfmaDElem(Q, L));
      unsigned Src = mfmaDSource(Q, L);
      EXPECT_EQ(mfmaDResult(Src, mfmaDOffered(Q, Src)), cElem(L, mfmaDElem(Q, L))) << "q " << Q << " lane " << L;
    }
    EXPECT_EQ(Elems.size(), 4u);
  }
  // One reader per source lane and round, so that the source can choose what it offers.
  for (unsigned Q = 0; Q < 4; ++Q) {
    std::set<unsigned> Sources, WSources;
    for (unsigned L = 0; L < 32; ++L) {
      EXPECT_TRUE(Sources.insert(mfmaDSource(Q, L)).second);
      EXPECT_TRUE(WSources.insert(wmmaDSource(Q, L)).second);
    }
  }
}

// The gfx12 WMMA data movement (f16/bf16, K = 16; K = 8 uses rounds whose k < 8).
TEST(MatrixLayout, Gfx12WmmaGather) {
  for (unsigned R = 0; R < 4; ++R)
    for (unsigned L = 0; L < 32; ++L) {
      unsigned U = (L / 16) % 2, X = (L / 8) % 4;
      unsigned SlotB = R ^ (2 * U), SlotA = R ^ X;
      for (unsigned E = 0; E < 2; ++E) {
        if (L % 16 < 8) {
          unsigned Src = wmma12BTSource(R, L);
          EXPECT_EQ(bElem(16, Src, wmma12BTOffered(R, Src), E), (Coord{wmma12K(L, SlotB, E), L % 16}))
              << "round " << R << " lane " << L;
        }
        unsigned Src = wmma12ATSource(R, L);
        EXPECT_EQ(aElem(16, Src, wmma12ATOffered(R, Src), E), (Coord{L % 16, wmma12K(L, SlotA, E)}))
            << "round " << R << " lane " << L;
      }
    }
  for (unsigned L = 0; L < 32; ++L) {
    std::set<unsigned> Elems;
    for (unsigned R = 0; R < 8; ++R) {
      if (!wmma12DServed(R, L))
        continue;
      Elems.insert(wmma12DElem(R, L));
      unsigned Src = wmma12DSource(R, L);
      EXPECT_LT(Src, 16u);
      EXPECT_EQ(wmma12DResult(Src, wmma12DOffered(R, Src)), cElem(L, wmma12DElem(R, L))) << "round " << R << " lane " << L;
    }
    EXPECT_EQ(Elems.size(), 4u);
  }
  for (unsigned R = 0; R < 8; ++R) { // one reader per source lane and round
    std::set<unsigned> Sources;
    for (unsigned L = 0; L < 32; ++L)
      if (wmma12DServed(R, L))
        EXPECT_TRUE(Sources.insert(wmma12DSource(R, L)).second);
  }
}

} // namespace

// mma.m8n8k4 (.f16 inputs): the ISA's formulas at a few points, and in each quad pair every
// element of A (8x4), B (4x8) and C/D (8x8) held by exactly one (lane, element).
TEST(MatrixLayoutM884, IsaFormulaEntries) {
  // A row-major: lane 17 (t 1, high group) holds row 5, a2 in column 2; col-major: (2 + 4, 1).
  EXPECT_EQ(m884A(true, 17, 2), (Coord{5, 2}));
  EXPECT_EQ(m884A(false, 17, 2), (Coord{6, 1}));
  // B row-major: lane 6 (t 2, low) b3 is (2, 3); col-major lane 30 (t 2, high) b1 is (1, 6).
  EXPECT_EQ(m884B(true, 6, 3), (Coord{2, 3}));
  EXPECT_EQ(m884B(false, 30, 1), (Coord{1, 6}));
  // C f16: lane 19 (t 3, high) c7 is (7, 7). C f32: lane 3 c6 is row 1 + 2, column 4 + 2 + 0.
  EXPECT_EQ(m884C(false, 19, 7), (Coord{7, 7}));
  EXPECT_EQ(m884C(true, 3, 6), (Coord{3, 6}));
  EXPECT_EQ(m884C(true, 16, 1), (Coord{4, 1}));
  EXPECT_EQ(m884Lane(2, m884Position(26)), 26u);
}

TEST(MatrixLayoutM884, EachElementOncePerQuadPair) {
  for (unsigned Q = 0; Q < 4; ++Q)
    for (bool Flag : {false, true}) {
      std::set<std::pair<unsigned, unsigned>> A, B, C;
      for (unsigned P = 0; P < 8; ++P) {
        unsigned L = m884Lane(Q, P);
        EXPECT_EQ(m884Position(L), P);
        for (unsigned I = 0; I < 4; ++I) {
          Coord CA = m884A(Flag, L, I), CB = m884B(Flag, L, I);
          EXPECT_LT(CA.Row, 8u);
          EXPECT_LT(CA.Col, 4u);
          EXPECT_LT(CB.Row, 4u);
          EXPECT_LT(CB.Col, 8u);
          EXPECT_TRUE(A.insert({CA.Row, CA.Col}).second);
          EXPECT_TRUE(B.insert({CB.Row, CB.Col}).second);
        }
        for (unsigned I = 0; I < 8; ++I) {
          Coord CC = m884C(Flag, L, I);
          EXPECT_LT(CC.Row, 8u);
          EXPECT_LT(CC.Col, 8u);
          EXPECT_TRUE(C.insert({CC.Row, CC.Col}).second);
        }
      }
      EXPECT_EQ(A.size(), 32u);
      EXPECT_EQ(B.size(), 32u);
      EXPECT_EQ(C.size(), 64u);
    }
}
