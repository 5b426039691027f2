// FP8 conversions (sm_89): f32/f16x2 to .e4m3x2/.e5m2x2 round to nearest even by integer and
// exact float arithmetic with .satfinite clamping; back to f16x2 is an exact decode
// (ConvertFp8.cpp). Bit-exactness: test/unit/ptx/ExactLoweringTest.cpp, test/exec/ptx/fp8.forms.
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O0 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=IR
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefix=ASM
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=ASM
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefix=ASM
// RUN: not %nvcc --cuda-device-only -S -O2 -arch=gfx1100 -DBAD %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR

// ASM-NOT: ASMSTART
#ifndef BAD
// IR-LABEL: @_Z2toPtPKf
// IR: call float @llvm.roundeven.f32
// IR: call float @llvm.minnum.f32(float %{{.*}}, float 4.480000e+02)
// IR: fcmp uno float
// IR: shl i16 %{{.*}}, 8
__global__ void to(unsigned short *d, const float *a) {
  unsigned short r;
  asm("cvt.rn.satfinite.e4m3x2.f32 %0, %1, %2;" : "=h"(r) : "f"(a[threadIdx.x]), "f"(a[threadIdx.x + 64]));
  d[threadIdx.x] = r;
}

// IR-LABEL: @_Z4fromPjPKt
// IR: call i32 @llvm.umax.i32(i32 %{{.*}}, i32 1)
// IR: fptrunc float %{{.*}} to half
// IR: insertelement <2 x half>
__global__ void from(unsigned *d, const unsigned short *a) {
  unsigned r;
  asm("cvt.rn.f16x2.e5m2x2 %0, %1;" : "=r"(r) : "h"(a[threadIdx.x]));
  d[threadIdx.x] = r;
}
#else
__global__ void bad(unsigned short *d, const float *a) {
  unsigned short r;
  // ERR: cvt-fp8.cu:[[@LINE+1]]:{{[0-9]+}}: error: 'cvt.rn.e4m3x2.f32': narrowing to FP8 needs .satfinite (inline PTX column 1)
  asm("cvt.rn.e4m3x2.f32 %0, %1, %2;" : "=h"(r) : "f"(a[0]), "f"(a[1]));
  d[0] = r;
}
#endif
