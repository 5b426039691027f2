// SPDX-License-Identifier: Apache-2.0
// `register` on local variables and parameters in C++17 and later: nvcc 13 accepts it silently in
// .cu files, in host, device and __host__ __device__ code (measured); clang rejects it from C++17
// on ("ISO C++17 does not allow 'register' storage class specifier", an error by default). The
// driver passes -Wno-register to every .cu compile, host and device passes alike. `register` where
// C++ never allowed it (namespace scope, class members) stays an error, as with nvcc. For a .cpp
// file nvcc runs the host compiler, where g++ warns: there it is clang's warning (-Wno-error=register),
// and an error under -Werror all-warnings.
// RUN: %nvcc -S -emit-llvm -O1 -arch=%amd_targets %s -o - | FileCheck %s
// RUN: %nvcc -c -arch=%amd_targets %s -o %t.o 2>&1 | count 0
// RUN: %nvcc -c -arch=%amd_targets -std=c++20 %s -o %t.o 2>&1 | count 0
// RUN: %nvcc -c -arch=%amd_targets -std=c++14 %s -o %t.o 2>&1 | count 0
// RUN: not %nvcc -c -arch=%amd_targets -DBAD %s -o %t.o 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: %nvcc --dryrun -c -arch=gfx1100 %s 2>&1 | FileCheck %s --check-prefix=FLAGS
// FLAGS: clang++ -x hip {{.*}}-std=c++17 -Wno-register
// RUN: cp %s %t.cpp && %nvcc -c -DHOST_ONLY %t.cpp -o %t.o 2>&1 | FileCheck %s --check-prefix=CXX
// RUN: cp %s %t.cpp && not %nvcc -c -DHOST_ONLY -Werror all-warnings %t.cpp -o %t.o 2>&1 | FileCheck %s --check-prefix=CXX-WERROR

#ifndef HOST_ONLY
// CHECK-LABEL: __CLANG_OFFLOAD_BUNDLE____START__ hip-amdgcn-amd-amdhsa--gfx1030
// CHECK: define {{.*}}amdgpu_kernel void @_Z3sumPKiPii(
// CHECK: add nsw i32
// CHECK-LABEL: __CLANG_OFFLOAD_BUNDLE____START__ hip-amdgcn-amd-amdhsa--gfx1100
// CHECK: define {{.*}}amdgpu_kernel void @_Z3sumPKiPii(
// CHECK: add nsw i32
// CHECK-LABEL: __CLANG_OFFLOAD_BUNDLE____START__ hip-amdgcn-amd-amdhsa--gfx90a
// CHECK: define {{.*}}amdgpu_kernel void @_Z3sumPKiPii(
// CHECK: add nsw i32
// CHECK-LABEL: __CLANG_OFFLOAD_BUNDLE____START__ host-x86_64
// CHECK: define {{.*}}i32 @_Z6scaledii(
// CHECK: mul nsw i32
// CHECK: define {{.*}}@_Z18__device_stub__sumPKiPii(
// CHECK: define {{.*}}i32 @_Z7hostSumPKii(
// CHECK: add nsw i32
__host__ __device__ int scaled(register int x, int k) {
  register int r = x * k;
  return r;
}

__global__ void sum(const int *in, int *out, int n) {
  register int acc = 0;
  for (register int i = 0; i < n; ++i)
    acc += scaled(in[i], 3);
  *out = acc;
}
#endif

int hostSum(const int *p, int n) {
  // CXX: .cpp:[[@LINE+2]]:3: warning: ISO C++17 does not allow 'register' storage class specifier [-Wregister]
  // CXX-WERROR: .cpp:[[@LINE+1]]:3: error: ISO C++17 does not allow 'register' storage class specifier [-Wregister]
  register int acc = 0;
  for (register int i = 0; i < n; ++i)
    acc += p[i];
  return acc;
}

#ifdef BAD
// BAD: register-storage-class.cu:[[@LINE+1]]:14: error: illegal storage class on file-scoped variable
register int global = 1;
// BAD: register-storage-class.cu:[[@LINE+1]]:12: error: storage class specified for a member declaration
struct S { register int member; };
#endif
