// Tiles of more than one warp (headers/__scale_amd/cg/multi_warp.h): thread_block_tile<64 ... 1024>
// and tiled_partition(block, n) for n = 64, 128, ...: whole waves, synchronized by a counter +
// generation barrier in LDS (every lane reads the generation, the first lane of the wave adds the
// wave's lane count, popcount(EXEC), with an acq_rel add; the adder that completes the member count
// resets it and publishes generation + 1 with release; then all lanes spin on an acquire load with
// s_sleep). A 64-thread tile is one wave64 on gfx90a: no barrier there.
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=IR
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefixes=ASM,W32
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefixes=ASM,W32
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefixes=ASM,W64
// A tile size that is not a power of two up to 1024 is a compile-time error.
// RUN: not %nvcc --cuda-device-only -S -O2 -arch=gfx1100 -DBAD_SIZE %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: error: static assertion failed{{.*}}N must be a power of two from 1 to 1024
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
namespace cg = cooperative_groups;

// Creating the tiles zeroes the 31 barrier counts (slots of sizes 1024 ... 64) and syncs the block;
// sync() on a 128-thread tile uses slot 1024/128 - 1 + rank/128 of the counts and generations.
// IR-LABEL: define {{.*}}@_Z7tile128Pi(
// IR: icmp {{.*}}ult i32 %{{.*}}, 31
// IR: store i32 0, ptr addrspace(3)
// IR: call void @llvm.amdgcn.s.barrier()
// IR: fence syncscope("workgroup") release
// IR: [[GEN:%[0-9]+]] = load atomic i32, ptr addrspace(3) {{.*}} syncscope("workgroup") monotonic
// IR: [[EXEC:%[0-9]+]] = tail call i32 @llvm.amdgcn.ballot.i32(i1 true)
// IR: call {{.*}}i64 @llvm.ctpop.i64(
// IR: [[OLD:%[0-9]+]] = atomicrmw add ptr addrspace(3) {{.*}}, i32 [[K:%[0-9]+]] syncscope("workgroup") acq_rel
// IR: add i32 [[OLD]], [[K]]
// IR: [[NEXT:%[0-9]+]] = add i32 [[GEN]], 1
// IR: store atomic i32 0, ptr addrspace(3) {{.*}} syncscope("workgroup") monotonic
// IR: store atomic i32 [[NEXT]], ptr addrspace(3) {{.*}} syncscope("workgroup") release
// The spin comes after the last adder's stores, for every lane (no lane waits on its own wave).
// IR: load atomic i32, ptr addrspace(3) {{.*}} syncscope("workgroup") acquire
// IR: call void @llvm.amdgcn.s.sleep(i32 1)
// IR: load atomic i32, ptr addrspace(3) {{.*}} syncscope("workgroup") acquire
// IR: call void @llvm.amdgcn.wave.barrier()
// IR: fence syncscope("workgroup") acquire
// IR: ret void
// ASM-LABEL: _Z7tile128Pi:
// ASM: s_barrier
// ASM: s_{{ff1|ctz}}_i32_b{{32|64}}
// ASM: ds_add_rtn_u32
// ASM: s_sleep 1
// ASM: s_endpgm
__global__ void tile128(int *p) {
  cg::thread_block_tile<128> t = cg::tiled_partition<128>(cg::this_thread_block());
  p[threadIdx.x] = 1;
  t.sync();
  p[threadIdx.x] = p[threadIdx.x ^ 127];
}

// A 64-thread tile: two waves on wave32 (barrier), one wave on wave64 (no barrier, fences only).
// ASM-LABEL: _Z6tile64Pi:
// W32: ds_add_rtn_u32
// W32: s_sleep 1
// W64-NOT: ds_add_rtn_u32
// W64-NOT: s_sleep
// ASM: s_endpgm
__global__ void tile64(int *p) {
  __shared__ cg::block_tile_memory<256> scratch; // CUDA's form for pre-sm_80 devices compiles too
  auto t = cg::tiled_partition<64>(cg::this_thread_block(scratch));
  p[threadIdx.x] = 1;
  cg::sync(t);
  p[threadIdx.x] = p[threadIdx.x ^ 63];
}

// thread_rank = block rank mod N, num_threads = N, meta_group_rank = block rank / N,
// meta_group_size = ceil(block size / N).
// IR-LABEL: define {{.*}}@_Z5ranksPj(
// IR-DAG: [[MR:%[0-9]+]] = lshr i32 [[RANK:%[0-9]+]], 8
// IR-DAG: [[SZ:%[0-9]+]] = add {{.*}}i32 %{{[0-9]+}}, 255
// IR-DAG: [[MS:%[0-9]+]] = lshr i32 [[SZ]], 8
// IR-DAG: [[TR:%[0-9]+]] = and i32 [[RANK]], 255
// IR: store i32 [[TR]], ptr addrspace(1)
// IR: store i32 256, ptr addrspace(1)
// IR: store i32 [[MR]], ptr addrspace(1)
// IR: store i32 [[MS]], ptr addrspace(1)
// IR: ret void
__global__ void ranks(unsigned *p) {
  auto t = cg::tiled_partition<256>(cg::this_thread_block());
  unsigned i = threadIdx.x;
  p[4 * i] = (unsigned)t.thread_rank();
  p[4 * i + 1] = (unsigned)t.num_threads() + 0u * i;
  p[4 * i + 2] = t.meta_group_rank();
  p[4 * i + 3] = t.meta_group_size();
}

// shfl/any/all go through LDS between two barriers; the dynamic tiled_partition(block, 128) is the
// same barrier, and splitting it into warps gives warp tiles again.
// ASM-LABEL: _Z7collectPi:
// ASM-COUNT-6: ds_add_rtn_u32
// ASM: s_endpgm
__global__ void collect(int *p) {
  auto t = cg::tiled_partition<512>(cg::this_thread_block());
  int v = p[threadIdx.x];
  p[threadIdx.x] = t.shfl(v, 3) + t.any(v > 2) + t.all(v > 2);
}
// ASM-LABEL: _Z7dynamicPi:
// ASM: s_barrier
// ASM: ds_add_rtn_u32
// ASM: s_sleep 1
// ASM: s_endpgm
__global__ void dynamic(int *p) {
  cg::thread_group t = cg::tiled_partition(cg::this_thread_block(), 128);
  p[threadIdx.x] = (int)t.thread_rank() + (int)t.num_threads();
  t.sync();
  cg::thread_group w = cg::tiled_partition(t, 32);
  p[threadIdx.x] += p[threadIdx.x ^ 127] + (int)w.thread_rank();
}

// reduce / inclusive_scan / exclusive_scan on a 256-thread tile: a warp reduction or scan, the
// warps' partials through LDS between two tile barriers each.
// IR-LABEL: define {{.*}}@_Z11collectivesPj(
// IR-COUNT-6: atomicrmw add ptr addrspace(3) {{.*}}, i32 %{{[0-9]+}} syncscope("workgroup") acq_rel
// IR-NOT: atomicrmw
// IR: ret void
// ASM-LABEL: _Z11collectivesPj:
// ASM-COUNT-6: ds_add_rtn_u32
// ASM-NOT: ds_add_rtn_u32
// ASM: s_endpgm
__global__ void collectives(unsigned *p) {
  auto t = cg::tiled_partition<256>(cg::this_thread_block());
  unsigned v = p[threadIdx.x];
  p[threadIdx.x] = cg::reduce(t, v, cg::plus<unsigned>()) + cg::inclusive_scan(t, v) +
                   cg::exclusive_scan(t, v, cg::bit_xor<unsigned>());
}

// A run-time size that is not a power of two up to 1024 traps (CUDA aborts), checked before any
// barrier state is touched.
// IR-LABEL: define {{.*}}@_Z7badsizePij(
// IR: call void @llvm.trap()
// IR: ret void
__global__ void badsize(int *p, unsigned n) {
  cg::thread_group t = cg::tiled_partition(cg::this_thread_block(), n);
  t.sync();
  p[threadIdx.x] = (int)t.thread_rank();
}

#ifdef BAD_SIZE
__global__ void bad(int *p) {
  auto t = cg::tiled_partition<96>(cg::this_thread_block());
  t.sync();
}
#endif
