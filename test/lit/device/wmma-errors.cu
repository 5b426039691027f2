// SPDX-License-Identifier: Apache-2.0
// Fragments and mma_sync combinations CUDA does not offer are compile errors that name the
// problem (a static_assert), never a link error or a wrong result.
// RUN: not %nvcc --cuda-device-only -S -O2 -arch=gfx1100 -DCASE=1 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=SHAPE
// RUN: not %nvcc --cuda-device-only -S -O2 -arch=gfx1100 -DCASE=2 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=SHAPE2
// RUN: not %nvcc --cuda-device-only -S -O2 -arch=gfx1100 -DCASE=3 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=SUBBYTE
// RUN: not %nvcc --cuda-device-only -S -O2 -arch=gfx1100 -DCASE=4 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LAYOUT
// RUN: not %nvcc --cuda-device-only -S -O2 -arch=gfx1100 -DCASE=5 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=MMA
// RUN: not %nvcc --cuda-device-only -S -O2 -arch=gfx1100 -DCASE=6 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=ACCLOAD

#include <mma.h>

using namespace nvcuda;

__global__ void k(const float *p, float *q) {
#if CASE == 1
  // SHAPE: error: static assertion failed {{.*}}wmma: no such fragment
  // SHAPE: wmma-errors.cu:[[@LINE+1]]:{{[0-9]+}}: note: in instantiation
  wmma::fragment<wmma::matrix_a, 16, 16, 16, float, wmma::row_major> f;
#elif CASE == 2
  // SHAPE2: error: static assertion failed {{.*}}wmma: no such fragment
  // SHAPE2: wmma-errors.cu:[[@LINE+1]]:{{[0-9]+}}: note: in instantiation
  wmma::fragment<wmma::accumulator, 16, 16, 8, int> f;
#elif CASE == 3
  // SUBBYTE: error: static assertion failed {{.*}}experimental sub-byte types
  // SUBBYTE: wmma-errors.cu:[[@LINE+1]]:{{[0-9]+}}: note: in instantiation
  wmma::fragment<wmma::matrix_a, 8, 8, 32, wmma::experimental::precision::u4, wmma::row_major> f;
#elif CASE == 4
  // LAYOUT: error: static assertion failed {{.*}}need a row_major or col_major layout
  // LAYOUT: wmma-errors.cu:[[@LINE+1]]:{{[0-9]+}}: note: in instantiation
  wmma::fragment<wmma::matrix_b, 16, 16, 16, half> f;
#elif CASE == 5
  // MMA: error: static assertion failed {{.*}}mma_sync has no such combination
  wmma::fragment<wmma::matrix_a, 16, 16, 16, __nv_bfloat16, wmma::row_major> a;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, __nv_bfloat16, wmma::col_major> b;
  wmma::fragment<wmma::accumulator, 16, 16, 16, half> c;
  // MMA: wmma-errors.cu:[[@LINE+1]]:{{[0-9]+}}: note: in instantiation
  wmma::mma_sync(c, a, b, c);
#elif CASE == 6
  // ACCLOAD: error: static assertion failed {{.*}}needs a layout_t argument
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> c;
  // ACCLOAD: wmma-errors.cu:[[@LINE+1]]:{{[0-9]+}}: note: in instantiation
  wmma::load_matrix_sync(c, p, 16);
#endif
}
