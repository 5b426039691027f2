// mma.sync accumulating into a struct member array, as ggml's mma.cuh writes its tiles:
//   : "+f"(D.x[0]), "+f"(D.x[1]), "+f"(D.x[2]), "+f"(D.x[3])
// All four accumulators carry their value in (issue 18: only D.x[0] did; the execution matrix
// test/exec/ptx/rw_operands.py checks D = C for A = 0 on the H200).
// The IR shows the loads of C's members (those a lost input would leave dead are gone).
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefix=IR
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=IR
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefix=IR
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefix=ASM
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefixes=ASM,GFX11
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefixes=ASM,GFX9

struct Tile {
  float x[4];
};
struct TileI {
  int x[4];
};

// IR-LABEL: @_Z3f16P4TilePKS_PKjS4_(
// IR: [[C:%[0-9]+]] = getelementptr inbounds nuw %struct.Tile, ptr addrspace(1) %1,
// IR-NEXT: load {{float|<2 x float>}}, ptr addrspace(1) [[C]]
// IR: [[C8:%[0-9]+]] = getelementptr inbounds nuw i8, ptr addrspace(1) [[C]], i64 8
// IR-NEXT: load {{float|<2 x float>}}, ptr addrspace(1) [[C8]]
// IR: ret void
// ASM-LABEL: _Z3f16P4TilePKS_PKjS4_:
// ASM-NOT: ASMSTART
// GFX11: v_wmma_f32_16x16x16_f16
// GFX9: v_mfma_f32_16x16x16{{_?}}f16
// ASM: s_endpgm
__global__ void f16(Tile *out, const Tile *c, const unsigned *a, const unsigned *b) {
  int t = threadIdx.x;
  Tile D = c[t];
  asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, "
               "{%8, %9}, {%0, %1, %2, %3};"
               : "+f"(D.x[0]), "+f"(D.x[1]), "+f"(D.x[2]), "+f"(D.x[3])
               : "r"(a[4 * t]), "r"(a[4 * t + 1]), "r"(a[4 * t + 2]), "r"(a[4 * t + 3]), "r"(b[2 * t]),
                 "r"(b[2 * t + 1]));
  out[t] = D;
}

// The integer form, m16n8k32 s8 with s32 accumulators in a struct member array.
// IR-LABEL: @_Z2s8P5TileIPKS_PKjS4_(
// IR: [[C:%[0-9]+]] = getelementptr inbounds nuw %struct.TileI, ptr addrspace(1) %1,
// IR-NEXT: load {{i32|<2 x i32>}}, ptr addrspace(1) [[C]]
// IR: [[C8:%[0-9]+]] = getelementptr inbounds nuw i8, ptr addrspace(1) [[C]], i64 8
// IR-NEXT: load {{i32|<2 x i32>}}, ptr addrspace(1) [[C8]]
// IR: ret void
// ASM-LABEL: _Z2s8P5TileIPKS_PKjS4_:
// ASM-NOT: ASMSTART
// ASM: s_endpgm
__global__ void s8(TileI *out, const TileI *c, const unsigned *a, const unsigned *b) {
  int t = threadIdx.x;
  TileI D = c[t];
  asm volatile("mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, "
               "{%8, %9}, {%0, %1, %2, %3};"
               : "+r"(D.x[0]), "+r"(D.x[1]), "+r"(D.x[2]), "+r"(D.x[3])
               : "r"(a[4 * t]), "r"(a[4 * t + 1]), "r"(a[4 * t + 2]), "r"(a[4 * t + 3]), "r"(b[2 * t]),
                 "r"(b[2 * t + 1]));
  out[t] = D;
}
