/* SPDX-License-Identifier: Apache-2.0 */
/* CUDA 12 removed surface references (the surface<void, dim> template); surface objects are the
 * API. This header exists because programs include it: it gives the object types. */
#ifndef __SCALE_AMD_CUDA_SURFACE_TYPES_H__
#define __SCALE_AMD_CUDA_SURFACE_TYPES_H__
#include "channel_descriptor.h"
#include "surface_types.h"
#endif /* __SCALE_AMD_CUDA_SURFACE_TYPES_H__ */
