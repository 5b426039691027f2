// SPDX-License-Identifier: Apache-2.0
// ldmatrix, stmatrix and movmatrix (clang-plugin/ptx/Matrix.cpp) run on the host by an emulated
// wave32 (WarpJit.h), every .x1/.x2/.x4 x {plain, .trans} x {.shared, generic} form, checked
// against the fragment layout as the PTX ISA states it ("Warp-level matrix load instruction:
// ldmatrix"), written out here independently of MatrixLayout.h:
//   the rows of matrix i come from the addresses in lanes 8i .. 8i+7 (row r from lane 8i + r);
//   lane t's register i holds row t/4, elements 2(t%4) and 2(t%4)+1 (low half first) of matrix i;
//   with .trans it holds the same of the transposed matrix: stored elements [2(t%4)][t/4] and
//   [2(t%4)+1][t/4].
// The rows lie at scattered addresses (a permutation of row slots), so a lane that reads the wrong
// lane's address or the wrong row shows; lanes that supply no address (16..31 for .x2, 8..31 for
// .x1) point at a decoy matrix. Then the forms that feed mma.m16n8k16 / m16n8k8 in real kernels:
// A by ldmatrix.x4 (row-major A) or .x4.trans (column-major A), B by .x2.trans (row-major K x N)
// or .x2 (column-major B), m16n8k8 with .x2 and .x1.trans, each product compared exactly with
// the reference product (small multiples of 1/2: every partial sum exact).
#include "WarpJit.h"

#include <gtest/gtest.h>

#include <sys/mman.h>

#include <cmath>
#include <cstring>
#include <string>

namespace {

constexpr unsigned RowSlots = 64;      // 16-byte row slots in the tile
constexpr unsigned RowBytes = 16;      // 8 b16 elements
constexpr unsigned DecoySlot = 63;     // the row every idle lane points at

struct LaneIn {
  uint64_t Generic; // generic address of this lane's row
  uint32_t Shared;  // the same as a 32-bit shared-window address (the tile lies below 2^31)
  uint32_t Pad;
  uint32_t Regs[4]; // stmatrix / movmatrix sources, mma C
};
struct LaneOut {
  uint32_t W[4];
};

/// The tile: 64 rows of 8 b16, mapped below 2^31 so that the low 32 bits are the address (the
/// lowering's .shared address is a 32-bit integer).
struct Tile {
  uint16_t *P = nullptr;
  Tile() {
    void *M = mmap(nullptr, 4096, PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS | MAP_32BIT, -1, 0);
    if (M != MAP_FAILED)
      P = static_cast<uint16_t *>(M);
  }
  ~Tile() {
    if (P)
      munmap(P, 4096);
  }
  uint16_t *row(unsigned Slot) const { return P + Slot * (RowBytes / 2); }
};

/// Slot of row R of matrix I: a fixed permutation of 0..31 (I < 4, R < 8).
unsigned slotOf(unsigned I, unsigned R) { return (7 * (8 * I + R) + 5) % 32 + 16 * ((I + R) % 2); }

/// The value stored at row R, column C of matrix I (distinct for every element of the 4 matrices).
uint16_t tag(unsigned I, unsigned R, unsigned C) { return uint16_t(0xa000 | I << 8 | R << 4 | C); }

std::string regList(unsigned N, unsigned First) {
  std::string S = "{";
  for (unsigned J = 0; J < N; ++J)
    S += (J ? ", $" : "$") + std::to_string(First + J);
  return S + "}";
}

std::string retType(unsigned N) {
  if (N == 1)
    return "i32";
  std::string S = "{";
  for (unsigned J = 0; J < N; ++J)
    S += J ? ", i32" : "i32";
  return S + "}";
}

/// IR loading the lane's address operand: %addr (ptr for generic, i32 for .shared).
std::string loadAddress(bool Shared) {
  return Shared ? "  %pa = getelementptr i8, ptr %in, i64 8\n  %addr = load i32, ptr %pa\n"
                : "  %addr = load ptr, ptr %in\n";
}

/// IR storing the N results of %r into Out.W[0..N-1].
std::string storeResults(unsigned N) {
  std::string S;
  for (unsigned J = 0; J < N; ++J) {
    std::string Idx = std::to_string(J);
    if (N == 1)
      S += "  %d0 = bitcast i32 %r to i32\n";
    else
      S += "  %d" + Idx + " = extractvalue " + retType(N) + " %r, " + Idx + "\n";
    S += "  %q" + Idx + " = getelementptr i32, ptr %out, i64 " + Idx + "\n";
    S += "  store i32 %d" + Idx + ", ptr %q" + Idx + "\n";
  }
  return S;
}

std::string ldmatrixBody(unsigned N, bool Trans, bool Shared) {
  std::string Ptx = "ldmatrix.sync.aligned.m8n8.x" + std::to_string(N) + (Trans ? ".trans" : "") +
                    (Shared ? ".shared" : "") + ".b16 " + regList(N, 0) + ", [$" +
                    std::to_string(N) + "];";
  std::string Cons;
  for (unsigned J = 0; J < N; ++J)
    Cons += "=r,";
  Cons += Shared ? "r" : "l";
  return loadAddress(Shared) + "  %r = call " + retType(N) + " asm sideeffect \"" + Ptx + "\", \"" +
         Cons + "\"(" + (Shared ? "i32" : "ptr") + " %addr)\n" + storeResults(N) + "  ret void";
}

std::string stmatrixBody(unsigned N, bool Trans, bool Shared) {
  std::string Ptx = "stmatrix.sync.aligned.m8n8.x" + std::to_string(N) + (Trans ? ".trans" : "") +
                    (Shared ? ".shared" : "") + ".b16 [$0], " + regList(N, 1) + ";";
  std::string Body = loadAddress(Shared), Args = std::string(Shared ? "i32" : "ptr") + " %addr",
              Cons = Shared ? "r" : "l";
  for (unsigned J = 0; J < N; ++J) {
    std::string Idx = std::to_string(J);
    Body += "  %s" + Idx + " = getelementptr i32, ptr %in, i64 " + std::to_string(4 + J) + "\n";
    Body += "  %v" + Idx + " = load i32, ptr %s" + Idx + "\n";
    Args += ", i32 %v" + Idx;
    Cons += ",r";
  }
  return Body + "  call void asm sideeffect \"" + Ptx + "\", \"" + Cons + ",~{memory}\"(" + Args +
         ")\n  ret void";
}

/// Lane L's address: row L%8 of matrix L/8 where that matrix is loaded, else the decoy row.
void setAddresses(const Tile &T, std::vector<LaneIn> &In, unsigned N,
                  unsigned (*Slot)(unsigned I, unsigned R) = slotOf) {
  for (unsigned L = 0; L < 32; ++L) {
    unsigned S = L / 8 < N ? Slot(L / 8, L % 8) : DecoySlot;
    In[L].Generic = reinterpret_cast<uint64_t>(T.row(S));
    In[L].Shared = uint32_t(In[L].Generic);
  }
}

void fillTile(const Tile &T) {
  for (unsigned S = 0; S < RowSlots; ++S)
    for (unsigned C = 0; C < 8; ++C)
      T.row(S)[C] = uint16_t(0xdec0 | C); // decoys and unused slots
  for (unsigned I = 0; I < 4; ++I)
    for (unsigned R = 0; R < 8; ++R)
      for (unsigned C = 0; C < 8; ++C)
        T.row(slotOf(I, R))[C] = tag(I, R, C);
}

/// The stored (row, column) that half H of lane L's register holds, from the ISA's text.
void isaElement(unsigned L, unsigned H, bool Trans, unsigned &Row, unsigned &Col) {
  Row = L / 4;
  Col = 2 * (L % 4) + H;
  if (Trans)
    std::swap(Row, Col);
}

class MatrixMemory : public ::testing::TestWithParam<std::tuple<unsigned, bool, bool>> {};

TEST_P(MatrixMemory, Ldmatrix) {
  auto [N, Trans, Shared] = GetParam();
  Tile T;
  ASSERT_NE(T.P, nullptr);
  scale::test::WarpJit J(ldmatrixBody(N, Trans, Shared));
  ASSERT_EQ(J.Error, "");
  fillTile(T);
  std::vector<LaneIn> In(32);
  std::vector<LaneOut> Out(32);
  setAddresses(T, In, N);
  for (LaneOut &O : Out)
    std::memset(&O, 0xee, sizeof O);
  J.run(In, Out);
  for (unsigned L = 0; L < 32; ++L)
    for (unsigned I = 0; I < N; ++I)
      for (unsigned H = 0; H < 2; ++H) {
        unsigned Row, Col;
        isaElement(L, H, Trans, Row, Col);
        uint16_t Got = uint16_t(Out[L].W[I] >> (16 * H));
        EXPECT_EQ(Got, tag(I, Row, Col))
            << "lane " << L << " (mod 4: " << L % 4 << ") matrix " << I << " half " << H
            << ": want stored [" << Row << "][" << Col << "]";
      }
}

TEST_P(MatrixMemory, Stmatrix) {
  auto [N, Trans, Shared] = GetParam();
  Tile T;
  ASSERT_NE(T.P, nullptr);
  scale::test::WarpJit J(stmatrixBody(N, Trans, Shared));
  ASSERT_EQ(J.Error, "");
  for (unsigned S = 0; S < RowSlots; ++S)
    for (unsigned C = 0; C < 8; ++C)
      T.row(S)[C] = 0x5555;
  std::vector<LaneIn> In(32);
  std::vector<LaneOut> Out(32);
  setAddresses(T, In, N);
  // Lane L's register I carries the tag of the element the ISA says it holds.
  for (unsigned L = 0; L < 32; ++L)
    for (unsigned I = 0; I < 4; ++I) {
      In[L].Regs[I] = 0;
      for (unsigned H = 0; H < 2; ++H) {
        unsigned Row, Col;
        isaElement(L, H, Trans, Row, Col);
        In[L].Regs[I] |= uint32_t(tag(I, Row, Col)) << (16 * H);
      }
    }
  J.run(In, Out);
  for (unsigned I = 0; I < N; ++I)
    for (unsigned R = 0; R < 8; ++R)
      for (unsigned C = 0; C < 8; ++C)
        EXPECT_EQ(T.row(slotOf(I, R))[C], tag(I, R, C))
            << "matrix " << I << " [" << R << "][" << C << "]";
  for (unsigned C = 0; C < 8; ++C)
    EXPECT_EQ(T.row(DecoySlot)[C], 0x5555) << "an idle lane's address was written";
}

INSTANTIATE_TEST_SUITE_P(AllForms, MatrixMemory,
                         ::testing::Combine(::testing::Values(1u, 2u, 4u), ::testing::Bool(),
                                            ::testing::Bool()),
                         [](const auto &P) {
                           return "x" + std::to_string(std::get<0>(P.param)) +
                                  (std::get<1>(P.param) ? "_trans" : "") +
                                  (std::get<2>(P.param) ? "_shared" : "_generic");
                         });

TEST(MatrixMemoryMov, MovmatrixTrans) {
  scale::test::WarpJit J("  %v = load i32, ptr %in\n"
                         "  %r = call i32 asm sideeffect "
                         "\"movmatrix.sync.aligned.m8n8.trans.b16 $0, $1;\", \"=r,r\"(i32 %v)\n"
                         "  store i32 %r, ptr %out\n  ret void");
  ASSERT_EQ(J.Error, "");
  std::vector<uint32_t> In(32), Out(32);
  for (unsigned L = 0; L < 32; ++L) // lane L holds A[L/4][2(L%4)], A[L/4][2(L%4)+1]
    In[L] = tag(0, L / 4, 2 * (L % 4)) | uint32_t(tag(0, L / 4, 2 * (L % 4) + 1)) << 16;
  J.run(In, Out);
  for (unsigned L = 0; L < 32; ++L)
    for (unsigned H = 0; H < 2; ++H) // row L/4 of A^T: A[2(L%4)+H][L/4]
      EXPECT_EQ(uint16_t(Out[L] >> (16 * H)), tag(0, 2 * (L % 4) + H, L / 4)) << "lane " << L;
}

// ---- ldmatrix feeding mma.sync ------------------------------------------------------------

uint16_t toHalf(float V) { // V: 0 or a small multiple of 1/2
  if (V == 0)
    return 0;
  int E;
  float F = std::frexp(std::fabs(V), &E);
  uint32_t Mant = uint32_t(std::ldexp(F, 11));
  return uint16_t((V < 0 ? 0x8000 : 0) | uint32_t(E + 14) << 10 | (Mant & 0x3ff));
}

float smallValue(uint32_t &Seed) {
  Seed = Seed * 1664525u + 1013904223u;
  return float(int((Seed >> 16) % 9) - 4) / 2;
}

enum class Feed { AX4, AX4Trans };
enum class FeedB { X2Trans, X2, X1Trans };

/// D = A B + C with A (16 x K) and B (K x 8) in memory, loaded by the ldmatrix forms of a real
/// kernel; K = 16 (A .x4 / .x4.trans, B .x2.trans / .x2) or 8 (A .x2, B .x1.trans).
void runLdmatrixMma(unsigned K, bool ATrans, FeedB BForm) {
  SCOPED_TRACE("k" + std::to_string(K) + (ATrans ? " A.trans" : " A") +
               (BForm == FeedB::X2Trans ? " B.x2.trans"
                : BForm == FeedB::X2    ? " B.x2"
                                        : " B.x1.trans"));
  Tile T;
  ASSERT_NE(T.P, nullptr);
  float A[16][16], B[16][8], C[16][8];
  uint32_t Seed = 99 + K + 3 * ATrans + 7 * unsigned(BForm);
  for (auto &R : A)
    for (float &V : R)
      V = smallValue(Seed);
  for (auto &R : B)
    for (float &V : R)
      V = smallValue(Seed);
  for (auto &R : C)
    for (float &V : R)
      V = 4 * smallValue(Seed);
  // Memory: A row-major (16 rows of 16 halves = 2 row slots each) or column-major; B row-major
  // (K rows of 8) or column-major (8 rows of K). Row slots: A at 0.., B at 40...
  auto Half = [&](unsigned Slot, unsigned C) -> uint16_t & { return T.row(Slot)[C]; };
  for (unsigned R = 0; R < 16; ++R)
    for (unsigned Cc = 0; Cc < K; ++Cc) {
      if (!ATrans) // A[r][c] at row r, column c: slot 2r + c/8
        Half(2 * R + Cc / 8, Cc % 8) = toHalf(A[R][Cc]);
      else // column-major: A^T[c][r] at slot 2c + r/8
        Half(2 * Cc + R / 8, R % 8) = toHalf(A[R][Cc]);
    }
  for (unsigned Kk = 0; Kk < K; ++Kk)
    for (unsigned Nn = 0; Nn < 8; ++Nn) {
      if (BForm != FeedB::X2) // row-major: B[k][n] at slot 40 + k
        Half(40 + Kk, Nn) = toHalf(B[Kk][Nn]);
      else // column-major: B^T[n][k] at slot 40 + 2n + k/8
        Half(40 + 2 * Nn + Kk / 8, Kk % 8) = toHalf(B[Kk][Nn]);
    }
  // Addresses. A fragment a0..a7 of mma.m16n8k16 = matrices (rows 0-7, k 0-7), (rows 8-15, k 0-7),
  // (rows 0-7, k 8-15), (rows 8-15, k 8-15); lane l supplies row l%8 of matrix l/8.
  std::vector<LaneIn> In(32);
  std::vector<uint64_t> AAddr(32), BAddr(32);
  for (unsigned L = 0; L < 32; ++L) {
    unsigned M = L / 8, R = L % 8;
    unsigned MRow = 8 * (M % 2), MCol = 8 * (M / 2); // the matrix's first row and k
    unsigned ASlot = !ATrans ? 2 * (MRow + R) + MCol / 8
                             : 2 * (MCol + R) + MRow / 8; // stored row = k, the matrix transposed
    if (K == 8 && M >= 2)
      ASlot = DecoySlot;
    AAddr[L] = reinterpret_cast<uint64_t>(T.row(ASlot));
    unsigned BSlot;
    if (BForm == FeedB::X2Trans) // matrix j = B rows k 8j..8j+7 (stored rows), transposed on load
      BSlot = M < 2 ? 40 + 8 * M + R : DecoySlot;
    else if (BForm == FeedB::X1Trans)
      BSlot = M < 1 ? 40 + R : DecoySlot;
    else // column-major: matrix j = columns n 0..7 (stored rows), k 8j..8j+7
      BSlot = M < 2 ? 40 + 2 * R + M : DecoySlot;
    BAddr[L] = reinterpret_cast<uint64_t>(T.row(BSlot));
    In[L].Generic = AAddr[L];
    In[L].Shared = uint32_t(BAddr[L]);
    for (unsigned I = 0; I < 4; ++I) { // C fragment: (g + 8(i/2), 2t + i%2)
      float V = C[L / 4 + 8 * (I / 2)][2 * (L % 4) + I % 2];
      std::memcpy(&In[L].Regs[I], &V, 4);
    }
  }
  unsigned NA = K / 4, NB = K / 8;
  std::string AForm = "ldmatrix.sync.aligned.m8n8.x" + std::to_string(NA) +
                      (ATrans ? ".trans" : "") + ".b16 " +
                      regList(NA, 0) + ", [$" + std::to_string(NA) + "];";
  std::string BFormText = "ldmatrix.sync.aligned.m8n8.x" + std::to_string(NB) +
                          (BForm == FeedB::X2 ? "" : ".trans") + ".shared.b16 " + regList(NB, 0) +
                          ", [$" + std::to_string(NB) + "];";
  std::string Body = "  %pa = load ptr, ptr %in\n  %pb.p = getelementptr i8, ptr %in, i64 8\n"
                     "  %pb = load i32, ptr %pb.p\n";
  std::string ACons, BCons;
  for (unsigned J = 0; J < NA; ++J)
    ACons += "=r,";
  for (unsigned J = 0; J < NB; ++J)
    BCons += "=r,";
  Body += "  %ra = call " + retType(NA) + " asm sideeffect \"" + AForm + "\", \"" + ACons +
          "l\"(ptr %pa)\n";
  Body += "  %rb = call " + retType(NB) + " asm sideeffect \"" + BFormText + "\", \"" + BCons +
          "r\"(i32 %pb)\n";
  std::string Args, Ops;
  for (unsigned J = 0; J < NA; ++J) {
    Body += "  %a" + std::to_string(J) + " = extractvalue " + retType(NA) + " %ra, " + std::to_string(J) + "\n";
    Args += ", i32 %a" + std::to_string(J);
  }
  if (NB == 1) {
    Body += "  %b0 = bitcast i32 %rb to i32\n";
  } else {
    for (unsigned J = 0; J < NB; ++J)
      Body += "  %b" + std::to_string(J) + " = extractvalue " + retType(NB) + " %rb, " + std::to_string(J) + "\n";
  }
  for (unsigned J = 0; J < NB; ++J)
    Args += ", i32 %b" + std::to_string(J);
  for (unsigned J = 0; J < 4; ++J) {
    Body += "  %cp" + std::to_string(J) + " = getelementptr float, ptr %in, i64 " + std::to_string(4 + J) + "\n";
    Body += "  %c" + std::to_string(J) + " = load float, ptr %cp" + std::to_string(J) + "\n";
    Args += ", float %c" + std::to_string(J);
  }
  std::string Mma = "mma.sync.aligned.m16n8k" + std::to_string(K) + ".row.col.f32.f16.f16.f32 {$0,$1,$2,$3}, " +
                    regList(NA, 4) + ", " + regList(NB, 4 + NA) + ", " + regList(4, 4 + NA + NB) + ";";
  std::string Cons = "=f,=f,=f,=f";
  for (unsigned J = 0; J < NA + NB; ++J)
    Cons += ",r";
  Cons += ",f,f,f,f";
  Body += "  %r = call {float, float, float, float} asm sideeffect \"" + Mma + "\", \"" + Cons + "\"(" +
          Args.substr(2) + ")\n";
  for (unsigned J = 0; J < 4; ++J) {
    std::string Idx = std::to_string(J);
    Body += "  %d" + Idx + " = extractvalue {float, float, float, float} %r, " + Idx + "\n";
    Body += "  %q" + Idx + " = getelementptr float, ptr %out, i64 " + Idx + "\n";
    Body += "  store float %d" + Idx + ", ptr %q" + Idx + "\n";
  }
  Body += "  ret void";
  // gfx1030 has no matrix unit: the mma takes the portable path the emulated wave can run.
  scale::test::WarpJit J(Body, "gfx1030");
  ASSERT_EQ(J.Error, "");
  std::vector<LaneOut> Out(32);
  J.run(In, Out);
  for (unsigned L = 0; L < 32; ++L)
    for (unsigned I = 0; I < 4; ++I) {
      unsigned Row = L / 4 + 8 * (I / 2), Col = 2 * (L % 4) + I % 2;
      float Want = C[Row][Col];
      for (unsigned Kk = 0; Kk < K; ++Kk)
        Want += A[Row][Kk] * B[Kk][Col];
      float Got;
      std::memcpy(&Got, &Out[L].W[I], 4);
      EXPECT_EQ(Got, Want) << "lane " << L << " D[" << Row << "][" << Col << "]";
    }
}

TEST(MatrixMemoryMma, K16FromX4AndX2Trans) { runLdmatrixMma(16, false, FeedB::X2Trans); }
TEST(MatrixMemoryMma, K16FromX4TransAndX2) { runLdmatrixMma(16, true, FeedB::X2); }
TEST(MatrixMemoryMma, K16FromX4AndX2) { runLdmatrixMma(16, false, FeedB::X2); }
TEST(MatrixMemoryMma, K16FromX4TransAndX2Trans) { runLdmatrixMma(16, true, FeedB::X2Trans); }
TEST(MatrixMemoryMma, K8FromX2AndX1Trans) { runLdmatrixMma(8, false, FeedB::X1Trans); }
TEST(MatrixMemoryMma, K8FromX2TransAndX1Trans) { runLdmatrixMma(8, true, FeedB::X1Trans); }

} // namespace
