// SPDX-License-Identifier: Apache-2.0
// EXEC: compare=exact
// Route A (test/exec/README.md): more data-movement and synchronization forms: vector and cached
// loads/stores, cp.async groups, cache policies, named barriers, warp barriers, fences, 64-bit and
// float atomics, reductions on shared memory. One output group per form; form F of kernel `forms`
// writes out[thread]; every result is independent of the order in which threads run.
#include "harness.h"

constexpr int N = 128; // 4 warps, 2 blocks of 64
constexpr int kForms = 20;

__global__ void forms(int f, unsigned *out, const unsigned *a, unsigned *scratch) {
  __shared__ __align__(16) unsigned sh[64];
  __shared__ unsigned sh_acc[2];
  int t = threadIdx.x, i = blockIdx.x * blockDim.x + t;
  unsigned x = a[i], y = a[(i + 37) % N], d = 0xcafe0000u;
  unsigned sh_t = (unsigned)__cvta_generic_to_shared(&sh[t]);
  sh[t] = 0x5a5a5a5au;
  if (t < 2)
    sh_acc[t] = t ? 0u : 0x80000000u;
  __syncthreads();
  switch (f) {
  case 0: { double v; asm volatile("{ .reg .f64 a, b; ld.global.v2.f64 {a, b}, [%1]; sub.f64 %0, a, b; }" : "=d"(v) : "l"((const double *)a + ((i / 2) & ~1))); d = (unsigned)(__double_as_longlong(v) >> 20); break; }
  case 1: if ((i & 3) == 0) asm volatile("st.global.v4.f32 [%0], {%1, %2, %3, %4};" :: "l"((float *)scratch + 4 * (i / 4)), "f"(1.0f), "f"(-2.5f), "f"(__uint_as_float(x & 0x7f7fffffu)), "f"(0.0f) : "memory"); __syncthreads(); d = scratch[i]; break;
  case 2: asm volatile("ldu.global.u32 %0, [%1];" : "=r"(d) : "l"(a + (i ^ 5))); break;
  case 3: asm volatile("ld.global.L1::no_allocate.u32 %0, [%1];" : "=r"(d) : "l"(a + (N - 1 - i))); break;
  case 4: asm volatile("{ .reg .b64 pol; createpolicy.fractional.L2::evict_last.b64 pol, 1.0; ld.global.L2::cache_hint.u32 %0, [%1], pol; }" : "=r"(d) : "l"(a + ((i * 7) % N))); break;
  case 5: asm volatile("prefetch.global.L2 [%1]; ld.global.cs.u32 %0, [%1];" : "=r"(d) : "l"(a + i)); break;
  case 6: asm volatile("{ cp.async.ca.shared.global [%1], [%2], 4; cp.async.commit_group; cp.async.wait_group 0; }" :: "r"(d), "r"(sh_t), "l"(a + (i ^ 1)) : "memory"); __syncthreads(); d = sh[t ^ 3]; break;
  case 7: if ((t & 3) == 0) asm volatile("{ cp.async.cg.shared.global [%0], [%1], 16, %2; cp.async.commit_group; cp.async.wait_all; }" :: "r"(sh_t), "l"(a + i), "r"(t & 8 ? 8u : 16u) : "memory"); __syncthreads(); d = sh[t]; break;
  case 8: asm volatile("{ st.shared.u32 [%1], %2; barrier.sync.aligned 1; ld.shared.u32 %0, [%3]; }" : "=r"(d) : "r"(sh_t), "r"(x), "r"((unsigned)__cvta_generic_to_shared(&sh[(t + 17) % 64])) : "memory"); break;
  case 9: asm volatile("{ st.shared.u32 [%1], %2; bar.warp.sync 0xffffffff; ld.shared.u32 %0, [%3]; }" : "=r"(d) : "r"(sh_t), "r"(y), "r"((unsigned)__cvta_generic_to_shared(&sh[t ^ 31])) : "memory"); break;
  case 10: asm volatile("{ st.global.u32 [%1], %2; membar.gl; fence.sc.cta; membar.cta; fence.acq_rel.sys; nanosleep.u32 100; ld.global.u32 %0, [%1]; }" : "=r"(d) : "l"(scratch + i), "r"(x ^ y) : "memory"); break;
  case 11: { double r; asm volatile("atom.global.add.f64 %0, [%1], %2;" : "=d"(r) : "l"((double *)scratch + i / 2), "d"(0.25) : "memory"); (void)r; __syncthreads(); d = (unsigned)(__double_as_longlong(((double *)scratch)[i / 2]) >> 32); break; }
  case 12: { unsigned long long r = 0, *p = (unsigned long long *)scratch + i / 2; if (!(i & 1)) asm volatile("atom.global.cas.b64 %0, [%1], %2, %3;" : "=l"(r) : "l"(p), "l"(i & 2 ? *p : 5ull), "l"((unsigned long long)x << 32 | y) : "memory"); __syncthreads(); d = scratch[i] ^ (unsigned)r; break; }
  case 13: { unsigned long long r; if (i & 1) asm volatile("atom.global.exch.b64 %0, [%1], %2;" : "=l"(r) : "l"((unsigned long long *)scratch + i / 2), "l"((unsigned long long)y << 32 | x) : "memory"); __syncthreads(); d = scratch[i]; break; }
  case 14: asm volatile("red.shared.add.u32 [%0], %1;" :: "r"((unsigned)__cvta_generic_to_shared(&sh_acc[1])), "r"(x) : "memory"); __syncthreads(); d = sh_acc[1]; break;
  case 15: asm volatile("red.shared.max.s32 [%0], %1;" :: "r"((unsigned)__cvta_generic_to_shared(&sh_acc[0])), "r"(x) : "memory"); __syncthreads(); d = sh_acc[0]; break;
  case 16: asm volatile("atom.sys.global.add.u32 %0, [%1], %2;" : "=r"(d) : "l"(scratch + i), "r"(y) : "memory"); d ^= scratch[i]; break;
  case 17: asm volatile("atom.global.inc.u32 %0, [%1], %2;" : "=r"(d) : "l"(scratch + i), "r"(scratch[i] - (x & 1)) : "memory"); d += 7 * scratch[i]; break;
  case 18: asm volatile("atom.global.dec.u32 %0, [%1], %2;" : "=r"(d) : "l"(scratch + i), "r"(i & 2 ? 0u : scratch[i] - 1) : "memory"); d += 5 * scratch[i]; break;
  case 19: asm volatile("red.relaxed.gpu.global.xor.b32 [%0], %1;" :: "l"(scratch + blockIdx.x * 8 + (t & 7)), "r"(x) : "memory"); __syncthreads(); d = scratch[blockIdx.x * 8 + (t & 7)]; break;
  }
  out[i] = d;
}

static const char *const kNames[kForms] = {
    "ld.global.v2.f64", "st.global.v4.f32", "ldu.global.u32", "ld.global.L1::no_allocate",
    "createpolicy.ld.L2::cache_hint", "prefetch.ld.global.cs", "cp.async.ca.commit.wait_group",
    "cp.async.cg.src-size.wait_all", "barrier.sync.aligned.1", "bar.warp.sync",
    "membar.fence.nanosleep", "atom.global.add.f64", "atom.global.cas.b64", "atom.global.exch.b64",
    "red.shared.add.u32", "red.shared.max.s32", "atom.sys.global.add.u32", "atom.global.inc.wrap",
    "atom.global.dec.wrap", "red.relaxed.gpu.global.xor.b32"};

int main() {
  std::vector<unsigned> in = inputs_u32(N);
  DeviceBuffer<unsigned> a(in);
  for (int f = 0; f < kForms; ++f) {
    DeviceBuffer<unsigned> out(N), scratch(std::vector<unsigned>(in.rbegin(), in.rend()));
    forms<<<N / 64, 64>>>(f, out.ptr, a.ptr, scratch.ptr);
    std::vector<unsigned> h = out.get();
    for (int i = 0; i < N; ++i)
      report_u32(kNames[f], i, h[i]);
  }
  return finish();
}
