// SPDX-License-Identifier: Apache-2.0
// nvcuda::wmma on every shape/type row of headers/__scale_amd/wmma/shapes.def and every A/B layout
// pair: NVIDIA's tensor cores (reference) against our portable lane layout (route B, gfx1030).
// Two warps per block, each its own tile; C is loaded row-major, D stored column-major.
// Data are integer-valued so every floating sum is exact (results must be bit-identical); the
// integer rows use the full 8-bit range and C near the int limits (wrap-around; satf groups clamp).
// Extra groups: tf32 operands with noise in the 13 low mantissa bits (does the hardware ignore
// them?), and __float_to_tf32 on edge values.
#include "harness.h"
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <mma.h>

using namespace nvcuda;

/* The rows of headers/__scale_amd/wmma/shapes.def (kept in step by hand: this case is also
 * built by NVIDIA's nvcc, which has no access to our headers). */
#define WMMA_ROWS(X) \
  X(16, 16, 16, f16, f32) \
  X(16, 16, 16, f16, f16) \
  X(16, 16, 16, bf16, f32) \
  X(16, 16, 16, s8, s32) \
  X(16, 16, 16, u8, s32) \
  X(32, 8, 16, f16, f32) \
  X(32, 8, 16, f16, f16) \
  X(32, 8, 16, bf16, f32) \
  X(32, 8, 16, s8, s32) \
  X(32, 8, 16, u8, s32) \
  X(8, 32, 16, f16, f32) \
  X(8, 32, 16, f16, f16) \
  X(8, 32, 16, bf16, f32) \
  X(8, 32, 16, s8, s32) \
  X(8, 32, 16, u8, s32) \
  X(16, 16, 8, tf32, f32) \
  X(8, 8, 4, f64, f64)

#define T_f16 __half
#define T_bf16 __nv_bfloat16
#define T_s8 signed char
#define T_u8 unsigned char
#define T_tf32 wmma::precision::tf32
#define T_f64 double
#define T_f32 float
#define T_s32 int
#define S_f16 __half
#define S_bf16 __nv_bfloat16
#define S_s8 signed char
#define S_u8 unsigned char
#define S_tf32 float
#define S_f64 double
/* CUDA 13's mma_sync takes satf for integer accumulators only. */
#define SATF_s32 , satf != 0
#define SATF_f32
#define SATF_f16
#define SATF_f64

#define KERNEL(M, N, K, AB, ACC, LA, LB)                                                           \
  __global__ void k_m##M##n##N##k##K##_##AB##_##ACC##_##LA##_##LB(                                 \
      const S_##AB *a, const S_##AB *b, const T_##ACC *c, T_##ACC *d, int satf) {                  \
    int t = threadIdx.x / 32;                                                                      \
    wmma::fragment<wmma::matrix_a, M, N, K, T_##AB, wmma::LA> fa;                                  \
    wmma::fragment<wmma::matrix_b, M, N, K, T_##AB, wmma::LB> fb;                                  \
    wmma::fragment<wmma::accumulator, M, N, K, T_##ACC> fc;                                        \
    wmma::load_matrix_sync(fa, a + t * M * K, __is_same(wmma::LA, wmma::row_major) ? K : M);      \
    wmma::load_matrix_sync(fb, b + t * K * N, __is_same(wmma::LB, wmma::row_major) ? N : K);      \
    wmma::load_matrix_sync(fc, c + t * M * N, N, wmma::mem_row_major);                             \
    wmma::mma_sync(fc, fa, fb, fc SATF_##ACC);                                                     \
    wmma::store_matrix_sync(d + t * M * N, fc, M, wmma::mem_col_major);                           \
  }
#define KERNELS(M, N, K, AB, ACC)                                                                  \
  KERNEL(M, N, K, AB, ACC, row_major, row_major)                                                   \
  KERNEL(M, N, K, AB, ACC, row_major, col_major)                                                   \
  KERNEL(M, N, K, AB, ACC, col_major, row_major)                                                   \
  KERNEL(M, N, K, AB, ACC, col_major, col_major)
WMMA_ROWS(KERNELS)

__global__ void k_tf32(const float *in, float *out) {
  out[threadIdx.x + blockIdx.x * blockDim.x] =
      wmma::__float_to_tf32(in[threadIdx.x + blockIdx.x * blockDim.x]);
}

static uint64_t rs = 0x243F6A8885A308D3ull;
static int rnd(int lo, int hi) {
  rs ^= rs << 13; rs ^= rs >> 7; rs ^= rs << 17;
  return lo + (int)((rs >> 20) % (uint64_t)(hi - lo + 1));
}

template <class S> static S make_ab(bool noise);
template <> __half make_ab<__half>(bool) { return __float2half((float)rnd(-3, 3)); }
template <> __nv_bfloat16 make_ab<__nv_bfloat16>(bool) { return __float2bfloat16((float)rnd(-3, 3)); }
template <> signed char make_ab<signed char>(bool) { return (signed char)rnd(-128, 127); }
template <> unsigned char make_ab<unsigned char>(bool) { return (unsigned char)rnd(0, 255); }
template <> double make_ab<double>(bool) { return (double)rnd(-3, 3); }
template <> float make_ab<float>(bool noise) {
  float f = (float)rnd(-3, 3);
  if (noise && f != 0.0f) {
    uint32_t u; std::memcpy(&u, &f, 4); u |= (uint32_t)rnd(0, 0x1fff); std::memcpy(&f, &u, 4);
  }
  return f;
}
template <class T> static T make_c();
template <> float make_c<float>() { return (float)rnd(-50, 50); }
template <> __half make_c<__half>() { return __float2half((float)rnd(-50, 50)); }
template <> double make_c<double>() { return (double)rnd(-50, 50); }
template <> int make_c<int>() { return rnd(0, 3) == 0 ? rnd(-50, 50) : (int)(rs >> 32); }

static void report(const std::string &g, size_t i, float v) { report_f32(g, i, v); }
static void report(const std::string &g, size_t i, double v) { report_f64(g, i, v); }
static void report(const std::string &g, size_t i, int v) { report_u32(g, i, (uint32_t)v); }
static void report(const std::string &g, size_t i, __half v) {
  uint16_t b; std::memcpy(&b, &v, 2); report_u32(g, i, b);
}

template <int M, int N, int K, class S, class T>
static void run(const char *name, void (*k)(const S *, const S *, const T *, T *, int), int satf,
                bool noise = false) {
  std::vector<S> a(2 * M * K), b(2 * K * N);
  std::vector<T> c(2 * M * N);
  for (auto &x : a) x = make_ab<S>(noise);
  for (auto &x : b) x = make_ab<S>(noise);
  for (auto &x : c) x = make_c<T>();
  DeviceBuffer<S> da(a), db(b);
  DeviceBuffer<T> dc(c), dd(2 * M * N);
  k<<<1, 64>>>(da.ptr, db.ptr, dc.ptr, dd.ptr, satf);
  std::vector<T> d = dd.get();
  std::string g = std::string(name) + (satf ? "_satf" : "") + (noise ? "_noise" : "");
  for (size_t i = 0; i < d.size(); ++i)
    report(g, i, d[i]);
}

int main() {
#define KRUN(M, N, K, AB, ACC, LA, LB)                                                             \
  run<M, N, K, S_##AB, T_##ACC>(#M "x" #N "x" #K "_" #AB "_" #ACC "_" #LA "_" #LB,                 \
                                k_m##M##n##N##k##K##_##AB##_##ACC##_##LA##_##LB, 0);
#define KRUNS(M, N, K, AB, ACC)                                                                    \
  KRUN(M, N, K, AB, ACC, row_major, row_major)                                                     \
  KRUN(M, N, K, AB, ACC, row_major, col_major)                                                     \
  KRUN(M, N, K, AB, ACC, col_major, row_major)                                                     \
  KRUN(M, N, K, AB, ACC, col_major, col_major)
  WMMA_ROWS(KRUNS)
  /* integer saturation */
  run<16, 16, 16, signed char, int>("16x16x16_s8", k_m16n16k16_s8_s32_row_major_col_major, 1);
  run<16, 16, 16, unsigned char, int>("16x16x16_u8", k_m16n16k16_u8_s32_row_major_col_major, 1);
  run<32, 8, 16, signed char, int>("32x8x16_s8", k_m32n8k16_s8_s32_col_major_row_major, 1);
  /* tf32 operands with low-bit noise */
  run<16, 16, 8, float, float>("16x16x8_tf32", k_m16n16k8_tf32_f32_row_major_col_major, 0, true);
  /* __float_to_tf32 */
  std::vector<float> in = inputs_f32(256, -1000.0f, 1000.0f);
  DeviceBuffer<float> din(in), dout(in.size());
  k_tf32<<<2, 128>>>(din.ptr, dout.ptr);
  std::vector<float> o = dout.get();
  for (size_t i = 0; i < o.size(); ++i)
    report_f32("float_to_tf32", i, o[i]);
  return finish();
}
