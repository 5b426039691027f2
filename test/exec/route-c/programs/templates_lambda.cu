// SPDX-License-Identifier: Apache-2.0
// C++ in kernels: a template kernel over types and a functor, __device__ lambdas passed to a
// kernel (--extended-lambda), a variadic template kernel, a class with virtual functions
// constructed and called on the device (no virtual destructor: its deleting form would bring in
// device-side free, which needs AMD's hostcall, not emulated by route B).
// ROUTEC-FLAGS: --extended-lambda -std=c++17
#include "check.h"
#include <type_traits>

template <class T, class F> __global__ void transform(const T *in, T *out, int n, F f) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = f(in[i]);
}
struct Triple {
  template <class T> __device__ T operator()(T x) const { return x * T(3); }
};
template <class... A> __global__ void sum_args(long long *out, A... a) { *out = (0ll + ... + a); }

struct Shape {
  __device__ virtual float area() const = 0;
};
struct Square : Shape {
  float s;
  __device__ explicit Square(float v) : s(v) {}
  __device__ float area() const override { return s * s; }
};
struct Circle : Shape {
  float r;
  __device__ explicit Circle(float v) : r(v) {}
  __device__ float area() const override { return 3.0f * r * r; }
};
__global__ void shapes(float *out) {
  Square sq(float(threadIdx.x));
  Circle ci(float(threadIdx.x));
  const Shape *s = threadIdx.x % 2 ? static_cast<const Shape *>(&ci) : &sq;
  out[threadIdx.x] = s->area();
}

template <class T> int run(const char *what) {
  const int n = 1000;
  T h[n], g[n];
  for (int i = 0; i < n; ++i)
    h[i] = T(i % 50);
  T *din, *dout;
  CHECK(cudaMalloc(&din, sizeof h));
  CHECK(cudaMalloc(&dout, sizeof h));
  CHECK(cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice));
  transform<<<(n + 127) / 128, 128>>>(din, dout, n, Triple{});
  CHECK(cudaMemcpy(g, dout, sizeof g, cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int i = 0; i < n; ++i)
    bad += g[i] != h[i] * T(3);
  const T off = T(5);
  transform<<<(n + 127) / 128, 128>>>(din, dout, n, [off] __device__(T x) { return x * x + off; });
  CHECK(cudaMemcpy(g, dout, sizeof g, cudaMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i)
    bad += g[i] != h[i] * h[i] + off;
  if (bad)
    std::printf("%s: %d wrong\n", what, bad);
  CHECK(cudaFree(din));
  CHECK(cudaFree(dout));
  return bad;
}

int main() {
  EXPECT(run<int>("int") == 0);
  EXPECT(run<float>("float") == 0);
  EXPECT(run<double>("double") == 0);
  EXPECT(run<unsigned long long>("u64") == 0);
  long long *d, h = 0;
  CHECK(cudaMalloc(&d, sizeof h));
  sum_args<<<1, 1>>>(d, 1, 2ll, (short)3, 4u, (char)5);
  CHECK(cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost));
  EXPECT(h == 15);
  float *a, ha[64];
  CHECK(cudaMalloc(&a, sizeof ha));
  shapes<<<1, 64>>>(a);
  CHECK(cudaMemcpy(ha, a, sizeof ha, cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int i = 0; i < 64; ++i)
    bad += ha[i] != (i % 2 ? 3.0f * i * i : float(i) * i);
  EXPECT(bad == 0);
  return report("templates_lambda");
}
