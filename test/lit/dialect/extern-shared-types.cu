// `extern __shared__ T buf[];` with a different T in each kernel (and per template instance) is
// the dynamic shared memory idiom: all name the same dynamic LDS. A non-array extern __shared__
// with an initializer stays an error.
// RUN: %nvcc --cuda-device-only -S -emit-llvm -arch=gfx1100 %s -o - | FileCheck %s
// RUN: not %nvcc --cuda-device-only -S -arch=gfx1100 -DBAD %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD
// CHECK-DAG: @sf = external {{.*}}addrspace(3) global [0 x float]
// CHECK-DAG: @si = external {{.*}}addrspace(3) global [0 x i32]
// CHECK-DAG: @raw = external {{.*}}addrspace(3) global [0 x i8]
__global__ void kf(float *p) { extern __shared__ float sf[]; sf[threadIdx.x] = p[0]; p[1] = sf[1]; }
__global__ void ki(int *p) { extern __shared__ int si[]; si[threadIdx.x] = p[0]; p[1] = si[1]; }
template <typename T> __global__ void kt(T *p) {
  extern __shared__ __align__(sizeof(T)) unsigned char raw[];
  T *s = reinterpret_cast<T *>(raw);
  s[threadIdx.x] = p[0];
  p[1] = s[1];
}
template __global__ void kt<double>(double *);
template __global__ void kt<short>(short *);
#ifdef BAD
// BAD: extern-shared-types.cu:[[@LINE+1]]:{{[0-9]+}}: error:
__global__ void kb(int *p) { extern __shared__ int bad = 3; p[0] = bad; }
#endif
