// SPDX-License-Identifier: Apache-2.0
// Device code with an abstract class: its vtable names __cxa_pure_virtual, which the toolkit
// provides as a trap (as NVIDIA's device runtime does), so the program links for three targets
// (NVIDIA's newdelete sample failed at device link before).
// RUN: %nvcc --offload-arch=%amd_targets %s -o %t
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O0 --offload-arch=gfx1100 %s -o - | FileCheck %s
// CHECK: @_ZTV5Shape = {{.*}}@__cxa_pure_virtual
// CHECK: define weak {{.*}}void @__cxa_pure_virtual()
// CHECK: call void @llvm.trap()
// RUN: %nvcc --cuda-device-only -S -O0 --offload-arch=gfx1030 %s -o - | FileCheck %s --check-prefix=ASM
// RUN: %nvcc --cuda-device-only -S -O0 --offload-arch=gfx1100 %s -o - | FileCheck %s --check-prefix=ASM
// RUN: %nvcc --cuda-device-only -S -O0 --offload-arch=gfx90a %s -o - | FileCheck %s --check-prefix=ASM
// ASM: __cxa_pure_virtual:
// ASM-NEXT: ; %bb.0:
// ASM: s_trap 2
struct Shape {
  __device__ virtual float area() const = 0;
  __device__ virtual ~Shape() {}
};
struct Square : Shape {
  float s;
  __device__ explicit Square(float x) : s(x) {}
  __device__ float area() const override { return s * s; }
};
__global__ void areas(float *out, int n) {
  Shape *p = new Square(float(threadIdx.x));
  out[threadIdx.x] = p->area();
  delete p;
}
int main() { return 0; }
