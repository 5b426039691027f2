// prmt: constant selectors become a byte shuffle that the backend turns into v_perm_b32; a
// selector in a register and the special modes are computed byte by byte.
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=IR
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefix=ASM
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=ASM
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefix=ASM
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O0 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=O0
// The exact lowering is checked at -O0 (what the pass emits); -O2 checks that it folds.

// O0-NOT: call {{.*}} asm
// O0-LABEL: @_Z4swapPj
// O0: shufflevector <8 x i8> %{{.*}}, <8 x i8> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 2>
// IR-LABEL: @_Z4swapPj
// IR: shufflevector <4 x i8> %{{.*}}, <4 x i8> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 2>
// ASM-NOT: ASMSTART
// ASM-LABEL: _Z4swapPj:
// ASM: v_perm_b32
__global__ void swap(unsigned *p) {
  unsigned r;
  asm("prmt.b32 %0, %1, %2, 0x2301;" : "=r"(r) : "r"(p[0]), "r"(p[1]));
  p[2] = r;
}

// Selector 0x8880: byte 0 of a, then three bytes replicating its sign (a sign extension).
// O0-LABEL: @_Z4signPj
// O0: ashr <4 x i8> %{{.*}}, <i8 0, i8 7, i8 7, i8 7>
// IR-LABEL: @_Z4signPj
// IR: ashr <4 x i8> %{{.*}}, <i8 0, i8 7, i8 7, i8 7>
__global__ void sign(unsigned *p) {
  unsigned r;
  asm("prmt.b32 %0, %1, 0, 0x8880;" : "=r"(r) : "r"(p[0]));
  p[1] = r;
}

// IR-LABEL: @_Z5dynamPj
// IR: lshr i64
// IR: ashr i8 %{{.*}}, 7
__global__ void dynam(unsigned *p) {
  unsigned r;
  asm("prmt.b32 %0, %1, %2, %3;" : "=r"(r) : "r"(p[0]), "r"(p[1]), "r"(p[2]));
  p[3] = r;
}

// f4e with c = 1 selects bytes 4 3 2 1: a funnel shift right by 8.
// O0-LABEL: @_Z3f4ePj
// O0: <4 x i32> <i32 1, i32 2, i32 3, i32 4>
__global__ void f4e(unsigned *p) {
  unsigned r;
  asm("prmt.b32.f4e %0, %1, %2, 1;" : "=r"(r) : "r"(p[0]), "r"(p[1]));
  p[2] = r;
}

// rc16 with c = 1 replicates the upper half: bytes 3 2 3 2.
// O0-LABEL: @_Z4rc16Pj
// O0: <4 x i32> <i32 2, i32 3, i32 2, i32 3>
// IR-LABEL: @_Z4rc16Pj
// IR: <4 x i32> <i32 2, i32 3, i32 2, i32 3>
__global__ void rc16(unsigned *p) {
  unsigned r;
  asm("prmt.b32.rc16 %0, %1, %2, 1;" : "=r"(r) : "r"(p[0]), "r"(p[1]));
  p[2] = r;
}
