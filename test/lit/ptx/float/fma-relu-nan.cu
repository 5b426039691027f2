// SPDX-License-Identifier: Apache-2.0
// fma.rn.relu: negative results become +0 and a NaN result the canonical NaN 0x7fff (PTX ISA
// fma); maxnum alone gave 0 for NaN, as cvt's .relu did before route A found it there.
// Constant inputs let -O2 fold each asm to its result.
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1100 %s -o - | FileCheck %s

// CHECK-LABEL: @_Z4reluPt
// CHECK: store <2 x i16> <i16 32767, i16 0>,
// CHECK: store i16 15360,
__global__ void relu(unsigned short *h) {
  unsigned short nan = 0x7e00, one = 0x3c00; // f16 bits
  asm("fma.rn.relu.f16 %0, %1, %2, %3;" : "=h"(h[0]) : "h"(nan), "h"(one), "h"(one));
  // bf16: -1 * 1 + 0 clamps to +0.
  asm("fma.rn.relu.bf16 %0, %1, %2, %3;" : "=h"(h[1]) : "h"((unsigned short)0xbf80), "h"((unsigned short)0x3f80), "h"((unsigned short)0));
  asm("fma.rn.relu.f16 %0, %1, %2, %3;" : "=h"(h[2]) : "h"(one), "h"(one), "h"((unsigned short)0));
}
