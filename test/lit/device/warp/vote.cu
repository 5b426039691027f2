// Votes and ballots return the 32 bits of the caller's logical warp: on wave64 the 64-bit wave
// ballot is shifted right by the warp base (0 or 32); on wave32 the ballot is the warp's already.
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefix=IR9
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefixes=GFX9
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefixes=W32
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefixes=W32

// IR9-LABEL: define {{.*}}@_Z6ballotPj(
// IR9: [[B:%.*]] = {{.*}}call i64 @llvm.amdgcn.ballot.i64(i1
// IR9: [[BASE:%.*]] = and i32 {{.*}}, 32
// IR9: lshr i64 [[B]],
// GFX9-LABEL: _Z6ballotPj:
// GFX9: v_lshrrev_b64 v[{{[0-9]+:[0-9]+}}], {{v[0-9]+}}, vcc
// W32-LABEL: _Z6ballotPj:
// W32-NOT: v_lshrrev_b64
// W32: s_endpgm
__global__ void ballot(unsigned *p) { p[threadIdx.x] = __ballot_sync(0xffffffffu, p[threadIdx.x] > 3); }

// The mask restricts the ballot (bits of lanes outside it are 0).
// IR9-LABEL: define {{.*}}@_Z6maskedPjj(
// IR9: and i32 {{.*}}, %1
__global__ void masked(unsigned *p, unsigned m) { p[threadIdx.x] = __ballot_sync(m, p[threadIdx.x] != 0); }

// __all_sync compares with the active lanes of the mask; __activemask is ballot(true).
// IR9-LABEL: define {{.*}}@_Z5votesPi(
// IR9: call i64 @llvm.amdgcn.ballot.i64(i1 true)
// IR9: icmp eq i32
__global__ void votes(int *p) {
  int v = p[threadIdx.x];
  p[threadIdx.x] = __all_sync(~0u, v) + 2 * __any_sync(~0u, v) + 4 * __uni_sync(~0u, v) + __activemask();
}

// __syncwarp orders memory among the lanes of a wave: wavefront-scope fences, no s_barrier.
// IR9-LABEL: define {{.*}}@_Z8syncwarpPi(
// IR9: fence syncscope("wavefront") release
// IR9: call void @llvm.amdgcn.wave.barrier()
// IR9: fence syncscope("wavefront") acquire
// GFX9-LABEL: _Z8syncwarpPi:
// GFX9-NOT: s_barrier
// GFX9: s_endpgm
__global__ void syncwarp(int *p) { p[threadIdx.x] = 1; __syncwarp(); p[threadIdx.x ^ 1] += 1; }

// Lane masks are 32-bit on every target: 1 << (wave lane & 31) on wave64, where the & 31 is the
// 32-bit shift instruction's own (it reads the low 5 bits of the amount).
// GFX9-LABEL: _Z9lanemasksPj:
// GFX9: v_mbcnt_hi_u32_b32 [[WL:v[0-9]+]], -1,
// GFX9: v_lshlrev_b32_e64 [[M:v[0-9]+]], [[WL]], -1
// GFX9: v_not_b32_e32 {{v[0-9]+}}, [[M]]
// W32-LABEL: _Z9lanemasksPj:
// W32-NOT: v_mbcnt_hi
// W32: s_endpgm
__global__ void lanemasks(unsigned *p) { p[threadIdx.x] = __lanemask_lt(); }
