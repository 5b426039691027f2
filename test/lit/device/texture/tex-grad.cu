// tex1DGrad / tex2DGrad / tex3DGrad: explicit gradients, image_sample_d on RDNA (g16 when the
// gradients are exact in half precision). gfx90a has no image_sample_d: plain image_sample, exact
// for textures of one mip level without anisotropic filtering.
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefixes=CHECK,RDNA
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefixes=CHECK,RDNA
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefixes=CHECK,GFX9

// CHECK-LABEL: _Z4gradyPfff6float2S0_6float4S1_:
// RDNA: image_sample_d {{.*}} dmask:0x1 dim:SQ_RSRC_IMG_1D
// RDNA: image_sample_d {{.*}} dmask:0x1 dim:SQ_RSRC_IMG_2D
// RDNA: image_sample_d {{.*}} dmask:0x1 dim:SQ_RSRC_IMG_3D
// GFX9-COUNT-3: image_sample v{{[0-9]+}}, v
// CHECK: s_endpgm
__global__ void grad(cudaTextureObject_t t, float *o, float x, float y, float2 a, float2 b,
                     float4 c, float4 d) {
  o[0] = tex1DGrad<float>(t, x, a.x, b.x);
  o[1] = tex2DGrad<float>(t, x, y, a, b);
  o[2] = tex3DGrad<float>(t, x, y, x, c, d);
}
