// Special registers: %laneid is the low 5 bits of the hardware lane on wave64; %tid/%ctaid are
// work-item/work-group ids; %ntid comes from the implicit kernel arguments; %lanemask_lt is
// (1 << laneid) - 1 (folded to ~(-1 << laneid)); %clock64 reads the cycle counter.
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefixes=IR,W32
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefixes=IR,W64
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefixes=ASM,ASM32
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefixes=ASM,ASM32
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefixes=ASM,ASM64

// IR-LABEL: @_Z4lanePj
// W32: call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
// W64: call i32 @llvm.amdgcn.mbcnt.hi
// W64: and i32 %{{.*}}, 31
// ASM-NOT: ASMSTART
// ASM-LABEL: _Z4lanePj:
// ASM: v_mbcnt_lo_u32_b32
// ASM32-NOT: v_mbcnt_hi
// ASM64: v_mbcnt_hi_u32_b32
// ASM64: v_and_b32_e32 v{{[0-9]+}}, 31
__global__ void lane(unsigned *p) {
  unsigned l;
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(l));
  p[threadIdx.x] = l;
}

// IR-LABEL: @_Z3idsPj
// IR: call {{.*}}i32 @llvm.amdgcn.workitem.id.y()
// IR: call {{.*}}i32 @llvm.amdgcn.workgroup.id.x()
// IR: call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
// IR: load i16
__global__ void ids(unsigned *p) {
  unsigned t, c, n;
  asm("mov.u32 %0, %%tid.y;\n\tmov.u32 %1, %%ctaid.x;\n\tmov.u32 %2, %%ntid.x;" : "=r"(t), "=r"(c), "=r"(n));
  p[0] = t; p[1] = c; p[2] = n;
}

// IR-LABEL: @_Z5masksPjPy
// IR: shl {{.*}}i32 -1,
// IR: call i64 @llvm.readcyclecounter()
__global__ void masks(unsigned *p, unsigned long long *q) {
  unsigned lt;
  unsigned long long c;
  asm volatile("mov.u32 %0, %%lanemask_lt;\n\tmov.u64 %1, %%clock64;" : "=r"(lt), "=l"(c));
  p[threadIdx.x] = lt;
  q[threadIdx.x] = c;
}
