// SPDX-License-Identifier: Apache-2.0
// cuda_fp8.h in AMD machine code on each covered target: the conversions are the header's integer
// code inlined (none of these targets converts FP8 in hardware; gfx940's FNUZ conversions are
// another format), with no calls and no scratch memory, for the scalar functions, the pair forms
// and the class constructors/operators. Values: device-fold.test (the same IR folded against
// NVIDIA's results) and host-exact.cpp (the same code on the host).
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefixes=CHECK,GFX10 --implicit-check-not=s_swappc --implicit-check-not='ScratchSize: {{[1-9]}}'
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefixes=CHECK,GFX11 --implicit-check-not=s_swappc --implicit-check-not='ScratchSize: {{[1-9]}}'
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefixes=CHECK,GFX9 --implicit-check-not=s_swappc --implicit-check-not='ScratchSize: {{[1-9]}}'
#include <cuda_fp8.h>

// Narrowing: the leading-one search of the rounding routine (v_ffbh), the rounding by shifts.
// CHECK-LABEL: float_to_e4m3:
// GFX10: v_ffbh_u32
// GFX11: v_clz_i32_u32
// GFX9: v_ffbh_u32
// CHECK: global_store_{{byte|b8}}
// CHECK: s_endpgm
extern "C" __global__ void float_to_e4m3(const float *f, __nv_fp8_storage_t *o) {
  o[threadIdx.x] = __nv_cvt_float_to_fp8(f[threadIdx.x], __NV_SATFINITE, __NV_E4M3);
}

// CHECK-LABEL: double_to_e5m2:
// CHECK: global_load_{{dwordx2|b64}}
// CHECK: global_store_{{byte|b8}}
// CHECK: s_endpgm
extern "C" __global__ void double_to_e5m2(const double *d, __nv_fp8_storage_t *o) {
  o[threadIdx.x] = __nv_cvt_double_to_fp8(d[threadIdx.x], __NV_NOSAT, __NV_E5M2);
}

// Pairs: two bytes of one short store.
// CHECK-LABEL: float2_to_pair:
// CHECK: global_store_{{short|b16}}
// CHECK: s_endpgm
extern "C" __global__ void float2_to_pair(const float2 *f, __nv_fp8x2_storage_t *o) {
  o[threadIdx.x] = __nv_cvt_float2_to_fp8x2(f[threadIdx.x], __NV_SATFINITE, __NV_E5M2);
}

// Widening e5m2 is a shift into the upper byte of the half.
// CHECK-LABEL: e5m2_to_half:
// CHECK: v_lshlrev_b{{16|32}}{{.*}} 8
// CHECK: global_store_{{short|b16}}
// CHECK: s_endpgm
extern "C" __global__ void e5m2_to_half(const __nv_fp8_storage_t *c, __half_raw *o) {
  o[threadIdx.x] = __nv_cvt_fp8_to_halfraw(c[threadIdx.x], __NV_E5M2);
}

// The classes: constructors, conversion operators, x4 from float4.
// CHECK-LABEL: classes:
// CHECK: global_store_{{dword|b32}}
// CHECK: s_endpgm
extern "C" __global__ void classes(const float4 *f, __nv_fp8x4_e4m3 *q, float *o, int *n) {
  const float4 v = f[threadIdx.x];
  q[threadIdx.x] = __nv_fp8x4_e4m3(v);
  const __nv_fp8_e5m2 e(v.x);
  const __nv_fp8_e4m3 a(__float2half(v.y));
  o[threadIdx.x] = static_cast<float>(e) + static_cast<float>(a) + static_cast<float>(__nv_fp8_e4m3(n[0]));
  n[threadIdx.x + 1] = static_cast<int>(a) + static_cast<int>(static_cast<unsigned char>(e));
}
