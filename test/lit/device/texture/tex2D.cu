// tex2D: image_sample through the texture object's image and sampler descriptors (both loaded as
// scalars from the object). RDNA samples at level 0 (image_sample_lz); gfx90a has no _lz form and
// uses image_sample (ockl's choice for ISA 9.0.10). Value form and pointer form; the result
// channels become the components of T (float4: four dwords; float: one, dmask 0x1).
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefixes=CHECK,RDNA
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefixes=CHECK,RDNA
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefixes=CHECK,GFX9

// CHECK-LABEL: _Z5valueyP6float4ff:
// RDNA: image_sample_lz v[{{[0-9]+}}:{{[0-9]+}}], v[{{[0-9]+}}:{{[0-9]+}}], s[{{[0-9]+}}:{{[0-9]+}}], s[{{[0-9]+}}:{{[0-9]+}}] dmask:0xf dim:SQ_RSRC_IMG_2D
// GFX9: image_sample v[{{[0-9]+}}:{{[0-9]+}}], v[{{[0-9]+}}:{{[0-9]+}}], s[{{[0-9]+}}:{{[0-9]+}}], s[{{[0-9]+}}:{{[0-9]+}}] dmask:0xf{{$}}
// CHECK: global_store_{{dwordx4|b128}}
__global__ void value(cudaTextureObject_t t, float4 *o, float x, float y) {
  o[0] = tex2D<float4>(t, x, y);
}

// CHECK-LABEL: _Z7pointeryPfff:
// RDNA: image_sample_lz v{{[0-9]+}}, v[{{[0-9]+}}:{{[0-9]+}}], s[{{[0-9]+}}:{{[0-9]+}}], s[{{[0-9]+}}:{{[0-9]+}}] dmask:0x1 dim:SQ_RSRC_IMG_2D
// GFX9: image_sample v{{[0-9]+}}, v[{{[0-9]+}}:{{[0-9]+}}], s[{{[0-9]+}}:{{[0-9]+}}], s[{{[0-9]+}}:{{[0-9]+}}] dmask:0x1{{$}}
// CHECK: global_store_{{dword|b32}}
__global__ void pointer(cudaTextureObject_t t, float *o, float x, float y) {
  float v;
  tex2D(&v, t, x, y);
  o[0] = v;
}
