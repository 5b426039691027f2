// SPDX-License-Identifier: Apache-2.0
// cvt.{rz,rm,rp}.{bf16,f16}.<integer> (sm_90 PTX; nvcc writes it for __int2bfloat16_rz and its
// relatives): the integer is rounded to f32 in the mode, then to 16 bits in the same mode (two
// roundings in one direction are one, the 16-bit values being f32 values). Exact against NVIDIA:
// test/exec/ptx/rounding.forms. Found by ptx-modules (nvcc's PTX of test/exec/cases/bf16_conv.cu).
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=IR
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefix=ASM
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=ASM
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefix=ASM
// RUN: not %nvcc --cuda-device-only -S -O2 -arch=gfx1100 -DBAD %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR

// ASM-NOT: ASMSTART
// IR-NOT: llvm.set.rounding

struct Row {
  int s[4];
  unsigned long long u[2];
};

#ifndef BAD
// bf16 toward zero: the f32 in the mode, then its upper half (no rounding bits added).
// IR-LABEL: @_Z4bf16PK3RowPt(
// IR: sitofp i32 %{{.*}} to double
// IR: lshr i32 %{{.*}}, 16
// IR: lshr i64 %{{.*}}, 32
// IR: fptrunc double %{{.*}} to float
// IR: ret void
// ASM-LABEL: {{^_Z4bf16PK3RowPt:}}
// ASM: v_cvt_f64_i32
// ASM: s_endpgm
__global__ void bf16(const Row *in, unsigned short *out) {
  const Row &r = in[threadIdx.x];
  unsigned short d[4];
  asm("cvt.rz.bf16.s32 %0, %1;" : "=h"(d[0]) : "r"(r.s[0]));
  asm("cvt.rm.bf16.s32 %0, %1;" : "=h"(d[1]) : "r"(r.s[1]));
  asm("cvt.rp.bf16.u64 %0, %1;" : "=h"(d[2]) : "l"(r.u[0]));
  asm("cvt.rz.bf16.s64 %0, %1;" : "=h"(d[3]) : "l"(r.u[1]));
  for (int k = 0; k < 4; ++k)
    out[4 * threadIdx.x + k] = d[k];
}

// f16: the f32 in the mode, then llvm.fptrunc.round in the same mode.
// IR-LABEL: @_Z3f16PK3RowPt(
// IR: call half @llvm.fptrunc.round.f16.f32(float %{{.*}}, metadata !"round.towardzero")
// IR: call half @llvm.fptrunc.round.f16.f32(float %{{.*}}, metadata !"round.upward")
// IR: ret void
// ASM-LABEL: {{^_Z3f16PK3RowPt:}}
// ASM: v_cvt_f16_f32
// ASM: s_endpgm
__global__ void f16(const Row *in, unsigned short *out) {
  const Row &r = in[threadIdx.x];
  unsigned short a, b;
  asm("cvt.rz.f16.s32 %0, %1;" : "=h"(a) : "r"(r.s[2]));
  asm("cvt.rp.f16.s64 %0, %1;" : "=h"(b) : "l"(r.u[1]));
  out[2 * threadIdx.x] = a;
  out[2 * threadIdx.x + 1] = b;
}
#else
__global__ void bad(const Row *in, unsigned *out) {
  unsigned d;
  // ERR: int-to-16bit-directed.cu:[[@LINE+1]]:{{[0-9]+}}: error: {{.*}}'cvt.rz.f16x2.s32'
  asm("cvt.rz.f16x2.s32 %0, %1;" : "=r"(d) : "r"(in->s[0]));
  out[0] = d;
}
#endif
