// -rdc programs that call Thrust/CUB algorithms from host code compile and link: with -rdc, CCCL
// 1.17 would compile its device-side launch path (dynamic parallelism, absent on AMD) and stop at
// the first `<<<>>>` in it; headers/__scale_amd/prelude_cdp.h tells CUB that device code cannot
// launch (CUB_RUNTIME_FUNCTION is __host__ in the device pass, as without -rdc), while the host
// pass keeps CUB's runtime path. A device-side launch written in a kernel, or a CUB device
// algorithm called from a kernel, stays an error at the user's line.
// REQUIRES: thrust
// RUN: %nvcc -rdc=true -c -arch=gfx1100 %s -o %t.o
// RUN: %nvcc -rdc=true -arch=gfx1100 %t.o -o %t.exe
// RUN: not %nvcc -rdc=true -c -arch=gfx1100 -DDEVICE_LAUNCH %s -o %t.bad.o 2>&1 | FileCheck %s
#include <cub/device/device_reduce.cuh>
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/sort.h>
#include <cstdio>

#if !defined(__CUDACC_RDC__)
#error "this test is about -rdc"
#endif
#if defined(__CUDA_ARCH__) && defined(CUB_RUNTIME_ENABLED)
#error "CUB must not take its device-side launch path on AMD"
#endif
#if !defined(__CUDA_ARCH__) && !defined(CUB_RUNTIME_ENABLED)
#error "the host pass must keep CUB's runtime path"
#endif

int main() {
  thrust::host_vector<int> h(1000);
  for (int i = 0; i < 1000; ++i)
    h[i] = (i * 7919) % 1000;
  thrust::device_vector<int> d = h;
  thrust::sort(d.begin(), d.end());
  h = d;
  std::printf("%d %d\n", int(h[0]), int(h[999]));
}

#ifdef DEVICE_LAUNCH
__global__ void child(int *p) { p[threadIdx.x] = 1; }
__global__ void parent(int *p, void *tmp, size_t bytes) {
  // CHECK: rdc-thrust-sort.cu:[[@LINE+1]]:{{[0-9]+}}: error: device-side kernel call/launch is not supported
  child<<<1, 32>>>(p);
  // CHECK: rdc-thrust-sort.cu:[[@LINE+2]]:{{[0-9]+}}: error: no matching function for call to 'Sum'
  // CHECK: note: candidate function not viable: call to __host__ function from __global__ function
  cub::DeviceReduce::Sum(tmp, bytes, p, p + 1, 32);
}
#endif
