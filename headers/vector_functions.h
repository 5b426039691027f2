/* SPDX-License-Identifier: Apache-2.0 */
/* make_<vector type>() constructors (CUDA's vector_functions.h), host and device. */
#ifndef __SCALE_AMD_VECTOR_FUNCTIONS_H__
#define __SCALE_AMD_VECTOR_FUNCTIONS_H__
#include "crt/host_defines.h"

#endif /* __SCALE_AMD_VECTOR_FUNCTIONS_H__ */
