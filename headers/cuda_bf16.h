/* SPDX-License-Identifier: Apache-2.0 */
/* CUDA's bfloat16 type and intrinsics (the "Bfloat16 Precision Intrinsics" chapter of the CUDA Math
 * API): __nv_bfloat16, __nv_bfloat162, their raw forms and aliases, the CUDART_*_BF16 constants, and
 * every function of the chapter, declared from __scale_amd/fp16/bf16.def and defined in
 * cuda_bf16.hpp. Includable by a plain host compiler. Like CUDA's, it includes cuda_fp16.h. */
#ifndef __SCALE_AMD_CUDA_BF16_H__
#define __SCALE_AMD_CUDA_BF16_H__
#define __CUDA_BF16_H__ /* NVIDIA's guard name: code tests it (e.g. CUDA samples' helper_cuda.h) */
#include "cuda_fp16.h"
#include "__scale_amd/fp16/bf16_types.h"

#if defined(__cplusplus)
#include "__scale_amd/fp16/declare.h"
#include "__scale_amd/fp16/bf16.def"
#include "__scale_amd/fp16/undeclare.h"

#define CUDART_INF_BF16 __ushort_as_bfloat16((unsigned short)0x7F80U)
#define CUDART_NAN_BF16 __ushort_as_bfloat16((unsigned short)0x7FFFU)
#define CUDART_MIN_DENORM_BF16 __ushort_as_bfloat16((unsigned short)0x0001U)
#define CUDART_MAX_NORMAL_BF16 __ushort_as_bfloat16((unsigned short)0x7F7FU)
#define CUDART_NEG_ZERO_BF16 __ushort_as_bfloat16((unsigned short)0x8000U)
#define CUDART_ZERO_BF16 __ushort_as_bfloat16((unsigned short)0x0000U)
#define CUDART_ONE_BF16 __ushort_as_bfloat16((unsigned short)0x3F80U)

#include "cuda_bf16.hpp"
#endif

#endif /* __SCALE_AMD_CUDA_BF16_H__ */
