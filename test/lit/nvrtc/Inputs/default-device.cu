// SPDX-License-Identifier: Apache-2.0
// An NVRTC program relying on -default-device: add() has no execution space annotation.
#include <cuda/std/cstdint>

int add(int a, int b) { return a + b; }

__global__ void sum(cuda::std::int32_t *p) { p[threadIdx.x] = add(p[threadIdx.x], 1); }
