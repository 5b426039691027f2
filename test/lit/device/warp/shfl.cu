// __shfl*_sync keep 32-lane semantics on every target. On wave64 (gfx90a) the source lane is
// offset by the caller's warp base (wave lane & 32), so a shuffle never crosses into the other
// logical warp of the wave; on wave32 there is no such offset. A butterfly with a constant mask
// inside its segment is a ds_swizzle (32-lane groups on every target); 64-bit values move as two
// 32-bit words from the same source lane.
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=IR
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefixes=ASM,GFX9
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefixes=ASM,GFX10
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefixes=ASM,GFX11

// On wave32 the source of a full-width __shfl_sync is just (src & 31) * 4: no lane arithmetic.
// IR-LABEL: define {{.*}}@_Z3idxPii(
// IR-NOT: llvm.amdgcn.mbcnt
// IR: [[A:%.*]] = and i32 {{.*}}, 124
// IR: call {{.*}}i32 @llvm.amdgcn.ds.bpermute(i32 [[A]],
// ASM-LABEL: _Z3idxPii:
// On wave64 the source lane is (wave lane & 32) | (src & 31): the caller's half of the wave.
// GFX9: v_mbcnt_lo_u32_b32 [[LO:v[0-9]+]], -1, 0
// GFX9: v_mbcnt_hi_u32_b32 [[WL:v[0-9]+]], -1, [[LO]]
// GFX9: s_and_b32 [[S:s[0-9]+]], {{s[0-9]+}}, 31
// GFX9: v_and_or_b32 [[SRC:v[0-9]+]], [[WL]], 32, [[S]]
// GFX9: v_lshlrev_b32_e32 [[ADDR:v[0-9]+]], 2, [[SRC]]
// GFX9: ds_bpermute_b32 {{v[0-9]+}}, [[ADDR]], {{v[0-9]+}}
// GFX10-NOT: v_mbcnt
// GFX10: ds_bpermute_b32
// GFX11-NOT: v_mbcnt
// GFX11: ds_bpermute_b32
// ASM: s_endpgm
__global__ void idx(int *p, int src) { p[threadIdx.x] = __shfl_sync(0xffffffffu, p[threadIdx.x], src); }

// A constant butterfly inside a 32-lane segment: swizzle, no bpermute, no lane arithmetic.
// ASM-LABEL: _Z4bflyPf:
// ASM-NOT: ds_bpermute
// GFX9: ds_swizzle_b32 {{v[0-9]+}}, {{v[0-9]+}} offset:swizzle(SWAP,16)
// GFX10: ds_swizzle_b32 {{v[0-9]+}}, {{v[0-9]+}} offset:swizzle(SWAP,16)
// GFX11: ds_swizzle_b32 {{v[0-9]+}}, {{v[0-9]+}} offset:swizzle(SWAP,16)
// ASM: s_endpgm
__global__ void bfly(float *p) { p[threadIdx.x] = __shfl_xor_sync(0xffffffffu, p[threadIdx.x], 16); }

// A run-time lane mask goes through bpermute with PTX's bfly rule (out of segment: own value).
// IR-LABEL: define {{.*}}@_Z7bfly_rtPii(
// IR: xor i32
// IR: call {{.*}}i32 @llvm.amdgcn.ds.bpermute(
__global__ void bfly_rt(int *p, int m) { p[threadIdx.x] = __shfl_xor_sync(0xffffffffu, p[threadIdx.x], m); }

// 64-bit: two bpermutes with one address.
// ASM-LABEL: _Z4downPd:
// ASM: ds_bpermute_b32 {{v[0-9]+}}, [[ADDR:v[0-9]+]], {{v[0-9]+}}
// ASM-NEXT: ds_bpermute_b32 {{v[0-9]+}}, [[ADDR]], {{v[0-9]+}}
// ASM: s_endpgm
__global__ void down(double *p) { p[threadIdx.x] = __shfl_down_sync(0xffffffffu, p[threadIdx.x], 3); }

// shfl_up with width 8: the segment start is lane & 24 (segmask 24); lanes below it keep their value.
// IR-LABEL: define {{.*}}@_Z2upPll(
// IR: and i32 {{.*}}, 24
// IR: call {{.*}}i32 @llvm.amdgcn.ds.bpermute(
// IR: call {{.*}}i32 @llvm.amdgcn.ds.bpermute(
__global__ void up(long *p, long v) { p[threadIdx.x] = __shfl_up_sync(0xffffffffu, v, 2, 8); }

// Every CUDA overload exists.
__global__ void all_types(int *i, unsigned *u, long *l, unsigned long *ul, long long *ll,
                          unsigned long long *ull, float *f, double *d) {
  i[0] = __shfl_sync(~0u, i[0], 1); u[0] = __shfl_up_sync(~0u, u[0], 1); l[0] = __shfl_down_sync(~0u, l[0], 1);
  ul[0] = __shfl_xor_sync(~0u, ul[0], 1); ll[0] = __shfl_sync(~0u, ll[0], 1, 16);
  ull[0] = __shfl_up_sync(~0u, ull[0], 1, 4); f[0] = __shfl_down_sync(~0u, f[0], 1, 2); d[0] = __shfl_xor_sync(~0u, d[0], 1, 2);
}
