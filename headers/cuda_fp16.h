/* SPDX-License-Identifier: Apache-2.0 */
/* CUDA's half precision type and intrinsics (the "Half Precision Intrinsics" chapter of the CUDA
 * Math API): __half, __half2, their raw forms and aliases, the CUDART_*_FP16 constants, and every
 * function of the chapter, declared from __scale_amd/fp16/half.def and defined in cuda_fp16.hpp.
 * Includable by a plain host compiler (the host-callable functions and the operators work there). */
#ifndef __SCALE_AMD_CUDA_FP16_H__
#define __SCALE_AMD_CUDA_FP16_H__
#define __CUDA_FP16_H__ /* NVIDIA's guard name: code tests it (e.g. CUDA samples' helper_cuda.h) */
#include "crt/host_defines.h"
#include "vector_types.h"
#include "__scale_amd/fp16/fp_core.h"
#include "__scale_amd/fp16/half_types.h"

#if defined(__cplusplus)
#include "__scale_amd/fp16/device_decls.h"
#include "__scale_amd/fp16/declare.h"
#include "__scale_amd/fp16/half.def"
#include "__scale_amd/fp16/undeclare.h"

#define CUDART_INF_FP16 __ushort_as_half((unsigned short)0x7C00U)
#define CUDART_NAN_FP16 __ushort_as_half((unsigned short)0x7FFFU)
#define CUDART_MIN_DENORM_FP16 __ushort_as_half((unsigned short)0x0001U)
#define CUDART_MAX_NORMAL_FP16 __ushort_as_half((unsigned short)0x7BFFU)
#define CUDART_NEG_ZERO_FP16 __ushort_as_half((unsigned short)0x8000U)
#define CUDART_ZERO_FP16 __ushort_as_half((unsigned short)0x0000U)
#define CUDART_ONE_FP16 __ushort_as_half((unsigned short)0x3C00U)

#include "cuda_fp16.hpp"
#endif

#endif /* __SCALE_AMD_CUDA_FP16_H__ */
