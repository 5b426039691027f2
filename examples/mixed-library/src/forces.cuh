// SPDX-License-Identifier: Apache-2.0
// Device functions defined in forces.cu and called from integrate.cu: needs separable compilation.
#pragma once

struct Force {
  float fx, fy;
};

// Spring towards the origin plus linear drag.
__host__ __device__ Force spring_force(float x, float y, float vx, float vy);

// Number of times spring_force ran on the device (a __device__ variable defined in forces.cu).
extern __device__ unsigned long long g_force_calls;
