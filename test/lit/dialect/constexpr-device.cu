// constexpr functions (ours and the standard library's) and defaulted special members are usable
// in device code without annotations (nvcc: --expt-relaxed-constexpr; clang does this by
// default in CUDA/HIP mode). A non-constexpr host function called from device code stays an error.
// RUN: %nvcc --cuda-device-only -S -emit-llvm -arch=gfx1100 --expt-relaxed-constexpr %s -o - | FileCheck %s
// RUN: not %nvcc --cuda-device-only -S -arch=gfx1100 -DBAD %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD
#include <stdlib.h> // until the prelude provides malloc/free before clang's cuda_wrappers/new
#include <limits>
#include <algorithm>
constexpr int cmax(int a, int b) { return a > b ? a : b; }
struct Defaulted {
  Defaulted() = default;
  Defaulted(const Defaulted &) = default;
  int v = 7;
};
// CHECK-LABEL: define {{.*}}@_Z1kPi(
// CHECK: store i32 2147483647
__global__ void k(int *p) {
  Defaulted d, e(d);
  p[0] = std::numeric_limits<int>::max();
  p[1] = cmax(p[2], 3) + std::max(p[3], p[4]) + e.v;
}
#ifdef BAD
int host_only(int x) { return x; }
// BAD: constexpr-device.cu:[[@LINE+1]]:{{[0-9]+}}: error: no matching function for call to 'host_only'
__global__ void kb(int *p) { p[0] = host_only(p[1]); }
#endif
