/* SPDX-License-Identifier: Apache-2.0 */
/* CUDA atomic functions (atomicAdd, atomicCAS, ... with _block/_system scopes) on AMDGPU atomics. */
#ifndef __SCALE_AMD_DEVICE_ATOMIC_FUNCTIONS_H__
#define __SCALE_AMD_DEVICE_ATOMIC_FUNCTIONS_H__
#include "crt/host_defines.h"

#endif /* __SCALE_AMD_DEVICE_ATOMIC_FUNCTIONS_H__ */
