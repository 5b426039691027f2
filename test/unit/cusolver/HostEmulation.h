// SPDX-License-Identifier: Apache-2.0
// Runs cuda-x/cusolver/kernels/DenseKernels.cu on the host: one block of one thread (every loop
// of the kernels is a block-stride loop and every reduction works for any block size), device
// memory is host memory (EngineHost.cpp), barriers are no-ops.
#pragma once
#include <cusolverDn.h>

#define SCALE_AMD_CUSOLVER_HOST_EMULATION 1
#undef __global__
#undef __device__
#undef __forceinline__
#undef __shared__
#define __global__
#define __device__
#define __forceinline__ inline
#define __shared__ static

struct EmulatedDim3 {
  unsigned x, y, z;
};
static const EmulatedDim3 threadIdx{0, 0, 0}, blockDim{1, 1, 1}, blockIdx{0, 0, 0},
    gridDim{1, 1, 1};
inline void __syncthreads() {}

#define SOLVER_LAUNCH(Kernel, Stream, ...) ((void)(Stream), Kernel(__VA_ARGS__))
#define SOLVER_LAUNCH_GRID(Kernel, Grid, Stream, ...) ((void)(Grid), (void)(Stream), Kernel(__VA_ARGS__))
