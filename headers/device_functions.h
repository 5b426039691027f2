/* SPDX-License-Identifier: Apache-2.0 */
/* Device intrinsics of the CUDA Math API: single/double precision intrinsics (__fmul_rn, __sinf, ...), integer and SIMD intrinsics, type casting intrinsics. */
#ifndef __SCALE_AMD_DEVICE_FUNCTIONS_H__
#define __SCALE_AMD_DEVICE_FUNCTIONS_H__
#include "crt/host_defines.h"

#endif /* __SCALE_AMD_DEVICE_FUNCTIONS_H__ */
