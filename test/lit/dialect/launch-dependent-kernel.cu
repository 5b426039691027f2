// SPDX-License-Identifier: Apache-2.0
// A member function of a class template that launches a kernel not declared before it, with
// arguments that depend on a template parameter: nvcc 13 looks the kernel up as it looks up the
// function of a call, at instantiation and by argument-dependent lookup. Never instantiated, it
// compiles; instantiated, it finds what ADL finds (a kernel declared later in the namespace of an
// argument's type) and is an error otherwise. Clang makes the name of `k<<<...>>>` an ordinary
// id-expression (only `(` makes a call) and reports it at the definition. The plugin gives the
// launch the callee of an undeclared call (LaunchNameLookup.cpp); clang's
// -fdelayed-template-parsing is not the fix (docs/nvcc-dialect.md).
// Still errors, as with nvcc: arguments that depend on nothing (the name must be declared
// before), an instantiation that ADL cannot serve, a member of a dependent base.
// Known difference (KNOWN): in a free function template or a static member function clang's
// error stays (nvcc accepts).
// RUN: %nvcc -S -emit-llvm -O1 -arch=%amd_targets %s -o - | FileCheck %s
// RUN: %nvcc -c -arch=%amd_targets %s -o %t.o 2>&1 | count 0
// RUN: not %nvcc -c -arch=%amd_targets -DBAD %s -o %t.o 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not %nvcc -c -arch=%amd_targets -DBAD_INSTANCE %s -o %t.o 2>&1 | FileCheck %s --check-prefix=BAD-INSTANCE
// RUN: not %nvcc -c -arch=%amd_targets -DKNOWN %s -o %t.o 2>&1 | FileCheck %s --check-prefix=KNOWN
// RUN: not %nvcc -c -arch=gfx1100 --amd-no-plugin %s -o %t.o 2>&1 | FileCheck %s --check-prefix=STOCK

template <class T> struct Pipeline {
  T *data;
  int n;

  // Never instantiated: the kernels are declared nowhere.
  void unused() {
    // STOCK: launch-dependent-kernel.cu:[[@LINE+2]]:5: error: use of undeclared identifier 'notDeclaredAnywhere'
    // BAD-INSTANCE-DAG: launch-dependent-kernel.cu:[[@LINE+1]]:5: error: use of undeclared identifier 'notDeclaredAnywhere'
    notDeclaredAnywhere<<<1, 64>>>(data, n);
    alsoUndeclared << <1, 64 >> > (data);            // spaced chevrons (LaunchChevrons.cpp)
    auto later = [&] { inLambda<<<2, 32>>>(this->data); };
    later();
  }

  // Instantiated below with ns::Vec: ADL finds ns::scale, declared after this template.
  void run(int blocks) { scale<<<blocks, 128>>>(data, n); }
  void outOfLine();
  // BAD-INSTANCE-DAG: launch-dependent-kernel.cu:[[@LINE+1]]:{{[0-9]+}}: error: call to function 'declaredLater' that is neither visible in the template definition nor found by argument-dependent lookup
  void later() { declaredLater<<<1, 1>>>(data); }
};

template <class T> void Pipeline<T>::outOfLine() { scale << <1, 1 >> > (data, 0); }

namespace ns {
struct Vec { float x; };
__global__ void scale(Vec *v, int n) {
  if (static_cast<int>(threadIdx.x) < n)
    v[threadIdx.x].x *= 2.0f;
}
} // namespace ns

// CHECK-LABEL: __CLANG_OFFLOAD_BUNDLE____START__ hip-amdgcn-amd-amdhsa--gfx1030
// CHECK: define {{.*}}amdgpu_kernel void @_ZN2ns5scaleEPNS_3VecEi(
// CHECK: fmul
// CHECK-LABEL: __CLANG_OFFLOAD_BUNDLE____START__ hip-amdgcn-amd-amdhsa--gfx1100
// CHECK: define {{.*}}amdgpu_kernel void @_ZN2ns5scaleEPNS_3VecEi(
// CHECK: fmul
// CHECK-LABEL: __CLANG_OFFLOAD_BUNDLE____START__ hip-amdgcn-amd-amdhsa--gfx90a
// CHECK: define {{.*}}amdgpu_kernel void @_ZN2ns5scaleEPNS_3VecEi(
// CHECK: fmul
// CHECK-LABEL: __CLANG_OFFLOAD_BUNDLE____START__ host-x86_64
// CHECK-DAG: define {{.*}}void @_ZN8PipelineIN2ns3VecEE3runEi(
// CHECK-DAG: define {{.*}}void @_ZN8PipelineIN2ns3VecEE9outOfLineEv(
// CHECK-DAG: @hipLaunchKernel(ptr noundef nonnull @_ZN2ns5scaleEPNS_3VecEi,
void use(ns::Vec *v) {
  Pipeline<ns::Vec> p{v, 4};
  p.run(2);
  p.outOfLine();
}

#ifdef BAD
template <class T> struct Bad {
  // Nothing depends on T: the name must be declared here, as nvcc says too.
  // BAD: launch-dependent-kernel.cu:[[@LINE+1]]:{{[0-9]+}}: error: use of undeclared identifier 'nonDependent'
  void f(int *p) { nonDependent<<<1, 1>>>(p); }
};
template <class T> struct Base { void baseKernelLauncher() {} };
template <class T> struct Derived : Base<T> {
  // BAD: launch-dependent-kernel.cu:[[@LINE+1]]:{{[0-9]+}}: error: use of undeclared identifier 'baseFn'
  void g() { baseFn(); }
};
#endif

#ifdef BAD_INSTANCE
// BAD-INSTANCE-DAG: launch-dependent-kernel.cu:[[@LINE+1]]:{{[0-9]+}}: note: 'declaredLater' should be declared prior to the call site
__global__ void declaredLater(int *) {}
void instantiate() {
  // With T = int, ADL has nowhere to look: clang's own two-phase errors, at the launch. (For
  // declaredLater clang's recovery adds "call to global function ... not configured".)
  Pipeline<int>{nullptr, 0}.later();
  // BAD-INSTANCE-DAG: launch-dependent-kernel.cu:[[@LINE+1]]:{{[0-9]+}}: note: in instantiation of member function 'Pipeline<int>::unused' requested here
  Pipeline<int>{nullptr, 0}.unused();
}
#endif

#ifdef KNOWN
// KNOWN: launch-dependent-kernel.cu:[[@LINE+1]]:{{[0-9]+}}: error: use of undeclared identifier 'undeclaredFree'
template <class T> void freeLaunch(T *p) { undeclaredFree<<<1, 1>>>(p); }
// KNOWN: launch-dependent-kernel.cu:[[@LINE+1]]:{{[0-9]+}}: error: use of undeclared identifier 'undeclaredStatic'
template <class T> struct Static { static void f(T *p) { undeclaredStatic<<<1, 1>>>(p); } };
#endif
