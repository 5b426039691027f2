// SPDX-License-Identifier: Apache-2.0
// Route A: the lane reads of ldmatrix / stmatrix / movmatrix / mma (.sync.aligned: all 32 lanes
// execute them together) use the full mask, not %activemask: after divergence a warp under
// independent thread scheduling may reach the lowered code in parts, and a shfl.sync over the
// active lanes alone would read the other part's registers undefined; the full mask makes the
// warp converge first, as the PTX instruction does. Plain shfl.sync keeps the active mask.
// RUN: %nvcc --lower-inline-ptx -arch=sm_90 --cuda-device-only -S -emit-llvm -O2 %s -o - | %FileCheck %s --check-prefix=IR
// RUN: %nvcc --lower-inline-ptx -arch=sm_90 --cuda-device-only -S -O2 %s -o - | %FileCheck %s --check-prefix=PTX

// IR-LABEL: @_Z8ldm_x2_tPj
// IR-NOT: activemask
// IR: call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1,
// IR-NOT: activemask
// IR: load i16, ptr addrspace(3)
// IR: ret void
// PTX-LABEL: _Z8ldm_x2_tPj(
// PTX-NOT: activemask
// PTX: shfl.sync.idx.b32 {{.*}}, -1;
// PTX: ld.shared.{{u16|b16}}
__global__ void ldm_x2_t(unsigned *out) {
  __shared__ unsigned short tile[2 * 64];
  tile[threadIdx.x % 128] = threadIdx.x;
  __syncthreads();
  unsigned lane = threadIdx.x & 31, r[2];
  if (lane % 4 >= 2) // divergence before the warp-wide instruction
    tile[lane] += 1;
  unsigned a = (unsigned)__cvta_generic_to_shared(&tile[(lane % 16) * 8]);
  asm volatile("ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16 {%0, %1}, [%2];" : "=r"(r[0]), "=r"(r[1]) : "r"(a));
  out[threadIdx.x * 2] = r[0];
  out[threadIdx.x * 2 + 1] = r[1];
}

// IR-LABEL: @_Z3mmaPjPKj
// IR-NOT: activemask
// IR: call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1,
// IR: ret void
__global__ void mma(unsigned *out, const unsigned *in) {
  unsigned a[4] = {in[0], in[1], in[2], in[3]}, b[2] = {in[4], in[5]}, d[2];
  asm volatile("mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 {%0,%1}, {%2,%3,%4,%5}, {%6,%7}, {%8,%9};"
               : "=r"(d[0]), "=r"(d[1]) : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]), "r"(0u), "r"(0u));
  out[threadIdx.x * 2] = d[0];
  out[threadIdx.x * 2 + 1] = d[1];
}

// IR-LABEL: @_Z4shflPj
// IR: call i32 @llvm.nvvm.activemask()
// IR: call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %
__global__ void shfl(unsigned *p) {
  unsigned r;
  asm volatile("shfl.sync.idx.b32 %0, %1, 3, 31, -1;" : "=r"(r) : "r"(p[threadIdx.x]));
  p[threadIdx.x] = r;
}

// fns.b32 is lowered to plain integer code (popcounts), no asm left.
// IR-LABEL: @_Z3fnsPjPKjS1_PKi
// IR: call {{.*}}i32 @llvm.ctpop.i32
// IR-NOT: asm
// IR: ret void
__global__ void fns(unsigned *d, const unsigned *m, const unsigned *b, const int *o) {
  asm volatile("fns.b32 %0, %1, %2, %3;" : "=r"(d[threadIdx.x]) : "r"(m[threadIdx.x]), "r"(b[threadIdx.x]), "r"(o[threadIdx.x]));
}
