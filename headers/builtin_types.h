/* SPDX-License-Identifier: Apache-2.0 */
/* The CUDA runtime's types in one header, as CUDA's builtin_types.h: driver API programs include it
 * next to cuda.h (the CUDA samples' *Drv programs do). */
#ifndef __SCALE_AMD_BUILTIN_TYPES_H__
#define __SCALE_AMD_BUILTIN_TYPES_H__
#include "device_types.h"
#include "driver_types.h"
#include "surface_types.h"
#include "texture_types.h"
#include "vector_types.h"
#endif /* __SCALE_AMD_BUILTIN_TYPES_H__ */
