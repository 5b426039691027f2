// SPDX-License-Identifier: Apache-2.0
// %total_smem_size, %aggr_smem_size and %dynamic_smem_size (AmdgpuHooks.cpp): the first two are
// the dispatch packet's group_segment_size (u32 at byte 28: static plus dynamic shared memory of
// the launch; AMD GPUs reserve none), the third subtracts where dynamic shared memory begins, the
// address of a zero-size external LDS variable. The backend resolves that address to the kernel's
// static LDS size (400 here) in a kernel, and through llvm.amdgcn.dynlds.offset.table in a device
// function that is not inlined (llvm.amdgcn.groupstaticsize would give 0 there).
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=IR
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefix=ASM
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=ASM
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefix=ASM
// The reserved-region offsets have no AMD meaning yet and stay a clear error:
// RUN: not %nvcc --cuda-device-only -S -O2 -arch=gfx1100 -DRESERVED %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR

// IR: @__scale_amd_dynamic_smem = external addrspace(3) global [0 x i8], align 1

// IR-LABEL: define {{.*}}void @_Z5totalPj(
// IR: [[D:%.*]] = tail call {{.*}}ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
// IR: [[P:%.*]] = getelementptr inbounds {{.*}}i8, ptr addrspace(4) [[D]], i64 28
// IR: [[G:%.*]] = load i32, ptr addrspace(4) [[P]], align 4, !invariant.load
// IR: store i32 [[G]], ptr addrspace(1) %0
// ASM-LABEL: _Z5totalPj:
// ASM-NOT: ASMSTART
// ASM: s_load_{{dword|b32}} s{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}], 0x1c
// ASM: s_endpgm
__global__ void total(unsigned *p) {
  unsigned t;
  asm volatile("mov.u32 %0, %%total_smem_size;" : "=r"(t));
  p[0] = t;
}

// IR-LABEL: define {{.*}}void @_Z4aggrPj(
// IR: [[D:%.*]] = tail call {{.*}}ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
// IR: [[P:%.*]] = getelementptr inbounds {{.*}}i8, ptr addrspace(4) [[D]], i64 28
// IR: [[G:%.*]] = load i32, ptr addrspace(4) [[P]], align 4, !invariant.load
// IR: store i32 [[G]], ptr addrspace(1) %0
// ASM-LABEL: _Z4aggrPj:
// ASM-NOT: ASMSTART
// ASM: s_load_{{dword|b32}} s{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}], 0x1c
// ASM: s_endpgm
__global__ void aggr(unsigned *p) {
  unsigned a;
  asm volatile("mov.u32 %0, %%aggr_smem_size;" : "=r"(a));
  p[0] = a;
}

// IR-LABEL: define {{.*}}i32 @_Z15dyn_in_functionv(
// IR: [[D:%.*]] = tail call {{.*}}ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
// IR: [[P:%.*]] = getelementptr inbounds {{.*}}i8, ptr addrspace(4) [[D]], i64 28
// IR: [[G:%.*]] = load i32, ptr addrspace(4) [[P]], align 4, !invariant.load
// IR: [[R:%.*]] = sub i32 [[G]], ptrtoint (ptr addrspace(3) @__scale_amd_dynamic_smem to i32)
// IR: ret i32 [[R]]
// ASM-LABEL: _Z15dyn_in_functionv:
// ASM-DAG: s_load_{{dword|b32}} [[G:s[0-9]+]], s[{{[0-9]+:[0-9]+}}], 0x1c
// ASM-DAG: llvm.amdgcn.dynlds.offset.table@rel32@lo
// ASM-DAG: s_load_{{dword|b32}} [[S:s[0-9]+]], s[{{[0-9]+:[0-9]+}}], 0x0
// ASM: s_sub_i32 s{{[0-9]+}}, [[G]], [[S]]
// ASM: s_setpc_b64
__device__ __noinline__ unsigned dyn_in_function() {
  unsigned d;
  asm volatile("mov.u32 %0, %%dynamic_smem_size;" : "=r"(d));
  return d;
}

// In a kernel the start of dynamic shared memory is the static size, a constant: 100 x u32.
// IR-LABEL: define {{.*}}void @_Z7dynamicPj(
// IR: [[D:%.*]] = tail call {{.*}}ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
// IR: [[P:%.*]] = getelementptr inbounds {{.*}}i8, ptr addrspace(4) [[D]], i64 28
// IR: [[G:%.*]] = load i32, ptr addrspace(4) [[P]], align 4, !invariant.load
// IR: sub i32 [[G]], ptrtoint (ptr addrspace(3) @__scale_amd_dynamic_smem to i32)
// IR: call {{.*}}i32 @_Z15dyn_in_functionv()
// ASM-LABEL: _Z7dynamicPj:
// ASM-NOT: ASMSTART
// ASM: s_load_{{dword|b32}} [[G:s[0-9]+]], s[{{[0-9]+:[0-9]+}}], 0x1c
// ASM: s_sub_i32 s{{[0-9]+}}, [[G]], 0x190
// ASM: s_endpgm
// ASM: .amdhsa_group_segment_fixed_size 400
// The device function finds this kernel's static size in the backend's table:
// ASM: llvm.amdgcn.dynlds.offset.table:
// ASM-NEXT: .long 400
__global__ void dynamic(unsigned *p) {
  __shared__ unsigned tile[100];
  unsigned d;
  asm volatile("mov.u32 %0, %%dynamic_smem_size;" : "=r"(d));
  tile[threadIdx.x] = d;
  __syncthreads();
  p[0] = tile[threadIdx.x ^ 1];
  p[1] = dyn_in_function();
}

#ifdef RESERVED
__global__ void reserved(unsigned *p) {
  // ERR-DAG: smem-size-regs.cu:[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}special register '%reserved_smem_offset_begin' is not supported on AMD GPUs
  asm volatile("mov.u32 %0, %%reserved_smem_offset_begin;" : "=r"(p[0]));
  // ERR-DAG: smem-size-regs.cu:[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}special register '%reserved_smem_offset_1' is not supported on AMD GPUs
  asm volatile("mov.u32 %0, %%reserved_smem_offset_1;" : "=r"(p[1]));
}
#endif
