// tex1D and tex3D: image_sample on 1D and 3D images (coordinates x / x, y, z; the 3D image's
// fourth coordinate is unused). On RDNA, image_sample_lz with the image dimension; gfx90a:
// image_sample (GFX9 encodes the dimension in the descriptor only).
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefixes=CHECK,RDNA
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefixes=CHECK,RDNA
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefixes=CHECK,GFX9

// CHECK-LABEL: _Z3t1DyPff:
// RDNA: image_sample_lz v{{[0-9]+}}, v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}] dmask:0x1 dim:SQ_RSRC_IMG_1D{{$}}
// GFX9: image_sample v{{[0-9]+}}, v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}] dmask:0x1{{$}}
// CHECK: global_store_{{dword|b32}}
__global__ void t1D(cudaTextureObject_t t, float *o, float x) { o[0] = tex1D<float>(t, x); }

// CHECK-LABEL: _Z3t3DyP6float4fff:
// RDNA: image_sample_lz v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}] dmask:0xf dim:SQ_RSRC_IMG_3D
// GFX9: image_sample v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}] dmask:0xf{{$}}
// CHECK: global_store_{{dwordx4|b128}}
__global__ void t3D(cudaTextureObject_t t, float4 *o, float x, float y, float z) {
  o[0] = tex3D<float4>(t, x, y, z);
}
