// A kernel calling ocml compiles and links its device code for gfx11/gfx12/gfx942 through the overlay
// (ROCm 5.2 has no ISA files for them, and ocml reads __oclc_daz_opt).
// RUN: %nvcc -c -arch=gfx1100 -arch=gfx1201 -arch=gfx942 %s -o %t.o
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s
// CHECK-LABEL: _Z1kPf:
// CHECK: s_endpgm
extern "C" __device__ float __ocml_sin_f32(float);
__global__ void k(float *p) { p[threadIdx.x] = __ocml_sin_f32(p[threadIdx.x]); }
