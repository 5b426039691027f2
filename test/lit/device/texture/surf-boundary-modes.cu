// CUDA's surface boundary modes. Zero: the hardware's behaviour (out-of-range loads give 0, stores
// are dropped), no extra instruction. Clamp: image_get_resinfo gives the size, the coordinates are
// clamped to it. Trap (CUDA's default): image_get_resinfo, and an out-of-range access traps.
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefixes=CHECK,RDNA
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefixes=CHECK,RDNA
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefixes=CHECK,GFX9

// CHECK-LABEL: _Z4zeroyPfii:
// CHECK-NOT: image_get_resinfo
// CHECK: image_load
// CHECK-NOT: s_trap
// CHECK: s_endpgm
__global__ void zero(cudaSurfaceObject_t s, float *o, int x, int y) {
  o[0] = surf2Dread<float>(s, x, y, cudaBoundaryModeZero);
}

// Width and height (dmask 0x3) at mip level 0; the element index and y are clamped into range.
// CHECK-LABEL: _Z5clampyPfii:
// RDNA: image_get_resinfo v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}] dmask:0x3 dim:SQ_RSRC_IMG_2D unorm
// GFX9: image_get_resinfo v[{{[0-9]+:[0-9]+}}], v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}] dmask:0x3 unorm
// CHECK: v_cndmask_b32
// CHECK: image_load
// CHECK-NOT: s_trap
// CHECK: s_endpgm
__global__ void clamp(cudaSurfaceObject_t s, float *o, int x, int y) {
  o[0] = surf2Dread<float>(s, x, y, cudaBoundaryModeClamp);
}

// The default: out of range -> s_trap 2 before the access.
// CHECK-LABEL: _Z4trapyii:
// CHECK: image_get_resinfo
// CHECK: s_cbranch_vccnz [[TRAP:.LBB[0-9_]+]]
// CHECK: image_store
// CHECK: [[TRAP]]:
// CHECK-NEXT: s_trap 2
__global__ void trap(cudaSurfaceObject_t s, int x, int y) { surf2Dwrite(1.0f, s, x, y); }
