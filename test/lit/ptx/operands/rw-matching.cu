// Matching-digit constraints ("=r"(x) : "0"(y)) tie an input to an output register, as "+r"
// does: the register starts with the input's value, for array elements and struct members too
// (issue 18). "=r" outputs with separate inputs read their inputs only.
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefix=IR
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=IR
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefix=IR
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefix=ASM
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=ASM
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefix=ASM

// c = a + b (two limbs) with outputs tied to a's limbs by "0" and "1": the tied inputs are
// the limbs of a, not of c.
// IR-LABEL: @_Z5digitPj(
// IR: store i32 1, ptr addrspace(1) %{{[0-9]+}}
// IR-NEXT: ret void
__global__ void digit(unsigned *out) {
  unsigned a[2] = {0xfffffff0, 9}, b[2] = {0x20, 1}, c[2] = {77, 88};
  asm("add.cc.u32 %0, %2, %4;\n\taddc.u32 %1, %3, %5;"
      : "=r"(c[0]), "=r"(c[1])
      : "0"(a[0]), "1"(a[1]), "r"(b[0]), "r"(b[1]));
  out[0] = c[0] == 0x10 && c[1] == 11;
}

// The tied input named by its own operand number (%1) and by the output's (%0): one register.
// IR-LABEL: @_Z4selfPj(
// IR: store i32 1, ptr addrspace(1) %{{[0-9]+}}
__global__ void self(unsigned *out) {
  struct { unsigned v; } s = {40};
  unsigned r;
  asm("add.u32 %0, %1, 2;" : "=r"(r) : "0"(s.v));
  out[0] = r == 42;
}

// "=r" outputs with separate inputs: the outputs' old values do not leak into the result.
// IR-LABEL: @_Z8separatePj(
// IR: store i32 1, ptr addrspace(1) %{{[0-9]+}}
__global__ void separate(unsigned *out) {
  unsigned a[2] = {0xffffffff, 1}, b[2] = {1, 2}, c[2] = {1000, 2000};
  asm("add.cc.u32 %0, %2, %4;\n\taddc.u32 %1, %3, %5;"
      : "=r"(c[0]), "=r"(c[1])
      : "r"(a[0]), "r"(a[1]), "r"(b[0]), "r"(b[1]));
  out[0] = c[0] == 0 && c[1] == 4;
}

// A tied input of another type (a 16-bit value in a 32-bit register) is widened.
// IR-LABEL: @_Z5widenPj(
// IR: store i32 1, ptr addrspace(1) %{{[0-9]+}}
__global__ void widen(unsigned *out) {
  unsigned short h[2] = {7, 9};
  unsigned r;
  asm("add.u32 %0, %0, 1;" : "=r"(r) : "0"((unsigned)h[1]));
  out[0] = r == 10;
}

// ASM-LABEL: _Z6digitsPjPKj:
// ASM-NOT: ASMSTART
// ASM: s_add_u32
// ASM: s_addc_u32
// ASM: s_endpgm
__global__ void digits(unsigned *out, const unsigned *in) {
  unsigned a[2] = {in[0], in[1]}, c[2];
  asm("add.cc.u32 %0, %0, %4;\n\taddc.u32 %1, %1, %5;"
      : "=r"(c[0]), "=r"(c[1])
      : "0"(a[0]), "1"(a[1]), "r"(in[2]), "r"(in[3]));
  out[0] = c[0];
  out[1] = c[1];
}
