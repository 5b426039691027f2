// nvcc's built-in extended-lambda traits exist (as constant expressions answering false: clang's
// device lambdas need no nvcc closure wrapper), and device lambdas passed to kernel templates work.
// A __device__ lambda called from host code stays an error.
// RUN: %nvcc -c -arch=gfx1100 --extended-lambda %s -o %t.o
// RUN: not %nvcc -c -arch=gfx1100 --extended-lambda -DBAD %s -o %t.o 2>&1 | FileCheck %s
static_assert(!__nv_is_extended_device_lambda_closure_type(int), "");
static_assert(!__nv_is_extended_host_device_lambda_closure_type(int), "");
static_assert(!__nv_is_extended_device_lambda_with_preserved_return_type(int), "");

template <typename F> __global__ void apply(F f, int *p) { p[threadIdx.x] = f(threadIdx.x); }
template <typename T> void launch(T *p, T k) {
  auto dev = [k] __device__(int x) { return x + k; };
  auto hd = [] __host__ __device__(int x) { return 2 * x; };
  apply<<<1, 32>>>(dev, p);
  apply<<<1, 32>>>(hd, p);
#ifdef BAD
  // CHECK: lambda-traits.cu:[[@LINE+1]]:{{[0-9]+}}: error: no matching function for call to object of type
  p[0] = dev(1);
#endif
}
template void launch<int>(int *, int);
