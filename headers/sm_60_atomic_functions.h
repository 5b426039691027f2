/* SPDX-License-Identifier: Apache-2.0 */
/* CUDA's sm_60 atomic chapter header, for code that includes it directly: all atomic functions
 * are declared together in device_atomic_functions.h. */
#ifndef __SCALE_AMD_SM_60_ATOMIC_FUNCTIONS_H__
#define __SCALE_AMD_SM_60_ATOMIC_FUNCTIONS_H__
#include "device_atomic_functions.h"
#endif
