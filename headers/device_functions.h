/* SPDX-License-Identifier: Apache-2.0 */
/* Device intrinsics of the CUDA Math API: single/double precision intrinsics (__fmul_rn, __sinf,
 * ...), integer and SIMD intrinsics, type casting intrinsics; one table per chapter
 * (__scale_amd/math/<chapter>.def). Exact directed rounding lives in __scale_amd/math/rounding.h. */
#ifndef __SCALE_AMD_DEVICE_FUNCTIONS_H__
#define __SCALE_AMD_DEVICE_FUNCTIONS_H__
#include "crt/host_defines.h"

#if defined(__cplusplus) && defined(__CUDACC__) && defined(__clang__)
#include "vector_types.h"
#include "__scale_amd/math/rounding.h"
#include "__scale_amd/math/helpers.h"
#include "__scale_amd/math/define.h"
#include "__scale_amd/math/casting.def"
#include "__scale_amd/math/single-intrinsics.def"
#include "__scale_amd/math/double-intrinsics.def"
#include "__scale_amd/math/integer-intrinsics.def"
#include "__scale_amd/math/simd.def"
#include "__scale_amd/math/undef.h"
#endif

#endif /* __SCALE_AMD_DEVICE_FUNCTIONS_H__ */
