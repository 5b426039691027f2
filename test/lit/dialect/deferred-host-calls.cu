// A __host__ __device__ function that calls a host-only function is an error only where it is
// emitted for the device (clang's deferred diagnostics): a template instantiated from host code
// only, an inline function no device code calls, a path under #ifndef __CUDA_ARCH__ or under
// `if constexpr` that the device instantiation discards, all compile. An instantiation a kernel
// calls is an error at the host call, with the chain of callers.
// Known difference (KNOWN): nvcc 13.0 only warns (#20011-D "calling a __host__ function from a
// __host__ __device__ function is not allowed") where clang emits the function for the device
// anyway: a non-inline, non-template __host__ __device__ function with external linkage, and a
// host call on a branch that is dead only at run time (`if (OnHost)` with a template argument).
// Clang errors there; the fix in the source is `if constexpr`, `#ifndef __CUDA_ARCH__` or
// `inline`/`static`. docs/nvcc-dialect.md.
// RUN: %nvcc --cuda-device-only -S -emit-llvm -arch=gfx1100 %s -o - | FileCheck %s
// RUN: %nvcc -arch=gfx1100 -c %s -o %t.o
// RUN: not %nvcc --cuda-device-only -S -arch=gfx1100 -DBAD %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not %nvcc --cuda-device-only -S -arch=gfx1100 -DKNOWN %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=KNOWN
#include <cstdio>

int hostLog(int x) { std::printf("%d\n", x); return x; }

template <bool OnHost> __host__ __device__ int scaled(int x) {
  if constexpr (OnHost)
    return hostLog(2 * x);
  else
    return 2 * x;
}

template <typename T> __host__ __device__ T logged(T x) { return hostLog(x); }

inline __host__ __device__ int inlineLogged(int x) { return hostLog(x); }

__host__ __device__ int split(int x) {
#ifndef __CUDA_ARCH__
  hostLog(x);
#endif
  return x + 1;
}

// CHECK-LABEL: define {{.*}}@_Z1kPi(
// CHECK-NOT: hostLog
// CHECK: ret void
__global__ void k(int *p) { p[0] = scaled<false>(p[1]) + split(p[2]); }

int main() { return scaled<true>(1) + logged(2) + inlineLogged(3) + split(4); }

#ifdef BAD
// BAD: deferred-host-calls.cu:27:{{[0-9]+}}: error: reference to __host__ function 'hostLog' in __host__ __device__ function
// BAD: deferred-host-calls.cu:[[@LINE+1]]:{{[0-9]+}}: note: called by 'kb'
__global__ void kb(int *p) { p[0] = logged(p[1]); }
#endif

#ifdef KNOWN
// KNOWN: deferred-host-calls.cu:[[@LINE+1]]:{{[0-9]+}}: error: reference to __host__ function 'hostLog' in __host__ __device__ function
__host__ __device__ int notInline(int x) { return hostLog(x); }
template <bool OnHost> __host__ __device__ int runtimeBranch(int x) {
  if (OnHost)
// KNOWN: deferred-host-calls.cu:[[@LINE+1]]:{{[0-9]+}}: error: reference to __host__ function 'hostLog' in __host__ __device__ function
    return hostLog(x);
  return x;
}
__global__ void kk(int *p) { p[0] = runtimeBranch<false>(p[0]); }
#endif
