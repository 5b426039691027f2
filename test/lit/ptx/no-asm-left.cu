// A kernel using many supported opcodes compiles for the three targets with no inline asm left
// in the final assembly (no ;;#ASMSTART block: every statement became ordinary code).
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s
// RUN: %nvcc --cuda-device-only -S -O0 -arch=gfx1100 %s -o - | FileCheck %s
// CHECK-NOT: ASMSTART
// CHECK: _Z4manyPjPyPfS_:
// CHECK-NOT: ASMSTART
// CHECK: s_endpgm

__global__ void many(unsigned *p, unsigned long long *q, float *f, unsigned *s) {
  unsigned t = threadIdx.x, a = p[t], b = p[t + 1], c = p[t + 2], r[24];
  unsigned long long w;
  float x = f[t], y;
  asm("mul.wide.u32 %0, %1, %2;" : "=l"(w) : "r"(a), "r"(b));
  asm("mul.hi.s32 %0, %1, %2;" : "=r"(r[0]) : "r"(a), "r"(b));
  asm("mad.lo.u32 %0, %1, %2, %3;" : "=r"(r[1]) : "r"(a), "r"(b), "r"(c));
  asm("mul24.lo.u32 %0, %1, %2;" : "=r"(r[2]) : "r"(a), "r"(b));
  asm("sad.u32 %0, %1, %2, %3;" : "=r"(r[3]) : "r"(a), "r"(b), "r"(c));
  asm("bfe.s32 %0, %1, 4, 8;" : "=r"(r[4]) : "r"(a));
  asm("bfi.b32 %0, %1, %2, 8, 4;" : "=r"(r[5]) : "r"(a), "r"(b));
  asm("bfind.u32 %0, %1;" : "=r"(r[6]) : "r"(a));
  asm("brev.b32 %0, %1;\n\tpopc.b32 %0, %0;" : "=r"(r[7]) : "r"(a));
  asm("clz.b32 %0, %1;" : "=r"(r[8]) : "r"(a));
  asm("dp4a.s32.u32 %0, %1, %2, %3;" : "=r"(r[9]) : "r"(a), "r"(b), "r"(c));
  asm("shf.l.wrap.b32 %0, %1, %2, %3;" : "=r"(r[10]) : "r"(a), "r"(b), "r"(c));
  asm("shr.s32 %0, %1, %2;" : "=r"(r[11]) : "r"(a), "r"(b));
  asm("{ .reg .pred p, q; setp.lt.u32 p|q, %1, %2; selp.b32 %0, %1, %2, q; }" : "=r"(r[12]) : "r"(a), "r"(b));
  asm("min.s32 %0, %1, %2;" : "=r"(r[13]) : "r"(a), "r"(b));
  asm("cvt.rzi.s32.f32 %0, %1;" : "=r"(r[14]) : "f"(x));
  asm("cvt.rn.f32.u32 %0, %1;" : "=f"(y) : "r"(a));
  asm("fma.rn.f32 %0, %1, %1, %0;" : "+f"(y) : "f"(x));
  asm("ex2.approx.ftz.f32 %0, %0;\n\trcp.approx.f32 %0, %0;\n\tsqrt.rn.f32 %0, %0;" : "+f"(y));
  asm("ld.global.nc.v2.u32 {%0, %1}, [%2];" : "=r"(r[15]), "=r"(r[16]) : "l"(p + t));
  asm volatile("st.global.relaxed.gpu.u32 [%0], %1;" :: "l"(s + t), "r"(a) : "memory");
  asm volatile("atom.global.add.u32 %0, [%1], %2;" : "=r"(r[17]) : "l"(s), "r"(b) : "memory");
  asm volatile("red.shared.add.u32 [%0], 1;" :: "r"(0u) : "memory");
  asm volatile("vote.sync.ballot.b32 %0, 1, 0xffffffff;" : "=r"(r[18]));
  asm volatile("activemask.b32 %0;" : "=r"(r[19]));
  asm volatile("bar.sync 0;" ::: "memory");
  asm volatile("membar.gl;" ::: "memory");
  asm volatile("fence.acq_rel.gpu;" ::: "memory");
  asm volatile("mov.u32 %0, %%lanemask_le;" : "=r"(r[20]));
  asm volatile("cvta.to.global.u64 %0, %1;" : "=l"(w) : "l"(q));
  asm volatile("prefetch.global.L2 [%0];" :: "l"(p));
  asm("cvt.rn.f16x2.f32 %0, %1, %2;" : "=r"(r[21]) : "f"(x), "f"(y));
  asm("lop3.b32 %0, %1, %2, %3, 0xE8;" : "=r"(r[22]) : "r"(a), "r"(b), "r"(c));
  asm volatile("nanosleep.u32 100;");
  unsigned sum = 0;
  for (int i = 0; i < 23; ++i)
    sum += r[i];
  p[t] = sum;
  q[t] = w;
  f[t] = y;
}
