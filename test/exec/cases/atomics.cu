// SPDX-License-Identifier: Apache-2.0
// EXEC: compare=exact
// Atomic functions: final values after many threads contend (order-independent operations only,
// plus atomicExch/CAS checked through order-independent summaries).
#include "harness.h"

#define T 1024
__global__ void atomics(const unsigned *in, unsigned *u, int *s, unsigned long long *w, float *f, double *d) {
  unsigned t = blockIdx.x * blockDim.x + threadIdx.x, v = in[t % 256];
  atomicAdd(&u[0], v);
  atomicSub(&u[1], v & 0xffff);
  atomicMax(&u[2], v);
  atomicMin(&u[3], v);
  atomicAnd(&u[4], v | 0x0f0f0f0fu);
  atomicOr(&u[5], v & 0x01010101u);
  atomicXor(&u[6], v);
  atomicInc(&u[7], 100u);
  atomicDec(&u[8], 77u);
  atomicMax(&s[0], (int)v);
  atomicMin(&s[1], (int)v);
  atomicAdd(&s[2], (int)(v & 0xff) - 128);
  atomicAdd(&w[0], (unsigned long long)v * 3);
  atomicMax(&w[1], (unsigned long long)v << 20);
  atomicMin(&w[2], (unsigned long long)v << 20 | 5);
  atomicAdd(&f[0], 0.25f * (float)(v & 0xff));             // exact in float: sums of quarters
  atomicAdd(&d[0], 0.5 * (double)(v & 0xffff));
  unsigned old = u[9], seen;                                // atomic max through a CAS loop
  while ((seen = atomicCAS(&u[9], old, old > v ? old : v)) != old)
    old = seen;
  atomicAdd_block(&u[10], 1u);
  atomicAdd_system(&u[11], 2u);
  atomicExch(&u[12 + (t & 1)], t);                          // last writer unknown: check only the range below
}

int main() {
  auto in = inputs_u32(256);
  DeviceBuffer<unsigned> din(in), u(16);
  DeviceBuffer<int> s(4);
  DeviceBuffer<unsigned long long> w(4);
  DeviceBuffer<float> f(1);
  DeviceBuffer<double> d(1);
  std::vector<unsigned> u0 = {0, 0xffffffffu, 0, 0xffffffffu, 0xffffffffu, 0, 0, 0, 50, 0, 0, 0, 0, 0, 0, 0};
  EXEC_CHECK(cudaMemcpy(u.ptr, u0.data(), 64, cudaMemcpyHostToDevice));
  std::vector<int> s0 = {-2147483647 - 1, 2147483647, 0, 0};
  EXEC_CHECK(cudaMemcpy(s.ptr, s0.data(), 16, cudaMemcpyHostToDevice));
  std::vector<unsigned long long> w0 = {0, 0, ~0ull, 0};
  EXEC_CHECK(cudaMemcpy(w.ptr, w0.data(), 32, cudaMemcpyHostToDevice));
  EXEC_CHECK(cudaMemset(f.ptr, 0, 4));
  EXEC_CHECK(cudaMemset(d.ptr, 0, 8));
  atomics<<<T / 128, 128>>>(din.ptr, u.ptr, s.ptr, w.ptr, f.ptr, d.ptr);
  auto hu = u.get(); auto hs = s.get(); auto hw = w.get(); auto hf = f.get(); auto hd = d.get();
  const char *un[12] = {"atomicAdd_u32", "atomicSub_u32", "atomicMax_u32", "atomicMin_u32", "atomicAnd_u32",
                        "atomicOr_u32", "atomicXor_u32", "atomicInc_u32", "atomicDec_u32", "atomicCAS_max_loop",
                        "atomicAdd_block", "atomicAdd_system"};
  for (int k = 0; k < 12; ++k)
    report_u32(un[k], 0, hu[k]);
  report_u32("atomicExch_range", 0, (hu[12] < T && hu[13] < T && (hu[12] & 1) == 0 && (hu[13] & 1) == 1) ? 1 : 0);
  report_u32("atomicMax_s32", 0, hs[0]);
  report_u32("atomicMin_s32", 0, hs[1]);
  report_u32("atomicAdd_s32", 0, hs[2]);
  report_u64("atomicAdd_u64", 0, hw[0]);
  report_u64("atomicMax_u64", 0, hw[1]);
  report_u64("atomicMin_u64", 0, hw[2]);
  report_f32("atomicAdd_f32", 0, hf[0]);
  report_f64("atomicAdd_f64", 0, hd[0]);
  return finish();
}
