// Representative functions of each chapter, in the assembly of a wave32 RDNA2, an RDNA3 and a
// wave64 CDNA2 target: fast intrinsics use the hardware approximations, bit intrinsics single
// instructions, directed rounding computes in double and steps one ulp, no call survives.
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefixes=CHECK
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefixes=CHECK
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefixes=CHECK
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 --use_fast_math %s -o - | FileCheck %s --check-prefix=FAST

// CHECK-LABEL: k_sinf:
// CHECK: v_sin_f32
// CHECK-NOT: s_swappc
// CHECK: s_endpgm
extern "C" __global__ void k_sinf(float *p) { p[0] = __sinf(p[1]); }

// CHECK-LABEL: k_expf:
// CHECK: v_exp_f32
// CHECK: s_endpgm
extern "C" __global__ void k_expf(float *p) { p[0] = __expf(p[1]); }

// CHECK-LABEL: k_logf:
// CHECK: v_log_f32
// CHECK: s_endpgm
extern "C" __global__ void k_logf(float *p) { p[0] = __logf(p[1]); }

// CHECK-LABEL: k_fdividef:
// CHECK: v_rcp_f32
// CHECK: {{v_|v_dual_|s_}}mul_f32
// CHECK: s_endpgm
extern "C" __global__ void k_fdividef(float *p) { p[0] = __fdividef(p[1], p[2]); }

// __fadd_rd: the sum in double, the error by TwoSum, then one ulp down where needed.
// CHECK-LABEL: k_fadd_rd:
// CHECK: v_add_f64
// CHECK: v_cvt_f32_f64
// CHECK-NOT: s_swappc
// CHECK: s_endpgm
extern "C" __global__ void k_fadd_rd(float *p) { p[0] = __fadd_rd(p[1], p[2]); }

// __dmul_ru: the fma residual decides the direction.
// CHECK-LABEL: k_dmul_ru:
// CHECK: v_mul_f64
// CHECK: v_fma_f64
// CHECK-NOT: s_swappc
// CHECK: s_endpgm
extern "C" __global__ void k_dmul_ru(double *p) { p[0] = __dmul_ru(p[1], p[2]); }

// __fmul_rn is never contracted with the following add into an fma.
// CHECK-LABEL: k_fmul_rn:
// CHECK: {{v_|v_dual_|s_}}mul_f32
// CHECK: {{v_|v_dual_|s_}}add_f32
// CHECK: s_endpgm
extern "C" __global__ void k_fmul_rn(float *p) { p[0] = __fmul_rn(p[1], p[2]) + p[3]; }

// CHECK-LABEL: k_popc:
// CHECK: s_bcnt1_i32_b32
// CHECK: s_endpgm
extern "C" __global__ void k_popc(int *p, unsigned x) { p[0] = __popc(x); }

// CHECK-LABEL: k_brev:
// CHECK: s_brev_b32
// CHECK: s_endpgm
extern "C" __global__ void k_brev(unsigned *p, unsigned x) { p[0] = __brev(x); }

// CHECK-LABEL: k_funnelshift_r:
// CHECK: {{v_alignbit_b32|s_lshr_b64}}
// CHECK: s_endpgm
extern "C" __global__ void k_funnelshift_r(unsigned *p) { p[0] = __funnelshift_r(p[1], p[2], p[3]); }

// CHECK-LABEL: k_umulhi:
// CHECK: {{[sv]}}_mul_hi_u32
// CHECK: s_endpgm
extern "C" __global__ void k_umulhi(unsigned *p) { p[0] = __umulhi(p[1], p[2]); }

// SIMD: lane-wise code folds to a handful of ALU ops, no loop, no call.
// CHECK-LABEL: k_vadd4:
// CHECK-NOT: s_cbranch
// CHECK-NOT: s_swappc
// CHECK: s_endpgm
extern "C" __global__ void k_vadd4(unsigned *p) { p[0] = __vadd4(p[1], p[2]); }

// --use_fast_math: sinf becomes the hardware approximation, as nvcc maps sinf to __sinf.
// FAST-LABEL: k_std_sinf:
// FAST: v_sin_f32
// FAST: s_endpgm
extern "C" __global__ void k_std_sinf(float *p) { p[0] = sinf(p[1]); }
