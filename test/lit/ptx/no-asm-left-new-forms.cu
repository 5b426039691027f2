// The instruction families added after the first table (matrix, video, bmsk/szext, counted and
// reducing barriers, mbarrier, directed rounding, FP8 and packed-half compares) leave no inline asm in
// the final assembly of any target: every statement became ordinary code (the matrix units where the
// target has them, v_wmma on gfx1100, v_mfma on gfx90a).
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefixes=CHECK,WMMA
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefixes=CHECK,MFMA
// CHECK-NOT: ASMSTART
// CHECK-LABEL: _Z9new_formsPjPdPt:
// WMMA: v_wmma_f32_16x16x16_f16
// MFMA: v_mfma_f32_16x16x16{{_?}}f16
// CHECK-NOT: ASMSTART
// CHECK: s_endpgm

__global__ void new_forms(unsigned *p, double *d, unsigned short *h) {
  __shared__ unsigned short tile[8 * 8 * 4];
  __shared__ unsigned long long bar;
  unsigned t = threadIdx.x, a = p[t], b = p[t + 64], c = p[t + 128], r[16];
  tile[t] = (unsigned short)a;
  __syncthreads();
  unsigned sa = (unsigned)__cvta_generic_to_shared(&tile[(t & 31) * 8]);
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];"
               : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "r"(sa));
  asm("movmatrix.sync.aligned.m8n8.trans.b16 %0, %1;" : "=r"(r[4]) : "r"(r[0]));
  float f0 = 0, f1 = 0, f2 = 0, f3 = 0;
  asm("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};"
      : "+f"(f0), "+f"(f1), "+f"(f2), "+f"(f3)
      : "r"(r[0]), "r"(r[1]), "r"(r[2]), "r"(r[3]), "r"(r[4]), "r"(a));
  asm("vabsdiff4.u32.u32.u32.add %0, %1, %2, %3;" : "=r"(r[5]) : "r"(a), "r"(b), "r"(c));
  asm("vadd.s32.s32.s32.sat %0.b2, %1.b3, %2.b1, %3;" : "=r"(r[6]) : "r"(a), "r"(b), "r"(c));
  asm("vmad.u32.u32.u32.shr15 %0, %1.h0, %2.h0, %3;" : "=r"(r[7]) : "r"(a), "r"(b), "r"(c));
  asm("bmsk.clamp.b32 %0, %1, %2;" : "=r"(r[8]) : "r"(a & 31), "r"(b & 31));
  asm("szext.wrap.s32 %0, %1, %2;" : "=r"(r[9]) : "r"(a), "r"(b));
  asm("{ .reg .pred lo, hi; setp.lt.f16x2 lo|hi, %1, %2; selp.u32 %0, 1, 0, lo; @hi add.u32 %0, %0, 2; }"
      : "=r"(r[10]) : "r"(a), "r"(b));
  asm("cvt.rn.satfinite.e4m3x2.f32 %0, %1, %2;" : "=h"(h[t]) : "f"(f0), "f"(f1));
  asm("fma.rm.f64 %0, %1, %2, %3;" : "=d"(d[t]) : "d"(d[t + 64]), "d"(d[t + 128]), "d"((double)f2));
  asm("cvt.rp.f32.u64 %0, %1;" : "=f"(f3) : "l"((unsigned long long)a << 20 | b));
  asm volatile("bar.red.popc.u32 %0, 0, %1;" : "=r"(r[11]) : "r"(a & 1) : "memory");
  if (t < 64) asm volatile("bar.sync 1, 64;" ::: "memory");
  unsigned mb = (unsigned)__cvta_generic_to_shared(&bar);
  if (t == 0) asm volatile("mbarrier.init.shared.b64 [%0], %1;" :: "r"(mb), "r"(blockDim.x) : "memory");
  __syncthreads();
  unsigned long long tok;
  asm volatile("mbarrier.arrive.shared.b64 %0, [%1];" : "=l"(tok) : "r"(mb) : "memory");
  unsigned done = 0;
  while (!done)
    asm volatile("{ .reg .pred q; mbarrier.test_wait.shared.b64 q, [%1], %2; selp.u32 %0, 1, 0, q; }"
                 : "=r"(done) : "r"(mb), "l"(tok) : "memory");
  for (int i = 0; i < 12; ++i) p[t + 256 * i] = r[i];
  p[t + 4096] = __float_as_uint(f0 + f1 + f2 + f3);
}
