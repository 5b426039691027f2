/* SPDX-License-Identifier: Apache-2.0 */
/* CUDA's profiler control API: cudaProfilerStart/cudaProfilerStop (declared with the rest of the
 * runtime API from __scale_amd/runtime_api.def; they forward to the HIP runtime's profiler
 * markers). */
#ifndef __SCALE_AMD_CUDA_PROFILER_API_H__
#define __SCALE_AMD_CUDA_PROFILER_API_H__
#include "cuda_runtime_api.h"
#endif /* __SCALE_AMD_CUDA_PROFILER_API_H__ */
