// A complete texture and surface program, as a CUDA user writes it: a 1D texture over linear
// memory (tex1Dfetch), a 2D CUDA array read through a texture object with normalized coordinates
// and bilinear filtering (tex2D) and written through a surface object (surf2Dwrite), with
// cudaMallocArray, cudaMemcpy2DToArray / FromArray, cudaCreateTextureObject /
// cudaCreateSurfaceObject. It compiles and links for gfx1030, gfx1100 and gfx90a; no AMD GPU
// exists here to run it (docs/device-api.md), so the run checks the clean error path.
// RUN: %nvcc --offload-arch=%amd_targets %s -o %t
// RUN: not env SCALE_AMD_HIP_LIBRARY=/nonexistent/libamdhip64.so %t 2>&1 | FileCheck %s
// CHECK: cudaMalloc failed: cudaErrorInsufficientDriver
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK_CUDA(name, call)                                                                     \
  do {                                                                                             \
    cudaError_t e = (call);                                                                        \
    if (e != cudaSuccess) {                                                                        \
      std::fprintf(stderr, "%s failed: %s\n", name, cudaGetErrorName(e));                          \
      return 1;                                                                                    \
    }                                                                                              \
  } while (0)

constexpr int N = 256, W = 64, H = 32;

__global__ void scale1D(cudaTextureObject_t lin, float *out, float k) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < N)
    out[i] = k * tex1Dfetch<float>(lin, i);
}

// Averages each texel with its right neighbour by sampling halfway between them (bilinear),
// writes the result through the surface (x in bytes).
__global__ void blur2D(cudaTextureObject_t img, cudaSurfaceObject_t dst) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= W || y >= H)
    return;
  float u = (x + 1.0f) / W, v = (y + 0.5f) / H;
  float4 c = tex2D<float4>(img, u, v);
  surf2Dwrite(c, dst, x * (int)sizeof(float4), y);
}

int main() {
  // 1D linear texture.
  float host[N], result[N];
  for (int i = 0; i < N; ++i)
    host[i] = float(i);
  float *lin = nullptr, *out = nullptr;
  CHECK_CUDA("cudaMalloc", cudaMalloc(&lin, sizeof(host)));
  CHECK_CUDA("cudaMalloc", cudaMalloc(&out, sizeof(host)));
  CHECK_CUDA("cudaMemcpy", cudaMemcpy(lin, host, sizeof(host), cudaMemcpyHostToDevice));
  cudaResourceDesc res = {};
  res.resType = cudaResourceTypeLinear;
  res.res.linear.devPtr = lin;
  res.res.linear.desc = cudaCreateChannelDesc<float>();
  res.res.linear.sizeInBytes = sizeof(host);
  cudaTextureDesc td = {};
  td.readMode = cudaReadModeElementType;
  cudaTextureObject_t linTex = 0;
  CHECK_CUDA("cudaCreateTextureObject", cudaCreateTextureObject(&linTex, &res, &td, nullptr));
  scale1D<<<N / 64, 64>>>(linTex, out, 2.0f);
  CHECK_CUDA("scale1D", cudaGetLastError());
  CHECK_CUDA("cudaMemcpy", cudaMemcpy(result, out, sizeof(result), cudaMemcpyDeviceToHost));

  // 2D arrays: a texture source and a surface destination.
  static float4 image[H][W], blurred[H][W];
  for (int y = 0; y < H; ++y)
    for (int x = 0; x < W; ++x)
      image[y][x] = make_float4(float(x), float(y), 1.0f, 0.0f);
  cudaChannelFormatDesc fmt = cudaCreateChannelDesc<float4>();
  cudaArray_t src = nullptr, dst = nullptr;
  CHECK_CUDA("cudaMallocArray", cudaMallocArray(&src, &fmt, W, H));
  CHECK_CUDA("cudaMallocArray", cudaMallocArray(&dst, &fmt, W, H, cudaArraySurfaceLoadStore));
  CHECK_CUDA("cudaMemcpy2DToArray",
             cudaMemcpy2DToArray(src, 0, 0, image, W * sizeof(float4), W * sizeof(float4), H,
                                 cudaMemcpyHostToDevice));
  cudaResourceDesc ares = {};
  ares.resType = cudaResourceTypeArray;
  ares.res.array.array = src;
  cudaTextureDesc atd = {};
  atd.addressMode[0] = atd.addressMode[1] = cudaAddressModeClamp;
  atd.filterMode = cudaFilterModeLinear;
  atd.readMode = cudaReadModeElementType;
  atd.normalizedCoords = 1;
  cudaTextureObject_t imgTex = 0;
  CHECK_CUDA("cudaCreateTextureObject", cudaCreateTextureObject(&imgTex, &ares, &atd, nullptr));
  cudaResourceDesc sres = {};
  sres.resType = cudaResourceTypeArray;
  sres.res.array.array = dst;
  cudaSurfaceObject_t surf = 0;
  CHECK_CUDA("cudaCreateSurfaceObject", cudaCreateSurfaceObject(&surf, &sres));
  blur2D<<<dim3(W / 16, H / 16), dim3(16, 16)>>>(imgTex, surf);
  CHECK_CUDA("blur2D", cudaGetLastError());
  CHECK_CUDA("cudaMemcpy2DFromArray",
             cudaMemcpy2DFromArray(blurred, W * sizeof(float4), dst, 0, 0, W * sizeof(float4), H,
                                   cudaMemcpyDeviceToHost));

  int bad = 0;
  for (int i = 0; i < N; ++i)
    bad += result[i] != 2.0f * i;
  for (int y = 0; y < H; ++y)
    for (int x = 0; x + 1 < W; ++x)
      bad += blurred[y][x].x != x + 0.5f || blurred[y][x].y != float(y);
  CHECK_CUDA("cudaDestroyTextureObject", cudaDestroyTextureObject(linTex));
  CHECK_CUDA("cudaDestroyTextureObject", cudaDestroyTextureObject(imgTex));
  CHECK_CUDA("cudaDestroySurfaceObject", cudaDestroySurfaceObject(surf));
  CHECK_CUDA("cudaFreeArray", cudaFreeArray(src));
  CHECK_CUDA("cudaFreeArray", cudaFreeArray(dst));
  CHECK_CUDA("cudaFree", cudaFree(lin));
  CHECK_CUDA("cudaFree", cudaFree(out));
  std::printf("%s: %d mismatches\n", bad ? "FAILED" : "PASSED", bad);
  return bad != 0;
}
