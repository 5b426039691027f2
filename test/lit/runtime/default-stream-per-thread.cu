// nvcc --default-stream per-thread: a program with kernel launches (<<<>>> and cudaLaunchKernel),
// async copies and events compiles and links for gfx1030, gfx1100 and gfx90a; its host code calls
// the per-thread entry points (kernel stubs: hipLaunchKernel_spt; the runtime API: the _ptsz /
// _ptds functions of NVIDIA's headers); the default build keeps the legacy ones. Run against the
// fake HIP backend, the per-thread program goes through libcudart's _ptsz/_ptds functions.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %nvcc --default-stream per-thread -arch=gfx1030 %s -o %t/pts-gfx1030
// RUN: %nvcc --default-stream per-thread -arch=gfx1100 %s -o %t/pts-gfx1100
// RUN: %nvcc --default-stream=per-thread -arch=gfx90a -cudart shared %s -o %t/pts-gfx90a
// RUN: %nvcc --default-stream per-thread --offload-arch=gfx1030,gfx1100,gfx90a --cuda-host-only -S -emit-llvm %s -o %t/host.ll
// RUN: FileCheck %s --input-file=%t/host.ll
// RUN: FileCheck %s --input-file=%t/host.ll --check-prefix=NOLEGACY
// RUN: %nvcc --default-stream legacy -arch=gfx1100 --cuda-host-only -S -emit-llvm %s -o %t/legacy.ll
// RUN: FileCheck %s --input-file=%t/legacy.ll --check-prefix=LEGACY
// RUN: %nvcc -arch=gfx1100 --cuda-host-only -S -emit-llvm %s -o - | FileCheck %s --check-prefix=LEGACY
// The device code is the same in both modes; each target's is built.
// RUN: %nvcc --default-stream per-thread -arch=gfx1030 --cuda-device-only -S %s -o - | FileCheck %s --check-prefix=GFX1030
// RUN: %nvcc --default-stream per-thread -arch=gfx1100 --cuda-device-only -S %s -o - | FileCheck %s --check-prefix=GFX1100
// RUN: %nvcc --default-stream per-thread -arch=gfx90a --cuda-device-only -S %s -o - | FileCheck %s --check-prefix=GFX90A
// RUN: %t/pts-gfx1100 | FileCheck %s --check-prefix=NODEVICE
// RUN: %if fake-hip %{ env SCALE_AMD_HIP_LIBRARY=%fakehip %t/pts-gfx1030 | FileCheck %s --check-prefix=FAKE %}
// RUN: %if fake-hip %{ env SCALE_AMD_HIP_LIBRARY=%fakehip %t/pts-gfx90a | FileCheck %s --check-prefix=FAKE %}
#include <cstdio>

#if defined(HIP_API_PER_THREAD_DEFAULT_STREAM) || defined(__HIP_API_PER_THREAD_DEFAULT_STREAM__)
#error "clang's HIP macros are hidden, as __HIP__ is"
#endif

__global__ void scale(float *x, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] *= a;
}

// GFX1030: .amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
// GFX1030: _Z5scalePffi:
// GFX1030: global_store_dword
// GFX1100: .amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
// GFX1100: _Z5scalePffi:
// GFX1100: global_store_b32
// GFX90A: .amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
// GFX90A: _Z5scalePffi:
// GFX90A: global_store_dword

// The kernel stub: <<<>>>'s stream 0 is the per-thread stream.
// CHECK-LABEL: define {{.*}}@_Z20__device_stub__scalePffi(
// CHECK: call {{.*}}@__hipPopCallConfiguration(
// CHECK: call {{.*}}@hipLaunchKernel_spt(ptr {{.*}}@_Z5scalePffi
// NOLEGACY-NOT: @hipLaunchKernel(
// NOLEGACY-NOT: @cudaMemcpyAsync(
// NOLEGACY-NOT: @cudaMemcpy(
// NOLEGACY-NOT: @cudaEventRecord(
// NOLEGACY-NOT: @cudaStreamSynchronize(
// NOLEGACY-NOT: @cudaLaunchKernel(
// LEGACY-LABEL: define {{.*}}@_Z20__device_stub__scalePffi(
// LEGACY: call {{.*}}@hipLaunchKernel(ptr {{.*}}@_Z5scalePffi
// LEGACY-NOT: _spt(
// LEGACY-NOT: _ptsz(
// LEGACY-NOT: _ptds(

int main() {
  const int N = 256;
  float h[N];
  for (int i = 0; i < N; ++i)
    h[i] = float(i);
  float *d = nullptr;
  // NODEVICE: runtime: {{cudaErrorNoDevice|cudaErrorInsufficientDriver}}
  cudaError_t e = cudaMalloc(&d, sizeof h);
  if (e != cudaSuccess) {
    std::printf("runtime: %s\n", cudaGetErrorName(e));
    return 0;
  }
  cudaStream_t s = nullptr;
  cudaEvent_t start = nullptr, stop = nullptr;
  cudaStreamCreate(&s);
  cudaEventCreate(&start);
  cudaEventCreate(&stop);

  // CHECK-LABEL: define {{.*}}@main(
  // CHECK-DAG: call {{.*}}@cudaEventRecord_ptsz(ptr {{.*}}null)
  // CHECK-DAG: call {{.*}}@cudaMemcpyAsync_ptsz(ptr {{.*}} 1, ptr {{.*}}null)
  // CHECK-DAG: call {{.*}}@__hipPushCallConfiguration(
  // CHECK-DAG: call {{.*}}@cudaLaunchKernel_ptsz(ptr {{.*}}@_Z5scalePffi
  // CHECK-DAG: call {{.*}}@cudaStreamSynchronize_ptsz(ptr {{.*}}null)
  // CHECK-DAG: call {{.*}}@cudaStreamSynchronize_ptsz(ptr {{.*}}inttoptr (i64 1 to ptr))
  // CHECK-DAG: call {{.*}}@cudaEventSynchronize(
  // CHECK-DAG: call {{.*}}@cudaEventElapsedTime(
  // CHECK-DAG: call {{.*}}@cudaMemcpy_ptds(
  // LEGACY-LABEL: define {{.*}}@main(
  // LEGACY-DAG: call {{.*}}@cudaMemcpyAsync(
  // LEGACY-DAG: call {{.*}}@cudaEventRecord(
  // LEGACY-DAG: call {{.*}}@cudaMemcpy(
  cudaEventRecord(start);
  cudaMemcpyAsync(d, h, sizeof h, cudaMemcpyHostToDevice);
  scale<<<1, N>>>(d, 2.0f, N);
  scale<<<1, N, 0, s>>>(d, 2.0f, N);
  float a = 0.5f;
  int n = N;
  void *args[] = {&d, &a, &n};
  cudaLaunchKernel(reinterpret_cast<const void *>(&scale), dim3(1), dim3(N), args, 0, nullptr);
  cudaEventRecord(stop);
  cudaStreamSynchronize(0);
  cudaStreamSynchronize(cudaStreamLegacy);
  cudaEventSynchronize(stop);
  float ms = -1;
  cudaEventElapsedTime(&ms, start, stop);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  // FAKE: done cudaSuccess, h[3] = 3
  std::printf("done %s, h[3] = %g\n", cudaGetErrorName(cudaGetLastError()), h[3]);
  cudaStreamDestroy(s);
  cudaFree(d);
  return 0;
}
