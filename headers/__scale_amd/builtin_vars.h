/* SPDX-License-Identifier: Apache-2.0 */
/* threadIdx, blockIdx, blockDim, gridDim and warpSize on AMD GPUs.
 * Each variable is an empty object whose x/y/z members are properties reading the AMDGPU
 * work-item/work-group builtins, so `threadIdx.x` compiles to a register read and the objects
 * cannot be assigned or have their address taken (as in CUDA). */
#ifndef __SCALE_AMD_BUILTIN_VARS_H__
#define __SCALE_AMD_BUILTIN_VARS_H__
#include "crt/host_defines.h"
#include "vector_types.h"

#if defined(__CUDACC__) && defined(__clang__)

#define __SCALE_BUILTIN_VAR_TYPE(Name, GX, GY, GZ)                                                 \
  struct Name {                                                                                    \
    __declspec(property(get = __get_x)) unsigned int x;                                            \
    __declspec(property(get = __get_y)) unsigned int y;                                            \
    __declspec(property(get = __get_z)) unsigned int z;                                            \
    static __device__ __forceinline__ unsigned int __get_x() { return GX; }                       \
    static __device__ __forceinline__ unsigned int __get_y() { return GY; }                       \
    static __device__ __forceinline__ unsigned int __get_z() { return GZ; }                       \
    __device__ __forceinline__ operator uint3() const { return uint3{__get_x(), __get_y(), __get_z()}; } \
    __device__ __forceinline__ operator dim3() const { return dim3(__get_x(), __get_y(), __get_z()); } \
                                                                                                   \
  private:                                                                                         \
    Name() = delete;                                                                               \
    Name(const Name &) = delete;                                                                   \
    void operator=(const Name &) const = delete;                                                   \
    Name *operator&() const = delete;                                                              \
  };

__SCALE_BUILTIN_VAR_TYPE(__scale_threadIdx_t, __builtin_amdgcn_workitem_id_x(),
                         __builtin_amdgcn_workitem_id_y(), __builtin_amdgcn_workitem_id_z())
__SCALE_BUILTIN_VAR_TYPE(__scale_blockIdx_t, __builtin_amdgcn_workgroup_id_x(),
                         __builtin_amdgcn_workgroup_id_y(), __builtin_amdgcn_workgroup_id_z())
__SCALE_BUILTIN_VAR_TYPE(__scale_blockDim_t, __builtin_amdgcn_workgroup_size_x(),
                         __builtin_amdgcn_workgroup_size_y(), __builtin_amdgcn_workgroup_size_z())
/* The HSA dispatch packet holds the grid size in work-items; HIP launches whole blocks only. */
__SCALE_BUILTIN_VAR_TYPE(__scale_gridDim_t,
                         __builtin_amdgcn_grid_size_x() / __builtin_amdgcn_workgroup_size_x(),
                         __builtin_amdgcn_grid_size_y() / __builtin_amdgcn_workgroup_size_y(),
                         __builtin_amdgcn_grid_size_z() / __builtin_amdgcn_workgroup_size_z())
#undef __SCALE_BUILTIN_VAR_TYPE

extern const __device__ __attribute__((weak)) __scale_threadIdx_t threadIdx;
extern const __device__ __attribute__((weak)) __scale_blockIdx_t blockIdx;
extern const __device__ __attribute__((weak)) __scale_blockDim_t blockDim;
extern const __device__ __attribute__((weak)) __scale_gridDim_t gridDim;

#endif /* __CUDACC__ */

/* Logical 32-lane warps on every target, wave64 included (DESIGN.md section 4). */
static constexpr int warpSize = 32;

#endif /* __SCALE_AMD_BUILTIN_VARS_H__ */
