// mul24/mad24, sad, div/rem (x/0 gives all ones, x%0 gives x), popc, brev, bfind, dp4a, shf:
// plain integer IR that the backend maps onto AMD's 24-bit multiplies, v_bcnt, v_bfrev, v_ffbh,
// v_dot4 and v_alignbit.
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=IR
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefix=ASM
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=ASM
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefix=ASM

// IR-LABEL: @_Z4intsPj
// IR: call i32 @llvm.umax.i32(i32 %{{.*}}, i32 1)
// IR-NEXT: udiv i32
// IR-NEXT: select i1 %{{.*}}, i32 -1, i32
// IR: srem i32
// IR: call {{.*}}i32 @llvm.ctpop.i32
// IR: call i32 @llvm.bitreverse.i32
// IR: call {{.*}}i32 @llvm.ctlz.i32
// IR: call i32 @llvm.fshr.i32
// ASM-LABEL: _Z4intsPj:
// ASM-NOT: ASMSTART
// ASM-DAG: v_mul_u32_u24
// ASM-DAG: v_mul_hi_i32_i24
// ASM-DAG: v_bcnt_u32_b32
// ASM-DAG: v_bfrev_b32
// ASM-DAG: v_dot4_u32_u8
// ASM-DAG: v_alignbit_b32
// ASM: s_endpgm
__global__ void ints(unsigned *p) {
  unsigned i = threadIdx.x, a = p[i], b = p[i + 64], c = p[i + 128], r[10];
  asm("mul24.lo.u32 %0, %1, %2;" : "=r"(r[0]) : "r"(a), "r"(b));
  asm("mad24.hi.s32 %0, %1, %2, %3;" : "=r"(r[1]) : "r"(a), "r"(b), "r"(c));
  asm("sad.u32 %0, %1, %2, %3;" : "=r"(r[2]) : "r"(a), "r"(b), "r"(c));
  asm("div.u32 %0, %1, %2;" : "=r"(r[3]) : "r"(a), "r"(b));
  asm("rem.s32 %0, %1, %2;" : "=r"(r[4]) : "r"(a), "r"(b));
  asm("popc.b32 %0, %1;" : "=r"(r[5]) : "r"(a));
  asm("brev.b32 %0, %1;" : "=r"(r[6]) : "r"(a));
  asm("bfind.u32 %0, %1;" : "=r"(r[7]) : "r"(a));
  asm("dp4a.u32.u32 %0, %1, %2, %3;" : "=r"(r[8]) : "r"(a), "r"(b), "r"(c));
  asm("shf.r.clamp.b32 %0, %1, %2, %3;" : "=r"(r[9]) : "r"(a), "r"(b), "r"(c));
  unsigned s = 0;
  for (int k = 0; k < 10; ++k)
    s = s * 3 + r[k];
  p[i] = s;
}
