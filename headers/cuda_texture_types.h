/* SPDX-License-Identifier: Apache-2.0 */
/* CUDA 12 removed texture references (the texture<T, dim, mode> template); texture objects are
 * the API. This header exists because programs include it: it gives the object types and the
 * object fetch functions. */
#ifndef __SCALE_AMD_CUDA_TEXTURE_TYPES_H__
#define __SCALE_AMD_CUDA_TEXTURE_TYPES_H__
#include "channel_descriptor.h"
#include "texture_types.h"
#endif /* __SCALE_AMD_CUDA_TEXTURE_TYPES_H__ */
