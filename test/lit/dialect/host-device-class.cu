// `__host__ __device__` written on a class is not a shorthand for its members, in nvcc either.
// Measured with NVIDIA's nvcc 13.0: it warns (#1835-D: attribute "__host__" does not apply here)
// and a kernel calling such a member is an error ("calling a __host__ function("A::f() const")
// from a __global__ function("k") is not allowed"), whether the attributes come before or after
// the class key. Clang does the same (warning, members stay host-only), so nothing is changed:
// the nvcc form is annotating the members, and the class form stays rejected in device code.
// RUN: %nvcc --cuda-device-only -S -emit-llvm -arch=gfx1100 %s -o - | FileCheck %s
// RUN: not %nvcc --cuda-device-only -S -arch=gfx1100 -DBAD %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD

// The form nvcc accepts: each member annotated.
struct Annotated {
  int v;
  __host__ __device__ int get() const { return v + 1; }
  __device__ int twice() const { return 2 * v; }
};
// CHECK-LABEL: define {{.*}}@_Z1kPi(
// CHECK: %[[V:[0-9]+]] = load i32
// CHECK-DAG: add nsw i32 %[[V]], 1
// CHECK-DAG: shl nsw i32 %[[V]], 1
__global__ void k(int *p) {
  Annotated a{p[0]};
  p[1] = a.get() + a.twice();
}

#ifdef BAD
// BAD: host-device-class.cu:[[@LINE+1]]:{{[0-9]+}}: warning: 'host' attribute only applies to functions
struct __host__ __device__ OnClass {
  int f() const { return 1; }
};
// BAD: host-device-class.cu:[[@LINE+1]]:{{[0-9]+}}: error: reference to __host__ function 'f' in __global__ function
__global__ void kb(int *p) { p[0] = OnClass().f(); }
#endif
