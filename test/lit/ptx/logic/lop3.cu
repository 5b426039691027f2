// lop3.b32: the truth table is decomposed into bitwise operations; 0x96 (a^b^c) becomes one
// v_xor3_b32 on gfx10+, 0xCA (a ? b : c) one v_bfi_b32 there (and/and/or on gfx9).
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=IR
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefixes=ASM,XOR3
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefixes=ASM,XOR3
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefixes=ASM,GFX9

// IR-LABEL: @_Z4xor3Pj
// IR: xor i32
// IR: xor i32
// ASM-NOT: ASMSTART
// ASM-LABEL: _Z4xor3Pj:
// XOR3: v_xor3_b32
// GFX9: v_xor_b32
__global__ void xor3(unsigned *p) {
  unsigned r, i = threadIdx.x * 4;
  asm("lop3.b32 %0, %1, %2, %3, 0x96;" : "=r"(r) : "r"(p[i]), "r"(p[i + 1]), "r"(p[i + 2]));
  p[i + 3] = r;
}

// IR-LABEL: @_Z3selPj
// ASM-LABEL: _Z3selPj:
// XOR3: v_bfi_b32
// GFX9: v_or_b32
__global__ void sel(unsigned *p) {
  unsigned r, i = threadIdx.x * 4;
  asm("lop3.b32 %0, %1, %2, %3, 0xCA;" : "=r"(r) : "r"(p[i]), "r"(p[i + 1]), "r"(p[i + 2]));
  p[i + 3] = r;
}

// Constant tables: 0x00 and 0xFF need no input at all.
// IR-LABEL: @_Z6constsPj
// IR: store i32 0,
// IR: store i32 -1,
__global__ void consts(unsigned *p) {
  unsigned z, o;
  asm("lop3.b32 %0, %2, %3, %4, 0x00;\n\tlop3.b32 %1, %2, %3, %4, 0xff;"
      : "=r"(z), "=r"(o) : "r"(p[0]), "r"(p[1]), "r"(p[2]));
  p[3] = z;
  p[4] = o;
}
