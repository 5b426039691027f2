/* SPDX-License-Identifier: Apache-2.0 */
/* Warp intrinsics: __shfl*_sync, __ballot_sync, votes, __activemask, __syncwarp, match, reduce,
 * with 32-lane semantics and 32-bit masks on every target (DESIGN.md section 4; the lane
 * arithmetic is in __scale_amd/warp/lane.h). */
#ifndef __SCALE_AMD_SM_30_INTRINSICS_H__
#define __SCALE_AMD_SM_30_INTRINSICS_H__
#include "crt/host_defines.h"
#include "__scale_amd/builtin_vars.h"
#include "__scale_amd/warp/lane.h"
#include "__scale_amd/warp/shuffle.h"
#include "__scale_amd/warp/vote.h"
#include "__scale_amd/warp/match_reduce.h"
#endif /* __SCALE_AMD_SM_30_INTRINSICS_H__ */
