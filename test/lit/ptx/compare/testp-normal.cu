// SPDX-License-Identifier: Apache-2.0
// testp.normal is true for zero (PTX ISA: "not NaN, not infinite", and not subnormal); found by
// route A (test/exec/ptx/compare.forms): nvcc's code on an H200 gives 1 for +-0.
// Constant inputs let -O2 fold each asm to its result.
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1100 %s -o - | FileCheck %s

// CHECK-LABEL: @_Z5testpPj
// CHECK: store i32 1,
// CHECK: store i32 1,
// CHECK: store i32 0,
// CHECK: store i32 0,
// CHECK: store i32 1,
// CHECK: store i32 0,
#define TESTP(op, x, i)                                                                            \
  asm("{ .reg .pred p; testp." op ".f32 p, %1; selp.u32 %0, 1, 0, p; }" : "=r"(o[i]) : "f"(x))
__global__ void testp(unsigned *o) {
  TESTP("normal", 0.0f, 0);
  TESTP("normal", -0.0f, 1);
  TESTP("normal", 1e-40f, 2);
  TESTP("normal", __builtin_inff(), 3);
  TESTP("subnormal", 1e-40f, 4);
  TESTP("subnormal", 0.0f, 5);
}
