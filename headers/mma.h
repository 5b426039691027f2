/* SPDX-License-Identifier: Apache-2.0 */
/* <mma.h>: CUDA's warp matrix functions, namespace nvcuda::wmma (docs/wmma.md). */
#ifndef __SCALE_AMD_MMA_H__
#define __SCALE_AMD_MMA_H__
#define __CUDA_MMA_H__
#include "__scale_amd/wmma/api.h"
#endif /* __SCALE_AMD_MMA_H__ */
