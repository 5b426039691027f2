// Read-write operands that are elements of a __shared__ array keep the value they carry in
// (issue 18): the LDS values are loaded before the chain and stored after it.
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefix=IR
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=IR
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefix=IR
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefix=ASM
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=ASM
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefix=ASM

// Stored, then accumulated in place: {0xffffffff, 4} + {1, 0} = {0, 5}, forwarded by -O2.
// IR-LABEL: @_Z5konstPj(
// IR: store i32 1, ptr addrspace(1) %{{[0-9]+}}
__global__ void konst(unsigned *out) {
  __shared__ unsigned s[2];
  s[0] = 0xffffffff;
  s[1] = 4;
  asm("add.cc.u32 %0, %0, 1;\n\taddc.u32 %1, %1, 0;" : "+r"(s[0]), "+r"(s[1]));
  out[0] = s[0] == 0 && s[1] == 5;
}

// ASM-LABEL: _Z2rtPKj:
// ASM-NOT: ASMSTART
// ASM: {{ds_read_b64|ds_load_b64}}
// ASM: v_add_co_u32
// ASM: {{ds_write_b64|ds_store_b64}}
// ASM: s_endpgm
__global__ void rt(const unsigned *in) {
  __shared__ unsigned s[64];
  s[threadIdx.x] = in[threadIdx.x];
  __syncthreads();
  asm volatile("add.cc.u32 %0, %0, %2;\n\taddc.u32 %1, %1, 0;"
               : "+r"(s[2 * (threadIdx.x % 32)]), "+r"(s[2 * (threadIdx.x % 32) + 1])
               : "r"(in[threadIdx.x + 64]));
}
