// texCubemap / texCubemapLayered: ockl selects the face (v_cubeid/v_cubesc/v_cubetc/v_cubema) and
// samples the cube image; the layered form adds the layer to the face coordinate.
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefixes=CHECK,RDNA
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefixes=CHECK,RDNA
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefixes=CHECK,GFX9

// CHECK-LABEL: _Z4cubeyPffff:
// CHECK-DAG: v_cubeid_f32
// CHECK-DAG: v_cubema_f32
// RDNA: image_sample_lz v{{[0-9]+}}, v[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}] dmask:0x1 dim:SQ_RSRC_IMG_CUBE
// GFX9: image_sample v{{[0-9]+}}, v[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}] dmask:0x1 da
// CHECK: global_store_{{dword|b32}}
__global__ void cube(cudaTextureObject_t t, float *o, float x, float y, float z) {
  o[0] = texCubemap<float>(t, x, y, z);
}

// CHECK-LABEL: _Z7cubeLayyPffffi:
// CHECK: v_cubeid_f32
// RDNA: image_sample_lz v{{[0-9]+}}, v[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}] dmask:0x1 dim:SQ_RSRC_IMG_CUBE
// GFX9: image_sample v{{[0-9]+}}, v[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}] dmask:0x1 da
// CHECK: global_store_{{dword|b32}}
__global__ void cubeLay(cudaTextureObject_t t, float *o, float x, float y, float z, int l) {
  o[0] = texCubemapLayered<float>(t, x, y, z, l);
}
