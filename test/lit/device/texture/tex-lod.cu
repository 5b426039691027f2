// tex1DLod / tex2DLod / tex3DLod / tex2DLayeredLod: explicit level of detail, image_sample_l on
// RDNA. gfx90a lacks the "extended" image instructions (sample_l/_d/_lz, gather4): there the Lod
// forms sample with plain image_sample, exact for textures of one mip level (the backend would
// otherwise drop the kernel's body without a diagnostic).
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefixes=CHECK,RDNA
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefixes=CHECK,RDNA
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefixes=CHECK,GFX9

// CHECK-LABEL: _Z3lodyPfffff:
// RDNA: image_sample_l v{{[0-9]+}}, v[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}] dmask:0x1 dim:SQ_RSRC_IMG_1D
// RDNA: image_sample_l v{{[0-9]+}}, {{.*}} dmask:0x1 dim:SQ_RSRC_IMG_2D{{$}}
// RDNA: image_sample_l v{{[0-9]+}}, {{.*}} dmask:0x1 dim:SQ_RSRC_IMG_3D
// RDNA: image_sample_l v{{[0-9]+}}, {{.*}} dmask:0x1 dim:SQ_RSRC_IMG_2D_ARRAY
// GFX9-COUNT-4: image_sample v{{[0-9]+}}, v
// GFX9-NOT: image_sample
// CHECK: global_store_{{dword|b32}}
// CHECK: s_endpgm
__global__ void lod(cudaTextureObject_t t, float *o, float x, float y, float z, float l) {
  o[0] = tex1DLod<float>(t, x, l);
  o[1] = tex2DLod<float>(t, x, y, l);
  o[2] = tex3DLod<float>(t, x, y, z, l);
  o[3] = tex2DLayeredLod<float>(t, x, y, 2, l);
}
