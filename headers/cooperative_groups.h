/* SPDX-License-Identifier: Apache-2.0 */
/* CUDA cooperative groups on AMD GPUs: thread_block, grid_group, thread_block_tile<N>,
 * coalesced_group and their partitions (__scale_amd/cg/). Collective algorithms are in
 * cooperative_groups/{reduce,scan,memcpy_async}.h, as in CUDA. */
#ifndef __SCALE_AMD_COOPERATIVE_GROUPS_H__
#define __SCALE_AMD_COOPERATIVE_GROUPS_H__
#include "crt/host_defines.h"
#if defined(__cplusplus) && defined(__CUDACC__) && defined(__clang__)
#include "__scale_amd/cg/block_grid.h"
#include "__scale_amd/cg/tiles.h"
#endif
#endif /* __SCALE_AMD_COOPERATIVE_GROUPS_H__ */
