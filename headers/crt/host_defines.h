/* SPDX-License-Identifier: Apache-2.0 */
/* Execution-space and declaration specifiers of the CUDA language.
 * Under our compiler (clang-22 in HIP mode, __CUDACC__ defined by bin/nvcc) they map to clang's
 * CUDA attributes; under a plain host compiler (g++, clang without CUDA) they are empty, so the
 * host-side headers stay includable by host code, as CUDA's are.
 * This file must come before any standard header: clang's cuda_wrappers/ headers use __host__. */
#ifndef __SCALE_AMD_CRT_HOST_DEFINES_H__
#define __SCALE_AMD_CRT_HOST_DEFINES_H__
/* CUDA's include guard: Thrust/CUB test it to decide whether the execution-space macros exist. */
#define __HOST_DEFINES_H__
/* -rdc: CCCL is told that device code cannot launch kernels (no dynamic parallelism on AMD). */
#include "../__scale_amd/prelude_cdp.h"

#if defined(__CUDACC__) && defined(__clang__)
#define __host__ __attribute__((host))
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __managed__ __attribute__((managed))
/* __launch_bounds__(maxThreadsPerBlock[, minBlocksPerMultiprocessor[, maxBlocksPerCluster]]):
 * clang honours launch_bounds on NVPTX only; on AMDGPU the maximum block size becomes the
 * flat work-group size bound, which the backend uses for register allocation and occupancy. The
 * minimum-blocks and cluster hints have no direct AMD equivalent and are accepted. */
#define __SCALE_LB1(m) __attribute__((amdgpu_flat_work_group_size(1, m)))
#define __SCALE_LB2(m, b) __SCALE_LB1(m)
#define __SCALE_LB3(m, b, c) __SCALE_LB1(m)
#define __SCALE_LB_PICK(_1, _2, _3, N, ...) N
#define __launch_bounds__(...)                                                                     \
  __SCALE_LB_PICK(__VA_ARGS__, __SCALE_LB3, __SCALE_LB2, __SCALE_LB1, 0)(__VA_ARGS__)
#define __grid_constant__
#else
#define __host__
#define __device__
#define __global__
#define __shared__
#define __constant__
#define __managed__
#define __launch_bounds__(...)
#define __grid_constant__
#endif

/* __noinline__ is not a macro: clang treats it as a keyword in CUDA/HIP mode, and as a macro it
 * would break libstdc++'s __attribute__((__noinline__)) under a host compiler. */
#define __forceinline__ __inline__ __attribute__((always_inline))
#define __inline_hint__ __inline__
#define __align__(n) __attribute__((aligned(n)))
#define __builtin_align__(a) __align__(a)
#define __thread__ __thread
#define __import__
#define __export__
#define __cdecl
#define __annotate__(a) __attribute__((a))
#define __location__(a) __annotate__(a)
#define CUDARTAPI
#define CUDARTAPI_CDECL
#define __specialization_static
#define __device_builtin__
#define __device_builtin_texture_type__
#define __device_builtin_surface_type__
#define __cudart_builtin__
#define __nv_pure__ __attribute__((pure))
#define __CUDA_ALIGN__(n) __align__(n)
#ifndef __restrict__
#define __restrict__ __restrict
#endif

#if defined(__cplusplus)
#define __SCALE_AMD_EXTERN_C extern "C"
#else
#define __SCALE_AMD_EXTERN_C extern
#endif

#endif /* __SCALE_AMD_CRT_HOST_DEFINES_H__ */
