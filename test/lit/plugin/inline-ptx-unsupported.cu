// Inline PTX the plugin cannot lower is an error at the asm statement's line naming the
// instruction, never a backend "invalid instruction" or a crash: an unknown opcode, and a known one
// without an AMD lowering. An empty asm (an optimization barrier) is valid on AMD and stays.
// RUN: not %nvcc -c -arch=gfx1100 %s -o %t.o 2>&1 | FileCheck %s
// RUN: %nvcc -c -arch=gfx1030 -arch=gfx90a -DONLY_BARRIER %s -o %t.o

__global__ void barrier_only(int *p) {
  asm volatile("" ::: "memory");
  p[0] = 1;
}

#ifndef ONLY_BARRIER
__global__ void uses_ptx(unsigned *p) {
  unsigned r;
  // CHECK: inline-ptx-unsupported.cu:[[@LINE+1]]:{{[0-9]+}}: error: unknown PTX instruction 'frob.b32' (inline PTX column 1)
  asm("frob.b32 %0, %1;" : "=r"(r) : "r"(p[0]));
  p[1] = r;
  // CHECK: inline-ptx-unsupported.cu:[[@LINE+1]]:{{[0-9]+}}: error: PTX instruction 'griddepcontrol.wait' is not supported on AMD GPUs (inline PTX column 1)
  asm volatile("griddepcontrol.wait;" ::: "memory");
}
// CHECK-NOT: invalid instruction
// CHECK: 2 errors generated when compiling for gfx1100
#endif
