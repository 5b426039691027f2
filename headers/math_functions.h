/* SPDX-License-Identifier: Apache-2.0 */
/* CUDA Math API: single and double precision mathematical functions, integer mathematical
 * functions. Under a host compiler this is the C/C++ math library; under our compiler the device
 * functions are defined from one table per chapter (__scale_amd/math/<chapter>.def, see define.h). */
#ifndef __SCALE_AMD_MATH_FUNCTIONS_H__
#define __SCALE_AMD_MATH_FUNCTIONS_H__
#include "crt/host_defines.h"
#if defined(__cplusplus) && defined(__CUDACC__) && defined(__clang__)
/* The double-precision device functions are declared before <cmath>. libstdc++'s promoting
 * templates for mixed arguments (std::pow(float, int), std::pow(x, 2), std::fmax(double, int),
 * std::atan2(float, double), std::hypot, std::fmod, ...) convert to double and call pow, fmax,
 * ... by an unqualified name that is looked up where the template is defined, in <cmath>; ADL
 * adds nothing for arithmetic types. Declared only after it, the device overloads are invisible
 * there and a device instantiation calls the host function from <math.h> ("reference to __host__
 * function 'pow' in __host__ __device__ function", at cmath:418). Declared before, <cmath>'s
 * `using ::pow;` takes them into std with the host ones and clang picks the device overload in
 * device code, as nvcc's own declarations of the device pow(_Tp, _Up) make it do. Clang's CUDA
 * headers do the same (__clang_cuda_math_forward_declares.h). The float overloads are not
 * declared early: <cmath>'s constexpr float functions would then stop being host+device. */
#include "__scale_amd/math/declare.h"
#include "__scale_amd/math/double.def"
#include "__scale_amd/math/undef.h"
#endif
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
