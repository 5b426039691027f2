/* SPDX-License-Identifier: Apache-2.0 */
/* __nv_bfloat16, __nv_bfloat162 and their raw forms with CUDA's layout: 2 bytes aligned to 2, 4
 * bytes aligned to 4, the value stored as the bfloat16 bit pattern (the upper half of a float) in an
 * unsigned short. Constructors and conversion operators follow CUDA's list;
 * __CUDA_NO_BFLOAT16_CONVERSIONS__ removes the implicit conversions, as in CUDA. The members call
 * functions declared in cuda_bf16.h. */
#ifndef __SCALE_AMD_FP16_BF16_TYPES_H__
#define __SCALE_AMD_FP16_BF16_TYPES_H__
#include "crt/host_defines.h"

typedef struct __align__(2) __nv_bfloat16_raw { unsigned short x; } __nv_bfloat16_raw;
typedef struct __align__(4) __nv_bfloat162_raw {
  unsigned short x;
  unsigned short y;
} __nv_bfloat162_raw;

#define __SCALE_T __nv_bfloat16
#define __SCALE_T2 __nv_bfloat162
#define __SCALE_RAW __nv_bfloat16_raw
#define __SCALE_RAW2 __nv_bfloat162_raw
#define __SCALE_P bfloat16
#if defined(__CUDA_NO_BFLOAT16_CONVERSIONS__)
#define __SCALE_NO_CONVERSIONS 1
#else
#define __SCALE_NO_CONVERSIONS 0
#endif
#define __SCALE_OTHER __half
#include "types.inc"
#undef __SCALE_OTHER
#undef __SCALE_NO_CONVERSIONS
#undef __SCALE_P
#undef __SCALE_RAW2
#undef __SCALE_RAW
#undef __SCALE_T2
#undef __SCALE_T

typedef __nv_bfloat16 nv_bfloat16;
typedef __nv_bfloat162 nv_bfloat162;

#endif /* __SCALE_AMD_FP16_BF16_TYPES_H__ */
