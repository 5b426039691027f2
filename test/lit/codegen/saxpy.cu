// A complete kernel compiles to AMD machine code for each covered target: global loads/stores and
// a multiply-add contracted to an FMA.
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefixes=CHECK,GFX10
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefixes=CHECK,GFX11
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefixes=CHECK,GFX9
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=IR

// GFX10: .amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
// GFX11: .amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
// GFX9: .amdgcn_target "amdgcn-amd-amdhsa--gfx90a
// CHECK-LABEL: _Z5saxpyifPKfPf:
// CHECK: global_load_{{dword|b32}}
// CHECK: v_{{fmac|fma}}_f32
// CHECK: global_store_{{dword|b32}}
// CHECK: s_endpgm
// GFX10: .wavefront_size: 32
// GFX11: .wavefront_size: 32
// GFX9: .wavefront_size: 64
// IR: define {{.*}}amdgpu_kernel void @_Z5saxpyifPKfPf(
// nvcc's default --fmad=true: contractable in IR, fused by the backend (v_fmac above).
// IR: fmul contract float
// IR: fadd contract float
__global__ void saxpy(int n, float a, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
}
