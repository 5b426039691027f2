// fns.b32 d, mask, base, offset: branch-free integer code, no asm left. The searched side of base
// is masked, the request becomes a rank from the bottom, and a 5-step binary search over popcounts
// finds the bit (v_bcnt_u32_b32; the last step, a popcount of one bit, is an and). base > 31 gives 0xffffffff and offset INT_MIN gives 0 (what
// NVIDIA's ptxas computes; the ISA says undefined / has no |INT_MIN|), both as selects.
// Bit-exactness against the ISA pseudo-code: test/unit/ptx/ExactLoweringTest.cpp (Fns); on the
// H200: test/exec/ptx/fns.cu.
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O0 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=IR
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefix=ASM
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=ASM
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefix=ASM

// ASM-NOT: ASMSTART

// IR-LABEL: @_Z3fnsPjPKjS1_PKi
// IR: icmp slt i32 %{{.*}}, 0
// IR: shl i32 -1, %{{.*}}
// IR: lshr i32 -1, %{{.*}}
// IR: call i32 @llvm.ctpop.i32
// IR: icmp ule i32
// IR: icmp ult i32 %{{.*}}, 32
// IR-COUNT-5: call i32 @llvm.ctpop.i32
// IR: icmp eq i32 %{{.*}}, -2147483648
// IR: select i1 %{{.*}}, i32 0, i32 %{{.*}}
// ASM-LABEL: _Z3fnsPjPKjS1_PKi:
// ASM-COUNT-5: v_bcnt_u32_b32
// ASM: s_endpgm
__global__ void fns(unsigned *d, const unsigned *m, const unsigned *b, const int *o) {
  unsigned i = threadIdx.x;
  asm volatile("fns.b32 %0, %1, %2, %3;" : "=r"(d[i]) : "r"(m[i]), "r"(b[i]), "r"(o[i]));
}

// Immediate operands fold: the ISA's examples.
// ASM-LABEL: _Z4foldPj:
// ASM-NOT: v_bcnt_u32_b32
// ASM: s_endpgm
__global__ void fold(unsigned *d) {
  asm volatile("fns.b32 %0, 0xaaaaaaaa, 3, 1;" : "=r"(d[0]));
  asm volatile("fns.b32 %0, 0xaaaaaaaa, 2, -1;" : "=r"(d[1]));
  asm volatile("fns.b32 %0, 0xffffffff, 5, -2147483648;" : "=r"(d[2]));
  asm volatile("fns.b32 %0, 0xffffffff, 40, 1;" : "=r"(d[3]));
}
