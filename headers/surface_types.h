/* SPDX-License-Identifier: Apache-2.0 */
/* Surface object types of the CUDA runtime API (CUDA 12 ABI). */
#ifndef __SCALE_AMD_SURFACE_TYPES_H__
#define __SCALE_AMD_SURFACE_TYPES_H__
#include "driver_types.h"

enum cudaSurfaceBoundaryMode {
  cudaBoundaryModeZero = 0,
  cudaBoundaryModeClamp = 1,
  cudaBoundaryModeTrap = 2,
};
enum cudaSurfaceFormatMode {
  cudaFormatModeForced = 0,
  cudaFormatModeAuto = 1,
};

typedef unsigned long long cudaSurfaceObject_t;

#endif /* __SCALE_AMD_SURFACE_TYPES_H__ */
