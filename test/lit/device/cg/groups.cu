// thread_block, grid_group (grid barrier over a device counter), coalesced groups and
// partitions, memcpy_async.
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=IR
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefix=ASM
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefix=ASM
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

// grid.sync(): block barrier, one release add on the counter per block, acquire spin, barrier.
// IR-LABEL: define {{.*}}@_Z4gridPi(
// IR: call void @llvm.amdgcn.s.barrier()
// IR: atomicrmw add ptr addrspace(1) @__scale_amd_grid_barrier, i32 %{{.*}} syncscope("agent") release
// IR: load atomic i32, ptr addrspace(1) @__scale_amd_grid_barrier syncscope("agent") acquire
// IR: call void @llvm.amdgcn.s.sleep(i32 1)
// IR: call void @llvm.amdgcn.s.barrier()
// ASM-LABEL: _Z4gridPi:
// ASM: s_barrier
// ASM: global_atomic_add
// ASM: s_sleep 1
// ASM: s_barrier
__global__ void grid(int *p) {
  cg::grid_group g = cg::this_grid();
  p[g.thread_rank()] = 1;
  g.sync();
  p[0] += (int)g.num_threads() + (int)g.block_rank();
}

// coalesced_threads() is the active mask; its rank counts active lanes below the caller.
// IR-LABEL: define {{.*}}@_Z9coalescedPi(
// IR: call i32 @llvm.amdgcn.ballot.i32(i1 true)
// IR: call {{.*}}i32 @llvm.ctpop.i32
__global__ void coalesced(int *p) {
  if (p[threadIdx.x] > 0) {
    cg::coalesced_group c = cg::coalesced_threads();
    p[threadIdx.x] = (int)c.thread_rank() + 100 * (int)c.num_threads() + c.shfl(7, 0) +
                     cg::reduce(c, 1, cg::plus<int>());
  }
}

// Partitions, free functions and the dynamic thread_group compile.
__global__ void partitions(int *p) {
  cg::thread_block b = cg::this_thread_block();
  cg::coalesced_group all = cg::coalesced_threads();
  cg::coalesced_group same = cg::labeled_partition(all, p[threadIdx.x] & 3);
  cg::coalesced_group odd = cg::binary_partition(all, threadIdx.x & 1);
  cg::thread_group dyn = cg::tiled_partition(b, 4);
  auto tile = cg::tiled_partition<8>(b);
  cg::coalesced_group lt = cg::labeled_partition(tile, p[threadIdx.x]);
  cg::sync(dyn);
  p[threadIdx.x] = (int)same.num_threads() + (int)odd.thread_rank() + (int)dyn.thread_rank() +
                   (int)lt.num_threads() + (int)cg::thread_rank(b) + (int)b.group_index().x +
                   (int)b.thread_index().y + (int)b.dim_threads().z + (int)cg::group_size(tile);
}

// memcpy_async + wait: a cooperative strided copy, then the group barrier.
// IR-LABEL: define {{.*}}@_Z6memcpyPKi(
// IR: store i32 {{.*}} addrspace(3)
// IR: call void @llvm.amdgcn.s.barrier()
__global__ void memcpy(const int *in) {
  __shared__ int s[256];
  cg::thread_block b = cg::this_thread_block();
  cg::memcpy_async(b, s, in, sizeof(s));
  cg::wait(b);
  ((int *)in)[threadIdx.x] = s[255 - threadIdx.x];
}
