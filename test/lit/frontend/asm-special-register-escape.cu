// A single '%' before a PTX special register in an asm with operands (libcu++'s cuda/std/chrono:
// `asm volatile("mov.u64 %0, %globaltimer;" : "=l"(t))`) is what nvcc passes to ptxas; clang's
// GCC rules would reject it (invalid % escape). The plugin doubles the '%' of special-register
// names in the asm string tokens (SpecialRegisterEscapes.cpp), so the IR holds the register
// name with one '%', as written. Basic asm (no operands) keeps its text unchanged. Any other bad
// escape keeps clang's error at the user's line. libcu++'s header: asm-special-register-libcuxx.cu.
// RUN: %frontend_ir --cuda-device-only -S -emit-llvm -arch=gfx1100 %s -o - | FileCheck %s
// RUN: %frontend_ir --cuda-device-only -S -emit-llvm -arch=gfx90a %s -o - | FileCheck %s
// RUN: %nvcc -c -arch=gfx1100 -DLOWERED %s -o %t.o
// RUN: not %nvcc --cuda-device-only -S -arch=gfx1100 -DBAD %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD
#include <cstdint>

#define READ_SREG(NAME, OUT) asm volatile("mov.u32 %0, " NAME ";" : "=r"(OUT))

template <int N> __device__ unsigned envreg() { // asm in a template
  unsigned v;
  asm("mov.u32 %0, %envreg3;" : "=r"(v));
  return v + N;
}

struct Clock { // a member function body defined in the class is parsed from cached tokens
  __device__ unsigned long long now() const {
    unsigned long long v;
    asm volatile("mov.u64 %0, %globaltimer;" : "=l"(v));
    return v;
  }
};

// CHECK-LABEL: define {{.*}}@_Z1kPmPj(
// CHECK: asm sideeffect "mov.u64 $0, %globaltimer;", "=l"()
// CHECK: asm sideeffect "mov.u32 $0, %tid.x;", "=r"()
// CHECK: asm sideeffect "mov.u64 $0, %clock64;", "=l"()
// CHECK: asm sideeffect "mov.u32 $0, %laneid;", "=r"()
// CHECK: asm sideeffect "mov.u32 $0, %smid;", "=r"()
// CHECK: asm sideeffect "mov.u64 $0, %pm1_64; // 100% %q", "=l"()
// CHECK: asm sideeffect "mov.u32 $0, %reserved_smem_offset_1;", "=r"()
// CHECK: asm sideeffect "// basic %globaltimer 100%%"
// CHECK: asm "mov.u32 $0, %envreg3;", "=r"()
// CHECK-DAG: asm sideeffect "mov.u32 $0, %lanemask_lt;", "=r"()
// CHECK-DAG: define {{.*}}@_ZNK5Clock3nowEv(
__global__ void k(uint64_t *t, unsigned *u) {
  asm volatile("mov.u64 %0, %globaltimer;" : "=l"(t[0]));
  asm volatile("mov.u32 %0, %tid.x;" : "=r"(u[0]));
  __asm__ __volatile__("mov.u64 %0, "
                       "%clock64;"
                       : "=l"(t[1]));
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(u[2])); // clang's spelling stays valid
  READ_SREG("%smid", u[3]);
#ifndef LOWERED // registers and text the PTX lowering does not take: the frontend only
  asm volatile("mov.u64 %0, %pm1_64; // 100%% %%q" : "=l"(t[2]));
  asm volatile("mov.u32 %0, %reserved_smem_offset_1;" : "=r"(u[5])); // PTX's %reserved_smem_offset_<2>
  asm volatile("// basic %globaltimer 100%%");
  u[4] = envreg<1>();
#endif
  t[4] = Clock().now();
  t[5] = [] { unsigned v; asm volatile("mov.u32 %0, %lanemask_lt;" : "=r"(v)); return v; }();
}

#ifdef BAD
__global__ void bad(unsigned *u) {
  // BAD: asm-special-register-escape.cu:[[@LINE+1]]:{{[0-9]+}}: error: invalid % escape in inline assembly string
  asm volatile("mov.u32 %0, %globaltimerx;" : "=r"(u[0]));
  // BAD: asm-special-register-escape.cu:[[@LINE+1]]:{{[0-9]+}}: error: invalid % escape in inline assembly string
  asm volatile("mov.u32 %0, %envreg32;" : "=r"(u[1]));
  // BAD: asm-special-register-escape.cu:[[@LINE+1]]:{{[0-9]+}}: error: invalid % escape in inline assembly string
  asm volatile("mov.u32 %0, %reserved_smem_offset_2;" : "=r"(u[4]));
  // A PTX register name is no special register: clang reads %r1 as operand 1 with modifier 'r'.
  // BAD: asm-special-register-escape.cu:[[@LINE+1]]:{{[0-9]+}}: error: invalid operand number in inline asm string
  asm volatile("mov.u32 %0, %r1;" : "=r"(u[2]));
  // BAD: asm-special-register-escape.cu:[[@LINE+1]]:{{[0-9]+}}: error: invalid operand number in inline asm string
  asm volatile("mov.u32 %1, %globaltimer_lo;" : "=r"(u[3]));
}
#endif
