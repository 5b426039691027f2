/* SPDX-License-Identifier: Apache-2.0 */
/* Device printf, assert, __trap, clock/clock64/__globaltimer, __nanosleep, __prefetch_*, dynamic shared memory support. */
#ifndef __SCALE_AMD_DEVICE_MISC_H__
#define __SCALE_AMD_DEVICE_MISC_H__
#include "crt/host_defines.h"

#endif /* __SCALE_AMD_DEVICE_MISC_H__ */
