// %nsmid, %nwarpid and %gridid: bounds consistent with our %smid (at most 8 bits) and %warpid
// (the warp of a block of at most 1024 threads), and the dispatch id as the grid identifier.
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=IR
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefix=ASM

// IR-LABEL: @_Z3idsPjPy
// IR: [[G:%.*]] = tail call i64 @llvm.amdgcn.dispatch.id()
// IR: store i32 256
// IR: store i32 32
// IR: store i64 [[G]]
// ASM-NOT: ASMSTART
// ASM: s_endpgm
__global__ void ids(unsigned *p, unsigned long long *q) {
  unsigned n, w;
  unsigned long long g;
  asm("mov.u32 %0, %%nsmid;" : "=r"(n));
  asm("mov.u32 %0, %%nwarpid;" : "=r"(w));
  asm("mov.u64 %0, %%gridid;" : "=l"(g));
  p[0] = n;
  p[1] = w;
  q[0] = g;
}
