// tex2Dgather: the four texels of the bilinear footprint, one component (comp 0..3 = dmask 1, 2,
// 4, 8) on RDNA's image_gather4. gfx90a has no gather4: using tex2Dgather there is a compile error
// naming the function, not a silently emptied kernel.
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s
// RUN: not %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=GFX9

// CHECK-LABEL: _Z6gatheryP6float4ff:
// CHECK: image_gather4_lz v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}] dmask:0x1 dim:SQ_RSRC_IMG_2D
// CHECK: image_gather4_lz v[{{[0-9]+:[0-9]+}}], v[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}] dmask:0x8 dim:SQ_RSRC_IMG_2D
// GFX9: error: static assertion failed{{.*}}tex2Dgather: this AMD target lacks the image instruction it needs
// GFX9: note: in instantiation of function template specialization 'tex2Dgather<float4
__global__ void gather(cudaTextureObject_t t, float4 *o, float x, float y) {
  o[0] = tex2Dgather<float4>(t, x, y);
  float4 v;
  tex2Dgather(&v, t, x, y, 3);
  o[1] = v;
}
