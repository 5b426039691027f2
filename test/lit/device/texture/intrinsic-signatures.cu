// The image intrinsics the headers reach (through ockl and through the llvm.amdgcn.image.getresinfo
// declarations of __scale_amd/texture/image.h) have the types LLVM's verifier demands. clang does
// not verify its output, and a getresinfo declared with the wrong return type was silently
// miscompiled (the surrounding image stores vanished); this runs the verifier on every target.
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O0 -arch=gfx1030 %s -o - | opt -passes=verify -disable-output
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O0 -arch=gfx1100 %s -o - | opt -passes=verify -disable-output
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O0 -arch=gfx90a %s -o - | opt -passes=verify -disable-output
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O0 -arch=gfx1100 %s -o - | FileCheck %s

// CHECK-DAG: declare <4 x float> @llvm.amdgcn.image.getresinfo.1d.v4f32.i32(
// CHECK-DAG: declare <4 x float> @llvm.amdgcn.image.getresinfo.2d.v4f32.i32(
// CHECK-DAG: declare <4 x float> @llvm.amdgcn.image.getresinfo.3d.v4f32.i32(
// CHECK-DAG: declare <4 x float> @llvm.amdgcn.image.getresinfo.1darray.v4f32.i32(
// CHECK-DAG: declare <4 x float> @llvm.amdgcn.image.getresinfo.2darray.v4f32.i32(
__global__ void sizes(cudaSurfaceObject_t s, int x, int y, int z) {
  surf1Dwrite(1, s, x, cudaBoundaryModeClamp);
  surf2Dwrite(2, s, x, y, cudaBoundaryModeTrap);
  surf3Dwrite(3, s, x, y, z, cudaBoundaryModeClamp);
  surf1DLayeredwrite(4, s, x, z, cudaBoundaryModeClamp);
  surf2DLayeredwrite(5, s, x, y, z, cudaBoundaryModeTrap);
}
