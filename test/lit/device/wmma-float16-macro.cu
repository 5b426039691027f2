// SPDX-License-Identifier: Apache-2.0
// libcu++ (cuda/std/detail/__config, included by <cuda/pipeline>, <cuda/barrier>, ...) defines
// _Float16 as a macro for __half; NVIDIA's bf16/tf32/dmmaTensorCoreGemm samples include it before
// <mma.h>. The wmma headers must still reach the real _Float16 type.
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=GFX11
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefix=PORT

#include <cuda_fp16.h>
#define _Float16 __half
#include <mma.h>

using namespace nvcuda;

// GFX11-LABEL: tile:
// GFX11: v_wmma_f32_16x16x16_f16
// PORT-LABEL: define {{.*}}@tile(
// PORT: call {{.*}}@llvm.amdgcn.ds.bpermute
// PORT: fpext {{.*}}half {{.*}} to float
extern "C" __global__ void tile(const half *a, const half *b, half *c) {
  wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> fa;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::col_major> fb;
  wmma::fragment<wmma::accumulator, 16, 16, 16, half> fc;
  wmma::load_matrix_sync(fa, a, 16);
  wmma::load_matrix_sync(fb, b, 16);
  wmma::load_matrix_sync(fc, c, 16, wmma::mem_row_major);
  wmma::mma_sync(fc, fa, fb, fc);
  wmma::store_matrix_sync(c, fc, 16, wmma::mem_row_major);
}
