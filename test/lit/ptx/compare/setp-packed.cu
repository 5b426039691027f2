// setp and set on .f16x2/.bf16x2: both halves compared as a <2 x half>/<2 x bfloat> vector;
// setp writes p from the low halves and q from the high ones, set writes 1.0 or 0xffff per half.
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O0 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=IR
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefix=ASM
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefixes=ASM,GFX11
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefix=ASM
// RUN: not %nvcc --cuda-device-only -S -O2 -arch=gfx1100 -DBAD %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR

// ASM-NOT: ASMSTART
#ifndef BAD
// IR-LABEL: @_Z5setp2Pj
// IR: fcmp olt <2 x half>
// IR: extractelement <2 x i1> %{{.*}}, i64 0
// IR: extractelement <2 x i1> %{{.*}}, i64 1
// GFX11-LABEL: _Z5setp2Pj:
// GFX11: v_cmp_lt_f16
__global__ void setp2(unsigned *p) {
  unsigned i = threadIdx.x, r;
  asm("{ .reg .pred lo, hi; setp.lt.f16x2 lo|hi, %1, %2; selp.u32 %0, 1, 0, lo; @hi add.u32 %0, %0, 2; }"
      : "=r"(r) : "r"(p[i]), "r"(p[i + 64]));
  p[i] = r;
}

// BoolOp with a splat of c; .ftz flushes f16 subnormals before comparing.
// IR-LABEL: @_Z4ftz2Pj
// IR: call <2 x half> @llvm.fabs.v2f16
// IR: fcmp oge <2 x half>
// IR: and <2 x i1>
__global__ void ftz2(unsigned *p) {
  unsigned i = threadIdx.x, r;
  asm("{ .reg .pred lo, hi, c; setp.ne.u32 c, %1, 0; setp.ge.and.ftz.f16x2 lo|hi, %1, %2, c; selp.u32 %0, 1, 0, hi; }"
      : "=r"(r) : "r"(p[i]), "r"(p[i + 64]));
  p[i] = r;
}

// IR-LABEL: @_Z4set2Pj
// IR: fcmp ogt <2 x bfloat>
// IR: select <2 x i1> %{{.*}}, <2 x bfloat> splat (bfloat 0xR3F80), <2 x bfloat> zeroinitializer
// IR: fcmp une <2 x half>
// IR: select <2 x i1> %{{.*}}, <2 x i16> splat (i16 -1), <2 x i16> zeroinitializer
__global__ void set2(unsigned *p) {
  unsigned i = threadIdx.x, r, s;
  asm("set.gt.bf16x2.bf16x2 %0, %1, %2;" : "=r"(r) : "r"(p[i]), "r"(p[i + 64]));
  asm("set.neu.u32.f16x2 %0, %1, %2;" : "=r"(s) : "r"(p[i]), "r"(r));
  p[i] = s;
}
#else
__global__ void bad(unsigned *p) {
  // ERR: setp-packed.cu:[[@LINE+1]]:{{[0-9]+}}: error: 'setp.lt.f16x2' writes two predicates, p|q (inline PTX column 31)
  asm volatile("{ .reg .pred x; setp.lt.f16x2 x, %0, %0; }" :: "r"(p[0]));
}
#endif
