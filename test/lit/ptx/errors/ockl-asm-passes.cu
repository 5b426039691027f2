// Comment-only AMDGPU asm (what ROCm's ockl uses as scheduling barriers, linked into every device
// module before the inline-PTX pass) and empty asm are not PTX: they reach the backend unchanged.
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s
// CHECK-LABEL: _Z1kPi:
// CHECK: ; hoisting barrier
// CHECK: s_endpgm
__global__ void k(int *p) {
  int v = p[0];
  asm volatile("; hoisting barrier %0" : "+v"(v));
  asm volatile("" ::: "memory");
  p[1] = v;
}
