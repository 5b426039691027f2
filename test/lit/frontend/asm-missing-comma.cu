// SPDX-License-Identifier: Apache-2.0
// nvcc accepts two asm operands without the comma between them (NVIDIA's
// conjugateGradientMultiDeviceCG sample: `::"r"(reg_val) "l"(arrived)`): the plugin puts the
// comma back, on the host and the device side, with a warning at the operand; well-formed asm
// statements are left alone.
// RUN: %nvcc -c -arch=sm_80 --offload-arch=gfx1100 %s -o %t.o 2>&1 | FileCheck %s --check-prefix=WARN
// WARN: asm-missing-comma.cu:[[@LINE+19]]:62: warning: missing ',' between asm operands (accepted, as nvcc does)
// WARN: asm-missing-comma.cu:[[@LINE+20]]:48: warning: missing ',' between asm operands (accepted, as nvcc does)
// WARN-NOT: asm-missing-comma.cu:{{29|30}}:
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=sm_80 --offload-arch=gfx1100 %s -o - 2>/dev/null | FileCheck %s
// CHECK-LABEL: define {{.*}}@_Z4flagjPhPjS_
// CHECK: store atomic i8 {{.*}} release
// CHECK: [[TWICE:%[0-9]+]] = shl i32 %0, 1
// CHECK: or disjoint i32 [[TWICE]], 1
// CHECK: store atomic i32 {{.*}} release
// RUN: %nvcc --cuda-device-only -S -O2 -arch=sm_80 --offload-arch=gfx1030 %s -o - 2>/dev/null | FileCheck %s --check-prefix=GCN
// RUN: %nvcc --cuda-device-only -S -O2 -arch=sm_80 --offload-arch=gfx90a %s -o - 2>/dev/null | FileCheck %s --check-prefix=GCN
// GCN: global_store_byte
// GCN: global_store_dword
// GCN: global_store_byte
// RUN: %nvcc --cuda-device-only -S -O2 -arch=sm_80 --offload-arch=gfx1100 %s -o - 2>/dev/null | FileCheck %s --check-prefix=GFX11
// GFX11: global_store_b8
// GFX11: global_store_b32
// GFX11: global_store_b8
__global__ void flag(unsigned v, unsigned char *p, unsigned *o, unsigned char *q) {
  asm volatile("st.release.sys.global.u8 [%1], %0;" ::"r"(v) "l"(p) : "memory");
  unsigned r;
  asm("add.u32 %0, %1, %2;" : "=r"(r) : "r"(v) [second] "r"(v + 1));
  asm volatile("st.release.gpu.global.u32 [%0], %1;" ::"l"(o), "r"(r) : "memory");
  asm volatile("st.release.gpu.global.u8 [%0], %1;" ::"l"(q), "r"(v) : "memory", "cc");
}
