// SPDX-License-Identifier: Apache-2.0
// The device functions ggml-cuda / llama.cpp call (common.cuh, vecdotq.cuh, mmq, softmax, ...)
// exist with CUDA's signatures and compile for the three targets to code that calls nothing
// (every function is defined in our headers or the device libraries); the C-library spellings
// __isnanf / __isinff / __finitef / __isnan / ... and the half classification are the IR CUDA's are.
// The same file compiles with NVIDIA's nvcc 13 (-arch=sm_80; --expt-relaxed-constexpr for
// std::min/std::max in device code, which clang allows by default).
// RUN: %nvcc --cuda-device-only -S -emit-llvm -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=IR --implicit-check-not='declare {{.*}} @{{[^l]}}'
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1030 %s -o - | FileCheck %s --check-prefix=ASM --implicit-check-not=s_swappc
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx1100 %s -o - | FileCheck %s --check-prefix=ASM --implicit-check-not=s_swappc
// RUN: %nvcc --cuda-device-only -S -O2 -arch=gfx90a %s -o - | FileCheck %s --check-prefix=ASM --implicit-check-not=s_swappc
// IR-LABEL: define {{.*}} @classify(
// IR: fcmp uno float
// IR: fcmp oeq float {{.*}}0x7FF0000000000000
// IR: fcmp one float {{.*}}0x7FF0000000000000
// IR: lshr i32 {{.*}}, 31
// IR: fcmp uno double
// IR: fcmp oeq double {{.*}}0x7FF0000000000000
// IR: fcmp one double {{.*}}0x7FF0000000000000
// IR: lshr i64 {{.*}}, 63
// ASM-LABEL: classify:
// ASM: s_endpgm
// ASM-LABEL: half_api:
// ASM: s_endpgm
// ASM-LABEL: int_api:
// ASM: s_endpgm
// ASM-LABEL: float_api:
// ASM: s_endpgm
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_fp8.h>
#include <algorithm>

extern "C" __global__ void classify(const float *f, const double *d, int *o) {
  o[0] = __isnanf(f[0]);
  o[1] = __isinff(f[1]);
  o[2] = __finitef(f[2]);
  o[3] = __signbitf(f[3]);
  o[4] = __isnan(d[0]);
  o[5] = __isinf(d[1]);
  o[6] = __finite(d[2]);
  o[7] = __signbit(d[3]);
}

extern "C" __global__ void half_api(half *h, half2 *h2, __nv_bfloat16 *b, float *f) {
  const half x = h[0], y = h[1];
  const half2 u = h2[0], v = h2[1];
  h[2] = __hmax(x, y);
  h[3] = __hmin(x, y);
  h[4] = __habs(x);
  h[5] = __hneg(x);
  h[6] = __hisinf(x) ? x : y;
  h[7] = __hisnan(x) ? y : x;
  h[8] = hexp(x);
  h[9] = __hdiv(x, y);
  h[10] = __hgt(x, y) ? __low2half(u) : __high2half(v);
  h[11] = static_cast<__half>(b[0]);
  b[1] = static_cast<__nv_bfloat16>(h[12]);
  h2[2] = __hmax2(u, v);
  h2[3] = __hmin2(u, v);
  h2[4] = __habs2(u);
  h2[5] = __hfma2(u, v, __half2half2(x));
  h2[6] = h2exp(__hmul2(u, __hsub2(v, u)));
  h2[7] = __h2div(u, v);
  h2[8] = __halves2half2(x, y);
  h2[9] = make_half2(x, y);
  h2[10] = __float22half2_rn(__half22float2(u));
  h2[11] = __shfl_xor_sync(0xffffffffu, u, 16, 32);
  h2[12] = __hneg2(v);
  f[0] = __low2float(u) + __high2float(v) + __half2float(__float2half(f[1]));
  f[2] = __bfloat162float(__float2bfloat16(f[3])) + __bfloat1622float2(__floats2bfloat162_rn(f[4], f[5])).y;
  unsigned m = __hgt2_mask(u, v) ^ __hlt2_mask(u, v) ^ __heq2_mask(u, v) ^ __hne2_mask(u, v);
  f[6] = (float)m;
  f[7] = static_cast<float>(__nv_fp8_e4m3(f[8])) + static_cast<float>(__nv_fp8_e5m2(h[13]));
}

template <int N> struct Tile {
  static constexpr int k = std::min(N * 4, 32 * 1024); // a constant expression, as with nvcc
  static constexpr int m = std::max(N, 3);
};

extern "C" __global__ void int_api(int *p, unsigned *u) {
  const int a = p[0], b = p[1];
  static_assert(Tile<16>::k == 64 && Tile<1 << 14>::k == 32 * 1024 && Tile<1>::m == 3, "constexpr std::min/max");
  p[2] = __dp4a(a, b, p[3]);
  u[0] = __dp4a(u[1], u[2], u[3]);
  p[4] = __vsubss4(a, b);
  u[4] = __vcmpeq4(u[1], u[2]) ^ __vcmpne4(u[1], u[2]) ^ __vsub4(u[1], u[2]) ^ __vadd4(u[1], u[2]);
  u[5] = __vabsdiffu4(u[1], u[2]) ^ __vcmpgtu4(u[1], u[2]) ^ __vmaxs4(u[1], u[2]) ^ __vabsss4(u[1]);
  u[6] = __byte_perm(u[1], u[2], 0x5410);
  p[5] = __reduce_add_sync(0xffffffffu, a);
  p[6] = __reduce_max_sync(0xffffffffu, a) + __reduce_min_sync(0xffffffffu, b);
  u[7] = __reduce_and_sync(0xffffffffu, u[1]) | __reduce_or_sync(0xffffffffu, u[2]) |
         __reduce_xor_sync(0xffffffffu, u[3]) | __reduce_add_sync(0xffffffffu, u[4]) |
         __reduce_max_sync(0xffffffffu, u[5]) | __reduce_min_sync(0xffffffffu, u[6]);
  p[7] = __popc(u[8]) + __clz(a) + __ffs(b) + (int)__brev(u[9]) + (int)__umulhi(u[1], u[2]);
  p[8] = min(a, b) + max(a, b) + (int)min(u[1], u[2]) + Tile<8>::k;
  p[9] = std::min(a, b) + std::max(a, b);
  p[10] = __shfl_xor_sync(0xffffffffu, a, 1) + __shfl_sync(0xffffffffu, b, 0) +
          (int)__ballot_sync(0xffffffffu, a > 0) + __all_sync(0xffffffffu, b) + __any_sync(__activemask(), a);
  atomicAdd(&p[11], 1);
  atomicMax(&p[12], a);
  atomicCAS(&u[10], 0u, 1u);
  __syncwarp();
  __syncthreads();
}

extern "C" __global__ void float_api(float *f, const float *__restrict__ g) {
  const float x = f[0], y = __ldg(&g[1]);
  f[1] = __expf(x) + __logf(y) + __fdividef(x, y) + __frcp_rn(y) + __saturatef(x);
  f[2] = expf(x) + tanhf(y) + erff(x) + fmaxf(x, y) + fminf(x, y) + copysignf(x, y) + roundf(y);
  f[3] = __int_as_float(__float_as_int(x) ^ 1) + __uint_as_float(__float_as_uint(y)) +
         (float)__float2int_rn(x) + (float)__float2uint_rn(y);
  f[4] = (isinf(x) || isnan(y)) ? 0.0f : std::min(x, y) + std::max(x, y) + min(x, y);
  atomicAdd(&f[5], x);
  f[6] = __shfl_xor_sync(0xffffffffu, x, 8, 32);
}
