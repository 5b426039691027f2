// Device printf is lowered by clang to the ockl hostcall printf; assert() calls our device
// __assert_fail, which prints and traps. The ockl printf code must survive gfx11/gfx12
// compilation (DESIGN.md section 6): the linked code objects keep the hostcall calls.
// The plugin's inline-PTX pass leaves alone the AMDGPU comment-only asm of the ROCm device
// libraries linked into the module (ockl's printf/hostcall code).
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=IR
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=ASM
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1200 %s -o - | FileCheck %s --check-prefix=ASM
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefix=ASM
#include <assert.h>
#include <stdio.h>

// At -O2 ockl's printf_begin/append_args inline into the kernel around the hostcall.
// IR-DAG: define {{.*}}amdgpu_kernel void @_Z1kPi(
// IR-DAG: call fastcc <2 x i64> @__ockl_hostcall_internal(
// IR-DAG: call fastcc void @__assert_fail()
// IR-DAG: define internal fastcc void @__assert_fail()
// IR-DAG: call void @llvm.trap()
// The hostcall code survives to the ISA: its doorbell message and the kernel's call to it.
// ASM-DAG: __ockl_hostcall_internal:
// ASM-DAG: s_sendmsg sendmsg(MSG_INTERRUPT)
// ASM-DAG: _Z1kPi:
// ASM-DAG: s_endpgm
__global__ void k(int *p) {
  printf("v=%d %f\n", p[0], 1.5);
  assert(p[1] == 2);
}

// Host code still sees the C library's printf and assert.
int main() { printf("host\n"); assert(1); }
