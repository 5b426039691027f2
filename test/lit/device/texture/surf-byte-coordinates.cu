// Surface x-coordinates are bytes: the element index is x / sizeof(T) rounded towards minus
// infinity (an arithmetic shift for power-of-two sizes, so x = -1 stays out of range; a division
// for 3-element types).
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1100 %s -o - | FileCheck %s

// CHECK-LABEL: define {{.*}} @_Z3f32yPfi(
// CHECK: [[E:%.*]] = ashr i32 %2, 2
// CHECK: call {{.*}}float @llvm.amdgcn.image.load.1d.f32.i32.v8i32(i32 1, i32 [[E]],
__global__ void f32(cudaSurfaceObject_t s, float *o, int x) {
  o[0] = surf1Dread<float>(s, x, cudaBoundaryModeZero);
}

// CHECK-LABEL: define {{.*}} @_Z3f44yP6float4i(
// CHECK: [[E:%.*]] = ashr i32 %2, 4
// CHECK: call {{.*}}<4 x float> @llvm.amdgcn.image.load.1d.v4f32.i32.v8i32(i32 15, i32 [[E]],
__global__ void f44(cudaSurfaceObject_t s, float4 *o, int x) {
  o[0] = surf1Dread<float4>(s, x, cudaBoundaryModeZero);
}

// CHECK-LABEL: define {{.*}} @_Z2u8yPhi(
// CHECK-NOT: ashr
// CHECK: call {{.*}}float @llvm.amdgcn.image.load.1d.f32.i32.v8i32(i32 1, i32 %2,
__global__ void u8(cudaSurfaceObject_t s, unsigned char *o, int x) {
  o[0] = surf1Dread<unsigned char>(s, x, cudaBoundaryModeZero);
}

// 12-byte elements: floor division, negative x rounded down.
// CHECK-LABEL: define {{.*}} @_Z3f33yP6float3i(
// CHECK: sdiv i32
// CHECK: call {{.*}}<3 x float> @llvm.amdgcn.image.load.1d.v3f32.i32.v8i32(i32 7,
__global__ void f33(cudaSurfaceObject_t s, float3 *o, int x) {
  o[0] = surf1Dread<float3>(s, x, cudaBoundaryModeZero);
}
