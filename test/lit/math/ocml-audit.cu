// Audit of the ROCm 5.2 ocml functions the math tables use, compiled for RDNA3 and RDNA4 (which that
// release predates; DESIGN.md section 6 records an ockl function that became a bare s_endpgm on
// gfx1100): each family must compute and store its result, i.e. the kernel keeps its global store.
// The tables use no ockl function.
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1201 %s -o - | FileCheck %s
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx942 %s -o - | FileCheck %s
#define K(NAME, T, EXPR)                                                                           \
  extern "C" __global__ void a_##NAME(T *p) { T x = p[1], y = p[2]; (void)y; p[0] = (EXPR); }
// CHECK-LABEL: a_sinf:
// CHECK: v_
// CHECK: global_store
K(sinf, float, sinf(x))
// CHECK-LABEL: a_sin:
// CHECK: v_fma_f64
// CHECK: global_store
K(sin, double, sin(x))
// CHECK-LABEL: a_expf:
// CHECK: {{v_exp_f32|v_s_exp_f32}}
// CHECK: global_store
K(expf, float, expf(x))
// CHECK-LABEL: a_log:
// CHECK: v_
// CHECK: global_store
K(log, double, log(x))
// CHECK-LABEL: a_powf:
// CHECK: v_
// CHECK: global_store
K(powf, float, powf(x, y))
// CHECK-LABEL: a_erfinvf:
// CHECK: v_
// CHECK: global_store
K(erfinvf, float, erfinvf(x))
// CHECK-LABEL: a_lgamma:
// CHECK: v_
// CHECK: global_store
K(lgamma, double, lgamma(x))
// CHECK-LABEL: a_j0f:
// CHECK: v_
// CHECK: global_store
K(j0f, float, j0f(x))
// CHECK-LABEL: a_tgammaf:
// CHECK: v_
// CHECK: global_store
K(tgammaf, float, tgammaf(x))
// CHECK-LABEL: a_sincosf:
// CHECK: v_
// CHECK: global_store
extern "C" __global__ void a_sincosf(float *p) { sincosf(p[1], &p[0], &p[2]); }
// CHECK-LABEL: a_remquof:
// CHECK: v_
// CHECK: global_store
extern "C" __global__ void a_remquof(float *p, int *q) { p[0] = remquof(p[1], p[2], q); }
// CHECK-LABEL: a_frexp:
// CHECK: v_frexp
// CHECK: global_store
extern "C" __global__ void a_frexp(double *p, int *q) { p[0] = frexp(p[1], q); }
