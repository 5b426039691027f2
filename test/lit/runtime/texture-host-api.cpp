// The host side of textures and surfaces from a plain host compiler: channel_descriptor.h's
// templates, cuda_texture_types.h / cuda_surface_types.h, and libcudart's object functions. With no
// HIP runtime, what CUDA rejects is rejected first (cudaErrorInvalidValue, checked before the
// runtime is needed); valid calls report the missing driver.
// RUN: rm -rf %t && mkdir -p %t
// RUN: c++ -I%toolkit/include %s -L%toolkit/lib64 -lcudart -o %t/tex-host
// RUN: env SCALE_AMD_HIP_LIBRARY=/nonexistent/libamdhip64.so %t/tex-host | FileCheck %s
#include <cuda_runtime_api.h>
#include <channel_descriptor.h>
#include <cuda_surface_types.h>
#include <cuda_texture_types.h>
#include <cstdio>

int main() {
  // CHECK: uchar4: 8 8 8 8 kind 1
  cudaChannelFormatDesc d = cudaCreateChannelDesc<uchar4>();
  std::printf("uchar4: %d %d %d %d kind %d\n", d.x, d.y, d.z, d.w, (int)d.f);
  // CHECK: half2: 16 16 0 0 kind 2
  d = cudaCreateChannelDescHalf2();
  std::printf("half2: %d %d %d %d kind %d\n", d.x, d.y, d.z, d.w, (int)d.f);

  float dummy[4];
  cudaResourceDesc res = {};
  res.resType = cudaResourceTypeLinear;
  res.res.linear.devPtr = dummy;
  res.res.linear.desc = cudaCreateChannelDesc<float>();
  res.res.linear.sizeInBytes = sizeof(dummy);
  cudaTextureDesc tex = {};
  cudaTextureObject_t obj = 0;
  // CHECK: no texture desc: cudaErrorInvalidValue
  std::printf("no texture desc: %s\n",
              cudaGetErrorName(cudaCreateTextureObject(&obj, &res, nullptr, nullptr)));
  // CHECK: linear surface: cudaErrorInvalidValue
  cudaSurfaceObject_t surf = 0;
  std::printf("linear surface: %s\n", cudaGetErrorName(cudaCreateSurfaceObject(&surf, &res)));
  // CHECK: valid texture: cudaErrorInsufficientDriver
  std::printf("valid texture: %s\n",
              cudaGetErrorName(cudaCreateTextureObject(&obj, &res, &tex, nullptr)));
  // CHECK: array: cudaErrorInsufficientDriver
  cudaArray_t array = nullptr;
  std::printf("array: %s\n", cudaGetErrorName(cudaMallocArray(&array, &d, 16, 16)));
  return 0;
}
