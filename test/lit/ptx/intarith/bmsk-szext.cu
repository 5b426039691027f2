// bmsk.{clamp,wrap}.b32 and szext.{clamp,wrap}.{s32,u32}: shifts guarded so that no shift amount
// reaches 32 (LLVM's poison), the clamp/wrap cases of the PTX ISA pseudo-code as selects.
// Bit-exactness: test/unit/ptx/ExactLoweringTest.cpp and test/exec/ptx/bits.forms.
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O0 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=IR
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefix=ASM
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=ASM
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefix=ASM

// ASM-NOT: ASMSTART

// IR-LABEL: @_Z4bmskPj
// IR: and i32 %{{.*}}, 31
// IR: shl i32 -1, %{{.*}}
// IR: icmp uge i32 %{{.*}}, 32
// IR: icmp uge i32 %{{.*}}, 32
// IR: select i1 %{{.*}}, i32 0, i32 %{{.*}}
__global__ void bmsk(unsigned *p) {
  unsigned i = threadIdx.x, r, s;
  asm("bmsk.clamp.b32 %0, %1, %2;" : "=r"(r) : "r"(p[i]), "r"(p[i + 64]));
  asm("bmsk.wrap.b32 %0, %1, %2;" : "=r"(s) : "r"(p[i]), "r"(p[i + 64]));
  p[i] = r ^ s;
}

// szext.s32 replicates bit b-1 upward; .clamp with b >= 32 keeps a whole.
// IR-LABEL: @_Z5szextPj
// IR: icmp uge i32 %{{.*}}, 32
// IR: shl i32 -1, %{{.*}}
// IR: sub i32 %{{.*}}, 1
// IR: lshr i32
// IR-LABEL: define
__global__ void szext(unsigned *p) {
  unsigned i = threadIdx.x, r, s;
  asm("szext.clamp.s32 %0, %1, %2;" : "=r"(r) : "r"(p[i]), "r"(p[i + 64]));
  asm("szext.wrap.u32 %0, %1, %2;" : "=r"(s) : "r"(p[i]), "r"(p[i + 64]));
  p[i] = r ^ s;
}

// A constant mask folds: bmsk.wrap 1, 2 is 0x6.
// ASM-LABEL: _Z4fold
// ASM: {{v_mov_b32_e32 v[0-9]+, 6$|v_dual_mov_b32 v[0-9]+, 6$}}
__global__ void fold(unsigned *p) {
  unsigned r;
  asm("bmsk.wrap.b32 %0, 1, 2;" : "=r"(r));
  p[0] = r;
}
