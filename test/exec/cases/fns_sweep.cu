// SPDX-License-Identifier: Apache-2.0
// EXEC: compare=exact
// Route B (test/exec/README.md): __fns(mask, base, offset) of our headers (bits.h, __sa_fns) vs
// NVIDIA's over the sweep of fns_sweep.h: masks x bases 0..40 and beyond 31 x offsets -33..33
// and the extremes (INT_MIN, where the ISA's pseudo-code has no value: the H200 was seen to give 0
// where we gave 0xffffffff). Operands are read from arrays, so nothing folds at compile time.
#include "harness.h"
#include "fns_sweep.h"

__global__ void sweep(unsigned *out, const unsigned *masks, const unsigned *bases, const int *offsets) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= kMasks * kBases)
    return;
  int m = t / kBases, b = t % kBases;
  for (int o = 0; o < kOffsets; ++o)
    out[t * kOffsets + o] = __fns(masks[m], bases[b], offsets[o]);
}

int main() {
  std::vector<unsigned> hm(kMasks), hb(kBases);
  std::vector<int> ho(kOffsets);
  for (int i = 0; i < kMasks; ++i) hm[i] = sweepMask(i);
  for (int i = 0; i < kBases; ++i) hb[i] = sweepBase(i);
  for (int i = 0; i < kOffsets; ++i) ho[i] = sweepOffset(i);
  DeviceBuffer<unsigned> m(hm), b(hb);
  DeviceBuffer<int> o(ho);
  DeviceBuffer<unsigned> out(kSweep);
  sweep<<<(kMasks * kBases + 127) / 128, 128>>>(out.ptr, m.ptr, b.ptr, o.ptr);
  std::vector<unsigned> h = out.get();
  // One group per offset class, so that a mismatch names where it is.
  for (int i = 0; i < kSweep; ++i) {
    int off = sweepOffset(i % kOffsets);
    unsigned base = sweepBase((i / kOffsets) % kBases);
    const char *g = off == INT_MIN ? "__fns.offset_int_min"
                    : base > 31    ? "__fns.base_over_31"
                    : off == 0     ? "__fns.offset_0"
                    : off < 0      ? "__fns.offset_negative"
                                   : "__fns.offset_positive";
    report_u32(g, i, h[i]);
  }
  return finish();
}
