// SPDX-License-Identifier: Apache-2.0
// NaN through cvt, as nvcc's code does on an H200 (found by route A, test/exec/ptx/convert.forms):
//  * .f32 -> 16/32-bit integers give 0; from .f64 or to 64-bit integers, the value with only the
//    top bit set (f64 -> 32-bit: also what route B measured for __double2int_rn and friends);
//  * .relu and .satfinite give the canonical NaN 0x7fff (f16 and bf16), not 0 or the largest
//    finite value.
// Constant inputs let -O2 fold each asm to its result.
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1100 %s -o - | FileCheck %s

// CHECK-LABEL: @_Z3nanPyPjPt
// CHECK: store i64 -9223372036854775808,
// CHECK: store i64 -9223372036854775808,
// CHECK: store i32 0,
// CHECK: store i32 -2147483648,
// CHECK: store <2 x i16> <i16 -32768, i16 0>,
// CHECK: store <2 x i16> splat (i16 32767),
// CHECK: store i16 32767,
// CHECK: store i32 32767,
__global__ void nan(unsigned long long *l, unsigned *u, unsigned short *h) {
  float nf = __builtin_nanf("");
  double nd = __builtin_nan("");
  asm("cvt.rzi.s64.f64 %0, %1;" : "=l"(l[0]) : "d"(nd));
  asm("cvt.rzi.u64.f32 %0, %1;" : "=l"(l[1]) : "f"(nf));
  asm("cvt.rzi.s32.f32 %0, %1;" : "=r"(u[0]) : "f"(nf));
  asm("cvt.rni.u32.f64 %0, %1;" : "=r"(u[1]) : "d"(nd));
  asm("cvt.rzi.u16.f64 %0, %1;" : "=h"(h[0]) : "d"(nd));
  asm("cvt.rzi.s16.f32 %0, %1;" : "=h"(h[1]) : "f"(nf));
  asm("cvt.rn.relu.f16.f32 %0, %1;" : "=h"(h[2]) : "f"(nf));
  asm("cvt.rn.satfinite.f16.f32 %0, %1;" : "=h"(h[3]) : "f"(nf));
  asm("cvt.rn.relu.satfinite.bf16.f32 %0, %1;" : "=h"(h[4]) : "f"(nf));
  asm("cvt.rn.relu.bf16x2.f32 %0, %1, %2;" : "=r"(u[2]) : "f"(-1.0f), "f"(nf));
}
