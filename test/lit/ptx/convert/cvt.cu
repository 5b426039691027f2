// cvt: float to integer rounds (llvm.trunc for .rzi) then converts with saturation
// (llvm.fptosi.sat); integer to float and float narrowing are LLVM conversions; packed
// cvt.rn.bf16x2.f32 d, a, b puts b in the low half.
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=IR
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefix=ASM
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=ASM
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefix=ASM

// IR-LABEL: @_Z4cvtsPfPiPt
// IR: call float @llvm.trunc.f32
// IR: call i32 @llvm.fptosi.sat.i32.f32
// IR: sitofp i32 %{{.*}} to float
// IR: fptrunc float %{{.*}} to half
// IR: fptrunc float %[[B:.*]] to bfloat
// IR: insertelement <2 x bfloat> poison, bfloat %{{.*}}, i64 0
// ASM-LABEL: _Z4cvtsPfPiPt:
// ASM-NOT: ASMSTART
// ASM-DAG: v_cvt_i32_f32
// ASM-DAG: v_cvt_f32_i32
// ASM-DAG: v_cvt_f16_f32
// ASM: s_endpgm
__global__ void cvts(float *f, int *p, unsigned short *h) {
  unsigned i = threadIdx.x;
  int a; float b; unsigned short c; unsigned d;
  asm("cvt.rzi.sat.s32.f32 %0, %1;" : "=r"(a) : "f"(f[i]));
  asm("cvt.rn.f32.s32 %0, %1;" : "=f"(b) : "r"(p[i]));
  asm("cvt.rn.f16.f32 %0, %1;" : "=h"(c) : "f"(f[i]));
  asm("cvt.rn.bf16x2.f32 %0, %1, %2;" : "=r"(d) : "f"(f[i]), "f"(b));
  p[i] = a + (int)d;
  h[i] = c;
}
