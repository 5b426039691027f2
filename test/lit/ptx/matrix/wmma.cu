// wmma in inline asm (the PTX nvcc writes for <mma.h>, written by hand: code that carries its own
// wmma asm): m16n16k16 f16 x f16 + f32, A row-major and B column-major from global memory with a
// stride, D stored column-major. Lowered by the same code as in PTX modules (Matrix.cpp): two
// m16n8k16 mma per wmma.mma, on WMMA (gfx11), MFMA (gfx90a) or the portable path (gfx10).
// test/unit/ptx/WmmaTest.cpp checks the numbers on an emulated wave. No inline asm is left.
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefixes=IR,IR-PORT
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefixes=IR,IR-WMMA
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefixes=IR,IR-MFMA
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=ASM-WMMA
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefix=ASM-MFMA
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefix=ASM-PORT

// IR-LABEL: @_Z4gemmPKtS0_Pfi
// IR-NOT: call {{.*}} asm
// IR-PORT-NOT: @llvm.amdgcn.wmma
// IR-PORT: call float @llvm.fma.f32
// IR-WMMA-COUNT-2: call <8 x float> @llvm.amdgcn.wmma.f32.16x16x16.f16
// IR-MFMA: call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(
// IR: ret void
// ASM-WMMA-COUNT-2: v_wmma_f32_16x16x16_f16
// ASM-MFMA: v_mfma_f32_16x16x16f16
// ASM-PORT-NOT: v_wmma
// ASM-PORT: ds_bpermute_b32
__global__ void gemm(const unsigned short *a, const unsigned short *b, float *d, int ld) {
  unsigned a0, a1, a2, a3, a4, a5, a6, a7, b0, b1, b2, b3, b4, b5, b6, b7;
  float c[8], r[8];
  asm volatile("wmma.load.a.sync.aligned.row.m16n16k16.global.f16 {%0,%1,%2,%3,%4,%5,%6,%7}, [%8], %9;"
               : "=r"(a0), "=r"(a1), "=r"(a2), "=r"(a3), "=r"(a4), "=r"(a5), "=r"(a6), "=r"(a7)
               : "l"(a), "r"(ld));
  asm volatile("wmma.load.b.sync.aligned.col.m16n16k16.global.f16 {%0,%1,%2,%3,%4,%5,%6,%7}, [%8], %9;"
               : "=r"(b0), "=r"(b1), "=r"(b2), "=r"(b3), "=r"(b4), "=r"(b5), "=r"(b6), "=r"(b7)
               : "l"(b), "r"(ld));
  for (int i = 0; i < 8; ++i)
    c[i] = 0.0f;
  asm volatile("wmma.mma.sync.aligned.row.col.m16n16k16.f32.f32 {%0,%1,%2,%3,%4,%5,%6,%7}, "
               "{%8,%9,%10,%11,%12,%13,%14,%15}, {%16,%17,%18,%19,%20,%21,%22,%23}, "
               "{%24,%25,%26,%27,%28,%29,%30,%31};"
               : "=f"(r[0]), "=f"(r[1]), "=f"(r[2]), "=f"(r[3]), "=f"(r[4]), "=f"(r[5]), "=f"(r[6]), "=f"(r[7])
               : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(a4), "r"(a5), "r"(a6), "r"(a7), "r"(b0), "r"(b1),
                 "r"(b2), "r"(b3), "r"(b4), "r"(b5), "r"(b6), "r"(b7), "f"(c[0]), "f"(c[1]), "f"(c[2]),
                 "f"(c[3]), "f"(c[4]), "f"(c[5]), "f"(c[6]), "f"(c[7]));
  asm volatile("wmma.store.d.sync.aligned.col.m16n16k16.global.f32 [%0], {%1,%2,%3,%4,%5,%6,%7,%8}, %9;"
               :: "l"(d), "f"(r[0]), "f"(r[1]), "f"(r[2]), "f"(r[3]), "f"(r[4]), "f"(r[5]), "f"(r[6]), "f"(r[7]),
                  "r"(ld) : "memory");
}
