// Read-write operands that are global-memory elements reached through a pointer ("+r"(p[7]))
// keep the value they carry in (issue 18: even the first add.cc lost it). Values stored through
// the pointer just before the asm are forwarded by -O2, so the folded results show in the IR.
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefix=IR
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=IR
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefix=IR
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefix=ASM
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=ASM
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefix=ASM

// p[7] = 10, p[8] = 20; p[7] += 5 (add.cc, no carry), p[8] += 1 + carry: 15 and 21.
// IR-LABEL: @_Z4elemPj(
// IR: store i32 1, ptr addrspace(1) %{{[0-9]+}}
// IR-NEXT: ret void
__global__ void elem(unsigned *p) {
  p[7] = 10;
  p[8] = 20;
  asm("add.cc.u32 %0, %0, %2;\n\taddc.u32 %1, %1, 1;" : "+r"(p[7]), "+r"(p[8]) : "r"(5u));
  p[0] = p[7] == 15 && p[8] == 21;
}

// Run time: a 4-limb add in place on global memory, the limbs at a thread-dependent offset; all
// four limbs are loaded before the chain and stored after it.
// ASM-LABEL: _Z7inplacePjPKj:
// ASM-NOT: ASMSTART
// ASM: {{global_load_dwordx4|global_load_b128}}
// ASM: {{global_load_dwordx4|global_load_b128}}
// ASM: v_add_co_u32
// ASM: {{global_store_dwordx4|global_store_b128}}
// ASM: s_endpgm
__global__ void inplace(unsigned *acc, const unsigned *b) {
  unsigned *p = acc + 4 * threadIdx.x;
  const unsigned *q = b + 4 * threadIdx.x;
  asm("add.cc.u32 %0, %0, %4;\n\taddc.cc.u32 %1, %1, %5;\n\taddc.cc.u32 %2, %2, %6;\n\taddc.u32 %3, %3, %7;"
      : "+r"(p[0]), "+r"(p[1]), "+r"(p[2]), "+r"(p[3])
      : "r"(q[0]), "r"(q[1]), "r"(q[2]), "r"(q[3]));
}
