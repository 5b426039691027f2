// SPDX-License-Identifier: Apache-2.0
// Route A: the shared-memory size registers become NVVM's own reads (whose names keep their
// underscores, unlike %lanemask_lt's llvm.nvvm.read.ptx.sreg.lanemask.lt), so ptxas sees the
// registers nvcc would have used.
// RUN: %nvcc --lower-inline-ptx -arch=sm_90 --cuda-device-only -S -emit-llvm -O2 %s -o - | %FileCheck %s --check-prefix=IR
// RUN: %nvcc --lower-inline-ptx -arch=sm_90 --cuda-device-only -S -O2 %s -o - | %FileCheck %s --check-prefix=PTX
// IR-DAG: call {{.*}}i32 @llvm.nvvm.read.ptx.sreg.total_smem_size()
// IR-DAG: call {{.*}}i32 @llvm.nvvm.read.ptx.sreg.aggr_smem_size()
// IR-DAG: call {{.*}}i32 @llvm.nvvm.read.ptx.sreg.dynamic_smem_size()
// PTX-DAG: mov.u32 {{.*}}%total_smem_size;
// PTX-DAG: mov.u32 {{.*}}%aggr_smem_size;
// PTX-DAG: mov.u32 {{.*}}%dynamic_smem_size;

__global__ void sizes(unsigned *p) {
  asm volatile("mov.u32 %0, %%total_smem_size;" : "=r"(p[0]));
  asm volatile("mov.u32 %0, %%aggr_smem_size;" : "=r"(p[1]));
  asm volatile("mov.u32 %0, %%dynamic_smem_size;" : "=r"(p[2]));
}
