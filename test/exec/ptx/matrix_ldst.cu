// SPDX-License-Identifier: Apache-2.0
// EXEC: compare=exact
// Route A (test/exec/README.md): every ldmatrix and stmatrix form .m8n8.{x1,x2,x4}{.trans}.b16 in
// the .shared space and without one (generic addresses), and the ldmatrix forms that feed
// mma.sync in real kernels, against NVIDIA's hardware. ptx/matrix.cu covers x1, x2, x4, x4.trans
// and x1.trans from contiguous rows; here the 8 rows of each matrix lie at scattered row slots (a
// lane that reads the wrong lane's address shows), lanes that supply no address (16..31 for
// .x2, 8..31 for .x1) point at a decoy row, and every operand is an array element, as in
// CUTLASS-style code (`"=r"(frag[0])`, `"r"(addr[k])`). 4 warps in 2 blocks, each warp with its
// own 32 row slots of 8 b16; every lane writes 4 words (out[thread * 4 + j], 0xcafe0000 where a
// form has fewer; stmatrix forms: the warp's 128 words of tile after the store, 4 per lane).
// mma forms: D = A B + C of small multiples of 1/2 (every partial sum exact: bit-exact). The last
// two forms diverge (a lane-dependent loop in half of the warp) right before an .x2.trans: the
// warp must converge for the load, as ldmatrix.sync.aligned makes it (our NVPTX lane reads use the
// full mask for that, NvptxHooks readLaneAligned).
#include "harness.h"

constexpr int N = 128;
constexpr int kForms = 28;
constexpr int kSlots = 33; // per warp: 32 row slots and the decoy
constexpr int kRow = 8;    // b16 per row slot

// f16 bit patterns of -2, -1.5, ..., 2.
__device__ const unsigned short kHalf[9] = {0xC000, 0xBE00, 0xBC00, 0xB800, 0x0000, 0x3800, 0x3C00, 0x3E00, 0x4000};

/// Row slot of row r of matrix m (m < 4, r < 8): a permutation of 0..31.
__device__ unsigned slotOf(unsigned m, unsigned r) { return (7 * (8 * m + r) + 5) % 32; }

#define LDM(form) "ldmatrix.sync.aligned.m8n8." form ".b16 "
#define STM(form) "stmatrix.sync.aligned.m8n8." form ".b16 "

__global__ void forms(int f_, unsigned *out, const unsigned *a) {
  __shared__ unsigned short tile[4 * kSlots * kRow];
  int t = threadIdx.x, i = blockIdx.x * blockDim.x + t;
  unsigned lane = t & 31, warp = t / 32;
  unsigned short *wt = tile + warp * kSlots * kRow; // this warp's slots; slot 32 is the decoy
  unsigned d[4] = {0xcafe0000u, 0xcafe0000u, 0xcafe0000u, 0xcafe0000u};
  float f[4];
  bool isf = f_ >= 20 && f_ < 26; // the mma forms
  // Fill: matrix data from the input, or small exact halves for the mma forms.
  for (int k = lane; k < kSlots * kRow; k += 32) {
    unsigned u = a[(blockIdx.x * 977 + warp * 131 + k) % N] >> (k % 13);
    wt[k] = isf ? kHalf[(u ^ (u >> 5)) % 9] : (unsigned short)(u ^ (k * 0x9e37u));
  }
  __syncwarp();
  // Row addresses: lane l -> row l%8 of matrix l/8, or the decoy when that matrix is not loaded.
  unsigned sa[3];           // shared-window addresses (array elements as operands)
  unsigned long long ga[2]; // generic addresses
  auto rowAddr = [&](unsigned n) -> unsigned short * {
    return wt + (lane / 8 < n ? slotOf(lane / 8, lane % 8) : 32) * kRow;
  };
  sa[0] = (unsigned)__cvta_generic_to_shared(rowAddr(1));
  sa[1] = (unsigned)__cvta_generic_to_shared(rowAddr(2));
  sa[2] = (unsigned)__cvta_generic_to_shared(rowAddr(4));
  ga[0] = (unsigned long long)rowAddr(2);
  ga[1] = (unsigned long long)rowAddr(4);
  unsigned x = a[i], y = a[(i + 37) % N], z = a[(i + 73) % N], w = a[(i + 101) % N];
  unsigned s[4] = {x, y ^ 0x01010101u, z + lane, w ^ (lane << 16)};
  switch (f_) {
  // ---- ldmatrix, .shared
  case 0: asm volatile(LDM("x1.shared") "{%0}, [%1];" : "=r"(d[0]) : "r"(sa[0])); break;
  case 1: asm volatile(LDM("x1.trans.shared") "{%0}, [%1];" : "=r"(d[0]) : "r"(sa[0])); break;
  case 2: asm volatile(LDM("x2.shared") "{%0, %1}, [%2];" : "=r"(d[0]), "=r"(d[1]) : "r"(sa[1])); break;
  case 3: asm volatile(LDM("x2.trans.shared") "{%0, %1}, [%2];" : "=r"(d[0]), "=r"(d[1]) : "r"(sa[1])); break;
  case 4: asm volatile(LDM("x4.shared") "{%0, %1, %2, %3}, [%4];" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]) : "r"(sa[2])); break;
  case 5: asm volatile(LDM("x4.trans.shared") "{%0, %1, %2, %3}, [%4];" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]) : "r"(sa[2])); break;
  case 6: asm volatile(LDM("x2.trans.shared::cta") "{%0, %1}, [%2];" : "=r"(d[0]), "=r"(d[1]) : "r"(sa[1])); break;
  // ---- ldmatrix, generic addresses
  case 7: asm volatile(LDM("x2") "{%0, %1}, [%2];" : "=r"(d[0]), "=r"(d[1]) : "l"(ga[0])); break;
  case 8: asm volatile(LDM("x2.trans") "{%0, %1}, [%2];" : "=r"(d[0]), "=r"(d[1]) : "l"(ga[0])); break;
  case 9: asm volatile(LDM("x4.trans") "{%0, %1, %2, %3}, [%4];" : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3]) : "l"(ga[1])); break;
  // ---- ldmatrix with an immediate offset on the address
  case 10:
    sa[1] -= 16;
    asm volatile(LDM("x2.trans.shared") "{%0, %1}, [%2+16];" : "=r"(d[0]), "=r"(d[1]) : "r"(sa[1]));
    break;
  // ---- stmatrix: each lane stores its 4 words s[]; the warp's tile is read back
  case 11: case 12: case 13: case 14: case 15: case 16: case 17:
    __syncwarp();
    switch (f_) {
    case 11: asm volatile(STM("x1.shared") "[%0], {%1};" :: "r"(sa[0]), "r"(s[0]) : "memory"); break;
    case 12: asm volatile(STM("x1.trans.shared") "[%0], {%1};" :: "r"(sa[0]), "r"(s[0]) : "memory"); break;
    case 13: asm volatile(STM("x2.shared") "[%0], {%1, %2};" :: "r"(sa[1]), "r"(s[0]), "r"(s[1]) : "memory"); break;
    case 14: asm volatile(STM("x2.trans.shared") "[%0], {%1, %2};" :: "r"(sa[1]), "r"(s[0]), "r"(s[1]) : "memory"); break;
    case 15: asm volatile(STM("x4.shared") "[%0], {%1, %2, %3, %4};" :: "r"(sa[2]), "r"(s[0]), "r"(s[1]), "r"(s[2]), "r"(s[3]) : "memory"); break;
    case 16: asm volatile(STM("x4.trans.shared") "[%0], {%1, %2, %3, %4};" :: "r"(sa[2]), "r"(s[0]), "r"(s[1]), "r"(s[2]), "r"(s[3]) : "memory"); break;
    case 17: asm volatile(STM("x2.trans") "[%0], {%1, %2};" :: "l"(ga[0]), "r"(s[0]), "r"(s[1]) : "memory"); break;
    }
    __syncwarp();
    for (int j = 0; j < 4; ++j)
      d[j] = reinterpret_cast<const unsigned *>(wt)[lane * 4 + j];
    break;
  // ---- movmatrix on a fragment that ldmatrix.x1 loaded
  case 18:
    asm volatile(LDM("x1.shared") "{%0}, [%1];" : "=r"(d[1]) : "r"(sa[0]));
    asm volatile("movmatrix.sync.aligned.m8n8.trans.b16 %0, %1;" : "=r"(d[0]) : "r"(d[1]));
    break;
  case 19: // x2.trans then x2 of the same rows: the transposed pair and the plain pair
    asm volatile(LDM("x2.trans.shared") "{%0, %1}, [%2];" : "=r"(d[0]), "=r"(d[1]) : "r"(sa[1]));
    asm volatile(LDM("x2.shared") "{%0, %1}, [%2];" : "=r"(d[2]), "=r"(d[3]) : "r"(sa[1]));
    break;
  // ---- divergence just before the warp-wide load: a lane-dependent loop in half of the warp
  case 26: case 27:
    if (f_ == 26 ? lane % 4 >= 2 : lane < 16)
      for (unsigned k = 0; k <= (x ^ lane) % 7; ++k)
        s[2] = s[2] * 3u + a[(i + k) % N];
    asm volatile(LDM("x2.trans.shared") "{%0, %1}, [%2];" : "=r"(d[0]), "=r"(d[1]) : "r"(sa[1]));
    d[2] = s[2];
    break;
  default: {
    // ---- ldmatrix feeding mma.sync.m16n8k16 / m16n8k8 (.row.col, f32 accumulators). Row slots
    // of matrix m hold, for A (16 x 16), the 8 x 8 block (8(m%2).., 8(m/2)..) or its transpose;
    // for B (16 x 8) the blocks of k 8m..8m+7 (stored k-major for .trans, n-major without).
    unsigned ar[4], br[2];
    float c[4] = {float(int(x % 9) - 4), float(int(y % 9) - 4), float(int(z % 9) - 4), float(int(w % 9) - 4)};
    switch (f_) {
    case 20: // A .x4 (row-major blocks), B .x2.trans (row-major K x N): the common CUTLASS pair
      asm volatile(LDM("x4.shared") "{%0, %1, %2, %3}, [%4];" : "=r"(ar[0]), "=r"(ar[1]), "=r"(ar[2]), "=r"(ar[3]) : "r"(sa[2]));
      asm volatile(LDM("x2.trans.shared") "{%0, %1}, [%2];" : "=r"(br[0]), "=r"(br[1]) : "r"(sa[1]));
      break;
    case 21: // A .x4.trans (column-major A), B .x2 (column-major B)
      asm volatile(LDM("x4.trans.shared") "{%0, %1, %2, %3}, [%4];" : "=r"(ar[0]), "=r"(ar[1]), "=r"(ar[2]), "=r"(ar[3]) : "r"(sa[2]));
      asm volatile(LDM("x2.shared") "{%0, %1}, [%2];" : "=r"(br[0]), "=r"(br[1]) : "r"(sa[1]));
      break;
    case 22: // both .trans, generic addresses
      asm volatile(LDM("x4.trans") "{%0, %1, %2, %3}, [%4];" : "=r"(ar[0]), "=r"(ar[1]), "=r"(ar[2]), "=r"(ar[3]) : "l"(ga[1]));
      asm volatile(LDM("x2.trans") "{%0, %1}, [%2];" : "=r"(br[0]), "=r"(br[1]) : "l"(ga[0]));
      break;
    case 23: // neither
      asm volatile(LDM("x4.shared") "{%0, %1, %2, %3}, [%4];" : "=r"(ar[0]), "=r"(ar[1]), "=r"(ar[2]), "=r"(ar[3]) : "r"(sa[2]));
      asm volatile(LDM("x2.shared") "{%0, %1}, [%2];" : "=r"(br[0]), "=r"(br[1]) : "r"(sa[1]));
      break;
    case 24: // m16n8k8: A .x2, B .x1.trans
    case 25: // m16n8k8: A .x2.trans, B .x1.trans
      if (f_ == 24)
        asm volatile(LDM("x2.shared") "{%0, %1}, [%2];" : "=r"(ar[0]), "=r"(ar[1]) : "r"(sa[1]));
      else
        asm volatile(LDM("x2.trans.shared") "{%0, %1}, [%2];" : "=r"(ar[0]), "=r"(ar[1]) : "r"(sa[1]));
      asm volatile(LDM("x1.trans.shared") "{%0}, [%1];" : "=r"(br[0]) : "r"(sa[0]));
      break;
    }
    if (f_ < 24)
      asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%10,%11,%12,%13};"
                   : "=f"(f[0]), "=f"(f[1]), "=f"(f[2]), "=f"(f[3])
                   : "r"(ar[0]), "r"(ar[1]), "r"(ar[2]), "r"(ar[3]), "r"(br[0]), "r"(br[1]), "f"(c[0]), "f"(c[1]), "f"(c[2]), "f"(c[3]));
    else
      asm volatile("mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, {%4,%5}, {%6}, {%7,%8,%9,%10};"
                   : "=f"(f[0]), "=f"(f[1]), "=f"(f[2]), "=f"(f[3])
                   : "r"(ar[0]), "r"(ar[1]), "r"(br[0]), "f"(c[0]), "f"(c[1]), "f"(c[2]), "f"(c[3]));
    break;
  }
  }
  if (isf)
    for (int j = 0; j < 4; ++j)
      memcpy(&d[j], &f[j], 4);
  for (int j = 0; j < 4; ++j)
    out[i * 4 + j] = d[j];
}

static const char *const kNames[kForms] = {
    "ldmatrix.x1.shared", "ldmatrix.x1.trans.shared", "ldmatrix.x2.shared", "ldmatrix.x2.trans.shared",
    "ldmatrix.x4.shared", "ldmatrix.x4.trans.shared", "ldmatrix.x2.trans.shared::cta", "ldmatrix.x2.generic",
    "ldmatrix.x2.trans.generic", "ldmatrix.x4.trans.generic", "ldmatrix.x2.trans.offset",
    "stmatrix.x1.shared", "stmatrix.x1.trans.shared", "stmatrix.x2.shared", "stmatrix.x2.trans.shared",
    "stmatrix.x4.shared", "stmatrix.x4.trans.shared", "stmatrix.x2.trans.generic", "movmatrix.after.ldmatrix.x1",
    "ldmatrix.x2.trans+x2", "mma.k16.A.x4.B.x2.trans", "mma.k16.A.x4.trans.B.x2", "mma.k16.A.x4.trans.B.x2.trans.generic",
    "mma.k16.A.x4.B.x2", "mma.k8.A.x2.B.x1.trans", "mma.k8.A.x2.trans.B.x1.trans",
    "ldmatrix.x2.trans.after.divergence.lane%4", "ldmatrix.x2.trans.after.divergence.lane<16"};

int main() {
  std::vector<unsigned> in = inputs_u32(N);
  DeviceBuffer<unsigned> a(in);
  for (int f = 0; f < kForms; ++f) {
    DeviceBuffer<unsigned> out(N * 4);
    forms<<<N / 64, 64>>>(f, out.ptr, a.ptr);
    std::vector<unsigned> h = out.get();
    for (int i = 0; i < N * 4; ++i) {
      if (f >= 20 && f < 26) {
        float v;
        std::memcpy(&v, &h[i], 4);
        report_f32(kNames[f], i, v);
      } else {
        report_u32(kNames[f], i, h[i]);
      }
    }
  }
  return finish();
}
