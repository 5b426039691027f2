// Warp instructions whose source is their destination: vote.ballot writing over the "+r" value
// it tests, and shfl.sync reading and writing one "+r" array element with a predicate output
// into another element (issue 18's matrix). The value loaded into the array must reach the
// lane exchange.
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefix=IR
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=IR
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefix=IR
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefix=ASM
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=ASM
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefix=ASM

struct Lane {
  unsigned v[2];
};

// IR-LABEL: @_Z3shfP4Lane(
// IR: [[V:%.*]] = load i32, ptr addrspace(1) [[P:%[0-9]+]]
// IR: call i32 @llvm.amdgcn.ds.bpermute(i32 {{.*}}, i32 [[V]])
// ASM-LABEL: _Z3shfP4Lane:
// ASM-NOT: ASMSTART
// ASM: ds_bpermute_b32
// ASM: s_endpgm
__global__ void shf(Lane *p) {
  Lane l = p[threadIdx.x];
  asm volatile("{\n\t.reg .pred q;\n\tshfl.sync.up.b32 %0|q, %0, 1, 0, 0xffffffff;\n\tselp.u32 %1, 1, 0, q;\n\t}"
               : "+r"(l.v[0]), "=r"(l.v[1]));
  p[threadIdx.x] = l;
}

// IR-LABEL: @_Z6ballotPj(
// IR: load i32, ptr addrspace(1)
// IR: [[X:%.*]] = load i32, ptr addrspace(1)
// IR-NEXT: icmp ne i32 [[X]], 0
// IR: @llvm.amdgcn.ballot
// ASM-LABEL: _Z6ballotPj:
// ASM-NOT: ASMSTART
// ASM: s_endpgm
__global__ void ballot(unsigned *p) {
  unsigned a[2] = {p[threadIdx.x], p[threadIdx.x + 64]};
  asm volatile("{\n\t.reg .pred q;\n\tsetp.ne.u32 q, %0, 0;\n\tvote.sync.ballot.b32 %0, q, 0xffffffff;\n\t}"
               : "+r"(a[1]));
  p[threadIdx.x] = a[0] ^ a[1];
}
