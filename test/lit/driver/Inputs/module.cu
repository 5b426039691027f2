// SPDX-License-Identifier: Apache-2.0
// A module for the driver API (cuModuleLoad + cuModuleGetFunction by its unmangled name).
extern "C" __global__ void kernel_a(float *p, float v) { p[blockIdx.x * blockDim.x + threadIdx.x] = v; }
