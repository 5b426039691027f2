// SPDX-License-Identifier: Apache-2.0
// __trap() never returns: a [[noreturn]] device function that ends in it draws no
// -Winvalid-noreturn (ggml's no_device_code(), in every one of its CUDA files), and what follows a
// __trap() is dead code.
// RUN: %nvcc -c --offload-arch=%amd_targets -Xcompiler -Werror=invalid-noreturn %s -o %t.o
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefix=IR
#include <cstdio>

[[noreturn]] static __device__ void no_device_code(const char *file, int line) {
  printf("%s:%d: no device code\n", file, line);
  __trap();
}

struct Acc { float v[4]; };

__global__ void guarded(Acc *out, const float *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    no_device_code(__FILE__, __LINE__);
  out[i / 4].v[i % 4] = in[i] * 2.0f;
}

// The store after the trap is gone: the trap block (placed after s_endpgm) stores nothing.
__global__ void after_trap(int *p) {
  if (p[0] == 7) {
    __trap();
    p[1] = 42;
  }
  p[2] = 1;
}
// CHECK-LABEL: {{^_Z10after_trapPi:}}
// CHECK-NOT: {{, (42|0x2a)$}}
// CHECK: s_endpgm
// CHECK-NOT: global_store
// CHECK: s_trap 2
// CHECK-NOT: global_store
// CHECK: .Lfunc_end
// IR-LABEL: define {{.*}}after_trap
// IR: call void @llvm.trap()
// IR-NEXT: unreachable
// IR-NOT: i32 42
