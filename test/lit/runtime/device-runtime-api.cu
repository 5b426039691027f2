// The device side of the runtime API that CCCL names (cuda_device_runtime_api.h).
// CUB's detail::device_synchronize calls __cudaDeviceSynchronizeDeprecationAvoidance in the device
// branch of an `if (host) ... else ...` that both passes compile: it is callable from host and
// device; on the device there are no child grids to wait for (cudaSuccess), on the host it is
// cudaDeviceSynchronize.
// RUN: rm -rf %t && mkdir -p %t
// RUN: env SCALE_AMD_TARGETS=gfx1100 %nvcc -O2 -arch=sm_80 %s -o %t/sync
// RUN: %t/sync | FileCheck %s
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=IR
// A device-side kernel launch (dynamic parallelism) is a compile error at the call, naming the
// missing feature; merely parsing code that names it (Thrust's launcher) is fine.
// RUN: not %nvcc --cuda-device-only -c -O2 -arch=gfx1100 -DDEVICE_LAUNCH %s -o %t/dl.o 2>&1 | FileCheck %s --check-prefix=LAUNCH
// Device-side runtime calls CUB makes under -rdc: cudaMalloc/cudaFree use the device heap,
// cudaGetLastError/cudaPeekAtLastError report success; those that serve device-side launches, or
// need the device ordinal, are errors at the call.
// RUN: not %nvcc --cuda-device-only -c -O2 -arch=gfx1100 -DDEVICE_QUERY %s -o %t/dq.o 2>&1 | FileCheck %s --check-prefix=QUERY
#include <cstdio>

__host__ __device__ cudaError_t sync_either(bool host) {
  cudaError_t e = cudaErrorUnknown;
  if (host) {
#ifndef __CUDA_ARCH__
    e = cudaDeviceSynchronize();
#endif
  } else {
    e = __cudaDeviceSynchronizeDeprecationAvoidance();
  }
  return e;
}

// IR-LABEL: define {{.*}} @_Z6kernelPi(
// IR-NOT: call
// IR: store i32 0,
__global__ void kernel(int *out) { *out = (int)sync_either(false); }

#ifdef DEVICE_LAUNCH
__global__ void child(int *p) { *p = 1; }
__device__ cudaError_t launch(int *p) {
  // LAUNCH: device-runtime-api.cu:[[@LINE+1]]:{{[0-9]+}}: error: call to 'cudaGetParameterBuffer' declared with 'error' attribute: device-side kernel launch (CUDA dynamic parallelism) is not supported on AMD GPUs
  void *buf = cudaGetParameterBuffer(64, sizeof p);
  *(int **)buf = p;
  // LAUNCH: device-runtime-api.cu:[[@LINE+1]]:{{[0-9]+}}: error: call to 'cudaLaunchDevice' declared with 'error' attribute
  return cudaLaunchDevice((void *)child, buf, dim3(1), dim3(1), 0, 0);
}
__global__ void parent(int *p) { launch(p); }
#endif

// IR-LABEL: define {{.*}} @_Z4heapPPi(
// IR: call {{.*}} @__ockl_dm_alloc(i64 {{.*}}64)
// IR: call {{.*}} @__ockl_dm_dealloc(
__global__ void heap(int **out) {
  int *p = nullptr;
  cudaError_t e = cudaMalloc((void **)&p, 64);
  if (e == cudaSuccess && cudaGetLastError() == cudaSuccess && cudaPeekAtLastError() == cudaSuccess)
    *out = p;
  cudaFree(p);
}

#ifdef DEVICE_QUERY
__global__ void query(int *out) {
  // QUERY: device-runtime-api.cu:[[@LINE+1]]:{{[0-9]+}}: error: call to 'cudaGetDevice' declared with 'error' attribute: device-side cudaGetDevice is not supported on AMD GPUs
  cudaGetDevice(out);
  // QUERY: device-runtime-api.cu:[[@LINE+1]]:{{[0-9]+}}: error: call to 'cudaDeviceGetAttribute' declared with 'error' attribute
  cudaDeviceGetAttribute(out + 1, cudaDevAttrMultiProcessorCount, 0);
  cudaStream_t s;
  // QUERY: device-runtime-api.cu:[[@LINE+1]]:{{[0-9]+}}: error: call to 'cudaStreamCreateWithFlags' declared with 'error' attribute
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
}
#endif

int main() {
  // Without a GPU both host paths report the same runtime error; with one, both succeed.
  cudaError_t a = sync_either(true), b = __cudaDeviceSynchronizeDeprecationAvoidance();
  // CHECK: same: 1
  printf("same: %d\n", a == b);
  return 0;
}
