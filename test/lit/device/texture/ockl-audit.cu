// Audit of the ROCm ockl image functions on gfx11 and gfx12 (DESIGN.md section 6: ROCm 5.2's ockl
// predates them and one of its functions compiled to a bare s_endpgm on gfx11). Every
// __ockl_image_* function the texture and surface API calls must reach the ISA as its image (or
// buffer) instruction, with its result stored: nothing folded away.
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1200 %s -o - | FileCheck %s


// CHECK-LABEL: _Z5fetchyP6float4i:
// CHECK: buffer_load_format_xyzw
// CHECK: global_store_b128
// CHECK: s_endpgm
__global__ void fetch(cudaTextureObject_t t, float4 *o, int i) { o[0] = tex1Dfetch<float4>(t, i); }

// CHECK-LABEL: _Z6sampleyPffffi:
// CHECK: image_sample_lz {{.*}} dim:SQ_RSRC_IMG_1D{{$}}
// CHECK: global_store_b32
// CHECK: image_sample_lz {{.*}} dim:SQ_RSRC_IMG_2D{{$}}
// CHECK: global_store_b32
// CHECK: image_sample_lz {{.*}} dim:SQ_RSRC_IMG_3D{{$}}
// CHECK: global_store_b32
// CHECK: image_sample_lz {{.*}} dim:SQ_RSRC_IMG_1D_ARRAY{{$}}
// CHECK: global_store_b32
// CHECK: image_sample_lz {{.*}} dim:SQ_RSRC_IMG_2D_ARRAY{{$}}
// CHECK: global_store_b32
// CHECK: image_sample_lz {{.*}} dim:SQ_RSRC_IMG_CUBE{{$}}
// CHECK: global_store_b32
// CHECK: image_sample_lz {{.*}} dim:SQ_RSRC_IMG_CUBE{{$}}
// CHECK: global_store_b32
// CHECK: s_endpgm
__global__ void sample(cudaTextureObject_t t, float *o, float x, float y, float z, int l) {
  o[0] = tex1D<float>(t, x); o[1] = tex2D<float>(t, x, y); o[2] = tex3D<float>(t, x, y, z);
  o[3] = tex1DLayered<float>(t, x, l); o[4] = tex2DLayered<float>(t, x, y, l);
  o[5] = texCubemap<float>(t, x, y, z); o[6] = texCubemapLayered<float>(t, x, y, z, l); }

// CHECK-LABEL: _Z3lodyPffffif:
// CHECK: image_sample_l {{.*}} dim:SQ_RSRC_IMG_1D{{$}}
// CHECK: global_store_b32
// CHECK: image_sample_l {{.*}} dim:SQ_RSRC_IMG_2D{{$}}
// CHECK: global_store_b32
// CHECK: image_sample_l {{.*}} dim:SQ_RSRC_IMG_3D{{$}}
// CHECK: global_store_b32
// CHECK: image_sample_l {{.*}} dim:SQ_RSRC_IMG_1D_ARRAY{{$}}
// CHECK: global_store_b32
// CHECK: image_sample_l {{.*}} dim:SQ_RSRC_IMG_2D_ARRAY{{$}}
// CHECK: global_store_b32
// CHECK: image_sample_l {{.*}} dim:SQ_RSRC_IMG_CUBE{{$}}
// CHECK: global_store_b32
// CHECK: image_sample_l {{.*}} dim:SQ_RSRC_IMG_CUBE{{$}}
// CHECK: global_store_b32
// CHECK: s_endpgm
__global__ void lod(cudaTextureObject_t t, float *o, float x, float y, float z, int l, float v) {
  o[0] = tex1DLod<float>(t, x, v); o[1] = tex2DLod<float>(t, x, y, v); o[2] = tex3DLod<float>(t, x, y, z, v);
  o[3] = tex1DLayeredLod<float>(t, x, l, v); o[4] = tex2DLayeredLod<float>(t, x, y, l, v);
  o[5] = texCubemapLod<float>(t, x, y, z, v); o[6] = texCubemapLayeredLod<float>(t, x, y, z, l, v); }

// CHECK-LABEL: _Z4gradyPffffi6float4S0_:
// CHECK: image_sample_d {{.*}} dim:SQ_RSRC_IMG_1D{{$}}
// CHECK: global_store_b32
// CHECK: image_sample_d {{.*}} dim:SQ_RSRC_IMG_2D{{$}}
// CHECK: global_store_b32
// CHECK: image_sample_d {{.*}} dim:SQ_RSRC_IMG_3D{{$}}
// CHECK: global_store_b32
// CHECK: image_sample_d {{.*}} dim:SQ_RSRC_IMG_1D_ARRAY{{$}}
// CHECK: global_store_b32
// CHECK: image_sample_d {{.*}} dim:SQ_RSRC_IMG_2D_ARRAY{{$}}
// CHECK: global_store_b32
// CHECK: s_endpgm
__global__ void grad(cudaTextureObject_t t, float *o, float x, float y, float z, int l, float4 a, float4 b) {
  o[0] = tex1DGrad<float>(t, x, a.x, b.x); o[1] = tex2DGrad<float>(t, x, y, make_float2(a.x, a.y), make_float2(b.x, b.y));
  o[2] = tex3DGrad<float>(t, x, y, z, a, b); o[3] = tex1DLayeredGrad<float>(t, x, l, a.x, b.x);
  o[4] = tex2DLayeredGrad<float>(t, x, y, l, make_float2(a.x, a.y), make_float2(b.x, b.y)); }

// CHECK-LABEL: _Z6gatheryP6float4ff:
// CHECK: image_gather4_lz {{.*}} dmask:0x1 dim:SQ_RSRC_IMG_2D
// CHECK: global_store_b128
// CHECK: image_gather4_lz {{.*}} dmask:0x2 dim:SQ_RSRC_IMG_2D
// CHECK: global_store_b128
// CHECK: image_gather4_lz {{.*}} dmask:0x4 dim:SQ_RSRC_IMG_2D
// CHECK: global_store_b128
// CHECK: image_gather4_lz {{.*}} dmask:0x8 dim:SQ_RSRC_IMG_2D
// CHECK: global_store_b128
// CHECK: s_endpgm
__global__ void gather(cudaTextureObject_t t, float4 *o, float x, float y) {
  o[0] = tex2Dgather<float4>(t, x, y, 0); o[1] = tex2Dgather<float4>(t, x, y, 1); o[2] = tex2Dgather<float4>(t, x, y, 2); o[3] = tex2Dgather<float4>(t, x, y, 3); }

// CHECK-LABEL: _Z4surfyiii:
// CHECK-DAG: image_get_resinfo {{.*}} dim:SQ_RSRC_IMG_1D{{ }}
// CHECK-DAG: image_load {{.*}} dim:SQ_RSRC_IMG_1D{{ |$}}
// CHECK-DAG: image_store {{.*}} dim:SQ_RSRC_IMG_1D{{ |$}}
// CHECK-DAG: image_get_resinfo {{.*}} dim:SQ_RSRC_IMG_2D{{ }}
// CHECK-DAG: image_load {{.*}} dim:SQ_RSRC_IMG_2D{{ |$}}
// CHECK-DAG: image_store {{.*}} dim:SQ_RSRC_IMG_2D{{ |$}}
// CHECK-DAG: image_get_resinfo {{.*}} dim:SQ_RSRC_IMG_3D{{ }}
// CHECK-DAG: image_load {{.*}} dim:SQ_RSRC_IMG_3D{{ |$}}
// CHECK-DAG: image_store {{.*}} dim:SQ_RSRC_IMG_3D{{ |$}}
// CHECK-DAG: image_get_resinfo {{.*}} dim:SQ_RSRC_IMG_1D_ARRAY{{ }}
// CHECK-DAG: image_load {{.*}} dim:SQ_RSRC_IMG_1D_ARRAY{{ |$}}
// CHECK-DAG: image_store {{.*}} dim:SQ_RSRC_IMG_1D_ARRAY{{ |$}}
// CHECK-DAG: image_get_resinfo {{.*}} dim:SQ_RSRC_IMG_2D_ARRAY{{ }}
// CHECK-DAG: image_load {{.*}} dim:SQ_RSRC_IMG_2D_ARRAY{{ |$}}
// CHECK-DAG: image_store {{.*}} dim:SQ_RSRC_IMG_2D_ARRAY{{ |$}}
// CHECK: s_trap 2
__global__ void surf(cudaSurfaceObject_t s, int x, int y, int z) {
  surf1Dwrite(surf1Dread<float>(s, x), s, x); surf2Dwrite(surf2Dread<float>(s, x, y), s, x, y);
  surf3Dwrite(surf3Dread<float>(s, x, y, z), s, x, y, z); surf1DLayeredwrite(surf1DLayeredread<float>(s, x, z), s, x, z);
  surf2DLayeredwrite(surf2DLayeredread<float>(s, x, y, z), s, x, y, z); }

// CHECK-LABEL: _Z6surf16yiii:
// CHECK: image_load {{.*}} dim:SQ_RSRC_IMG_1D {{.*}}d16
// CHECK: image_store {{.*}} dim:SQ_RSRC_IMG_1D {{.*}}d16
// CHECK: image_load {{.*}} dim:SQ_RSRC_IMG_2D {{.*}}d16
// CHECK: image_store {{.*}} dim:SQ_RSRC_IMG_2D {{.*}}d16
// CHECK: image_load {{.*}} dim:SQ_RSRC_IMG_3D {{.*}}d16
// CHECK: image_store {{.*}} dim:SQ_RSRC_IMG_3D {{.*}}d16
// CHECK: image_load {{.*}} dim:SQ_RSRC_IMG_1D_ARRAY {{.*}}d16
// CHECK: image_store {{.*}} dim:SQ_RSRC_IMG_1D_ARRAY {{.*}}d16
// CHECK: image_load {{.*}} dim:SQ_RSRC_IMG_2D_ARRAY {{.*}}d16
// CHECK: image_store {{.*}} dim:SQ_RSRC_IMG_2D_ARRAY {{.*}}d16
// CHECK: s_endpgm
__global__ void surf16(cudaSurfaceObject_t s, int x, int y, int z) {
  surf1Dwrite(surf1Dread<short>(s, x, cudaBoundaryModeZero), s, x, cudaBoundaryModeZero);
  surf2Dwrite(surf2Dread<short>(s, x, y, cudaBoundaryModeZero), s, x, y, cudaBoundaryModeZero);
  surf3Dwrite(surf3Dread<short>(s, x, y, z, cudaBoundaryModeZero), s, x, y, z, cudaBoundaryModeZero);
  surf1DLayeredwrite(surf1DLayeredread<short>(s, x, z, cudaBoundaryModeZero), s, x, z, cudaBoundaryModeZero);
  surf2DLayeredwrite(surf2DLayeredread<short>(s, x, y, z, cudaBoundaryModeZero), s, x, y, z, cudaBoundaryModeZero); }
