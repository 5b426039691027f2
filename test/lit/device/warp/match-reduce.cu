// __match_any_sync is a readfirstlane waterfall whose leader compare includes the warp base, so on
// wave64 the two logical warps never match each other; __reduce_*_sync over a full mask is a
// 5-step swizzle butterfly, over a partial mask a loop over the mask's lanes.
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefixes=CHECK,GFX9
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefixes=CHECK,W32
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefixes=CHECK,W32

// CHECK-LABEL: _Z9match_anyPi:
// CHECK: [[LOOP:.LBB[0-9_]+]]:
// CHECK: v_readfirstlane_b32
// GFX9: v_readfirstlane_b32 {{s[0-9]+}}, [[BASE:v[0-9]+]]
// CHECK: s_cbranch_execnz [[LOOP]]
// GFX9: v_lshrrev_b64
__global__ void match_any(int *p) { p[threadIdx.x] = __match_any_sync(0xffffffffu, p[threadIdx.x]); }

// match_all reads the value of the mask's first lane (lane 0 here): on wave32 that lane is uniform
// and becomes two readlanes; on wave64 it is lane 0 or 32 depending on the half: bpermutes.
// CHECK-LABEL: _Z9match_allPdPi:
// W32: v_readlane_b32 {{s[0-9]+}}, {{v[0-9]+}}, 0
// W32: v_readlane_b32 {{s[0-9]+}}, {{v[0-9]+}}, 0
// W32: v_cmp_eq_u64
// GFX9: ds_bpermute_b32
// GFX9: ds_bpermute_b32
// GFX9: v_cmp_eq_u64
// CHECK: s_endpgm
__global__ void match_all(double *p, int *pred) {
  pred[threadIdx.x + 64] = __match_all_sync(0xffffffffu, p[threadIdx.x], &pred[threadIdx.x]);
}

// CHECK-LABEL: _Z10reduce_addPi:
// CHECK: ds_swizzle_b32 {{.*}}swizzle(SWAP,16)
// CHECK: v_add_{{.*}}
// CHECK: ds_swizzle_b32 {{.*}}swizzle(SWAP,8)
// CHECK: ds_swizzle_b32 {{.*}}swizzle(SWAP,4)
// CHECK: ds_swizzle_b32 {{.*}}swizzle(SWAP,2)
// CHECK: ds_swizzle_b32 {{.*}}swizzle(SWAP,1)
// CHECK: s_endpgm
__global__ void reduce_add(int *p) { p[threadIdx.x] = __reduce_add_sync(0xffffffffu, p[threadIdx.x]); }

// A partial mask: a scalar loop over the mask's lanes, reading each with bpermute.
// CHECK-LABEL: _Z15reduce_min_maskPjj:
// CHECK: [[LOOP:.LBB[0-9_]+]]: {{.*}}Loop Header
// CHECK: ds_bpermute_b32
// CHECK: v_min_u32
// CHECK: s_cbranch_scc1 [[LOOP]]
__global__ void reduce_min_mask(unsigned *p, unsigned m) { p[threadIdx.x] = __reduce_min_sync(m, p[threadIdx.x]); }

__global__ void all_reduce(unsigned *u, int *i) {
  u[0] = __reduce_add_sync(~0u, u[0]) + __reduce_min_sync(~0u, u[1]) + __reduce_max_sync(~0u, u[2]) +
         __reduce_and_sync(~0u, u[3]) + __reduce_or_sync(~0u, u[4]) + __reduce_xor_sync(~0u, u[5]);
  i[0] = __reduce_add_sync(~0u, i[0]) + __reduce_min_sync(~0u, i[1]) + __reduce_max_sync(~0u, i[2]);
}
