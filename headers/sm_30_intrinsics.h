/* SPDX-License-Identifier: Apache-2.0 */
/* Warp intrinsics: __shfl*_sync, __ballot_sync, votes, __activemask, __syncwarp, match, reduce (32-lane warps on every target). */
#ifndef __SCALE_AMD_SM_30_INTRINSICS_H__
#define __SCALE_AMD_SM_30_INTRINSICS_H__
#include "crt/host_defines.h"

#endif /* __SCALE_AMD_SM_30_INTRINSICS_H__ */
