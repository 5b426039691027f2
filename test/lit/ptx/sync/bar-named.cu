// Named barriers with a thread count (bar.sync/barrier.sync id, n; bar.arrive id, n) are a
// software barrier on counters in shared memory (Barrier.cpp): arrival with an acq_rel LDS atomic,
// completion bumps the generation word, waiters spin on it with s_sleep. The kernel zeroes the
// state at entry (then s_barrier). Without a count, bar.sync is the hardware s_barrier.
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=IR
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefix=ASM
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=ASM
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefix=ASM
// RUN: not %nvcc --cuda-device-only -S -O2 -arch=gfx1100 -DNO_KERNEL %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR

#ifndef NO_KERNEL
// IR: @__scale_ptx_barrier_state = internal addrspace(3) global [48 x i32] undef, align 4

// IR-LABEL: @_Z8producerPjS_
// IR: call void @llvm.memset.p3.i64(ptr addrspace(3) noundef align 4 dereferenceable(192) @__scale_ptx_barrier_state, i8 0, i64 192, i1 false)
// IR: fence syncscope("workgroup") release
// IR-NEXT: tail call void @llvm.amdgcn.s.barrier()
// The state is set up once per kernel, however many barriers use it.
// IR-NOT: @llvm.memset
// bar.arrive: arrive, complete when last, never wait.
// IR: atomicrmw add ptr addrspace(3) getelementptr {{.*}}@__scale_ptx_barrier_state{{.*}}, i32 1 syncscope("workgroup") acq_rel
// IR: atomicrmw sub {{.*}} syncscope("workgroup") monotonic
// IR: atomicrmw add {{.*}}, i32 1 syncscope("workgroup") release
// bar.sync 1, 128 in the other branch: the same, then the wait loop.
// IR: atomicrmw add {{.*}} acq_rel
// IR: load atomic i32, ptr addrspace(3) {{.*}} syncscope("workgroup") acquire
// IR: tail call void @llvm.amdgcn.s.sleep(i32 1)
// ASM-LABEL: _Z8producerPjS_:
// ASM-NOT: ASMSTART
// ASM: s_barrier
// ASM: ds_add_rtn_u32
// ASM: s_sleep 1
// ASM: s_endpgm
__global__ void producer(unsigned *out, unsigned *in) {
  __shared__ unsigned buf[64];
  unsigned t = threadIdx.x;
  if (t < 64) {
    buf[t] = in[t];
    asm volatile("bar.arrive 1, 128;" ::: "memory");
  } else {
    asm volatile("bar.sync 1, 128;" ::: "memory");
    out[t] = buf[t - 64];
  }
}

// A barrier id in a register, through a device function: the kernel that calls it sets up the
// state; barrier.sync without a count stays the hardware barrier.
// IR-LABEL: @_Z5namedjj
// IR: atomicrmw add ptr addrspace(3) %{{.*}}, i32 1 syncscope("workgroup") acq_rel
// IR: atomicrmw sub ptr addrspace(3) %{{.*}}, i32 64 syncscope("workgroup") monotonic
// IR-LABEL: @_Z6callerPj
// IR: call void @llvm.memset.p3.i64(ptr addrspace(3) {{.*}}@__scale_ptx_barrier_state
// IR: tail call void @llvm.amdgcn.s.barrier()
// IR: call fastcc void @_Z5namedjj
// IR: tail call void @llvm.amdgcn.s.barrier()
__device__ __noinline__ void named(unsigned id, unsigned n) {
  asm volatile("barrier.sync.aligned %0, %1;" :: "r"(id), "r"(n) : "memory");
}
__global__ void caller(unsigned *p) {
  p[threadIdx.x] = threadIdx.x;
  named(p[0] & 15, 64);
  asm volatile("barrier.sync 0;" ::: "memory");
}
#else
// A function that no kernel of the translation unit calls cannot set up the barrier state.
// ERR: bar-named.cu:[[@LINE+2]]:{{[0-9]+}}: error: 'bar.sync' needs the kernel that calls this function in the same translation unit (its barrier state is set up at kernel entry) (inline PTX column 1)
__device__ void orphan() {
  asm volatile("bar.sync 1, 64;" ::: "memory");
}
#endif
