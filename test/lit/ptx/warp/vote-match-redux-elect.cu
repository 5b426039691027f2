// vote/match/redux/elect on 32-lane logical warps (DESIGN.md section 4): ballots of the target
// (llvm.amdgcn.ballot), match.any compares with every lane's value (readlane), redux is a
// reduction over the lanes of the mask, elect picks the lowest active lane of the mask.
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefixes=IR,IR32
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefixes=IR,IR64
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefix=ASM
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=ASM
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefix=ASM

// On wave32 a lane's value is a readlane; on wave64 the other half-wave is not this warp, so
// values move with ds_bpermute inside the 32 lanes.
// IR-LABEL: @_Z5warpsPj
// IR32: call i32 @llvm.amdgcn.ballot.i32
// IR32: call i32 @llvm.amdgcn.readlane.i32(i32 %{{.*}}, i32 31)
// IR64: call i32 @llvm.amdgcn.ds.bpermute
// ASM-LABEL: _Z5warpsPj:
// ASM-NOT: ASMSTART
// ASM: s_endpgm
__global__ void warps(unsigned *p) {
  unsigned i = threadIdx.x, v = p[i], a, b, m, r, e;
  asm volatile("{ .reg .pred q, x; setp.ne.u32 q, %2, 0; vote.sync.all.pred x, q, 0xffffffff;"
               " selp.u32 %0, 1, 0, x; vote.sync.ballot.b32 %1, q, 0xffffffff; }"
               : "=r"(a), "=r"(b) : "r"(v & 1));
  asm volatile("match.any.sync.b32 %0, %1, 0xffffffff;" : "=r"(m) : "r"(v & 3));
  asm volatile("redux.sync.add.u32 %0, %1, 0xffffffff;" : "=r"(r) : "r"(v));
  asm volatile("{ .reg .pred q; elect.sync %0|q, 0xffffffff; }" : "=r"(e));
  p[i] = a + b + m + r + e;
}
