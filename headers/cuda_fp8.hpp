/* SPDX-License-Identifier: Apache-2.0 */
/* The FP8 classes of cuda_fp8.h: __nv_fp8_e4m3, __nv_fp8x2_e4m3, __nv_fp8x4_e4m3 and the e5m2
 * forms, from one template (__scale_amd/fp8/types.inc). */
#ifndef __SCALE_AMD_CUDA_FP8_HPP__
#define __SCALE_AMD_CUDA_FP8_HPP__
#include "cuda_fp8.h"

#if defined(__cplusplus)
#define __SCALE_FP8 __nv_fp8_e4m3
#define __SCALE_FP8X2 __nv_fp8x2_e4m3
#define __SCALE_FP8X4 __nv_fp8x4_e4m3
#define __SCALE_FP8_KIND __NV_E4M3
#include "__scale_amd/fp8/types.inc"
#undef __SCALE_FP8_KIND
#undef __SCALE_FP8X4
#undef __SCALE_FP8X2
#undef __SCALE_FP8

#define __SCALE_FP8 __nv_fp8_e5m2
#define __SCALE_FP8X2 __nv_fp8x2_e5m2
#define __SCALE_FP8X4 __nv_fp8x4_e5m2
#define __SCALE_FP8_KIND __NV_E5M2
#include "__scale_amd/fp8/types.inc"
#undef __SCALE_FP8_KIND
#undef __SCALE_FP8X4
#undef __SCALE_FP8X2
#undef __SCALE_FP8
#endif

#endif /* __SCALE_AMD_CUDA_FP8_HPP__ */
