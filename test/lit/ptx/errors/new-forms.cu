// Invalid forms of bmsk/szext, FP8 conversions and packed comparisons are errors at the asm's
// line naming the problem.
// RUN: not %nvcc -c -arch=gfx1100 %s -o %t.o 2>&1 | FileCheck %s

__global__ void bad(unsigned *p, float *f) {
  unsigned r;
  unsigned short h;
  // CHECK-DAG: new-forms.cu:[[@LINE+1]]:{{[0-9]+}}: error: 'bmsk.b32': bmsk needs .clamp or .wrap and .b32 (inline PTX column 1)
  asm("bmsk.b32 %0, %1, %2;" : "=r"(r) : "r"(p[0]), "r"(p[1]));
  p[1] = r;
  // CHECK-DAG: new-forms.cu:[[@LINE+1]]:{{[0-9]+}}: error: 'szext.wrap.b32': szext needs .clamp or .wrap and .s32 or .u32 (inline PTX column 1)
  asm("szext.wrap.b32 %0, %1, %2;" : "=r"(r) : "r"(p[0]), "r"(p[1]));
  p[2] = r;
  // CHECK-DAG: new-forms.cu:[[@LINE+1]]:{{[0-9]+}}: error: 'cvt.rz.satfinite.e4m3x2.f32': FP8 conversions round with .rn (inline PTX column 1)
  asm("cvt.rz.satfinite.e4m3x2.f32 %0, %1, %2;" : "=h"(h) : "f"(f[0]), "f"(f[1]));
  p[3] = h;
  // CHECK-DAG: new-forms.cu:[[@LINE+1]]:{{[0-9]+}}: error: 'cvt.rn.satfinite.e5m2x2.f64': FP8 conversions are from .f32/.f16x2 or to .f16x2 (inline PTX column 1)
  asm("cvt.rn.satfinite.e5m2x2.f64 %0, %1;" : "=h"(h) : "d"((double)f[0]));
  p[4] = h;
  // CHECK-DAG: new-forms.cu:[[@LINE+1]]:{{[0-9]+}}: error: 'set.lt.u16.f16x2': a packed comparison gives .f16x2, .bf16x2, .u32 or .s32 (inline PTX column 1)
  asm("set.lt.u16.f16x2 %0, %1, %2;" : "=h"(h) : "r"(p[0]), "r"(p[1]));
  p[5] = h;
  // CHECK-DAG: new-forms.cu:[[@LINE+1]]:{{[0-9]+}}: error: PTX instruction 'setp.lt.u16x2' is not supported on AMD GPUs (packed integer comparisons) (inline PTX column 20)
  asm("{ .reg .pred a, b; setp.lt.u16x2 a|b, %1, %2; selp.u32 %0, 1, 0, a; }" : "=r"(r) : "r"(p[0]), "r"(p[1]));
  p[6] = r;
}
