// SPDX-License-Identifier: Apache-2.0
// .ftz flushes subnormal f32 inputs and results to zero of their sign (and f64 for the .ftz.f64
// approximations); without .ftz subnormals stay. Found by route A (test/exec/ptx/float.forms):
// nvcc's code gives min.ftz(1 ulp, 1) = 0 and rcp.approx.ftz of the largest subnormal = inf.
// Constant inputs let -O2 fold each asm to its result, so the stores below are the values.
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1100 %s -o - | FileCheck %s

// CHECK-LABEL: @_Z3ftzPfPd
// CHECK: store float 0.000000e+00
// CHECK: store float -0.000000e+00
// CHECK: store float 0x36A0000000000000
// CHECK: store float 0x7FF0000000000000
// CHECK: store float 0.000000e+00
// CHECK: store double 0x7FF0000000000000
// CHECK: store double 0x7FE0000000000000
__global__ void ftz(float *f, double *d) {
  const float tiny = 1.401298464e-45f; // 0x00000001
  asm("min.ftz.f32 %0, %1, %2;" : "=f"(f[0]) : "f"(tiny), "f"(1.0f));
  asm("mul.ftz.f32 %0, %1, %2;" : "=f"(f[1]) : "f"(-0.5f), "f"(1e-38f));
  asm("min.f32 %0, %1, %2;" : "=f"(f[2]) : "f"(tiny), "f"(1.0f));
  asm("rcp.approx.ftz.f32 %0, %1;" : "=f"(f[3]) : "f"(1.1754942e-38f));
  asm("add.ftz.f32 %0, %1, %2;" : "=f"(f[4]) : "f"(tiny), "f"(tiny));
  asm("rcp.approx.ftz.f64 %0, %1;" : "=d"(d[0]) : "d"(2.2250738585072e-308 / 2));
  asm("rcp.rn.f64 %0, %1;" : "=d"(d[1]) : "d"(1.0 / 0x1p1022 / 2));
}
