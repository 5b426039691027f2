// SPDX-License-Identifier: Apache-2.0
// nvcc --lower-inline-ptx: every inline asm of the device code is lowered to IR by our pass, so the
// PTX handed to ptxas holds none of the user's asm (only empty markers of "memory" clobbers).
// RUN: %nvcc --lower-inline-ptx -arch=sm_90 --cuda-device-only -S -O2 %s -o %t.ptx
// RUN: %python %src_root/test/exec/route-a/ptx_has_no_asm.py %t.ptx | %FileCheck %s --check-prefix=CLEAN
// RUN: %FileCheck %s --check-prefix=PTX < %t.ptx
// Without the pass the same source keeps its asm, and the check says where:
// RUN: %nvcc --lower-inline-ptx --amd-no-plugin -arch=sm_90 --cuda-device-only -S -O2 %s -o %t.raw.ptx
// RUN: not %python %src_root/test/exec/route-a/ptx_has_no_asm.py %t.raw.ptx | %FileCheck %s --check-prefix=RAW
// CLEAN: no inline asm
// RAW: inline asm reached the PTX: prmt.b32
// PTX-DAG: shfl.sync.idx.b32
// PTX-DAG: vote.sync.ballot.b32
// PTX-DAG: activemask.b32
// PTX-DAG: mov.u32 {{.*}}%lanemask_lt
// PTX-DAG: lg2.approx.f32
// PTX-DAG: cvt.rz.f16x2.f32
// PTX-DAG: atom.global.add.u32
// PTX-DAG: bar.sync 0
#include <cstdint>

__global__ void k(unsigned *o, float *f, unsigned short *h, const unsigned *a) {
  unsigned x = a[threadIdx.x], d, e;
  asm("prmt.b32 %0, %1, %2, 0x5410;" : "=r"(d) : "r"(x), "r"(x >> 3));
  asm("lop3.b32 %0, %1, %2, %3, 0x96;" : "=r"(e) : "r"(d), "r"(x), "r"(7u));
  asm("{ .reg .u32 t; add.cc.u32 t, %1, %2; addc.u32 %0, %1, %2; }" : "=r"(d) : "r"(d), "r"(e));
  asm volatile("shfl.sync.idx.b32 %0, %1, %2, 0x1f, 0xffffffff;" : "=r"(e) : "r"(d), "r"(x));
  asm volatile("{ .reg .pred p; setp.ne.u32 p, %1, 0; vote.sync.ballot.b32 %0, p, 0xffffffff; }" : "=r"(d) : "r"(e & 1));
  asm volatile("activemask.b32 %0;" : "=r"(e));
  asm volatile("mov.u32 %0, %%lanemask_lt;" : "=r"(x));
  asm("lg2.approx.f32 %0, %1;" : "=f"(f[threadIdx.x]) : "f"(f[threadIdx.x]));
  asm("cvt.rz.f16.f32 %0, %1;" : "=h"(h[threadIdx.x]) : "f"(f[threadIdx.x + 32]));
  asm volatile("atom.global.add.u32 %0, [%1], %2;" : "=r"(e) : "l"(o + 64), "r"(e) : "memory");
  asm volatile("bar.sync 0;" ::: "memory");
  o[threadIdx.x] = d + e + x;
}
