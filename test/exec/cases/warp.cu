// SPDX-License-Identifier: Apache-2.0
// EXEC: compare=exact
// Warp primitives with full and partial masks (32-lane semantics), incl. divergent branches.
#include "harness.h"

#define N 256
__global__ void warp_ops(const unsigned *in, unsigned *out) {
  unsigned t = threadIdx.x, v = in[t], lane = t & 31;
  unsigned *o = out + 16 * t;
  o[0] = __shfl_sync(0xffffffffu, v, (lane * 7) & 31);
  o[1] = __shfl_up_sync(0xffffffffu, v, 3);
  o[2] = __shfl_down_sync(0xffffffffu, v, 5);
  o[3] = __shfl_xor_sync(0xffffffffu, v, 9);
  o[4] = __shfl_sync(0xffffffffu, v, lane + 2, 8);       // width 8 segments
  o[5] = __shfl_xor_sync(0xffffffffu, v, 1, 4);
  o[6] = __ballot_sync(0xffffffffu, v & 1);
  o[7] = __any_sync(0xffffffffu, v > 0xf0000000u);
  o[8] = __all_sync(0xffffffffu, v != 0);
  o[9] = __popc(__activemask());
  if (lane & 1) {                                        // partial warp: odd lanes only
    unsigned m = 0xaaaaaaaau;
    o[10] = __ballot_sync(m, v & 2);
    o[11] = __shfl_sync(m, v, lane ^ 2);
    o[12] = __activemask();
    o[13] = __reduce_add_sync(m, v & 0xff);
  } else {
    o[10] = o[11] = o[12] = o[13] = 0;
  }
  o[14] = __match_any_sync(0xffffffffu, v & 3);
  o[15] = __reduce_max_sync(0xffffffffu, v >> 8);
}

__global__ void shfl_types(const unsigned *in, unsigned long long *o64, float *of, double *od) {
  unsigned t = threadIdx.x;
  unsigned long long w = (unsigned long long)in[t] << 32 | in[(t + 1) % N];
  o64[t] = __shfl_xor_sync(0xffffffffu, w, 16);
  of[t] = __shfl_down_sync(0xffffffffu, __uint_as_float(in[t] & 0x3fffffffu), 1);
  od[t] = __shfl_up_sync(0xffffffffu, (double)in[t] * 0.5, 2);
}

int main() {
  auto in = inputs_u32(N);
  DeviceBuffer<unsigned> din(in), out(16 * N);
  warp_ops<<<1, N>>>(din.ptr, out.ptr);
  auto h = out.get();
  const char *names[16] = {"shfl_idx", "shfl_up", "shfl_down", "shfl_xor", "shfl_width8", "shfl_xor_width4",
                           "ballot", "any", "all", "activemask_full", "ballot_partial", "shfl_partial",
                           "activemask_partial", "reduce_add_partial", "match_any", "reduce_max"};
  for (int k = 0; k < 16; ++k)
    for (int t = 0; t < N; ++t)
      report_u32(names[k], t, h[16 * t + k]);
  DeviceBuffer<unsigned long long> o64(N);
  DeviceBuffer<float> of(N);
  DeviceBuffer<double> od(N);
  shfl_types<<<1, N>>>(din.ptr, o64.ptr, of.ptr, od.ptr);
  auto a = o64.get(); auto b = of.get(); auto c = od.get();
  for (int t = 0; t < N; ++t) {
    report_u64("shfl_u64", t, a[t]);
    report_f32("shfl_f32", t, b[t]);
    report_f64("shfl_f64", t, c[t]);
  }
  return finish();
}
