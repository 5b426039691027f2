// SPDX-License-Identifier: Apache-2.0
// nvcc's operand-size rules (AsmOperandCheck.cpp) apply where the plugin lowers the PTX for an
// AMD GPU. Loaded into an NVIDIA device compilation (route A's clang with our plugin) or a host
// compilation, the check stays silent: clang and ptxas judge those operands there.
// AMD device code: the mismatch is an error at the operand.
// RUN: not %nvcc --cuda-device-only -S -emit-llvm -arch=gfx1100 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=AMD
// NVPTX device code with the plugin loaded: no error, and the plugin is at work (its pass lowered
// the asm, so the IR holds the truncation instead of an asm call).
// RUN: %clang_amd -x cuda -nocudainc -nocudalib -Wno-unknown-cuda-version --cuda-gpu-arch=sm_90 \
// RUN:   --cuda-device-only -fplugin=%toolkit/lib64/libscale-plugin.so -S -emit-llvm %s -o - 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NV --implicit-check-not=error:
// Host code with the plugin loaded: no error either.
// RUN: %clang_amd -x cuda -nocudainc -nocudalib -Wno-unknown-cuda-version --cuda-gpu-arch=sm_90 \
// RUN:   --cuda-host-only -fplugin=%toolkit/lib64/libscale-plugin.so -fsyntax-only %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=HOST --allow-empty --implicit-check-not=error:
// HOST-NOT: asm operand

#define DEV __attribute__((device))
#define HOST __attribute__((host))

// NV-LABEL: define {{.*}}i32 @_Z6narrowx(
// NV-NOT: asm
// NV: trunc i64 {{.*}} to i32
DEV unsigned narrow(long long l) {
  unsigned r;
  // AMD: asm-operand-check-targets.cu:[[@LINE+1]]:45: error: asm operand type size(8) does not match type/size implied by constraint 'r'
  asm("cvt.u32.u64 %0, %1;" : "=r"(r) : "r"(l));
  return r;
}

HOST DEV unsigned both(long long l) {
#ifdef __CUDA_ARCH__
  unsigned r;
  // AMD: asm-operand-check-targets.cu:[[@LINE+1]]:45: error: asm operand type size(8) does not match type/size implied by constraint 'r'
  asm("cvt.u32.u64 %0, %1;" : "=r"(r) : "r"(l));
  return r;
#else
  unsigned r;
  asm("movl %k1, %0" : "=r"(r) : "r"(l)); // host asm: 'r' takes any size
  return r;
#endif
}
