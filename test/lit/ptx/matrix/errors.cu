// Matrix instructions the lowering cannot do, or malformed ones, are errors at the asm statement's
// line naming the instruction, never a backend error or a crash.
// RUN: not %nvcc -c -arch=gfx1100 %s -o %t.o 2>&1 | FileCheck %s
// RUN: not %nvcc -c -arch=gfx90a %s -o %t.o 2>&1 | FileCheck %s

__global__ void bad(unsigned *p, float *q) {
  unsigned r0, r1, r2, r3, s = p[0];
  float f0, f1, f2, f3;
  // CHECK-DAG: errors.cu:[[@LINE+1]]:{{[0-9]+}}: error: PTX instruction 'mma.sync.aligned.m8n8k16.row.col.s32.s8.s8.s32' is not supported on AMD GPUs (shape .m8n8k16) (inline PTX column 1)
  asm("mma.sync.aligned.m8n8k16.row.col.s32.s8.s8.s32 {%0,%1}, {%2}, {%3}, {%4,%5};" : "=r"(r0), "=r"(r1) : "r"(s), "r"(s), "r"(s), "r"(s));
  p[1] = r0 + r1;
  // CHECK-DAG: errors.cu:[[@LINE+1]]:{{[0-9]+}}: error: PTX instruction 'mma.sync.aligned.m16n8k16.row.col.f32.tf32.tf32.f32' is not supported on AMD GPUs (type combination .f32.tf32.tf32.f32 with .m16n8k16) (inline PTX column 1)
  asm("mma.sync.aligned.m16n8k16.row.col.f32.tf32.tf32.f32 {%0,%1,%2,%3}, {%4,%4,%4,%4}, {%4,%4}, {%0,%1,%2,%3};" : "+f"(f0), "+f"(f1), "+f"(f2), "+f"(f3) : "r"(s));
  // CHECK-DAG: errors.cu:[[@LINE+1]]:{{[0-9]+}}: error: PTX instruction 'mma.sync.aligned.m16n8k16.row.col.f16.bf16.bf16.f16' is not supported on AMD GPUs (type combination .f16.bf16.bf16.f16 with .m16n8k16) (inline PTX column 1)
  asm("mma.sync.aligned.m16n8k16.row.col.f16.bf16.bf16.f16 {%0,%1}, {%2,%2,%2,%2}, {%2,%2}, {%2,%2};" : "=r"(r0), "=r"(r1) : "r"(s));
  p[2] = r0 + r1;
  // CHECK-DAG: errors.cu:[[@LINE+1]]:{{[0-9]+}}: error: 'mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32' needs 4 registers for A, 2 given (inline PTX column 67)
  asm("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, {%4,%4}, {%4,%4}, {%0,%1,%2,%3};" : "+f"(f0), "+f"(f1), "+f"(f2), "+f"(f3) : "r"(s));
  // CHECK-DAG: errors.cu:[[@LINE+1]]:{{[0-9]+}}: error: 'mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32' takes 4 operands, 3 given (inline PTX column 1)
  asm("mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, {%4,%4}, {%4};" : "+f"(f0), "+f"(f1), "+f"(f2), "+f"(f3) : "r"(s));
  // CHECK-DAG: errors.cu:[[@LINE+1]]:{{[0-9]+}}: error: PTX instruction 'mma.sync.aligned.m16n8k16.col.row.f32.f16.f16.f32' is not supported on AMD GPUs (only the .row.col layout) (inline PTX column 1)
  asm("mma.sync.aligned.m16n8k16.col.row.f32.f16.f16.f32 {%0,%1,%2,%3}, {%4,%4,%4,%4}, {%4,%4}, {%0,%1,%2,%3};" : "+f"(f0), "+f"(f1), "+f"(f2), "+f"(f3) : "r"(s));
  q[0] = f0 + f1 + f2 + f3;
  // CHECK-DAG: errors.cu:[[@LINE+1]]:{{[0-9]+}}: error: 'ldmatrix.sync.aligned.m8n8.x4.shared.b16' needs 4 registers for the matrices, 2 given (inline PTX column 43)
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1}, [%2];" : "=r"(r0), "=r"(r1) : "r"(s));
  // CHECK-DAG: errors.cu:[[@LINE+1]]:{{[0-9]+}}: error: PTX instruction 'ldmatrix.sync.aligned.m16n16.x2.trans.shared.b8' is not supported on AMD GPUs (only the .m8n8 shape) (inline PTX column 1)
  asm volatile("ldmatrix.sync.aligned.m16n16.x2.trans.shared.b8 {%0, %1}, [%2];" : "=r"(r2), "=r"(r3) : "r"(s));
  // CHECK-DAG: errors.cu:[[@LINE+1]]:{{[0-9]+}}: error: 'stmatrix.sync.aligned.m8n8.shared.b16' needs one of .x1 .x2 .x4 (inline PTX column 1)
  asm volatile("stmatrix.sync.aligned.m8n8.shared.b16 [%0], {%1};" :: "r"(s), "r"(s));
  // CHECK-DAG: errors.cu:[[@LINE+1]]:{{[0-9]+}}: error: 'movmatrix.sync.aligned.m8n8.b16' needs .trans (inline PTX column 1)
  asm volatile("movmatrix.sync.aligned.m8n8.b16 %0, %1;" : "=r"(r0) : "r"(s));
  p[3] = r0 + r1 + r2 + r3;
}
