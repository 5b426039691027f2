// bfe/bfi follow the PTX ISA pseudo-code, positions and lengths >= 32 included (clamped with
// selects); the backend selects v_bfe_u32/v_bfe_i32/v_bfi_b32 (or folds constant fields).
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=IR
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefix=ASM
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=ASM
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefix=ASM

// IR-LABEL: @_Z4bitsPj
// IR: icmp {{.*}}ult i32 %{{.*}}, 32
// IR: select i1
// ASM-LABEL: _Z4bitsPj:
// ASM-NOT: ASMSTART
// ASM: v_bfe_u32
// ASM: v_bfi_b32
__global__ void bits(unsigned *p) {
  unsigned i = threadIdx.x, a, b;
  asm("bfe.u32 %0, %1, %2, %3;" : "=r"(a) : "r"(p[i]), "r"(p[i + 64] & 31), "r"(p[i + 128] & 31));
  asm("bfi.b32 %0, %1, %2, %3, %4;" : "=r"(b) : "r"(a), "r"(p[i]), "r"(p[i + 64]), "r"(p[i + 128]));
  p[i] = b;
}

// A constant signed field is a sign-extending extract.
// ASM-LABEL: _Z5sbytePi:
// ASM: v_bfe_i32 v{{[0-9]+}}, v{{[0-9]+}}, 8, 8
__global__ void sbyte(int *p) {
  int a;
  asm("bfe.s32 %0, %1, 8, 8;" : "=r"(a) : "r"(p[threadIdx.x]));
  p[threadIdx.x] = a;
}
