// mma.sync.aligned.m16n8kK.row.col. On gfx11 (wave32) the f16, bf16 and s8/u8 forms run on WMMA,
// on gfx12 the f16 and bf16 forms (a different WMMA layout);
// on gfx90a/gfx942 (wave64: two logical warps per wave) f16, bf16 and s8 x s8 run on MFMA, one
// instruction for both warps, when the whole wave is active (else the portable path, also in the
// code). The fragments move into and out of the unit's layout with ds_bpermute (MatrixAmdgpu.cpp).
// Elsewhere (gfx10, integers on gfx12) and for tf32, each lane gathers its rows of A and columns of B with lane
// reads and computes its four elements of D with f32 FMAs in k order (or exact integer arithmetic).
// No inline asm is left.
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefixes=IR,IR-PORT
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefixes=IR,IR-WMMA
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefixes=IR,IR-MFMA
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1200 %s -o - | FileCheck %s --check-prefixes=IR,IR-W12
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefixes=ASM,ASM-PORT
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefixes=ASM,ASM-WMMA
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1200 %s -o - | FileCheck %s --check-prefixes=ASM,ASM-W12
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefixes=ASM,ASM-MFMA,ASM-90A
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx942 %s -o - | FileCheck %s --check-prefixes=ASM,ASM-MFMA,ASM-942

// IR-LABEL: @_Z7f16_k16PKjPf
// IR-PORT-COUNT-64: call float @llvm.fma.f32
// IR-PORT-NOT: wmma
// IR-WMMA: call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v16f16(
// IR-WMMA-NOT: @llvm.fma.f32
// IR-W12: call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16.v8f32.v8f16(
// IR-W12-NOT: @llvm.fma.f32
// IR-MFMA: [[EXEC:%.*]] = {{.*}}call i64 @llvm.amdgcn.ballot.i64(i1 true)
// IR-MFMA: icmp eq i64 [[EXEC]], -1
// IR-MFMA-DAG: call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(
// IR-MFMA-DAG: call {{.*}}@llvm.fma.{{f32|v2f32}}(
// IR-NOT: asm
// ASM-NOT: ASMSTART
// ASM-LABEL: _Z7f16_k16PKjPf:
// ASM-PORT-NOT: v_wmma
// ASM-PORT-COUNT-32: ds_bpermute_b32
// ASM-PORT: {{v_fma_mix_f32|v_fmac_f32|v_fma_f32|v_pk_fma_f32}}
// ASM-WMMA-COUNT-16: ds_bpermute_b32
// ASM-WMMA: v_wmma_f32_16x16x16_f16
// ASM-WMMA-COUNT-4: ds_bpermute_b32
// ASM-WMMA-NOT: ds_bpermute_b32
// ASM-W12-COUNT-8: ds_bpermute_b32
// ASM-W12: v_wmma_f32_16x16x16_f16 v[{{[0-9]+}}:{{[0-9]+}}], v[{{[0-9]+}}:{{[0-9]+}}], v[{{[0-9]+}}:{{[0-9]+}}], 0
// ASM-W12-COUNT-8: ds_bpermute_b32
// ASM-W12-NOT: ds_bpermute_b32
// ASM-MFMA-DAG: s_cbranch_scc{{[01]}}
// ASM-MFMA-DAG: v_mfma_f32_16x16x16{{_?}}f16
// ASM-MFMA-DAG: {{v_fma_mix_f32|v_fmac_f32|v_fma_f32|v_pk_fma_f32}}
// ASM-LABEL: .Lfunc_end0:
__global__ void f16_k16(const unsigned *in, float *out) {
  const unsigned *p = in + (threadIdx.x & 31) * 8;
  float d0, d1, d2, d3;
  asm("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%10,%11,%12,%13};"
      : "=f"(d0), "=f"(d1), "=f"(d2), "=f"(d3)
      : "r"(p[0]), "r"(p[1]), "r"(p[2]), "r"(p[3]), "r"(p[4]), "r"(p[5]),
        "f"(out[0]), "f"(out[1]), "f"(out[2]), "f"(out[3]));
  float *o = out + threadIdx.x * 4;
  o[0] = d0; o[1] = d1; o[2] = d2; o[3] = d3;
}

// f16 accumulator: C widened to f32, D rounded once to f16.
// IR-LABEL: @_Z10f16_k8_accPKjPj
// IR-PORT-COUNT-32: call float @llvm.fma.f32
// IR-WMMA: call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16
// IR-MFMA: call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(
// IR: fptrunc {{.*}} to {{half|<2 x half>}}
// ASM-LABEL: _Z10f16_k8_accPKjPj:
// ASM-WMMA: v_wmma_f32_16x16x16_f16
// ASM-W12: v_wmma_f32_16x16x16_f16
// ASM: {{v_cvt_f16_f32|v_fma_mixlo_f16|v_cvt_pk_f16_f32}}
// ASM-LABEL: .Lfunc_end1:
__global__ void f16_k8_acc(const unsigned *in, unsigned *out) {
  const unsigned *p = in + (threadIdx.x & 31) * 4;
  unsigned d0, d1;
  asm("mma.sync.aligned.m16n8k8.row.col.f16.f16.f16.f16 {%0,%1}, {%2,%3}, {%4}, {%5,%6};"
      : "=r"(d0), "=r"(d1) : "r"(p[0]), "r"(p[1]), "r"(p[2]), "r"(p[3]), "r"(p[3]));
  out[threadIdx.x * 2] = d0;
  out[threadIdx.x * 2 + 1] = d1;
}

// IR-LABEL: @_Z8bf16_k16PKjPf
// IR-WMMA: call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.bf16.v8f32.v16i16(
// IR-W12: call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.bf16.v8f32.v8i16(
// IR-MFMA: call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(
// ASM-LABEL: _Z8bf16_k16PKjPf:
// ASM-WMMA: v_wmma_f32_16x16x16_bf16
// ASM-W12: v_wmma_f32_16x16x16_bf16
// ASM-PORT: {{v_fma_mix_f32|v_fmac_f32|v_fma_f32|v_pk_fma_f32}}
// ASM-MFMA: v_mfma_f32_16x16x16{{_?}}bf16
// ASM-LABEL: .Lfunc_end2:
__global__ void bf16_k16(const unsigned *in, float *out) {
  const unsigned *p = in + (threadIdx.x & 31) * 8;
  float d[4] = {0, 0, 0, 0};
  asm("mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
      : "r"(p[0]), "r"(p[1]), "r"(p[2]), "r"(p[3]), "r"(p[4]), "r"(p[5]));
  for (int i = 0; i < 4; ++i)
    out[threadIdx.x * 4 + i] = d[i];
}

// tf32 has no gfx11 WMMA: the portable path everywhere; the low 13 bits of each operand are cleared.
// IR-LABEL: @_Z7tf32_k8PKjPf
// IR: and i32 {{.*}}, -8192
// IR-PORT-COUNT-32: call float @llvm.fma.f32
// IR-WMMA-COUNT-32: call float @llvm.fma.f32
// IR-MFMA: call {{.*}}@llvm.fma.{{f32|v2f32}}(
// IR-NOT: wmma
// ASM-LABEL: _Z7tf32_k8PKjPf:
// ASM-NOT: v_wmma
// ASM-NOT: v_mfma
// ASM: {{v_fma_mix_f32|v_fmac_f32|v_fma_f32|v_pk_fma_f32}}
// ASM-LABEL: .Lfunc_end3:
__global__ void tf32_k8(const unsigned *in, float *out) {
  const unsigned *p = in + (threadIdx.x & 31) * 8;
  float d[4] = {1, 2, 3, 4};
  asm("mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};"
      : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
      : "r"(p[0]), "r"(p[1]), "r"(p[2]), "r"(p[3]), "r"(p[4]), "r"(p[5]));
  for (int i = 0; i < 4; ++i)
    out[threadIdx.x * 4 + i] = d[i];
}

// s8 x u8, k32, .satfinite: two iu8 WMMAs (k 0..15 and 16..31) on gfx11, then a saturating add
// of C; the portable path sums in 64 bits and clamps.
// IR-LABEL: @_Z10s8_k32_satPKjPi
// IR-WMMA-COUNT-2: call <8 x i32> @llvm.amdgcn.wmma.i32.16x16x16.iu8.v8i32.v4i32(
// IR-WMMA: call i32 @llvm.sadd.sat.i32
// IR-PORT: call i64 @llvm.smin.i64
// IR-MFMA: @llvm.smin.{{i64|v2i64}}
// ASM-LABEL: _Z10s8_k32_satPKjPi:
// ASM-WMMA-COUNT-2: v_wmma_i32_16x16x16_iu8
// ASM-PORT-NOT: v_wmma
// ASM-W12-NOT: v_wmma
// ASM-MFMA-NOT: v_mfma
// ASM-LABEL: .Lfunc_end4:
__global__ void s8_k32_sat(const unsigned *in, int *out) {
  const unsigned *p = in + (threadIdx.x & 31) * 8;
  int d[4];
  asm("mma.sync.aligned.m16n8k32.row.col.satfinite.s32.s8.u8.s32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%10,%11,%12,%13};"
      : "=r"(d[0]), "=r"(d[1]), "=r"(d[2]), "=r"(d[3])
      : "r"(p[0]), "r"(p[1]), "r"(p[2]), "r"(p[3]), "r"(p[4]), "r"(p[5]), "r"(p[6]), "r"(p[7]), "r"(p[0]), "r"(p[1]));
  for (int i = 0; i < 4; ++i)
    out[threadIdx.x * 4 + i] = d[i];
}

// m16n8k16 u8 without .satfinite: the sum wraps.
// IR-LABEL: @_Z6u8_k16PKjPi
// IR-WMMA: call <8 x i32> @llvm.amdgcn.wmma.i32.16x16x16.iu8
// IR-NOT: call i32 @llvm.sadd.sat
// ASM-LABEL: _Z6u8_k16PKjPi:
// ASM-WMMA: v_wmma_i32_16x16x16_iu8
__global__ void u8_k16(const unsigned *in, int *out) {
  const unsigned *p = in + (threadIdx.x & 31) * 8;
  int d[4] = {1, 2, 3, 4};
  asm("mma.sync.aligned.m16n8k16.row.col.s32.u8.u8.s32 {%0,%1,%2,%3}, {%4,%5}, {%6}, {%0,%1,%2,%3};"
      : "+r"(d[0]), "+r"(d[1]), "+r"(d[2]), "+r"(d[3]) : "r"(p[0]), "r"(p[1]), "r"(p[2]));
  for (int i = 0; i < 4; ++i)
    out[threadIdx.x * 4 + i] = d[i];
}

// s8 x s8: the MFMA integer forms (signed only): two 16x16x16i8 on gfx90a, one 16x16x32_i8 on gfx942.
// IR-LABEL: @_Z6s8_k16PKjPi
// IR-WMMA: call <8 x i32> @llvm.amdgcn.wmma.i32.16x16x16.iu8
// IR-MFMA-COUNT-2: call <4 x i32> @llvm.amdgcn.mfma.i32.16x16x16i8(
// ASM-LABEL: _Z6s8_k16PKjPi:
// ASM-WMMA: v_wmma_i32_16x16x16_iu8
// ASM-90A-COUNT-2: v_mfma_i32_16x16x16{{_?}}i8
// ASM-942: v_mfma_i32_16x16x32_i8
// ASM-942-NOT: v_mfma
// ASM-PORT-NOT: v_wmma
// ASM-W12-NOT: v_wmma
// ASM-LABEL: .Lfunc_end6:
__global__ void s8_k16(const unsigned *in, int *out) {
  const unsigned *p = in + (threadIdx.x & 31) * 8;
  int d[4] = {-5, 6, -7, 8};
  asm("mma.sync.aligned.m16n8k16.row.col.s32.s8.s8.s32 {%0,%1,%2,%3}, {%4,%5}, {%6}, {%0,%1,%2,%3};"
      : "+r"(d[0]), "+r"(d[1]), "+r"(d[2]), "+r"(d[3]) : "r"(p[0]), "r"(p[1]), "r"(p[2]));
  for (int i = 0; i < 4; ++i)
    out[threadIdx.x * 4 + i] = d[i];
}
