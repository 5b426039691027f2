// SPDX-License-Identifier: Apache-2.0
// cuRAND device API: per-thread generator states for XORWOW (curandState_t), Philox4_32_10 and
// MRG32k3a, with curand_init / skip-ahead and the uniform, normal, log-normal and Poisson
// distributions. Same sequences as NVIDIA's cuRAND for the same seed, subsequence and offset
// (docs/curand.md lists what matches bit for bit and what does not). Host and device.
#pragma once
#include <curand.h>
#include <math.h>
#include "__scale_amd/curand/common.h"
#include "__scale_amd/curand/xorwow.h"
#include "__scale_amd/curand/philox.h"
#include "__scale_amd/curand/mrg32k3a.h"
#include "curand_mtgp32_kernel.h"
#include "__scale_amd/curand/distributions.h"
#include "__scale_amd/curand/sobol.h"
