// fence/membar: LLVM fences with the target's sync scope (.cta workgroup, .gpu/.gl agent, .sys
// system); fence.proxy.* orders proxies AMD does not have and is a compiler-only fence.
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=IR
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefixes=ASM,GFX10
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefixes=ASM,GFX10
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefixes=ASM,GFX9

// IR-LABEL: @_Z6fencesv
// IR: fence syncscope("workgroup") seq_cst
// IR: fence syncscope("agent") acq_rel
// IR: fence syncscope("agent") seq_cst
// IR: fence seq_cst
// IR: fence syncscope("singlethread") seq_cst
// IR-NEXT: ret void
// ASM-LABEL: _Z6fencesv:
// ASM-NOT: ASMSTART
// GFX10: buffer_gl0_inv
// GFX10: buffer_gl1_inv
// GFX9: buffer_wbl2
// ASM: s_endpgm
__global__ void fences() {
  asm volatile("fence.sc.cta;" ::: "memory");
  asm volatile("fence.acq_rel.gpu;" ::: "memory");
  asm volatile("membar.gl;" ::: "memory");
  asm volatile("membar.sys;" ::: "memory");
  asm volatile("fence.proxy.async.shared::cta;" ::: "memory");
}
