/* SPDX-License-Identifier: Apache-2.0 */
/* In CUDA 12 this header held the texture-reference fetch functions, which CUDA 12 removed; the
 * texture object functions are in texture_indirect_functions.h, included here for programs that
 * include this name. */
#ifndef __SCALE_AMD_TEXTURE_FETCH_FUNCTIONS_H__
#define __SCALE_AMD_TEXTURE_FETCH_FUNCTIONS_H__
#include "texture_indirect_functions.h"
#endif /* __SCALE_AMD_TEXTURE_FETCH_FUNCTIONS_H__ */
