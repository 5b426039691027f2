/* SPDX-License-Identifier: Apache-2.0 */
/* device_types.h: the rounding modes of CUDA's device intrinsics (enum values as CUDA's). */
#ifndef __SCALE_AMD_DEVICE_TYPES_H__
#define __SCALE_AMD_DEVICE_TYPES_H__
#define __DEVICE_TYPES_H__ /* NVIDIA's guard name: code tests it (e.g. CUDA samples' helper_cuda.h) */

enum cudaRoundMode { cudaRoundNearest, cudaRoundZero, cudaRoundPosInf, cudaRoundMinInf };

#endif
