/* SPDX-License-Identifier: Apache-2.0 */
/* CUDA Math API: single and double precision mathematical functions, integer mathematical
 * functions. Under a host compiler this is the C/C++ math library; under our compiler the device
 * functions are defined from one table per chapter (__scale_amd/math/<chapter>.def, see define.h). */
#ifndef __SCALE_AMD_MATH_FUNCTIONS_H__
#define __SCALE_AMD_MATH_FUNCTIONS_H__
#include "crt/host_defines.h"
#if defined(__cplusplus)
#include <math.h>
#include <stdlib.h>
#include <cmath>
#include <cstdlib>
#endif

#if defined(__cplusplus) && defined(__CUDACC__) && defined(__clang__)
#include "device_functions.h"
#include "__scale_amd/math/define.h"
#include "__scale_amd/math/single.def"
#include "__scale_amd/math/double.def"
#include "__scale_amd/math/integer.def"
#include "__scale_amd/math/undef.h"
#include "__scale_amd/math/cmath.h"
#include "__scale_amd/math/classify.h"
#endif

#endif /* __SCALE_AMD_MATH_FUNCTIONS_H__ */
