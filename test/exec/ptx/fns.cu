// SPDX-License-Identifier: Apache-2.0
// EXEC: compare=exact
// Route A (test/exec/README.md): PTX fns.b32 lowered by our plugin (IntArith.cpp, lowerFns) vs
// NVIDIA's execution of the instruction, over the sweep of cases/fns_sweep.h (masks x bases
// 0..40 and beyond 31 x offsets -33..33 and INT_MIN, INT_MIN+1, INT_MAX, +-64, +-1000), all
// operands registers read from array elements (nothing folds); then forms with an immediate
// offset or base (ptxas may fold those partly, a different path on NVIDIA's side).
#include "harness.h"
#include "fns_sweep.h"

__global__ void sweep(unsigned *out, const unsigned *masks, const unsigned *bases, const int *offsets) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= kMasks * kBases)
    return;
  int m = t / kBases, b = t % kBases;
  for (int o = 0; o < kOffsets; ++o) {
    unsigned d;
    asm volatile("fns.b32 %0, %1, %2, %3;" : "=r"(d) : "r"(masks[m]), "r"(bases[b]), "r"(offsets[o]));
    out[t * kOffsets + o] = d;
  }
}

constexpr int kImm = 9;
__global__ void immediates(unsigned *out, const unsigned *masks, const unsigned *bases, const int *offsets) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= kMasks * kBases)
    return;
  unsigned m = masks[t / kBases], b = bases[t % kBases], d[kImm];
  int o = offsets[(t * 7) % kOffsets];
  asm volatile("fns.b32 %0, %1, %2, 1;" : "=r"(d[0]) : "r"(m), "r"(b));
  asm volatile("fns.b32 %0, %1, %2, -1;" : "=r"(d[1]) : "r"(m), "r"(b));
  asm volatile("fns.b32 %0, %1, %2, 0;" : "=r"(d[2]) : "r"(m), "r"(b));
  asm volatile("fns.b32 %0, %1, %2, -2147483648;" : "=r"(d[3]) : "r"(m), "r"(b));
  asm volatile("fns.b32 %0, %1, %2, 33;" : "=r"(d[4]) : "r"(m), "r"(b));
  asm volatile("fns.b32 %0, %1, 0, %2;" : "=r"(d[5]) : "r"(m), "r"(o));
  asm volatile("fns.b32 %0, %1, 31, %2;" : "=r"(d[6]) : "r"(m), "r"(o));
  asm volatile("fns.b32 %0, %1, 17, %2;" : "=r"(d[7]) : "r"(m), "r"(o));
  asm volatile("fns.b32 %0, 0xaaaaaaaa, %1, %2;" : "=r"(d[8]) : "r"(b), "r"(o));
  for (int j = 0; j < kImm; ++j)
    out[t * kImm + j] = d[j];
}

int main() {
  std::vector<unsigned> hm(kMasks), hb(kBases);
  std::vector<int> ho(kOffsets);
  for (int i = 0; i < kMasks; ++i) hm[i] = sweepMask(i);
  for (int i = 0; i < kBases; ++i) hb[i] = sweepBase(i);
  for (int i = 0; i < kOffsets; ++i) ho[i] = sweepOffset(i);
  DeviceBuffer<unsigned> m(hm), b(hb);
  DeviceBuffer<int> o(ho);
  DeviceBuffer<unsigned> out(kSweep), imm(kMasks * kBases * kImm);
  int blocks = (kMasks * kBases + 127) / 128;
  sweep<<<blocks, 128>>>(out.ptr, m.ptr, b.ptr, o.ptr);
  immediates<<<blocks, 128>>>(imm.ptr, m.ptr, b.ptr, o.ptr);
  std::vector<unsigned> h = out.get(), hi = imm.get();
  for (int i = 0; i < kSweep; ++i) {
    int off = sweepOffset(i % kOffsets);
    unsigned base = sweepBase((i / kOffsets) % kBases);
    const char *g = off == INT_MIN ? "fns.b32.offset_int_min"
                    : base > 31    ? "fns.b32.base_over_31"
                    : off == 0     ? "fns.b32.offset_0"
                    : off < 0      ? "fns.b32.offset_negative"
                                   : "fns.b32.offset_positive";
    report_u32(g, i, h[i]);
  }
  static const char *const kImmNames[kImm] = {"fns.b32.imm_off_1", "fns.b32.imm_off_-1", "fns.b32.imm_off_0",
                                              "fns.b32.imm_off_int_min", "fns.b32.imm_off_33", "fns.b32.imm_base_0",
                                              "fns.b32.imm_base_31", "fns.b32.imm_base_17", "fns.b32.imm_mask"};
  for (int i = 0; i < kMasks * kBases * kImm; ++i)
    report_u32(kImmNames[i % kImm], i / kImm, hi[i]);
  return finish();
}
