// atom/red: atomicrmw/cmpxchg with the given ordering (relaxed when absent) and scope (.gpu when
// absent); inc is uinc_wrap (PTX's wrap-around definition); red discards the old value.
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=IR
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefix=ASM
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=ASM
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefix=ASM

// IR-LABEL: @_Z5atomsPjPyPf
// IR: atomicrmw add ptr addrspace(1) %{{.*}}, i32 %{{.*}} syncscope("agent") monotonic, align 4
// IR: cmpxchg ptr addrspace(1) %{{.*}}, i32 %{{.*}}, i32 %{{.*}} syncscope("workgroup") acq_rel acquire, align 4
// IR: atomicrmw uinc_wrap ptr addrspace(1) %{{.*}}, i32 17 monotonic, align 4
// IR: atomicrmw max ptr addrspace(3) %{{.*}}, i32 %{{.*}} syncscope("agent") monotonic, align 4
// IR: atomicrmw fadd ptr addrspace(1) %{{.*}}, float 1.000000e+00 syncscope("agent") release, align 4
// IR: atomicrmw xchg ptr addrspace(1) %{{.*}}, i64 %{{.*}} syncscope("agent") monotonic, align 8
// ASM-LABEL: _Z5atomsPjPyPf:
// ASM-NOT: ASMSTART
// ASM: global_atomic_{{add|add_u32}}
// ASM: global_atomic_{{cmpswap|cmpswap_b32}}
// ASM: ds_max_i32
// ASM: global_atomic_{{swap_x2|swap_b64}}
__global__ void atoms(unsigned *p, unsigned long long *q, float *f) {
  unsigned i = threadIdx.x, a, b, c;
  __shared__ unsigned s[64];
  asm volatile("atom.global.add.u32 %0, [%1], %2;" : "=r"(a) : "l"(p), "r"(i) : "memory");
  asm volatile("atom.acq_rel.cta.global.cas.b32 %0, [%1], %2, %3;" : "=r"(b) : "l"(p + 1), "r"(i), "r"(a) : "memory");
  asm volatile("atom.sys.global.inc.u32 %0, [%1], %2;" : "=r"(c) : "l"(p + 2), "r"(17u) : "memory");
  asm volatile("red.shared.max.s32 [%0], %1;" :: "r"((unsigned)__cvta_generic_to_shared(&s[i & 7])), "r"(a) : "memory");
  asm volatile("red.release.gpu.global.add.f32 [%0], %1;" :: "l"(f), "f"(1.0f) : "memory");
  unsigned long long o;
  asm volatile("atom.global.exch.b64 %0, [%1], %2;" : "=l"(o) : "l"(q), "l"((unsigned long long)b) : "memory");
  p[i + 8] = a + b + c + s[i & 7] + (unsigned)o;
}
