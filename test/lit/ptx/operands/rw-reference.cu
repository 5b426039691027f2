// Read-write operands that are reference parameters of a non-inlined __device__ function keep
// the value they carry in (issue 18), in the callee's IR (the loads through the references feed
// the lowered add) and, through the caller, in the folded result.
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefix=IR
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=IR
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefix=IR
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefix=ASM
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=ASM
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefix=ASM

// IR-LABEL: define {{.*}}@_Z5add64RjS_jj(ptr {{.*}}%0, ptr {{.*}}%1, i32 {{.*}}%2, i32 {{.*}}%3)
// IR-DAG: [[LO:%.*]] = load i32, ptr %0
// IR-DAG: [[HI:%.*]] = load i32, ptr %1
// IR-DAG: @llvm.uadd.with.overflow.i32(i32 [[LO]], i32 %2)
// IR-DAG: add i32 [[HI]], %3
// IR: ret void
__device__ __noinline__ void add64(unsigned &lo, unsigned &hi, unsigned blo, unsigned bhi) {
  asm("add.cc.u32 %0, %0, %2;\n\taddc.u32 %1, %1, %3;" : "+r"(lo), "+r"(hi) : "r"(blo), "r"(bhi));
}

// ASM-LABEL: _Z5add64RjS_jj:
// ASM-NOT: ASMSTART
// ASM: {{flat_load_dword|flat_load_b32}}
// ASM: {{flat_load_dword|flat_load_b32}}
// ASM: v_add_co_u32
// ASM: s_setpc_b64
__global__ void k(unsigned *p) {
  unsigned lo = p[0], hi = p[1];
  add64(lo, hi, p[2], p[3]);
  p[0] = lo;
  p[1] = hi;
}
