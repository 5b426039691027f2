/* SPDX-License-Identifier: Apache-2.0 */
/* CUDA Math API: single and double precision mathematical functions, integer mathematical functions. */
#ifndef __SCALE_AMD_MATH_FUNCTIONS_H__
#define __SCALE_AMD_MATH_FUNCTIONS_H__
#include "crt/host_defines.h"

#endif /* __SCALE_AMD_MATH_FUNCTIONS_H__ */
