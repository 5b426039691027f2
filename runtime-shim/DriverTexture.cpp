// SPDX-License-Identifier: Apache-2.0
// Driver API surface objects and 3D copies, whose structures differ from HIP's (TextureAbi.h).
// Texture objects and arrays are forwarded (driver_api.def): CUDA_RESOURCE_DESC,
// CUDA_TEXTURE_DESC, CUDA_RESOURCE_VIEW_DESC and the array descriptors have HIP's layout.
#include "DriverState.h"
#include "TextureAbi.h"

using namespace scale;

extern "C" {

CUresult cuSurfObjectCreate(CUsurfObject *Obj, const CUDA_RESOURCE_DESC *Res) {
  if (!Obj || !Res)
    return CUDA_ERROR_INVALID_VALUE;
  HipResourceDesc H;
  if (CUresult E = toHipSurface(*Res, H))
    return E;
  using Fn = hipError (*)(void **, const HipResourceDesc *);
  CUresult Err;
  if (!drv(Err))
    return Err;
  static const Fn F = reinterpret_cast<Fn>(hipCreateSurfaceObjectFn());
  if (!F)
    return CUDA_ERROR_NOT_SUPPORTED;
  void *Handle = nullptr;
  hipError E = F(&Handle, &H);
  if (E == 0)
    *Obj = reinterpret_cast<CUsurfObject>(Handle);
  return cuFromHip(E);
}

CUresult cuSurfObjectDestroy(CUsurfObject Obj) {
  using Fn = hipError (*)(void *);
  CUresult Err;
  if (!drv(Err))
    return Err;
  static const Fn F = reinterpret_cast<Fn>(hipDestroySurfaceObjectFn());
  return F ? cuFromHip(F(reinterpret_cast<void *>(Obj))) : CUDA_ERROR_NOT_SUPPORTED;
}

CUresult cuMemcpy3D(const CUDA_MEMCPY3D *C) {
  if (!C)
    return CUDA_ERROR_INVALID_VALUE;
  HipMemcpy3D H;
  if (CUresult E = toHip(*C, H))
    return E;
  using Fn = hipError (*)(const HipMemcpy3D *);
  CUresult Err;
  Fn F = need<Fn>("hipDrvMemcpy3D", Err);
  return F ? cuFromHip(F(&H)) : Err;
}

CUresult cuMemcpy3DAsync(const CUDA_MEMCPY3D *C, CUstream Stream) {
  if (!C)
    return CUDA_ERROR_INVALID_VALUE;
  HipMemcpy3D H;
  if (CUresult E = toHip(*C, H))
    return E;
  using Fn = hipError (*)(const HipMemcpy3D *, hipStream);
  CUresult Err;
  Fn F = need<Fn>("hipDrvMemcpy3DAsync", Err);
  return F ? cuFromHip(F(&H, toHipStream(reinterpret_cast<cudaStream_t>(Stream)))) : Err;
}

} // extern "C"
