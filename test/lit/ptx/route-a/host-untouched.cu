// SPDX-License-Identifier: Apache-2.0
// The pass lowers device modules only: the host side's own asm (x86 here) reaches the host object as
// it was written (the object holds rdtsc), while the device side's PTX is gone.
// (Were the host module lowered, "rdtsc" would be an unknown PTX instruction and the compile fail.)
// RUN: %nvcc --lower-inline-ptx -arch=sm_90 -c -O2 %s -o %t.o
// RUN: llvm-objdump -d %t.o | %FileCheck %s --check-prefix=HOST
// RUN: %nvcc --lower-inline-ptx -arch=sm_90 -S -emit-llvm --cuda-device-only -O2 %s -o - | %FileCheck %s --check-prefix=DEV
// HOST-LABEL: host_clock
// HOST: rdtsc
// DEV-LABEL: define {{.*}}kernel
// DEV-NOT: asm
// DEV: call i32 @llvm.nvvm.read.ptx.sreg.laneid()
// DEV-NOT: asm
// DEV: ret void

__global__ void kernel(unsigned *o) {
  unsigned l;
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(l));
  o[l] = l;
}

unsigned long long host_clock() {
  unsigned lo, hi;
  asm volatile("rdtsc" : "=a"(lo), "=d"(hi));
  return (unsigned long long)hi << 32 | lo;
}
