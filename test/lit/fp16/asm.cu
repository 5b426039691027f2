// SPDX-License-Identifier: Apache-2.0
// Representative fp16/bf16 functions in AMD machine code on each covered target: scalar f16
// arithmetic is one VALU f16 instruction, __half2 arithmetic is packed (v_pk_*: every target here
// has packed f16 math), bf16 arithmetic runs in f32 (no target here has bf16 ALUs) followed by the
// nearest-even rounding to the upper 16 bits, and pair atomics are a 32-bit compare-and-swap loop.
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefixes=CHECK,GFX10
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefixes=CHECK,GFX11
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefixes=CHECK,GFX9
#include <cuda_bf16.h>

// CHECK-LABEL: half_add:
// GFX10: v_add_f16_e32
// GFX11: v_add_f16_e32
// GFX9: v_add_f16_e32
// CHECK-NOT: v_fma
// CHECK: s_endpgm
extern "C" __global__ void half_add(__half *p) { p[0] = __hadd(__hmul(p[1], p[2]), p[3]); }

// CHECK-LABEL: half2_fma:
// CHECK: v_pk_fma_f16
// CHECK: s_endpgm
extern "C" __global__ void half2_fma(__half2 *p) { p[0] = __hfma2(p[1], p[2], p[3]); }

// CHECK-LABEL: half2_add:
// CHECK: v_pk_add_f16
// CHECK: v_pk_mul_f16
// CHECK: s_endpgm
extern "C" __global__ void half2_add(__half2 *p) { p[0] = __hmul2(__hadd2(p[1], p[2]), p[3]); }

// CHECK-LABEL: half_convert:
// CHECK: v_cvt_f16_f32
// CHECK: v_cvt_f32_f16
// CHECK: s_endpgm
extern "C" __global__ void half_convert(__half *h, float *f) {
  h[0] = __float2half_rn(f[0]);
  f[1] = __half2float(h[1]);
}

// CHECK-LABEL: bf16_add:
// CHECK: v_add_f32
// CHECK: v_bfe_u32 {{v[0-9]+}}, {{v[0-9]+}}, 16, 1
// CHECK: 0x7fff
// CHECK: s_endpgm
extern "C" __global__ void bf16_add(__nv_bfloat16 *p) { p[0] = __hadd(p[1], p[2]); }

// CHECK-LABEL: half2_atomic:
// GFX10: global_atomic_cmpswap
// GFX11: global_atomic_cmpswap_b32
// GFX9: global_atomic_cmpswap
// CHECK: s_endpgm
extern "C" __global__ void half2_atomic(__half2 *p, __half2 v) { atomicAdd(p, v); }

// CHECK-LABEL: half_shfl:
// CHECK: ds_bpermute_b32
// CHECK: s_endpgm
extern "C" __global__ void half_shfl(__half *p, int src) { p[0] = __shfl_sync(~0u, p[1], src); }
