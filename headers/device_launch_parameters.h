/* SPDX-License-Identifier: Apache-2.0 */
/* device_launch_parameters.h: the built-in variables threadIdx, blockIdx, blockDim, gridDim and
 * warpSize, as CUDA's header of that name declares them. Many projects include it explicitly
 * (often for IDEs); in CUDA code the variables already come with cuda_runtime.h, so this only makes
 * sure the same declarations are visible, in any include order and under a plain host compiler
 * (where, as with CUDA, only warpSize is usable). */
#ifndef __SCALE_AMD_DEVICE_LAUNCH_PARAMETERS_H__
#define __SCALE_AMD_DEVICE_LAUNCH_PARAMETERS_H__
#define __DEVICE_LAUNCH_PARAMETERS_H__ /* NVIDIA's guard name */
#include "vector_types.h"
#include "__scale_amd/builtin_vars.h"
#endif /* __SCALE_AMD_DEVICE_LAUNCH_PARAMETERS_H__ */
