// SPDX-License-Identifier: Apache-2.0
//===- MatrixLayout.h - where the PTX matrix fragments live in a 32-lane warp ----------------===//
//
// Pure functions (no LLVM) giving, for a lane of the 32-lane logical warp, one of its 32-bit
// fragment registers and an element inside that register, the (row, column) of the matrix element
// it holds, as the PTX ISA's figures "Matrix Fragments for mma.m16n8k*" and the ldmatrix/movmatrix
// descriptions define them. With g = lane / 4 (the group) and t = lane % 4 (the thread in group),
// E = 32 / element bits (elements per register) for the A and B inputs of mma.m16n8kK:
//   A (16 x K, row major), K*bits/64 registers:  reg r, element e -> (g + 8*(r % 2), t*E + e + 4E*(r / 2))
//   B (K x 8, column major), K*bits/128 registers: reg r, element e -> (t*E + e + 4E*r, g)
//   C/D (16 x 8), the 4 elements numbered i = 0..3 (f32/s32: one per register; f16: two registers
//   of two halves, i = 2*reg + half):                                 i -> (g + 8*(i / 2), 2t + i % 2)
// This covers f16/bf16 (E = 2: k8 and k16), tf32 (E = 1: k4 and k8) and s8/u8 (E = 4: k16, k32).
// ldmatrix/stmatrix/movmatrix .m8n8.b16: matrix j's register in lane l holds row l/4, columns
// 2(l%4) and 2(l%4)+1; the rows' addresses come from lanes 8j..8j+7; .trans transposes the matrix.
// Unit tests (test/unit/ptx/MatrixLayoutTest.cpp) check these against the ISA's tables and that each
// element of each matrix is held exactly once.
//===-----------------------------------------------------------------------------------------===//
#ifndef SCALE_AMD_PTX_MATRIXLAYOUT_H
#define SCALE_AMD_PTX_MATRIXLAYOUT_H

namespace scale::ptx::matrix {

struct Coord {
  unsigned Row, Col;
  bool operator==(const Coord &O) const { return Row == O.Row && Col == O.Col; }
};

/// Elements of ElemBits bits per 32-bit register.
constexpr unsigned perReg(unsigned ElemBits) { return 32 / ElemBits; }
constexpr unsigned aRegs(unsigned K, unsigned ElemBits) { return K * ElemBits / 64; }
constexpr unsigned bRegs(unsigned K, unsigned ElemBits) { return K * ElemBits / 128; }

constexpr Coord aElem(unsigned ElemBits, unsigned Lane, unsigned Reg, unsigned Elem) {
  unsigned E = perReg(ElemBits), G = Lane / 4, T = Lane % 4;
  return {G + 8 * (Reg % 2), T * E + Elem + 4 * E * (Reg / 2)};
}

constexpr Coord bElem(unsigned ElemBits, unsigned Lane, unsigned Reg, unsigned Elem) {
  unsigned E = perReg(ElemBits), G = Lane / 4, T = Lane % 4;
  return {T * E + Elem + 4 * E * Reg, G};
}

/// Accumulator element I (0..3) of Lane in the 16 x 8 C/D matrix.
constexpr Coord cElem(unsigned Lane, unsigned I) {
  unsigned G = Lane / 4, T = Lane % 4;
  return {G + 8 * (I / 2), 2 * T + I % 2};
}

/// Element Half (0/1) of an m8n8.b16 fragment register in Lane; Trans gives the transposed matrix.
constexpr Coord m8n8Elem(unsigned Lane, unsigned Half, bool Trans) {
  Coord C{Lane / 4, 2 * (Lane % 4) + Half};
  return Trans ? Coord{C.Col, C.Row} : C;
}

/// The lane whose m8n8 fragment holds (Row, Col) of the untransposed matrix, and the half.
constexpr unsigned m8n8Lane(unsigned Row, unsigned Col) { return 4 * Row + Col / 2; }

// ---- mma.m8n8k4 with .f16 inputs (MatrixQuadPair.cpp) -----------------------------------------
// Four independent 8x8x4 products, one per quad pair: the lanes 4q..4q+3 (low group, h = 0) and
// 4q+16..4q+19 (high group, h = 1) of quad pair q. With t = lane % 4 and h = lane / 16, element i
// of the lane's fragment is (PTX ISA "Matrix Fragments for mma.m8n8k4 with .f16 floating point
// type"; two halves per register, element i = 2 * register + half):
//   A (8 x 4), .row: (t + 4h, i)      .col: (i + 4h, t)
//   B (4 x 8), .row: (t, i + 4h)      .col: (i, t + 4h)
//   C/D (8 x 8), .f16 (8 halves in 4 registers): (t + 4h, i)
//                .f32 (8 registers): ((lane & 1) + (i & 2) + 4h, (i & 4) + (lane & 2) + (i & 1))
// Only t and h matter: quad pair position p = t + 4h (0..7) names the lane 4q + t + 16h.
constexpr unsigned m884Position(unsigned Lane) { return Lane % 4 + 4 * ((Lane / 16) % 2); }
/// The lane of quad pair Q at position P.
constexpr unsigned m884Lane(unsigned Q, unsigned P) { return 4 * Q + P % 4 + 16 * (P / 4); }
constexpr Coord m884A(bool RowMajor, unsigned Lane, unsigned I) {
  unsigned T = Lane % 4, H = (Lane / 16) % 2;
  return RowMajor ? Coord{T + 4 * H, I} : Coord{I + 4 * H, T};
}
constexpr Coord m884B(bool RowMajor, unsigned Lane, unsigned I) {
  unsigned T = Lane % 4, H = (Lane / 16) % 2;
  return RowMajor ? Coord{T, I + 4 * H} : Coord{I, T + 4 * H};
}
constexpr Coord m884C(bool F32, unsigned Lane, unsigned I) {
  unsigned T = Lane % 4, H = (Lane / 16) % 2;
  if (!F32)
    return {T + 4 * H, I};
  return {(Lane & 1) + (I & 2) + 4 * H, (I & 4) + (Lane & 2) + (I & 1)};
}

// ---- gfx11 WMMA (MatrixAmdgpu.cpp) -----------------------------------------------------------
// v_wmma_*_16x16x16 on wave32: lane L holds row L%16 of its A operand and column L%16 of its B
// operand (all 16 k; lanes 16..31 repeat lanes 0..15), and D[2V + L/16][L%16] in result VGPR V.
// We compute D^T = B^T A^T (WMMA A := B^T padded to 16 rows, WMMA B := A^T): then the 128 useful
// results are exactly VGPRs 0..3 of all 32 lanes. Data moves in "units", 32-bit registers of E
// elements along k (unit u holds k = uE .. uE+E-1).
//  * B^T: lane L (n = L%16) reads unit u of column n from lane 4n + u%4, register u/4; 0 if n >= 8.
//  * A^T: lane L (m = L%16, h = m/8) needs unit u of row m: lane 4(m%8) + u%4, register h + 2(u/4).
//    Rows m and m+8 live in the same lanes; in round r the reader with h reads unit r ^ 2h, so the
//    two readers of one source lane want different lanes' data, and the source can choose the
//    register it offers: its thread t' gives register (t' == r%4 ? 0 : 1) + 2(r/4).
//  * D: in round q the reader lane (g, t) gets its accumulator element i = (q + t) % 4 from the lane
//    holding D[g + 8(i/2)][2t + i%2] (lane row + 16 * (column % 2)), which offers VGPR (i' - q) % 4,
//    where i' = 2((L/8)%2) + L/16 is the element that lane's column parity and row half make.
constexpr unsigned wmmaATUnit(unsigned Round, unsigned Lane) { return Round ^ (2 * ((Lane / 8) % 2)); }
constexpr unsigned wmmaATSource(unsigned Round, unsigned Lane) {
  return 4 * (Lane % 8) + wmmaATUnit(Round, Lane) % 4;
}
constexpr unsigned wmmaATOffered(unsigned Round, unsigned SrcLane) {
  return (SrcLane % 4 == Round % 4 ? 0 : 1) + 2 * (Round / 4);
}
constexpr unsigned wmmaBTSource(unsigned Unit, unsigned Lane) { return 4 * (Lane % 8) + Unit % 4; }
constexpr unsigned wmmaDElem(unsigned Q, unsigned Lane) { return (Q + Lane % 4) % 4; }
constexpr unsigned wmmaDSource(unsigned Q, unsigned Lane) {
  Coord C = cElem(Lane, wmmaDElem(Q, Lane));
  return C.Row + 16 * (C.Col % 2);
}
constexpr unsigned wmmaDOffered(unsigned Q, unsigned SrcLane) {
  return (2 * ((SrcLane / 8) % 2) + SrcLane / 16 + 4 - Q) % 4;
}
/// The element (row, column) of D that the gfx11 WMMA of D^T leaves in (Lane, Vgpr).
constexpr Coord wmmaDResult(unsigned Lane, unsigned Vgpr) { return {Lane % 16, 2 * Vgpr + Lane / 16}; }

// ---- gfx9 MFMA (MatrixAmdgpu.cpp) -----------------------------------------------------------
// v_mfma_*_16x16xKK on wave64, one block: with P elements per lane (P = 4 for 16x16x16 f16, bf16,
// i8; P = 8 for gfx942's 16x16x32 i8), operand A[i][kk] is in lane i + 16(kk/P), B[kk][j] in lane
// j + 16(kk/P), and D[i][j] in lane j + 16(i/4), VGPR i%4. The wave holds two logical warps, each
// with its own mma. We compute D^T for both at once: MFMA A := the two B^T stacked (rows 8w..8w+7
// = warp w's B^T, nonzero only at kk of warp w), MFMA B := A^T of warp kk/(2P). Chunk c of the
// PTX k range (2P values) is one MFMA; the warps' kk ranges are the lanes of their own half, so
// every lane holds only data of its own warp, and the 128 results of warp w are VGPRs 0..3 of
// its 32 lanes: lane L holds D[L%16][4((L/16)%2) + V]. All lanes of the wave must take part (the
// lowering checks that the whole wave is active and otherwise takes the portable path).
/// PTX k of element X (0..P-1) of lane L's MFMA operands in chunk C.
constexpr unsigned mfmaK(unsigned P, unsigned Chunk, unsigned Lane, unsigned X) {
  return 2 * P * Chunk + P * ((Lane / 16) % 2) + X;
}
/// Its unit (32-bit register of E elements) in the PTX fragments: J-th unit of the lane.
constexpr unsigned mfmaUnit(unsigned P, unsigned Bits, unsigned Chunk, unsigned Lane, unsigned J) {
  return mfmaK(P, Chunk, Lane, 0) / perReg(Bits) + J;
}
/// B^T: unit U of column L%8 from lane 4(L%8) + U%4, register U/4 (zero unless (L/8)%2 == warp).
/// A^T: unit U of row L%16 from lane 4(L%8) + U%4, register (L/8)%2 + 2(U/4).
constexpr unsigned mfmaSource(unsigned Unit, unsigned Lane) { return 4 * (Lane % 8) + Unit % 4; }
constexpr unsigned mfmaAReg(unsigned Unit, unsigned Lane) { return (Lane / 8) % 2 + 2 * (Unit / 4); }
constexpr Coord mfmaDResult(unsigned Lane, unsigned Vgpr) { return {Lane % 16, 4 * ((Lane / 16) % 2) + Vgpr}; }
/// D: in round q the reader lane (g, t) gets element 2((q + t) % 2) + q/2 from the lane holding it,
/// which offers VGPR 2((h' + q) % 2) + q/2 (h' = that lane's (L/8)%2): one reader per source.
constexpr unsigned mfmaDElem(unsigned Q, unsigned Lane) { return 2 * ((Q + Lane % 4) % 2) + Q / 2; }
constexpr unsigned mfmaDSource(unsigned Q, unsigned Lane) {
  Coord C = cElem(Lane, mfmaDElem(Q, Lane));
  return C.Row + 16 * (C.Col / 4);
}
constexpr unsigned mfmaDOffered(unsigned Q, unsigned SrcLane) { return 2 * (((SrcLane / 8) % 2 + Q) % 2) + Q / 2; }

// ---- gfx12 WMMA (MatrixAmdgpu.cpp) -----------------------------------------------------------
// v_wmma_f32_16x16x16_{f16,bf16} on gfx12 (wave32): lane L holds row L%16 of A and column L%16 of
// B for k = 8(L/16) .. 8(L/16)+7 (VGPR j: k = 8(L/16) + 2j, +1), and D[V + 8(L/16)][L%16] in
// result VGPR V. As on gfx11 we compute D^T; its 128 useful results are VGPRs 0..7 of lanes 0..15.
//  * B^T: lane L (n = L%16, u = (L/16)%2) needs units 4u + j of column n: lane 4n + j, register u.
//    In round r it reads lane 4n + (r ^ 2u), which offers register (its t' == r ? 0 : 1).
//  * A^T: lane L (m = L%16, x = (L/8)%4 = m/8 + 2u) needs units 4u + j of row m: lane 4(m%8) + j,
//    register x. In round r it reads lane 4(m%8) + (r ^ x), which offers register t' ^ r.
//  * D: 8 rounds; in round r the source lane s < 16 (h' = s/8) serves the reader with t = (r + 2h')%4
//    with VGPR 2t + r/4; reader (g, t) is served when r%2 == t%2, from lane g + 8h with
//    h = ((t - r) mod 4)/2, element 2h + r/4.
constexpr unsigned wmma12BTSource(unsigned Round, unsigned Lane) {
  return 4 * (Lane % 8) + (Round ^ (2 * ((Lane / 16) % 2)));
}
constexpr unsigned wmma12BTOffered(unsigned Round, unsigned SrcLane) { return SrcLane % 4 == Round ? 0 : 1; }
constexpr unsigned wmma12ATSource(unsigned Round, unsigned Lane) { return 4 * (Lane % 8) + (Round ^ ((Lane / 8) % 4)); }
constexpr unsigned wmma12ATOffered(unsigned Round, unsigned SrcLane) { return (SrcLane % 4) ^ Round; }
/// Slot (VGPR) J of the WMMA operand came in round J ^ 2u (B^T) or J ^ x (A^T); the k it holds:
constexpr unsigned wmma12K(unsigned Lane, unsigned Slot, unsigned Elem) { return 8 * ((Lane / 16) % 2) + 2 * Slot + Elem; }
constexpr bool wmma12DServed(unsigned Round, unsigned Lane) { return Round % 2 == (Lane % 4) % 2; }
constexpr unsigned wmma12DElem(unsigned Round, unsigned Lane) {
  return 2 * (((Lane % 4) + 4 - Round % 4) % 4 / 2) + Round / 4;
}
constexpr unsigned wmma12DSource(unsigned Round, unsigned Lane) { return cElem(Lane, wmma12DElem(Round, Lane)).Row; }
constexpr unsigned wmma12DOffered(unsigned Round, unsigned SrcLane) {
  return 2 * ((Round + 2 * ((SrcLane / 8) % 2)) % 4) + Round / 4;
}
constexpr Coord wmma12DResult(unsigned Lane, unsigned Vgpr) { return {Lane % 16, Vgpr + 8 * ((Lane / 16) % 2)}; }

} // namespace scale::ptx::matrix

#endif
