// SPDX-License-Identifier: Apache-2.0
// The cuFFT engine: device memory, per-plan tables and execution (kernels/FftKernels.cu, our own
// kernels compiled by this toolkit). Arguments arrive validated by Plan.cpp.
#ifndef SCALE_AMD_CUFFT_ENGINE_H
#define SCALE_AMD_CUFFT_ENGINE_H

#include "Plan.h"

namespace scale::fft {

/// Device tables of every axis (twiddles, Bluestein chirps and filters): CUFFT_SETUP_FAILED
/// without a usable GPU, CUFFT_ALLOC_FAILED when memory runs out.
cufftResult prepare(Plan &P);
/// Frees what prepare made.
void release(Plan &P);
cufftResult allocateWork(size_t Bytes, void **Work);
void freeWork(void *Work);
/// Runs the plan on its stream: In and Out in the plan's types (In == Out in place), Direction
/// CUFFT_FORWARD or CUFFT_INVERSE (R2C is forward, C2R inverse).
cufftResult execute(const Plan &P, const void *In, void *Out, int Direction);

} // namespace scale::fft

#endif
