// SPDX-License-Identifier: Apache-2.0
// <cmath> functions called with an integer in device code (`std::exp(n)`, `std::sin(i)`, ...).
// nvcc 13 accepts them with --expt-relaxed-constexpr (libstdc++'s integer overloads are constexpr
// host functions to nvcc) and computes them in double. Clang makes those overloads host+device;
// they call __builtin_exp(double) and friends, which the AMDGPU back end cannot lower for double:
// "no libcall available for fexp" for 11 functions and a back-end crash for sin and cos, without
// a source location. Device templates for integer arguments (__scale_amd/math/cmath.h) convert to
// double and call the device function; the host keeps libstdc++'s. A call that matches no overload
// stays an error at the call.
// RUN: %nvcc -S -emit-llvm -O0 -arch=%amd_targets %s -o - | FileCheck %s
// RUN: %nvcc -c -O2 -arch=%amd_targets %s -o %t.o 2>&1 | count 0
// RUN: not %nvcc -c -arch=%amd_targets -DBAD %s -o %t.o 2>&1 | FileCheck %s --check-prefix=BAD
#include <cmath>

// CHECK-LABEL: __CLANG_OFFLOAD_BUNDLE____START__ hip-amdgcn-amd-amdhsa--gfx1030
// CHECK: define {{.*}}amdgpu_kernel void @_Z5transPKiPd(
// CHECK: call {{.*}}double @__ocml_exp_f64(double
// CHECK: call {{.*}}double @__ocml_sin_f64(double
// CHECK-LABEL: __CLANG_OFFLOAD_BUNDLE____START__ hip-amdgcn-amd-amdhsa--gfx1100
// CHECK: define {{.*}}amdgpu_kernel void @_Z5transPKiPd(
// CHECK: call {{.*}}double @__ocml_exp_f64(double
// CHECK: call {{.*}}double @__ocml_sin_f64(double
// CHECK-LABEL: __CLANG_OFFLOAD_BUNDLE____START__ hip-amdgcn-amd-amdhsa--gfx90a
// CHECK: define {{.*}}amdgpu_kernel void @_Z5transPKiPd(
// CHECK: call {{.*}}double @__ocml_exp_f64(double
// CHECK: call {{.*}}double @__ocml_sin_f64(double
// The host keeps libstdc++'s overloads.
// CHECK-LABEL: __CLANG_OFFLOAD_BUNDLE____START__ host-x86_64
// CHECK: define {{.*}}double @_ZSt3expIiEN9__gnu_cxx11__enable_if{{.*}}(i32
template <typename T> __host__ __device__ double all(T n) {
  return std::acos(n) + std::asin(n) + std::atan(n) + std::cos(n) + std::cosh(n) + std::exp(n) +
         std::log(n) + std::log10(n) + std::log2(n) + std::sin(n) + std::sinh(n) + std::tan(n) +
         std::tanh(n) + std::sqrt(n) + std::cbrt(n) + std::floor(n) + std::erf(n) + std::tgamma(n);
}

__global__ void trans(const int *in, double *out) {
  out[0] = std::exp(in[0]) + std::sin(in[1]);
  out[1] = all(in[2]) + all(static_cast<long>(in[3])) + all(static_cast<unsigned char>(in[4]));
}

double host(int n) { return std::exp(n) + all(n); }

#ifdef BAD
// BAD: device-std-math-integer.cu:[[@LINE+1]]:{{[0-9]+}}: error: no matching function for call to 'exp'
__global__ void bad(const int *in, double *out) { out[0] = std::exp(in); }
#endif
