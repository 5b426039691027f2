// Dynamic parallelism (a kernel launching a kernel) cannot work on AMD GPUs: a compile-time error
// at the launch. A host-side launch of the same kernel is fine.
// RUN: not %nvcc -c -arch=gfx1100 %s -o %t.o 2>&1 | FileCheck %s
// RUN: %nvcc -c -arch=gfx1100 -DHOST_ONLY %s -o %t.o
__global__ void child(int *p) { p[threadIdx.x] = 1; }
#ifndef HOST_ONLY
// CHECK: dynamic-parallelism.cu:[[@LINE+1]]:{{[0-9]+}}: error: device-side kernel call/launch is not supported
__global__ void parent(int *p) { child<<<1, 32>>>(p); }
#endif
void host(int *p) { child<<<1, 32>>>(p); }
