// SPDX-License-Identifier: Apache-2.0
// tanh.approx of tiny and subnormal x is x (nvcc's code on an H200); the exp2 formula cancels to
// 0 there, so |x| < 2^-6 uses x - x^3/3. Found by route A (test/exec/ptx/float.forms).
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1100 %s -o - | FileCheck %s

// CHECK-LABEL: @_Z4tanhPfPt
// CHECK: store float 0x3810000000000000,
// CHECK: store float 0xBF1A36E2E0000000,
// CHECK: store i16 1,
__global__ void tanh(float *f, unsigned short *h) {
  asm("tanh.approx.f32 %0, %1;" : "=f"(f[0]) : "f"(0x1p-126f));
  asm("tanh.approx.f32 %0, %1;" : "=f"(f[1]) : "f"(-1e-4f));
  asm("tanh.approx.bf16 %0, %1;" : "=h"(h[0]) : "h"((unsigned short)1));
}
