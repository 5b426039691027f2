// Scalar video instructions (vadd, vsub, vabsdiff, vmin, vmax, vshl, vshr, vset, vmad): byte and
// half-word selectors, .sat to the destination's range, secondary .add/.min/.max, merges into a
// byte or half-word of c. Bit-exactness: test/unit/ptx/ExactLoweringTest.cpp and
// test/exec/ptx/video.forms.
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O0 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=IR
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefix=ASM
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=ASM
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefix=ASM

// ASM-NOT: ASMSTART

// a.b0 is zero-extended (u32), b.h1 sign-extended (s32); the sum saturates to s32.
// IR-LABEL: @_Z6addselPj
// IR: zext i8 %{{.*}} to i64
// IR: lshr i32 %{{.*}}, 16
// IR: sext i16 %{{.*}} to i64
// IR: call i64 @llvm.smax.i64(i64 %{{.*}}, i64 -2147483648)
// IR: call i64 @llvm.smin.i64(i64 %{{.*}}, i64 2147483647)
__global__ void addsel(unsigned *p) {
  unsigned i = threadIdx.x, r;
  asm("vadd.s32.u32.s32.sat %0, %1.b0, %2.h1;" : "=r"(r) : "r"(p[i]), "r"(p[i + 64]));
  p[i] = r;
}

// A destination selector merges the byte-saturated result into byte 2 of c; a signed byte is
// clamped as the hardware does, as unsigned (a negative result becomes 127).
// IR-LABEL: @_Z5mergePj
// IR: trunc i64 %{{.*}} to i34
// IR: call i64 @llvm.umin.i64(i64 %{{.*}}, i64 127)
// IR: shl i32 %{{.*}}, 16
// IR: and i32 %{{.*}}, -16711681
__global__ void merge(unsigned *p) {
  unsigned i = threadIdx.x, r;
  asm("vsub.s32.s32.s32.sat %0.b2, %1.b3, %2.b1, %3;" : "=r"(r) : "r"(p[i]), "r"(p[i + 64]), "r"(p[i + 128]));
  p[i] = r;
}

// vabsdiff with a secondary .add; vmax with a secondary .max on the 32-bit result, extended by
// the destination type.
// IR-LABEL: @_Z6secondPj
// IR: call i64 @llvm.abs.i64
// IR: call i64 @llvm.smax.i64
// IR: [[T:%.*]] = trunc i64 %{{.*}} to i32
// IR: sext i32 [[T]] to i64
// IR: call i64 @llvm.smax.i64
__global__ void second(unsigned *p) {
  unsigned i = threadIdx.x, r, s;
  asm("vabsdiff.u32.u32.u32.add %0, %1, %2, %3;" : "=r"(r) : "r"(p[i]), "r"(p[i + 64]), "r"(p[i + 128]));
  asm("vmax.s32.s32.s32.max %0, %1, %2, %3;" : "=r"(s) : "r"(p[i]), "r"(r), "r"(p[i + 128]));
  p[i] = s;
}

// Shifts: .clamp caps the amount at 32, .wrap takes it modulo 32; the result is a signed 34-bit
// intermediate.
// IR-LABEL: @_Z6shiftsPj
// IR: call i128 @llvm.umin.i128(i128 %{{.*}}, i128 32)
// IR: shl i128
// IR: trunc i128 %{{.*}} to i34
// IR: and i128 %{{.*}}, 31
// IR: ashr i128
__global__ void shifts(unsigned *p) {
  unsigned i = threadIdx.x, r, s;
  asm("vshl.u32.u32.u32.clamp %0, %1, %2;" : "=r"(r) : "r"(p[i]), "r"(p[i + 64]));
  asm("vshr.s32.s32.u32.wrap %0, %1, %2;" : "=r"(s) : "r"(r), "r"(p[i + 128]));
  p[i] = s;
}

// vset writes 0/1; merged without .sat, the low byte of the result moves into byte 1 of c (as on
// NVIDIA's hardware). vmad multiplies half-words, adds c sign-extended whatever the types, and
// scales.
// IR-LABEL: @_Z6setmadPj
// IR: icmp eq i64
// IR: shl i32 %{{.*}}, 8
// IR: and i32 %{{.*}}, 65280
// IR: and i32 %{{.*}}, -65281
// IR: sext i32 %{{.*}} to i128
// IR: ashr i128 %{{.*}}, 15
__global__ void setmad(unsigned *p) {
  unsigned i = threadIdx.x, r, s;
  asm("vset.u32.u32.eq %0.b1, %1.b0, %2.b0, %3;" : "=r"(r) : "r"(p[i]), "r"(p[i + 64]), "r"(p[i + 128]));
  asm("vmad.u32.u32.u32.shr15 %0, %1.h0, %2.h0, %3;" : "=r"(s) : "r"(p[i]), "r"(r), "r"(p[i + 128]));
  p[i] = s;
}

// vmad multiplies whole-word sources as signed even when they are .u32, and saturates to the
// unsigned range; vsub with an unsigned destination saturates only below.
// IR-LABEL: @_Z7wholemdPj
// IR: sext i32 %{{.*}} to i128
// IR: sext i32 %{{.*}} to i128
// IR: mul i128
// IR: call i128 @llvm.smax.i128(i128 %{{.*}}, i128 0)
// IR: call i128 @llvm.smin.i128(i128 %{{.*}}, i128 4294967295)
// IR: sub i64
// IR: call i64 @llvm.smax.i64(i64 %{{.*}}, i64 0)
// IR-NOT: smin
// IR: ret void
__global__ void wholemd(unsigned *p) {
  unsigned i = threadIdx.x, r, s;
  asm("vmad.u32.u32.u32.sat %0, %1, %2, %3;" : "=r"(r) : "r"(p[i]), "r"(p[i + 64]), "r"(p[i + 128]));
  asm("vsub.u32.u32.s32.sat %0, %1, %2;" : "=r"(s) : "r"(r), "r"(p[i + 128]));
  p[i] = s;
}
