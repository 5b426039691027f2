// Video instruction forms that do not exist are errors at the asm's line, naming the problem.
// RUN: not %nvcc -c -arch=gfx1100 %s -o %t.o 2>&1 | FileCheck %s

__global__ void bad(unsigned *p) {
  unsigned r;
  // CHECK-DAG: errors.cu:[[@LINE+1]]:{{[0-9]+}}: error: '.sat' cannot be combined with the '.add' accumulate (inline PTX column 1)
  asm("vadd2.u32.u32.u32.sat.add %0, %1, %2, %3;" : "=r"(r) : "r"(p[0]), "r"(p[1]), "r"(p[2]));
  p[1] = r;
  // CHECK-DAG: errors.cu:[[@LINE+1]]:{{[0-9]+}}: error: '.h12' is not a valid selector of vadd4 (inline PTX column 23)
  asm("vadd4.u32.u32.u32 %0, %1.h12, %2, %3;" : "=r"(r) : "r"(p[0]), "r"(p[1]), "r"(p[2]));
  p[2] = r;
  // CHECK-DAG: errors.cu:[[@LINE+1]]:{{[0-9]+}}: error: '.b4': a scalar video operand selects .b0-.b3 or .h0/.h1 (inline PTX column 22)
  asm("vadd.u32.u32.u32 %0, %1.b4, %2;" : "=r"(r) : "r"(p[0]), "r"(p[1]));
  p[3] = r;
  // CHECK-DAG: errors.cu:[[@LINE+1]]:{{[0-9]+}}: error: 'vmin.u32.u32' needs three types, each .u32 or .s32 (inline PTX column 1)
  asm("vmin.u32.u32 %0, %1, %2;" : "=r"(r) : "r"(p[0]), "r"(p[1]));
  p[4] = r;
  // CHECK-DAG: errors.cu:[[@LINE+1]]:{{[0-9]+}}: error: vshl needs .clamp or .wrap (inline PTX column 1)
  asm("vshl.u32.u32.u32 %0, %1, %2;" : "=r"(r) : "r"(p[0]), "r"(p[1]));
  p[5] = r;
  // CHECK-DAG: errors.cu:[[@LINE+1]]:{{[0-9]+}}: error: '.h1': operand selectors exist on video instructions only (inline PTX column 13)
  asm("add.u32 %0, %1.h1, %2;" : "=r"(r) : "r"(p[0]), "r"(p[1]));
  p[6] = r;
  // CHECK-DAG: errors.cu:[[@LINE+1]]:{{[0-9]+}}: error: vset2 needs a comparison (.eq, .ne, .lt, .le, .gt, .ge) (inline PTX column 1)
  asm("vset2.u32.u32 %0, %1, %2, %3;" : "=r"(r) : "r"(p[0]), "r"(p[1]), "r"(p[2]));
  p[7] = r;
  // CHECK-DAG: errors.cu:[[@LINE+1]]:{{[0-9]+}}: error: vmad has no secondary operation or destination selector (inline PTX column 1)
  asm("vmad.u32.u32.u32.add %0, %1, %2, %3;" : "=r"(r) : "r"(p[0]), "r"(p[1]), "r"(p[2]));
  p[8] = r;
  // CHECK-DAG: errors.cu:[[@LINE+1]]:{{[0-9]+}}: error: vset has no .sat (inline PTX column 1)
  asm("vset.u32.u32.lt.sat %0, %1, %2;" : "=r"(r) : "r"(p[0]), "r"(p[1]));
  p[9] = r;
  // CHECK-DAG: errors.cu:[[@LINE+1]]:{{[0-9]+}}: error: the shift amount of vshr is .u32 (inline PTX column 1)
  asm("vshr.u32.u32.s32.wrap %0, %1, %2;" : "=r"(r) : "r"(p[0]), "r"(p[1]));
  p[10] = r;
  // CHECK-DAG: errors.cu:[[@LINE+1]]:{{[0-9]+}}: error: '.h2': a destination selects .b0-.b3 or .h0/.h1 (inline PTX column 18)
  asm("vadd.u32.u32.u32 %0.h2, %1, %2, %3;" : "=r"(r) : "r"(p[0]), "r"(p[1]), "r"(p[2]));
  p[11] = r;
  // CHECK-DAG: errors.cu:[[@LINE+1]]:{{[0-9]+}}: error: a secondary operation and a destination selector cannot be combined (inline PTX column 1)
  asm("vadd.u32.u32.u32.min %0.h1, %1, %2, %3;" : "=r"(r) : "r"(p[0]), "r"(p[1]), "r"(p[2]));
  p[12] = r;
  // CHECK-DAG: errors.cu:[[@LINE+1]]:{{[0-9]+}}: error: '.b4' is not a valid mask of vmax4 (inline PTX column 19)
  asm("vmax4.u32.u32.u32 %0.b4, %1, %2, %3;" : "=r"(r) : "r"(p[0]), "r"(p[1]), "r"(p[2]));
  p[13] = r;
  // CHECK-DAG: errors.cu:[[@LINE+1]]:{{[0-9]+}}: error: vset4 has no .sat (inline PTX column 1)
  asm("vset4.u32.u32.lt.sat %0, %1, %2, %3;" : "=r"(r) : "r"(p[0]), "r"(p[1]), "r"(p[2]));
  p[14] = r;
  // CHECK-DAG: errors.cu:[[@LINE+1]]:{{[0-9]+}}: error: vmad negates either the product a*b or c, not both (inline PTX column 1)
  asm("vmad.s32.s32.s32 %0, -%1, %2, -%3;" : "=r"(r) : "r"(p[0]), "r"(p[1]), "r"(p[2]));
  p[15] = r;
  // CHECK-DAG: errors.cu:[[@LINE+1]]:{{[0-9]+}}: error: a negated register operand exists on vmad only (inline PTX column 23)
  asm("vadd.s32.s32.s32 %0, -%1, %2;" : "=r"(r) : "r"(p[0]), "r"(p[1]));
  p[16] = r;
}
