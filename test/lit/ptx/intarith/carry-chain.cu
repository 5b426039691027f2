// add.cc / addc / sub.cc / subc / mad.lo.cc / madc: the carry flag lives in a function-local
// variable shared by the asm statements of a function; a 128-bit addition in four statements is a
// chain of carry-propagating adds on every target.
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=IR
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefixes=ASM,GFX10
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefixes=ASM,GFX10
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefixes=ASM,GFX9
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O0 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=O0

// O0-LABEL: @_Z6add128PjPKjS1_
// O0: [[CARRY:%[0-9]+]] = alloca i1, align 1, addrspace(5)
// O0: call { i32, i1 } @llvm.uadd.with.overflow.i32
// O0: store i1 %{{.*}}, ptr addrspace(5) [[CARRY]]
// O0: load i1, ptr addrspace(5) [[CARRY]]
// IR-LABEL: @_Z6add128PjPKjS1_
// IR-NOT: alloca
// IR: @llvm.uadd.with.overflow.i32
// ASM-NOT: ASMSTART
// ASM-LABEL: _Z6add128PjPKjS1_:
// GFX10: v_add_co_u32
// GFX10: v_add_co_ci_u32
// GFX10: v_add_co_ci_u32
// GFX10: v_add_co_ci_u32
// GFX9: v_add_co_u32
// GFX9: v_addc_co_u32
// GFX9: v_addc_co_u32
// GFX9: v_addc_co_u32
__global__ void add128(unsigned *r, const unsigned *a, const unsigned *b) {
  unsigned i = threadIdx.x * 4;
  unsigned r0, r1, r2, r3;
  asm("add.cc.u32 %0, %1, %2;" : "=r"(r0) : "r"(a[i]), "r"(b[i]));
  asm("addc.cc.u32 %0, %1, %2;" : "=r"(r1) : "r"(a[i + 1]), "r"(b[i + 1]));
  asm("addc.cc.u32 %0, %1, %2;" : "=r"(r2) : "r"(a[i + 2]), "r"(b[i + 2]));
  asm("addc.u32 %0, %1, %2;" : "=r"(r3) : "r"(a[i + 3]), "r"(b[i + 3]));
  r[i] = r0; r[i + 1] = r1; r[i + 2] = r2; r[i + 3] = r3;
}

// sub.cc writes the borrow; subc subtracts it.
// IR-LABEL: @_Z5sub64PjPKjS1_
// IR: @llvm.usub.with.overflow.i32
__global__ void sub64(unsigned *r, const unsigned *a, const unsigned *b) {
  unsigned lo, hi;
  asm("sub.cc.u32 %0, %2, %3;\n\tsubc.u32 %1, %4, %5;"
      : "=r"(lo), "=r"(hi) : "r"(a[0]), "r"(b[0]), "r"(a[1]), "r"(b[1]));
  r[0] = lo; r[1] = hi;
}

// mad.lo.cc then madc.hi: the low and high words of a*b+c with the carry between them.
// IR-LABEL: @_Z3madPjPKj
// IR: mul {{.*}}i64
__global__ void mad(unsigned *r, const unsigned *a) {
  unsigned lo, hi;
  asm("mad.lo.cc.u32 %0, %2, %3, %4;\n\tmadc.hi.u32 %1, %2, %3, 0;"
      : "=r"(lo), "=r"(hi) : "r"(a[0]), "r"(a[1]), "r"(a[2]));
  r[0] = lo; r[1] = hi;
}
