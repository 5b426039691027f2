// SPDX-License-Identifier: Apache-2.0
// Runs cuda-x/cufft/kernels/FftKernels.cu on the host, for the engine test: device memory is host
// memory (EngineHost.cpp defines cudaMalloc & co.), and every launch is one call of the kernel
// with one thread in one block; each kernel is a grid-stride loop, so that thread does all the
// kernel's work, and launches in order are the stream's order.
#pragma once
#include <cufft.h>

#define SCALE_AMD_CUFFT_HOST_EMULATION 1
#undef __global__
#undef __device__
#undef __forceinline__
#define __global__
#define __device__
#define __forceinline__ inline

struct EmulatedDim3 {
  unsigned x, y, z;
};
static const EmulatedDim3 blockIdx{0, 0, 0}, threadIdx{0, 0, 0}, blockDim{1, 1, 1},
    gridDim{1, 1, 1};

#define FFT_LAUNCH(Kernel, Grid, Stream, ...) ((void)(Grid), (void)(Stream), Kernel(__VA_ARGS__))
