// `extern __shared__ T x[]` of different types, in several kernels of one file, all name the same
// dynamic LDS: the byte after the kernel's static shared memory.
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s

extern __shared__ float dynf[];
extern __shared__ double dynd[];

// With 64 bytes of static shared memory both arrays start at LDS offset 64.
// CHECK-LABEL: _Z4bothPy:
// CHECK: s_cselect_b32 {{s[0-9]+}}, 64, 0
// CHECK: .amdhsa_group_segment_fixed_size 64
__global__ void both(unsigned long long *o) {
  __shared__ int st[16];
  st[threadIdx.x & 15] = 1;
  o[0] = (unsigned long long)(void *)dynf;
  o[1] = (unsigned long long)(void *)dynd;
  o[2] = st[3];
}

// Without static shared memory a function-scope declaration starts at offset 0.
// CHECK-LABEL: _Z5localPi:
// CHECK: ds_{{write|store}}_b32 {{v[0-9]+}}, {{v[0-9]+}}{{$}}
// CHECK: ds_{{read|load}}_b32 {{v[0-9]+}}, {{v[0-9]+}} offset:4
// CHECK: .amdhsa_group_segment_fixed_size 0
__global__ void local(int *o) {
  extern __shared__ char dync[];
  int *ip = (int *)dync;
  ip[threadIdx.x] = 3;
  __syncthreads();
  o[0] = ip[1];
}
