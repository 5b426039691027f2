// 64-bit surface elements (long long, unsigned long long, their 1- and 2-vectors) move as pairs of
// 32-bit channels of an R32G32 / R32G32B32A32 image, bits unchanged; x is in bytes (x >> 3 or 4).
// Textures take no 64-bit types (as in CUDA): tex1Dfetch<long long> does not resolve.
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefixes=CHECK,RDNA
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefixes=CHECK,RDNA
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefixes=CHECK,GFX9
// RUN: not %nvcc --cuda-device-only -S -O2 -arch=gfx1100 -DTEXTURE %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR

// CHECK-LABEL: _Z3s64yPxii:
// CHECK: {{s_ashr_i32 s[0-9]+, s[0-9]+, 3|v_ashrrev_i32_e32 v[0-9]+, 3,}}
// RDNA: image_load v[{{[0-9]+:[0-9]+}}], {{.*}} dmask:0x3 dim:SQ_RSRC_IMG_2D unorm
// GFX9: image_load v[{{[0-9]+:[0-9]+}}], {{.*}} dmask:0x3 unorm
// CHECK: global_store_{{dwordx2|b64}}
__global__ void s64(cudaSurfaceObject_t s, long long *o, int x, int y) {
  o[0] = surf2Dread<long long>(s, x, y, cudaBoundaryModeZero);
}

// CHECK-LABEL: _Z4u128yP10ulonglong2ii:
// CHECK: {{s_ashr_i32 s[0-9]+, s[0-9]+, 4|v_ashrrev_i32_e32 v[0-9]+, 4,}}
// RDNA: image_store v[{{[0-9]+:[0-9]+}}], {{.*}} dmask:0xf dim:SQ_RSRC_IMG_2D unorm
// GFX9: image_store v[{{[0-9]+:[0-9]+}}], {{.*}} dmask:0xf unorm
__global__ void u128(cudaSurfaceObject_t s, ulonglong2 *in, int x, int y) {
  surf2Dwrite(in[0], s, x, y, cudaBoundaryModeZero);
}

#ifdef TEXTURE
// ERR: error: no matching function for call to 'tex1Dfetch'
__global__ void tex(cudaTextureObject_t t, long long *o, int i) { o[0] = tex1Dfetch<long long>(t, i); }
#endif
