// SPDX-License-Identifier: Apache-2.0
// Context creation (cuCtxCreate_v2/_v3/_v4) over hipCtxCreate. HIP has no execution affinity
// (SM count partitions) and no CIG (shared graphics command queue): a request for either is
// refused with the error CUDA gives on hardware without them; empty parameters create a plain
// context.
#include "DriverState.h"

using namespace scale;

namespace {

CUresult createContext(CUcontext *Ctx, unsigned Flags, CUdevice Dev) {
  if (!Ctx)
    return CUDA_ERROR_INVALID_VALUE;
  using Fn = hipError (*)(CUcontext *, unsigned, CUdevice);
  CUresult Err;
  Fn F = need<Fn>("hipCtxCreate", Err);
  return F ? cuFromHip(F(Ctx, Flags, Dev)) : Err;
}

} // namespace

extern "C" {

CUresult cuCtxCreate(CUcontext *Ctx, unsigned int Flags, CUdevice Dev) {
  return createContext(Ctx, Flags, Dev);
}

CUresult cuCtxCreate_v3(CUcontext *Ctx, CUexecAffinityParam *Params, int NumParams,
                        unsigned int Flags, CUdevice Dev) {
  if (NumParams < 0 || (NumParams > 0 && !Params))
    return CUDA_ERROR_INVALID_VALUE;
  if (NumParams > 0)
    return CUDA_ERROR_UNSUPPORTED_EXEC_AFFINITY;
  return createContext(Ctx, Flags, Dev);
}

CUresult cuCtxCreate_v4(CUcontext *Ctx, CUctxCreateParams *Params, unsigned int Flags,
                        CUdevice Dev) {
  if (Params) {
    if (Params->numExecAffinityParams < 0 ||
        (Params->numExecAffinityParams > 0 && !Params->execAffinityParams))
      return CUDA_ERROR_INVALID_VALUE;
    if (Params->numExecAffinityParams > 0)
      return CUDA_ERROR_UNSUPPORTED_EXEC_AFFINITY;
    if (Params->cigParams)
      return CUDA_ERROR_NOT_SUPPORTED;
  }
  return createContext(Ctx, Flags, Dev);
}

} // extern "C"
