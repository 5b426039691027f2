// SPDX-License-Identifier: Apache-2.0
// Basic blocks longer than 2000 IR instructions are cut into scheduling regions by
// llvm.amdgcn.sched.barrier(0) (clang-plugin/ScheduleRegions.cpp): the AMDGPU machine schedulers
// are superlinear in the region size, and unrolled loops of warp matrix operations (ggml's mmq
// kernels) make blocks of 13,000 machine instructions. A cut follows a matrix-unit operation
// (WMMA on gfx1100, MFMA on gfx90a) once a piece has 400 instructions; without a matrix unit
// (gfx1030, the portable mma path) it falls after 800. Short blocks are left alone: on gfx90a each
// MFMA sits behind its whole-wave check (MatrixAmdgpu.cpp), so the blocks stay short there.
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O3 -arch=gfx1100 %s -o %t.gfx1100.ll
// RUN: FileCheck %s --check-prefix=IR < %t.gfx1100.ll
// RUN: grep -B1 sched.barrier %t.gfx1100.ll | FileCheck %s --check-prefix=CUT-WMMA
// RUN: grep -B1 "call void @llvm.amdgcn.sched.barrier" %t.gfx1100.ll | grep -v -e sched.barrier -e '^--' | not grep -v wmma
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O3 -arch=gfx90a %s -o %t.gfx90a.ll
// RUN: FileCheck %s --check-prefix=MFMA < %t.gfx90a.ll
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O3 -arch=gfx1030 %s -o - | FileCheck %s --check-prefix=IR
// RUN: %nvcc --cuda-device-only -S -O3 -arch=gfx1100 %s -o - | FileCheck %s --check-prefixes=ISA,ISA-WMMA
// RUN: %nvcc --cuda-device-only -S -O3 -arch=gfx90a %s -o - | FileCheck %s --check-prefix=ISA-MFMA
// RUN: %nvcc --cuda-device-only -S -O3 -arch=gfx1030 %s -o - | FileCheck %s --check-prefix=ISA
// SCALE_AMD_SCHED_REGION=0 turns the cuts off; a malformed value warns and keeps the defaults.
// RUN: env SCALE_AMD_SCHED_REGION=0 %nvcc --cuda-device-only -S -emit-llvm -O3 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=OFF
// RUN: env SCALE_AMD_SCHED_REGION=100,x %nvcc --cuda-device-only -S -emit-llvm -O3 -arch=gfx1100 %s -o %t.ll 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: FileCheck %s --check-prefix=IR < %t.ll
// RUN: env SCALE_AMD_SCHED_REGION=400,100,50 %nvcc --cuda-device-only -S -emit-llvm -O3 -arch=gfx1100 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD

struct Fragments {
  unsigned a[4];
  unsigned b[2];
};

struct Tile {
  float c[4];
};

__device__ __forceinline__ void mma(Tile &d, const Fragments &f) {
  asm("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, "
      "{%8, %9}, {%0, %1, %2, %3};"
      : "+f"(d.c[0]), "+f"(d.c[1]), "+f"(d.c[2]), "+f"(d.c[3])
      : "r"(f.a[0]), "r"(f.a[1]), "r"(f.a[2]), "r"(f.a[3]), "r"(f.b[0]), "r"(f.b[1]));
}

// 64 multiplies in one block after unrolling: far above the limit.
__global__ void unrolled(const Fragments *in, Tile *out) {
  Tile acc[8] = {};
#pragma unroll
  for (int k = 0; k < 8; ++k)
#pragma unroll
    for (int j = 0; j < 8; ++j)
      mma(acc[j], in[(k * 8 + j) * 32 + threadIdx.x]);
#pragma unroll
  for (int j = 0; j < 8; ++j)
    out[j * 32 + threadIdx.x] = acc[j];
}

// Two multiplies: a short block, unchanged.
__global__ void short_block(const Fragments *in, Tile *out) {
  Tile acc = out[threadIdx.x];
  mma(acc, in[threadIdx.x]);
  mma(acc, in[32 + threadIdx.x]);
  out[threadIdx.x] = acc;
}

// IR-LABEL: define {{.*}}@_Z8unrolledPK9FragmentsP4Tile(
// IR: call void @llvm.amdgcn.sched.barrier(i32 0)
// IR: call void @llvm.amdgcn.sched.barrier(i32 0)
// IR: ret void
// IR-LABEL: define {{.*}}@_Z11short_blockPK9FragmentsP4Tile(
// IR-NOT: sched.barrier
// IR: ret void

// ISA-LABEL: {{^_Z8unrolledPK9FragmentsP4Tile:}}
// ISA-WMMA: v_wmma_f32_16x16x16_f16
// ISA: ; sched_barrier mask(0x00000000)
// ISA: s_endpgm
// ISA-LABEL: {{^_Z11short_blockPK9FragmentsP4Tile:}}
// ISA-NOT: sched_barrier
// ISA: s_endpgm

// Each cut follows a matrix-unit operation where the target has one.
// CUT-WMMA: call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16
// CUT-WMMA-NEXT: call void @llvm.amdgcn.sched.barrier(i32 0)
// MFMA-LABEL: define {{.*}}@_Z8unrolledPK9FragmentsP4Tile(
// MFMA: call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16
// MFMA-NOT: sched.barrier
// ISA-MFMA-LABEL: {{^_Z8unrolledPK9FragmentsP4Tile:}}
// ISA-MFMA: v_mfma_f32_16x16x16{{_?}}f16
// ISA-MFMA-NOT: sched_barrier

// OFF-NOT: sched.barrier

// BAD: warning: SCALE_AMD_SCHED_REGION='{{.*}}' is not <block>[,<piece>[,<max piece>]] {{.*}}: using 2000,400,800
