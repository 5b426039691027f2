// SPDX-License-Identifier: Apache-2.0
// The nvcuda::wmma surface as CUDA programs use it: fragment types and sizes, fill_fragment and
// element-wise x[], an in-place mma_sync with mixed accumulator types, __float_to_tf32
// (round to nearest, ties away: add 0x1000, clear the low 13 bits), and a whole host + device
// compile.
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1030 %s -o - | FileCheck %s
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=GFX11
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefix=ASM
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefix=ASM
// RUN: %nvcc -c -O2 -arch=gfx1100 %s -o %t.o

#include <mma.h>

using namespace nvcuda;

#define NUM(USE, ...) wmma::fragment<wmma::USE, __VA_ARGS__>::num_elements

/* Sizes: a lane holds m*k/32, k*n/32 and m*n/32 elements; on gfx11 m16n16k16 takes v_wmma's
 * operand layout (a whole row of A per lane, replicated in lanes 16-31). */
#if defined(__GFX11__)
static_assert(NUM(matrix_a, 16, 16, 16, half, wmma::row_major) == 16, "");
static_assert(NUM(matrix_b, 16, 16, 16, signed char, wmma::row_major) == 16, "");
#else
static_assert(NUM(matrix_a, 16, 16, 16, half, wmma::row_major) == 8, "");
static_assert(NUM(matrix_b, 16, 16, 16, signed char, wmma::row_major) == 8, "");
#endif
static_assert(NUM(accumulator, 16, 16, 16, float) == 8, "");
static_assert(NUM(matrix_b, 32, 8, 16, half, wmma::col_major) == 4, "");
static_assert(NUM(matrix_a, 32, 8, 16, signed char, wmma::row_major) == 16, "");
static_assert(NUM(accumulator, 8, 32, 16, int) == 8, "");
static_assert(NUM(accumulator, 8, 8, 4, double) == 2, "");
static_assert(NUM(matrix_a, 8, 8, 4, double, wmma::col_major) == 1, "");
static_assert(__is_same(wmma::fragment<wmma::matrix_a, 16, 16, 8, wmma::precision::tf32,
                                       wmma::row_major>::element_type, wmma::precision::tf32), "");
static_assert(__is_same(wmma::fragment<wmma::matrix_a, 16, 16, 8, wmma::precision::tf32,
                                       wmma::row_major>::storage_element_type, float), "");
static_assert(__is_same(wmma::fragment<wmma::matrix_b, 16, 16, 16, __nv_bfloat16,
                                       wmma::row_major>::element_type, __nv_bfloat16), "");
static_assert(wmma::mem_row_major == 0 && wmma::mem_col_major == 1, "");

// CHECK-LABEL: define {{.*}}@tf32(
// CHECK: add i32 {{.*}}, 4096
// CHECK: and i32 {{.*}}, -8192
extern "C" __global__ void tf32(float *p) {
  p[threadIdx.x] = wmma::__float_to_tf32(p[threadIdx.x]);
}

// Element-wise scaling of x[] and an in-place D = A*B + C with an f16 C and f32 D, then f32 C
// into f16 D, as cudaTensorCoreGemm's epilogue does.
// CHECK-LABEL: define {{.*}}@gemm_tile(
// CHECK: call {{.*}}@llvm.amdgcn.ds.bpermute
// CHECK: call {{.*}}@llvm.fma.f32
// CHECK: fptrunc {{.*}}float {{.*}} to half
// CHECK: ret void
// On gfx11 each m16n16k16 mma_sync is one WMMA, the f16 C converted to f32 and D rounded once.
// GFX11-LABEL: define {{.*}}@gemm_tile(
// GFX11-NOT: ds.bpermute
// GFX11: fpext {{.*}}half {{.*}} to float
// GFX11: call {{.*}}<8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16
// GFX11: call {{.*}}<8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16
// GFX11: fptrunc {{.*}}float {{.*}} to half
// GFX11-NOT: ds.bpermute
// GFX11: ret void
// ASM-LABEL: gemm_tile:
// ASM: ds_bpermute_b32
// ASM: s_endpgm
extern "C" __global__ void gemm_tile(const half *a, const half *b, half *c, float alpha) {
  wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::col_major> fa;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::row_major> fb;
  wmma::fragment<wmma::accumulator, 16, 16, 16, half> fc;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc;
  wmma::fill_fragment(acc, 0.0f);
  wmma::load_matrix_sync(fa, a, 16);
  wmma::load_matrix_sync(fb, b, 16);
  wmma::load_matrix_sync(fc, c, 16, wmma::mem_row_major);
  wmma::mma_sync(acc, fa, fb, fc);
  for (int i = 0; i < acc.num_elements; i++)
    acc.x[i] *= alpha;
  wmma::mma_sync(fc, fa, fb, acc);
  wmma::store_matrix_sync(c, fc, 16, wmma::mem_col_major);
}

// Integer mma with satf: the 64-bit sum is clamped to the int range.
// CHECK-LABEL: define {{.*}}@imma(
// CHECK: call i64 @llvm.smax.i64(i64 {{.*}}, i64 -2147483648)
// CHECK-NEXT: call i64 @llvm.smin.i64(i64 {{.*}}, i64 2147483647)
// CHECK: ret void
extern "C" __global__ void imma(const signed char *a, const signed char *b, int *c) {
  wmma::fragment<wmma::matrix_a, 8, 32, 16, signed char, wmma::row_major> fa;
  wmma::fragment<wmma::matrix_b, 8, 32, 16, signed char, wmma::col_major> fb;
  wmma::fragment<wmma::accumulator, 8, 32, 16, int> fc;
  wmma::load_matrix_sync(fa, a, 16);
  wmma::load_matrix_sync(fb, b, 16);
  wmma::load_matrix_sync(fc, c, 32, wmma::mem_row_major);
  wmma::mma_sync(fc, fa, fb, fc, true);
  wmma::store_matrix_sync(c, fc, 32, wmma::mem_row_major);
}
