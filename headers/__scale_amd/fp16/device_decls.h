/* SPDX-License-Identifier: Apache-2.0 */
/* What the fp16/bf16 device code calls outside these headers: the ROCm ocml float functions used
 * by hsin/hcos/htanh (the accurate versions; the exp/log family uses the hardware exp2/log2), and
 * the generic warp shuffles and cache-hint loads/stores on unsigned integers. */
#ifndef __SCALE_AMD_FP16_DEVICE_DECLS_H__
#define __SCALE_AMD_FP16_DEVICE_DECLS_H__
#include "__scale_amd/fp16/fp_core.h"
#if defined(__CUDACC__) && defined(__clang__)
#include "sm_30_intrinsics.h"
#include "sm_32_intrinsics.h"
#endif

#if defined(__CUDACC__)
extern "C" {
__device__ __attribute__((const)) float __ocml_sin_f32(float);
__device__ __attribute__((const)) float __ocml_cos_f32(float);
__device__ __attribute__((const)) float __ocml_tanh_f32(float);
}
#endif

#endif /* __SCALE_AMD_FP16_DEVICE_DECLS_H__ */
