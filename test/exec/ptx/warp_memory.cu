// SPDX-License-Identifier: Apache-2.0
// EXEC: compare=exact
// Route A (test/exec/README.md): warp instructions with full and partial masks and divergence,
// deterministic special registers, atomics, loads/stores in each state space, barriers and
// branches inside asm. One output group per form; form F of kernel `forms` writes out[F][thread].
#include "harness.h"

constexpr int N = 128; // 4 warps, 2 blocks of 64
constexpr int kForms = 64;

__device__ unsigned g_counter[4];
__device__ unsigned long long g_counter64[4];

__global__ void forms(int f, unsigned *out, const unsigned *a, unsigned *scratch) {
  __shared__ unsigned sh[64];
  __shared__ unsigned sh_count;
  int t = threadIdx.x, i = blockIdx.x * blockDim.x + t;
  unsigned x = a[i], y = a[(i + 37) % N], d = 0xcafe0000u;
  unsigned lane = t & 31;
  sh[t] = x;
  if (t == 0)
    sh_count = 0;
  __syncthreads();
  switch (f) {
  // ---- shfl.sync: every mode, segment widths, predicate output, partial masks
  case 0: asm volatile("shfl.sync.idx.b32 %0, %1, %2, 0x1f, 0xffffffff;" : "=r"(d) : "r"(x), "r"(y)); break;
  case 1: asm volatile("shfl.sync.up.b32 %0, %1, 3, 0, 0xffffffff;" : "=r"(d) : "r"(x)); break;
  case 2: asm volatile("shfl.sync.down.b32 %0, %1, 5, 0x1f, 0xffffffff;" : "=r"(d) : "r"(x)); break;
  case 3: asm volatile("shfl.sync.bfly.b32 %0, %1, 13, 0x1f, 0xffffffff;" : "=r"(d) : "r"(x)); break;
  case 4: asm volatile("shfl.sync.idx.b32 %0, %1, %2, 0x181f, 0xffffffff;" : "=r"(d) : "r"(x), "r"(y & 7)); break;
  case 5: asm volatile("shfl.sync.up.b32 %0, %1, 2, 0x1800, 0xffffffff;" : "=r"(d) : "r"(x)); break;
  case 6: asm volatile("shfl.sync.down.b32 %0, %1, 3, 0x101f, 0xffffffff;" : "=r"(d) : "r"(x)); break;
  case 7: asm volatile("{ .reg .pred p; .reg .b32 v; shfl.sync.down.b32 v|p, %1, 6, 0x1f, 0xffffffff; selp.b32 %0, v, 0x77777777, p; }" : "=r"(d) : "r"(x)); break;
  case 8: asm volatile("{ .reg .pred p; .reg .b32 v; shfl.sync.up.b32 v|p, %1, 1, 0x1c00, 0xffffffff; selp.b32 %0, v, 0x66666666, p; }" : "=r"(d) : "r"(x)); break;
  case 9: asm volatile("{ .reg .pred p; .reg .b32 v; shfl.sync.bfly.b32 v|p, %1, 4, 0x1c1f, 0xffffffff; selp.b32 %0, v, 0x55555555, p; }" : "=r"(d) : "r"(x)); break;
  case 10: // lower half-warp only: mask 0xffff, exchanges stay inside it
    if (lane < 16) asm volatile("shfl.sync.bfly.b32 %0, %1, 5, 0x1f, 0x0000ffff;" : "=r"(d) : "r"(x));
    break;
  case 11: // odd lanes only
    if (lane & 1) asm volatile("shfl.sync.idx.b32 %0, %1, %2, 0x1f, 0xaaaaaaaa;" : "=r"(d) : "r"(x), "r"((y % 16) * 2 + 1));
    break;
  // ---- vote / activemask / elect, full and divergent
  case 12: asm volatile("{ .reg .pred p, q; setp.ne.u32 p, %1, 0; vote.sync.all.pred q, p, 0xffffffff; selp.u32 %0, 1, 0, q; }" : "=r"(d) : "r"(x & 3)); break;
  case 13: asm volatile("{ .reg .pred p, q; setp.eq.u32 p, %1, 7; vote.sync.any.pred q, p, 0xffffffff; selp.u32 %0, 1, 0, q; }" : "=r"(d) : "r"(x & 7)); break;
  case 14: asm volatile("{ .reg .pred p, q; setp.lt.u32 p, %1, 64; vote.sync.uni.pred q, p, 0xffffffff; selp.u32 %0, 1, 0, q; }" : "=r"(d) : "r"(t)); break;
  case 15: asm volatile("{ .reg .pred p; setp.ne.u32 p, %1, 0; vote.sync.ballot.b32 %0, p, 0xffffffff; }" : "=r"(d) : "r"(x & 1)); break;
  case 16:
    if (x % 3) asm volatile("{ .reg .pred p; setp.ne.u32 p, %1, 0; vote.sync.ballot.b32 %0, p, %2; }" : "=r"(d) : "r"(y & 1), "r"(__activemask()));
    break;
  case 17:
    if (x & 2) asm volatile("activemask.b32 %0;" : "=r"(d));
    break;
  case 18:
    if (lane >= 5) asm volatile("{ .reg .pred p, q; setp.ne.u32 p, %1, 0; vote.sync.any.pred q, p, %2; selp.u32 %0, 1, 0, q; }" : "=r"(d) : "r"((unsigned)(lane == 9)), "r"(0xffffffe0u));
    break;
  case 19: asm volatile("{ .reg .pred p; .reg .b32 r; elect.sync r|p, 0xffffffff; selp.u32 %0, 1000, 0, p; add.u32 %0, %0, r; }" : "=r"(d)); break;
  // ---- match, redux
  case 20: asm volatile("match.any.sync.b32 %0, %1, 0xffffffff;" : "=r"(d) : "r"(x & 3)); break;
  case 21: asm volatile("match.any.sync.b64 %0, %1, 0xffffffff;" : "=r"(d) : "l"((unsigned long long)(x & 1) << 40 | (y & 1))); break;
  case 22: asm volatile("{ .reg .pred p; .reg .b32 m; match.all.sync.b32 m|p, %1, 0xffffffff; selp.u32 %0, m, 0x12345678, p; }" : "=r"(d) : "r"(t < 32 ? 5u : x)); break;
  case 23:
    if (lane < 20) asm volatile("match.any.sync.b32 %0, %1, 0x000fffff;" : "=r"(d) : "r"(x % 5));
    break;
  case 24: asm volatile("redux.sync.add.u32 %0, %1, 0xffffffff;" : "=r"(d) : "r"(x)); break;
  case 25: asm volatile("redux.sync.min.s32 %0, %1, 0xffffffff;" : "=r"(d) : "r"(x)); break;
  case 26: asm volatile("redux.sync.max.u32 %0, %1, 0xffffffff;" : "=r"(d) : "r"(x)); break;
  case 27: asm volatile("redux.sync.and.b32 %0, %1, 0xffffffff;" : "=r"(d) : "r"(x | 0x10000)); break;
  case 28: asm volatile("redux.sync.or.b32 %0, %1, 0xffffffff;" : "=r"(d) : "r"(x & 0x11111111)); break;
  case 29: asm volatile("redux.sync.xor.b32 %0, %1, 0xffffffff;" : "=r"(d) : "r"(x)); break;
  case 30:
    if (lane & 4) asm volatile("redux.sync.max.s32 %0, %1, 0xf0f0f0f0;" : "=r"(d) : "r"(x));
    break;
  // ---- special registers with deterministic values
  case 31: asm volatile("mov.u32 %0, %%laneid;" : "=r"(d)); break;
  case 32: asm volatile("{ .reg .u32 a, b, c; mov.u32 a, %%tid.x; mov.u32 b, %%ntid.x; mov.u32 c, %%ctaid.x; mad.lo.u32 %0, b, c, a; mov.u32 a, %%nctaid.x; shl.b32 a, a, 24; or.b32 %0, %0, a; }" : "=r"(d)); break;
  case 33: asm volatile("mov.u32 %0, %%lanemask_lt;" : "=r"(d)); break;
  case 34: asm volatile("mov.u32 %0, %%lanemask_le;" : "=r"(d)); break;
  case 35: asm volatile("mov.u32 %0, %%lanemask_eq;" : "=r"(d)); break;
  case 36: asm volatile("mov.u32 %0, %%lanemask_gt;" : "=r"(d)); break;
  case 37: asm volatile("mov.u32 %0, %%lanemask_ge;" : "=r"(d)); break;
  case 38: asm volatile("{ .reg .u32 a, b; mov.u32 a, %%tid.y; mov.u32 b, %%ntid.y; add.u32 %0, a, b; mov.u32 a, %%tid.z; mov.u32 b, %%ntid.z; add.u32 %0, %0, a; add.u32 %0, %0, b; }" : "=r"(d)); break;
  // ---- atomics on global and shared memory (results independent of the order of threads)
  case 39: asm volatile("atom.global.add.u32 %0, [%1], %2;" : "=r"(d) : "l"(scratch + i), "r"(x) : "memory"); d += scratch[i]; break;
  case 40: asm volatile("atom.global.exch.b32 %0, [%1], %2;" : "=r"(d) : "l"(scratch + i), "r"(x) : "memory"); d ^= scratch[i]; break;
  case 41: asm volatile("atom.global.cas.b32 %0, [%1], %2, %3;" : "=r"(d) : "l"(scratch + i), "r"(i & 1 ? 0xa5a5a5a5u : 0u), "r"(x) : "memory"); d ^= scratch[i]; break;
  case 42: asm volatile("atom.global.inc.u32 %0, [%1], %2;" : "=r"(d) : "l"(scratch + i), "r"(0xa5a5a5a5u + (x & 1)) : "memory"); d += scratch[i]; break;
  case 43: asm volatile("atom.global.dec.u32 %0, [%1], %2;" : "=r"(d) : "l"(scratch + i), "r"(x) : "memory"); d += 3 * scratch[i]; break;
  case 44: asm volatile("atom.global.min.s32 %0, [%1], %2;" : "=r"(d) : "l"(scratch + i), "r"(x) : "memory"); d += scratch[i]; break;
  case 45: asm volatile("atom.global.max.u32 %0, [%1], %2;" : "=r"(d) : "l"(scratch + i), "r"(x) : "memory"); d += scratch[i]; break;
  case 46: asm volatile("atom.global.and.b32 %0, [%1], %2;" : "=r"(d) : "l"(scratch + i), "r"(x) : "memory"); d += scratch[i]; break;
  case 47: asm volatile("atom.global.or.b32 %0, [%1], %2;" : "=r"(d) : "l"(scratch + i), "r"(x) : "memory"); d += scratch[i]; break;
  case 48: asm volatile("atom.global.xor.b32 %0, [%1], %2;" : "=r"(d) : "l"(scratch + i), "r"(x) : "memory"); d += scratch[i]; break;
  case 49: { unsigned long long o; asm volatile("atom.global.add.u64 %0, [%1], %2;" : "=l"(o) : "l"(&g_counter64[blockIdx.x]), "l"((unsigned long long)x << 20) : "memory"); d = (unsigned)o & 0; __syncthreads(); d = (unsigned)(g_counter64[blockIdx.x] >> 24); break; }
  case 50: asm volatile("red.global.add.u32 [%0], %1;" :: "l"(&g_counter[blockIdx.x]), "r"(x) : "memory"); __syncthreads(); __threadfence(); d = g_counter[blockIdx.x]; break;
  case 51: { float r; asm volatile("atom.global.add.f32 %0, [%1], %2;" : "=f"(r) : "l"((float *)scratch + i), "f"(1.5f) : "memory"); d = __float_as_uint(r) ^ scratch[i]; break; }
  case 52: asm volatile("atom.shared.add.u32 %0, [%1], 1;" : "=r"(d) : "r"((unsigned)__cvta_generic_to_shared(&sh_count)) : "memory"); __syncthreads(); d = sh_count; break;
  case 53: asm volatile("atom.shared.cas.b32 %0, [%1], %2, %3;" : "=r"(d) : "r"((unsigned)__cvta_generic_to_shared(&sh[t])), "r"(x & 1 ? x : 0u), "r"(y) : "memory"); d += sh[t]; break;
  case 54: asm volatile("atom.acq_rel.gpu.global.max.s32 %0, [%1], %2;" : "=r"(d) : "l"(scratch + i), "r"(x) : "memory"); d += scratch[i]; break;
  // ---- loads and stores
  case 55: asm volatile("{ .reg .u32 a, b, c, e; ld.global.nc.v4.u32 {a, b, c, e}, [%1]; add.u32 a, a, b; xor.b32 c, c, e; sub.u32 %0, a, c; }" : "=r"(d) : "l"(a + (i & ~3))); break;
  case 56: asm volatile("{ .reg .s32 v; ld.global.s8 v, [%1]; mov.b32 %0, v; }" : "=r"(d) : "l"((const char *)a + i * 3)); break;
  case 57: { unsigned short v; asm volatile("ld.global.u16 %0, [%1];" : "=h"(v) : "l"((const unsigned short *)a + i + 1)); d = v; break; }
  case 58: asm volatile("st.global.v2.u32 [%0], {%1, %2};" :: "l"(scratch + 2 * (i / 2)), "r"(x), "r"(y) : "memory"); __syncthreads(); d = scratch[i]; break;
  case 59: asm volatile("st.global.u8 [%0], %1;" :: "l"((unsigned char *)scratch + i), "r"(x) : "memory"); __syncthreads(); d = scratch[i / 4]; break;
  case 60: asm volatile("{ .reg .u32 v; ld.shared.u32 v, [%1]; st.shared.u32 [%1], %2; bar.sync 0; ld.shared.u32 %0, [%3]; add.u32 %0, %0, v; }" : "=r"(d) : "r"((unsigned)__cvta_generic_to_shared(&sh[t])), "r"(y), "r"((unsigned)__cvta_generic_to_shared(&sh[63 - t])) : "memory"); break;
  case 61: asm volatile("{ .reg .u64 p; .reg .u32 v; cvta.to.global.u64 p, %1; ld.relaxed.gpu.global.u32 v, [p]; st.release.gpu.global.u32 [p], %2; fence.acq_rel.gpu; ld.acquire.gpu.global.u32 %0, [p]; ld.volatile.global.u32 v, [p]; add.u32 %0, %0, v; }" : "=r"(d) : "l"(scratch + i), "r"(x) : "memory"); break;
  case 62: asm volatile("{ .reg .pred p, q, r; .reg .u64 g; cvta.shared.u64 g, %1; isspacep.shared p, g; isspacep.global q, %2; isspacep.local r, %2; selp.u32 %0, 1, 0, p; @q add.u32 %0, %0, 2; @r add.u32 %0, %0, 4; }" : "=r"(d) : "l"((unsigned long long)__cvta_generic_to_shared(&sh[t])), "l"(scratch + i)); break;
  // ---- a loop with a branch inside one asm statement
  case 63: asm volatile("{ .reg .u32 n; .reg .pred p; mov.u32 %0, 0; and.b32 n, %1, 15; LOOP_%=: setp.eq.u32 p, n, 0; @p bra DONE_%=; add.u32 %0, %0, n; sub.u32 n, n, 1; bra.uni LOOP_%=; DONE_%=: }" : "=r"(d) : "r"(x)); break;
  }
  out[i] = d;
}

static const char *const kNames[kForms] = {
    "shfl.sync.idx.b32", "shfl.sync.up.b32", "shfl.sync.down.b32", "shfl.sync.bfly.b32",
    "shfl.sync.idx.seg8", "shfl.sync.up.seg8", "shfl.sync.down.seg16", "shfl.sync.down.pred",
    "shfl.sync.up.pred.seg4", "shfl.sync.bfly.pred.seg4", "shfl.sync.bfly.halfmask",
    "shfl.sync.idx.oddlanes", "vote.sync.all.pred", "vote.sync.any.pred", "vote.sync.uni.pred",
    "vote.sync.ballot.b32", "vote.sync.ballot.divergent", "activemask.divergent",
    "vote.sync.any.partial", "elect.sync", "match.any.sync.b32", "match.any.sync.b64",
    "match.all.sync.b32.pred", "match.any.sync.partial", "redux.sync.add.u32", "redux.sync.min.s32",
    "redux.sync.max.u32", "redux.sync.and.b32", "redux.sync.or.b32", "redux.sync.xor.b32",
    "redux.sync.max.s32.partial", "mov.laneid", "mov.tid.ntid.ctaid.nctaid", "mov.lanemask_lt",
    "mov.lanemask_le", "mov.lanemask_eq", "mov.lanemask_gt", "mov.lanemask_ge",
    "mov.tid.ntid.yz", "atom.global.add.u32", "atom.global.exch.b32", "atom.global.cas.b32",
    "atom.global.inc.u32", "atom.global.dec.u32", "atom.global.min.s32", "atom.global.max.u32",
    "atom.global.and.b32", "atom.global.or.b32", "atom.global.xor.b32", "atom.global.add.u64",
    "red.global.add.u32", "atom.global.add.f32", "atom.shared.add.u32", "atom.shared.cas.b32",
    "atom.acq_rel.gpu.max.s32", "ld.global.nc.v4.u32", "ld.global.s8", "ld.global.u16",
    "st.global.v2.u32", "st.global.u8", "ld.st.shared.bar.sync", "ld.st.relaxed.release.acquire",
    "cvta.isspacep", "bra.loop"};

int main() {
  std::vector<unsigned> in = inputs_u32(N);
  DeviceBuffer<unsigned> a(in);
  for (int f = 0; f < kForms; ++f) {
    DeviceBuffer<unsigned> out(N), scratch(std::vector<unsigned>(in.rbegin(), in.rend()));
    unsigned zero[4] = {0, 0, 0, 0};
    unsigned long long zero64[4] = {0, 0, 0, 0};
    EXEC_CHECK(cudaMemcpyToSymbol(g_counter, zero, sizeof zero));
    EXEC_CHECK(cudaMemcpyToSymbol(g_counter64, zero64, sizeof zero64));
    forms<<<N / 64, 64>>>(f, out.ptr, a.ptr, scratch.ptr);
    std::vector<unsigned> h = out.get();
    for (int i = 0; i < N; ++i)
      report_u32(kNames[f], i, h[i]);
  }
  return finish();
}
