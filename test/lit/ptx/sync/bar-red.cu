// bar.red.{popc.u32, and.pred, or.pred} (and barrier.red): each thread adds its contribution to a
// reduction word in shared memory, barrier, reads the sum, barrier, takes its contribution back
// (Barrier.cpp). Without a count the barriers are s_barrier; with one, the software barrier.
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=IR
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefix=ASM
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=ASM
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefix=ASM
// RUN: not %nvcc --cuda-device-only -S -O2 -arch=gfx1100 -DBAD %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR

#ifndef BAD
// IR-LABEL: @_Z4popcPj
// IR: call void @llvm.memset.p3.i64
// IR: atomicrmw add ptr addrspace(3) {{.*}}@__scale_ptx_barrier_state, i32 128), i32 %{{.*}} syncscope("workgroup") monotonic
// IR: tail call void @llvm.amdgcn.s.barrier()
// IR: load atomic i32, ptr addrspace(3) {{.*}}@__scale_ptx_barrier_state, i32 128) syncscope("workgroup") monotonic
// IR: tail call void @llvm.amdgcn.s.barrier()
// IR: atomicrmw sub ptr addrspace(3) {{.*}}@__scale_ptx_barrier_state, i32 128), i32 %{{.*}} syncscope("workgroup") monotonic
// ASM-LABEL: _Z4popcPj:
// ASM-NOT: ASMSTART
// ASM: ds_add_u32
// ASM: s_barrier
// ASM: ds_{{load|read}}_b{{32|32}}
// ASM: s_barrier
// ASM: ds_sub_u32
__global__ void popc(unsigned *p) {
  unsigned r;
  asm volatile("{ .reg .pred q; setp.ne.u32 q, %1, 0; bar.red.popc.u32 %0, 0, q; }" : "=r"(r) : "r"(p[threadIdx.x] & 1));
  p[threadIdx.x] = r;
}

// and.pred counts the false predicates (all true = none false); or.pred the true ones. Barrier 3
// with 64 threads is the software barrier.
// IR-LABEL: @_Z5andorPj
// IR: atomicrmw add ptr addrspace(3) {{.*}}, i32 140), i32 %{{.*}} syncscope("workgroup") monotonic
// IR: atomicrmw add ptr addrspace(3) {{.*}}, i32 12), i32 1 syncscope("workgroup") acq_rel
// IR: icmp eq i32
__global__ void andor(unsigned *p) {
  unsigned a, o;
  asm volatile("{ .reg .pred q, r; setp.ne.u32 q, %2, 0; bar.red.and.pred r, 3, 64, q; selp.u32 %0, 1, 0, r;"
               " barrier.red.or.pred r, 1, !q; selp.u32 %1, 1, 0, r; }"
               : "=r"(a), "=r"(o) : "r"(p[threadIdx.x]));
  p[threadIdx.x] = a + 2 * o;
}
#else
__global__ void bad(unsigned *p) {
  unsigned r;
  // ERR: bar-red.cu:[[@LINE+1]]:{{[0-9]+}}: error: 'bar.red.add.u32': bar.red is .popc.u32, .and.pred or .or.pred (inline PTX column 1)
  asm volatile("bar.red.add.u32 %0, 0, %1;" : "=r"(r) : "r"(p[0]));
  p[1] = r;
}
#endif
