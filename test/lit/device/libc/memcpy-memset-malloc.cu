// memcpy, memset, malloc and free are callable from device code, as with nvcc (libcu++'s atomics
// call memcpy from __device__ functions; Thrust's sequential backend calls std::malloc/std::free
// from __host__ __device__ ones). memcpy/memset are expanded inline (no call); malloc/free use the
// ROCm device heap (ockl). Host code keeps glibc's functions.
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=IR
// RUN: rm -rf %t && mkdir -p %t
// RUN: env SCALE_AMD_TARGETS=gfx1100 %nvcc -O2 -arch=sm_80 %s -o %t/libc && %t/libc | FileCheck %s --check-prefix=HOST
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>

// A bit cast through memcpy, as libcu++ writes it.
template <class T> __host__ __device__ uint64_t bits(T v) {
  uint64_t t = 0;
  memcpy(&t, &v, sizeof v);
  return t;
}

// CHECK-LABEL: _Z4copyPdPmPcm:
// CHECK-NOT: s_swappc
// CHECK: s_endpgm
// IR-LABEL: define {{.*}} @_Z4copyPdPmPcm(
// IR-NOT: call {{.*}}@memcpy
// IR-NOT: call {{.*}}@memset
// IR: ret void
__global__ void copy(double *d, uint64_t *o, char *q, size_t n) {
  o[0] = bits(d[0]);
  memcpy(q, q + n, n);
  memset(q + 2 * n, 0x5a, n);
}

// std::malloc / std::free from a __host__ __device__ function resolve to the device heap.
__host__ __device__ int *make(int n) { return (int *)std::malloc(n * sizeof(int)); }
__host__ __device__ void drop(int *p) { std::free(p); }

// IR-LABEL: define {{.*}} @_Z4heapPi(
// IR: call {{.*}} @__ockl_dm_alloc(i64 {{.*}}16)
// IR: call {{.*}} @__ockl_dm_dealloc(
// IR: ret void
__global__ void heap(int *out) {
  int *p = make(4);
  p[threadIdx.x & 3] = 7;
  out[threadIdx.x] = p[0];
  drop(p);
}

int main() {
  int *p = make(2);
  p[0] = 40;
  p[1] = 2;
  char buf[8];
  memset(buf, 0, sizeof buf);
  // HOST: host 42 0 3ff0000000000000
  printf("host %d %d %llx\n", p[0] + p[1], buf[3], (unsigned long long)bits(1.0));
  drop(p);
  return 0;
}
