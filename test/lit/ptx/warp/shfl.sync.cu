// shfl.sync keeps 32-lane semantics: wave32 targets read lane j with ds_bpermute; on wave64
// (gfx90a) j stays in the thread's 32-lane half (hardware lane & 32 is added). The predicate
// output says whether j was in range.
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefixes=IR,W32
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefixes=IR,W64
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefix=ASM
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=ASM
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefixes=ASM,ASM64

// IR-LABEL: @_Z4bflyPj
// W32: call i32 @llvm.amdgcn.mbcnt.lo
// W32-NOT: mbcnt.hi
// W64: call i32 @llvm.amdgcn.mbcnt.hi
// IR: call i32 @llvm.amdgcn.ds.bpermute
// ASM-NOT: ASMSTART
// ASM-LABEL: _Z4bflyPj:
// ASM: v_mbcnt_lo_u32_b32
// ASM64: v_mbcnt_hi_u32_b32
// ASM: ds_bpermute_b32
__global__ void bfly(unsigned *p) {
  unsigned v = p[threadIdx.x], r;
  asm volatile("shfl.sync.bfly.b32 %0, %1, 1, 0x1f, 0xffffffff;" : "=r"(r) : "r"(v));
  p[threadIdx.x] = r;
}

// up with the predicate output: lanes below the offset keep their own value.
// IR-LABEL: @_Z2upPjPi
// IR: call i32 @llvm.amdgcn.ds.bpermute
__global__ void up(unsigned *p, int *ok) {
  unsigned v = p[threadIdx.x], r;
  int in;
  asm volatile("{ .reg .pred q; shfl.sync.up.b32 %0|q, %2, 2, 0, 0xffffffff; selp.s32 %1, 1, 0, q; }"
               : "=r"(r), "=r"(in) : "r"(v));
  p[threadIdx.x] = r;
  ok[threadIdx.x] = in;
}

// idx with a segment mask (width 8 sub-warps: c = 0x181f).
// IR-LABEL: @_Z3idxPj
// IR: call i32 @llvm.amdgcn.ds.bpermute
__global__ void idx(unsigned *p) {
  unsigned v = p[threadIdx.x], r;
  asm volatile("shfl.sync.idx.b32 %0, %1, %2, 0x181f, 0xffffffff;" : "=r"(r) : "r"(v), "r"(p[0]));
  p[threadIdx.x] = r;
}
