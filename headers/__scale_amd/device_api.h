/* SPDX-License-Identifier: Apache-2.0 */
/* Everything cuda_runtime.h makes visible to device code, in CUDA's header structure. Each header
 * below is one chapter of the CUDA device API. */
#ifndef __SCALE_AMD_DEVICE_API_H__
#define __SCALE_AMD_DEVICE_API_H__
/* First: its device malloc/free must precede every C/C++ library header (see there). */
#include "__scale_amd/device_libc.h"
#include "device_functions.h"
#include "math_functions.h"
#include "device_atomic_functions.h"
#include "sm_30_intrinsics.h"
#include "sm_32_intrinsics.h"
#include "__scale_amd/device_misc.h"
#endif
