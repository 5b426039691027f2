/* SPDX-License-Identifier: Apache-2.0 */
/* CUDA atomic functions (atomicAdd, atomicCAS, ... and their _block/_system variants) on AMDGPU
 * atomics, generated from __scale_amd/atomic/atomic_functions.def x scopes.def.
 *
 * Ordering: CUDA's atomic functions are relaxed (they order nothing else; fences do), so every
 * one is a `monotonic` atomicrmw/cmpxchg in the AMDGPU sync scope of its CUDA scope.
 * Memory: device- and block-scope atomics are marked no_remote_memory/no_fine_grained_memory
 * (clang's HIP default, what cudaMalloc memory is), so the backend uses the native instructions,
 * float/double add included. _system atomics are for host-mapped/managed (fine-grained) and peer
 * memory: they are marked remote_memory/fine_grained_memory, and the backend then uses a
 * compare-and-swap loop wherever the native instruction is not safe on such memory. */
#ifndef __SCALE_AMD_DEVICE_ATOMIC_FUNCTIONS_H__
#define __SCALE_AMD_DEVICE_ATOMIC_FUNCTIONS_H__
#include "crt/host_defines.h"
#if defined(__CUDACC__) && defined(__clang__)

/* A table cannot be included from inside a macro expansion, so the three scopes are three
 * explicit passes over the function table. */
#define __SCALE_SUFFIX
#define __SCALE_HIP_SCOPE __HIP_MEMORY_SCOPE_AGENT
#define __SCALE_SCOPE_STRING "agent"
#define __SCALE_MEMORY no_remote_memory, no_fine_grained_memory
#include "__scale_amd/atomic/expand.inc"
#undef __SCALE_SUFFIX
#undef __SCALE_HIP_SCOPE
#undef __SCALE_SCOPE_STRING
#undef __SCALE_MEMORY
#define __SCALE_SUFFIX _block
#define __SCALE_HIP_SCOPE __HIP_MEMORY_SCOPE_WORKGROUP
#define __SCALE_SCOPE_STRING "workgroup"
#define __SCALE_MEMORY no_remote_memory, no_fine_grained_memory
#include "__scale_amd/atomic/expand.inc"
#undef __SCALE_SUFFIX
#undef __SCALE_HIP_SCOPE
#undef __SCALE_SCOPE_STRING
#undef __SCALE_MEMORY
#define __SCALE_SUFFIX _system
#define __SCALE_HIP_SCOPE __HIP_MEMORY_SCOPE_SYSTEM
#define __SCALE_SCOPE_STRING ""
#define __SCALE_MEMORY remote_memory, fine_grained_memory
#include "__scale_amd/atomic/expand.inc"
#undef __SCALE_SUFFIX
#undef __SCALE_HIP_SCOPE
#undef __SCALE_SCOPE_STRING
#undef __SCALE_MEMORY

#endif
#endif /* __SCALE_AMD_DEVICE_ATOMIC_FUNCTIONS_H__ */
