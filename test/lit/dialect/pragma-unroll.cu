// `#pragma unroll`, `#pragma unroll N` and `#pragma nounroll` (CUDA spellings) are honoured; a
// non-constant count stays an error.
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O0 -arch=gfx1100 %s -o - | FileCheck %s
// RUN: not %nvcc --cuda-device-only -S -arch=gfx1100 -DBAD %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD
// CHECK-DAG: !{!"llvm.loop.unroll.count", i32 4}
// CHECK-DAG: !{!"llvm.loop.unroll.disable"}
__global__ void k(int *p, int n) {
#pragma unroll 4
  for (int i = 0; i < n; ++i)
    p[i] += 1;
#pragma nounroll
  for (int i = 0; i < n; ++i)
    p[i] *= 2;
#pragma unroll
  for (int i = 0; i < 8; ++i)
    p[i] -= 1;
#ifdef BAD
  // BAD: pragma-unroll.cu:[[@LINE+1]]:{{[0-9]+}}: error: expression is not an integral constant expression
#pragma unroll n
  for (int i = 0; i < n; ++i)
    p[i] += 3;
#endif
}
