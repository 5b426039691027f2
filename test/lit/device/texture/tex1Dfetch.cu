// tex1Dfetch on linear memory (cudaResourceTypeLinear): the texture object's first four dwords are
// a buffer descriptor; the fetch is one formatted buffer load (the format converts, e.g. to float
// under cudaReadModeNormalizedFloat), index-addressed. Value and pointer forms.
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s

// CHECK-LABEL: _Z6fetchfyPfi:
// CHECK: buffer_load_format_x v{{[0-9]+}}, v{{[0-9]+}}, s[{{[0-9]+}}:{{[0-9]+}}], 0 idxen
// CHECK: global_store_{{dword|b32}}
__global__ void fetchf(cudaTextureObject_t t, float *o, int i) { o[0] = tex1Dfetch<float>(t, i); }

// Four channels: all four dwords, each truncated to its byte.
// CHECK-LABEL: _Z9fetchu8x4yP6uchar4i:
// CHECK: buffer_load_format_xyzw v[{{[0-9]+}}:{{[0-9]+}}], v{{[0-9]+}}, s[{{[0-9]+}}:{{[0-9]+}}], 0 idxen
// CHECK: global_store_{{dword|b32}}
__global__ void fetchu8x4(cudaTextureObject_t t, uchar4 *o, int i) { o[0] = tex1Dfetch<uchar4>(t, i); }

// The pointer form is the same load.
// CHECK-LABEL: _Z8fetchptryP4int2i:
// CHECK: buffer_load_format_xy v[{{[0-9]+}}:{{[0-9]+}}], v{{[0-9]+}}, s[{{[0-9]+}}:{{[0-9]+}}], 0 idxen
// CHECK: global_store_{{dwordx2|b64}}
__global__ void fetchptr(cudaTextureObject_t t, int2 *o, int i) {
  int2 v;
  tex1Dfetch(&v, t, i);
  o[0] = v;
}
