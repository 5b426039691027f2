// ldmatrix / stmatrix / movmatrix keep 32-lane semantics: each lane reads the row address it
// needs from the lane that supplies it (ds_bpermute; on wave64 inside the thread's 32-lane half)
// and loads or stores its own elements in LDS (address space 3). movmatrix moves elements with
// two lane reads. No inline asm is left on any target.
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefixes=IR,W32
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefixes=IR,W64
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefixes=ASM,RD
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefixes=ASM,LOAD
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefixes=ASM,RD,ASM64

__device__ unsigned smem_addr(const void *p) { return (unsigned)__cvta_generic_to_shared(p); }

// x4: four matrices, row addresses from lanes 0..31; each lane loads 32 bits per matrix.
// IR-LABEL: @_Z6ldm_x4PKtPj
// W64: call i32 @llvm.amdgcn.mbcnt.hi
// IR-COUNT-4: call i32 @llvm.amdgcn.ds.bpermute
// IR: load i32, ptr addrspace(3)
// IR-NOT: call {{.*}} asm
// ASM-NOT: ASMSTART
// ASM-LABEL: _Z6ldm_x4PKtPj:
// ASM64: v_mbcnt_hi_u32_b32
// ASM: ds_bpermute_b32
// RD: ds_read_b32
// LOAD: ds_load_b32
__global__ void ldm_x4(const unsigned short *in, unsigned *out) {
  __shared__ unsigned short tile[4 * 64];
  for (int i = threadIdx.x; i < 256; i += blockDim.x)
    tile[i] = in[i];
  __syncthreads();
  unsigned lane = threadIdx.x & 31, r0, r1, r2, r3;
  unsigned a = smem_addr(&tile[(lane / 8) * 64 + (lane % 8) * 8]);
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];"
               : "=r"(r0), "=r"(r1), "=r"(r2), "=r"(r3) : "r"(a));
  out[threadIdx.x * 4 + 0] = r0;
  out[threadIdx.x * 4 + 1] = r1;
  out[threadIdx.x * 4 + 2] = r2;
  out[threadIdx.x * 4 + 3] = r3;
}

// .trans: two 16-bit loads per matrix (rows 2(l%4) and 2(l%4)+1, column l/4).
// IR-LABEL: @_Z8ldm_x2_tPKtPj
// IR-COUNT-4: call i32 @llvm.amdgcn.ds.bpermute
// IR: load i16, ptr addrspace(3)
// ASM-LABEL: _Z8ldm_x2_tPKtPj:
// RD: ds_read_u16
// LOAD: ds_load_u16
__global__ void ldm_x2_t(const unsigned short *in, unsigned *out) {
  __shared__ unsigned short tile[2 * 64];
  for (int i = threadIdx.x; i < 128; i += blockDim.x)
    tile[i] = in[i];
  __syncthreads();
  unsigned lane = threadIdx.x & 31, r0, r1;
  unsigned a = smem_addr(&tile[((lane / 8) % 2) * 64 + (lane % 8) * 8]);
  asm volatile("ldmatrix.sync.aligned.m8n8.x2.trans.shared::cta.b16 {%0, %1}, [%2];"
               : "=r"(r0), "=r"(r1) : "r"(a));
  out[threadIdx.x * 2] = r0;
  out[threadIdx.x * 2 + 1] = r1;
}

// x1 with a 64-bit generic-to-shared address operand.
// IR-LABEL: @_Z6ldm_x1PKtPj
// IR: call i32 @llvm.amdgcn.ds.bpermute
// IR: load i32, ptr addrspace(3)
__global__ void ldm_x1(const unsigned short *in, unsigned *out) {
  __shared__ unsigned short tile[64];
  tile[threadIdx.x % 64] = in[threadIdx.x % 64];
  __syncthreads();
  unsigned r;
  size_t a = __cvta_generic_to_shared(&tile[(threadIdx.x % 8) * 8]);
  asm volatile("ldmatrix.sync.aligned.m8n8.x1.shared.b16 {%0}, [%1];" : "=r"(r) : "l"(a));
  out[threadIdx.x] = r;
}

// stmatrix: each lane stores its own fragment at the row address of another lane.
// IR-LABEL: @_Z6stm_x4PKjPt
// IR-COUNT-4: call i32 @llvm.amdgcn.ds.bpermute
// IR: store i32 {{.*}}, ptr addrspace(3)
// ASM-LABEL: _Z6stm_x4PKjPt:
// RD: ds_write_b32
// LOAD: ds_store_b32
__global__ void stm_x4(const unsigned *in, unsigned short *out) {
  __shared__ unsigned short tile[4 * 64];
  unsigned lane = threadIdx.x & 31;
  unsigned a = smem_addr(&tile[(lane / 8) * 64 + (lane % 8) * 8]);
  asm volatile("stmatrix.sync.aligned.m8n8.x4.shared.b16 [%0], {%1, %2, %3, %4};"
               :: "r"(a), "r"(in[lane * 4]), "r"(in[lane * 4 + 1]), "r"(in[lane * 4 + 2]), "r"(in[lane * 4 + 3]) : "memory");
  __syncthreads();
  for (int i = threadIdx.x; i < 256; i += blockDim.x)
    out[i] = tile[i];
}

// stmatrix .trans: 16-bit stores.
// IR-LABEL: @_Z8stm_x1_tPKjPt
// IR: store i16 {{.*}}, ptr addrspace(3)
// ASM-LABEL: _Z8stm_x1_tPKjPt:
// RD: ds_write_b16
// LOAD: ds_store_b16
__global__ void stm_x1_t(const unsigned *in, unsigned short *out) {
  __shared__ unsigned short tile[64];
  unsigned lane = threadIdx.x & 31;
  unsigned a = smem_addr(&tile[(lane % 8) * 8]);
  asm volatile("stmatrix.sync.aligned.m8n8.x1.trans.shared.b16 [%0], {%1};" :: "r"(a), "r"(in[lane]) : "memory");
  __syncthreads();
  out[threadIdx.x % 64] = tile[threadIdx.x % 64];
}

// movmatrix: two lane reads, halves selected by (lane/4)%2.
// IR-LABEL: @_Z3movPj
// W32-COUNT-2: call i32 @llvm.amdgcn.ds.bpermute
// W64-COUNT-2: call i32 @llvm.amdgcn.ds.bpermute
// ASM-LABEL: _Z3movPj:
// ASM-COUNT-2: ds_bpermute_b32
__global__ void mov(unsigned *p) {
  unsigned r;
  asm volatile("movmatrix.sync.aligned.m8n8.trans.b16 %0, %1;" : "=r"(r) : "r"(p[threadIdx.x]));
  p[threadIdx.x] = r;
}

// No state space: the row addresses are generic pointers (64-bit, exchanged in two halves).
// IR-LABEL: @_Z7ldm_genPKtPj
// IR-COUNT-4: call i32 @llvm.amdgcn.ds.bpermute
// IR: load i32, ptr %
// ASM-LABEL: _Z7ldm_genPKtPj:
// ASM: flat_load_{{dword|b32}}
__global__ void ldm_gen(const unsigned short *in, unsigned *out) {
  __shared__ unsigned short tile[2 * 64];
  for (int i = threadIdx.x; i < 128; i += blockDim.x)
    tile[i] = in[i];
  __syncthreads();
  unsigned lane = threadIdx.x & 31, r0, r1;
  const unsigned short *row = &tile[((lane / 8) % 2) * 64 + (lane % 8) * 8];
  asm volatile("ldmatrix.sync.aligned.m8n8.x2.b16 {%0, %1}, [%2];" : "=r"(r0), "=r"(r1) : "l"(row));
  out[threadIdx.x * 2] = r0;
  out[threadIdx.x * 2 + 1] = r1;
}

// The remaining combinations (every x1/x2/x4 x trans form is also run against the ISA's fragment
// layout by test/unit/ptx/MatrixMemoryTest.cpp). .x2.trans without a state space: 64-bit row
// addresses (two lane reads each), two 16-bit generic loads per matrix.
// IR-LABEL: @_Z10ldm_x2_t_gPKtPj
// IR-COUNT-8: call i32 @llvm.amdgcn.ds.bpermute
// IR: load i16, ptr %
// ASM-LABEL: _Z10ldm_x2_t_gPKtPj:
// ASM: flat_load_{{ushort|u16}}
__global__ void ldm_x2_t_g(const unsigned short *in, unsigned *out) {
  __shared__ unsigned short tile[2 * 64];
  for (int i = threadIdx.x; i < 128; i += blockDim.x)
    tile[i] = in[i];
  __syncthreads();
  unsigned lane = threadIdx.x & 31, r[2];
  const unsigned short *row = &tile[(lane % 16) * 8];
  asm volatile("ldmatrix.sync.aligned.m8n8.x2.trans.b16 {%0, %1}, [%2];" : "=r"(r[0]), "=r"(r[1]) : "l"(row));
  out[threadIdx.x * 2] = r[0];
  out[threadIdx.x * 2 + 1] = r[1];
}

// .x4.trans and .x1.trans: two 16-bit loads per matrix, rows 2(l%4), 2(l%4)+1 from lanes 8j+...
// IR-LABEL: @_Z8ldm_x4_tPKtPj
// IR-COUNT-8: call i32 @llvm.amdgcn.ds.bpermute
// IR: load i16, ptr addrspace(3)
// ASM-LABEL: _Z8ldm_x4_tPKtPj:
// RD: ds_read_u16
// LOAD: ds_load_u16
__global__ void ldm_x4_t(const unsigned short *in, unsigned *out) {
  __shared__ unsigned short tile[4 * 64];
  for (int i = threadIdx.x; i < 256; i += blockDim.x)
    tile[i] = in[i];
  __syncthreads();
  unsigned lane = threadIdx.x & 31, r[4];
  unsigned a = smem_addr(&tile[lane * 8]);
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {%0, %1, %2, %3}, [%4];"
               : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "r"(a));
  for (int j = 0; j < 4; ++j)
    out[threadIdx.x * 4 + j] = r[j];
}

// IR-LABEL: @_Z8ldm_x1_tPKtPj
// IR-COUNT-2: call i32 @llvm.amdgcn.ds.bpermute
// IR: load i16, ptr addrspace(3)
// ASM-LABEL: _Z8ldm_x1_tPKtPj:
// RD: ds_read_u16
// LOAD: ds_load_u16
__global__ void ldm_x1_t(const unsigned short *in, unsigned *out) {
  __shared__ unsigned short tile[64];
  tile[threadIdx.x % 64] = in[threadIdx.x % 64];
  __syncthreads();
  unsigned r;
  asm volatile("ldmatrix.sync.aligned.m8n8.x1.trans.shared.b16 {%0}, [%1];" : "=r"(r) : "r"(smem_addr(&tile[(threadIdx.x % 8) * 8])));
  out[threadIdx.x] = r;
}

// stmatrix .x2.trans: four 16-bit stores per lane.
// IR-LABEL: @_Z8stm_x2_tPKjPt
// IR-COUNT-4: call i32 @llvm.amdgcn.ds.bpermute
// IR: store i16 {{.*}}, ptr addrspace(3)
// ASM-LABEL: _Z8stm_x2_tPKjPt:
// RD: ds_write_b16
// LOAD: ds_store_b16
__global__ void stm_x2_t(const unsigned *in, unsigned short *out) {
  __shared__ unsigned short tile[2 * 64];
  unsigned lane = threadIdx.x & 31, v[2] = {in[lane * 2], in[lane * 2 + 1]};
  asm volatile("stmatrix.sync.aligned.m8n8.x2.trans.shared.b16 [%0], {%1, %2};"
               :: "r"(smem_addr(&tile[(lane % 16) * 8])), "r"(v[0]), "r"(v[1]) : "memory");
  __syncthreads();
  for (int i = threadIdx.x; i < 128; i += blockDim.x)
    out[i] = tile[i];
}
