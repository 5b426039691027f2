// .rz/.rm/.rp on f32/f64 arithmetic and on conversions: computed in round-to-nearest with the sign
// of the rounding error (TwoSum, fma residuals), then moved one ulp where the mode asks; the
// rounding-mode register is never written (DirectedRounding.cpp). Bit-exactness against the host's
// fesetround: test/unit/ptx/ExactLoweringTest.cpp; against NVIDIA: test/exec/ptx/rounding.forms.
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=IR
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefix=ASM
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=ASM
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefix=ASM
// RUN: not %nvcc --cuda-device-only -S -O2 -arch=gfx1100 -DBAD %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR

// ASM-NOT: ASMSTART
// ASM-NOT: s_setreg
// ASM-NOT: s_round_mode
// IR-NOT: llvm.set.rounding
// IR-NOT: constrained

#ifndef BAD
// f32 add in f64 with TwoSum, rounded to f32 and nudged down toward zero.
// IR-LABEL: @_Z4addfPf
// IR: fpext float %{{.*}} to double
// IR: fadd double
// IR: fptrunc double %{{.*}} to float
// IR: bitcast float %{{.*}} to i32
__global__ void addf(float *p) {
  float r;
  asm("add.rz.f32 %0, %1, %2;" : "=f"(r) : "f"(p[threadIdx.x]), "f"(p[threadIdx.x + 64]));
  p[threadIdx.x] = r;
}

// f64 fma: Boldo-Muller's ErrFma, frexp/ldexp scaling for tiny products.
// IR-LABEL: @_Z4fmadPd
// IR: call double @llvm.fma.f64
// IR: call { double, i32 } @llvm.frexp.f64.i32
// IR: call double @llvm.ldexp.f64.i32
__global__ void fmad(double *p) {
  double r;
  asm("fma.rm.f64 %0, %1, %2, %3;" : "=d"(r) : "d"(p[threadIdx.x]), "d"(p[threadIdx.x + 64]), "d"(p[threadIdx.x + 128]));
  p[threadIdx.x] = r;
}

// div/sqrt/rcp: the fma residual gives the sign of the error.
// IR-LABEL: @_Z6divsqrPfPd
// IR: fdiv double
// IR: call double @llvm.fma.f64
// IR: call double @llvm.sqrt.f64
__global__ void divsqr(float *p, double *q) {
  float r, s;
  double t;
  asm("div.rp.f32 %0, %1, %2;" : "=f"(r) : "f"(p[threadIdx.x]), "f"(p[threadIdx.x + 64]));
  asm("sqrt.rm.f32 %0, %1;" : "=f"(s) : "f"(r));
  asm("rcp.rz.f64 %0, %1;" : "=d"(t) : "d"(q[threadIdx.x]));
  p[threadIdx.x] = s;
  q[threadIdx.x] = t;
}

// Conversions: a 64-bit integer is split into two exact doubles; f64 to f32 compares the nearest
// float with the source.
// IR-LABEL: @_Z4cvtsPyPf
// IR: lshr i64 %{{.*}}, 32
// IR: fmul double %{{.*}}, 0x41F0000000000000
// IR: fptrunc double %{{.*}} to float
__global__ void cvts(unsigned long long *p, float *q) {
  float r, s;
  asm("cvt.rm.f32.u64 %0, %1;" : "=f"(r) : "l"(p[threadIdx.x]));
  asm("cvt.rp.f32.f64 %0, %1;" : "=f"(s) : "d"(__longlong_as_double(p[threadIdx.x + 64])));
  q[threadIdx.x] = r + s;
}
#else
__global__ void bad(unsigned *p) {
  unsigned r;
  // ERR: directed-rounding.cu:[[@LINE+1]]:{{[0-9]+}}: error: 'add.rz.f16x2': .rz/.rm/.rp exist for .f32 and .f64 only (inline PTX column 1)
  asm("add.rz.f16x2 %0, %1, %2;" : "=r"(r) : "r"(p[0]), "r"(p[1]));
  p[1] = r;
  float f;
  // ERR: directed-rounding.cu:[[@LINE+1]]:{{[0-9]+}}: error: PTX instruction 'ex2.rz.f32' is not supported on AMD GPUs (rounding mode .rz is not implemented) (inline PTX column 1)
  asm("ex2.rz.f32 %0, %1;" : "=f"(f) : "f"(__uint_as_float(p[0])));
  p[2] = __float_as_uint(f);
}
#endif
