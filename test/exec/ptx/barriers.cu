// SPDX-License-Identifier: Apache-2.0
// EXEC: compare=exact
// Route A (test/exec/README.md): named barriers with thread counts (bar.sync/bar.arrive/
// barrier.sync as producer/consumer and as two independent halves of the block, reused over
// several phases), bar.red/barrier.red (popc, and, or; with and without a count) and mbarrier
// objects (init, arrive, arrive with a count, arrive_drop, test_wait, try_wait{.parity} in a
// loop, pending_count, inval, cp.async.mbarrier.arrive.noinc), atomic vector ld/st. One output
// group per form; every result is independent of the order in which threads and warps run.
#include "harness.h"

constexpr int N = 512; // 2 blocks of 256 threads (8 warps each)
constexpr int B = 256;
constexpr int kForms = 13;

__device__ unsigned shared_addr(const void *p) { return (unsigned)__cvta_generic_to_shared(p); }

__device__ void mbar_wait_parity(unsigned bar, unsigned parity) {
  asm volatile("{ .reg .pred p; W%=: mbarrier.try_wait.parity.shared::cta.b64 p, [%0], %1; @!p bra W%=; }"
               :: "r"(bar), "r"(parity) : "memory");
}

__global__ void forms(int f, unsigned *out, const unsigned *a) {
  __shared__ unsigned sh[B];
  __shared__ __align__(8) unsigned long long mbar[2];
  int t = threadIdx.x, i = blockIdx.x * blockDim.x + t, w = t / 32;
  unsigned x = a[i], d = 0xcafe0000u;
  unsigned bar = shared_addr(&mbar[0]), bar1 = shared_addr(&mbar[1]);
  switch (f) {
  case 0: // producers (warps 0-3) arrive, consumers (warps 4-7) wait: bar.arrive / bar.sync 1, 256
    if (w < 4) {
      sh[t] = x * 3u + 1u;
      asm volatile("bar.arrive 1, 256;" ::: "memory");
      d = x;
    } else {
      asm volatile("bar.sync 1, 256;" ::: "memory");
      d = sh[t - 128] ^ sh[(t * 7) % 128];
    }
    break;
  case 1: // two halves, each with its own barrier and count, several phases
    for (int k = 0; k < 4; ++k) {
      sh[t] = x + k * 0x01010101u + d;
      if (w < 4)
        asm volatile("bar.sync 2, 128;" ::: "memory");
      else
        asm volatile("barrier.sync.aligned 3, 128;" ::: "memory");
      unsigned v = sh[(t & ~127) + ((t + 37 * (k + 1)) & 127)];
      if (w < 4)
        asm volatile("bar.sync 2, 128;" ::: "memory");
      else
        asm volatile("barrier.sync 3, 128;" ::: "memory");
      d = d * 31u + v;
    }
    break;
  case 2: // a counted barrier for the whole block, in a register id, over several phases
    for (int k = 0; k < 3; ++k) {
      sh[t] = x ^ (d << 1);
      asm volatile("bar.sync %0, %1;" :: "r"(5 + k), "r"(B) : "memory");
      d += sh[B - 1 - t];
      asm volatile("bar.sync %0, %1;" :: "r"(5 + k), "r"(B) : "memory");
    }
    break;
  case 3: asm volatile("{ .reg .pred p; setp.ne.u32 p, %1, 0; bar.red.popc.u32 %0, 0, p; }" : "=r"(d) : "r"(x & 1u) : "memory"); break;
  case 4: asm volatile("{ .reg .pred p, q; setp.ne.u32 p, %1, 0; bar.red.and.pred q, 1, p; selp.u32 %0, 1, 0, q; }" : "=r"(d) : "r"(x | (t != 77)) : "memory"); break;
  case 5: asm volatile("{ .reg .pred p, q; setp.eq.u32 p, %1, 12345; barrier.red.or.pred q, 2, !p; selp.u32 %0, 1, 0, q; }" : "=r"(d) : "r"(x) : "memory"); break;
  case 6: // bar.red with a count: each half reduces on its own barrier
    if (w < 4)
      asm volatile("{ .reg .pred p; setp.lt.u32 p, %1, 0x80000000; bar.red.popc.u32 %0, 4, 128, p; }" : "=r"(d) : "r"(x) : "memory");
    else
      asm volatile("{ .reg .pred p; setp.ge.u32 p, %1, 0x40000000; barrier.red.popc.u32 %0, 6, 128, p; }" : "=r"(d) : "r"(x) : "memory");
    d = d * 3 + (unsigned)w;
    break;
  case 7: { // mbarrier: every thread arrives, then waits on the state; two phases
    if (t == 0)
      asm volatile("mbarrier.init.shared.b64 [%0], %1;" :: "r"(bar), "r"(B) : "memory");
    __syncthreads();
    for (int k = 0; k < 2; ++k) {
      sh[t] = x + 0x100u * k;
      unsigned long long st;
      asm volatile("mbarrier.arrive.shared.b64 %0, [%1];" : "=l"(st) : "r"(bar) : "memory");
      asm volatile("{ .reg .pred p; W%=: mbarrier.test_wait.shared.b64 p, [%1], %2; @!p bra W%=; selp.u32 %0, 1, 0, p; }" : "=r"(d) : "r"(bar), "l"(st) : "memory");
      d += sh[(t * 5 + 3) % B] + k;
      __syncthreads();
    }
    break;
  }
  case 8: { // mbarrier phases by parity, arrivals with a count from one thread per warp
    if (t == 0)
      asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" :: "r"(bar), "r"(8 * 32) : "memory");
    __syncthreads();
    for (unsigned k = 0; k < 3; ++k) {
      sh[t] = x * (k + 1);
      __syncwarp();
      if ((t & 31) == 0)
        asm volatile("mbarrier.arrive.release.cta.shared::cta.b64 _, [%0], %1;" :: "r"(bar), "r"(32) : "memory");
      mbar_wait_parity(bar, k & 1);
      d = d * 7 + sh[(t + 100) % B];
      __syncthreads();
    }
    break;
  }
  case 9: { // arrive_drop: warps 4-7 leave after the first phase, the second phase needs 4 warps
    if (t == 0)
      asm volatile("mbarrier.init.shared.b64 [%0], %1;" :: "r"(bar), "r"(B) : "memory");
    __syncthreads();
    sh[t] = x;
    if (w >= 4)
      asm volatile("mbarrier.arrive_drop.shared.b64 _, [%0];" :: "r"(bar) : "memory");
    else
      asm volatile("mbarrier.arrive.shared.b64 _, [%0];" :: "r"(bar) : "memory");
    mbar_wait_parity(bar, 0);
    d = sh[B - 1 - t];
    __syncthreads();
    if (w < 4) {
      sh[t] = x + 1;
      asm volatile("mbarrier.arrive.shared.b64 _, [%0];" :: "r"(bar) : "memory");
      mbar_wait_parity(bar, 1);
      d += sh[127 - t];
    }
    break;
  }
  case 10: { // pending_count of the state: the sum over the block does not depend on the order
    __shared__ unsigned sum;
    if (t == 0) {
      asm volatile("mbarrier.init.shared.b64 [%0], %1;" :: "r"(bar1), "r"(B + 3) : "memory");
      sum = 0;
    }
    __syncthreads();
    unsigned long long st;
    unsigned pc;
    asm volatile("mbarrier.arrive.noComplete.shared.b64 %0, [%1], 1;" : "=l"(st) : "r"(bar1) : "memory");
    asm volatile("mbarrier.pending_count.b64 %0, %1;" : "=r"(pc) : "l"(st));
    atomicAdd(&sum, pc);
    __syncthreads();
    if (t == 0) {
      unsigned long long st2;
      asm volatile("mbarrier.arrive.shared.b64 %0, [%1], 3;" : "=l"(st2) : "r"(bar1) : "memory");
      asm volatile("{ .reg .pred p; mbarrier.test_wait.shared.b64 p, [%1], %2; selp.u32 %0, 1, 0, p; }" : "=r"(pc) : "r"(bar1), "l"(st2) : "memory");
      sum += pc << 24;
      asm volatile("mbarrier.inval.shared.b64 [%0];" :: "r"(bar1) : "memory");
    }
    __syncthreads();
    d = sum;
    break;
  }
  case 12: { // atomic vector accesses: one atomic access per element
    unsigned a0, a1;
    if (t < 128)
      asm volatile("st.release.cta.shared.v2.u32 [%0], {%1, %2};" :: "r"(shared_addr(&sh[2 * t])), "r"(x), "r"(x ^ 0xffffu) : "memory");
    __syncthreads();
    asm volatile("ld.relaxed.gpu.shared.v2.u32 {%0, %1}, [%2];" : "=r"(a0), "=r"(a1) : "r"(shared_addr(&sh[2 * ((t + 5) & 127)])) : "memory");
    d = a0 * 3u + a1;
    break;
  }
  case 11: { // cp.async.mbarrier.arrive.noinc: the copies count as the arrivals
    if (t == 0)
      asm volatile("mbarrier.init.shared.b64 [%0], %1;" :: "r"(bar), "r"(B) : "memory");
    __syncthreads();
    asm volatile("cp.async.ca.shared.global [%0], [%1], 4;" :: "r"(shared_addr(&sh[t])), "l"(a + (i ^ 9)) : "memory");
    asm volatile("cp.async.mbarrier.arrive.noinc.shared.b64 [%0];" :: "r"(bar) : "memory");
    mbar_wait_parity(bar, 0);
    d = sh[(t + 1) % B];
    break;
  }
  }
  out[i] = d;
}

static const char *const kNames[kForms] = {
    "bar.arrive.sync.producer-consumer", "bar.sync.barrier.sync.halves", "bar.sync.count.register",
    "bar.red.popc.u32",                  "bar.red.and.pred",             "barrier.red.or.pred",
    "bar.red.popc.count",                "mbarrier.arrive.test_wait",    "mbarrier.arrive.count.try_wait.parity",
    "mbarrier.arrive_drop",              "mbarrier.pending_count.noComplete.inval",
    "cp.async.mbarrier.arrive.noinc",    "st.release.ld.relaxed.v2"};

int main() {
  std::vector<unsigned> in = inputs_u32(N);
  DeviceBuffer<unsigned> a(in);
  for (int f = 0; f < kForms; ++f) {
    DeviceBuffer<unsigned> out(N);
    forms<<<N / B, B>>>(f, out.ptr, a.ptr);
    std::vector<unsigned> h = out.get();
    for (int i = 0; i < N; ++i)
      report_u32(kNames[f], i, h[i]);
  }
  return finish();
}
