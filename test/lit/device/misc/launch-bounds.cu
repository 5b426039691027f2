// __launch_bounds__(N) must bound the AMD flat work-group size to N.
// crt/host_defines.h maps it to amdgpu_flat_work_group_size(1, N): clang applies the CUDA
// launch_bounds attribute to NVPTX only.
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1100 %s -o - | FileCheck %s
// CHECK: define {{.*}}@_Z7boundedPi({{.*}} #[[A:[0-9]+]]
// CHECK: attributes #[[A]] = {{.*}}"amdgpu-flat-work-group-size"="1,256"
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefix=ASM
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefix=ASM
// ASM: .max_flat_workgroup_size: 256
__global__ void __launch_bounds__(256, 2) bounded(int *p) { p[threadIdx.x] = 0; }
