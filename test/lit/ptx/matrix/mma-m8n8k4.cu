// SPDX-License-Identifier: Apache-2.0
// mma.sync.aligned.m8n8k4 with .f16 inputs: four 8x8x4 products per warp, one per quad pair
// (MatrixQuadPair.cpp). No AMD matrix unit has this shape, so every target runs the portable code:
// each lane reads the two A and two B registers of the 8 lanes of its quad pair (32 lane reads,
// ds_bpermute on AMD), then 4 f32 FMAs in k order and the add of C per element of D (8 elements).
// The values are checked on the host by an emulated wave (test/unit/ptx/MatrixQuadPairTest.cpp)
// and against NVIDIA's tensor cores by test/exec/ptx/mma_m8n8k4.cu (route A).
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=IR
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefix=ASM
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=ASM
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefix=ASM
// RUN: not %nvcc --cuda-device-only -S -O2 -arch=gfx1100 -DERRORS %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR

// IR-LABEL: @_Z7f32_rowPKjPf(
// IR-COUNT-32: call i32 @llvm.amdgcn.ds.bpermute(
// IR-NOT: call i32 @llvm.amdgcn.ds.bpermute(
// IR-COUNT-32: call float @llvm.fma.f32(
// IR-NOT: asm
// IR: ret void
// ASM-LABEL: _Z7f32_rowPKjPf:
// ASM-NOT: ASMSTART
// ASM-COUNT-32: ds_bpermute_b32
// ASM-NOT: ds_bpermute_b32
// ASM: s_endpgm
__global__ void f32_row(const unsigned *a, float *d) {
  unsigned l = threadIdx.x, A0 = a[4 * l], A1 = a[4 * l + 1], B0 = a[4 * l + 2], B1 = a[4 * l + 3];
  float D[8], C[8];
  for (int i = 0; i < 8; ++i)
    C[i] = d[8 * l + i];
  asm volatile("mma.sync.aligned.m8n8k4.row.col.f32.f16.f16.f32 {%0,%1,%2,%3,%4,%5,%6,%7}, {%8,%9}, "
               "{%10,%11}, {%12,%13,%14,%15,%16,%17,%18,%19};"
               : "=f"(D[0]), "=f"(D[1]), "=f"(D[2]), "=f"(D[3]), "=f"(D[4]), "=f"(D[5]), "=f"(D[6]), "=f"(D[7])
               : "r"(A0), "r"(A1), "r"(B0), "r"(B1), "f"(C[0]), "f"(C[1]), "f"(C[2]), "f"(C[3]),
                 "f"(C[4]), "f"(C[5]), "f"(C[6]), "f"(C[7]));
  for (int i = 0; i < 8; ++i)
    d[8 * l + i] = D[i];
}

// The f16 accumulator: C's halves widened to f32, each element of D rounded once to f16.
// IR-LABEL: @_Z7f16_colPKjPj(
// IR-COUNT-32: call i32 @llvm.amdgcn.ds.bpermute(
// IR-COUNT-32: call float @llvm.fma.f32(
// IR-COUNT-8: fptrunc float {{.*}} to half
// IR-NOT: asm
// IR: ret void
// ASM-LABEL: _Z7f16_colPKjPj:
// ASM-NOT: ASMSTART
// ASM-COUNT-32: ds_bpermute_b32
// ASM: s_endpgm
__global__ void f16_col(const unsigned *a, unsigned *d) {
  unsigned l = threadIdx.x, A0 = a[4 * l], A1 = a[4 * l + 1], B0 = a[4 * l + 2], B1 = a[4 * l + 3];
  unsigned D[4];
  asm volatile("mma.sync.aligned.m8n8k4.col.row.f16.f16.f16.f16 {%0,%1,%2,%3}, {%4,%5}, {%6,%7}, "
               "{%8,%9,%10,%11};"
               : "=r"(D[0]), "=r"(D[1]), "=r"(D[2]), "=r"(D[3])
               : "r"(A0), "r"(A1), "r"(B0), "r"(B1), "r"(d[4 * l]), "r"(d[4 * l + 1]), "r"(d[4 * l + 2]),
                 "r"(d[4 * l + 3]));
  for (int i = 0; i < 4; ++i)
    d[4 * l + i] = D[i];
}

#ifdef ERRORS
__global__ void errors(unsigned *p, double *q) {
  unsigned r = p[0];
  float f = 0;
  // ERR-DAG: mma-m8n8k4.cu:[[@LINE+1]]:{{[0-9]+}}: error: PTX instruction 'mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64' is not supported on AMD GPUs (.m8n8k4 with .f64 inputs (only .f16))
  asm volatile("mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 {%0,%1}, {%2}, {%3}, {%0,%1};" : "+d"(q[0]), "+d"(q[1]) : "d"(q[2]), "d"(q[3]));
  // ERR-DAG: mma-m8n8k4.cu:[[@LINE+1]]:{{[0-9]+}}: error: PTX instruction 'mma.sync.aligned.m8n8k4.row.col.f32.f16.f16.f16' is not supported on AMD GPUs (.m8n8k4 with different C and D types)
  asm volatile("mma.sync.aligned.m8n8k4.row.col.f32.f16.f16.f16 {%0,%0,%0,%0,%0,%0,%0,%0}, {%1,%1}, {%1,%1}, {%1,%1,%1,%1};" : "+f"(f) : "r"(r));
  // ERR-DAG: mma-m8n8k4.cu:[[@LINE+1]]:{{[0-9]+}}: error: 'mma.sync.aligned.m8n8k4.row.col.f16.f16.f16.f16' needs 2 registers for A, 1 given
  asm volatile("mma.sync.aligned.m8n8k4.row.col.f16.f16.f16.f16 {%0,%0,%0,%0}, {%0}, {%0,%0}, {%0,%0,%0,%0};" : "+r"(r));
  p[1] = r;
  q[4] = f;
}
#endif
