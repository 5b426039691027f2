// ld/st with memory orderings and scopes: .acquire/.release/.relaxed become atomic loads and
// stores with the AMDGPU sync scope of .cta/.gpu/.sys (workgroup/agent/system); .volatile is a
// volatile access. The backend adds the cache maintenance the ordering needs.
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=IR
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefixes=ASM,GFX10
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefixes=ASM,GFX10
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefixes=ASM,GFX9

// IR-LABEL: @_Z6ordersPjS_
// IR: load atomic i32, ptr addrspace(1) %{{.*}} syncscope("agent") acquire, align 4
// IR: load atomic i32, ptr addrspace(1) %{{.*}} monotonic, align 4
// IR: load volatile i32, ptr addrspace(1)
// IR: store atomic i32 %{{.*}}, ptr addrspace(1) %{{.*}} syncscope("workgroup") release, align 4
// ASM-LABEL: _Z6ordersPjS_:
// ASM-NOT: ASMSTART
// ASM: global_load_{{dword|b32}} v{{[0-9]+}}, v{{[0-9]+}}, s[{{[0-9]+}}:{{[0-9]+}}] glc
// GFX10: buffer_gl1_inv
// GFX10-NEXT: buffer_gl0_inv
// GFX9: buffer_wbinvl1_vol
// ASM: global_store_{{dword|b32}}
__global__ void orders(unsigned *p, unsigned *q) {
  unsigned i = threadIdx.x, a, b, c;
  asm volatile("ld.acquire.gpu.global.u32 %0, [%1];" : "=r"(a) : "l"(p + i) : "memory");
  asm volatile("ld.relaxed.sys.u32 %0, [%1];" : "=r"(b) : "l"(p + i + 64) : "memory");
  asm volatile("ld.volatile.global.u32 %0, [%1];" : "=r"(c) : "l"(p + i + 128) : "memory");
  asm volatile("st.release.cta.global.u32 [%0], %1;" :: "l"(q + i), "r"(a + b + c) : "memory");
}

// Vector accesses with an ordering are one atomic access per element (the PTX memory model treats
// a vector access as scalar accesses in an unspecified order).
// IR-LABEL: @_Z7vectorsPj
// IR: load atomic i32, ptr addrspace(1) %{{.*}} syncscope("agent") monotonic, align 4
// IR: load atomic i32, ptr addrspace(1) %{{.*}} syncscope("agent") monotonic, align 4
// IR: store atomic i32 %{{.*}}, ptr addrspace(1) %{{.*}} syncscope("workgroup") release, align 4
// IR: store atomic i32 %{{.*}}, ptr addrspace(1) %{{.*}} syncscope("workgroup") release, align 4
__global__ void vectors(unsigned *p) {
  unsigned i = threadIdx.x, a, b;
  asm volatile("ld.relaxed.gpu.global.v2.u32 {%0, %1}, [%2];" : "=r"(a), "=r"(b) : "l"(p + 2 * i) : "memory");
  asm volatile("st.release.cta.global.v2.u32 [%0], {%1, %2};" :: "l"(p + 2 * i + 256), "r"(b), "r"(a) : "memory");
}
