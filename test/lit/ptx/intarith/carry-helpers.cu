// Carry helpers as bignum libraries write them (sppark/ICICLE-style ptx.cuh): one carry
// instruction per small device function, chained by the caller. nvcc inlines them, so the flag
// add_cc() sets is the one addc_cc() reads; the toolkit inlines them before lowering the PTX
// (InlineCarryHelpers.cpp). Constant inputs: -O2 folds the 4-limb chain to its result.
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefix=IR
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=IR
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefix=IR
// RUN: %nvcc --cuda-device-only -S -O0 -arch=gfx1030 %s -o /dev/null
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=ASM
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefix=ASM

namespace ptx {
__device__ __forceinline__ unsigned add_cc(unsigned a, unsigned b) {
  unsigned r;
  asm volatile("add.cc.u32 %0, %1, %2;" : "=r"(r) : "r"(a), "r"(b));
  return r;
}
__device__ __forceinline__ unsigned addc_cc(unsigned a, unsigned b) {
  unsigned r;
  asm volatile("addc.cc.u32 %0, %1, %2;" : "=r"(r) : "r"(a), "r"(b));
  return r;
}
__device__ __forceinline__ unsigned addc(unsigned a, unsigned b) {
  unsigned r;
  asm volatile("addc.u32 %0, %1, %2;" : "=r"(r) : "r"(a), "r"(b));
  return r;
}
__device__ __forceinline__ unsigned madc_hi_cc(unsigned a, unsigned b, unsigned c) {
  unsigned r;
  asm volatile("madc.hi.cc.u32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(c));
  return r;
}
} // namespace ptx

struct Fp4 {
  unsigned l[4];
  // a helper calling helpers: inlined in turn
  __device__ Fp4 &operator+=(const Fp4 &b) {
    l[0] = ptx::add_cc(l[0], b.l[0]);
    for (int i = 1; i < 3; ++i)
      l[i] = ptx::addc_cc(l[i], b.l[i]);
    l[3] = ptx::addc(l[3], b.l[3]);
    return *this;
  }
};

// {0xffffffff, 0xffffffff, 0xffffffff, 1} + {1, 0, 0, 2} = {0, 0, 0, 4}
// IR-LABEL: @_Z3sumPj(
// IR: store i32 1, ptr addrspace(1)
// IR-NEXT: ret void
__global__ void sum(unsigned *out) {
  Fp4 a = {{0xffffffff, 0xffffffff, 0xffffffff, 1}}, b = {{1, 0, 0, 2}};
  a += b;
  out[0] = a.l[0] == 0 && a.l[1] == 0 && a.l[2] == 0 && a.l[3] == 4;
}

// ASM-LABEL: _Z4sumrP3Fp4PKS_:
// ASM-NOT: ASMSTART
// ASM: v_add_co_u32
// ASM: s_endpgm
__global__ void sumr(Fp4 *x, const Fp4 *y) {
  x[threadIdx.x] += y[threadIdx.x];
}

// madc reading the flag a helper set. 0xffffffff * 2 + 0 = 0x1fffffffe: hi 1; plus carry 1 = 2.
// IR-LABEL: @_Z3madPj(
// IR: store i32 1, ptr addrspace(1)
__global__ void mad(unsigned *out) {
  unsigned c = ptx::add_cc(0xffffffff, 1); // sets the carry
  unsigned h = ptx::madc_hi_cc(0xffffffff, 2, 0);
  out[0] = c == 0 && h == 2;
}
