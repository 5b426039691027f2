// SPDX-License-Identifier: Apache-2.0
// A __host__ __device__ template calling <cmath> functions with mixed or integer arguments
// (`std::pow(x, 2)`, `std::pow(float, double)`, `std::fmax(x, 1)`, `std::hypot(x, 1)`, ...).
// nvcc 13 compiles it for the host and, through its own device pow(_Tp, _Up), for the device.
// libstdc++ implements these forms as promoting templates that convert to double and call pow,
// fmax, ... by an unqualified name looked up where the template is defined, in <cmath>: our device
// overloads must be declared before <cmath> to be found there (math_functions.h). Before, a device
// instantiation called the host pow ("reference to __host__ function 'pow' in __host__ __device__
// function", at cmath:418), while host-only instantiations always compiled (checked here too,
// with host-only functions such as std::to_string). A host-only function reached from a kernel
// stays an error with the chain of callers, as nvcc reports it.
// RUN: %nvcc -S -emit-llvm -O0 -arch=%amd_targets %s -o - | FileCheck %s
// RUN: %nvcc -c -arch=%amd_targets %s -o %t.o 2>&1 | count 0
// RUN: not %nvcc -c -arch=%amd_targets -DBAD %s -o %t.o 2>&1 | FileCheck %s --check-prefix=BAD
#include <cmath>
#include <string>

template <typename T> __host__ __device__ T squared(T x) { return std::pow(x, 2); }
template <typename T> __host__ __device__ double mixed(T x) {
  return std::pow(x, 0.5) + std::pow(2, x) + std::fmax(x, 1) + std::fmin(x, 1) + std::hypot(x, 1) +
         std::atan2(x, 1.0) + std::fmod(x, 2) + std::copysign(x, 1) + std::fdim(x, 1) +
         std::remainder(x, 3) + std::nextafter(x, 0);
}
// BAD: host-device-std-pow.cu:[[@LINE+1]]:{{[0-9]+}}: error: reference to __host__ function 'to_string' in __host__ __device__ function
template <typename T> __host__ __device__ size_t labelLength(T x) { return std::to_string(x).size(); }

// CHECK-LABEL: __CLANG_OFFLOAD_BUNDLE____START__ hip-amdgcn-amd-amdhsa--gfx1030
// CHECK: define {{.*}}@_ZSt3powIfiEN9__gnu_cxx9__promote{{.*}}(float {{.*}}, i32 {{.*}})
// CHECK: call {{.*}}double @__ocml_pow_f64(
// CHECK-LABEL: __CLANG_OFFLOAD_BUNDLE____START__ hip-amdgcn-amd-amdhsa--gfx1100
// CHECK: define {{.*}}@_ZSt3powIfiEN9__gnu_cxx9__promote{{.*}}(float {{.*}}, i32 {{.*}})
// CHECK: call {{.*}}double @__ocml_pow_f64(
// CHECK-LABEL: __CLANG_OFFLOAD_BUNDLE____START__ hip-amdgcn-amd-amdhsa--gfx90a
// CHECK: define {{.*}}@_ZSt3powIfiEN9__gnu_cxx9__promote{{.*}}(float {{.*}}, i32 {{.*}})
// CHECK: call {{.*}}double @__ocml_pow_f64(
// CHECK-LABEL: __CLANG_OFFLOAD_BUNDLE____START__ host-x86_64
// CHECK: define {{.*}}@_ZSt3powIfiEN9__gnu_cxx9__promote{{.*}}(float {{.*}}, i32 {{.*}})
// CHECK: call {{.*}}double @pow(double
__global__ void device(float *f, double *d, int *i) {
  f[0] = squared(f[1]);
  d[0] = squared(d[1]);
  i[0] = squared(i[1]);
  d[1] = mixed(f[2]) + mixed(d[2]) + mixed(i[2]);
}

int main() {
  // Host-only instantiations, std::to_string included: never compiled for the device.
  double h = squared(3.0f) + squared(2.0) + mixed(2L) + mixed(1.5f);
  return static_cast<int>(h) + static_cast<int>(labelLength(3) + labelLength(2.5));
}

#ifdef BAD
// BAD: host-device-std-pow.cu:[[@LINE+1]]:{{[0-9]+}}: note: called by 'bad'
__global__ void bad(int *n) { n[0] = static_cast<int>(labelLength(n[1])); }
#endif
