// tex1DLayered / tex2DLayered: the integer layer becomes the array coordinate (a float, as the
// hardware takes it). on RDNA, image_sample_lz on 1D/2D array images; gfx90a: image_sample with `da`
// (declare array).
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefixes=CHECK,RDNA
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefixes=CHECK,RDNA
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefixes=CHECK,GFX9

// CHECK-LABEL: _Z4t1DLyPffi:
// CHECK: v_cvt_f32_i32
// RDNA: image_sample_lz v{{[0-9]+}}, v[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}] dmask:0x1 dim:SQ_RSRC_IMG_1D_ARRAY
// GFX9: image_sample v{{[0-9]+}}, v[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}] dmask:0x1 da
// CHECK: global_store_{{dword|b32}}
__global__ void t1DL(cudaTextureObject_t t, float *o, float x, int l) {
  o[0] = tex1DLayered<float>(t, x, l);
}

// CHECK-LABEL: _Z4t2DLyP6uchar4ffi:
// CHECK: v_cvt_f32_i32
// RDNA: image_sample_lz v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY
// GFX9: image_sample v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}] dmask:0xf da
// CHECK: global_store_{{dword|b32}}
__global__ void t2DL(cudaTextureObject_t t, uchar4 *o, float x, float y, int l) {
  o[0] = tex2DLayered<uchar4>(t, x, y, l);
}
