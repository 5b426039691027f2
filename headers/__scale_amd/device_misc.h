/* SPDX-License-Identifier: Apache-2.0 */
/* Device printf, assert, __trap/__brkpt, clock/clock64, the global timer, __nanosleep, __prefetch_*,
 * address-space queries (__isGlobal ...) and conversions (__cvta_*).
 *
 * printf: clang lowers a call to the C library `printf` in AMDGPU device code itself (to the ROCm
 * ockl hostcall printf: __ockl_printf_begin/append_args/append_string_n) as soon as a __device__
 * declaration with C linkage is visible; that is all this header provides. The format string is
 * passed through unchanged, as CUDA's is.
 * Timers: clock()/clock64() count shader clock cycles; __scale_amd::globaltimer_ns() (PTX %globaltimer) counts nanoseconds. Both
 * use clang builtins (never ockl: ROCm 5.2's __ockl_memrealtime_u64 miscompiles on gfx11,
 * DESIGN.md section 6). `__builtin_readcyclecounter` is a 64-bit s_memtime on gfx9/gfx10 and the
 * 64-bit SHADER_CYCLES_HI/LO pair on gfx12, but only a 20-bit counter on gfx11, where clock64()
 * therefore counts the 100 MHz realtime counter scaled to nominal cycles instead (monotonic, 64
 * bits, coarser). `__builtin_readsteadycounter` is the constant 100 MHz realtime counter on every
 * target (s_memrealtime, or s_sendmsg_rtn REALTIME on gfx11+): one tick is 10 ns. */
#ifndef __SCALE_AMD_DEVICE_MISC_H__
#define __SCALE_AMD_DEVICE_MISC_H__
#include "crt/host_defines.h"
#if defined(__CUDACC__) && defined(__clang__)
#include <stddef.h>
#include <time.h>

extern "C" __device__ int printf(const char *__format, ...);

/* The function glibc's assert() calls; CUDA prints the failed assertion and stops the kernel.
 * inline (linkonce_odr): emitted only in modules that assert, so printf's device-library code is
 * linked only where it is used. */
extern "C" __device__ inline __attribute__((noinline, noreturn)) void
__assert_fail(const char *__assertion, const char *__file, unsigned int __line,
              const char *__function) {
  printf("%s:%u: %s: block: [%u,%u,%u], thread: [%u,%u,%u] Assertion `%s` failed.\n", __file,
         __line, __function, __builtin_amdgcn_workgroup_id_x(), __builtin_amdgcn_workgroup_id_y(),
         __builtin_amdgcn_workgroup_id_z(), __builtin_amdgcn_workitem_id_x(),
         __builtin_amdgcn_workitem_id_y(), __builtin_amdgcn_workitem_id_z(), __assertion);
  __builtin_trap();
}

/* Never returns, as __builtin_trap: a [[noreturn]] function ending in __trap() (ggml's
 * no_device_code) is well-formed, and code after it is dead. */
static __device__ __forceinline__ __attribute__((noreturn)) void __trap(void) { __builtin_trap(); }
static __device__ __forceinline__ void __brkpt(void) { __builtin_debugtrap(); }
static __device__ __forceinline__ void __brkpt(int __c) { (void)__c; __builtin_debugtrap(); }

namespace __scale_amd {
/* Nominal shader clock assumed to scale the realtime counter into cycles on gfx11: 2 GHz. */
static constexpr unsigned long long realtime_to_cycles = 20;
static __device__ __forceinline__ unsigned long long realtime_ticks() {
  return __builtin_readsteadycounter();
}
} // namespace __scale_amd

static __device__ __forceinline__ long long clock64(void) {
#if defined(__GFX11__)
  return (long long)(__scale_amd::realtime_ticks() * __scale_amd::realtime_to_cycles);
#else
  return (long long)__builtin_readcyclecounter();
#endif
}
static __device__ __forceinline__ clock_t clock(void) { return (clock_t)clock64(); }

/* Nanoseconds of the device's global timer (PTX %globaltimer). CUDA has no function for it
   (code reads it with `asm("mov.u64 %0, %%globaltimer;")`, and programs such as NVIDIA's
   cudaGraphsPerfScaling define their own `__globaltimer()`), so ours is not in that name. */
namespace __scale_amd {
static __device__ __forceinline__ unsigned long long globaltimer_ns(void) {
  return realtime_ticks() * 10ull;
}
} // namespace __scale_amd

/* Sleeps about `ns` nanoseconds: s_sleep in a loop on the realtime counter (10 ns ticks). */
static __device__ __forceinline__ void __nanosleep(unsigned int __ns) {
  unsigned long long __end = __scale_amd::realtime_ticks() + (__ns + 9u) / 10u;
  while (__scale_amd::realtime_ticks() < __end)
    __builtin_amdgcn_s_sleep(1);
}

/* Prefetches are hints; AMDGPU lowers llvm.prefetch where the target has an instruction. */
static __device__ __forceinline__ void __prefetch_global_l1(const void *__p) { __builtin_prefetch(__p, 0, 3); }
static __device__ __forceinline__ void __prefetch_global_uniform(const void *__p) { __builtin_prefetch(__p, 0, 3); }
static __device__ __forceinline__ void __prefetch_global_l2(const void *__p) { __builtin_prefetch(__p, 0, 2); }
static __device__ __forceinline__ void __prefetch_global_l2_evict_normal(const void *__p) { __builtin_prefetch(__p, 0, 2); }
static __device__ __forceinline__ void __prefetch_global_l2_evict_last(const void *__p) { __builtin_prefetch(__p, 0, 2); }
static __device__ __forceinline__ void __prefetch_local_l1(const void *__p) { __builtin_prefetch(__p, 0, 3); }
static __device__ __forceinline__ void __prefetch_local_l2(const void *__p) { __builtin_prefetch(__p, 0, 2); }

/* Address-space queries. __constant__ data lives in global memory on AMD (the constant address
 * space is a read-only view of it), so a generic pointer to it is global: __isConstant answers
 * whether the pointer lies in no other window, the same as __isGlobal. */
static __device__ __forceinline__ unsigned int __isShared(const void *__p) {
  return __builtin_amdgcn_is_shared(__p);
}
static __device__ __forceinline__ unsigned int __isLocal(const void *__p) {
  return __builtin_amdgcn_is_private(__p);
}
static __device__ __forceinline__ unsigned int __isGlobal(const void *__p) {
  return !__builtin_amdgcn_is_shared(__p) && !__builtin_amdgcn_is_private(__p);
}
static __device__ __forceinline__ unsigned int __isConstant(const void *__p) { return __isGlobal(__p); }
static __device__ __forceinline__ unsigned int __isGridConstant(const void *__p) { return __isGlobal(__p); }

/* Generic <-> specific address conversions (PTX cvta). Shared and local addresses are the 32-bit
 * LDS / scratch offsets; global and constant addresses equal their generic addresses. */
#define __SCALE_AS(N) __attribute__((address_space(N)))
static __device__ __forceinline__ size_t __cvta_generic_to_shared(const void *__p) {
  return (size_t)(unsigned int)(unsigned long long)(const __SCALE_AS(3) void *)__p;
}
static __device__ __forceinline__ size_t __cvta_generic_to_local(const void *__p) {
  return (size_t)(unsigned int)(unsigned long long)(const __SCALE_AS(5) void *)__p;
}
static __device__ __forceinline__ size_t __cvta_generic_to_global(const void *__p) {
  return (size_t)(const __SCALE_AS(1) void *)__p;
}
static __device__ __forceinline__ size_t __cvta_generic_to_constant(const void *__p) {
  return (size_t)(const __SCALE_AS(4) void *)__p;
}
static __device__ __forceinline__ size_t __cvta_generic_to_grid_constant(const void *__p) {
  return __cvta_generic_to_constant(__p);
}
static __device__ __forceinline__ void *__cvta_shared_to_generic(size_t __a) {
  return (void *)(__SCALE_AS(3) void *)(unsigned int)__a;
}
static __device__ __forceinline__ void *__cvta_local_to_generic(size_t __a) {
  return (void *)(__SCALE_AS(5) void *)(unsigned int)__a;
}
static __device__ __forceinline__ void *__cvta_global_to_generic(size_t __a) {
  return (void *)(__SCALE_AS(1) void *)__a;
}
static __device__ __forceinline__ void *__cvta_constant_to_generic(size_t __a) {
  return (void *)(__SCALE_AS(4) void *)__a;
}
static __device__ __forceinline__ void *__cvta_grid_constant_to_generic(size_t __a) {
  return __cvta_constant_to_generic(__a);
}
#undef __SCALE_AS

#endif
#endif /* __SCALE_AMD_DEVICE_MISC_H__ */
