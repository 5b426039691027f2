/* SPDX-License-Identifier: Apache-2.0 */
/* In CUDA 12 this header held the surface-reference functions, which CUDA 12 removed; the surface
 * object functions are in surface_indirect_functions.h, included here for programs that include
 * this name. */
#ifndef __SCALE_AMD_SURFACE_FUNCTIONS_H__
#define __SCALE_AMD_SURFACE_FUNCTIONS_H__
#include "surface_indirect_functions.h"
#endif /* __SCALE_AMD_SURFACE_FUNCTIONS_H__ */
