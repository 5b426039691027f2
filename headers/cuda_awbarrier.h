/* SPDX-License-Identifier: Apache-2.0 */
/* CUDA's arrive/wait barrier primitives (__mbarrier_*), over one 64-bit word in memory:
 *   bits 0-20 pending arrivals, bits 21-41 expected arrivals, bits 42-63 phase.
 * arrive subtracts one pending arrival; the last one to arrive reloads pending from expected and
 * advances the phase in the same atomic add. A token is the phase at arrival; a wait is over when
 * the phase differs from the token. Workgroup scope: barriers live in shared memory. */
#ifndef __SCALE_AMD_CUDA_AWBARRIER_H__
#define __SCALE_AMD_CUDA_AWBARRIER_H__
#include "crt/host_defines.h"
#if defined(__CUDACC__) && defined(__clang__)

typedef unsigned long long __mbarrier_t;
typedef unsigned long long __mbarrier_token_t;

namespace __scale_amd {
namespace mbarrier {
static constexpr unsigned long long count_mask = (1ull << 21) - 1;
static constexpr unsigned expected_shift = 21, phase_shift = 42;
static __device__ __forceinline__ unsigned long long
arrive(__mbarrier_t *b, unsigned long long drop) {
  unsigned long long sub = 1ull + (drop << expected_shift);
  unsigned long long old = __hip_atomic_fetch_add(b, 0ull - sub, __ATOMIC_ACQ_REL,
                                                  __HIP_MEMORY_SCOPE_WORKGROUP);
  if ((old & count_mask) == 1) {
    unsigned long long expected = ((old >> expected_shift) & count_mask) - drop;
    __hip_atomic_fetch_add(b, expected + (1ull << phase_shift), __ATOMIC_RELEASE,
                           __HIP_MEMORY_SCOPE_WORKGROUP);
  }
  return old >> phase_shift;
}
} // namespace mbarrier
} // namespace __scale_amd

static __device__ __forceinline__ void __mbarrier_init(__mbarrier_t *__b, unsigned __count) {
  *__b = (unsigned long long)__count | ((unsigned long long)__count << 21);
}
static __device__ __forceinline__ void __mbarrier_inval(__mbarrier_t *__b) { *__b = 0; }
static __device__ __forceinline__ __mbarrier_token_t __mbarrier_arrive(__mbarrier_t *__b) {
  return __scale_amd::mbarrier::arrive(__b, 0);
}
static __device__ __forceinline__ __mbarrier_token_t __mbarrier_arrive_and_drop(__mbarrier_t *__b) {
  return __scale_amd::mbarrier::arrive(__b, 1);
}
static __device__ __forceinline__ bool __mbarrier_test_wait(__mbarrier_t *__b,
                                                            __mbarrier_token_t __t) {
  return (__hip_atomic_load(__b, __ATOMIC_ACQUIRE, __HIP_MEMORY_SCOPE_WORKGROUP) >> 42) != __t;
}
static __device__ __forceinline__ unsigned __mbarrier_maximum_count() { return (1u << 21) - 1u; }

#endif
#endif /* __SCALE_AMD_CUDA_AWBARRIER_H__ */
