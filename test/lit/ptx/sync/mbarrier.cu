// mbarrier objects (sm_80 forms) on a 64-bit word in shared memory with cuda_awbarrier.h's layout
// (Barrier.cpp): bits 20..0 the pending count, 41..21 the expected count, 63..42 the phase
// (bit 42 its parity). arrive is a cmpxchg loop (release, workgroup scope) that reloads pending
// and advances the phase when the phase completes; test_wait/try_wait compare phases with an
// acquire load.
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=IR
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefix=ASM
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=ASM
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefix=ASM
// RUN: not %nvcc --cuda-device-only -S -O2 -arch=gfx1100 -DBAD %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR

#ifndef BAD
// init stores count << 21 | count.
// IR-LABEL: @_Z4syncPjPKj
// IR: shl nuw nsw i64 %{{.*}}, 21
// IR: store i64 %{{.*}}, ptr addrspace(3) {{.*}}, align 8
// arrive: a cmpxchg loop on the word.
// IR: cmpxchg ptr addrspace(3) {{.*}}, i64 %{{.*}}, i64 %{{.*}} syncscope("workgroup") release monotonic, align 8
// try_wait.parity: bit 42 of an acquire load against the parity.
// IR: load atomic i64, ptr addrspace(3) {{.*}} syncscope("workgroup") acquire, align 8
// IR: and i64 %{{.*}}, 4398046511104
// ASM-LABEL: _Z4syncPjPKj:
// ASM-NOT: ASMSTART
// ASM: ds_{{write|store}}_b64
// ASM: ds_{{cmpst|cmpstore}}_rtn_b64
// ASM: s_endpgm
__global__ void sync(unsigned *out, const unsigned *in) {
  __shared__ __align__(8) unsigned long long bar;
  __shared__ unsigned data[256];
  unsigned b = (unsigned)__cvta_generic_to_shared(&bar), t = threadIdx.x;
  if (t == 0)
    asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" :: "r"(b), "r"(blockDim.x) : "memory");
  __syncthreads();
  data[t] = in[t];
  asm volatile("mbarrier.arrive.shared::cta.b64 _, [%0];" :: "r"(b) : "memory");
  asm volatile("{ .reg .pred p; W: mbarrier.try_wait.parity.shared::cta.b64 p, [%0], %1; @!p bra W; }"
               :: "r"(b), "r"(0) : "memory");
  out[t] = data[255 - t];
}

// The state token is the word before the arrival; pending_count reads its low 21 bits; test_wait
// compares its phase with the word's; arrive_drop also lowers the expected count; inval zeroes.
// IR-LABEL: @_Z5statePyPj
// IR: cmpxchg
// IR: load atomic i64, ptr addrspace(3) %{{.*}} syncscope("workgroup") acquire
// IR: add i64 %{{.*}}, -2097152
// IR: store i64 0
__global__ void state(unsigned long long *bar, unsigned *out) {
  unsigned long long st;
  unsigned pc, ok;
  asm volatile("mbarrier.arrive.shared.b64 %0, [%1];" : "=l"(st) : "l"(bar) : "memory");
  asm volatile("mbarrier.pending_count.b64 %0, %1;" : "=r"(pc) : "l"(st));
  asm volatile("{ .reg .pred p; mbarrier.test_wait.shared.b64 p, [%1], %2; selp.u32 %0, 1, 0, p; }" : "=r"(ok) : "l"(bar), "l"(st) : "memory");
  asm volatile("mbarrier.arrive_drop.noComplete.shared.b64 _, [%0], 1;" :: "l"(bar) : "memory");
  asm volatile("mbarrier.inval.shared.b64 [%0];" :: "l"(bar) : "memory");
  out[threadIdx.x] = pc + ok;
}

// cp.async.mbarrier.arrive.noinc is an arrive (the copy before it is already complete).
// IR-LABEL: @_Z5asyncPKj
// IR: cmpxchg
__global__ void async(const unsigned *in) {
  __shared__ __align__(8) unsigned long long bar;
  __shared__ unsigned data[64];
  unsigned b = (unsigned)__cvta_generic_to_shared(&bar);
  asm volatile("cp.async.ca.shared.global [%0], [%1], 4;" :: "r"((unsigned)__cvta_generic_to_shared(&data[threadIdx.x])), "l"(in + threadIdx.x) : "memory");
  asm volatile("cp.async.mbarrier.arrive.noinc.shared.b64 [%0];" :: "r"(b) : "memory");
}
#else
__global__ void bad(unsigned long long *bar) {
  // ERR: mbarrier.cu:[[@LINE+1]]:{{[0-9]+}}: error: PTX instruction 'mbarrier.expect_tx.relaxed.cta.shared::cta.b64' is not supported on AMD GPUs (transaction counts (sm_90)) (inline PTX column 1)
  asm volatile("mbarrier.expect_tx.relaxed.cta.shared::cta.b64 [%0], 16;" :: "l"(bar) : "memory");
  // ERR: mbarrier.cu:[[@LINE+1]]:{{[0-9]+}}: error: an mbarrier object lives in shared memory (inline PTX column 1)
  asm volatile("mbarrier.init.global.b64 [%0], 1;" :: "l"(bar) : "memory");
}
#endif
