// .approx float instructions: LLVM operations with the afn flag, which the AMDGPU backend selects
// as its hardware approximations (v_rcp, v_sqrt, v_rsq, v_exp, v_log, v_sin); .ftz flushes
// subnormal inputs and results (fabs/copysign selects).
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=IR
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefix=ASM
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=ASM
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefix=ASM

// IR-LABEL: @_Z6approxPf
// IR: fdiv afn float 1.000000e+00
// IR: call afn float @llvm.sqrt.f32
// IR: call afn float @llvm.exp2.f32
// IR: call afn float @llvm.log2.f32
// IR: call afn float @llvm.sin.f32
// ASM-LABEL: _Z6approxPf:
// ASM-NOT: ASMSTART
// ASM-DAG: v_rcp_f32
// ASM-DAG: v_sqrt_f32
// ASM-DAG: v_exp_f32
// ASM-DAG: v_log_f32
// ASM-DAG: v_sin_f32
// ASM: s_endpgm
__global__ void approx(float *p) {
  unsigned i = threadIdx.x;
  float x = p[i], a, b, c, d, e, f;
  asm("rcp.approx.ftz.f32 %0, %1;" : "=f"(a) : "f"(x));
  asm("sqrt.approx.f32 %0, %1;" : "=f"(b) : "f"(x));
  asm("rsqrt.approx.f32 %0, %1;" : "=f"(c) : "f"(x));
  asm("ex2.approx.ftz.f32 %0, %1;" : "=f"(d) : "f"(x));
  asm("lg2.approx.f32 %0, %1;" : "=f"(e) : "f"(x));
  asm("sin.approx.f32 %0, %1;" : "=f"(f) : "f"(x));
  p[i] = a + b + c + d + e + f;
}
