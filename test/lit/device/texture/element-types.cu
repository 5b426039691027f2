// The element type T of a fetch: channel k of the image instruction becomes component k of T.
// Float components take the channel's bits; integer components its low bits (the hardware returns
// integer formats' values in the channel; normalized and float formats arrive as floats, which
// is how cudaReadModeNormalizedFloat works on AMD: the runtime gives the texture a normalized
// format). Only the channels T has are requested (dmask).
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1100 %s -o - | FileCheck %s

// CHECK-LABEL: define {{.*}} @_Z2u8yPhi(
// CHECK: [[V:%.*]] = {{.*}}call float @llvm.amdgcn.struct.buffer.load.format.f32(
// CHECK: [[I:%.*]] = bitcast float [[V]] to i32
// CHECK: [[B:%.*]] = trunc i32 [[I]] to i8
// CHECK: store i8 [[B]]
__global__ void u8(cudaTextureObject_t t, unsigned char *o, int i) { o[0] = tex1Dfetch<unsigned char>(t, i); }

// CHECK-LABEL: define {{.*}} @_Z5s16x2yP6short2i(
// CHECK: call <2 x float> @llvm.amdgcn.struct.buffer.load.format.v2f32(
// The low 16 bits of channels 0 and 1.
// CHECK: [[H:%.*]] = bitcast <2 x float> {{.*}} to <4 x i16>
// CHECK-DAG: extractelement <4 x i16> [[H]], i64 0
// CHECK-DAG: extractelement <4 x i16> [[H]], i64 2
__global__ void s16x2(cudaTextureObject_t t, short2 *o, int i) { o[0] = tex1Dfetch<short2>(t, i); }

// Float: the bits as they are, no conversion instruction.
// CHECK-LABEL: define {{.*}} @_Z3f32yP6float2ff(
// CHECK: [[S:%.*]] = {{.*}}call <2 x float> @llvm.amdgcn.image.sample.lz.2d.v2f32.f32{{.*}}(i32 3,
// CHECK-NEXT: [[B:%.*]] = bitcast <2 x float> [[S]] to <2 x i32>
// CHECK-NOT: {{fptosi|fptoui|sitofp|uitofp}}
// CHECK: extractelement <2 x i32> [[B]], i64 0
__global__ void f32(cudaTextureObject_t t, float2 *o, float x, float y) { o[0] = tex2D<float2>(t, x, y); }

// char and signed char: the low byte of the channel (sign comes from the format).
// CHECK-LABEL: define {{.*}} @_Z2s8yPai(
// CHECK: trunc i32 {{.*}} to i8
__global__ void s8(cudaTextureObject_t t, signed char *o, int i) { o[0] = tex1Dfetch<signed char>(t, i); }
