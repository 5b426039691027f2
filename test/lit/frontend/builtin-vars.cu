// threadIdx/blockIdx/blockDim/gridDim read the AMDGPU work-item registers; warpSize is 32 on
// wave32 and wave64 targets alike (logical warps, DESIGN.md section 4).
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=IR
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefixes=ASM
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefixes=ASM
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefixes=ASM

static_assert(warpSize == 32, "CUDA warps are 32 lanes on every target");

// IR-LABEL: define {{.*}}@_Z3idsPj(
// IR-DAG: call {{.*}}i32 @llvm.amdgcn.workitem.id.x()
// IR-DAG: call {{.*}}i32 @llvm.amdgcn.workgroup.id.y()
// ASM-LABEL: _Z3idsPj:
// ASM: s_endpgm
__global__ void ids(unsigned *out) {
  unsigned t = threadIdx.x + blockIdx.y * blockDim.x;
  out[t] = gridDim.x + warpSize;
}
