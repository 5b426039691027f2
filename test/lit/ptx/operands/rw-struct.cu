// Read-write operands that are struct members (a bignum type, a fragment accumulator) keep the
// value they carry in (issue 18). Constant inputs: -O2 folds the lowered code to the result.
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefix=IR
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=IR
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefix=IR
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefix=ASM
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=ASM
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefix=ASM

struct U128 {
  unsigned lo, mid0, mid1, hi;
};
struct Acc {
  float x[4];
};
struct Pair {
  unsigned long long w;
  double d;
  unsigned short h;
};

__device__ U128 inc(U128 v, unsigned k) {
  asm("add.cc.u32 %0, %0, %4;\n\taddc.cc.u32 %1, %1, 0;\n\taddc.cc.u32 %2, %2, 0;\n\taddc.u32 %3, %3, 0;"
      : "+r"(v.lo), "+r"(v.mid0), "+r"(v.mid1), "+r"(v.hi)
      : "r"(k));
  return v;
}

// {0xffffffff, 0xffffffff, 0xffffffff, 7} + 1 = {0, 0, 0, 8}.
// IR-LABEL: @_Z6inc128Pj(
// IR: store i32 1, ptr addrspace(1) %{{[0-9]+}}
// IR-NEXT: ret void
__global__ void inc128(unsigned *out) {
  U128 v = {0xffffffff, 0xffffffff, 0xffffffff, 7};
  U128 r = inc(v, 1);
  out[0] = r.lo == 0 && r.mid0 == 0 && r.mid1 == 0 && r.hi == 8;
}

// fma accumulating into a struct member array, four operands (mma.cuh's accumulator shape).
// IR-LABEL: @_Z6fmaaccPj(
// IR: store i32 1, ptr addrspace(1) %{{[0-9]+}}
// IR-NEXT: ret void
__global__ void fmaacc(unsigned *out) {
  Acc D = {{1.0f, 2.0f, 3.0f, 4.0f}};
  float a = 0.5f, b = 4.0f;
  asm("fma.rn.f32 %0, %4, %5, %0;\n\tfma.rn.f32 %1, %4, %5, %1;\n\t"
      "fma.rn.f32 %2, %4, %5, %2;\n\tfma.rn.f32 %3, %4, %5, %3;"
      : "+f"(D.x[0]), "+f"(D.x[1]), "+f"(D.x[2]), "+f"(D.x[3])
      : "f"(a), "f"(b));
  out[0] = D.x[0] == 3.0f && D.x[1] == 4.0f && D.x[2] == 5.0f && D.x[3] == 6.0f;
}

// Members of three widths in one statement: "+l", "+d", "+h".
// IR-LABEL: @_Z5mixedPj(
// IR: store i32 1, ptr addrspace(1) %{{[0-9]+}}
// IR-NEXT: ret void
__global__ void mixed(unsigned *out) {
  Pair p = {40, 1.5, 100};
  asm("add.u64 %0, %0, 2;\n\tmul.f64 %1, %1, 0d4000000000000000;\n\tadd.u16 %2, %2, 23;"
      : "+l"(p.w), "+d"(p.d), "+h"(p.h));
  out[0] = p.w == 42 && p.d == 3.0 && p.h == 123;
}

// Run-time struct members through a pointer: every member is loaded and no asm is left.
// ASM-LABEL: _Z8inc128rtP4U128:
// ASM-NOT: ASMSTART
// ASM: {{global_load_dwordx4|global_load_b128}}
// ASM: {{global_store_dwordx4|global_store_b128}}
// ASM: s_endpgm
__global__ void inc128rt(U128 *p) {
  p[threadIdx.x] = inc(p[threadIdx.x], threadIdx.x);
}
