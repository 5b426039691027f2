// Read-write operands ("+r", "+l") that are elements of local arrays keep the value they carry in:
// clang passes a "+r" operand as an output and a tied input whose constraint is the output's
// number; the lowering must seed the output's register with that input (issue 18: a[1], a[2]
// were never loaded). With constant inputs -O2 folds the lowered chain, so the IR shows the
// results themselves; with run-time inputs the ISA shows the carry chain and no asm.
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefix=IR
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=IR
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefix=IR
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefixes=ASM,GFX10
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefixes=ASM,GFX10
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefixes=ASM,GFX9

// {5, 0xffffffff, 8} + {0xfffffffe, 0, 0} = {3, 0, 9} (limbs low first): the carry ripples through
// a[1] into a[2], and both limbs' own values matter (lost inputs would give {3, 1, 0}).
// IR-LABEL: @_Z5add96Pj(
// IR: store i32 1, ptr addrspace(1) %{{[0-9]+}}
// IR-NEXT: ret void
__global__ void add96(unsigned *out) {
  unsigned a[3] = {5, 0xffffffff, 8}, b[3] = {0xfffffffe, 0, 0};
  asm("add.cc.u32 %0, %0, %3;\n\taddc.cc.u32 %1, %1, %4;\n\taddc.u32 %2, %2, %5;"
      : "+r"(a[0]), "+r"(a[1]), "+r"(a[2])
      : "r"(b[0]), "r"(b[1]), "r"(b[2]));
  out[0] = a[0] == 3 && a[1] == 0 && a[2] == 9;
}

// An 8-limb subtraction in a loop, one asm statement per limb, the borrow carried between the
// statements; then an 8-limb multiply-accumulate row (mad.lo.cc / madc.hi / madc.lo) into an
// array accumulator. The host reference: acc = [1,2,..,8] - [0,1,..,7] = all ones, then
// acc += 3 * [1..8]: limb i is 1 + 3 * (i + 1) with no carries, checked through one flag.
// IR-LABEL: @_Z6limbs8Pj(
// IR: store i32 1, ptr addrspace(1) %{{[0-9]+}}
// IR-NEXT: ret void
__global__ void limbs8(unsigned *out) {
  unsigned acc[8], sub[8], m[8];
  for (int i = 0; i < 8; ++i) {
    acc[i] = i + 1;
    sub[i] = i;
    m[i] = i + 1;
  }
  asm("sub.cc.u32 %0, %0, %1;" : "+r"(acc[0]) : "r"(sub[0]));
#pragma unroll
  for (int i = 1; i < 8; ++i)
    asm("subc.cc.u32 %0, %0, %1;" : "+r"(acc[i]) : "r"(sub[i]));
  unsigned hi = 0;
#pragma unroll
  for (int i = 0; i < 8; ++i) {
    asm("mad.lo.cc.u32 %0, %2, %3, %0;\n\tmadc.hi.u32 %1, %2, %3, %1;"
        : "+r"(acc[i]), "+r"(hi)
        : "r"(m[i]), "r"(3u));
  }
  bool ok = hi == 0;
  for (int i = 0; i < 8; ++i)
    ok &= acc[i] == 1 + 3 * unsigned(i + 1);
  out[0] = ok;
}

// "+l" array elements: a 128-bit add of two-limb 64-bit values.
// IR-LABEL: @_Z6add128Py(
// IR: store i64 1, ptr addrspace(1) %{{[0-9]+}}
// IR-NEXT: ret void
__global__ void add128(unsigned long long *out) {
  unsigned long long a[2] = {~0ull, 42};
  asm("add.cc.u64 %0, %0, %2;\n\taddc.u64 %1, %1, %3;" : "+l"(a[0]), "+l"(a[1]) : "l"(1ull), "l"(0ull));
  out[0] = a[0] == 0 && a[1] == 43;
}

// Run-time limbs: every input is loaded and the chain is the hardware carry chain.
// ASM-LABEL: _Z7add96rtPjPKj:
// ASM-NOT: ASMSTART
// GFX10: v_add_co_u32
// GFX10: v_add_co_ci_u32
// GFX10: v_add_co_ci_u32
// GFX9: v_add_co_u32
// GFX9: v_addc_co_u32
// GFX9: v_addc_co_u32
// ASM: s_endpgm
__global__ void add96rt(unsigned *out, const unsigned *in) {
  unsigned a[3], b[3];
  in += 6 * threadIdx.x;
  for (int i = 0; i < 3; ++i) {
    a[i] = in[i];
    b[i] = in[i + 3];
  }
  asm("add.cc.u32 %0, %0, %3;\n\taddc.cc.u32 %1, %1, %4;\n\taddc.u32 %2, %2, %5;"
      : "+r"(a[0]), "+r"(a[1]), "+r"(a[2])
      : "r"(b[0]), "r"(b[1]), "r"(b[2]));
  for (int i = 0; i < 3; ++i)
    out[3 * threadIdx.x + i] = a[i];
}
