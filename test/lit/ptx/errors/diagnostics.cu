// Every inline PTX the plugin cannot lower is an error at the asm statement's line, naming the
// instruction and giving the column inside the asm string; never a backend error or a crash.
// RUN: not %nvcc -c -arch=gfx1100 %s -o %t.o 2>&1 | FileCheck %s
// RUN: not %nvcc -c -arch=gfx90a %s -o %t.o 2>&1 | FileCheck %s

__global__ void bad(unsigned *p, unsigned long long *q) {
  unsigned r;
  // CHECK-DAG: diagnostics.cu:[[@LINE+1]]:{{[0-9]+}}: error: unknown PTX instruction 'frob.b32' (inline PTX column 1)
  asm("frob.b32 %0, %1;" : "=r"(r) : "r"(p[0]));
  p[1] = r;
  // CHECK-DAG: diagnostics.cu:[[@LINE+1]]:{{[0-9]+}}: error: 'add.u32' takes 3 operands, 2 given (inline PTX column 1)
  asm("add.u32 %0, %1;" : "=r"(r) : "r"(p[0]));
  p[2] = r;
  // CHECK-DAG: diagnostics.cu:[[@LINE+1]]:{{[0-9]+}}: error: use of undeclared register 'tmp' (inline PTX column 13)
  asm("mov.u32 %0, tmp;" : "=r"(r));
  p[3] = r;
  // CHECK-DAG: diagnostics.cu:[[@LINE+1]]:{{[0-9]+}}: error: bad floating-point immediate: '0f' needs 8 hex digits (inline PTX column 13)
  asm("mov.b32 %0, 0f3F80;" : "=r"(r));
  p[4] = r;
  // CHECK-DAG: diagnostics.cu:[[@LINE+1]]:{{[0-9]+}}: error: PTX instruction 'wgmma.fence.sync.aligned' is not supported on AMD GPUs (inline PTX column 1)
  asm volatile("wgmma.fence.sync.aligned;");
  // CHECK-DAG: diagnostics.cu:[[@LINE+1]]:{{[0-9]+}}: error: PTX instruction 'barrier.cluster.arrive.release.aligned' is not supported on AMD GPUs (clusters) (inline PTX column 1)
  asm volatile("barrier.cluster.arrive.release.aligned;");
  // CHECK-DAG: diagnostics.cu:[[@LINE+1]]:{{[0-9]+}}: error: the truth table of lop3 must be a constant (inline PTX column 26)
  asm("lop3.b32 %0, %1, %1, %1, %2;" : "=r"(r) : "r"(p[0]), "r"(p[1]));
  p[7] = r;
}

__device__ void callee();
__global__ void carry(unsigned *p) {
  unsigned a, b;
  asm("add.cc.u32 %0, %1, %1;" : "=r"(a) : "r"(p[0]));
  callee();
  // CHECK-DAG: diagnostics.cu:[[@LINE+1]]:{{[0-9]+}}: error: the carry flag (CC.CF) is read after a call to a function that may change it (it contains .cc instructions or is not defined here) (inline PTX column 1)
  asm("addc.u32 %0, %1, %1;" : "=r"(b) : "r"(p[1]));
  p[2] = a + b;
}

// A multi-line asm string: the error is reported on the line of the failing statement (column 2:
// the line starts with a tab).
__global__ void multiline(unsigned *p) {
  unsigned r;
  asm("mov.u32 %0, %1;\n"
  // CHECK-DAG: diagnostics.cu:[[@LINE+1]]:{{[0-9]+}}: error: unknown PTX instruction 'nope.u32' (inline PTX column 2)
      "\tnope.u32 %0, %0;" : "=r"(r) : "r"(p[0]));
  p[1] = r;
}
// CHECK-NOT: invalid instruction
// CHECK-NOT: couldn't allocate
