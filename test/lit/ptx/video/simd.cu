// SIMD video instructions (vadd2/4, vsub2/4, vavrg2/4, vabsdiff2/4, vmin2/4, vmax2/4, vset2/4):
// integer IR, element by element, with their .sat, .add accumulate, masks and selectors; no asm
// reaches any AMD target. Bit-exactness: test/unit/ptx/ExactLoweringTest.cpp and
// test/exec/ptx/video.forms.
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O0 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=IR
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefix=ASM
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=ASM
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefix=ASM

// ASM-NOT: ASMSTART
// ASM-NOT: vabsdiff

// vabsdiff4 with .add is a sum of absolute byte differences into c.
// IR-LABEL: @_Z3sadPj
// IR-COUNT-4: call i32 @llvm.abs.i32
// IR: add i32
// IR: ret void
__global__ void sad(unsigned *p) {
  unsigned i = threadIdx.x, r;
  asm("vabsdiff4.u32.u32.u32.add %0, %1, %2, %3;" : "=r"(r) : "r"(p[i]), "r"(p[i + 64]), "r"(p[i + 128]));
  p[i] = r;
}

// .sat clamps each signed half-word to [-32768, 32767].
// IR-LABEL: @_Z7addsat2Pj
// IR: call i32 @llvm.smax.i32(i32 %{{.*}}, i32 -32768)
// IR: call i32 @llvm.smin.i32(i32 %{{.*}}, i32 32767)
__global__ void addsat2(unsigned *p) {
  unsigned i = threadIdx.x, r;
  asm("vadd2.s32.s32.s32.sat %0, %1, %2, %3;" : "=r"(r) : "r"(p[i]), "r"(p[i + 64]), "r"(p[i + 128]));
  p[i] = r;
}

// Unsigned byte saturation: [0, 255].
// IR-LABEL: @_Z7subsat4Pj
// IR: call i32 @llvm.smin.i32(i32 %{{.*}}, i32 255)
__global__ void subsat4(unsigned *p) {
  unsigned i = threadIdx.x, r;
  asm("vsub4.u32.u32.u32.sat %0, %1, %2, %3;" : "=r"(r) : "r"(p[i]), "r"(p[i + 64]), "r"(p[i + 128]));
  p[i] = r;
}

// The mask .h0 writes the low half and keeps c's high half.
// IR-LABEL: @_Z5mergePj
// IR: and i32 %{{.*}}, 65535
// IR: lshr i32 %{{.*}}, 16
// IR: and i32 %{{.*}}, 65535
__global__ void merge(unsigned *p) {
  unsigned i = threadIdx.x, r;
  asm("vmax2.u32.u32.u32 %0.h0, %1, %2, %3;" : "=r"(r) : "r"(p[i]), "r"(p[i + 64]), "r"(p[i + 128]));
  p[i] = r;
}

// vavrg rounds the average up: (a + b + 1) >> 1 for non-negative sums.
// IR-LABEL: @_Z4avrgPj
// IR: ashr i32 %{{.*}}, 1
__global__ void avrg(unsigned *p) {
  unsigned i = threadIdx.x, r;
  asm("vavrg4.u32.u32.u32 %0, %1, %2, %3;" : "=r"(r) : "r"(p[i]), "r"(p[i + 64]), "r"(p[i + 128]));
  p[i] = r;
}

// vset compares element by element (signed here) and counts the true ones with .add.
// IR-LABEL: @_Z4vsetPj
// IR: icmp slt i32
__global__ void vset(unsigned *p) {
  unsigned i = threadIdx.x, r, s;
  asm("vset2.s32.s32.lt %0, %1, %2, %3;" : "=r"(r) : "r"(p[i]), "r"(p[i + 64]), "r"(p[i + 128]));
  asm("vset4.u32.u32.ne.add %0, %1, %2, %3;" : "=r"(s) : "r"(p[i]), "r"(p[i + 64]), "r"(r));
  p[i] = s;
}

// Selectors take elements from the pair {b, a}: .b7531 picks the odd bytes of b then of a.
// IR-LABEL: @_Z3selPj
// IR: zext i32 %{{.*}} to i64
// IR: shl i64 %{{.*}}, 32
// IR: lshr i64 %{{.*}}, 8
// IR: lshr i64 %{{.*}}, 56
__global__ void sel(unsigned *p) {
  unsigned i = threadIdx.x, r;
  asm("vmin4.s32.s32.s32 %0.b3210, %1.b7531, %2.b0246, %3;" : "=r"(r) : "r"(p[i]), "r"(p[i + 64]), "r"(p[i + 128]));
  p[i] = r;
}
