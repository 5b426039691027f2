// setp with a BoolOp and the p|q pair, set with a float comparison and an integer result, slct,
// selp: icmp/fcmp and selects; unordered comparisons are the LLVM unordered predicates.
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=IR
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefix=ASM
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=ASM
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefix=ASM

// IR-LABEL: @_Z3cmpPjPf
// IR: icmp slt i32
// IR: fcmp ugt float
// slct.f32.s32: a when c >= 0.
// IR: icmp slt i32 %{{.*}}, 0
// IR: select i1 %{{.*}}, float %{{.*}}, float %{{.*}}
// ASM-LABEL: _Z3cmpPjPf:
// ASM-NOT: ASMSTART
// ASM-DAG: v_cmp_{{lt|gt|ge}}_i32
// ASM-DAG: v_cmp_nle_f32
// ASM: s_endpgm
__global__ void cmp(unsigned *p, float *f) {
  unsigned i = threadIdx.x, a, b, c;
  float s;
  asm("{ .reg .pred x, y; setp.lt.and.s32 x|y, %2, %3, 1; selp.u32 %0, 1, 0, x; selp.u32 %1, 1, 0, y; }"
      : "=r"(a), "=r"(b) : "r"(p[i]), "r"(p[i + 64]));
  asm("set.gtu.u32.f32 %0, %1, %2;" : "=r"(c) : "f"(f[i]), "f"(f[i + 64]));
  asm("slct.f32.s32 %0, %1, %2, %3;" : "=f"(s) : "f"(f[i]), "f"(f[i + 64]), "r"(p[i]));
  p[i] = a + b + c;
  f[i] = s;
}
