// `#pragma nv_exec_check_disable` (Thrust's __thrust_exec_check_disable__, a _Pragma in a macro)
// before a __host__ __device__ function (template): nvcc does not check its calls against the
// side it is compiled for. Clang's deferred err_ref_bad_target for such a function is dropped
// (ExecCheckDisable.cpp); functions without the pragma keep the error.
// What runs on the device: a call on a branch that is constant-false in the device pass (Thrust's
// `if (__THRUST_HAS_CUDART__)`) is not emitted at all; a call that reaches code generation is a
// reference to an undefined device symbol, which the device link rejects (RUNTIME below).
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O0 -arch=gfx1100 %s -o - | FileCheck %s
// RUN: %nvcc -c -arch=gfx1100 %s -o %t.o
// RUN: not %nvcc --cuda-device-only -S -arch=gfx1100 -DBAD %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O0 -arch=gfx1100 -DRUNTIME %s -o - | FileCheck %s --check-prefix=RUNTIME
// RUN: not %nvcc -c -arch=gfx1100 -DRUNTIME %s -o %t.o 2>&1 | FileCheck %s --check-prefix=RUNTIME-LINK
#include <cstdio>

#ifdef __CUDA_ARCH__
#define HAS_HOST_RUNTIME 0
#else
#define HAS_HOST_RUNTIME 1
#endif
#define exec_check_disable _Pragma("nv_exec_check_disable")

int hostOnly(int x) { std::printf("%d\n", x); return x; }

exec_check_disable
template <typename T>
__host__ __device__ T twice(T x) {
  if (HAS_HOST_RUNTIME)
    return hostOnly(x);
  return 2 * x;
}

template <typename T> struct Op {
  #pragma nv_exec_check_disable
  template <typename U>
  __host__ __device__ T operator()(U x) const {
    if (HAS_HOST_RUNTIME)
      return hostOnly(x);
    return x + 1;
  }
  #pragma hd_warning_disable
  __host__ __device__ T member(T x) const {
    if (HAS_HOST_RUNTIME)
      return hostOnly(x);
    return x - 1;
  }
};

// CHECK-LABEL: define {{.*}}@_Z1kPi(
// CHECK-NOT: hostOnly
// CHECK: ret void
// CHECK-NOT: hostOnly
__global__ void k(int *p) { p[0] = twice(p[1]) + Op<int>()(p[2]) + Op<int>().member(p[3]); }

int main() { return twice(1) + Op<int>()(2) + Op<int>().member(3); }

#ifdef BAD
// Without the pragma, and with a declaration between the pragma and the function: errors.
template <typename T> __host__ __device__ T unmarked(T x) {
  if (HAS_HOST_RUNTIME)
    // BAD: exec-check-disable.cu:[[@LINE+1]]:{{[0-9]+}}: error: reference to __host__ function 'hostOnly' in __host__ __device__ function
    return hostOnly(x);
  return x;
}
exec_check_disable
int unrelated;
template <typename T> __host__ __device__ T tooFar(T x) {
  if (HAS_HOST_RUNTIME)
    // BAD: exec-check-disable.cu:[[@LINE+1]]:{{[0-9]+}}: error: reference to __host__ function 'hostOnly' in __host__ __device__ function
    return hostOnly(x);
  return x;
}
// BAD: exec-check-disable.cu:[[@LINE+1]]:{{[0-9]+}}: note: called by 'kb'
__global__ void kb(int *p) { p[0] = unmarked(p[1]) + tooFar(p[2]); }
#endif

#ifdef RUNTIME
// The branch is dead only at run time: the device code references the host function, which is
// not defined for the device.
exec_check_disable
template <typename T> __host__ __device__ T maybeHost(T x, bool onHost) {
  return onHost ? hostOnly(x) : x;
}
// RUNTIME: call {{.*}}@_Z8hostOnlyi(
// RUNTIME: declare {{.*}}@_Z8hostOnlyi(
__global__ void kr(int *p) { p[0] = maybeHost(p[1], p[2] != 0); }
// RUNTIME-LINK: error: undefined hidden symbol: hostOnly(int)
#endif
