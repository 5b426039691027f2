// gfx942 (CDNA3) has no image instructions. tex1Dfetch on linear memory is a buffer load and works;
// every image-based texture or surface function is a compile error naming the function, where the
// backend alone would drop the access without a word.
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx942 -DFETCH_ONLY %s -o - | FileCheck %s
// RUN: not %nvcc --cuda-device-only -S -O2 -arch=gfx942 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR

// CHECK-LABEL: _Z5fetchyPfi:
// CHECK: buffer_load_format_x v{{[0-9]+}}, v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}], 0 idxen
// CHECK: global_store_dword
__global__ void fetch(cudaTextureObject_t t, float *o, int i) { o[0] = tex1Dfetch<float>(t, i); }

#ifndef FETCH_ONLY
// ERR-DAG: error: static assertion failed{{.*}}tex2D: this AMD target lacks the image instruction it needs
// ERR-DAG: error: static assertion failed{{.*}}surface functions: this AMD target has no image instructions
__global__ void sample(cudaTextureObject_t t, float *o, float x, float y) { o[0] = tex2D<float>(t, x, y); }
__global__ void surface(cudaSurfaceObject_t s, float *o, int x) { o[0] = surf1Dread<float>(s, x); }
#endif
