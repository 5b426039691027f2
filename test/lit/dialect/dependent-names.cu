// Dependent names without `typename` / `template`, as nvcc 13.0 takes them (measured):
//  * `template` omitted where only a type can follow (`typename X<T>::rebind<2>::type`, alias
//    templates, `typename Alloc::rebind<U>::other`): nvcc accepts; the plugin silences clang's
//    err_missing_dependent_template_keyword and clang parses it as if `template` were written.
//  * `typename` omitted where C++20 allows it (return types, member typedefs and aliases): clang
//    accepts (a -Wc++20-extensions warning before C++20), nvcc only from -std=c++20.
//  * Still errors, as with nvcc: a member template called in an expression without `template`,
//    in a base-specifier, and a name that is not a member type once instantiated.
// RUN: %nvcc --cuda-device-only -S -emit-llvm -arch=gfx1100 -std=c++20 %s -o - 2>&1 | FileCheck %s
// RUN: %nvcc --cuda-device-only -S -emit-llvm -arch=gfx1100 -std=c++17 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=CXX17
// RUN: not %nvcc --cuda-device-only -S -arch=gfx1100 -DBAD %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not %nvcc --cuda-device-only -S -arch=gfx1100 --amd-no-plugin %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=STOCK
// STOCK: error: use 'template' keyword to treat 'rebind' as a dependent template name

template <typename T> struct Traits {
  typedef T value_type;
  template <int N> struct rebind { typedef T type; };
  template <int N> using alias = T;
  template <int N> static __device__ int get() { return N; }
};

// CHECK-NOT: error
// CXX17-NOT: error
// CXX17: warning: missing 'typename' prior to dependent type name 'Traits<T>::value_type' is a C++20 extension
template <typename T> __device__ Traits<T>::value_type first(const T *p) { return p[0]; }

template <typename T> struct Holder {
  typedef typename Traits<T>::rebind<2>::type rebound;   // no `template` before rebind
  using also = typename Traits<T>::rebind<3>::type;      // no `template` before rebind
  typename Traits<T>::alias<1> value;                    // no `template` before alias
  using plain = Traits<T>::value_type;                   // no `typename` (C++20 rule)
};

template <typename T> __device__ T sum3(const T *p) {
  typename Traits<T>::rebind<2>::type a = p[0];          // no `template` before rebind
  typename Holder<T>::rebound b = p[1];
  typename Holder<T>::plain c = p[2];
  return a + b + c + Traits<T>::template get<1>();
}

// CHECK-LABEL: define {{.*}}@_Z1kPi(
// CHECK: store i32
__global__ void k(int *p) {
  Holder<int> h{p[3]};
  p[0] = sum3(p) + first(p) + h.value;
}

#ifdef BAD
// BAD: dependent-names.cu:[[@LINE+1]]:{{[0-9]+}}: error: missing 'template' keyword prior to dependent template name 'get'
template <typename T> __device__ int callGet() { return Traits<T>::get<3>(); }
// BAD: dependent-names.cu:[[@LINE+1]]:{{[0-9]+}}: error: missing 'template' keyword prior to dependent template name 'Traits<T>::rebind'
template <typename T> struct Derived : Traits<T>::rebind<2> {};
// BAD: dependent-names.cu:[[@LINE+1]]:{{[0-9]+}}: error: no type named 'typo' in 'Traits<int>::rebind<2>'
template <typename T> __device__ int typo() { typename Traits<T>::rebind<2>::typo v = 1; return v; }
__global__ void kb(int *p) { p[0] = typo<int>(); }
#endif
