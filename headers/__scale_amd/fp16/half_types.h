/* SPDX-License-Identifier: Apache-2.0 */
/* __half, __half2 and their raw forms with CUDA's layout: 2 bytes aligned to 2, 4 bytes aligned
 * to 4, the value stored as the IEEE binary16 bit pattern in an unsigned short. The structs are
 * trivially copyable, so device code moves them to _Float16 (and 2 x _Float16) with a bit cast.
 * Constructors and conversion operators follow CUDA's list; __CUDA_NO_HALF_CONVERSIONS__ removes
 * the implicit conversions, as in CUDA. The members call functions declared in cuda_fp16.h. */
#ifndef __SCALE_AMD_FP16_HALF_TYPES_H__
#define __SCALE_AMD_FP16_HALF_TYPES_H__
#include "crt/host_defines.h"

typedef struct __align__(2) __half_raw { unsigned short x; } __half_raw;
typedef struct __align__(4) __half2_raw {
  unsigned short x;
  unsigned short y;
} __half2_raw;

#define __SCALE_T __half
#define __SCALE_T2 __half2
#define __SCALE_RAW __half_raw
#define __SCALE_RAW2 __half2_raw
#define __SCALE_P half
#if defined(__CUDA_NO_HALF_CONVERSIONS__)
#define __SCALE_NO_CONVERSIONS 1
#else
#define __SCALE_NO_CONVERSIONS 0
#endif
#define __SCALE_OTHER __nv_bfloat16
#include "types.inc"
#undef __SCALE_OTHER
#undef __SCALE_NO_CONVERSIONS
#undef __SCALE_P
#undef __SCALE_RAW2
#undef __SCALE_RAW
#undef __SCALE_T2
#undef __SCALE_T

typedef __half __nv_half;
typedef __half2 __nv_half2;
typedef __half_raw __nv_half_raw;
typedef __half2_raw __nv_half2_raw;
typedef __half half;
typedef __half2 half2;
typedef __half nv_half;
typedef __half2 nv_half2;

#endif /* __SCALE_AMD_FP16_HALF_TYPES_H__ */
