// SPDX-License-Identifier: Apache-2.0
// cuda_fp8.h's types: CUDA's sizes and alignments, trivial (the default constructors are
// defaulted), conversions explicit only; __CUDA_NO_FP8_CONVERSIONS__ and
// __CUDA_NO_FP8_CONVERSION_OPERATORS__ remove them; the header compiles in C++11 and, for its
// storage types and enums, in C. The same assertions hold with NVIDIA's header (nvcc 13).
// RUN: %clang_amd -fsyntax-only -std=c++17 -Wall -Wextra -isystem %toolkit/include %s
// RUN: %clang_amd -fsyntax-only -std=c++11 -Wall -isystem %toolkit/include %s
// RUN: c++ -fsyntax-only -std=c++17 -Wall -Wextra -isystem %toolkit/include %s
// RUN: %clang_amd -fsyntax-only -std=c++17 -isystem %toolkit/include -D__CUDA_NO_FP8_CONVERSIONS__ -D__CUDA_NO_FP8_CONVERSION_OPERATORS__ -DNO_CONVERSIONS %s
// RUN: %clang_amd -fsyntax-only -x c -std=c99 -Wall -isystem %toolkit/include -DC_ONLY %s
#include <cuda_fp8.h>
#if defined(C_ONLY)
__nv_fp8_storage_t s8;
__nv_fp8x2_storage_t s16;
__nv_fp8x4_storage_t s32;
__nv_saturation_t sat = __NV_SATFINITE;
__nv_fp8_interpretation_t kind = __NV_E5M2;
#else
#include <type_traits>
#define LAYOUT(T, N)                                                                               \
  static_assert(sizeof(T) == N && alignof(T) == N, #T);                                           \
  static_assert(std::is_trivial<T>::value && std::is_standard_layout<T>::value, #T);
LAYOUT(__nv_fp8_e4m3, 1)
LAYOUT(__nv_fp8_e5m2, 1)
LAYOUT(__nv_fp8x2_e4m3, 2)
LAYOUT(__nv_fp8x2_e5m2, 2)
LAYOUT(__nv_fp8x4_e4m3, 4)
LAYOUT(__nv_fp8x4_e5m2, 4)
static_assert(sizeof(__nv_fp8_storage_t) == 1 && sizeof(__nv_fp8x2_storage_t) == 2 &&
                  sizeof(__nv_fp8x4_storage_t) == 4, "storage");
static_assert(__NV_NOSAT == 0 && __NV_SATFINITE == 1 && __NV_E4M3 == 0 && __NV_E5M2 == 1, "enums");
#if defined(NO_CONVERSIONS)
static_assert(!std::is_constructible<__nv_fp8_e4m3, float>::value, "no constructors");
static_assert(!std::is_constructible<float, __nv_fp8_e5m2>::value, "no operators");
#else
static_assert(std::is_constructible<__nv_fp8_e4m3, float>::value &&
                  std::is_constructible<__nv_fp8_e5m2, long long>::value &&
                  std::is_constructible<__nv_fp8x4_e4m3, __half2, __half2>::value &&
                  std::is_constructible<__nv_fp8x2_e5m2, double2>::value,
              "constructors");
static_assert(!std::is_convertible<float, __nv_fp8_e4m3>::value &&
                  !std::is_convertible<__nv_fp8_e4m3, float>::value &&
                  !std::is_convertible<__nv_fp8x2_e4m3, float2>::value,
              "explicit");
static_assert(std::is_constructible<__nv_bfloat16, __nv_fp8_e4m3>::value &&
                  std::is_constructible<bool, __nv_fp8_e5m2>::value &&
                  std::is_constructible<float4, __nv_fp8x4_e5m2>::value,
              "operators");
#endif
#endif
