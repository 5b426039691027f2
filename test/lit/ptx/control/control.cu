// Control instructions: bra to a label of the same asm becomes a branch between blocks, nanosleep
// is s_sleep, trap is llvm.trap (s_trap 2), exit ends the thread (converged warps only).
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=IR
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefix=ASM
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=ASM
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefix=ASM

// The branch over the mov folds into a select at -O2.
// IR-LABEL: @_Z7controlPjPKj
// IR: call void @llvm.amdgcn.s.sleep(i32 1)
// IR: call void @llvm.trap()
// IR: select i1 %{{.*}}, i32 0, i32 7
// ASM-LABEL: _Z7controlPjPKj:
// ASM-NOT: ASMSTART
// ASM: s_sleep 1
// ASM: s_trap 2
__global__ void control(unsigned *p, const unsigned *q) {
  unsigned i = threadIdx.x, r = 0;
  asm volatile("{ .reg .pred z; setp.eq.u32 z, %1, 0; @z bra DONE; mov.u32 %0, 7; DONE: }" : "+r"(r) : "r"(q[i]));
  asm volatile("nanosleep.u32 100;");
  if (q[i] == 12345)
    asm volatile("trap;");
  p[i] = r;
}

// IR-LABEL: @_Z4stopPj
// IR: call void @llvm.amdgcn.endpgm()
// IR-NEXT: unreachable
__global__ void stop(unsigned *p) {
  if (p[0] == 0)
    asm volatile("exit;");
  p[threadIdx.x] = 1;
}
