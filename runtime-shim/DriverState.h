// SPDX-License-Identifier: Apache-2.0
// The driver API's calling convention: cuInit must have succeeded (else
// CUDA_ERROR_NOT_INITIALIZED), then the HIP call, whose error codes are CUresult's numbering.
#ifndef SCALE_AMD_RUNTIME_DRIVERSTATE_H
#define SCALE_AMD_RUNTIME_DRIVERSTATE_H

#include "Hip.h"
#include "PtxJit.h"
#include "cuda.h"

namespace scale {

/// The HIP runtime for a driver API call, or nullptr with \p Err set.
const HipApi *drv(CUresult &Err);

/// The HIP entry point \p Name for a driver API call, or nullptr with \p Err set (see drv;
/// CUDA_ERROR_NOT_SUPPORTED when this HIP lacks the function).
template <class Fn> Fn need(const char *Name, CUresult &Err) {
  if (!drv(Err))
    return nullptr;
  Fn F = hipFn<Fn>(Name);
  if (!F)
    Err = CUDA_ERROR_NOT_SUPPORTED;
  return F;
}

/// A HIP error as the CUresult with the same meaning.
CUresult cuFromHip(hipError E);

/// A runtime error (cudaError_t) as the CUresult with the same meaning.
CUresult cuFromRuntime(cudaError_t E);

/// cuModuleLoadDataEx: a code object or bundle as it is, PTX text through the JIT (PtxJit.h),
/// NVIDIA machine code refused (CUDA_ERROR_INVALID_IMAGE).
CUresult loadModule(CUmodule *Module, const void *Image, unsigned NumOptions, CUjit_option *Options,
                    void **Values);

/// hipModuleLoadData of an AMD image.
CUresult hipLoadImage(CUmodule *Module, const void *Image);

} // namespace scale

#endif
