// SPDX-License-Identifier: Apache-2.0
// nvcc-dialect code that our compile accepts through the plugin (docs/nvcc-dialect.md), which
// clangd cannot load: nvcc's pragmas, its lambda traits, device lambdas, and a member template
// named without `template` (the one clangd reports unless .clangd suppresses it).
#pragma nv_diag_suppress 177
#pragma nv_exec_check_disable
#include <type_traits>

template <typename F> __global__ void apply(F f, int *p) { p[threadIdx.x] = f(threadIdx.x); }

template <typename F> void launch(F f, int *p) {
  constexpr bool Wrapped = __nv_is_extended_device_lambda_closure_type(F) ||
                          __nv_is_extended_host_device_lambda_closure_type(F);
  apply<<<1, Wrapped ? 64 : 32>>>(f, p);
}

template <typename T> struct Traits {
  template <int N> struct rebind { typedef T type; };
};
template <typename T> __device__ T twice(T x) {
  typename Traits<T>::rebind<2>::type y = x;
  return y + x;
}

void run(int *p) {
  launch([] __device__(int i) { return twice(i); }, p);
}
