// SPDX-License-Identifier: Apache-2.0
// Every row of headers/__scale_amd/wmma/shapes.def compiles for wave32 and wave64 targets: a kernel
// per row and pair of A/B layouts loads A and B, loads C column-major, runs mma_sync (satf from
// an argument) and stores D row-major. The device IR calls nothing that is left unresolved (only
// LLVM intrinsics are declared), the exchange is ds_bpermute (v_wmma for m16n16k16 on gfx11 and,
// f16/bf16, gfx12), and no fragment spills to scratch.
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=IR
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefixes=CHECK,PORT,W32 --implicit-check-not="ScratchSize: {{[1-9]}}"
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefixes=CHECK,GFX11 --implicit-check-not="ScratchSize: {{[1-9]}}"
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1200 %s -o - | FileCheck %s --check-prefixes=CHECK,GFX12 --implicit-check-not="ScratchSize: {{[1-9]}}"
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefixes=CHECK,PORT,GFX9 --implicit-check-not="ScratchSize: {{[1-9]}}"

// IR-NOT: {{^declare .*@([^l]|l[^l]|ll[^v])}}
// IR: define {{.*}}@mma_m16n16k16_f16_f32(
// IR: call {{.*}}<8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16
// IR-NOT: {{^declare .*@([^l]|l[^l]|ll[^v])}}

// m16n16k16 is one v_wmma and no exchange on gfx11 (all types) and gfx12 (f16, bf16); everything
// else exchanges with ds_bpermute. On wave64 the exchange stays inside the caller's logical warp:
// its base (lane & 32) is added to the source lane.
// CHECK-LABEL: mma_m16n16k16_f16_f32:
// GFX9: v_mbcnt_hi_u32_b32
// W32-NOT: v_mbcnt_hi_u32_b32
// PORT: ds_bpermute_b32
// GFX11-NOT: ds_bpermute_b32
// GFX11: v_wmma_f32_16x16x16_f16
// GFX11-NOT: ds_bpermute_b32
// GFX12-NOT: ds_bpermute_b32
// GFX12: v_wmma_f32_16x16x16_f16
// GFX12-NOT: ds_bpermute_b32
// CHECK: s_endpgm
// CHECK-LABEL: mma_m16n16k16_f16_f16:
// PORT: ds_bpermute_b32
// GFX11-NOT: ds_bpermute_b32
// GFX11: v_wmma_f32_16x16x16_f16
// GFX11-NOT: ds_bpermute_b32
// GFX12-NOT: ds_bpermute_b32
// GFX12: v_wmma_f32_16x16x16_f16
// GFX12-NOT: ds_bpermute_b32
// CHECK: s_endpgm
// CHECK-LABEL: mma_m16n16k16_bf16_f32:
// PORT: ds_bpermute_b32
// GFX11-NOT: ds_bpermute_b32
// GFX11: v_wmma_f32_16x16x16_bf16
// GFX11-NOT: ds_bpermute_b32
// GFX12-NOT: ds_bpermute_b32
// GFX12: v_wmma_f32_16x16x16_bf16
// GFX12-NOT: ds_bpermute_b32
// CHECK: s_endpgm
// CHECK-LABEL: mma_m16n16k16_s8_s32:
// PORT: ds_bpermute_b32
// GFX11-NOT: ds_bpermute_b32
// GFX11: v_wmma_i32_16x16x16_iu8
// GFX11-NOT: ds_bpermute_b32
// GFX12: ds_bpermute_b32
// CHECK: s_endpgm
// CHECK-LABEL: mma_m16n16k16_u8_s32:
// PORT: ds_bpermute_b32
// GFX11-NOT: ds_bpermute_b32
// GFX11: v_wmma_i32_16x16x16_iu8
// GFX11-NOT: ds_bpermute_b32
// GFX12: ds_bpermute_b32
// CHECK: s_endpgm
// CHECK-LABEL: mma_m32n8k16_f16_f32:
// CHECK: ds_bpermute_b32
// CHECK: s_endpgm
// CHECK-LABEL: mma_m32n8k16_f16_f16:
// CHECK: ds_bpermute_b32
// CHECK: s_endpgm
// CHECK-LABEL: mma_m32n8k16_bf16_f32:
// CHECK: ds_bpermute_b32
// CHECK: s_endpgm
// CHECK-LABEL: mma_m32n8k16_s8_s32:
// CHECK: ds_bpermute_b32
// CHECK: s_endpgm
// CHECK-LABEL: mma_m32n8k16_u8_s32:
// CHECK: ds_bpermute_b32
// CHECK: s_endpgm
// CHECK-LABEL: mma_m8n32k16_f16_f32:
// CHECK: ds_bpermute_b32
// CHECK: s_endpgm
// CHECK-LABEL: mma_m8n32k16_f16_f16:
// CHECK: ds_bpermute_b32
// CHECK: s_endpgm
// CHECK-LABEL: mma_m8n32k16_bf16_f32:
// CHECK: ds_bpermute_b32
// CHECK: s_endpgm
// CHECK-LABEL: mma_m8n32k16_s8_s32:
// CHECK: ds_bpermute_b32
// CHECK: s_endpgm
// CHECK-LABEL: mma_m8n32k16_u8_s32:
// CHECK: ds_bpermute_b32
// CHECK: s_endpgm
// CHECK-LABEL: mma_m16n16k8_tf32_f32:
// CHECK: ds_bpermute_b32
// CHECK: s_endpgm
// CHECK-LABEL: mma_m8n8k4_f64_f64:
// CHECK: ds_bpermute_b32
// CHECK: s_endpgm

#include <mma.h>

using namespace nvcuda;

#define T_f16 __half
#define T_bf16 __nv_bfloat16
#define T_s8 signed char
#define T_u8 unsigned char
#define T_tf32 wmma::precision::tf32
#define T_f64 double
#define T_f32 float
#define T_s32 int

template <int M, int N, int K, class TAB, class TACC, class LA, class LB>
__device__ void one(const void *a, const void *b, const TACC *c, TACC *d, bool satf) {
  wmma::fragment<wmma::matrix_a, M, N, K, TAB, LA> fa;
  wmma::fragment<wmma::matrix_b, M, N, K, TAB, LB> fb;
  wmma::fragment<wmma::accumulator, M, N, K, TACC> fc;
  using S = typename decltype(fa)::storage_element_type;
  wmma::load_matrix_sync(fa, (const S *)a, 32);
  wmma::load_matrix_sync(fb, (const S *)b, 32);
  wmma::load_matrix_sync(fc, c, 32, wmma::mem_col_major);
  wmma::mma_sync(fc, fa, fb, fc, satf);
  wmma::store_matrix_sync(d, fc, 32, wmma::mem_row_major);
}

#define KERNEL(M, N, K, AB, ACC, SUFFIX, LA, LB)                                                   \
  extern "C" __global__ void mma_m##M##n##N##k##K##_##AB##_##ACC##SUFFIX(                          \
      const void *a, const void *b, const T_##ACC *c, T_##ACC *d, bool satf) {                     \
    one<M, N, K, T_##AB, T_##ACC, wmma::LA, wmma::LB>(a, b, c, d, satf);                           \
  }
#define SCALE_WMMA_OP(M, N, K, AB, ACC)                                                            \
  KERNEL(M, N, K, AB, ACC, , row_major, col_major)                                                 \
  KERNEL(M, N, K, AB, ACC, _rr, row_major, row_major)                                              \
  KERNEL(M, N, K, AB, ACC, _cr, col_major, row_major)                                              \
  KERNEL(M, N, K, AB, ACC, _cc, col_major, col_major)
#include "__scale_amd/wmma/shapes.def"
